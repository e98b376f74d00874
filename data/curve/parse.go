package curve

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/griffengine/griff/data/internal/quote"
)

// ErrSyntax is wrapped by the errors of Parse.
var ErrSyntax = errors.New("curve: bad curve")

// Parse reads a curve written as String writes it: "linear(start, step)",
// "exponential(start, growth)" (or "exp"), "polynomial(c0, c1, ...)" (or "poly")
// and "piecewise(x:y, x:y, ...)" with x strictly increasing. Names are
// case-insensitive; numbers are finite decimals. It returns an error wrapping
// ErrSyntax.
func Parse(s string) (Curve, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w %s: %s", ErrSyntax, quote.Q(s), fmt.Sprintf(format, args...))
	}
	t := strings.TrimSpace(s)
	open := strings.IndexByte(t, '(')
	if open < 0 || !strings.HasSuffix(t, ")") {
		return nil, bad("want name(arguments)")
	}
	name := strings.ToLower(strings.TrimSpace(t[:open]))
	var args []string
	if body := strings.TrimSpace(t[open+1 : len(t)-1]); body != "" {
		args = strings.Split(body, ",")
	}
	if name == "piecewise" {
		return parsePiecewise(args, bad)
	}
	nums := make([]float64, len(args))
	for i, a := range args {
		v, err := parseNum(a)
		if err != nil {
			return nil, bad("argument %d: %v", i+1, err)
		}
		nums[i] = v
	}
	switch name {
	case "linear", "exponential", "exp":
		if len(nums) != 2 {
			return nil, bad("%s takes 2 arguments, got %d", name, len(nums))
		}
		if name == "linear" {
			return Linear{Start: nums[0], Step: nums[1]}, nil
		}
		return Exponential{Start: nums[0], Growth: nums[1]}, nil
	case "polynomial", "poly":
		if len(nums) == 0 {
			return nil, bad("polynomial needs at least 1 coefficient")
		}
		return Polynomial{Coeffs: nums}, nil
	}
	return nil, bad("unknown curve %q (want linear, exponential, polynomial or piecewise)", name)
}

func parseNum(s string) (float64, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.Trim(s, "0123456789+-.eE") != "" {
		return 0, fmt.Errorf("%s is not a number", quote.Q(s))
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, fmt.Errorf("%s is not a finite number", quote.Q(s))
	}
	return v, nil
}

func parsePiecewise(args []string, bad func(string, ...any) error) (Curve, error) {
	if len(args) == 0 {
		return nil, bad("piecewise needs at least 1 point")
	}
	c := Piecewise{}
	for i, a := range args {
		xs, ys, ok := strings.Cut(a, ":")
		if !ok {
			return nil, bad("point %d: want x:y", i+1)
		}
		x, err := parseNum(xs)
		if err != nil {
			return nil, bad("point %d: %v", i+1, err)
		}
		y, err := parseNum(ys)
		if err != nil {
			return nil, bad("point %d: %v", i+1, err)
		}
		if i > 0 && x <= c.Points[i-1].X {
			return nil, bad("point %d: x %v not above %v", i+1, x, c.Points[i-1].X)
		}
		c.Points = append(c.Points, Point{X: x, Y: y})
	}
	return c, nil
}

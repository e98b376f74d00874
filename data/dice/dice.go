package dice

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/griffengine/griff/data/internal/quote"
)

// Limits of a dice expression, checked by Parse.
const (
	// MaxCount is the largest number of dice in one group.
	MaxCount = 1000
	// MaxSides is the largest number of sides of a die.
	MaxSides = 1_000_000
	// MaxExplosions is how many times one exploding die may explode (so it is rolled at
	// most MaxExplosions+1 times).
	MaxExplosions = 20
	// MaxConstant is the largest absolute value of an integer term.
	MaxConstant = 1_000_000_000
	// MaxTerms is the largest number of terms in one expression.
	MaxTerms = 64
)

// ErrSyntax is wrapped by every error Parse returns.
var ErrSyntax = errors.New("dice: bad expression")

// Group is one group of identical dice: Count dice of Sides sides, maybe exploding,
// maybe keeping only the Keep highest (or lowest if KeepLowest) of them.
// The zero value is not a valid group; make groups with Parse or ParseGroup.
type Group struct {
	Count      int  // number of dice, 1..MaxCount
	Sides      int  // sides of each die, 1..MaxSides; faces are 1..Sides
	Explode    bool // a die showing Sides is rolled again and added (at most MaxExplosions times)
	Keep       int  // dice kept, 1..Count; 0 keeps all
	KeepLowest bool // keep the lowest Keep dice instead of the highest
}

// Term is one signed term of an expression: a Group or, if Dice is false, the
// integer Const.
type Term struct {
	Neg   bool  // the term is subtracted
	Dice  bool  // the term is Group; otherwise it is Const
	Group Group // the dice, if Dice
	Const int64 // the integer, if !Dice; 0 <= Const <= MaxConstant
}

// Expr is a parsed dice expression: a sum of signed terms. An Expr is never changed
// after Parse returns it and is safe for concurrent use (rolling needs the caller's
// own *griff.Rand).
type Expr struct {
	terms []Term
}

// Terms returns a copy of e's terms in source order.
func (e *Expr) Terms() []Term { return append([]Term(nil), e.terms...) }

// String returns e in the canonical form Parse reads back ("2d6+3", "4d6kh3", "-1d4").
func (e *Expr) String() string {
	var b strings.Builder
	for i, t := range e.terms {
		switch {
		case t.Neg:
			b.WriteByte('-')
		case i > 0:
			b.WriteByte('+')
		}
		if t.Dice {
			b.WriteString(t.Group.String())
		} else {
			b.WriteString(strconv.FormatInt(t.Const, 10))
		}
	}
	return b.String()
}

// String returns g as Parse reads it back, such as "4d6!kh3".
func (g Group) String() string {
	s := strconv.Itoa(g.Count) + "d" + strconv.Itoa(g.Sides)
	if g.Explode {
		s += "!"
	}
	if g.Keep > 0 {
		if g.KeepLowest {
			s += "kl"
		} else {
			s += "kh"
		}
		s += strconv.Itoa(g.Keep)
	}
	return s
}

// Min returns the smallest total e can roll.
func (e *Expr) Min() int64 { return e.bound(false) }

// Max returns the largest total e can roll (exploding dice count their capped
// explosions).
func (e *Expr) Max() int64 { return e.bound(true) }

func (e *Expr) bound(high bool) int64 {
	var s int64
	for _, t := range e.terms {
		lo, hi := t.Const, t.Const
		if t.Dice {
			lo, hi = t.Group.Min(), t.Group.Max()
		}
		switch {
		case t.Neg && high:
			s -= lo
		case t.Neg:
			s -= hi
		case high:
			s += hi
		default:
			s += lo
		}
	}
	return s
}

func (g Group) kept() int {
	if g.Keep > 0 && g.Keep < g.Count {
		return g.Keep
	}
	return g.Count
}

// Min returns the smallest total g can roll.
func (g Group) Min() int64 { return int64(g.kept()) }

// Max returns the largest total g can roll.
func (g Group) Max() int64 {
	face := int64(g.Sides)
	if g.Explode {
		face *= MaxExplosions + 1
	}
	return int64(g.kept()) * face
}

// Parse reads a dice expression (see the package documentation for the grammar).
// It returns an error wrapping ErrSyntax that names the byte offset of the problem.
func Parse(s string) (*Expr, error) {
	e := &Expr{}
	i := skipSpace(s, 0)
	if i == len(s) {
		return nil, fmt.Errorf("%w %s: empty", ErrSyntax, quote.Q(s))
	}
	for first := true; i < len(s); first = false {
		neg := false
		if s[i] == '+' || s[i] == '-' {
			neg = s[i] == '-'
			i = skipSpace(s, i+1)
		} else if !first {
			return nil, fmt.Errorf("%w %s: want + or - at offset %d", ErrSyntax, quote.Around(s, i), i)
		}
		if len(e.terms) == MaxTerms {
			return nil, fmt.Errorf("%w %s: more than %d terms", ErrSyntax, quote.Q(s), MaxTerms)
		}
		t, n, err := parseTerm(s[i:])
		if err != nil {
			return nil, fmt.Errorf("%w %s: at offset %d: %s", ErrSyntax, quote.Around(s, i+n), i+n, err)
		}
		t.Neg = neg
		e.terms = append(e.terms, t)
		i = skipSpace(s, i+n)
	}
	return e, nil
}

// MustParse is Parse for expressions written in code; it panics if s is not valid.
func MustParse(s string) *Expr {
	e, err := Parse(s)
	if err != nil {
		panic(err.Error())
	}
	return e
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func parseTerm(s string) (Term, int, error) {
	g, n, err := ParseGroup(s)
	if err == nil {
		return Term{Dice: true, Group: g}, n, nil
	}
	if n > 0 || isDiceStart(s) {
		return Term{}, n, err
	}
	v, n := digits(s)
	if n == 0 {
		return Term{}, 0, errors.New("want a number or dice")
	}
	if v < 0 || v > MaxConstant {
		return Term{}, 0, fmt.Errorf("number larger than %d", MaxConstant)
	}
	return Term{Const: v}, n, nil
}

func isDiceStart(s string) bool {
	_, n := digits(s)
	return n < len(s) && (s[n] == 'd' || s[n] == 'D')
}

// digits reads a run of ASCII digits; the value saturates at -1 if it overflows.
func digits(s string) (int64, int) {
	var v int64
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		if v >= 0 {
			v = v*10 + int64(s[n]-'0')
			if v > 1<<40 {
				v = -1
			}
		}
		n++
	}
	return v, n
}

// ParseGroup reads one dice group at the start of s, such as "3d6" in "3d6+2", and
// returns it with the number of bytes read. If s does not start with a group it
// returns n == 0 and an error; if it starts with one that breaks a rule (say
// "0d6" or "4d6kh9") it returns n > 0 (the offset of the mistake) and an error.
func ParseGroup(s string) (g Group, n int, err error) {
	count, n := digits(s)
	if n == len(s) || (s[n] != 'd' && s[n] != 'D') {
		return Group{}, 0, errors.New("want dice such as 2d6")
	}
	if n == 0 {
		count = 1
	}
	if count < 1 || count > MaxCount {
		return Group{}, max(n, 1), fmt.Errorf("dice count must be 1..%d", MaxCount)
	}
	sides, m := digits(s[n+1:])
	n += 1 + m
	if m == 0 || sides < 1 || sides > MaxSides {
		return Group{}, n, fmt.Errorf("sides must be 1..%d", MaxSides)
	}
	g = Group{Count: int(count), Sides: int(sides)}
	if n < len(s) && s[n] == '!' && (n+1 == len(s) || s[n+1] != '=') {
		g.Explode = true
		n++
	}
	if n+1 < len(s) && s[n] == 'k' && (s[n+1] == 'h' || s[n+1] == 'l') {
		g.KeepLowest = s[n+1] == 'l'
		k, m := digits(s[n+2:])
		n += 2 + m
		if m == 0 || k < 1 || k > count {
			return Group{}, n, fmt.Errorf("keep must be 1..%d", count)
		}
		g.Keep = int(k)
	}
	if n < len(s) && isIdentByte(s[n]) {
		return Group{}, n, fmt.Errorf("unexpected %q after dice", s[n])
	}
	return g, n, nil
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// MaxRolls returns the most dice one roll of g draws: Count, times MaxExplosions+1
// if the dice explode. It is at most MaxCount * (MaxExplosions+1) = 21,000.
func (g Group) MaxRolls() int {
	if g.Explode {
		return g.Count * (MaxExplosions + 1)
	}
	return g.Count
}

// MaxRolls returns the most dice one Roll of e draws: the sum of its groups'
// MaxRolls, at most MaxTerms * 21,000 = 1,344,000.
func (e *Expr) MaxRolls() int {
	n := 0
	for _, t := range e.terms {
		if t.Dice {
			n += t.Group.MaxRolls()
		}
	}
	return n
}

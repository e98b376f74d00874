// Package markup reads the inline tags of Griff's text: colour, size and the
// pauses of a typewriter, written inside the text a game shows (a menu label,
// a line of dialogue, a string table's cell).
//
// The syntax, which every Griff text that takes tags shares:
//
//	[color=#rrggbb]...[/color]   colour (also #rrggbbaa, or a name: white, black,
//	                             red, green, blue, yellow, gray)
//	[size=24]...[/size]          text size in pixels, above 0 and at most 512
//	[pause=0.5]                  a typewriter waits this long before going on;
//	                             the unit is seconds, from 0 to 60
//	[[                           a literal "["
//
// Tags nest; a closing tag closes the latest open tag of its name and must
// match one. Tag names are lower case. Anything else in brackets, an unclosed
// tag, a bad value, is an error naming the byte offset, so a data mistake is
// reported (the caller warns in the problem log and shows the text without
// its tags) instead of shown as garbage.
//
// The package reads only; it imports griff alone and keeps no state.
package markup

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/griffengine/griff/griff"
)

// ErrBadMarkup is wrapped by the errors Parse returns.
var ErrBadMarkup = errors.New("bad markup")

// MaxSize is the largest text size a size tag may give, in pixels: 512, as
// the renderer's (rendering/text.MaxSize).
const MaxSize = 512

// MaxPause is the longest pause a pause tag may give: 60 seconds.
const MaxPause = 60.0

// Span is a run of text in one style.
type Span struct {
	// Text is the span's text, tags removed.
	Text string
	// Color is the span's colour, straight RGBA; HasColor is false where no
	// colour tag is open (the text's own colour applies).
	Color    griff.Color
	HasColor bool
	// Size is the span's size in pixels; 0 where no size tag is open.
	Size float64
}

// Pause is a typewriter's wait.
type Pause struct {
	// At is where the wait happens: the number of runes of plain text shown
	// before it.
	At int
	// Seconds is how long it waits; the unit is seconds.
	Seconds float64
}

// Text is a text with its tags read.
type Text struct {
	// Spans are the styled runs in order; consecutive spans differ in style.
	Spans []Span
	// Pauses are the typewriter's waits, in order of At.
	Pauses []Pause
}

// Plain returns the text without its tags.
func (t Text) Plain() string {
	var b strings.Builder
	for _, s := range t.Spans {
		b.WriteString(s.Text)
	}
	return b.String()
}

// style is an open tag.
type style struct {
	name  string
	color griff.Color
	size  float64
}

// Parse reads the tags of s (see the package documentation). It returns an
// error wrapping ErrBadMarkup, naming the byte offset, for an unknown tag, a
// bad value, a closing tag that matches no open one, or a tag left open.
func Parse(s string) (Text, error) {
	var t Text
	var stack []style
	var cur strings.Builder
	runes := 0
	flush := func() {
		if cur.Len() == 0 {
			return
		}
		sp := Span{Text: cur.String()}
		for _, st := range stack {
			if st.name == "color" {
				sp.Color, sp.HasColor = st.color, true
			} else {
				sp.Size = st.size
			}
		}
		if n := len(t.Spans); n > 0 && sameStyle(t.Spans[n-1], sp) {
			t.Spans[n-1].Text += sp.Text
		} else {
			t.Spans = append(t.Spans, sp)
		}
		cur.Reset()
	}
	for i := 0; i < len(s); {
		if s[i] != '[' {
			j := strings.IndexByte(s[i:], '[')
			if j < 0 {
				j = len(s) - i
			}
			cur.WriteString(s[i : i+j])
			runes += utf8.RuneCountInString(s[i : i+j])
			i += j
			continue
		}
		if strings.HasPrefix(s[i:], "[[") {
			cur.WriteByte('[')
			runes++
			i += 2
			continue
		}
		end := strings.IndexByte(s[i:], ']')
		if end < 0 {
			return Text{}, fmt.Errorf("markup: byte %d: %w: a \"[\" with no \"]\" (write \"[[\" for a bracket)", i, ErrBadMarkup)
		}
		tag := s[i+1 : i+end]
		flush()
		var err error
		if stack, err = apply(tag, stack, &t, runes); err != nil {
			return Text{}, fmt.Errorf("markup: byte %d: %w: %w", i, ErrBadMarkup, err)
		}
		i += end + 1
	}
	flush()
	if len(stack) > 0 {
		return Text{}, fmt.Errorf("markup: byte %d: %w: [%s] is never closed", len(s), ErrBadMarkup, stack[len(stack)-1].name)
	}
	return t, nil
}

func sameStyle(a, b Span) bool {
	return a.HasColor == b.HasColor && a.Color == b.Color && a.Size == b.Size
}

// apply carries out one tag (the text between the brackets).
func apply(tag string, stack []style, t *Text, runes int) ([]style, error) {
	if name, ok := strings.CutPrefix(tag, "/"); ok {
		for i := len(stack) - 1; i >= 0; i-- {
			if stack[i].name == name {
				return append(stack[:i], stack[i+1:]...), nil
			}
		}
		return stack, fmt.Errorf("[/%s] closes no open tag", name)
	}
	name, val, ok := strings.Cut(tag, "=")
	if !ok {
		return stack, fmt.Errorf("[%s] is not a tag (want color=, size= or pause=)", tag)
	}
	switch name {
	case "color":
		c, err := parseColor(val)
		return append(stack, style{name: name, color: c}), err
	case "size":
		v, err := strconv.ParseFloat(val, 64)
		if err != nil || !(v > 0 && v <= MaxSize) {
			return stack, fmt.Errorf("size %q is not a number in (0, %d]", val, MaxSize)
		}
		return append(stack, style{name: name, size: v}), nil
	case "pause":
		v, err := strconv.ParseFloat(val, 64)
		if err != nil || !(v >= 0 && v <= MaxPause) {
			return stack, fmt.Errorf("pause %q is not a number of seconds in [0, %g]", val, MaxPause)
		}
		t.Pauses = append(t.Pauses, Pause{At: runes, Seconds: v})
		return stack, nil
	}
	return stack, fmt.Errorf("[%s] is not a tag (want color=, size= or pause=)", tag)
}

var colorNames = map[string]griff.Color{
	"white": griff.RGB(1, 1, 1), "black": griff.RGB(0, 0, 0), "red": griff.RGB(1, 0, 0),
	"green": griff.RGB(0, 1, 0), "blue": griff.RGB(0, 0, 1), "yellow": griff.RGB(1, 1, 0),
	"gray": griff.RGB(0.5, 0.5, 0.5),
}

// parseColor reads "#rrggbb", "#rrggbbaa" or a colour's name.
func parseColor(v string) (griff.Color, error) {
	if c, ok := colorNames[v]; ok {
		return c, nil
	}
	hex, ok := strings.CutPrefix(v, "#")
	if !ok || (len(hex) != 6 && len(hex) != 8) {
		return griff.Color{}, fmt.Errorf("colour %q is not #rrggbb, #rrggbbaa or a name", v)
	}
	n, err := strconv.ParseUint(hex, 16, 32)
	if err != nil {
		return griff.Color{}, fmt.Errorf("colour %q is not #rrggbb, #rrggbbaa or a name", v)
	}
	if len(hex) == 6 {
		n = n<<8 | 0xff
	}
	f := func(shift uint) float32 { return float32((n>>shift)&0xff) / 255 }
	return griff.RGBA(f(24), f(16), f(8), f(0)), nil
}

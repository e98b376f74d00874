package griff

import (
	"errors"
	"fmt"
)

// Color is a straight (not premultiplied) RGBA colour: each channel is a fraction
// in [0, 1], in sRGB like the art it tints, and A is the opacity. Values outside
// [0, 1] are kept (they can mean "brighter than white" to a shader) but are clamped
// when a colour is written as text or bytes.
//
// The zero value is transparent black. In JSON (and any text form) a Color is the
// string "#rrggbbaa"; reading also accepts "#rrggbb" (opaque).
type Color struct {
	R, G, B, A float32
}

// ErrBadColor is wrapped by the errors Hex and UnmarshalText return for text that
// is not "#rrggbb" or "#rrggbbaa".
var ErrBadColor = errors.New("bad color")

// Named colours. They are values: assigning to them is a programming error.
var (
	White       = Color{1, 1, 1, 1}
	Black       = Color{0, 0, 0, 1}
	Transparent = Color{}
	Red         = Color{1, 0, 0, 1}
	Green       = Color{0, 1, 0, 1}
	Blue        = Color{0, 0, 1, 1}
	Yellow      = Color{1, 1, 0, 1}
	Cyan        = Color{0, 1, 1, 1}
	Magenta     = Color{1, 0, 1, 1}
	Gray        = Color{0.5, 0.5, 0.5, 1}
)

// RGB returns the opaque colour (r, g, b); each channel is a fraction in [0, 1].
func RGB(r, g, b float32) Color { return Color{r, g, b, 1} }

// RGBA returns the straight colour (r, g, b, a); each channel is a fraction in [0, 1].
func RGBA(r, g, b, a float32) Color { return Color{r, g, b, a} }

// RGBA8 returns the colour with 8-bit channels (0..255, straight alpha).
func RGBA8(r, g, b, a uint8) Color {
	return Color{float32(r) / 255, float32(g) / 255, float32(b) / 255, float32(a) / 255}
}

// Hex parses "#rrggbb" (opaque) or "#rrggbbaa", hexadecimal digits in either case.
// It returns an error wrapping ErrBadColor, quoting s, for anything else.
func Hex(s string) (Color, error) {
	if len(s) != 7 && len(s) != 9 || s[0] != '#' {
		return Color{}, fmt.Errorf("griff: color %q: %w: want #rrggbb or #rrggbbaa", s, ErrBadColor)
	}
	var ch [4]uint8
	ch[3] = 255
	for i := 0; 1+2*i < len(s); i++ {
		hi, ok1 := hexDigit(s[1+2*i])
		lo, ok2 := hexDigit(s[2+2*i])
		if !ok1 || !ok2 {
			return Color{}, fmt.Errorf("griff: color %q: %w: %q is not a hex byte",
				s, ErrBadColor, s[1+2*i:3+2*i])
		}
		ch[i] = hi<<4 | lo
	}
	return RGBA8(ch[0], ch[1], ch[2], ch[3]), nil
}

// MustHex is Hex for colours written in code. MustHex panics if s is not
// "#rrggbb" or "#rrggbbaa".
func MustHex(s string) Color {
	c, err := Hex(s)
	if err != nil {
		panic(err.Error())
	}
	return c
}

func hexDigit(b byte) (uint8, bool) {
	switch {
	case '0' <= b && b <= '9':
		return b - '0', true
	case 'a' <= b && b <= 'f':
		return b - 'a' + 10, true
	case 'A' <= b && b <= 'F':
		return b - 'A' + 10, true
	}
	return 0, false
}

// Bytes returns the channels as 8-bit values (0..255): each is clamped to [0, 1]
// (NaN counts as 0), times 255, rounded half up.
func (c Color) Bytes() (r, g, b, a uint8) {
	return toByte(c.R), toByte(c.G), toByte(c.B), toByte(c.A)
}

func toByte(v float32) uint8 {
	if !(v > 0) { // also NaN
		return 0
	}
	if v >= 1 {
		return 255
	}
	return uint8(float32(v*255) + 0.5)
}

// String returns c as "#rrggbbaa" in lower case, channels as Bytes gives them.
func (c Color) String() string {
	r, g, b, a := c.Bytes()
	return fmt.Sprintf("#%02x%02x%02x%02x", r, g, b, a)
}

// MarshalText writes c as "#rrggbbaa" (JSON writes it as a string).
func (c Color) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads "#rrggbb" or "#rrggbbaa". It returns an error wrapping
// ErrBadColor for anything else, leaving c unchanged.
func (c *Color) UnmarshalText(b []byte) error {
	v, err := Hex(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// Premultiplied returns c with R, G and B multiplied by A, the form the draw list
// and blending use. A is unchanged.
func (c Color) Premultiplied() Color {
	return Color{c.R * c.A, c.G * c.A, c.B * c.A, c.A}
}

// Straight undoes Premultiplied: R, G and B divided by A. A colour with A = 0
// becomes transparent black.
func (c Color) Straight() Color {
	if c.A == 0 {
		return Color{}
	}
	return Color{c.R / c.A, c.G / c.A, c.B / c.A, c.A}
}

// Lerp returns the colour t of the way from c to d, channel by channel (t = 0
// gives c, t = 1 gives d; t is not clamped). On straight colours this is the
// usual tween; to fade towards Transparent without darkening, lerp the
// premultiplied colours instead.
func (c Color) Lerp(d Color, t float32) Color {
	return Color{
		c.R + float32((d.R-c.R)*t), c.G + float32((d.G-c.G)*t),
		c.B + float32((d.B-c.B)*t), c.A + float32((d.A-c.A)*t),
	}
}

// Mul returns c tinted by d: the channels multiplied pairwise (a sprite's colour
// times its tint).
func (c Color) Mul(d Color) Color {
	return Color{c.R * d.R, c.G * d.G, c.B * d.B, c.A * d.A}
}

// WithAlpha returns c with its opacity replaced by a.
func (c Color) WithAlpha(a float32) Color {
	c.A = a
	return c
}

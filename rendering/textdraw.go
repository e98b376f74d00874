package rendering

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/text"
)

// Text draws a string at its entity with a font from package text: one pixel of
// the font is one world unit before the entity's scale (on the HUD, one screen
// pixel). Saved as "Griff.Text".
type Text struct {
	// Text is the string drawn; "\n" starts a new line.
	Text string `json:"text"`
	// Font is a built-in font's name (text.BuiltInNames, e.g. "Go Bold") or the
	// path of a TTF or OTF file in the game folder. The default ("") is
	// text.DefaultFont. A font that cannot be found or read warns once and the
	// default font is used.
	Font string `json:"font,omitempty"`
	// Size is the font size in pixels per em, above 0 and at most text.MaxSize. The
	// default (zero) value is text.DefaultSize (16).
	Size float64 `json:"size,omitempty"`
	// Color is the text's colour, straight RGBA. The default (zero) value means
	// opaque white.
	Color griff.Color `json:"color,omitzero"`
	// Align places each line within the block; the default is AlignLeft.
	Align TextAlign `json:"align"`
	// Width is the width lines wrap at, in pixels; the default (0) never wraps.
	Width float64 `json:"width,omitempty"`
	// Pivot is the point of the text's block placed at the entity's origin, as
	// fractions of the block's size (its Width when wrapping, else its widest line,
	// by its number of lines times the line height): (0, 0) is the top-left, the
	// default; (0.5, 0.5) centres the text.
	Pivot griff.Vec `json:"pivot,omitzero"`
	DrawOrder

	// The layout, kept while what it depends on stays the same.
	laid    layoutKey
	glyphs  []text.Glyph
	metrics text.Metrics
}

// layoutKey is what a text's layout depends on.
type layoutKey struct {
	atlas *text.Atlas
	font  *text.Font
	text  string
	opts  text.Options
}

// prepare lays the text out, again only when it or its font, size, width or
// alignment changed.
func (t *Text) prepare(r *Renderer, rec *record) bool {
	f := r.font(t.Font, r.problems, rec.e)
	key := layoutKey{atlas: r.atlas, font: f, text: t.Text, opts: text.Options{Size: t.Size, Width: t.Width, Align: t.Align.text()}}
	if key != t.laid {
		r.textEntity = rec.e
		t.glyphs, t.metrics = r.atlas.Layout(t.glyphs[:0], f, t.Text, key.opts)
		r.textEntity = nil
		t.laid = key
	}
	rec.tint = premul(t.Color)
	return len(t.glyphs) > 0
}

// draw adds a quad per glyph, sampling the glyph's atlas page.
func (t *Text) draw(p *pass, rec *record, c griff.Affine) {
	m := c.Mul(rec.m)
	bw := t.metrics.Width
	if t.Width > 0 {
		bw = t.Width
	}
	ox, oy := float64(-t.Pivot[0]*bw), float64(-t.Pivot[1]*t.metrics.Height)
	for i := range t.glyphs {
		g := &t.glyphs[i]
		x0, y0 := ox+float64(g.Dst.Min.X), oy+float64(g.Dst.Min.Y)
		x1, y1 := ox+float64(g.Dst.Max.X), oy+float64(g.Dst.Max.Y)
		q := drawlist.Quad{
			Corners: [4]drawlist.Corner{corner(m, x0, y0), corner(m, x1, y0), corner(m, x1, y1), corner(m, x0, y1)},
			Src:     drawlist.TexRect{U0: float32(g.Src.Min.X), V0: float32(g.Src.Min.Y), U1: float32(g.Src.Max.X), V1: float32(g.Src.Max.Y)},
			Tint:    rec.tint,
		}
		p.add(rec.key, drawlist.OpText, p.r.pageTexture(g.Page), q)
	}
}

// TextAlign says where the lines of a Text go within its block. In scene files it
// is written by name: "left", "center" or "right".
type TextAlign uint8

// The alignments. The zero value is AlignLeft.
const (
	AlignLeft TextAlign = iota
	AlignCenter
	AlignRight
)

var alignNames = [...]string{"left", "center", "right"}

// String returns "left", "center" or "right".
func (a TextAlign) String() string {
	if int(a) < len(alignNames) {
		return alignNames[a]
	}
	return fmt.Sprintf("TextAlign(%d)", uint8(a))
}

// MarshalText writes the alignment by name.
func (a TextAlign) MarshalText() ([]byte, error) {
	if int(a) >= len(alignNames) {
		return nil, fmt.Errorf("rendering: unknown text alignment %d", uint8(a))
	}
	return []byte(alignNames[a]), nil
}

// UnmarshalText reads an alignment's name; it returns an error naming the known
// ones for anything else.
func (a *TextAlign) UnmarshalText(b []byte) error {
	for i, n := range alignNames {
		if string(b) == n {
			*a = TextAlign(i)
			return nil
		}
	}
	return fmt.Errorf("rendering: unknown text alignment %q (want left, center or right)", b)
}

// text returns the alignment as package text has it (left for unknown values).
func (a TextAlign) text() text.Align {
	switch a {
	case AlignCenter:
		return text.AlignCenter
	case AlignRight:
		return text.AlignRight
	}
	return text.AlignLeft
}

package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/scenes/visual"
)

// textLayout is the renderer's note about one Text (kept in its Memo): its
// layout, kept while what it depends on stays the same.
type textLayout struct {
	owner   *visual.Text // the Text it is for: a copied Text gets its own
	laid    layoutKey
	glyphs  []text.Glyph
	metrics text.Metrics
	warned  bool // a bound of checkText has been reported for the Text
	styled  styledText
}

// layoutKey is what a text's layout depends on.
type layoutKey struct {
	atlas *text.Atlas
	gen   uint64 // the atlas's Generation
	font  *text.Font
	text  string
	opts  text.Options
	tags  bool
}

// textRec is a text to draw this frame.
type textRec struct {
	m     griff.Affine // the entity's interpolated world transform
	lay   *textLayout
	pivot griff.Vec
	width float64
	tint  drawlist.Color   // premultiplied
	tints []drawlist.Color // by glyph run, for a Text with Tags; nil: tint
}

// Text draws t: it lays the text out, again only when it or its font, size,
// width or alignment changed, or the atlas was cleared. A size out of range or
// a text longer than text.MaxRunes warns (see checkText).
func (f *frame) Text(t *visual.Text) {
	r := f.r
	lay, _ := t.Memo.Note().(*textLayout)
	if lay == nil || lay.owner != t {
		lay = &textLayout{owner: t}
		t.Memo.SetNote(lay)
	}
	s, size, ok := f.checkText(t, lay)
	if !ok {
		return
	}
	fnt := r.font(t.Font, f)
	key := layoutKey{atlas: r.atlas, gen: r.atlas.Generation(), font: fnt, text: s, opts: text.Options{Size: size, Width: t.Width, Align: textAlign(t.Align)}, tags: t.Tags}
	if key != lay.laid {
		f.textEntity = f.e
		if t.Tags {
			lay.styled.read(f, s)
			lay.glyphs, lay.metrics = r.atlas.LayoutRuns(lay.glyphs[:0], fnt, lay.styled.runs, key.opts)
		} else {
			lay.glyphs, lay.metrics = r.atlas.Layout(lay.glyphs[:0], fnt, key.text, key.opts)
		}
		f.textEntity = nil
		lay.laid = key
	}
	if len(lay.glyphs) == 0 {
		return
	}
	var tints []drawlist.Color
	if t.Tags {
		tints = lay.styled.tintsFor(t.Color)
	}
	r.texts = append(r.texts, textRec{m: f.m, lay: lay, pivot: t.Pivot, width: t.Width, tint: premul(t.Color), tints: tints})
	f.add(kindText, len(r.texts)-1, &t.DrawOrder, f.d == visual.Drawable(t))
}

// checkText returns the part of t's string to draw and its size, warning once
// per Text (lay is its note) about what is out of bounds: a size above
// text.MaxSize is drawn at text.MaxSize; a size below 0, or NaN, draws nothing
// (ok is false); of a text longer than text.MaxRunes runes the first
// text.MaxRunes are drawn.
func (f *frame) checkText(t *visual.Text, lay *textLayout) (s string, size float64, ok bool) {
	s, size, ok = t.Shown(), t.Size, true
	long := false
	switch {
	case size > text.MaxSize:
		size = text.MaxSize
	case !(size >= 0):
		s, size, ok = "", 0, false
	}
	if len(s) > text.MaxRunes {
		if cut := runeOffset(s, text.MaxRunes); cut < len(s) {
			s, long = s[:cut], true
		}
	}
	if (long || size != t.Size) && !lay.warned {
		lay.warned = true
		f.warnText(t, long)
	}
	return s, size, ok
}

// warnText reports why checkText drew t otherwise than it asks: too long, or its
// size.
func (f *frame) warnText(t *visual.Text, long bool) {
	switch {
	case long:
		f.problems.Warn(f.e, f.component(), "rendering: text has more than %d characters; the first %d are drawn", text.MaxRunes, text.MaxRunes)
	case t.Size > text.MaxSize:
		f.problems.Warn(f.e, f.component(), "rendering: text size %v px is above %d; drawn at %d px", t.Size, text.MaxSize, text.MaxSize)
	default:
		f.problems.Warn(f.e, f.component(), "rendering: text size %v px is below 0; nothing is drawn", t.Size)
	}
}

// runeOffset returns the byte offset of rune n of s, or len(s) if s has no
// more than n runes. It reads at most n runes.
func runeOffset(s string, n int) int {
	k := 0
	for i := range s {
		if k == n {
			return i
		}
		k++
	}
	return len(s)
}

// drawText adds a quad per glyph of rec, with sort key key, through c,
// sampling the glyph's atlas page.
func (p *pass) drawText(rec *textRec, key uint64, c griff.Affine) {
	m := c.Mul(rec.m)
	lay := rec.lay
	bw := lay.metrics.Width
	if rec.width > 0 {
		bw = rec.width
	}
	ox, oy := float64(-rec.pivot[0]*bw), float64(-rec.pivot[1]*lay.metrics.Height)
	for i := range lay.glyphs {
		g := &lay.glyphs[i]
		x0, y0 := ox+float64(g.Dst.Min.X), oy+float64(g.Dst.Min.Y)
		x1, y1 := ox+float64(g.Dst.Max.X), oy+float64(g.Dst.Max.Y)
		// Written in place (see pass.nextQuad).
		q := p.nextQuad()
		k := &q.Corners
		k[0], k[1], k[2], k[3] = corner(m, x0, y0), corner(m, x1, y0), corner(m, x1, y1), corner(m, x0, y1)
		q.Src = drawlist.TexRect{U0: float32(g.Src.Min.X), V0: float32(g.Src.Min.Y), U1: float32(g.Src.Max.X), V1: float32(g.Src.Max.Y)}
		q.Tint, q.Flash, q.FlashAmount = rec.tint, drawlist.RGB{}, 0
		if int(g.Run) < len(rec.tints) {
			q.Tint = rec.tints[g.Run]
		}
		p.keepQuad(drawlist.OpText, p.r.pageTexture(g.Page))
	}
}

// pageTexture returns the texture id of atlas page pg in the list being built.
func (r *Renderer) pageTexture(pg int32) drawlist.TextureID {
	for int(pg) >= len(r.pages) {
		r.pages = append(r.pages, pageTex{})
	}
	pt := &r.pages[pg]
	if pt.build != r.builds {
		pt.id = r.f.list.AtlasPage(int(pg), r.atlas.Page(int(pg)).Version())
		pt.build = r.builds
	}
	return pt.id
}

// textAlign returns alignment a as package text has it (left for unknown
// values).
func textAlign(a visual.TextAlign) text.Align {
	switch a {
	case visual.TextAlignCenter:
		return text.AlignCenter
	case visual.TextAlignRight:
		return text.AlignRight
	}
	return text.AlignLeft
}

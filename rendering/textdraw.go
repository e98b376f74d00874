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
}

// layoutKey is what a text's layout depends on.
type layoutKey struct {
	atlas *text.Atlas
	font  *text.Font
	text  string
	opts  text.Options
}

// textRec is a text to draw this frame.
type textRec struct {
	m     griff.Affine // the entity's interpolated world transform
	lay   *textLayout
	pivot griff.Vec
	width float64
	tint  drawlist.Color // premultiplied
}

// Text draws t: it lays the text out, again only when it or its font, size,
// width or alignment changed.
func (f *frame) Text(t *visual.Text) {
	r := f.r
	fnt := r.font(t.Font, f)
	lay, _ := t.Memo.Note().(*textLayout)
	if lay == nil || lay.owner != t {
		lay = &textLayout{owner: t}
		t.Memo.SetNote(lay)
	}
	key := layoutKey{atlas: r.atlas, font: fnt, text: t.Text, opts: text.Options{Size: t.Size, Width: t.Width, Align: textAlign(t.Align)}}
	if key != lay.laid {
		f.textEntity = f.e
		lay.glyphs, lay.metrics = r.atlas.Layout(lay.glyphs[:0], fnt, t.Text, key.opts)
		f.textEntity = nil
		lay.laid = key
	}
	if len(lay.glyphs) == 0 {
		return
	}
	r.texts = append(r.texts, textRec{m: f.m, lay: lay, pivot: t.Pivot, width: t.Width, tint: premul(t.Color)})
	f.add(kindText, len(r.texts)-1, &t.DrawOrder, f.d == visual.Drawable(t))
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
		q := drawlist.Quad{
			Corners: [4]drawlist.Corner{corner(m, x0, y0), corner(m, x1, y0), corner(m, x1, y1), corner(m, x0, y1)},
			Src:     drawlist.TexRect{U0: float32(g.Src.Min.X), V0: float32(g.Src.Min.Y), U1: float32(g.Src.Max.X), V1: float32(g.Src.Max.Y)},
			Tint:    rec.tint,
		}
		p.add(key, drawlist.OpText, p.r.pageTexture(g.Page), q)
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

package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes/visual"
)

// quadRec is a free-form quad to draw this frame.
type quadRec struct {
	m       griff.Affine // the entity's interpolated world transform
	corners [4]griff.Vec // local
	src     drawlist.TexRect
	tex     drawlist.TextureID
	tint    drawlist.Color // premultiplied
}

// Quad draws q: an image's piece with its own corners, or a solid quad without
// an image. A missing image is drawn as a placeholder, as a sprite's is.
func (f *frame) Quad(q visual.Quad) {
	rec := quadRec{m: f.m, corners: q.Corners, src: whiteSrc, tex: drawlist.WhiteTexture, tint: premul(q.Color)}
	if q.Image != "" {
		info := f.r.image(q.Image)
		g := q.Src
		if !info.usable(f) {
			if g.Empty() {
				g = visual.Region{W: PlaceholderSize, H: PlaceholderSize}
			}
		} else if g.Empty() {
			g = info.whole()
		}
		rec.tex = info.texture(f)
		rec.src = texRect(g)
	}
	r := f.r
	r.quads = append(r.quads, rec)
	f.add(kindQuad, len(r.quads)-1, nil, false)
}

// drawQuad adds quad rec, with sort key key, through c.
func (p *pass) drawQuad(rec *quadRec, key uint64, c griff.Affine) {
	m := c.Mul(rec.m)
	k := &rec.corners
	q := p.nextQuad() // written in place
	qc := &q.Corners
	qc[0], qc[1] = corner(m, k[0][0], k[0][1]), corner(m, k[1][0], k[1][1])
	qc[2], qc[3] = corner(m, k[2][0], k[2][1]), corner(m, k[3][0], k[3][1])
	q.Src, q.Tint, q.Flash, q.FlashAmount = rec.src, rec.tint, drawlist.RGB{}, 0
	p.keepQuad(drawlist.OpSprites, rec.tex)
}

package rendering

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes/visual"
)

// shapeRec is a shape to draw this frame.
type shapeRec struct {
	m    griff.Affine // the entity's interpolated world transform
	s    visual.Shape
	tint drawlist.Color // premultiplied
}

// Shape draws s; a shape with no area draws nothing.
func (f *frame) Shape(s *visual.Shape) {
	if s.Empty() {
		return
	}
	r := f.r
	r.shapes = append(r.shapes, shapeRec{m: f.m, s: *s, tint: premul(s.Color)})
	f.add(kindShape, len(r.shapes)-1, &s.DrawOrder, f.d == visual.Drawable(s))
}

var whiteSrc = drawlist.TexRect{U0: 0, V0: 0, U1: 1, V1: 1}

// drawShape adds the quads of shape rec, with sort key key, through c.
func (p *pass) drawShape(rec *shapeRec, key uint64, c griff.Affine) {
	m := c.Mul(rec.m)
	s := &rec.s
	if s.Kind == visual.ShapeCircle {
		p.drawCircle(s, key, rec.tint, m)
		return
	}
	w, h := s.Size[0], s.Size[1]
	x0, y0 := float64(-s.Pivot[0]*w), float64(-s.Pivot[1]*h)
	x1, y1 := x0+w, y0+h
	b := s.Outline
	if b <= 0 || 2*b >= min(w, h) {
		p.rect(key, rec.tint, m, x0, y0, x1, y1)
		return
	}
	p.rect(key, rec.tint, m, x0, y0, x1, y0+b)     // top
	p.rect(key, rec.tint, m, x0, y1-b, x1, y1)     // bottom
	p.rect(key, rec.tint, m, x0, y0+b, x0+b, y1-b) // left
	p.rect(key, rec.tint, m, x1-b, y0+b, x1, y1-b) // right
}

// rect adds a solid quad for the local rectangle (x0,y0)-(x1,y1).
func (p *pass) rect(key uint64, tint drawlist.Color, m griff.Affine, x0, y0, x1, y1 float64) {
	p.solid(tint, corner(m, x0, y0), corner(m, x1, y0), corner(m, x1, y1), corner(m, x0, y1))
}

// solid adds a solid quad with corners c0 to c3, written in place (see
// pass.nextQuad).
func (p *pass) solid(tint drawlist.Color, c0, c1, c2, c3 drawlist.Corner) {
	q := p.nextQuad()
	k := &q.Corners
	k[0], k[1], k[2], k[3] = c0, c1, c2, c3
	q.Src, q.Tint, q.Flash, q.FlashAmount = whiteSrc, tint, drawlist.RGB{}, 0
	p.keepQuad(drawlist.OpSprites, drawlist.WhiteTexture)
}

// drawCircle adds a filled circle as CircleSegments/2 quads, each covering two
// triangles of a fan from the centre, or an outline as one quad per side.
func (p *pass) drawCircle(s *visual.Shape, key uint64, tint drawlist.Color, m griff.Affine) {
	ro := s.Radius
	ri := ro - s.Outline
	if s.Outline <= 0 || ri <= 0 {
		ctr := corner(m, 0, 0)
		for i := 0; i < visual.CircleSegments; i += 2 {
			p.solid(tint, ctr, ring(m, ro, i), ring(m, ro, i+1), ring(m, ro, i+2))
		}
		return
	}
	for i := range visual.CircleSegments {
		p.solid(tint, ring(m, ro, i), ring(m, ro, i+1), ring(m, ri, i+1), ring(m, ri, i))
	}
}

// ring returns point i of CircleSegments around a circle of radius rad about the
// origin, through m; point 0 is at +x and points go from +x towards +y.
func ring(m griff.Affine, rad float64, i int) drawlist.Corner {
	u := unitCircle[i%visual.CircleSegments]
	return corner(m, float64(u[0]*rad), float64(u[1]*rad))
}

// unitCircle holds the CircleSegments points of the unit circle, worked out once
// with the deterministic griff.Sincos. It never changes after init.
var unitCircle = func() (u [visual.CircleSegments]griff.Vec) {
	for i := range u {
		s, c := griff.Sincos(2 * math.Pi * float64(i) / visual.CircleSegments)
		u[i] = griff.Vec{c, s}
	}
	return u
}()

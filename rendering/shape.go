package rendering

import (
	"fmt"
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
)

// ShapeKind says which shape a Shape draws.
type ShapeKind uint8

// The shapes. The zero value is ShapeRect.
const (
	// ShapeRect is a rectangle Size wide and high.
	ShapeRect ShapeKind = iota
	// ShapeCircle is a circle of Radius about the entity's origin, drawn as a
	// polygon of CircleSegments sides.
	ShapeCircle
)

// CircleSegments is the number of sides of the polygon a circle is drawn as.
const CircleSegments = 32

var shapeNames = [...]string{"rect", "circle"}

// String returns "rect" or "circle".
func (k ShapeKind) String() string {
	if int(k) < len(shapeNames) {
		return shapeNames[k]
	}
	return fmt.Sprintf("ShapeKind(%d)", uint8(k))
}

// MarshalText writes the kind by name, as scene files keep it.
func (k ShapeKind) MarshalText() ([]byte, error) {
	if int(k) >= len(shapeNames) {
		return nil, fmt.Errorf("rendering: unknown shape kind %d", uint8(k))
	}
	return []byte(shapeNames[k]), nil
}

// UnmarshalText reads a kind's name; it returns an error naming the known ones
// for anything else.
func (k *ShapeKind) UnmarshalText(b []byte) error {
	for i, n := range shapeNames {
		if string(b) == n {
			*k = ShapeKind(i)
			return nil
		}
	}
	return fmt.Errorf("rendering: unknown shape kind %q (want rect or circle)", b)
}

// Shape draws a filled or outlined rectangle or circle in one colour, with the
// white texture (drawlist.WhiteTexture). Saved as "Griff.Shape".
type Shape struct {
	// Kind is the shape; the default is ShapeRect.
	Kind ShapeKind `json:"kind"`
	// Size is a rectangle's width and height in world units.
	Size griff.Vec `json:"size,omitzero"`
	// Radius is a circle's radius in world units.
	Radius float64 `json:"radius,omitempty"`
	// Pivot is the point of a rectangle placed at the entity's origin, as
	// fractions of its size: (0, 0) its top-left corner (the default), (0.5, 0.5)
	// its centre. A circle is always centred on the origin.
	Pivot griff.Vec `json:"pivot,omitzero"`
	// Color is the shape's colour, straight RGBA; the default (zero) value means
	// opaque white.
	Color griff.Color `json:"color,omitzero"`
	// Outline, when above 0, draws only a band that wide inside the shape's edge,
	// in world units; the default (0) fills the shape.
	Outline float64 `json:"outline,omitempty"`
	DrawOrder
}

// prepare works out the colour; a shape with no area draws nothing.
func (s *Shape) prepare(r *Renderer, rec *record) bool {
	rec.tint = premul(s.Color)
	if s.Kind == ShapeCircle {
		return s.Radius > 0
	}
	return s.Size[0] > 0 && s.Size[1] > 0
}

var whiteSrc = drawlist.TexRect{U0: 0, V0: 0, U1: 1, V1: 1}

// draw adds the shape's quads.
func (s *Shape) draw(p *pass, rec *record, c griff.Affine) {
	m := c.Mul(rec.m)
	if s.Kind == ShapeCircle {
		s.drawCircle(p, rec, m)
		return
	}
	w, h := s.Size[0], s.Size[1]
	x0, y0 := float64(-s.Pivot[0]*w), float64(-s.Pivot[1]*h)
	x1, y1 := x0+w, y0+h
	b := s.Outline
	if b <= 0 || 2*b >= min(w, h) {
		p.rect(rec, m, x0, y0, x1, y1)
		return
	}
	p.rect(rec, m, x0, y0, x1, y0+b)     // top
	p.rect(rec, m, x0, y1-b, x1, y1)     // bottom
	p.rect(rec, m, x0, y0+b, x0+b, y1-b) // left
	p.rect(rec, m, x1-b, y0+b, x1, y1-b) // right
}

// rect adds a solid quad for the local rectangle (x0,y0)-(x1,y1).
func (p *pass) rect(rec *record, m griff.Affine, x0, y0, x1, y1 float64) {
	p.quad(rec, [4]drawlist.Corner{corner(m, x0, y0), corner(m, x1, y0), corner(m, x1, y1), corner(m, x0, y1)})
}

// quad adds a solid quad with the given corners.
func (p *pass) quad(rec *record, k [4]drawlist.Corner) {
	p.add(rec.key, drawlist.OpSprites, drawlist.WhiteTexture, drawlist.Quad{Corners: k, Src: whiteSrc, Tint: rec.tint})
}

// drawCircle adds a filled circle as CircleSegments/2 quads, each covering two
// triangles of a fan from the centre, or an outline as one quad per side.
func (s *Shape) drawCircle(p *pass, rec *record, m griff.Affine) {
	ro := s.Radius
	ri := ro - s.Outline
	if s.Outline <= 0 || ri <= 0 {
		ctr := corner(m, 0, 0)
		for i := 0; i < CircleSegments; i += 2 {
			p.quad(rec, [4]drawlist.Corner{ctr, ring(m, ro, i), ring(m, ro, i+1), ring(m, ro, i+2)})
		}
		return
	}
	for i := range CircleSegments {
		p.quad(rec, [4]drawlist.Corner{ring(m, ro, i), ring(m, ro, i+1), ring(m, ri, i+1), ring(m, ri, i)})
	}
}

// ring returns point i of CircleSegments around a circle of radius rad about the
// origin, through m; point 0 is at +x and points go from +x towards +y.
func ring(m griff.Affine, rad float64, i int) drawlist.Corner {
	u := unitCircle[i%CircleSegments]
	return corner(m, float64(u[0]*rad), float64(u[1]*rad))
}

// unitCircle holds the CircleSegments points of the unit circle, worked out once
// with the deterministic griff.Sincos. It never changes after init.
var unitCircle = func() (u [CircleSegments]griff.Vec) {
	for i := range u {
		s, c := griff.Sincos(2 * math.Pi * float64(i) / CircleSegments)
		u[i] = griff.Vec{c, s}
	}
	return u
}()

package softdraw

import (
	"fmt"
	"image"
	"math"

	"github.com/griffengine/griff/rendering/drawlist"
)

// vertex is a corner in pixels with its texture coordinates in texels.
type vertex struct{ x, y, u, v float32 }

// quads draws a pass's quads into dst within clip.
func (c *Canvas) quads(dst *image.RGBA, clip image.Rectangle, list *drawlist.List, p *drawlist.Pass) error {
	first, n := int(p.First), int(p.Count)
	if first < 0 || n < 0 || first > len(list.Quads) || n > len(list.Quads)-first {
		return fmt.Errorf("softdraw: a %v pass draws quads %d..%d of %d", p.Op, p.First, int(p.First)+int(p.Count), len(list.Quads))
	}
	tex, err := c.texture(list, p.Texture)
	if err != nil || tex == nil {
		return err
	}
	b := dst.Bounds()
	for i := range list.Quads[first : first+n] {
		q := &list.Quads[first+i]
		sh := shader{dst: dst, tex: tex, q: q, holes: p.Op == drawlist.OpHoles}
		fillQuad(b, clip, q, &sh)
	}
	return nil
}

// fragment works out one pixel of a triangle being filled, at pixel (x, y)
// with texture coordinates (u, v) in texels.
type fragment interface {
	shade(x, y int, u, v float32)
}

// fillQuad fills quad q, whose clip space covers b, within clip: its two
// triangles (0,1,2) and (0,2,3).
func fillQuad(b, clip image.Rectangle, q *drawlist.Quad, s fragment) {
	w, h := float32(b.Dx()), float32(b.Dy())
	var vs [4]vertex
	us := [4]float32{q.Src.U0, q.Src.U1, q.Src.U1, q.Src.U0}
	vv := [4]float32{q.Src.V0, q.Src.V0, q.Src.V1, q.Src.V1}
	for k, cn := range q.Corners {
		vs[k] = vertex{float32(b.Min.X) + (cn.X+1)/2*w, float32(b.Min.Y) + (1-cn.Y)/2*h, us[k], vv[k]}
	}
	triangle(clip, vs[0], vs[1], vs[2], s)
	triangle(clip, vs[0], vs[2], vs[3], s)
}

// shader works out and blends one pixel of a quad into dst.
type shader struct {
	dst   *image.RGBA
	tex   image.Image
	q     *drawlist.Quad
	holes bool
}

// shade blends the texel at (u, v) (texels), tinted and flashed, into dst at
// (x, y).
func (s *shader) shade(x, y int, u, v float32) {
	dst := s.dst
	t := sample(s.tex, u, v)
	q := s.q
	src := [4]float32{t[0] * q.Tint.R, t[1] * q.Tint.G, t[2] * q.Tint.B, t[3] * q.Tint.A}
	if a := q.FlashAmount; a > 0 {
		fl := [3]float32{q.Flash.R, q.Flash.G, q.Flash.B}
		for k := range 3 {
			src[k] += (fl[k]*src[3] - src[k]) * a
		}
	}
	if src[3] <= 0 && !s.holes {
		if src[0] <= 0 && src[1] <= 0 && src[2] <= 0 {
			return
		}
	}
	i := dst.PixOffset(x, y)
	px := dst.Pix[i : i+4 : i+4]
	keep := 1 - src[3]
	for k := range 4 {
		d := float32(px[k]) / 255
		if s.holes {
			d *= keep
		} else {
			d = src[k] + d*keep
		}
		px[k] = to8(d)
	}
}

// sample returns the texel of img nearest (u, v), clamped to its bounds, as
// premultiplied RGBA in 0..1.
func sample(img image.Image, u, v float32) [4]float32 {
	b := img.Bounds()
	x := clampInt(b.Min.X+int(math.Floor(float64(u))), b.Min.X, b.Max.X-1)
	y := clampInt(b.Min.Y+int(math.Floor(float64(v))), b.Min.Y, b.Max.Y-1)
	switch m := img.(type) {
	case *image.RGBA: // premultiplied already
		i := m.PixOffset(x, y)
		return [4]float32{float32(m.Pix[i]) / 255, float32(m.Pix[i+1]) / 255, float32(m.Pix[i+2]) / 255, float32(m.Pix[i+3]) / 255}
	case *image.NRGBA: // straight: premultiply
		i := m.PixOffset(x, y)
		a := float32(m.Pix[i+3]) / 255
		return [4]float32{float32(m.Pix[i]) / 255 * a, float32(m.Pix[i+1]) / 255 * a, float32(m.Pix[i+2]) / 255 * a, a}
	case *image.Alpha: // a glyph page: white with that alpha
		a := float32(m.Pix[m.PixOffset(x, y)]) / 255
		return [4]float32{a, a, a, a}
	}
	r, g, bl, a := img.At(x, y).RGBA()
	return [4]float32{float32(r) / 0xffff, float32(g) / 0xffff, float32(bl) / 0xffff, float32(a) / 0xffff}
}

func clampInt(v, lo, hi int) int {
	return max(lo, min(v, hi))
}

// to8 rounds a 0..1 channel to 8 bits, clamped.
func to8(f float32) uint8 {
	switch {
	case f <= 0:
		return 0
	case f >= 1:
		return 255
	}
	return uint8(f*255 + 0.5)
}

// setPixel writes a premultiplied 0..1 colour at (x, y).
func setPixel(dst *image.RGBA, x, y int, c [4]float32) {
	i := dst.PixOffset(x, y)
	for k := range 4 {
		dst.Pix[i+k] = to8(c[k])
	}
}

// triangle fills the triangle a, b, c within clip: the pixels whose centres are
// inside, with the top-left rule on its edges, their texture coordinates
// interpolated with barycentric weights.
func triangle(clip image.Rectangle, a, b, c vertex, s fragment) {
	area := edge(a, b, c.x, c.y)
	if area == 0 || math.IsNaN(float64(area)) || math.IsInf(float64(area), 0) {
		return
	}
	if area < 0 { // make it counter-clockwise in y-down pixels' sense used below
		b, c = c, b
		area = -area
	}
	minX := max(clip.Min.X, int(math.Floor(float64(min(a.x, b.x, c.x)))))
	maxX := min(clip.Max.X, int(math.Ceil(float64(max(a.x, b.x, c.x)))))
	minY := max(clip.Min.Y, int(math.Floor(float64(min(a.y, b.y, c.y)))))
	maxY := min(clip.Max.Y, int(math.Ceil(float64(max(a.y, b.y, c.y)))))
	tlA, tlB, tlC := topLeft(b, c), topLeft(c, a), topLeft(a, b)
	for y := minY; y < maxY; y++ {
		py := float32(y) + 0.5
		for x := minX; x < maxX; x++ {
			px := float32(x) + 0.5
			w0, w1, w2 := edge(b, c, px, py), edge(c, a, px, py), edge(a, b, px, py)
			if !inside(w0, tlA) || !inside(w1, tlB) || !inside(w2, tlC) {
				continue
			}
			w0, w1, w2 = w0/area, w1/area, w2/area
			s.shade(x, y, w0*a.u+w1*b.u+w2*c.u, w0*a.v+w1*b.v+w2*c.v)
		}
	}
}

// edge is the edge function of the line p→q at (x, y): twice the signed area of
// the triangle p, q, (x, y).
func edge(p, q vertex, x, y float32) float32 {
	return (q.x-p.x)*(y-p.y) - (q.y-p.y)*(x-p.x)
}

// topLeft reports whether the edge p→q of a triangle wound as triangle makes
// it is a top or left edge, whose pixels exactly on it are drawn.
func topLeft(p, q vertex) bool {
	return (p.y == q.y && q.x < p.x) || q.y > p.y
}

func inside(w float32, tl bool) bool {
	return w > 0 || (w == 0 && tl)
}

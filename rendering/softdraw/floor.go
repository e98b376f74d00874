package softdraw

import (
	"fmt"
	"image"
	"math"

	"github.com/griffengine/griff/rendering/drawlist"
)

// floor draws a floor pass (drawlist.OpFloor) into dst within clip: the
// pass's quad, each pixel the floor or ceiling texel it sees from the
// pass's camera, as drawlist.FloorCast defines.
func (c *Canvas) floor(dst *image.RGBA, clip image.Rectangle, list *drawlist.List, p *drawlist.Pass) error {
	if p.First < 0 || p.Count != 1 || int(p.First) >= len(list.Quads) {
		return fmt.Errorf("softdraw: a floor pass draws quads %d..%d of %d, want one", p.First, int(p.First)+int(p.Count), len(list.Quads))
	}
	tex, err := c.texture(list, p.Texture)
	if err != nil || tex == nil {
		return err
	}
	q := list.Quads[p.First]
	q.Src = drawlist.TexRect{U0: 0, V0: 0, U1: 1, V1: 1} // the fragment gets the quad's own (fx, fy)
	fillQuad(dst.Bounds(), clip, &q, &floorShader{dst: dst, tex: tex, f: &p.Floor, tint: q.Tint})
	return nil
}

// floorShader works out one pixel of a floor pass.
type floorShader struct {
	dst  *image.RGBA
	tex  image.Image
	f    *drawlist.FloorCast
	tint drawlist.Color
}

// shade blends the floor or ceiling texel seen at (fx, fy) of the quad into
// dst at (x, y).
func (s *floorShader) shade(x, y int, fx, fy float32) {
	f := s.f
	r := f.Floor
	h := fy - f.Horizon
	if h < 0 {
		r, h = f.Ceiling, -h
	}
	if h <= 0 || r.U1 == r.U0 || r.V1 == r.V0 {
		return
	}
	d := 0.5 / h
	cx := 2*fx - 1
	wx := f.Pos[0] + d*(f.Dir[0]+f.Plane[0]*cx)
	wy := f.Pos[1] + d*(f.Dir[1]+f.Plane[1]*cx)
	tx := wx - float32(math.Floor(float64(wx)))
	ty := wy - float32(math.Floor(float64(wy)))
	u := r.U0 + tx*(r.U1-r.U0)
	v := r.V0 + ty*(r.V1-r.V0)
	t := sample(s.tex, clampTo(u, r.U0, r.U1), clampTo(v, r.V0, r.V1))
	light := float32(1)
	if f.Fog > 0 {
		light = max(f.MinLight, 1/(1+d*d*f.Fog))
	}
	src := [4]float32{t[0] * light * s.tint.R, t[1] * light * s.tint.G, t[2] * light * s.tint.B, t[3] * s.tint.A}
	i := s.dst.PixOffset(x, y)
	px := s.dst.Pix[i : i+4 : i+4]
	keep := 1 - src[3]
	for k := range 4 {
		px[k] = to8(src[k] + float32(px[k])/255*keep)
	}
}

// clampTo keeps texel coordinate u inside the rectangle from a to b (either
// order), half a texel in, so nearest sampling never leaves it.
func clampTo(u, a, b float32) float32 {
	lo, hi := min(a, b), max(a, b)
	return max(lo, min(u, hi-0.5))
}

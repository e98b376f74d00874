package softdraw

import (
	"fmt"
	"image"
	"image/color"

	"github.com/griffengine/griff/rendering/drawlist"
)

// lightBuf is RGB light per pixel of a rectangle of the target, 0..1.
type lightBuf struct {
	r  image.Rectangle
	px []float32 // 3 per pixel, rows of r.Dx()
}

func (b *lightBuf) reset(r image.Rectangle, c [3]float32) {
	n := 3 * r.Dx() * r.Dy()
	if cap(b.px) < n {
		b.px = make([]float32, n)
	}
	b.r, b.px = r, b.px[:n]
	for i := 0; i < n; i += 3 {
		b.px[i], b.px[i+1], b.px[i+2] = c[0], c[1], c[2]
	}
}

func (b *lightBuf) at(x, y int) int { return 3 * ((y-b.r.Min.Y)*b.r.Dx() + x - b.r.Min.X) }

// lightShader adds (or, with set, writes) a light quad's texel times its tint
// into a light buffer, saturating at 1; with erase it zeroes what it covers
// (a shadow shape).
type lightShader struct {
	buf   *lightBuf
	tex   image.Image
	tint  [3]float32
	set   bool
	erase bool
}

func (s *lightShader) shade(x, y int, u, v float32) {
	i := s.buf.at(x, y)
	px := s.buf.px[i : i+3 : i+3]
	if s.erase {
		px[0], px[1], px[2] = 0, 0, 0
		return
	}
	t := sample(s.tex, u, v)
	for k := range 3 {
		l := t[k] * s.tint[k]
		if !s.set {
			l += px[k]
		}
		px[k] = min(1, l)
	}
}

// lightMap clears a light map over clip to the pass's ambient colour, adds its
// nested lights (the shadowed ones through a second buffer, their shadow
// shapes erased from it first, as the stencil does) and multiplies dst's RGB
// by it, as the Ebitengine backend does (alpha kept).
func (c *Canvas) lightMap(dst *image.RGBA, clip image.Rectangle, list *drawlist.List, p *drawlist.Pass, nested []drawlist.Pass) error {
	clip = clip.Intersect(dst.Bounds())
	c.lm.reset(clip, [3]float32{clamp01(p.Color.R), clamp01(p.Color.G), clamp01(p.Color.B)})
	for i := range nested {
		l := &nested[i]
		if l.Op != drawlist.OpLights && l.Op != drawlist.OpShadowedLight {
			return fmt.Errorf("softdraw: a light map holds a %v pass; only lights and shadowed lights may", l.Op)
		}
		first, n := int(l.First), int(l.Count)
		if first < 0 || n < 0 || first > len(list.Quads) || n > len(list.Quads)-first {
			return fmt.Errorf("softdraw: a %v pass draws quads %d..%d of %d", l.Op, l.First, int(l.First)+int(l.Count), len(list.Quads))
		}
		tex, err := c.texture(list, l.Texture)
		if err != nil {
			return err
		}
		if tex == nil || n == 0 {
			continue
		}
		qs := list.Quads[first : first+n]
		if l.Op == drawlist.OpLights {
			for k := range qs {
				fillQuad(dst.Bounds(), clip, &qs[k], &lightShader{buf: &c.lm, tex: tex, tint: tintRGB(&qs[k])})
			}
			continue
		}
		c.shadowed(dst.Bounds(), clip, tex, qs)
	}
	for y := clip.Min.Y; y < clip.Max.Y; y++ {
		for x := clip.Min.X; x < clip.Max.X; x++ {
			i, j := dst.PixOffset(x, y), c.lm.at(x, y)
			for k := range 3 {
				dst.Pix[i+k] = to8(float32(dst.Pix[i+k]) / 255 * c.lm.px[j+k])
			}
		}
	}
	return nil
}

// shadowed adds one shadowed light (qs[0], its shadow shapes qs[1:]) to the
// light map.
func (c *Canvas) shadowed(b, clip image.Rectangle, tex image.Image, qs []drawlist.Quad) {
	c.tmp.reset(clip, [3]float32{})
	fillQuad(b, clip, &qs[0], &lightShader{buf: &c.tmp, tex: tex, tint: tintRGB(&qs[0]), set: true})
	for k := range qs[1:] {
		fillQuad(b, clip, &qs[1+k], &lightShader{buf: &c.tmp, erase: true})
	}
	for i, v := range c.tmp.px {
		c.lm.px[i] = min(1, c.lm.px[i]+v)
	}
}

func tintRGB(q *drawlist.Quad) [3]float32 { return [3]float32{q.Tint.R, q.Tint.G, q.Tint.B} }

func clamp01(v float32) float32 { return max(0, min(1, v)) }

// falloff returns the built-in light falloff texture, made once.
func (c *Canvas) falloff() image.Image {
	if c.fall == nil {
		n := drawlist.FalloffSize
		img := image.NewRGBA(image.Rect(0, 0, n, n))
		for y := range n {
			for x := range n {
				v := to8(drawlist.FalloffTexel(x, y))
				img.SetRGBA(x, y, color.RGBA{v, v, v, v})
			}
		}
		c.fall = img
	}
	return c.fall
}

package softdraw

import (
	"image"
	"math"

	"github.com/griffengine/griff/rendering/drawlist"
)

// effect draws the part of dst within clip back through screen effect p, as
// the Ebitengine backend's effect shader does: the target is the clip
// rectangle (the view's part of the screen, or all of it), read from a copy.
func (c *Canvas) effect(dst *image.RGBA, clip image.Rectangle, p *drawlist.Pass) {
	r := clip.Intersect(dst.Bounds())
	if r.Empty() || p.Effect == drawlist.EffectNone {
		return
	}
	w, h := r.Dx(), r.Dy()
	if cap(c.copy) < 4*w*h {
		c.copy = make([]float32, 4*w*h)
	}
	src := c.copy[:4*w*h]
	for y := range h {
		for x := range w {
			i, j := dst.PixOffset(r.Min.X+x, r.Min.Y+y), 4*(y*w+x)
			for k := range 4 {
				src[j+k] = float32(dst.Pix[i+k]) / 255
			}
		}
	}
	col := [4]float32{p.Color.R, p.Color.G, p.Color.B, p.Color.A}
	amt := clamp01(p.Params[0])
	half := [2]float64{float64(w) / 2, float64(h) / 2}
	for y := range h {
		for x := range w {
			lx, ly := float64(x)+0.5, float64(y)+0.5
			sx, sy := x, y
			if p.Effect == drawlist.EffectPixelate && p.Params[0] > 1 {
				b := float64(p.Params[0])
				sx = clampInt(int((math.Floor(lx/b)+0.5)*b), 0, w-1)
				sy = clampInt(int((math.Floor(ly/b)+0.5)*b), 0, h-1)
			}
			j := 4 * (sy*w + sx)
			px := [4]float32{src[j], src[j+1], src[j+2], src[j+3]}
			switch p.Effect {
			case drawlist.EffectFade:
				px = mix4(px, col, amt)
			case drawlist.EffectGrayscale:
				l := 0.2126*px[0] + 0.7152*px[1] + 0.0722*px[2]
				for k := range 3 {
					px[k] += (l - px[k]) * amt
				}
			case drawlist.EffectVignette:
				d := math.Hypot(lx-half[0], ly-half[1]) / math.Hypot(half[0], half[1])
				t := float32(smoothstep(float64(p.Params[1]), 1, d)) * amt
				px = mix4(px, [4]float32{col[0] * px[3], col[1] * px[3], col[2] * px[3], col[3] * px[3]}, t)
			}
			setPixel(dst, r.Min.X+x, r.Min.Y+y, px)
		}
	}
}

func mix4(a, b [4]float32, t float32) [4]float32 {
	for k := range 4 {
		a[k] += (b[k] - a[k]) * t
	}
	return a
}

// smoothstep is GLSL's: 0 below e0, 1 above e1, 3t²-2t³ between.
func smoothstep(e0, e1, x float64) float64 {
	if e1 <= e0 {
		if x < e0 {
			return 0
		}
		return 1
	}
	t := max(0, min(1, (x-e0)/(e1-e0)))
	return t * t * (3 - 2*t)
}

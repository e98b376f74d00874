package rendering

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// view is one camera's view to draw this frame.
type view struct {
	vp     drawlist.Viewport // pixels
	own    bool              // drawn as an OpView (not the whole screen, or cleared)
	clear  drawlist.Color
	c      griff.Affine // world to clip space
	clip   clipRect     // the viewport in clip space
	centre griff.Vec    // the world point at the viewport's centre, for parallax
}

// addView records the view of camera c on entity e, whose interpolated world
// transform is m.
func (r *Renderer) addView(e *scenes.Entity, c *visual.Camera, m griff.Affine) {
	if v, ok := r.viewOf(c, m); ok {
		r.views = append(r.views, v)
	}
}

// viewOf returns the view of camera c whose entity's interpolated world
// transform is m, or false if it covers none of the screen.
func (r *Renderer) viewOf(c *visual.Camera, m griff.Affine) (view, bool) {
	vp, full, ok := r.viewport(c)
	if !ok {
		return view{}, false
	}
	f := &r.f
	z := c.ZoomAt(f.tick, f.blend)
	rot := griff.Atan2(m.B, m.A)
	sin, cos := griff.Sincos(rot)
	pos := m.Translation().Add(c.Motion.Offset.At(f.tick, f.blend, visual.LerpVec))
	hw, hh := float64(vp.W)/2/z, float64(vp.H)/2/z
	pos = clampView(pos, c.Bounds, math.Abs(cos)*hw+math.Abs(sin)*hh, math.Abs(sin)*hw+math.Abs(cos)*hh)
	// Screen pixels from world: the view's centre + zoom · turn(-rot) · (w - pos).
	a, b, cc, d := float64(z*cos), float64(-z*sin), float64(z*sin), float64(z*cos)
	vx, vy := float64(vp.X)+float64(vp.W)/2, float64(vp.Y)+float64(vp.H)/2
	v := griff.Affine{A: a, B: b, C: cc, D: d,
		X: vx - (float64(a*pos[0]) + float64(cc*pos[1])),
		Y: vy - (float64(b*pos[0]) + float64(d*pos[1]))}
	return view{
		vp:     vp,
		own:    !full || c.Clear.A > 0,
		clear:  premulClear(c.Clear),
		c:      r.screenClip().Mul(v),
		clip:   r.clipOf(vp),
		centre: pos,
	}, true
}

// viewport returns the pixels of the screen camera c's view covers, whether that
// is the whole screen, and false if it covers none.
func (r *Renderer) viewport(c *visual.Camera) (vp drawlist.Viewport, full, ok bool) {
	scr := r.opts.Screen
	W, H := float64(scr.X), float64(scr.Y)
	vp = drawlist.Viewport{X: 0, Y: 0, W: int32(scr.X), H: int32(scr.Y)}
	if c.Viewport == (visual.Viewport{}) {
		return vp, true, true
	}
	x0, y0 := math.Round(c.Viewport.X*W), math.Round(c.Viewport.Y*H)
	x1 := math.Round((c.Viewport.X + c.Viewport.W) * W)
	y1 := math.Round((c.Viewport.Y + c.Viewport.H) * H)
	x0, y0, x1, y1 = max(0, x0), max(0, y0), min(W, x1), min(H, y1)
	if !(x1 > x0 && y1 > y0) {
		return vp, false, false
	}
	vp = drawlist.Viewport{X: int32(x0), Y: int32(y0), W: int32(x1 - x0), H: int32(y1 - y0)}
	full = vp.X == 0 && vp.Y == 0 && vp.W == int32(scr.X) && vp.H == int32(scr.Y)
	return vp, full, true
}

// clampView keeps a view centred at pos with half extents ex, ey (world units)
// inside bounds, if bounds is not empty.
func clampView(pos griff.Vec, bounds griff.Box, ex, ey float64) griff.Vec {
	if bounds.Empty() {
		return pos
	}
	for i, e := range [2]float64{ex, ey} {
		lo, hi := bounds.Min[i]+e, bounds.Max[i]-e
		if lo > hi {
			pos[i] = bounds.Center()[i]
		} else {
			pos[i] = max(lo, min(hi, pos[i]))
		}
	}
	return pos
}

// premulClear returns a view's clear colour premultiplied; transparent for A = 0.
func premulClear(c griff.Color) drawlist.Color {
	if c.A <= 0 {
		return drawlist.Color{}
	}
	p := c.Premultiplied()
	return drawlist.Color{R: p.R, G: p.G, B: p.B, A: p.A}
}

// buildViews finishes the views of the frame: with no active camera, one view of
// the whole screen with world units as screen pixels (origin top-left).
func (r *Renderer) buildViews() {
	if len(r.views) > 0 {
		return
	}
	r.views = append(r.views, r.screenView())
}

// screenView is the view of the whole screen with world units as screen
// pixels (origin top-left): the view of a frame with no active camera.
func (r *Renderer) screenView() view {
	scr := r.opts.Screen
	return view{c: r.screenClip(), clip: clipRect{-1, -1, 1, 1},
		centre: griff.V(float64(scr.X)/2, float64(scr.Y)/2)}
}

// screenClip returns the transform from screen pixels (origin top-left, y down)
// to clip space (-1..1, y up).
func (r *Renderer) screenClip() griff.Affine {
	scr := r.opts.Screen
	return griff.Affine{A: 2 / float64(scr.X), D: -2 / float64(scr.Y), X: -1, Y: 1}
}

// clipOf returns viewport vp (pixels) in clip space.
func (r *Renderer) clipOf(vp drawlist.Viewport) clipRect {
	s := r.screenClip()
	a := s.Apply(griff.Vec{float64(vp.X), float64(vp.Y + vp.H)})
	b := s.Apply(griff.Vec{float64(vp.X + vp.W), float64(vp.Y)})
	return clipRect{float32(a[0]), float32(a[1]), float32(b[0]), float32(b[1])}
}

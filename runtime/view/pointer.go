package view

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// ScreenToWorld returns the world point under the screen point p, through the
// topmost active camera whose view covers p (cameras are drawn in hierarchy
// order, so the last one that covers it), and that camera's entity. screen is the size
// of the game's logical screen (the project's window width and height); p is in
// its pixels (origin top left, y down), as pointer input is. The camera is
// taken where it is at the end of the step (its transform, Zoom, shake and
// Bounds as the renderer applies them with a blend of 0), so the answer is the
// same on every machine. With no active camera, world units are screen pixels
// and ScreenToWorld returns p and nil; if cameras exist but none covers p it
// returns p and false.
func ScreenToWorld(s *scenes.Scene, screen, p griff.Vec) (griff.Vec, *scenes.Entity, bool) {
	var top *visual.Camera
	var e *scenes.Entity
	any := false
	var x0, y0, x1, y1 float64
	for ce, c := range scenes.ActiveRead[visual.Camera](s) {
		any = true
		a0, b0, a1, b1 := viewport(c.Viewport, screen)
		if p[0] >= a0 && p[0] < a1 && p[1] >= b0 && p[1] < b1 {
			top, e, x0, y0, x1, y1 = c, ce, a0, b0, a1, b1
		}
	}
	if top == nil {
		return p, nil, !any
	}
	m := e.Transform().World()
	z := top.Zoom.Value()
	if !(z > 0) || math.IsInf(z, 1) {
		z = 1
	}
	rot := griff.Atan2(m.B, m.A)
	sin, cos := griff.Sincos(rot)
	pos := m.Translation().Add(top.Motion.Offset.Value())
	hw, hh := (x1-x0)/2/z, (y1-y0)/2/z
	pos = clampView(pos, top.Bounds, float64(math.Abs(cos)*hw)+float64(math.Abs(sin)*hh), float64(math.Abs(sin)*hw)+float64(math.Abs(cos)*hh))
	// The inverse of the renderer's screen = centre + zoom·turn(-rot)·(w - pos).
	dx, dy := (p[0]-float64((x0+x1)/2))/z, (p[1]-float64((y0+y1)/2))/z
	return griff.Vec{pos[0] + float64(cos*dx) - float64(sin*dy), pos[1] + float64(sin*dx) + float64(cos*dy)}, e, true
}

// viewport returns the screen pixels a camera's viewport covers, rounded as
// the renderer rounds them.
func viewport(v visual.Viewport, screen griff.Vec) (x0, y0, x1, y1 float64) {
	W, H := screen[0], screen[1]
	if v == (visual.Viewport{}) {
		return 0, 0, W, H
	}
	x0, y0 = math.Round(v.X*W), math.Round(v.Y*H)
	x1, y1 = math.Round((v.X+v.W)*W), math.Round((v.Y+v.H)*H)
	return max(0, x0), max(0, y0), min(W, x1), min(H, y1)
}

// clampView keeps a view centred at pos with half extents ex, ey (world units)
// inside bounds, if bounds is not empty (as the renderer does).
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

package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
)

// View is one camera's view in the list the last Build made: the part of the
// screen it covers and how it places the world there. Hosts that draw over
// the world after a Build (a debug overlay) place what they draw with it.
type View struct {
	// Viewport is the part of the screen the view covers, in pixels.
	Viewport drawlist.Viewport
	// Full reports whether Viewport is the whole screen.
	Full bool
	// WorldToClip takes world units (y down) to the clip space of the whole
	// screen (x -1..1 left to right, y -1..1 bottom to top), as the view
	// drew the world between the last two steps.
	WorldToClip griff.Affine
}

// Views appends to dst the views of the last Build, in the order they were
// drawn (with no active camera, one view of the whole screen with the world's
// origin at its top-left), and returns the extended slice; before any Build it
// appends nothing. Views must be called from the goroutine that calls Build.
func (r *Renderer) Views(dst []View) []View {
	scr := r.opts.Screen
	for _, v := range r.views {
		full := v.vp == drawlist.Viewport{} ||
			v.vp.X == 0 && v.vp.Y == 0 && int(v.vp.W) == scr.X && int(v.vp.H) == scr.Y
		vp := v.vp
		if vp == (drawlist.Viewport{}) {
			vp = drawlist.Viewport{W: int32(scr.X), H: int32(scr.Y)}
		}
		dst = append(dst, View{Viewport: vp, Full: full, WorldToClip: v.c})
	}
	return dst
}

package rendering

import (
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sceneflow"
)

// drawCover draws the cover of a scene transition under way (a fade or a
// wipe, sceneflow.Scenes.Cover) blend of the way between the last two steps,
// over everything else: one quad of the white texture, last in the list.
func drawCover(g *runtime.Game, blend float64, list *drawlist.List) {
	sf, ok := runtime.LookupService[sceneflow.Scenes](g)
	if !ok {
		return
	}
	c, ok := sf.Cover(blend)
	if !ok || !(c.Amount > 0) {
		return
	}
	a := float32(min(c.Amount, 1))
	col := c.Color
	switch c.Kind {
	case sceneflow.KindFade:
		col.A *= a
		list.Add(drawlist.OpSprites, drawlist.WhiteTexture, drawlist.Rect(-1, 1, 1, -1, whiteSrc, coverTint(col.R, col.G, col.B, col.A)))
	case sceneflow.KindWipe:
		u0, u1 := float32(0), a // arriving: from the edge it comes in by
		if c.Leaving {
			u0, u1 = 1-a, 1 // leaving: by the far edge
		}
		x0, y0, x1, y1 := wipeRect(c.Direction, u0, u1)
		list.Add(drawlist.OpSprites, drawlist.WhiteTexture, drawlist.Rect(x0, y0, x1, y1, whiteSrc, coverTint(col.R, col.G, col.B, col.A)))
	}
}

// wipeRect returns the clip-space rectangle (top-left, bottom-right) covering
// u0..u1 (0..1) of the screen along direction d, from the edge a wipe in d
// comes in by.
func wipeRect(d sceneflow.Direction, u0, u1 float32) (x0, y0, x1, y1 float32) {
	switch d {
	case sceneflow.DirLeft:
		return 1 - float32(2*u1), 1, 1 - float32(2*u0), -1
	case sceneflow.DirDown:
		return -1, 1 - float32(2*u0), 1, 1 - float32(2*u1)
	case sceneflow.DirUp:
		return -1, -1 + float32(2*u1), 1, -1 + float32(2*u0)
	default: // DirRight
		return -1 + float32(2*u0), 1, -1 + float32(2*u1), -1
	}
}

// coverTint returns straight colour (r, g, b, a) premultiplied.
func coverTint(r, g, b, a float32) drawlist.Color {
	return drawlist.Color{R: r * a, G: g * a, B: b * a, A: a}
}

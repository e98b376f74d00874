package debugview

import (
	"slices"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Frames is how many recent frames the time graph shows.
const Frames = 120

// GraphMax is the frame time the time graph's top stands for: two frames at
// 60 a second. GraphHeight is its height in logical pixels.
const (
	GraphMax    = time.Second / 30
	GraphHeight = 40
)

// The overlay's colours, premultiplied: collider, sensor (hitbox), trigger
// and camera-bound outlines, and the graph's step-time bars.
var (
	ColliderColor = drawlist.Color{R: 0.2, G: 1, B: 0.3, A: 1}
	SensorColor   = drawlist.Color{R: 1, G: 0.6, B: 0.1, A: 1}
	TriggerColor  = drawlist.Color{R: 1, G: 0.2, B: 1, A: 1}
	CameraColor   = drawlist.Color{R: 0.2, G: 0.9, B: 1, A: 1}
	StepColor     = drawlist.Color{R: 0.3, G: 0.5, B: 1, A: 1}
	drawColor     = drawlist.Color{R: 1, G: 0.85, B: 0.2, A: 1}
	overColor     = drawlist.Color{R: 1, G: 0.2, B: 0.2, A: 1}
	lineColor     = drawlist.Color{R: 0.8, G: 0.8, B: 0.8, A: 0.8}
	backColor     = drawlist.Color{A: 0.6}
)

// Times keeps the step and draw times of the last Frames frames, as the host
// measured them. The zero value holds none.
type Times struct {
	step, draw [Frames]time.Duration
	next, n    int
}

// Add records one frame: the real time its steps took and the time drawing it
// took.
func (t *Times) Add(step, draw time.Duration) {
	t.step[t.next], t.draw[t.next] = step, draw
	t.next = (t.next + 1) % Frames
	t.n = min(t.n+1, Frames)
}

// Len returns how many frames are recorded, at most Frames.
func (t *Times) Len() int { return t.n }

// At returns the step and draw times of the i-th recorded frame, 0 the oldest.
// It panics if i is not in [0, Len()).
func (t *Times) At(i int) (step, draw time.Duration) {
	if i < 0 || i >= t.n {
		panic("debugview: Times.At out of range")
	}
	j := (t.next - t.n + i + Frames) % Frames
	return t.step[j], t.draw[j]
}

// Overlay is the debug overlay of one window: whether it is on, the frame
// times, and its buffers. The zero value is off with no times. Its methods
// must be called from the host's goroutine.
type Overlay struct {
	// On says whether Append draws anything.
	On bool
	// Times are the frame times the graph shows; the host adds to them.
	Times Times

	views []rendering.View
	pts   []griff.Vec
	scr   griff.Vec // the logical screen, pixels
	walls []wallRects
}

// wallRects are the rectangles a tilemap's walls merge into, kept while its
// cells stay the same.
type wallRects struct {
	id    scenes.EntityID
	width int
	cells []bool
	rects []physics.CellRect
}

// Toggle switches the overlay on or off.
func (o *Overlay) Toggle() { o.On = !o.On }

// Append adds the overlay to list, which r has just built for g: the outlines
// in each of r's views, then the time graph on the screen. It does nothing
// while the overlay is off. It only reads g.
func (o *Overlay) Append(g *runtime.Game, r *rendering.Renderer, list *drawlist.List) {
	if !o.On {
		return
	}
	scr := r.Screen()
	o.scr = griff.V(float64(scr.X), float64(scr.Y))
	o.views = r.Views(o.views[:0])
	for _, v := range o.views {
		if !v.Full {
			list.BeginView(v.Viewport, drawlist.Color{})
		}
		o.world(g.Scene(), v.WorldToClip, list)
		if !v.Full {
			list.EndView()
		}
	}
	o.graph(list)
}

// world draws the scene's colliders and cameras' bounds through the world to
// clip transform m.
func (o *Overlay) world(sc *scenes.Scene, m griff.Affine, list *drawlist.List) {
	for e, c := range scenes.ActiveRead[physics.Collider](sc) {
		w := e.Transform().World()
		rot := griff.Atan2(w.B, w.A)
		sin, cos := griff.Sincos(rot)
		body := griff.Affine{A: cos, B: sin, C: -sin, D: cos, X: w.X, Y: w.Y} // physics ignores scale
		trigger := scenes.Has[switches.Trigger](e)
		for i := range c.Shapes {
			sh := &c.Shapes[i]
			col := ColliderColor
			switch {
			case trigger:
				col = TriggerColor
			case sh.Sensor:
				col = SensorColor
			}
			var closed bool
			o.pts, closed = outline(sh, o.pts[:0])
			o.poly(m.Mul(body), o.pts, closed, col, list)
		}
	}
	for e, t := range scenes.ActiveRead[physics.TilemapWalls](sc) {
		o.tilemapWalls(e, t, m, list)
	}
	for _, c := range scenes.ActiveRead[visual.Camera](sc) { // drawing reads only
		if b := c.Bounds; !b.Empty() {
			o.pts = append(o.pts[:0], b.Min, griff.V(b.Max[0], b.Min[1]), b.Max, griff.V(b.Min[0], b.Max[1]))
			o.poly(m, o.pts, true, CameraColor, list)
		}
	}
}

// tilemapWalls draws the rectangles e's tilemap walls merge into
// (physics.MergeCells), as the physics world builds them.
func (o *Overlay) tilemapWalls(e *scenes.Entity, t *physics.TilemapWalls, m griff.Affine, list *drawlist.List) {
	if t.Width <= 0 || !(t.CellSize[0] > 0 && t.CellSize[1] > 0) {
		return
	}
	var w *wallRects
	for i := range o.walls {
		if o.walls[i].id == e.ID() {
			w = &o.walls[i]
		}
	}
	if w == nil {
		o.walls = append(o.walls, wallRects{id: e.ID()})
		w = &o.walls[len(o.walls)-1]
	}
	if w.width != t.Width || !slices.Equal(w.cells, t.Cells) {
		w.width, w.cells = t.Width, append(w.cells[:0], t.Cells...)
		w.rects = physics.MergeCells(t.Cells, t.Width)
	}
	mm := m.Mul(e.Transform().World())
	cs := t.CellSize
	for _, r := range w.rects {
		x0, y0 := float64(float64(r.X)*cs[0]), float64(float64(r.Y)*cs[1])
		x1, y1 := float64(float64(r.X+r.W)*cs[0]), float64(float64(r.Y+r.H)*cs[1])
		o.pts = append(o.pts[:0], griff.V(x0, y0), griff.V(x1, y0), griff.V(x1, y1), griff.V(x0, y1))
		o.poly(mm, o.pts, true, ColliderColor, list)
	}
}

// circleSides is how many sides a circle's outline has.
const circleSides = 16

// outline appends the outline of sh in its entity's space (world units, before
// the entity's rotation) to dst, and reports whether it is closed.
func outline(sh *physics.Shape, dst []griff.Vec) ([]griff.Vec, bool) {
	sin, cos := griff.Sincos(sh.Angle)
	turn := func(p griff.Vec) griff.Vec {
		return griff.V(float64(p[0]*cos)-float64(p[1]*sin)+sh.Offset[0], float64(p[0]*sin)+float64(p[1]*cos)+sh.Offset[1])
	}
	switch sh.Kind {
	case physics.ShapeCircle:
		for i := range circleSides {
			s, c := griff.Sincos(float64(i) * 2 * 3.141592653589793 / circleSides)
			dst = append(dst, griff.V(float64(c*sh.Radius)+sh.Offset[0], float64(s*sh.Radius)+sh.Offset[1]))
		}
		return dst, true
	case physics.ShapePolygon:
		for _, p := range sh.Points {
			dst = append(dst, turn(p))
		}
		return dst, true
	case physics.ShapeSegment, physics.ShapeChain:
		for _, p := range sh.Points {
			dst = append(dst, p.Add(sh.Offset))
		}
		return dst, false
	}
	hw, hh := sh.Size[0]/2, sh.Size[1]/2 // box and capsule
	return append(dst, turn(griff.V(-hw, -hh)), turn(griff.V(hw, -hh)), turn(griff.V(hw, hh)), turn(griff.V(-hw, hh))), true
}

// poly draws the lines joining pts (through m, to clip space), closed or not.
func (o *Overlay) poly(m griff.Affine, pts []griff.Vec, closed bool, c drawlist.Color, list *drawlist.List) {
	n := len(pts)
	if n < 2 {
		return
	}
	for i := range n {
		if i == n-1 && !closed {
			break
		}
		o.line(m.Apply(pts[i]), m.Apply(pts[(i+1)%n]), c, list)
	}
}

// line draws a line one logical pixel wide from a to b (clip space).
func (o *Overlay) line(a, b griff.Vec, c drawlist.Color, list *drawlist.List) {
	// In pixels the line's normal is (-dy, dx)/len; half a pixel each side.
	dx, dy := float64((b[0]-a[0])*o.scr[0]), float64((b[1]-a[1])*o.scr[1])
	l := griff.V(dx, dy).Len()
	if !(l > 0) {
		return
	}
	nx, ny := -dy/l/o.scr[0], dx/l/o.scr[1] // half a pixel in clip units (2 per screen)
	q := drawlist.Quad{Tint: c, Src: drawlist.TexRect{U1: 1, V1: 1}, Corners: [4]drawlist.Corner{
		{X: float32(a[0] + nx), Y: float32(a[1] + ny)}, {X: float32(b[0] + nx), Y: float32(b[1] + ny)},
		{X: float32(b[0] - nx), Y: float32(b[1] - ny)}, {X: float32(a[0] - nx), Y: float32(a[1] - ny)}}}
	list.Add(drawlist.OpSprites, drawlist.WhiteTexture, q)
}

// graph draws the time graph in the screen's bottom-left corner.
func (o *Overlay) graph(list *drawlist.List) {
	const x0, pad = 4.0, 4.0
	y1 := o.scr[1] - pad
	o.rect(x0-1, y1-GraphHeight-1, x0+Frames+1, y1+1, backColor, list)
	h := func(d time.Duration) float64 { return float64(d) / float64(GraphMax) * GraphHeight }
	for i := range o.Times.Len() {
		step, draw := o.Times.At(i)
		x := x0 + float64(i)
		if step+draw > GraphMax {
			o.rect(x, y1-GraphHeight, x+1, y1, overColor, list)
			continue
		}
		o.rect(x, y1-h(step), x+1, y1, StepColor, list)
		o.rect(x, y1-h(step)-h(draw), x+1, y1-h(step), drawColor, list)
	}
	o.rect(x0, y1-h(time.Second/60), x0+Frames, y1-h(time.Second/60)+1, lineColor, list)
}

// rect draws a box in screen pixels.
func (o *Overlay) rect(x0, y0, x1, y1 float64, c drawlist.Color, list *drawlist.List) {
	if !(x1 > x0 && y1 > y0) {
		return
	}
	cx := func(x float64) float32 { return float32(x/o.scr[0]*2 - 1) }
	cy := func(y float64) float32 { return float32(1 - y/o.scr[1]*2) }
	list.Add(drawlist.OpSprites, drawlist.WhiteTexture, drawlist.Rect(cx(x0), cy(y0), cx(x1), cy(y1), drawlist.TexRect{U1: 1, V1: 1}, c))
}

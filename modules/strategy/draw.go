package strategy

import (
	"math"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The drawing layers.
const (
	layerGround    = -20
	layerBuildings = -5
	layerUnits     = 0
	layerFog       = 50
	layerHud       = 90
)

// gv returns a point in 1/Sub units as a world vector.
func gv(x, y int) griff.Vec { return griff.V(float64(x)/Sub, float64(y)/Sub) }

// unitOrder is where a kind is drawn: buildings under units, units
// sorted by y.
func unitOrder(d *Def) visual.DrawOrder {
	if d.Building() {
		return visual.DrawOrder{Layer: layerBuildings}
	}
	return visual.DrawOrder{Layer: layerUnits, YSort: true}
}

// box draws a rectangle at (x, y) (its top-left, local units). It is not
// inlined, so no caller's sum fuses with a product in it.
//
//go:noinline
func box(s visual.Sink, x, y, w, h float64, c griff.Color, outline float64) {
	s.Shape(&visual.Shape{Size: griff.V(w, h), Color: c, Outline: outline, Pivot: griff.V(-x/w, -y/h)})
}

// circle draws a circle at (x, y) (local units).
//
//go:noinline
func circle(s visual.Sink, x, y, r float64, c griff.Color, outline float64) {
	q := visual.Shape{Kind: visual.ShapeCircle, Radius: r, Color: c, Outline: outline}
	if x == 0 && y == 0 {
		s.Shape(&q)
		return
	}
	// A circle is centred on the origin: draw it as a quad fan instead.
	const n = 12
	for i := range n {
		a0, a1 := float64(i)*2*3.141592653589793/n, float64(i+1)*2*3.141592653589793/n
		p0 := griff.V(x+float64(r*math.Cos(a0)), y+float64(r*math.Sin(a0)))
		p1 := griff.V(x+float64(r*math.Cos(a1)), y+float64(r*math.Sin(a1)))
		s.Quad(visual.Quad{Corners: [4]griff.Vec{griff.V(x, y), p0, p1, p1}, Color: c})
	}
}

// line draws a line w wide from a to b (local units).
func line(s visual.Sink, a, b griff.Vec, w float64, c griff.Color) {
	d := b.Sub(a)
	l := d.Len()
	if l == 0 {
		return
	}
	n := griff.V(-d.Y()/l*w/2, d.X()/l*w/2)
	s.Quad(visual.Quad{Corners: [4]griff.Vec{a.Add(n), b.Add(n), b.Sub(n), a.Sub(n)}, Color: c})
}

// bar draws a bar of w×h at (x, y) filled to part (0..1).
//
//go:noinline
func bar(s visual.Sink, x, y, w, h, part float64, c griff.Color) {
	box(s, x, y, w, h, griff.RGBA8(20, 20, 20, 220), 0)
	if part > 0 {
		box(s, x, y, w*min(part, 1), h, c, 0)
	}
}

// viewOf returns the Match a child entity (a unit, the fog, the hud)
// belongs to.
func viewOf(e *scenes.Entity) *Match {
	for p := e.Parent(); p != nil; p = p.Parent() {
		if m := scenes.Get[Match](p); m != nil {
			return m
		}
	}
	return nil
}

// Draw draws the ground the camera sees (visual.Drawable): grass, trees,
// rocks and water, tile by tile.
func (m *Match) Draw(s visual.Sink) {
	if m.ui == nil {
		return
	}
	w, h := m.view()
	box(s, 0, 0, float64(m.Width*Tile), float64(m.Height*Tile), colorGrass, 0)
	x0, y0 := max(m.ui.Cam[0]/Tile-1, 0), max(m.ui.Cam[1]/Tile-1, 0)
	x1, y1 := min((m.ui.Cam[0]+w)/Tile+1, m.Width-1), min((m.ui.Cam[1]+h)/Tile+1, m.Height-1)
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			px, py := float64(x*Tile), float64(y*Tile)
			switch m.terrain(x, y) {
			case TerrainTree:
				box(s, px+13, py+18, 6, 12, colorTrunk, 0)
				circle(s, px+16, py+13, 12, colorTree, 0)
			case TerrainRock:
				box(s, px+1, py+1, Tile-2, Tile-2, colorRock, 0)
			case TerrainWater:
				box(s, px, py, Tile, Tile, colorWater, 0)
			}
		}
	}
}

// Draw draws the unit or building (visual.Drawable), if the viewer's
// side sees it: a building's walls and roof (a ghost of them, with its
// progress, while it goes up) and its training's progress; a unit's body
// in its side's colour with its tool, and what it carries; its hit
// points when hurt or selected, a ring when selected, and its last shot.
func (u *Unit) Draw(s visual.Sink) {
	m := viewOf(s.Entity())
	if m == nil || u.def == nil && u.Kind == "" {
		return
	}
	if !m.NoFog && u.Side != m.viewer && u.Seen&(1<<uint(m.viewer)) == 0 && u.Side != Neutral {
		return
	}
	c := sideColors[min(max(u.Side, 0), 2)]
	size, building := u.drawSize()
	if building {
		half := float64(size / 2) // rounded: no fused multiply-add with it
		a := uint8(255)
		if !u.Done {
			a = 150
		}
		if u.Side == Neutral {
			box(s, -half+2, -half+2, size-4, size-4, griff.RGBA8(150, 120, 40, a), 0)
			box(s, -10, 0, 20, half-2, griff.RGBA8(30, 22, 12, 255), 0)
		} else {
			box(s, -half+2, -half+2, size-4, size-4, griff.RGBA8(120, 100, 80, a), 0)
			box(s, -half+6, -half+4, size-12, size/2, c.WithAlpha(float32(a)/255), 0)
			box(s, -6, half-16, 12, 14, griff.RGBA8(40, 30, 20, a), 0)
		}
		if u.Picked {
			box(s, -half, -half, size, size, colorPick, 2)
		}
		if !u.Done && u.def != nil {
			bar(s, -half+4, half-10, size-8, 5, float64(u.Progress)/float64(u.def.Time), griff.MustHex("#e8c04a"))
		}
		if len(u.Queue) > 0 {
			if d := u.defOf(u.Queue[0]); d > 0 {
				bar(s, -half+4, half-10, size-8, 5, float64(u.Train)/float64(d), griff.MustHex("#5fa8e8"))
			}
		}
		if u.Picked || (u.HP < u.MaxHP && u.Side != Neutral) {
			bar(s, -half, -half-7, size, 4, float64(u.HP)/float64(max(u.MaxHP, 1)), hpColor(u))
		}
		return
	}
	r := size
	circle(s, 0, 0, r+1, griff.RGBA8(0, 0, 0, 120), 0)
	circle(s, 0, 0, r, c, 0)
	switch u.Kind {
	case "peasant":
		box(s, r-2, -r, 3, r*2, colorTrunk, 0)
	case "archer":
		box(s, r-1, -r-2, 2, r*2+4, colorTrunk, 0)
	default:
		box(s, -r-2, -r+2, 5, r*2-4, griff.MustHex("#c0c0c8"), 0)
	}
	if u.Carry > 0 {
		k := griff.MustHex("#f2d04a")
		if u.CarryWhat == Wood {
			k = colorTrunk
		}
		box(s, -4, -r-8, 8, 6, k, 0)
	}
	if u.Picked {
		circle(s, 0, 0, r+3, colorPick, 2)
	}
	if u.Picked || u.HP < u.MaxHP {
		bar(s, -r, -r-6, 2*r, 3, float64(u.HP)/float64(max(u.MaxHP, 1)), hpColor(u))
	}
	if u.Shot > 0 {
		at := griff.V(float64(u.ShotAt[0])-float64(float64(u.X)/Sub), float64(u.ShotAt[1])-float64(float64(u.Y)/Sub))
		line(s, griff.V(0, 0), at, 2, griff.RGBA8(255, 240, 200, uint8(30*u.Shot)))
	}
}

// drawSize returns a unit's radius, or a building's side, in world units.
func (u *Unit) drawSize() (float64, bool) {
	if u.def == nil {
		return 8, false
	}
	if u.def.Building() {
		return float64(u.def.Size * Tile), true
	}
	return float64(u.def.Size), false
}

// defOf returns the training time of kind k (from the last read rows).
func (u *Unit) defOf(k string) int {
	if u.trains != nil {
		if d := u.trains.Kind(k); d != nil {
			return d.Time
		}
	}
	return 0
}

// hpColor is the hit points bar's colour: green, yellow under half, red
// under a quarter.
func hpColor(u *Unit) griff.Color {
	switch {
	case u.HP*4 < u.MaxHP:
		return griff.MustHex("#e0524f")
	case u.HP*2 < u.MaxHP:
		return griff.MustHex("#e8c04a")
	}
	return griff.MustHex("#5fd068")
}

// Draw draws the fog over the tiles the camera sees (visual.Drawable):
// black where the viewer's side never looked, dim where it looked
// before, clear where it sees now; a row's runs of one kind in one box.
func (f *Fog) Draw(s visual.Sink) {
	m := viewOf(s.Entity())
	if m == nil || m.ui == nil || m.NoFog || len(m.Seen) != m.Width*m.Height {
		return
	}
	bit := uint8(1) << uint(min(max(m.viewer, 0), 7))
	w, h := m.view()
	x0, y0 := max(m.ui.Cam[0]/Tile-1, 0), max(m.ui.Cam[1]/Tile-1, 0)
	x1, y1 := min((m.ui.Cam[0]+w)/Tile+1, m.Width-1), min((m.ui.Cam[1]+h)/Tile+1, m.Height-1)
	for y := y0; y <= y1; y++ {
		run, kind := x0, fogKind(m, x0, y, bit)
		for x := x0 + 1; x <= x1+1; x++ {
			k := -1
			if x <= x1 {
				k = fogKind(m, x, y, bit)
			}
			if k == kind {
				continue
			}
			if kind > 0 {
				box(s, float64(run*Tile), float64(y*Tile), float64((x-run)*Tile), Tile, fogColor(kind), 0)
			}
			run, kind = x, k
		}
	}
}

// fogKind is 0 for a tile seen, 1 explored, 2 never explored.
func fogKind(m *Match, x, y int, bit uint8) int {
	i := y*m.Width + x
	switch {
	case m.Seen[i]&bit != 0:
		return 0
	case m.Explored[i]&bit != 0:
		return 1
	}
	return 2
}

func fogColor(k int) griff.Color {
	if k == 1 {
		return griff.RGBA8(0, 0, 0, 120)
	}
	return griff.RGBA8(0, 0, 0, 255)
}

// Draw draws the player's view on the screen (visual.Drawable, on the
// HUD): the order marks, the drag box, the ghost (green where it can be
// built, red where not), the minimap with the camera's frame, and the
// panels behind the texts.
func (h *Hud) Draw(s visual.Sink) {
	m := viewOf(s.Entity())
	if m == nil || m.ui == nil {
		return
	}
	ui := m.ui
	cx, cy := float64(ui.Cam[0]), float64(ui.Cam[1])
	for _, k := range m.Markers {
		if k.Side != m.viewer {
			continue
		}
		c := griff.RGBA8(90, 240, 110, 255)
		if k.Order == OrderAttack || k.Order == OrderAttackMove {
			c = griff.RGBA8(240, 80, 70, 255)
		} else if k.Order == OrderGather || k.Order == OrderBuild {
			c = griff.RGBA8(240, 210, 80, 255)
		}
		fade := 1 - float64(k.Age)/MarkerSteps
		c = c.WithAlpha(float32(fade))
		r := 4 + float64(10*fade)
		x, y := float64(k.X)-cx, float64(k.Y)-cy
		box(s, x-r, y-1, 2*r, 2, c, 0)
		box(s, x-1, y-r, 2, 2*r, c, 0)
	}
	if ui.Dragging {
		px, py := float64(ui.Pointer[0]), float64(ui.Pointer[1])
		fx, fy := float64(ui.From[0])-cx, float64(ui.From[1])-cy
		if w, hh := abs(px-fx), abs(py-fy); w >= 2 && hh >= 2 {
			box(s, min(px, fx), min(py, fy), w, hh, colorPick, 1)
		}
	}
	if ui.Placing != "" && ui.Known && h.ghost.Size > 0 {
		c := griff.RGBA8(90, 240, 110, 110)
		if !h.ghost.OK {
			c = griff.RGBA8(240, 70, 60, 110)
		}
		n := float64(h.ghost.Size * Tile)
		box(s, float64(h.ghost.X*Tile)-cx, float64(h.ghost.Y*Tile)-cy, n, n, c, 0)
	}
	vw, vh := m.view()
	box(s, 0, 0, float64(vw), 26, colorPanel, 0)
	box(s, 0, float64(vh-70), float64(vw), 70, colorPanel, 0)
	h.minimap(s, m)
}

// minimap draws the map small: its ground, the fog, the units the viewer
// sees as dots, and the camera's frame.
func (h *Hud) minimap(s visual.Sink, m *Match) {
	mx, my, mw, mh, sc := m.minimap()
	x0, y0, f := float64(mx), float64(my), float64(sc)
	box(s, x0-3, y0-3, float64(mw)+6, float64(mh)+6, griff.RGBA8(10, 10, 14, 255), 0)
	box(s, x0, y0, float64(mw), float64(mh), colorGrass, 0)
	bit := uint8(1) << uint(min(max(m.viewer, 0), 7))
	for y := range m.Height {
		for x := range m.Width {
			var c griff.Color
			switch m.terrain(x, y) {
			case TerrainTree:
				c = colorTree
			case TerrainRock:
				c = colorRock
			case TerrainWater:
				c = colorWater
			default:
				continue
			}
			box(s, x0+float64(float64(x)*f), y0+float64(float64(y)*f), f, f, c, 0)
		}
	}
	for _, d := range h.dots {
		sz := 3.0
		if d.big {
			sz = 6
		}
		box(s, x0+float64(d.x*f/Tile)-float64(sz/2), y0+float64(d.y*f/Tile)-float64(sz/2), sz, sz, sideColors[d.side], 0)
	}
	if !m.NoFog && len(m.Explored) == m.Width*m.Height {
		for y := range m.Height {
			for x := range m.Width {
				if k := fogKind(m, x, y, bit); k > 0 {
					box(s, x0+float64(float64(x)*f), y0+float64(float64(y)*f), f, f, fogColor(k), 0)
				}
			}
		}
	}
	vw, vh := m.view()
	box(s, x0+float64(float64(m.ui.Cam[0])*f/Tile), y0+float64(float64(m.ui.Cam[1])*f/Tile), float64(vw)*f/Tile, float64(vh)*f/Tile, colorText, 1)
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// itoa appends n.
func itoa(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) }

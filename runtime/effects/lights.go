package effects

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// lights flickers the lights and finds their occluders and fades the ambient
// lights, on step tick of dt seconds.
func (s *system) lights(g *runtime.Game, tick griff.Tick, dt float64) {
	sc := g.Scene()
	for e, l := range scenes.ActiveRead[visual.Light](sc) {
		// Read-only (scenes' Change marks): a steady light without shadows
		// is not written, so a Timeline shares its record.
		if l.Flicker != 0 || l.Shadows && !l.Off || len(l.Occluders) > 0 {
			e.MarkChanged()
		}
		boundLight(g, e, l)
		if l.Flicker != 0 {
			if !l.State.Seeded {
				l.State.Rand, l.State.Seeded = *g.Rand().Spawn(), true
			}
			l.State.Shown.Set(tick, 1-float64(l.Flicker*l.State.Rand.Float64()))
		}
		l.Occluders = l.Occluders[:0]
		if l.Shadows && !l.Off {
			s.occluders(sc, e, l)
		}
	}
	fadeAmbient(sc, tick, dt)
}

// boundLight clamps a light's numbers into range, warning once (the fixed
// value is kept, so the warning is not repeated).
func boundLight(g *runtime.Game, e *scenes.Entity, l *visual.Light) {
	fix := func(v *float64, lo, hi, nan float64, name string) {
		if nv, ok := bound(*v, lo, hi, nan); !ok {
			g.Problems().Warn(e, "Griff.Light", "effects: %s %v is out of [%v, %v]; clamped to %v", name, *v, lo, hi, nv)
			e.MarkChanged() // lights reads the lights read-only
			*v = nv
		}
	}
	if l.Reach != 0 {
		fix(&l.Reach, 0, visual.MaxReach, 0, "reach")
	}
	if l.Brightness != 0 {
		fix(&l.Brightness, 0, visual.MaxBrightness, 1, "brightness")
	}
	if l.Spread != 0 {
		fix(&l.Spread, 1e-3, 2*math.Pi, visual.DefaultSpread, "spread")
	}
	if l.Flicker != 0 {
		fix(&l.Flicker, 0, 1, 0, "flicker")
	}
}

// occluders fills l.Occluders with the solid colliders and tilemap walls that
// come within the reach of light l on entity e.
func (s *system) occluders(sc *scenes.Scene, e *scenes.Entity, l *visual.Light) {
	p := e.Transform().WorldPosition()
	r := l.ReachOrDefault()
	near := griff.Box{Min: griff.V(p[0]-r, p[1]-r), Max: griff.V(p[0]+r, p[1]+r)}
	for ce, c := range scenes.ActiveRead[physics.Collider](sc) { // read only (no change marks)
		if ce == e {
			continue // a light inside its own collider still shines
		}
		w := ce.Transform().World()
		pos, rot := w.Translation(), griff.Atan2(w.B, w.A)
		for i := range c.Shapes {
			l.Occluders = appendShape(l.Occluders, &c.Shapes[i], pos, rot, near)
		}
	}
	for we, tw := range scenes.ActiveRead[physics.TilemapWalls](sc) {
		if tw.Wall.OneWay != physics.SideNone || tw.Wall.Sensor || tw.Width <= 0 {
			continue
		}
		o := we.Transform().WorldPosition()
		cs := tw.CellSize
		cells := tw.Cells[:min(len(tw.Cells), physics.MaxWallCells)]
		for _, rc := range s.merger.Merge(cells, tw.Width) {
			b := griff.Box{Min: griff.V(o[0]+float64(float64(rc.X)*cs[0]), o[1]+float64(float64(rc.Y)*cs[1]))}
			b.Max = griff.V(b.Min[0]+float64(float64(rc.W)*cs[0]), b.Min[1]+float64(float64(rc.H)*cs[1]))
			if b.Intersects(near) {
				l.Occluders = append(l.Occluders, boxOccluder(b))
			}
		}
	}
}

func boxOccluder(b griff.Box) visual.Occluder {
	return visual.Occluder{N: 4, Points: [visual.MaxOccluderPoints]griff.Vec{b.Min, {b.Max[0], b.Min[1]}, b.Max, {b.Min[0], b.Max[1]}}}
}

// appendShape appends the occluders of collider shape sh on an entity at pos
// turned by rot (scale is ignored, as physics does) that meet near.
func appendShape(dst []visual.Occluder, sh *physics.Shape, pos griff.Vec, rot float64, near griff.Box) []visual.Occluder {
	if sh.Sensor || sh.OneWay != physics.SideNone {
		return dst
	}
	var o visual.Occluder
	place := func(v griff.Vec) griff.Vec { return pos.Add(griff.Rotate(v, rot)) }
	switch sh.Kind {
	case physics.ShapeBox, physics.ShapeCapsule:
		hx, hy := sh.Size[0]/2, sh.Size[1]/2
		o.N = 4
		for i, c := range [4]griff.Vec{{-hx, -hy}, {hx, -hy}, {hx, hy}, {-hx, hy}} {
			o.Points[i] = place(sh.Offset.Add(griff.Rotate(c, sh.Angle)))
		}
	case physics.ShapeCircle:
		o.N = visual.MaxOccluderPoints
		for i := range o.N {
			sn, cs := griff.Sincos(float64(i) * 2 * math.Pi / float64(o.N))
			o.Points[i] = place(sh.Offset.Add(griff.V(cs*sh.Radius, sn*sh.Radius)))
		}
	case physics.ShapePolygon:
		if len(sh.Points) < 3 || len(sh.Points) > visual.MaxOccluderPoints {
			return dst
		}
		o.N = len(sh.Points)
		for i, v := range sh.Points {
			o.Points[i] = place(sh.Offset.Add(griff.Rotate(v, sh.Angle)))
		}
	case physics.ShapeSegment, physics.ShapeChain:
		for i := 0; i+1 < len(sh.Points); i++ {
			seg := visual.Occluder{N: 2}
			seg.Points[0], seg.Points[1] = place(sh.Offset.Add(sh.Points[i])), place(sh.Offset.Add(sh.Points[i+1]))
			if occluderBox(&seg).Intersects(near) {
				dst = append(dst, seg)
			}
		}
		return dst
	default:
		return dst
	}
	if occluderBox(&o).Intersects(near) {
		dst = append(dst, o)
	}
	return dst
}

func occluderBox(o *visual.Occluder) griff.Box {
	b := griff.Box{Min: o.Points[0], Max: o.Points[0]}
	for _, p := range o.Points[1:o.N] {
		b = b.Include(p)
	}
	return b
}

// fadeAmbient fades in the ambient light of the room the first active
// camera's centre is in (or the scene's) and fades out the others.
func fadeAmbient(sc *scenes.Scene, tick griff.Tick, dt float64) {
	var at griff.Vec
	for ce := range scenes.ActiveRead[visual.Camera](sc) {
		at = ce.Transform().WorldPosition()
		break
	}
	room := false
	for _, a := range scenes.ActiveRead[visual.AmbientLight](sc) {
		if !a.Area.Empty() && a.Area.Contains(at) {
			room = true
			break
		}
	}
	chosen := false
	for ae, a := range scenes.ActiveRead[visual.AmbientLight](sc) {
		want := 0.0
		in := a.Area.Empty() && !room || !a.Area.Empty() && a.Area.Contains(at)
		if in && !chosen {
			want, chosen = 1, true
		}
		w := a.Weight.Value()
		fade := a.FadeIn
		if !(fade > 0) {
			w = want
		} else {
			step := dt / min(fade, 60)
			if w < want {
				w = min(want, w+step)
			} else {
				w = max(want, w-step)
			}
		}
		if w != a.Weight.Value() {
			ae.MarkChanged() // read-only above: only a fading light is written
			a.Weight.Set(tick, w)
		}
	}
}

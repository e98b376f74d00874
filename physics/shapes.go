package physics

import (
	"math"

	"github.com/griffengine/griff/griff"

	"github.com/jakecoffman/cp/v2"
)

// addShape builds the cp shapes of s (index i of its component) on r's body
// and adds them to the space. A shape whose geometry is unusable warns once in
// the problem log, naming entity and component, and is left out.
func (w *World) addShape(r *bodyRec, s Shape, i int, component string, group uint) {
	s, note := clampShape(s)
	if note != "" {
		w.scene.Problems().Warn(r.e, component, "shape %d (%v): %s", i, s.Kind, note)
	}
	geo, msg := w.geometry(r.body, s)
	if msg != "" {
		w.scene.Problems().Warn(r.e, component, "shape %d (%v): %s; left out", i, s.Kind, msg)
		return
	}
	ref := newShapeRef(r, i, s.OneWay.outward())
	for _, sh := range geo {
		w.finishShape(sh, s, ref, group)
		w.space.AddShape(sh)
		r.shapes = append(r.shapes, sh)
	}
}

// finishShape sets a new cp shape's material, filter and user data.
func (w *World) finishShape(sh *cp.Shape, s Shape, ref *shapeRef, group uint) {
	f := s.Friction
	switch {
	case f == 0:
		f = DefaultFriction
	case f < 0:
		f = 0
	}
	sh.SetFriction(f)
	sh.SetElasticity(s.Restitution)
	d := s.Density
	switch {
	case d == 0:
		d = DefaultDensity
	case d < 0:
		d = 0
	}
	if d > 0 && !s.Sensor {
		sh.SetDensity(d)
	}
	sh.SetSensor(s.Sensor)
	sh.SetFilter(filterOf(s.Layers, s.Mask, group))
	ref.sensor = s.Sensor
	if s.Sensor || ref.oneWay != (griff.Vec{}) || ref.rec.kind == BodyKinematic {
		ref.watched = true
		sh.SetCollisionType(watchedType)
	}
	sh.UserData = ref
}

// filterOf returns the cp filter of a shape: zero layers mean layer 1, a zero
// mask means all layers.
func filterOf(layers, mask uint32, group uint) cp.ShapeFilter {
	if layers == 0 {
		layers = 1
	}
	m := uint(mask)
	if mask == 0 {
		m = cp.ALL_CATEGORIES
	}
	return cp.ShapeFilter{Group: group, Categories: uint(layers), Mask: m}
}

// geometry returns the cp shapes for s on body, or a message saying what is
// wrong with s.
func (w *World) geometry(body *cp.Body, s Shape) ([]*cp.Shape, string) {
	if !finite(s.Offset[0], s.Offset[1], s.Angle, s.Size[0], s.Size[1], s.Radius) {
		return nil, "a number is not finite"
	}
	for _, p := range s.Points {
		if !finite(p[0], p[1]) {
			return nil, "a point is not finite"
		}
	}
	if !inReach(s) {
		return nil, "a point or the offset is further than 1e6 world units from the entity"
	}
	if s.Radius < 0 || s.Restitution < 0 || !finite(s.Friction, s.Restitution, s.Density) {
		return nil, "negative radius or restitution, or a material number not finite"
	}
	place := cp.NewTransformRigid(vec(s.Offset), s.Angle)
	switch s.Kind {
	case ShapeBox:
		if !(s.Size[0] > 0 && s.Size[1] > 0) {
			return nil, "size must be > 0"
		}
		hw, hh := s.Size[0]/2, s.Size[1]/2
		verts := []cp.Vector{{X: -hw, Y: -hh}, {X: -hw, Y: hh}, {X: hw, Y: hh}, {X: hw, Y: -hh}}
		return one(cp.NewPolyShape(body, 4, verts, place, s.Radius)), ""
	case ShapeCircle:
		if !(s.Radius > 0) {
			return nil, "radius must be > 0"
		}
		return one(cp.NewCircle(body, s.Radius, vec(s.Offset))), ""
	case ShapeCapsule:
		return capsule(body, s, place)
	case ShapePolygon:
		if len(s.Points) < 3 {
			return nil, "a polygon needs at least 3 points"
		}
		verts := make([]cp.Vector, len(s.Points))
		for i, p := range s.Points {
			verts[i] = vec(p)
		}
		hull := make([]cp.Vector, len(verts))
		copy(hull, verts)
		if cp.ConvexHull(len(hull), hull, nil, 0) < 3 {
			return nil, "the polygon's points are all on a line"
		}
		return one(cp.NewPolyShape(body, len(verts), verts, place, s.Radius)), ""
	case ShapeSegment:
		if len(s.Points) != 2 {
			return nil, "a segment needs exactly 2 points"
		}
		return one(cp.NewSegment(body, vec(s.Points[0].Add(s.Offset)), vec(s.Points[1].Add(s.Offset)), s.Radius)), ""
	case ShapeChain:
		if len(s.Points) < 2 {
			return nil, "a chain needs at least 2 points"
		}
		var out []*cp.Shape
		for i := 1; i < len(s.Points); i++ {
			a, b := s.Points[i-1].Add(s.Offset), s.Points[i].Add(s.Offset)
			out = append(out, cp.NewSegment(body, vec(a), vec(b), s.Radius))
		}
		return out, ""
	}
	return nil, "unknown kind"
}

func capsule(body *cp.Body, s Shape, place cp.Transform) ([]*cp.Shape, string) {
	if !(s.Size[0] > 0 && s.Size[1] > 0) {
		return nil, "size must be > 0"
	}
	r := math.Min(s.Size[0], s.Size[1]) / 2
	var a, b cp.Vector
	if s.Size[0] >= s.Size[1] {
		a, b = cp.Vector{X: float64(-s.Size[0]/2) + r}, cp.Vector{X: float64(s.Size[0]/2) - r}
	} else {
		a, b = cp.Vector{Y: float64(-s.Size[1]/2) + r}, cp.Vector{Y: float64(s.Size[1]/2) - r}
	}
	return one(cp.NewSegment(body, place.Point(a), place.Point(b), r)), ""
}

func one(s *cp.Shape) []*cp.Shape { return []*cp.Shape{s} }

func finite(xs ...float64) bool {
	for _, x := range xs {
		if x-x != 0 { // NaN for a NaN or an infinity, 0 for every finite x
			return false
		}
	}
	return true
}

// innerRadius is the radius of the circle a continuous body sweeps: the
// smallest half extent of its shapes (at least 0.5 world units).
func innerRadius(shapes []Shape) float64 {
	r := math.Inf(1)
	for _, s := range shapes {
		if s.Sensor {
			continue
		}
		switch s.Kind {
		case ShapeBox, ShapeCapsule:
			r = math.Min(r, math.Min(s.Size[0], s.Size[1])/2)
		case ShapeCircle:
			r = math.Min(r, s.Radius)
		default:
			r = math.Min(r, s.Radius)
		}
	}
	if math.IsInf(r, 1) || r < 0.5 {
		return 0.5
	}
	return r
}

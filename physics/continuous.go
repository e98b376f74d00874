package physics

import (
	"github.com/griffengine/griff/griff"
	"github.com/jakecoffman/cp/v2"
)

// beforeStep remembers which bodies sleep as the step begins (see
// contactLog.endStep) and where each awake continuous body is.
func (w *World) beforeStep() {
	for _, r := range w.bodies {
		r.slept = r.body.IsSleeping()
		if r.continuous && r.kind == Dynamic && !r.slept {
			r.before = r.body.Position()
		}
	}
}

// sweepContinuous puts back each continuous body that went further than its
// inner radius this step at the first solid shape its core (a circle of half
// its inner radius, small enough not to touch what it rests on) meets on the
// way. The body keeps its velocity; the next step solves the contact.
func (w *World) sweepContinuous() {
	for _, r := range w.bodies {
		if !r.continuous || r.kind != Dynamic || r.body.IsSleeping() || len(r.shapes) == 0 {
			continue
		}
		from, to := r.before, r.body.Position()
		d := to.Sub(from)
		if !(d.Length() > r.radius) || !finite(d.X, d.Y, from.X, from.Y) {
			continue
		}
		alpha := w.sweep(r, from, to, d)
		if alpha < 1 {
			r.body.SetPosition(from.Add(d.Mult(alpha)))
			for _, s := range r.shapes {
				w.space.ReindexShape(s)
			}
		}
	}
}

// sweep returns the fraction of from→to the core of r's body travels before
// meeting a solid shape it collides with (1 if none).
func (w *World) sweep(r *bodyRec, from, to, d cp.Vector) float64 {
	filter := r.shapes[0].Filter
	best := 1.0
	w.space.SegmentQuery(from, to, r.radius/2, filter, func(sh *cp.Shape, _, _ cp.Vector, alpha float64, _ any) {
		if sh.Body() == r.body || sh.Sensor() || alpha >= best {
			return
		}
		ref, ok := sh.UserData.(*shapeRef)
		if !ok || (ref.oneWay != (griff.Vec{}) && d.Dot(vec(ref.oneWay)) >= 0) {
			return // a one-way shape met from a side it lets through
		}
		if filter.Reject(sh.Filter) {
			return
		}
		best = alpha
	}, nil)
	return best
}

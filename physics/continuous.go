package physics

import (
	"reflect"
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/jakecoffman/cp/v2"
)

// beforeStep remembers which bodies sleep as the step begins (see
// contactLog.endStep) and where each awake continuous body is.
func (w *World) beforeStep() {
	w.walkLen, w.sleptBodies, w.continuousN = 0, 0, 0
	asleep := anyAsleep(w.space)
	if !asleep && w.prewalked == len(w.bodies) {
		// sync's prewalk did it for every body, each at its place
		w.walkLen, w.continuousN = int32(len(w.bodies)), w.preContinuous
	}
	for _, r := range w.bodies[w.walkLen:] {
		w.walkOn(r, asleep)
		if r.continuous && r.kind == BodyDynamic {
			w.continuousN++
			if !r.slept {
				r.before = r.body.Position()
			}
		}
	}
	for _, rp := range w.ropes {
		for _, r := range rp.points {
			w.walkOn(r, asleep)
		}
	}
}

// prewalkAt prewalks r, the record sync found for an entity through its
// cursor on w.bodies (at is the cursor after it, was before), if it synced
// it in a step (dt > 0) and r is still in w.bodies (seen), at its place i:
// where the cursor found it (at is was+1), else where its walk index says
// it was (a dynamic record), else anywhere (a static or kinematic record's
// walk index is 0 wherever it is). A level's static colliders usually come
// before its bodies in the hierarchy, and a body added later comes after
// them in w.bodies, so the cursor alone misses both, and beforeStep would
// then walk every record again (TestPrewalkChangesNothing counts the steps
// it does not). read is prewalk's.
func (w *World) prewalkAt(r *bodyRec, was, at int, dt float64, read bool) {
	if dt <= 0 || w.noPrewalk || r == nil || r.seen != w.stamp {
		return
	}
	switch i := int(r.walk) - 1; {
	case at == was+1 && w.bodies[was] == r:
		w.prewalk(r, was, read)
	case r.kind != BodyDynamic:
		w.prewalk(r, -1, false)
	case i >= 0 && i < len(w.bodies) && w.bodies[i] == r:
		w.prewalk(r, i, read)
	}
}

// prewalk is walkOn and beforeStep's note of a continuous body, done by
// sync for a body r at w.bodies[i], synced, while its record is at hand: the
// rest of sync changes no other body's velocities or position (it builds,
// removes, places and wakes bodies, and sets each body's own velocities). It
// counts for beforeStep, which uses what prewalk set only when every record
// was prewalked, none moved in w.bodies (none dropped) and no body sleeps
// (prewalk sets slept false without reading it); else beforeStep walks
// every record again, as it did before prewalk. i is r's place in w.bodies
// (-1 for a record not dynamic found elsewhere: see prewalkAt).
//
// read says that r is a steady dynamic body (sync changed none of its
// velocities) and w.velsRead holds: its cpVel and cpW then equal (==) its
// body's velocities, and when none of the three is zero they are the same
// bits (== tells apart no other two finite floats; writeBack stopped any
// that is not finite), so they are read from the record's line steady read,
// not from two lines of the cp body.
func (w *World) prewalk(r *bodyRec, i int, read bool) {
	walk := int32(0)
	if r.kind == BodyDynamic {
		walk = int32(i) + 1
	}
	r.setWalk(walk)
	r.slept = false
	if v, sp := r.cpVel, r.cpW; read && v.X != 0 && v.Y != 0 && sp != 0 {
		r.v0, r.w0 = v, sp
	} else {
		r.v0, r.w0 = r.body.Velocity(), r.body.AngularVelocity()
	}
	if r.continuous && r.kind == BodyDynamic {
		w.preContinuous++
		if !r.body.IsSleeping() { // as beforeStep: a sleeping body's is left as it was
			r.before = r.body.Position()
		}
	}
	w.prewalked++
}

// walkOn gives r the next place in the step's walk order (see
// collectContacts) and notes what the step starts from; asleep is
// anyAsleep(w.space).
func (w *World) walkOn(r *bodyRec, asleep bool) {
	w.walkLen++
	walk := int32(0)
	if r.kind == BodyDynamic {
		// collectListed's group: one field read per arbiter, not kind too
		walk = w.walkLen
	}
	r.setWalk(walk)
	r.slept = asleep && r.body.IsSleeping()
	if r.slept {
		w.sleptBodies++
	}
	r.v0, r.w0 = r.body.Velocity(), r.body.AngularVelocity()
}

// sweepContinuous puts back each continuous body that went further than its
// inner radius this step at the first solid shape its core (a circle of half
// its inner radius, small enough not to touch what it rests on) meets on the
// way, overlapping it by half its inner radius so that the next step finds the
// contact. cp integrates positions before it looks for contacts, so a body
// put back with its velocity would pass the wall again on the next step: the
// velocity into the wall is taken away (and given back reversed times the two
// shapes' restitution, as cp would), and the hit is reported as an Impact when
// it was fast enough.
func (w *World) sweepContinuous() {
	if w.continuousN == 0 {
		return // the common case: no body to sweep, and no walk
	}
	for _, r := range w.bodies {
		if !r.continuous || r.kind != BodyDynamic || r.body.IsSleeping() || len(r.shapes) == 0 {
			continue
		}
		from, to := r.before, r.body.Position()
		d := to.Sub(from)
		if !(d.Length() > r.radius) || !finite(d.X, d.Y, from.X, from.Y) {
			continue
		}
		hit := w.sweep(r, from, to, d)
		if hit.shape == nil {
			continue
		}
		r.body.SetPosition(from.Add(d.Mult(hit.alpha)))
		for _, s := range r.shapes {
			w.space.ReindexShape(s)
		}
		w.stopAtHit(r, hit)
	}
}

// sweepHit is the first shape a sweep met: the fraction of the way travelled,
// the point and the shape's surface normal there (pointing out of it).
type sweepHit struct {
	shape         *cp.Shape
	alpha         float64
	point, normal cp.Vector
}

// stopAtHit takes away r's velocity into the shape it was put back against,
// keeping restitution × that speed going the other way, and reports an impact.
func (w *World) stopAtHit(r *bodyRec, hit sweepHit) {
	v := r.body.Velocity()
	vn := v.Dot(hit.normal)
	if !(vn < 0) {
		return
	}
	e := r.shapes[0].Elasticity() * hit.shape.Elasticity()
	k := float64((1 + e) * vn)
	r.body.SetVelocityVector(cp.Vector{X: v.X - float64(hit.normal.X*k), Y: v.Y - float64(hit.normal.Y*k)})
	if speed := perSecond(-vn); speed >= w.opts.ImpactSpeed {
		ra, rb := r.shapes[0].UserData.(*shapeRef), hit.shape.UserData.(*shapeRef)
		// The impact's normal points from A to B: from the wall to the body.
		w.contacts.impacts = append(w.contacts.impacts, impact(rb, ra, hit.normal, hit.point, speed))
	}
}

// sweep returns the first solid shape the core of r's body meets on its way
// from→to that it collides with (shape nil if none).
func (w *World) sweep(r *bodyRec, from, to, d cp.Vector) sweepHit {
	filter := r.shapes[0].Filter
	best := sweepHit{alpha: 1}
	w.space.SegmentQuery(from, to, r.radius/2, filter, func(sh *cp.Shape, p, n cp.Vector, alpha float64, _ any) {
		if sh.Body() == r.body || sh.Sensor() || alpha >= best.alpha {
			return
		}
		ref, ok := sh.UserData.(*shapeRef)
		if !ok || (ref.oneWay != (griff.Vec{}) && d.Dot(vec(ref.oneWay)) >= 0) {
			return // a one-way shape met from a side it lets through
		}
		if filter.Reject(sh.Filter) {
			return
		}
		best = sweepHit{shape: sh, alpha: alpha, point: p, normal: n}
	}, nil)
	return best
}

// setWalk sets r's walk index, and with it a dynamic body's cp id (see
// walkOf): collectListed then finds the group of an arbiter's dynamic body
// in the first cache line of the cp body, which it reads anyway, rather than
// in the record's last line. cp v2.1.0 reads Body.id only in Body.String (a
// count of bodies made, for printing); snapshots leave it out (snapSkip), as
// they leave out walk. Both are stored only when the walk changes: a steady
// body's memory stays as the snapshot memo imaged it, and the id's line is
// not read. A record and its body are made together (buildBody, ropePoint,
// a restore, which makes new objects) with walk 0, and a dynamic record's
// walk is at least 1, so its first walk sets the id
// (TestWalkOfMatchesRecords).
func (r *bodyRec) setWalk(walk int32) {
	if r.walk == walk {
		return
	}
	r.walk = walk
	if r.kind == BodyDynamic {
		*(*int)(unsafe.Add(unsafe.Pointer(r.body), bodyIDAt)) = int(walk)
	}
}

// walkOf returns the walk index of the record of cp body b, as
// collectListed groups arbiters by it (0 for a body no record walks: static,
// kinematic, the space's own). Every body of finite mass in the space is a
// dynamic record's (a Body's or a rope point's; cp takes a body of mass
// cp.INFINITY, the largest float64, for static or kinematic, Body.GetType,
// and the world gives a dynamic body a finite mass), and every record is walked
// before cp's step, which keeps a dynamic body's id equal to its walk
// (setWalk). For another body, or an id of 0 or beyond the walk (never, but
// it keeps a bad id from indexing past the groups), the record is read.
func walkOf(b *cp.Body, walkLen int32) int32 {
	p := unsafe.Pointer(b)
	if id := *(*int)(unsafe.Add(p, bodyIDAt)); id > 0 && id <= int(walkLen) && *(*float64)(unsafe.Add(p, bodyMAt)) != cp.INFINITY {
		return int32(id)
	}
	if r, ok := b.UserData.(*bodyRec); ok {
		return r.walk
	}
	return 0
}

var (
	bodyIDAt = fieldOffsetOf(reflect.TypeFor[cp.Body](), "id", reflect.TypeFor[int]())
	bodyMAt  = fieldOffsetOf(reflect.TypeFor[cp.Body](), "m", reflect.TypeFor[float64]())
)

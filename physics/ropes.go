package physics

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// DefaultRopeSegments is the number of point masses of a rope whose Segments
// is 0.
const DefaultRopeSegments = 8

// MaxRopeSegments is the most point masses a rope may have; a rope asking for
// more is a data mistake and is left out.
const MaxRopeSegments = 256

// ropeRec is the cache of one Rope: its point bodies, their shapes and links.
type ropeRec struct {
	e      *scenes.Entity
	comp   *Rope
	built  Rope
	a, b   *cp.Body
	pa, pb cp.Vector // anchors in a's and b's local space
	points []*bodyRec
	cons   []*cp.Constraint
	seen   uint64
}

// syncRopes builds, rebuilds and removes ropes after the bodies are in sync.
func (w *World) syncRopes() {
	for e, rp := range scenes.ActiveRead[Rope](w.scene) { // read only: no mark, a Timeline shares the record
		a, pa := w.ropeStart(e, rp)
		var b *cp.Body
		if rp.Other == 0 {
			b = w.space.StaticBody
		} else if rb := w.recOf(w.scene.Entity(rp.Other)); rb != nil {
			b = rb.body
		} else {
			w.scene.Problems().Warn(e, "Griff.Rope", "other %d is not an entity with a Body or Collider; rope left out", rp.Other)
			continue
		}
		if !finite(rp.Anchor[0], rp.Anchor[1], rp.OtherAnchor[0], rp.OtherAnchor[1], rp.Length, rp.Mass, rp.Thickness) ||
			rp.Segments > MaxRopeSegments || rp.Length < 0 || rp.Mass < 0 || rp.Thickness < 0 {
			w.scene.Problems().Warn(e, "Griff.Rope", "a number is negative, not finite or too large; rope left out")
			continue
		}
		r := w.ropesBy[e.ID()]
		if r != nil && (r.comp != rp || r.built != *rp || r.a != a || r.b != b) {
			w.removeRope(r)
			r = nil
		}
		if r == nil {
			r = w.buildRope(e, rp, a, pa, b)
			w.ropes = append(w.ropes, r)
			w.ropesBy[e.ID()] = r
		}
		r.seen = w.stamp
	}
	out := w.ropes[:0]
	for _, r := range w.ropes {
		if r.seen == w.stamp {
			out = append(out, r)
		} else if r.cons != nil {
			w.removeRope(r)
		}
	}
	clear(w.ropes[len(out):])
	w.ropes = out
}

// ropeStart returns the body a rope on e starts from and the anchor in its
// local space: e's own body, or the world at e's transform.
func (w *World) ropeStart(e *scenes.Entity, rp *Rope) (*cp.Body, cp.Vector) {
	if r := w.byEntity[e.ID()]; r != nil {
		return r.body, vec(rp.Anchor)
	}
	return w.space.StaticBody, vec(e.Transform().World().Apply(rp.Anchor))
}

func (w *World) buildRope(e *scenes.Entity, rp *Rope, a *cp.Body, pa cp.Vector, b *cp.Body) *ropeRec {
	r := &ropeRec{e: e, comp: rp, built: *rp, a: a, b: b, pa: pa, pb: vec(rp.OtherAnchor)}
	p0, p1 := a.LocalToWorld(r.pa), b.LocalToWorld(r.pb)
	n := rp.Segments
	if n <= 0 {
		n = DefaultRopeSegments
	}
	length := rp.Length
	if !(length > 0) {
		length = p0.Distance(p1)
	}
	link := length / float64(n+1)
	mass := 1.0
	if rp.Mass > 0 {
		mass = rp.Mass / float64(n)
	}
	w.groups++
	prev, prevAnchor := a, r.pa
	for i := range n {
		pr := w.ropePoint(e, i, p0.Lerp(p1, float64(i+1)/float64(n+1)), mass, rp.Thickness)
		r.points = append(r.points, pr)
		r.cons = append(r.cons, cp.NewSlideJoint(prev, pr.body, prevAnchor, cp.Vector{}, 0, link))
		prev, prevAnchor = pr.body, cp.Vector{}
	}
	r.cons = append(r.cons, cp.NewSlideJoint(prev, b, prevAnchor, r.pb, 0, link))
	// A tether from end to end holds the rope's length whatever the mass
	// ratio: a chain of light points alone lets a heavy body stretch it.
	for _, c := range r.cons {
		c.SetCollideBodies(false)
	}
	if a != b && (a.GetType() == cp.BODY_DYNAMIC || b.GetType() == cp.BODY_DYNAMIC) {
		r.cons = append(r.cons, cp.NewSlideJoint(a, b, r.pa, r.pb, 0, length)) // collides: a and b still meet
	}
	for _, c := range r.cons {
		c.SetErrorBias(cpBias)
		w.space.AddConstraint(c)
	}
	return r
}

// ropePoint makes one point mass of a rope, with a circle when thickness > 0.
func (w *World) ropePoint(e *scenes.Entity, i int, p cp.Vector, mass, thickness float64) *bodyRec {
	pr := &bodyRec{e: e, kind: BodyDynamic, seen: 1, linKeep: 1, angKeep: 1}
	pr.body = newCPBody(BodyDynamic)
	pr.body.UserData = pr
	pr.body.SetMass(mass)
	pr.body.SetMoment(math.Inf(1))
	pr.body.SetPosition(p)
	w.space.AddBody(pr.body)
	if thickness > 0 {
		sh := cp.NewCircle(pr.body, thickness/2, cp.Vector{})
		sh.SetFriction(DefaultFriction)
		sh.SetFilter(cp.ShapeFilter{Group: w.groups, Categories: 1, Mask: cp.ALL_CATEGORIES})
		sh.UserData = newShapeRef(pr, i, griff.Vec{})
		w.space.AddShape(sh)
		pr.shapes = append(pr.shapes, sh)
	}
	return pr
}

func (w *World) removeRope(r *ropeRec) {
	for _, c := range r.cons {
		w.space.RemoveConstraint(c)
	}
	for _, p := range r.points {
		for _, s := range p.shapes {
			w.space.RemoveShape(s)
		}
		w.space.RemoveBody(p.body)
		p.seen = 0
	}
	r.cons, r.points = nil, nil
	if w.ropesBy[r.e.ID()] == r {
		delete(w.ropesBy, r.e.ID())
	}
}

// dropRopesOn removes the ropes tied to body b (which is about to be removed);
// the next syncRopes builds them again if their bodies are still there.
func (w *World) dropRopesOn(b *cp.Body) {
	out := w.ropes[:0]
	for _, r := range w.ropes {
		if r.a == b || r.b == b {
			w.removeRope(r)
			continue
		}
		out = append(out, r)
	}
	clear(w.ropes[len(out):])
	w.ropes = out
}

// RopePoints appends to dst the points of the rope on e, from its start anchor
// through each point mass to its end anchor (world units, y down), and returns
// the extended slice; dst is returned unchanged if e has no built rope.
func (w *World) RopePoints(e *scenes.Entity, dst []griff.Vec) []griff.Vec {
	r := w.ropesBy[e.ID()]
	if r == nil {
		return dst
	}
	dst = append(dst, gvec(r.a.LocalToWorld(r.pa)))
	for _, p := range r.points {
		dst = append(dst, gvec(p.body.Position()))
	}
	return append(dst, gvec(r.b.LocalToWorld(r.pb)))
}

package physics

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// jointRec is the cache of one Joint component: its cp constraints.
type jointRec struct {
	e     *scenes.Entity
	comp  *Joint
	built Joint
	a, b  *cp.Body
	cons  []*cp.Constraint
	seen  uint64
}

// syncJoints builds, rebuilds and removes joints after the bodies are in sync.
func (w *World) syncJoints() {
	for e, j := range scenes.ActiveRead[Joint](w.scene) { // read only: no mark, a Timeline shares the record
		a, b := w.jointBodies(e, j.Body, j.Other, "Griff.Joint")
		if a == nil {
			continue
		}
		if msg := checkJoint(j, a, b); msg != "" {
			w.scene.Problems().Warn(e, "Griff.Joint", "%s; joint left out", msg)
			continue
		}
		r := w.jointsBy[e.ID()]
		if r != nil && (r.comp != j || r.built != *j || r.a != a || r.b != b) {
			w.removeJoint(r)
			r = nil
		}
		if r == nil {
			r = &jointRec{e: e, comp: j, built: *j, a: a, b: b}
			r.cons = buildJoint(j, a, b)
			for _, c := range r.cons {
				w.space.AddConstraint(c)
			}
			w.joints = append(w.joints, r)
			w.jointsBy[e.ID()] = r
		}
		r.seen = w.stamp
	}
	out := w.joints[:0]
	for _, r := range w.joints {
		if r.seen == w.stamp {
			out = append(out, r)
		} else if r.cons != nil {
			w.removeJoint(r)
		}
	}
	clear(w.joints[len(out):])
	w.joints = out
}

// jointBodies finds the cp bodies a joint or rope on e joins: first (0 means
// e) and other (0 means the world's static body). It warns once and returns
// nils if either names no entity with a built body.
func (w *World) jointBodies(e *scenes.Entity, first, other scenes.EntityID, component string) (*cp.Body, *cp.Body) {
	ea := e
	if first != 0 {
		ea = w.scene.Entity(first)
	}
	ra := w.recOf(ea)
	if ra == nil {
		w.scene.Problems().Warn(e, component, "body %d is not an entity with a Body or Collider; joint left out", first)
		return nil, nil
	}
	if other == 0 {
		return ra.body, w.space.StaticBody
	}
	rb := w.recOf(w.scene.Entity(other))
	if rb == nil {
		w.scene.Problems().Warn(e, component, "other %d is not an entity with a Body or Collider; joint left out", other)
		return nil, nil
	}
	return ra.body, rb.body
}

func (w *World) recOf(e *scenes.Entity) *bodyRec {
	if e == nil {
		return nil
	}
	return w.byEntity[e.ID()]
}

// checkJoint says what makes j unusable between a and b, or "". cp v2.1.0
// compiles its own checks out, so a spring without stiffness or a joint
// between two bodies that cannot move would fill the solver with NaNs.
func checkJoint(j *Joint, a, b *cp.Body) string {
	switch {
	case a == b:
		return "a joint needs two different bodies"
	case a.GetType() != cp.BODY_DYNAMIC && b.GetType() != cp.BODY_DYNAMIC:
		return "neither body is dynamic"
	case !finite(j.Anchor[0], j.Anchor[1], j.OtherAnchor[0], j.OtherAnchor[1], j.MinAngle, j.MaxAngle,
		j.MotorSpeed, j.MotorTorque, j.RestLength, j.Stiffness, j.Damping, j.MinLength, j.MaxLength):
		return "a number is not finite"
	case j.Kind == JointSpring && !(j.Stiffness > 0):
		return "a spring needs Stiffness > 0"
	case j.Kind == JointSpring && j.Damping < 0, j.MinLength < 0, j.MaxLength < 0:
		return "negative damping or length"
	case j.Kind > JointDistance:
		return "unknown kind"
	}
	return ""
}

// buildJoint makes the cp constraints of j between a and b.
func buildJoint(j *Joint, a, b *cp.Body) []*cp.Constraint {
	pa, pb := vec(j.Anchor), vec(j.OtherAnchor)
	var out []*cp.Constraint
	switch j.Kind {
	case JointSpring:
		out = append(out, newSpring(a, b, pa, pb, j.RestLength, perNs2(j.Stiffness), perNs(j.Damping)))
	case JointDistance:
		if j.MinLength == 0 && j.MaxLength == 0 {
			out = append(out, cp.NewPinJoint(a, b, pa, pb))
		} else {
			out = append(out, cp.NewSlideJoint(a, b, pa, pb, j.MinLength, max(j.MinLength, j.MaxLength)))
		}
	default:
		out = append(out, cp.NewPivotJoint2(a, b, pa, pb))
		if j.Limit {
			out = append(out, cp.NewRotaryLimitJoint(a, b, j.MinAngle, max(j.MinAngle, j.MaxAngle)))
		}
		if j.Motor {
			// cp's motor drives b.w - a.w towards -Rate.
			m := cp.NewSimpleMotor(a, b, perNs(-j.MotorSpeed))
			if j.MotorTorque > 0 {
				m.SetMaxForce(perNs2(j.MotorTorque))
			}
			out = append(out, m)
		}
	}
	for _, c := range out {
		c.SetCollideBodies(j.Collide)
		c.SetErrorBias(cpBias)
	}
	return out
}

func (w *World) removeJoint(r *jointRec) {
	for _, c := range r.cons {
		w.space.RemoveConstraint(c)
	}
	r.cons = nil
	if w.jointsBy[r.e.ID()] == r {
		delete(w.jointsBy, r.e.ID())
	}
}

// dropJointsOn removes the joints on body b (which is about to be removed); the
// next syncJoints builds them again if their bodies are still there.
func (w *World) dropJointsOn(b *cp.Body) {
	for _, r := range w.joints {
		if r.cons != nil && (r.a == b || r.b == b) {
			w.removeJoint(r)
			r.seen = 0
		}
	}
	w.joints = dropRemovedJoints(w.joints)
}

func dropRemovedJoints(js []*jointRec) []*jointRec {
	out := js[:0]
	for _, r := range js {
		if r.cons != nil {
			out = append(out, r)
		}
	}
	clear(js[len(out):])
	return out
}

// JointAnchors returns the world positions of the two anchors of the joint on
// e (world units, y down), and false if e has no built joint. For drawing and
// tests.
func (w *World) JointAnchors(e *scenes.Entity) (a, b griff.Vec, ok bool) {
	r := w.jointsBy[e.ID()]
	if r == nil {
		return a, b, false
	}
	return gvec(r.a.LocalToWorld(vec(r.built.Anchor))), gvec(r.b.LocalToWorld(vec(r.built.OtherAnchor))), true
}

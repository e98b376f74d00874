package physics

import (
	"math"

	"github.com/griffengine/griff/griff"
)

// writeBack writes every awake moving body's position and rotation to its
// transform, and a dynamic body's velocities to its Body (marking its entity
// changed when they change); a kinematic body moved by its transform is
// placed and a runaway stopped in build order.
//
// When no body sleeps, the records are written from the last to the first,
// and the placing and stopping left for after, in build order (writeLater):
// each write reads only its own cp body and writes its own record,
// transform and Body, so their order changes no bits, and the first
// records' lines are then the ones still cached when the next step's sync
// reads the records from the first (5,050 boxes: 20k last-level misses a
// step fewer). A kinematic body placed wakes no body then (none sleeps), and
// no write reads what placing or stopping another body changes (that body's
// place, velocities and idle time). The entities are then marked changed in
// the reverse order: scenes lists them in the order marked, and the only
// reader of the list, a Timeline, sorts them by hierarchy order. When a body
// sleeps, writeBack goes in build order, placing and stopping as it goes, as
// a body woken by a kinematic one's place is then written.
func (w *World) writeBack() {
	// A body is only woken here (place), so none sleeps when none slept as
	// writeBack began.
	asleep := anyAsleep(w.space)
	// Then every dynamic record's cpVel and cpW are its body's velocities
	// (velocity, or setVelocity in stopRunaway), for prewalk.
	w.velsRead = !asleep
	if asleep || w.writeInOrder {
		for _, r := range w.bodies {
			w.writeAfter(r, w.writeOne(r, asleep))
		}
		return
	}
	later := w.writeLater[:0]
	for i := len(w.bodies) - 1; i >= 0; i-- {
		if a := w.writeOne(w.bodies[i], false); a != writeDone {
			later = append(later, int32(i)<<writeShift|int32(a))
		}
	}
	for j := len(later) - 1; j >= 0; j-- {
		w.writeAfter(w.bodies[later[j]>>writeShift], writeAction(later[j]&(1<<writeShift-1)))
	}
	w.writeLater = later
}

// writeAction is what writeOne leaves to writeAfter for a record.
type writeAction uint8

const (
	writeDone      writeAction = iota // nothing
	writePlace                        // place a kinematic body moved by its transform
	writeNotFinite                    // stop a body whose motion is not finite
	writeOutside                      // stop a body gone beyond inWorld
	writeShift     = 3                // bits of an action in writeLater's entries
)

// writeOne writes r's body's position and rotation to its transform, and a
// dynamic body's velocities to its Body, unless r is static, asleep (asleep
// is anyAsleep as writeBack began) or has an action for writeAfter, which it
// returns.
func (w *World) writeOne(r *bodyRec, asleep bool) writeAction {
	if r.kind == BodyStatic {
		return writeDone
	}
	if r.kind == BodyKinematic && r.moving { // (kind first: a dynamic body's moving is in another cache line)
		return writePlace
	}
	b := r.body
	if asleep && b.IsSleeping() {
		return writeDone
	}
	pos, angle, vel := gvec(b.Position()), b.Angle(), b.Velocity()
	// finite(pos, angle, vel, spin) in one test: x-x is 0 for every
	// finite x and NaN otherwise, and a sum with a NaN is NaN.
	if spin := b.AngularVelocity(); (pos[0]-pos[0])+(pos[1]-pos[1])+(angle-angle)+(vel.X-vel.X)+(vel.Y-vel.Y)+(spin-spin) != 0 {
		return writeNotFinite
	}
	if !inWorld(pos) {
		return writeOutside
	}
	tr := r.e.Transform()
	p, a := pos, angle
	if r.e.Parent() != nil {
		p, a = toLocal(r.e, pos, angle)
	}
	tr.SetPosition(p)
	tr.SetRotation(a)
	r.lastPos, r.lastRot = tr.Position(), tr.Rotation()
	if r.kind == BodyDynamic && r.comp != nil {
		v, spin := r.velocity()
		if b := r.comp; !sameBits(v, b.Velocity) || math.Float64bits(spin) != math.Float64bits(b.AngularVelocity) {
			// sync read the Body without marking it (ActiveRead):
			// mark it when its bits change, so a Timeline writes its
			// record again, and only then.
			r.e.MarkChanged()
			b.Velocity, b.AngularVelocity = v, spin
		}
		r.lastVel, r.lastW = v, spin
	}
	return writeDone
}

// writeAfter does what writeOne left for r.
func (w *World) writeAfter(r *bodyRec, a writeAction) {
	switch a {
	case writePlace:
		r.moving = false
		w.place(r, r.moveTarget, r.moveRot) // the transform is already there
	case writeNotFinite:
		w.stopRunaway(r, "the body's motion is not finite (a huge velocity or gravity scale?); stopped")
	case writeOutside:
		w.stopRunaway(r, "the body went further than 1e7 world units from the origin; stopped where it was")
	}
}

// stopRunaway puts a body whose motion stopped being finite (a huge velocity,
// gravity scale or force) back where its transform is, at rest, and warns once.
func (w *World) stopRunaway(r *bodyRec, msg string) {
	w.scene.Problems().Warn(r.e, "Griff.Body", "%s", msg)
	r.setVelocity(griff.Vec{}, 0)
	pos, rot := toWorld(r.e, r.lastPos, r.lastRot)
	w.place(r, pos, rot)
	if r.comp != nil {
		r.e.MarkChanged() // read without a mark (see sync)
		r.comp.Velocity, r.comp.AngularVelocity = griff.Vec{}, 0
	}
	r.lastVel, r.lastW = griff.Vec{}, 0
}

package scenes

import (
	"math"

	"github.com/griffengine/griff/griff"
)

// Transform is an entity's place: a position, rotation and scale inside its
// parent (local), and the world matrix they give with the parent's.
//
// State: position, rotation and scale (saved). Cache: the world matrix,
// recomputed only when the transform or an ancestor changed since it was last
// read (a dirty flag pushed down the subtree on change, so reading it costs
// nothing when nothing moved). Per step: the values it had when the step began
// (Previous) and whether it moved or jumped during the step, for drawing between
// steps; see Scene.BeginStep.
//
// The end of a step is applied lazily: a transform changed in an earlier step
// (listed, with listedAt older than the scene's step count) is settled when it
// is next changed or saved, and reads as settled until then, so BeginStep
// visits no transform.
//
// Where it lives: not in the Entity but in the scene's transform column
// (tcolumn.go), pages of tpageSize transforms side by side that never move, so
// a *Transform stays valid for its entity's life and a step over many
// transforms reads consecutive memory. A destroyed entity keeps a copy of its
// last transform; its slot in the column is reused.
//
// Hot and cold: a Transform is the 64-byte hot part, one cache line, holding
// what a step that moves it reads and writes (the position, the position when
// the step began, the step bookkeeping, its slot, whose bit in the column is
// its change mark, and the flags); the rest (rotation, scale, their values
// when the step began, sine and cosine, the world matrix) is the cold part,
// reached through a pointer. A step that only sets positions (runtime/motion's
// Mover) touches one line a transform; measured on a cold cache, 4.4 ns a set
// against 10.7 ns for a 192-byte transform.
//
// Plain and own cold parts: most transforms never turn, scale or have a
// parent. Such a plain transform points at its column's one shared cold part
// (rotation 0, scale (1, 1)), never written, and its world matrix is its Local
// matrix, worked out when read (the same bits a cached one would have). The
// first write of a rotation, a scale or a previous value that differs from
// the plain one, or a parent, gives the transform a 128-byte cold part of its
// own (own), cut from blocks of 64 the column allocates (8 KiB) and given
// back for reuse when the entity is destroyed, never before: a transform
// that turns once stays own. So the first turn of a transform may allocate
// (once in 64 such transforms); steady steps allocate nothing. The entity of
// each slot is in a list of the column's beside the pages (8 bytes a
// transform, more while the list has room to grow), not in the cold part. A
// plain transform costs about 72 bytes, an own one 200 (issue 20's heap per
// entity: 192 before).
//
// The sine and cosine of the rotation are worked out when first needed (by
// Local, World, a snapshot), not when the rotation is set: a body whose
// rotation physics sets every step but that nothing draws costs no sine.
type Transform struct {
	pos      griff.Vec
	prevPos  griff.Vec
	listedAt uint32 // the low 32 bits of the scene's step count when listed (see Scene.BeginStep)
	slot     int32  // its slot in the scene's transform column; -1 once freed (a destroyed entity's copy)
	scene    *Scene
	*tcold
	flags tflags // in one word, so one masked compare tests several (TrySetPosition)
}

// tflags are a transform's flags, a bit each.
type tflags uint16

const (
	fDirty     tflags = 1 << iota // world is out of date; then so are all descendants'
	fListed                       // changed or jumped in the step listedAt (settled lazily after)
	fMoved                        // changed in the step listedAt
	fJumped                       // jumped in the step listedAt
	fTurned                       // rot or scale may differ from prevRot, prevScale (settle copies them); never plain
	fKids                         // the entity has children (markDirty need not read the list)
	fChild                        // the entity has a parent (see parentT)
	fTrigStale                    // sin and cos are not yet worked out for rot
	fFreed                        // a destroyed entity's copy (slot -1), in no column: never cleared
)

// has reports whether any of the flags f is set on t.
func (t *Transform) has(f tflags) bool { return t.flags&f != 0 }

// setFlag sets the flags f on t if on, else clears them.
func (t *Transform) setFlag(f tflags, on bool) {
	if on {
		t.flags |= f
	} else {
		t.flags &^= f
	}
}

// tcold is the cold part of a transform (see Transform).
type tcold struct {
	rot       float64
	prevRot   float64
	scale     griff.Vec
	prevScale griff.Vec
	sin       float64 // griff.Sincos(rot) as griff.TRS works it out, unless trigStale
	cos       float64

	world griff.Affine

	ent *Entity // a destroyed entity's copy's entity (a live one's is in its page)
	_   [8]byte // 128 bytes, two whole cache lines in a block
}

// parentT returns the parent entity's transform, or nil. It is not kept in
// the transform (the entity has it); the child flag saves reading the entity
// of a transform without a parent.
func (t *Transform) parentT() *Transform {
	if !t.has(fChild) {
		return nil
	}
	return t.entity().parent.transform
}

// init makes t, just allocated in s's column, s's and jumped.
func (t *Transform) init(s *Scene) {
	t.scene = s
	t.flags |= fDirty
	t.jump()
}

// plain reports whether t has no cold part of its own (see Transform).
func (t *Transform) plain() bool { return t.tcold == &t.scene.transforms.plain }

// own returns t's own cold part, giving t one first if it is plain. Only it
// may be written through.
func (t *Transform) own() *tcold {
	if t.plain() {
		t.tcold = t.scene.transforms.newCold(t)
	}
	return t.tcold
}

// Entity returns the entity the transform belongs to.
func (t *Transform) Entity() *Entity { return t.entity() }

// entity returns the entity t belongs to.
func (t *Transform) entity() *Entity {
	if t.slot < 0 {
		return t.ent
	}
	return t.scene.transforms.ent(t.slot)
}

// PositionXY returns the position's items, x then y (world units, y down):
// what a loop over many transforms wants, for Go keeps a [2]float64
// variable in memory and a float64 in a register.
func (t *Transform) PositionXY() (x, y float64) { return t.pos[0], t.pos[1] }

// Position returns the position inside the parent. The unit is world units (y
// down). The default is (0, 0).
func (t *Transform) Position() griff.Vec { return t.pos }

// Rotation returns the rotation inside the parent. The unit is radians, positive
// turning +x towards +y. The default is 0.
func (t *Transform) Rotation() float64 { return t.rot }

// Scale returns the scale inside the parent, per axis. The default is (1, 1).
func (t *Transform) Scale() griff.Vec { return t.scale }

// SetPosition sets the position inside the parent (world units, y down). Setting
// the value it has changes nothing.
func (t *Transform) SetPosition(p griff.Vec) {
	if p != t.pos {
		t.change()
		t.pos = p
	}
}

// Move adds d to the position (world units, y down).
func (t *Transform) Move(d griff.Vec) {
	t.SetPosition(griff.V(t.pos[0]+d[0], t.pos[1]+d[1]))
}

// SetRotation sets the rotation inside the parent (radians).
func (t *Transform) SetRotation(r float64) {
	if r != t.rot {
		t.change()
		t.flags |= fTurned
		t.setRot(r)
	}
}

// setRot sets the rotation; its sine and cosine are worked out when next
// needed (sincos). Setting +0 on a plain transform changes nothing.
func (t *Transform) setRot(r float64) {
	if math.Float64bits(r) == 0 && t.plain() {
		return
	}
	c := t.own()
	c.rot = r
	t.flags |= fTrigStale
}

// setScale sets the scale. Setting (1, 1) on a plain transform changes
// nothing.
func (t *Transform) setScale(s griff.Vec) {
	if s == griff.V(1, 1) && t.plain() {
		return // == on 1: no other bits are equal to it
	}
	t.own().scale = s
}

// sincos returns the sine and cosine of the rotation as griff.TRS works them
// out (0 and 1 exactly at ±0), working them out if the rotation changed since
// they last were.
func (t *Transform) sincos() (sin, cos float64) {
	if t.has(fTrigStale) {
		t.sin, t.cos = 0, 1
		if t.rot != 0 {
			t.sin, t.cos = griff.Sincos(t.rot)
		}
		t.flags &^= fTrigStale
	}
	return t.sin, t.cos
}

// SetScale sets the scale inside the parent, per axis (1 is unchanged size,
// negative mirrors).
func (t *Transform) SetScale(s griff.Vec) {
	if s != t.scale {
		t.change()
		t.flags |= fTurned
		t.setScale(s)
	}
}

// Teleport sets the position inside the parent and marks the transform as jumped,
// so drawing shows it at the new place at once instead of sliding there.
func (t *Transform) Teleport(p griff.Vec) {
	t.SetPosition(p)
	t.jump()
}

// Local returns the local matrix: scale, then rotate, then translate by the
// position. It equals griff.TRS(Position(), Rotation(), Scale()) bit for bit
// (the sine and cosine are kept once worked out).
func (t *Transform) Local() griff.Affine {
	s, c := t.sincos()
	return griff.Affine{
		A: float64(c * t.scale[0]), B: float64(s * t.scale[0]),
		C: float64(-s * t.scale[1]), D: float64(c * t.scale[1]),
		X: t.pos[0], Y: t.pos[1],
	}
}

// World returns the world matrix: the parent's world matrix times Local. It is
// cached and recomputed only if this transform or an ancestor changed since it
// was last computed.
func (t *Transform) World() griff.Affine {
	if t.has(fDirty) {
		t.recompute()
	}
	if t.plain() {
		return t.Local()
	}
	return t.world
}

// recompute works out t's world matrix (a plain transform's is its Local,
// worked out as read: it only counts).
func (t *Transform) recompute() {
	if t.plain() {
		t.flags &^= fDirty
		t.scene.recomputes++
		return
	}
	local := t.Local()
	if p := t.parentT(); p != nil {
		t.world = p.World().Mul(local)
	} else {
		t.world = local
	}
	t.flags &^= fDirty
	t.scene.recomputes++
}

// WorldPosition returns the origin of the transform in the world (world units,
// y down).
func (t *Transform) WorldPosition() griff.Vec { return t.World().Translation() }

// Previous returns the position, rotation and scale the transform had when the
// current step began (see Scene.BeginStep), or when the entity was added if that
// was during this step.
func (t *Transform) Previous() (pos griff.Vec, rot float64, scale griff.Vec) {
	if t.stale() {
		return t.pos, t.rot, t.scale
	}
	return t.prevPos, t.prevRot, t.prevScale
}

// PreviousLocal returns the local matrix of Previous.
func (t *Transform) PreviousLocal() griff.Affine {
	pos, rot, scale := t.Previous()
	return griff.TRS(pos, rot, scale)
}

// Moved reports whether the position, rotation or scale changed during the
// current step.
func (t *Transform) Moved() bool { return t.has(fMoved) && !t.stale() }

// Jumped reports whether, during the current step, the transform was teleported,
// its entity was added to the scene, or its entity was given another parent.
// Drawing shows a jumped transform where it is, without interpolation.
func (t *Transform) Jumped() bool { return t.has(fJumped) && !t.stale() }

// change records that a local value is about to change. A transform changed
// again in the step it was listed in costs three flag tests; the first change
// in a step settles the step before (if listed then), lists it and marks it.
func (t *Transform) change() {
	if steps := uint32(t.scene.steps); !t.has(fListed) || t.listedAt != steps {
		t.list(steps)
	}
	t.flags |= fMoved
	t.markDirty()
}

// jump records a discontinuity for drawing.
func (t *Transform) jump() {
	if steps := uint32(t.scene.steps); !t.has(fListed) || t.listedAt != steps {
		t.list(steps)
	}
	t.flags |= fJumped
}

// list lists t in the step steps (the current one), settling it first if it
// was listed in an earlier one, and marks it changed (marks.go). A transform
// is marked only as it is listed: one changed again in the same step is
// marked already, or carried by TakeChanges since (it carries every
// transform listed in the current step).
func (t *Transform) list(steps uint32) {
	if t.has(fListed) {
		t.settle()
	}
	t.flags |= fListed
	t.listedAt = steps
	t.mark()
}

// stale reports whether t was listed in an earlier step and not settled since:
// it then reads as settled. listedAt keeps the low 32 bits of the step count:
// BeginStep settles every listed transform when they wrap, so a transform
// listed 2³² steps ago never reads as listed now.
func (t *Transform) stale() bool {
	return t.has(fListed) && t.listedAt != uint32(t.scene.steps)
}

// catchUp settles t if a step has begun since it was listed.
func (t *Transform) catchUp() {
	if t.stale() {
		t.settle()
	}
}

// current settles t if stale (a change nobody can see: a stale transform
// reads as settled) and returns it as it reads now, for comparing with a
// snapshot record. (It settles t in place rather than a copy: a copy of the
// hot part shares the cold part, which settle writes.)
func (t *Transform) current() *Transform {
	t.catchUp()
	return t
}

// markDirty marks t's world matrix and its descendants' out of date. A dirty
// transform's descendants are all dirty, so the walk stops at one.
func (t *Transform) markDirty() {
	if !t.has(fDirty) {
		t.flags |= fDirty
		if t.has(fKids) {
			t.markKidsDirty()
		}
	}
}

// markKidsDirty marks the world matrices of t's descendants out of date.
func (t *Transform) markKidsDirty() {
	for _, c := range t.entity().childList() {
		c.transform.markDirty()
	}
}

// settle ends the step for a listed transform (see BeginStep). The rotation
// and scale are copied only if they may have changed since the last settle
// (turned): else they equal their previous values already, and a transform
// that only moves is settled without touching its second cache line.
func (t *Transform) settle() {
	t.prevPos = t.pos
	if t.has(fTurned) { // never for a plain transform: it would write the shared cold part
		t.prevRot, t.prevScale = t.rot, t.scale
	}
	t.flags &^= fMoved | fJumped | fListed | fTurned
}

// setRecord sets t's values from a snapshot record's 12 (position, rotation,
// sine, cosine, scale, then the previous position, rotation and scale), as
// read: the sine and cosine are not worked out again. A plain transform
// stays plain if the record's rotation, scale and their previous values are
// the plain ones, bit for bit; else it takes its own cold part. The rotation
// and scale count as turned (the record's previous values may differ from
// the current) unless t stays plain.
func (t *Transform) setRecord(f *[12]float64) {
	t.pos, t.prevPos = griff.V(f[0], f[1]), griff.V(f[7], f[8])
	if t.plain() && isPlainRecord(f) {
		return
	}
	c := t.own()
	c.rot, c.sin, c.cos, c.scale = f[2], f[3], f[4], griff.V(f[5], f[6])
	c.prevRot, c.prevScale = f[9], griff.V(f[10], f[11])
	t.flags |= fTurned
}

// isPlainRecord reports whether a record's values other than the positions
// are a plain transform's, bit for bit.
func isPlainRecord(f *[12]float64) bool {
	var one = math.Float64bits(1)
	for _, i := range [...]int{2, 3, 9} {
		if math.Float64bits(f[i]) != 0 {
			return false
		}
	}
	for _, i := range [...]int{4, 5, 6, 10, 11} {
		if math.Float64bits(f[i]) != one {
			return false
		}
	}
	return true
}

// copyLocal sets t's local values to src's, the previous ones too (as a
// template copy starts), t a new transform.
func (t *Transform) copyLocal(src *Transform) {
	t.pos, t.prevPos = src.pos, src.pos
	if src.plain() {
		return
	}
	sin, cos := src.sincos()
	c := t.own()
	c.rot, c.scale, c.sin, c.cos = src.rot, src.scale, sin, cos
	c.prevRot, c.prevScale = src.rot, src.scale
}

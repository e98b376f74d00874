package scenes

import "github.com/griffengine/griff/griff"

// Transform is an entity's place: a position, rotation and scale inside its
// parent (local), and the world matrix they give with the parent's.
//
// State: position, rotation and scale (saved). Cache: the world matrix,
// recomputed only when the transform or an ancestor changed since it was last
// read (a dirty flag pushed down the subtree on change, so reading it costs
// nothing when nothing moved). Per step: the values it had when the step began
// (Previous) and whether it moved or jumped during the step, for drawing between
// steps; see Scene.BeginStep.
type Transform struct {
	e      *Entity
	parent *Transform // the parent entity's transform, or nil
	pos    griff.Vec
	rot    float64
	sin    float64 // griff.Sincos(rot), worked out when rot is set
	cos    float64
	scale  griff.Vec
	world  griff.Affine
	dirty  bool // world is out of date; then so are all descendants'
	listed bool // in the scene's changed list this step
	moved  bool
	jumped bool

	prevPos   griff.Vec
	prevRot   float64
	prevScale griff.Vec
}

func (t *Transform) init(e *Entity) {
	t.e = e
	t.scale = griff.V(1, 1)
	t.cos = 1
	t.prevScale = t.scale
	t.dirty = true
	t.jump()
}

// Entity returns the entity the transform belongs to.
func (t *Transform) Entity() *Entity { return t.e }

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
		t.setRot(r)
	}
}

// setRot sets the rotation and its sine and cosine as griff.TRS works them out.
func (t *Transform) setRot(r float64) {
	t.rot = r
	t.sin, t.cos = griff.Sincos(r)
	if r == 0 {
		t.sin, t.cos = 0, 1
	}
}

// SetScale sets the scale inside the parent, per axis (1 is unchanged size,
// negative mirrors).
func (t *Transform) SetScale(s griff.Vec) {
	if s != t.scale {
		t.change()
		t.scale = s
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
// (the sine and cosine are kept from when the rotation was set).
func (t *Transform) Local() griff.Affine {
	s, c := t.sin, t.cos
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
	if t.dirty {
		t.recompute()
	}
	return t.world
}

func (t *Transform) recompute() {
	local := t.Local()
	if p := t.parent; p != nil {
		t.world = p.World().Mul(local)
	} else {
		t.world = local
	}
	t.dirty = false
	t.e.scene.recomputes++
}

// WorldPosition returns the origin of the transform in the world (world units,
// y down).
func (t *Transform) WorldPosition() griff.Vec { return t.World().Translation() }

// Previous returns the position, rotation and scale the transform had when the
// current step began (see Scene.BeginStep), or when the entity was added if that
// was during this step.
func (t *Transform) Previous() (pos griff.Vec, rot float64, scale griff.Vec) {
	return t.prevPos, t.prevRot, t.prevScale
}

// PreviousLocal returns the local matrix of Previous.
func (t *Transform) PreviousLocal() griff.Affine {
	return griff.TRS(t.prevPos, t.prevRot, t.prevScale)
}

// Moved reports whether the position, rotation or scale changed during the
// current step.
func (t *Transform) Moved() bool { return t.moved }

// Jumped reports whether, during the current step, the transform was teleported,
// its entity was added to the scene, or its entity was given another parent.
// Drawing shows a jumped transform where it is, without interpolation.
func (t *Transform) Jumped() bool { return t.jumped }

// change records that a local value is about to change.
func (t *Transform) change() {
	t.moved = true
	t.list()
	t.markDirty()
}

// jump records a discontinuity for drawing.
func (t *Transform) jump() {
	t.jumped = true
	t.list()
}

// list puts t in the scene's changed list once per step.
func (t *Transform) list() {
	if !t.listed {
		t.listed = true
		t.e.scene.changed = append(t.e.scene.changed, t)
	}
}

// markDirty marks t's world matrix and its descendants' out of date. A dirty
// transform's descendants are all dirty, so the walk stops at one.
func (t *Transform) markDirty() {
	if t.dirty {
		return
	}
	t.dirty = true
	for _, c := range t.e.children {
		c.transform.markDirty()
	}
}

// settle ends the step for a listed transform.
func (t *Transform) settle() {
	t.prevPos, t.prevRot, t.prevScale = t.pos, t.rot, t.scale
	t.moved, t.jumped, t.listed = false, false, false
}

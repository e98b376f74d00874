package physics

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// BodyKind says how a body moves.
type BodyKind uint8

// The body kinds.
const (
	// BodyDynamic bodies are moved by the solver: gravity, contacts, joints. The
	// default.
	BodyDynamic BodyKind = iota
	// BodyKinematic bodies move only as their owner says (Body.Velocity, or moving the
	// transform, which the world turns into a velocity for that step), push
	// dynamic bodies aside and carry what stands on them. Nothing pushes them.
	BodyKinematic
	// BodyStatic bodies never move on their own. Moving one's transform puts it there
	// and wakes what rests on it.
	BodyStatic
)

var bodyKindNames = griff.NewEnum[BodyKind]("body kind", "dynamic", "kinematic", "static")

// String returns "dynamic", "kinematic" or "static".
func (k BodyKind) String() string { return bodyKindNames.Name(k) }

// Body makes its entity a rigid body of the physics world. Its shapes come from
// the Collider on the same entity; its mass and moment of inertia are worked out
// from those shapes' areas and densities. A dynamic body with no collider (or
// only massless shapes) gets mass 1 and moment 1. Saved as "Griff.Body".
//
// The body follows its entity's transform: the world reads the transform before
// each step (a change made by game code, or a teleport, moves the body there)
// and writes the body's position and rotation back after the step. Scale is
// ignored. Bodies are simulated in world space: a body whose parent moves is not
// carried along, so bodies are best kept as roots or under entities that do not
// move.
//
// The settings (everything but Velocity and AngularVelocity) are read before
// every step, so the system that owns an entity can change them at any time.
type Body struct {
	// Kind is dynamic (the zero value), kinematic or static. Changing it rebuilds
	// the body before the next step.
	Kind BodyKind `json:"kind,omitempty"`
	// Velocity is the body's linear velocity in world units per second (y down):
	// state, written back after each step for dynamic bodies; set it to change
	// the velocity (the world sees the change before the next step). For a
	// kinematic body it is the velocity its owner gives it and is never
	// overwritten. A value longer than MaxSpeed is clamped to it (one warning).
	Velocity griff.Vec `json:"velocity,omitzero"`
	// AngularVelocity is in radians per second, positive turning +x towards +y;
	// state, like Velocity; clamped into ±MaxAngularSpeed.
	AngularVelocity float64 `json:"angularVelocity,omitempty"`
	// GravityScale multiplies the world's gravity for this body. The zero value
	// means 1; use NoGravity for none. Negative values pull the other way. The
	// gravity it gives is clamped to MaxGravity; NaN means 1.
	GravityScale float64 `json:"gravityScale,omitempty"`
	// NoGravity turns gravity off for this body.
	NoGravity bool `json:"noGravity,omitempty"`
	// FixedRotation keeps the body from turning (infinite moment of inertia).
	FixedRotation bool `json:"fixedRotation,omitempty"`
	// LinearDamping slows the body's linear velocity: each step it is multiplied
	// by exp(-LinearDamping*dt). The unit is 1/seconds; 0 (the default) is none.
	// At most MaxDamping (NaN and negative: none, warning once), as
	// AngularDamping.
	LinearDamping float64 `json:"linearDamping,omitempty"`
	// AngularDamping does the same for the angular velocity.
	AngularDamping float64 `json:"angularDamping,omitempty"`
	// Continuous stops a fast body from passing through thin walls: after a
	// step that took the body further than its inner radius (the smallest half
	// size of its shapes, at least 0.5), the world sweeps a circle of half that
	// radius from where the body was to where it went and, if it meets a solid
	// shape the body collides with (one-way shapes only from their solid side),
	// puts the body back where the circle first touches it, takes away its
	// velocity into that shape (keeping restitution × that speed going back, as
	// cp would) and reports an Impact if the speed was at least
	// Options.ImpactSpeed; the next step solves the contact. cp has no time of
	// impact of its own; this costs one segment query per fast continuous body
	// per step.
	//
	// Without it (the default) cp only tests for overlap where each step ends,
	// so a body that moves further in one step than its own size plus a wall's
	// thickness passes through it: at 60 steps a second a bullet of radius 3 at
	// 6,000 world units per second moves 100 units a step and crosses a 4-unit
	// wall unseen.
	Continuous bool `json:"continuous,omitempty"`
	// NeverSleep keeps the body awake even when it rests. Bodies fall asleep by
	// default after resting for Options.SleepTime.
	NeverSleep bool `json:"neverSleep,omitempty"`
}

// ShapeKind says what a collider shape is.
type ShapeKind uint8

// The shape kinds. Every shape is placed in its entity's local space (before
// the entity's rotation, ignoring its scale).
const (
	// ShapeBox is a rectangle of Size centred on Offset, turned by Angle, with
	// corners rounded by Radius (0: sharp).
	ShapeBox ShapeKind = iota
	// ShapeCircle is a circle of Radius centred on Offset.
	ShapeCircle
	// ShapeCapsule is a rectangle of Size with round ends, centred on Offset and
	// turned by Angle: a segment along the longer side with radius half the
	// shorter side.
	ShapeCapsule
	// ShapePolygon is the convex hull of Points (len >= 3), moved by Offset and
	// turned by Angle, with corners rounded by Radius.
	ShapePolygon
	// ShapeSegment is the line from Points[0] to Points[1] (moved by Offset), as
	// thick as 2*Radius. Mostly for static ground.
	ShapeSegment
	// ShapeChain is the polyline through Points (len >= 2), moved by Offset: one
	// cp segment per pair of points, each as thick as 2*Radius. On a static
	// body its joints are seams (see "Seams" in the package doc): a body
	// sliding across one does not catch on it. Mostly for static ground.
	ShapeChain
)

var shapeKindNames = griff.NewEnum[ShapeKind]("shape kind", "box", "circle", "capsule", "polygon", "segment", "chain")

// String returns "box", "circle", "capsule", "polygon", "segment" or "chain".
func (k ShapeKind) String() string { return shapeKindNames.Name(k) }

// Side names a side of a shape for one-way collisions.
type Side uint8

// The sides. "Top" is towards -y (up on screen, as y points down).
const (
	// SideNone: the shape is solid from every side (the default).
	SideNone Side = iota
	// SideTop: the shape is solid only to what comes from above (moving down
	// onto it); what comes from below or the sides passes through. The usual
	// one-way platform.
	SideTop
	// SideBottom: solid only to what comes from below.
	SideBottom
	// SideLeft: solid only to what comes from the left (-x).
	SideLeft
	// SideRight: solid only to what comes from the right (+x).
	SideRight
)

var sideNames = griff.NewEnum[Side]("side", "none", "top", "bottom", "left", "right")

// String returns "none", "top", "bottom", "left" or "right".
func (s Side) String() string { return sideNames.Name(s) }

// outward returns the unit normal pointing out of the solid side (y down).
func (s Side) outward() griff.Vec {
	switch s {
	case SideTop:
		return griff.V(0, -1)
	case SideBottom:
		return griff.V(0, 1)
	case SideLeft:
		return griff.V(-1, 0)
	case SideRight:
		return griff.V(1, 0)
	}
	return griff.Vec{}
}

// The defaults of zero-valued shape settings.
const (
	// DefaultFriction is the friction of a shape whose Friction is 0 (the
	// Coulomb coefficient; cp multiplies the two shapes' values).
	DefaultFriction = 0.7
	// DefaultDensity is the density of a shape whose Density is 0: mass per
	// square world unit.
	DefaultDensity = 1.0
)

// Shape is one collision shape of a Collider: its geometry (see ShapeKind for
// which fields each kind reads), its material and its filtering. All lengths are
// in world units (y down), angles in radians.
type Shape struct {
	// Kind is the shape's kind; the zero value is a box.
	Kind ShapeKind `json:"kind,omitempty"`
	// Offset moves the shape from the entity's origin; at most MaxSize along
	// each axis, or the shape is left out.
	Offset griff.Vec `json:"offset,omitzero"`
	// Angle turns a box, capsule or polygon about Offset, positive from +x
	// towards +y.
	Angle float64 `json:"angle,omitempty"`
	// Size is the width and height of a box or capsule; both > 0, clamped into
	// [MinSize, MaxSize].
	Size griff.Vec `json:"size,omitzero"`
	// Radius is a circle's radius (> 0, clamped into [MinSize, MaxSize]), a
	// segment's or chain's half thickness, or the rounding of a box's or
	// polygon's corners (>= 0, at most MaxSize).
	Radius float64 `json:"radius,omitempty"`
	// Points are a polygon's, segment's or chain's points, in order; each
	// within MaxSize of the entity along each axis, or the shape is left out.
	Points []griff.Vec `json:"points,omitempty"`

	// Friction is the Coulomb friction coefficient. The zero value means
	// DefaultFriction (0.7); a negative value means none; at most
	// MaxFriction.
	Friction float64 `json:"friction,omitempty"`
	// Restitution is the bounciness: 0 (the default) keeps nothing of the speed
	// of an impact, 1 keeps all of it (MaxRestitution). cp multiplies the two
	// shapes' values.
	Restitution float64 `json:"restitution,omitempty"`
	// Density is the mass per square world unit. The zero value means
	// DefaultDensity (1); a negative value makes the shape massless; a positive
	// one is clamped into [MinDensity, MaxDensity].
	Density float64 `json:"density,omitempty"`
	// Sensor makes the shape report touches without colliding.
	Sensor bool `json:"sensor,omitempty"`
	// OneWay, when not SideNone, makes the shape solid only to what comes from that
	// side (see Side).
	OneWay Side `json:"oneWay,omitempty"`
	// Layers are the collision layers the shape is on, one bit each. The zero
	// value means layer 1 (bit 0).
	Layers uint32 `json:"layers,omitempty"`
	// Mask says which layers the shape collides with. The zero value means all.
	// Two shapes collide only if each one's Layers meets the other's Mask.
	Mask uint32 `json:"mask,omitempty"`
}

// Collider holds the collision shapes of its entity: one component with a list
// of shapes, indexed from 0 in reports and query results. On an entity with a
// Body the shapes belong to that body; on an entity without one they form a
// static body of their own at the entity's transform. Editing Shapes at run time
// is seen before the next step (the world compares them with what it built) and
// rebuilds the entity's shapes. Saved as "Griff.Collider".
type Collider struct {
	// Shapes are the collision shapes, indexed from 0; none collides with nothing.
	Shapes []Shape `json:"shapes"`
}

// Box returns a box shape of the given size (world units) centred on the
// entity's origin, with the default material.
func Box(w, h float64) Shape { return Shape{Kind: ShapeBox, Size: griff.V(w, h)} }

// Circle returns a circle shape of radius r (world units) centred on the
// entity's origin, with the default material.
func Circle(r float64) Shape { return Shape{Kind: ShapeCircle, Radius: r} }

// Capsule returns a capsule of the given size (world units) centred on the
// entity's origin, with the default material.
func Capsule(w, h float64) Shape { return Shape{Kind: ShapeCapsule, Size: griff.V(w, h)} }

// Polygon returns a convex polygon shape through the given points (world units,
// the hull is taken), with the default material.
func Polygon(points ...griff.Vec) Shape { return Shape{Kind: ShapePolygon, Points: points} }

// Segment returns a segment shape from a to b (world units), with no thickness
// and the default material.
func Segment(a, b griff.Vec) Shape { return Shape{Kind: ShapeSegment, Points: []griff.Vec{a, b}} }

// Chain returns a chain shape through the given points (world units), with the
// default material.
func Chain(points ...griff.Vec) Shape { return Shape{Kind: ShapeChain, Points: points} }

func init() {
	scenes.Register[Body]("Griff.Body")
	scenes.Register[Collider]("Griff.Collider")
	scenes.Register[Joint]("Griff.Joint")
	scenes.Register[Rope]("Griff.Rope")
	scenes.Register[TilemapWalls]("Griff.TilemapWalls", scenes.Expand(expandWalls))
}

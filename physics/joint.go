package physics

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// JointKind says what a joint does.
type JointKind uint8

// The joint kinds.
const (
	// JointPivot pins Anchor on the body to OtherAnchor on the other: a hinge. It may
	// limit the angle between the two bodies and drive it with a motor.
	JointPivot JointKind = iota
	// JointSpring pulls the anchors towards RestLength apart with Stiffness and
	// Damping (cp's damped spring).
	JointSpring
	// JointDistance keeps the anchors between MinLength and MaxLength apart (a rod
	// when both are equal, a slack string when MinLength is 0).
	JointDistance
)

var jointKindNames = griff.NewEnum[JointKind]("joint kind", "pivot", "spring", "distance")

// String returns "pivot", "spring" or "distance".
func (k JointKind) String() string { return jointKindNames.Name(k) }

// Joint joins two bodies, or a body and the world. The joint may sit on either
// body's entity or on any other entity (so an entity can hold several joints
// through child entities). The world compares the settings with what it built
// before each step and rebuilds the joint when they changed, or when one of
// its bodies was rebuilt. Saved as "Griff.Joint".
//
// A joint whose bodies cannot be found (an id naming no active entity with a
// Body or Collider), that joins a body to itself or two bodies that cannot
// move, a spring without Stiffness, a negative length or a number that is not
// finite warns once in the problem log and is left out.
type Joint struct {
	// Kind is pivot (the zero value), spring or distance.
	Kind JointKind `json:"kind,omitempty"`
	// Body is the id of the first body's entity; 0 means the joint's own entity.
	Body scenes.EntityID `json:"body,omitempty"`
	// Other is the id of the second body's entity; 0 means the world (a fixed
	// point).
	Other scenes.EntityID `json:"other,omitempty"`
	// Anchor is the attachment point on the first body, in its local space
	// (world units).
	Anchor griff.Vec `json:"anchor,omitzero"`
	// OtherAnchor is the attachment point on the other body in its local space,
	// or a point in the world when Other is 0 (world units).
	OtherAnchor griff.Vec `json:"otherAnchor,omitzero"`
	// Collide lets the two bodies collide with each other; by default they do
	// not.
	Collide bool `json:"collide,omitempty"`

	// Limit (pivot) keeps the angle of the other body minus the angle of the
	// first between MinAngle and MaxAngle (radians).
	Limit    bool    `json:"limit,omitempty"`
	MinAngle float64 `json:"minAngle,omitempty"`
	MaxAngle float64 `json:"maxAngle,omitempty"`
	// Motor (pivot) drives the other body's turn rate relative to the first
	// towards MotorSpeed (radians per second) with at most MotorTorque (mass ×
	// world units² / s²; 0 means unlimited).
	Motor       bool    `json:"motor,omitempty"`
	MotorSpeed  float64 `json:"motorSpeed,omitempty"`
	MotorTorque float64 `json:"motorTorque,omitempty"`

	// RestLength (spring) is the length the spring pulls towards, world units.
	RestLength float64 `json:"restLength,omitempty"`
	// Stiffness (spring) is the force per world unit of stretch (mass / s²).
	Stiffness float64 `json:"stiffness,omitempty"`
	// Damping (spring) is the force per world unit per second of stretching
	// speed (mass / s).
	Damping float64 `json:"damping,omitempty"`

	// MinLength and MaxLength (distance) bound the anchors' distance in world
	// units. When both are 0 the distance the anchors have when the joint is
	// built is kept (a rod).
	MinLength float64 `json:"minLength,omitempty"`
	MaxLength float64 `json:"maxLength,omitempty"`
}

// Rope hangs a rope from its entity's body (or from a point in the world, when
// the entity has no Body or Collider) to another body or a point in the world.
// It is made of Segments point masses joined by slack distance links, so it can
// be pulled but not pushed, plus a slack tether from end to end that holds the
// length whatever the mass of what hangs on it (a chain of light points alone
// stretches under a heavy body; the tether is Box2D's rope-joint idea). The
// point masses belong to the world, not to entities, and are not saved (see
// World.RopePoints for drawing). Settings are read when built; a change
// rebuilds the rope. Saved as "Griff.Rope".
type Rope struct {
	// Anchor is the rope's start: a point in the local space of the entity's
	// body, or in the entity's local space when it has none (world units).
	Anchor griff.Vec `json:"anchor,omitzero"`
	// Other is the id of the entity whose body holds the rope's end; 0 means the
	// end is fixed in the world at OtherAnchor.
	Other scenes.EntityID `json:"other,omitempty"`
	// OtherAnchor is the end: a point in the other body's local space, or in the
	// world when Other is 0 (world units).
	OtherAnchor griff.Vec `json:"otherAnchor,omitzero"`
	// Length is the rope's length in world units; 0 means the distance between
	// the ends when the rope is built.
	Length float64 `json:"length,omitempty"`
	// Segments is the number of point masses, at most MaxRopeSegments; 0 means
	// DefaultRopeSegments (8).
	Segments int `json:"segments,omitempty"`
	// Mass is the mass of the whole rope, shared by its points; 0 means 1 per
	// point.
	Mass float64 `json:"mass,omitempty"`
	// Thickness, when > 0, gives each point a circle of that diameter that
	// collides with the world (on layer 1, seeing every layer), but not with the
	// rope's other points; the first and last points do not collide with the
	// bodies they are tied to. Touches name the rope's entity and the point's
	// index.
	Thickness float64 `json:"thickness,omitempty"`
}

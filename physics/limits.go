package physics

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// The ranges the world simulates. cp works in float64 without units, but its
// solver needs numbers that stay well inside float64 when multiplied together
// (a mass times a velocity squared, a friction times a friction), and its
// slop and sleep thresholds are absolute (0.1 world units of overlap), so
// sizes far below them or far above what a screen shows lose meaning. These
// bounds keep every product finite with many orders of magnitude to spare
// (a mass is at most MaxDensity × MaxSize² = 1e18, an impulse at most
// 1e18 × MaxSpeed = 1e24) while leaving room for any game: a level of
// MaxPosition is 625,000 tiles of 16 units. A value outside its range is
// clamped into it (or, where no clamped value means anything, the shape or
// body is left out), with one warning in the problem log naming the entity and
// component. TestLimitsClampAndWarn checks each.
const (
	// MinSize and MaxSize bound a shape's sizes in world units: a box's or
	// capsule's Size, a circle's Radius, a tilemap's CellSize. A size above
	// 0 but below MinSize becomes MinSize; one above MaxSize becomes MaxSize
	// (a size of 0 or less still leaves the shape out). The rounding Radius
	// of boxes, polygons, segments and chains is at most MaxSize. Points and
	// Offset of a shape must lie within MaxSize of its entity, or the shape is
	// left out.
	MinSize = 1e-3
	MaxSize = 1e6
	// MaxPosition bounds a body's place, in world units from the origin
	// along x and y: a body placed further is left out until it is back in
	// range, and one the solver moves further is stopped where it was.
	MaxPosition = 1e7
	// MaxSpeed bounds a body's Velocity (its length) in world units per
	// second; a faster one is clamped to it, direction kept. 1e6 is 16,667
	// world units a step at 60 steps a second.
	MaxSpeed = 1e6
	// MaxAngularSpeed bounds AngularVelocity, in radians per second.
	MaxAngularSpeed = 1e4
	// MaxGravity bounds the gravity a body feels (world gravity times its
	// GravityScale), in world units per second²: about 1,000 times the
	// default.
	MaxGravity = 1e6
	// MinDensity and MaxDensity bound a positive Density (mass per square
	// world unit); a negative one still means massless.
	MinDensity = 1e-6
	MaxDensity = 1e6
	// MaxFriction bounds Friction; cp multiplies the frictions of the two
	// shapes.
	MaxFriction = 100.0
	// MaxRestitution bounds Restitution: above 1 a bounce adds energy and the
	// body runs away.
	MaxRestitution = 1.0
	// MaxDamping bounds LinearDamping and AngularDamping, in 1/seconds (a
	// velocity is gone within one step far below it). A negative damping
	// (which would speed the body up) counts as 0, as does NaN.
	MaxDamping = 1e6
	// MaxIterations bounds Options.Iterations: each iteration costs about
	// what the whole default solve costs divided by 10.
	MaxIterations = 100
)

// physicsComponent names the project's physics settings in warnings about
// Options.
const physicsComponent = "physics"

// boundOptions clamps o's numbers (already resolved) into their ranges and
// returns a note for each one changed.
func boundOptions(o Options) (Options, []string) {
	var notes []string
	if !finite(o.Gravity[0], o.Gravity[1]) {
		o.Gravity = griff.V(0, DefaultGravityY)
		notes = append(notes, "gravity is not finite; the default (0, 980) is used")
	} else if l := math.Hypot(o.Gravity[0], o.Gravity[1]); l > MaxGravity {
		o.Gravity = griff.V(o.Gravity[0]/l*MaxGravity, o.Gravity[1]/l*MaxGravity)
		notes = append(notes, "gravity beyond 1e6 world units per second²; clamped to 1e6")
	}
	if o.Iterations > MaxIterations {
		o.Iterations = MaxIterations
		notes = append(notes, "iterations beyond 100; clamped to 100")
	}
	if !finite(o.SleepTime) {
		o.SleepTime = DefaultSleepTime
		notes = append(notes, "sleep time is not finite; the default is used")
	}
	if !finite(o.IdleSpeed) {
		o.IdleSpeed = 0
		notes = append(notes, "idle speed is not finite; the default is used")
	}
	if !finite(o.ImpactSpeed) {
		o.ImpactSpeed = DefaultImpactSpeed
		notes = append(notes, "impact speed is not finite; the default is used")
	}
	return o, notes
}

// clampShape returns s with its sizes and material clamped into range, and a
// note naming what was clamped ("" if nothing). Geometry that cannot be
// clamped (points, offsets) is checked by geometry.
func clampShape(s Shape) (Shape, string) {
	note := ""
	set := func(what string) {
		if note == "" {
			note = what
		} else {
			note += ", " + what
		}
	}
	if s.Kind == ShapeBox || s.Kind == ShapeCapsule {
		for i, v := range s.Size {
			if c := clampSize(v); c != v {
				s.Size[i] = c
				set("size")
			}
		}
	}
	if s.Kind == ShapeCircle {
		if c := clampSize(s.Radius); c != s.Radius {
			s.Radius = c
			set("radius")
		}
	} else if s.Radius > MaxSize {
		s.Radius = MaxSize
		set("radius")
	}
	switch {
	case s.Density > MaxDensity:
		s.Density = MaxDensity
		set("density")
	case s.Density > 0 && s.Density < MinDensity:
		s.Density = MinDensity
		set("density")
	}
	if s.Friction > MaxFriction {
		s.Friction = MaxFriction
		set("friction")
	}
	if s.Restitution > MaxRestitution {
		s.Restitution = MaxRestitution
		set("restitution")
	}
	if note != "" {
		note += " out of range (sizes 1e-3..1e6, density 1e-6..1e6, friction up to 100, restitution up to 1); clamped"
	}
	return s, note
}

// clampSize puts a positive size into [MinSize, MaxSize]; 0, negative and
// NaN sizes are left for geometry to refuse.
func clampSize(v float64) float64 {
	switch {
	case v > MaxSize:
		return MaxSize
	case v > 0 && v < MinSize:
		return MinSize
	}
	return v
}

// inReach reports whether the shape's points and offset lie within MaxSize of
// its entity.
func inReach(s Shape) bool {
	if math.Abs(s.Offset[0]) > MaxSize || math.Abs(s.Offset[1]) > MaxSize {
		return false
	}
	for _, p := range s.Points {
		if math.Abs(p[0]) > MaxSize || math.Abs(p[1]) > MaxSize {
			return false
		}
	}
	return true
}

// inWorld reports whether a place is within MaxPosition of the origin.
func inWorld(p griff.Vec) bool {
	return math.Abs(p[0]) <= MaxPosition && math.Abs(p[1]) <= MaxPosition
}

// boundVelocity clamps a body's velocities into range, warning once for e's
// Body if it had to.
func (w *World) boundVelocity(e *scenes.Entity, v griff.Vec, spin float64) (griff.Vec, float64) {
	if l := math.Hypot(v[0], v[1]); l > MaxSpeed && !math.IsInf(l, 0) {
		v = griff.V(v[0]/l*MaxSpeed, v[1]/l*MaxSpeed)
		w.scene.Problems().Warn(e, "Griff.Body", "velocity beyond 1e6 world units per second; clamped")
	} else if math.IsInf(l, 0) && finite(v[0], v[1]) {
		// Both parts finite but the length overflows.
		v = griff.V(v[0]/2, v[1]/2)
		l = math.Hypot(v[0], v[1])
		v = griff.V(v[0]/l*MaxSpeed, v[1]/l*MaxSpeed)
		w.scene.Problems().Warn(e, "Griff.Body", "velocity beyond 1e6 world units per second; clamped")
	}
	if spin > MaxAngularSpeed || spin < -MaxAngularSpeed {
		spin = math.Copysign(MaxAngularSpeed, spin)
		w.scene.Problems().Warn(e, "Griff.Body", "angular velocity beyond 1e4 radians per second; clamped")
	}
	return v, spin
}

// boundDamping returns a damping in [0, MaxDamping] (NaN and negative: 0, as a
// negative damping would speed the body up each step), warning once for e's
// Body if it had to change it.
func (w *World) boundDamping(e *scenes.Entity, d float64) float64 {
	switch {
	case math.IsNaN(d):
		w.scene.Problems().Warn(e, "Griff.Body", "damping is not a number; none used")
		return 0
	case d < 0:
		w.scene.Problems().Warn(e, "Griff.Body", "damping below 0 per second; none used")
		return 0
	case d > MaxDamping:
		w.scene.Problems().Warn(e, "Griff.Body", "damping beyond 1e6 per second; clamped")
		return MaxDamping
	}
	return d
}

// boundGravity clamps a body's gravity to MaxGravity (a NaN gravity scale
// means 1), warning once for e's Body if it had to.
func (w *World) boundGravity(e *scenes.Entity, world griff.Vec, b *Body) griff.Vec {
	if math.IsNaN(b.GravityScale) {
		w.scene.Problems().Warn(e, "Griff.Body", "gravity scale is not a number; 1 used")
		return world
	}
	g := bodyGravity(world, b)
	l := math.Hypot(g[0], g[1])
	if l <= MaxGravity {
		return g
	}
	w.scene.Problems().Warn(e, "Griff.Body", "gravity (world gravity times gravity scale) beyond 1e6 world units per second²; clamped")
	wl := math.Hypot(world[0], world[1])
	s := math.Copysign(MaxGravity/wl, b.GravityScale)
	return griff.V(world[0]*s, world[1]*s)
}

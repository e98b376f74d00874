package physics

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/jakecoffman/cp/v2"
)

// cp counts time in nanoseconds (the unit of game time, runtime.Clock), so
// every dt it is stepped by is a whole number: cp raises its contact and joint
// bias to the power dt with math.Pow, and math.Pow of a whole power is
// repeated squaring in plain arithmetic, the same bits on every architecture,
// where a fractional power goes through math.Exp and math.Log, whose assembly
// differs (see the package doc, Determinism). Velocities, gravity, forces,
// impulses and spring constants are converted here, at the boundary.

// nsPerSecond is the number of cp time units in a second.
const nsPerSecond = 1e9

// cpBias is the part of an overlap or a joint's error left after one
// nanosecond: cp's default (0.9^60 a second: 10% corrected in each 1/60 s)
// raised to 1e-9 with Griff's deterministic Pow. cp sets it for its contacts
// (Space.SetCollisionBias) and for each constraint (SetErrorBias).
var cpBias = griff.Pow(0.9, 60/nsPerSecond)

// stepNanoseconds returns dt seconds as a whole number of nanoseconds, at
// least 1: the dt cp is stepped by.
func stepNanoseconds(dt float64) float64 {
	return max(1, math.Round(dt*nsPerSecond))
}

// perNs converts a rate per second (a velocity, an angular velocity, an
// impulse or a damping) to cp's rate per nanosecond.
func perNs(x float64) float64 { return x / nsPerSecond }

// perNs2 converts a rate per second² (an acceleration, a force, a torque or a
// stiffness) to cp's rate per nanosecond².
func perNs2(x float64) float64 { return x / (nsPerSecond * nsPerSecond) }

// perSecond converts cp's rate per nanosecond to a rate per second.
func perSecond(x float64) float64 { return x * nsPerSecond }

// velToCP converts a velocity in world units per second to cp's.
func velToCP(v griff.Vec) cp.Vector { return cp.Vector{X: perNs(v[0]), Y: perNs(v[1])} }

// velFromCP converts cp's velocity to world units per second.
func velFromCP(v cp.Vector) griff.Vec { return griff.Vec{perSecond(v.X), perSecond(v.Y)} }

// accelToCP converts an acceleration in world units per second² to cp's.
func accelToCP(v griff.Vec) cp.Vector { return cp.Vector{X: perNs2(v[0]), Y: perNs2(v[1])} }

package physicsgames

import (
	"math"
	"time"

	"github.com/griffengine/griff/griff"
)

// Material is what a block is made of: how hard a contact must push
// before it hurts, how much the rest hurts, how much it takes, and the
// points for breaking it.
type Material struct {
	// Threshold is the contact impulse (mass × world units a second) a
	// block shrugs off in a step: resting loads and soft knocks stay below
	// it.
	Threshold float64
	// Scale is the damage of one unit of impulse above the threshold.
	Scale float64
	// Health is a new block's health.
	Health float64
	// Points are scored when it breaks.
	Points int
}

// Materials are the block materials by name. Glass breaks at a touch,
// wood takes a good hit, stone a hard one; the pigs are as soft as glass
// but take a little more. Points are Angry Birds' 500 a block and 5,000 a
// pig. Each threshold is above the heaviest resting load such a block
// carries in the template's towers at 60 steps a second, measured: the wood
// posts under the stone lintel take 808 a step, the stone lintel 200, the
// glass posts under the wood roof 95, a pig on the ground 50; so a standing
// tower takes no damage. A resting load's impulse is its weight × the
// step's length, so at a higher step rate the same thresholds leave more
// margin. The template's bird (mass 18.5) hitting at 1,000 units a second
// pushes about 10,000 in its first step of contact.
var Materials = map[string]Material{
	"glass": {Threshold: 400, Scale: 0.02, Health: 10, Points: 500},
	"wood":  {Threshold: 1500, Scale: 0.02, Health: 40, Points: 500},
	"stone": {Threshold: 2500, Scale: 0.02, Health: 100, Points: 500},
	"pig":   {Threshold: 300, Scale: 0.02, Health: 15, Points: 5000},
}

// Damage returns the damage a contact impulse does to a block of material
// m in one step: (impulse − m.Threshold) × m.Scale, or 0 at or below the
// threshold. It is the Box2D testbed's "Breakable" rule (a body breaks when
// a contact's impulse passes a limit) made gradual, as Angry Birds' blocks
// are: health falls by what passes the limit, so several knocks add up.
func Damage(m Material, impulse float64) float64 {
	if !(impulse > m.Threshold) {
		return 0
	}
	return float64((impulse - m.Threshold) * m.Scale)
}

// The slingshot's defaults and rules.
const (
	// DefaultMaxPull is how far the bird can be pulled, world units.
	DefaultMaxPull = 100.0
	// DefaultPower is the launch speed per unit of pull, world units a
	// second.
	DefaultPower = 10.0
	// DefaultBirdRadius is the bird's radius, DefaultBirdDensity its
	// density (mass per square world unit).
	DefaultBirdRadius  = 14.0
	DefaultBirdDensity = 0.03
	// MinPull is the shortest pull that launches; a shorter release puts
	// the bird back.
	MinPull = 15.0
	// KeyPullSpeed is how fast the arrow keys move the pull, world units a
	// second.
	KeyPullSpeed = 120.0
	// PreviewSteps is how many steps of flight the trajectory shows, one
	// dot every PreviewEvery steps.
	PreviewSteps = 60
	PreviewEvery = 3
	// StillSpeed and StillTime end a shot: the bird moving slower than
	// StillSpeed (world units a second) for StillTime; MaxFlight ends one
	// anyway.
	StillSpeed = 20.0
	StillTime  = time.Second
	MaxFlight  = 8 * time.Second
	// SettleTime is how long blocks take no damage after a level starts,
	// while the tower settles onto the ground.
	SettleTime = time.Second
	// CameraSpeed is how fast the camera comes back to the sling, world
	// units a second.
	CameraSpeed = 900.0
	// BirdBonus is scored for each bird left when the level is won.
	BirdBonus = 10000
	// DamagePoints are scored for each point of damage done to a block.
	DamagePoints = 10
	// OverWait is how long a finished level or table waits before the
	// launch action goes back to the title.
	OverWait = time.Second
)

// Trajectory appends to dst the positions, after each of the steps (their
// lengths of game time, in order), of a body launched from p at velocity v
// (world units a second) under gravity (world units a second²), touching
// nothing: the flight the physics world gives a dynamic body with no
// damping and a gravity scale of 1. It integrates as the solver does (cp's
// Space.Step moves each body by its velocity, BodyUpdatePosition, and then
// adds gravity to the velocity, BodyUpdateVelocity) in the solver's units
// (package physics counts time in whole nanoseconds: velocities are divided
// by 1e9, gravity by 1e9×1e9, a step is its length in nanoseconds), each
// product rounded, so with the steps' real lengths (runtime.Clock.Ahead)
// its points are the world's positions to the bit
// (TestPreviewMatchesFlight).
func Trajectory(dst []griff.Vec, p, v, gravity griff.Vec, steps []time.Duration) []griff.Vec {
	gx, gy := gravity[0]/(1e9*1e9), gravity[1]/(1e9*1e9)
	vx, vy := v[0]/1e9, v[1]/1e9
	x, y := p[0], p[1]
	for _, d := range steps {
		ns := max(1, math.Round(float64(d.Seconds()*1e9)))
		x, y = x+float64(vx*ns), y+float64(vy*ns)
		vx, vy = vx+float64(gx*ns), vy+float64(gy*ns)
		dst = append(dst, griff.V(x, y))
	}
	return dst
}

// LaunchVelocity returns the launch velocity of a pull (the bird's offset
// from the sling, world units): opposite the pull, power world units a
// second per unit, the pull first capped at maxPull.
func LaunchVelocity(pull griff.Vec, maxPull, power float64) griff.Vec {
	pull = capLength(pull, maxPull)
	return griff.V(float64(-pull[0]*power), float64(-pull[1]*power))
}

// capLength returns v shortened to at most n long.
func capLength(v griff.Vec, n float64) griff.Vec {
	l := math.Hypot(v[0], v[1])
	if l <= n || l == 0 {
		return v
	}
	k := n / l
	return griff.V(float64(v[0]*k), float64(v[1]*k))
}

// StarsFor returns the stars a score wins against thresholds (one, two
// and three stars): 0 to 3. A won level has at least one star.
func StarsFor(score int, thresholds [3]int) int {
	n := 0
	for _, t := range thresholds {
		if score >= t {
			n++
		}
	}
	return max(n, 1)
}

// The pinball's defaults and rules.
const (
	// DefaultFlipperSpeed is a flipper's turning speed, radians a second
	// (about 0.05 s from rest to up, as a real flipper's solenoid).
	DefaultFlipperSpeed = 20.0
	// DefaultPlungerSpeed is a full pull's launch speed.
	DefaultPlungerSpeed = 1200.0
	// DefaultNudge is the speed a nudge gives the ball.
	DefaultNudge = 160.0
	// LaneBonus is scored when every lane is lit.
	LaneBonus = 5000
	// KickerLit is how long a kicker stays lit after a kick.
	KickerLit = 150 * time.Millisecond
)

// PlungerSpeed returns the launch speed of a plunger held for pull:
// maxSpeed × pull ÷ maxPull, pull capped at maxPull.
func PlungerSpeed(pull, maxPull time.Duration, maxSpeed float64) float64 {
	if maxPull <= 0 {
		return 0
	}
	pull = min(max(pull, 0), maxPull)
	return float64(maxSpeed*float64(pull)) / float64(maxPull)
}

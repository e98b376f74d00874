package runtime

import (
	"math"
	"time"

	"github.com/griffengine/griff/griff"
)

// DefaultStepRate is the step rate of a project that names none: 60 steps per second.
const DefaultStepRate = 60

// MaxStepRate is the highest step rate a clock runs at: a million steps a
// second (steps of 1 µs). A higher rate is clamped to it, so a step is never
// shorter than a nanosecond and never zero. Project files allow at most 1,000.
const MaxStepRate = 1_000_000

// MaxTimeScale is the highest time scale: 100 (fast-forward a hundred times).
// A higher scale, +Inf included, is clamped to it, so a step's game time stays
// far from overflowing and game time never runs backwards. Game time itself
// stops at the largest griff.Time (292 years; about 2.9 years of play at
// this scale) instead of wrapping.
const MaxTimeScale = 100

// MaxOwed is the most real time Advance owes at once: 0.1 s, or one step when a
// step is longer (step rates under 10). A longer stall slows the game down instead
// of piling up steps (the "spiral of death" guard of Glenn
// Fiedler's Fix Your Timestep!, 2004).
const MaxOwed = 100 * time.Millisecond

// SnapTolerance is how close, as a fraction of one step, a frame's length must be to
// a whole number (one or more) of steps to count as exactly that many: 12%. A
// display at 59.94 Hz or with a little jitter then takes one step every frame
// instead of now and then zero or two (the idea of Godot's physics jitter fix).
const SnapTolerance = 0.12

// Clock is the game's fixed-step clock. It decides how many steps a frame takes
// and keeps game time. The zero value is not ready; the Game makes its clock.
type Clock struct {
	stepRate int           `griff:"state"`
	step     time.Duration `griff:"state"` // real duration of one step
	owed     time.Duration `griff:"state"` // real time not yet stepped, in [0, step)
	tick     griff.Tick    `griff:"state"`
	now      griff.Time    `griff:"state"`
	delta    time.Duration `griff:"state"` // game time the current step advanced
	acc      int64         `griff:"state"` // game time in units of 1/stepRate nanoseconds
	scale    float64       `griff:"state"`
	paused   bool          `griff:"state"`
}

func newClock(stepRate int) Clock {
	if stepRate <= 0 {
		stepRate = DefaultStepRate
	}
	stepRate = min(stepRate, MaxStepRate)
	step := time.Second / time.Duration(stepRate)
	return Clock{stepRate: stepRate, step: step, delta: step, scale: 1}
}

// StepRate returns the number of fixed steps per second of real time.
func (c *Clock) StepRate() int { return c.stepRate }

// StepDuration returns the real time one step stands for (1/StepRate seconds,
// rounded down to a nanosecond).
func (c *Clock) StepDuration() time.Duration { return c.step }

// Delta returns the game time the current step advanced: one step's duration
// times the time scale the step began with. Movement and timers use it. Game time
// is kept exactly in units of 1/StepRate nanoseconds, so at scale 1 Delta is
// 16666666 or 16666667 ns at 60 steps a second and 60 steps make exactly one
// second; Delta does not drift. Before the first step it is one step's duration.
// In a step whose gameplay is paused (Game.GameplayPaused) it is 0.
func (c *Clock) Delta() time.Duration { return c.delta }

// DeltaSeconds returns Delta in seconds.
func (c *Clock) DeltaSeconds() float64 { return c.Delta().Seconds() }

// Tick returns the number of the step being run, or of the last one taken between
// steps. The first step is 1.
func (c *Clock) Tick() griff.Tick { return c.tick }

// Now returns the game time: the sum of Delta over the steps taken.
func (c *Clock) Now() griff.Time { return c.now }

// TimeScale returns the factor applied to game time per step: 1 is normal, 0.5 slow
// motion, 0 a hit stop (steps still run and input still counts, but game time
// stands still). The default is 1.
func (c *Clock) TimeScale() float64 { return c.scale }

// SetTimeScale sets the time scale from the next step on. Negative values and NaN
// count as 0 (a hit stop); values above MaxTimeScale, +Inf included, count as
// MaxTimeScale.
func (c *Clock) SetTimeScale(s float64) {
	if s < 0 || s != s {
		s = 0
	}
	s = min(s, MaxTimeScale)
	c.scale = s
}

// Paused reports whether the game is paused: Advance then takes no steps and owes
// nothing.
func (c *Clock) Paused() bool { return c.paused }

// SetPaused pauses or resumes the game.
func (c *Clock) SetPaused(p bool) {
	c.paused = p
	c.owed = 0
}

// Blend returns how far the present moment is between the last two steps, in
// [0, 1): 0 means exactly at the last step. Drawing uses it to interpolate.
func (c *Clock) Blend() float64 {
	return float64(c.owed) / float64(c.step)
}

// Due adds the real time d to what is owed and returns the number of whole
// steps it holds, keeping the rest: Game.Advance is Due followed by that many
// Game.Step calls. A host that does something after each step (hosting.Loop
// records a snapshot) calls Due and Step itself. See Game.Advance for the rules.
func (c *Clock) Due(d time.Duration) int { return c.steps(d) }

// steps adds the real time d to what is owed and returns how many whole steps that
// holds, keeping the remainder. See Game.Advance for the rules.
func (c *Clock) steps(d time.Duration) int {
	if c.paused || d <= 0 {
		return 0
	}
	limit := max(MaxOwed, c.step) // a step longer than MaxOwed must still be reachable
	if d > limit {
		d = limit
	}
	n := (d + c.step/2) / c.step // the nearest whole number of steps
	if n >= 1 {
		diff := d - n*c.step
		if diff < 0 {
			diff = -diff
		}
		if float64(diff) <= SnapTolerance*float64(c.step) {
			d = n * c.step
		}
	}
	c.owed += d // owed was under one step, so this holds at most limit/step steps

	k := int(c.owed / c.step)
	c.owed -= time.Duration(k) * c.step
	return k
}

// advance moves the clock by one step; a step whose gameplay is paused (held)
// counts but moves game time by nothing. The step's delta is worked out from
// acc's remainder modulo the rate, which is what (acc+units)/rate - acc/rate
// is while acc does not overflow; when acc would overflow (at the highest
// rate and scale after about 92 s of real time) it is first reduced to that
// remainder, which changes no delta. Game time stops at the largest
// griff.Time (292 years) rather than wrap.
func (c *Clock) advance(held bool) {
	c.tick++
	if held {
		c.delta = 0
		return
	}
	units := c.units()
	rate := int64(c.stepRate)
	if c.acc > math.MaxInt64-units {
		c.acc %= rate
	}
	d := (c.acc%rate + units) / rate
	c.acc += units
	if int64(c.now) > math.MaxInt64-d {
		d = math.MaxInt64 - int64(c.now)
	}
	c.delta = time.Duration(d)
	c.now += griff.Time(d)
}

// units returns the game time one step adds, in units of 1/stepRate ns: 1e9
// times the time scale, rounded; the scale is in [0, MaxTimeScale], so it is
// in [0, 1e11].
func (c *Clock) units() int64 {
	if c.scale == 1 {
		return int64(time.Second)
	}
	return int64(math.Round(float64(time.Second) * c.scale))
}

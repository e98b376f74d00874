// Package timers is the system of Timer and Tween components: timers count
// game time and fire, tweens animate a transform's position, rotation or scale
// along an easing curve. Their steps run in the simulate phase
// (runtime.StepTimers, then runtime.StepTweens).
//
// Decisions:
//   - Both count game time: slow motion slows them, a paused clock stops them.
//   - A repeating timer keeps its overshoot (Elapsed modulo Duration), so it
//     does not drift; it fires at most once a step.
//   - A tween's loop mode is saved by name ("once", "repeat", "pingpong").
package timers

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Timer counts game time and fires after Duration: Fired reports true for the
// one step it fired on. A repeating timer starts again, keeping the overshoot so
// it does not drift. Saved as "Griff.Timer".
type Timer struct {
	// Duration is the time between start and firing, in game time; a timer with
	// Duration <= 0 never fires.
	Duration time.Duration `json:"duration"`
	// Repeat starts the timer again each time it fires.
	Repeat bool `json:"repeat,omitempty"`
	// Paused stops the count.
	Paused bool `json:"paused,omitempty"`
	// Elapsed is the game time counted since the timer (re)started: state.
	Elapsed time.Duration `json:"elapsed"`
	// Count is how many times the timer has fired: state.
	Count int `json:"count,omitempty"`
	// FiredAt is the tick it last fired on, 0 if never: state.
	FiredAt griff.Tick `json:"firedAt,omitempty" griff:"was=fired_at"`
}

// Fired reports whether the timer fired on step tick (usually Clock().Tick()).
func (t *Timer) Fired(tick griff.Tick) bool { return t.FiredAt == tick && tick != 0 }

// Property names what a Tween animates. It is saved by name: "position",
// "rotation", "scale".
type Property uint8

// The properties a Tween can animate: the entity's local position (world units),
// rotation (radians, in From[0] and To[0]) and scale.
const (
	PropertyPosition Property = iota
	PropertyRotation
	PropertyScale
)

// Loop says what a Tween does at its end. It is saved by name: "once",
// "repeat", "pingpong".
type Loop uint8

// LoopOnce stops at To; LoopRepeat jumps back to From; LoopPingPong turns
// around.
const (
	LoopOnce Loop = iota
	LoopRepeat
	LoopPingPong
)

// Tween animates a property of its entity's transform from From to To over
// Duration of game time along an easing curve. Saved as "Griff.Tween".
type Tween struct {
	// Property is what the tween animates (the default: the position).
	Property Property `json:"property"`
	// From and To are the values at the start and the end: a position or a
	// scale (world units, or factors), or a rotation in radians in [0].
	From griff.Vec `json:"from"`
	To   griff.Vec `json:"to"`
	// Duration is the game time from From to To; <= 0 jumps to To at once.
	Duration time.Duration `json:"duration"`
	// Easing is the curve from From to To (the default: linear).
	Easing griff.Easing `json:"easing"`
	// Loop is what the tween does at its end (the default: LoopOnce).
	Loop Loop `json:"loop,omitempty"`
	// Elapsed is the game time played: state. Done is true once a LoopOnce tween has
	// reached To: state. A network host does not send Elapsed (net:"-"): the
	// transform it moves is sent.
	Elapsed time.Duration `json:"elapsed" net:"-"`
	Done    bool          `json:"done,omitempty"`
}

func init() {
	scenes.Register[Timer]("Griff.Timer")
	scenes.Register[Tween]("Griff.Tween")
}

// NewSystem returns the timer and tween system. It has no options and no state
// of its own: what it counts is in the components.
func NewSystem() runtime.System { return system{} }

type system struct{}

func (system) Name() string { return "Timers" }

func (system) Setup(g *runtime.Game) error {
	g.AddStep(runtime.StepTimers, runtime.InPhase(runtime.PhaseSimulate), runTimers)
	g.AddStep(runtime.StepTweens, runtime.After(runtime.StepTimers), runTweens)
	return nil
}

func runTimers(g *runtime.Game) {
	dt, tick := g.Clock().Delta(), g.Clock().Tick()
	// Read only, marking the timers that tick (scenes.Entity.MarkChanged):
	// a paused or spent timer is not written, so a Timeline shares its
	// entity's record.
	for e, t := range scenes.ActiveRead[Timer](g.Scene()) {
		if t.Paused || t.Duration <= 0 || (!t.Repeat && t.Count > 0) {
			continue
		}
		e.MarkChanged()
		t.Elapsed += dt
		if t.Elapsed < t.Duration {
			continue
		}
		t.Count++
		t.FiredAt = tick
		if t.Repeat {
			t.Elapsed %= t.Duration
		} else {
			t.Elapsed = t.Duration
		}
	}
}

func runTweens(g *runtime.Game) {
	dt := g.Clock().Delta()
	for e, tw := range scenes.ActiveRead[Tween](g.Scene()) {
		if tw.Done {
			continue
		}
		e.MarkChanged()
		tw.Elapsed += dt
		apply(e.Transform(), tw, progress(tw))
	}
}

// progress returns how far along the curve the tween is, in [0, 1], and
// settles Elapsed and Done for its loop mode.
func progress(tw *Tween) float64 {
	if tw.Duration <= 0 {
		tw.Done = true
		return 1
	}
	switch tw.Loop {
	case LoopRepeat:
		tw.Elapsed %= tw.Duration
		return float64(tw.Elapsed) / float64(tw.Duration)
	case LoopPingPong:
		tw.Elapsed %= 2 * tw.Duration
		if tw.Elapsed > tw.Duration {
			return float64(2*tw.Duration-tw.Elapsed) / float64(tw.Duration)
		}
		return float64(tw.Elapsed) / float64(tw.Duration)
	}
	if tw.Elapsed >= tw.Duration {
		tw.Elapsed, tw.Done = tw.Duration, true
		return 1
	}
	return float64(tw.Elapsed) / float64(tw.Duration)
}

func apply(tr *scenes.Transform, tw *Tween, t float64) {
	v := griff.Lerp(tw.From, tw.To, tw.Easing.Apply(t))
	switch tw.Property {
	case PropertyPosition:
		tr.SetPosition(v)
	case PropertyRotation:
		tr.SetRotation(v[0])
	case PropertyScale:
		tr.SetScale(v)
	}
}

package grid

import (
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// DefaultStepTime is how long a mover takes to slide one cell when
// Mover.StepTime is 0: 150 ms of game time.
const DefaultStepTime = 150 * time.Millisecond

// Mover is an entity that stands on a cell of the grid and steps one cell at
// a time: its cell changes at once when the step starts (so two movers never
// step into one cell), and its transform slides from the old cell's centre to
// the new one's over StepTime of game time, so it is drawn sliding. A brain on
// the same entity (a component that is a Brain: Control, Chase, Patrol, or a
// module's) picks each step; a mover without one stands until pushed. Saved as
// "Griff.GridMover".
type Mover struct {
	// Cell is the cell the mover stands on or is stepping into: state. A scene
	// file places a mover by it; the transform follows.
	Cell Cell `json:"cell"`
	// StepTime is the game time one step takes; the default (0) is
	// DefaultStepTime.
	StepTime time.Duration `json:"stepTime,omitempty"`
	// Push lets the mover push a Pushable mover (a crate) one cell ahead of
	// it, if the cell beyond is open and free. Only orthogonal steps push.
	Push bool `json:"push,omitempty"`
	// From is the cell the current step started from: state.
	From Cell `json:"from"`
	// Elapsed is the game time into the current step: state.
	Elapsed time.Duration `json:"elapsed,omitempty"`
	// Pace is the length of the current step (StepTime, or the pusher's for a
	// pushed crate): state.
	Pace time.Duration `json:"pace,omitempty"`
	// Moving is true while the mover slides: state.
	Moving bool `json:"moving,omitempty"`
	// Facing is the direction of the last step it took or tried: state.
	Facing Dir `json:"facing,omitempty"`
	// Steps counts the steps the mover has taken, pushed ones too: state.
	Steps int `json:"steps,omitempty"`
	// Bumps counts the steps it tried that were refused (a wall, a mover, a
	// crate that would not move): state.
	Bumps int `json:"bumps,omitempty"`
}

// stepTime is StepTime or the default.
func (m *Mover) stepTime() time.Duration {
	if m.StepTime > 0 {
		return m.StepTime
	}
	return DefaultStepTime
}

// Pushable is the core marker of a crate: a component that is a Pushable
// makes its entity's mover one that movers with Push shove ahead of them.
// Crate is the built-in one; any module's component can be one too (the
// platformer's crate is), so a puzzle's, a top-down game's and a platformer's
// crates are the same idea. Pushable returns false to refuse pushes for now
// (a crate frozen on its goal). It runs inside its entity's fault boundary, as
// Brain's NextStep does.
type Pushable interface {
	Pushable() bool
}

// Crate marks its entity's mover as pushable (see Pushable). Saved as
// "Griff.Crate".
type Crate struct {
	// Stuck refuses pushes while true.
	Stuck bool `json:"stuck,omitempty"`
}

// Pushable reports whether the crate may be pushed now: not Stuck.
func (c *Crate) Pushable() bool { return !c.Stuck }

func init() {
	scenes.Register[Mover]("Griff.GridMover")
	scenes.Register[Crate]("Griff.Crate")
}

// pushable reports whether e has a component that is a Pushable saying yes,
// looking at the components in e's order; the call runs inside e's fault
// boundary.
func pushable(g *runtime.Game, e *scenes.Entity) bool {
	for ct, c := range e.ReadComponents() { // Pushable answers; it writes nothing
		if p, ok := c.(Pushable); ok {
			g.Enter(e, ct, runtime.HookStep)
			yes := p.Pushable()
			g.Leave()
			return yes
		}
	}
	return false
}

package runtime

import (
	"github.com/griffengine/griff/griff/input"
)

// inputSystem asks the game's input source for this step's events once per step
// and applies them to the input state, so input counts in the next step taken,
// once. It is part of the core: every system may read the input state.
type inputSystem struct {
	source input.Source  `griff:"-"`
	state  input.State   `griff:"state"`
	events []input.Event `griff:"-"`
	// replay, while replaying, is what the step reads in place of the
	// source: the events a Timeline recorded for the step it re-simulates
	// (timeline_sparse.go).
	replay    []input.Event `griff:"-"`
	replaying bool          `griff:"-"`
}

func (*inputSystem) Name() string { return "Input" }

func (s *inputSystem) Setup(g *Game) error {
	g.AddStep(StepInput, After(StepClock), func(g *Game) {
		s.events = s.events[:0]
		if s.replaying {
			s.events = append(s.events, s.replay...)
		} else if s.source != nil {
			s.events = s.source.Events(g.clock.tick, s.events)
		}
		s.state.Apply(s.events)
	})
	return nil
}

// SaveState returns the input state (the actions held) as JSON: part of the
// game's state digest.
func (s *inputSystem) SaveState() ([]byte, error) { return s.state.MarshalJSON() }

// Input returns the input state of the current step: which actions each local
// player holds, pressed or released this step, and axis values.
func (g *Game) Input() *input.State { return &g.input.state }

// InputSeeks reports whether the game's input source is an input.Seeker (an
// input.Script, a replay): Restore moves such a source to the restored step,
// so the input state a snapshot puts back is what the source holds there. A
// live source (input.Live, a player's devices) is not moved: a load of a save
// game (package saves) keeps the input state of the moment before the load
// instead, which is what the devices hold.
func (g *Game) InputSeeks() bool {
	_, ok := g.input.source.(input.Seeker)
	return ok
}

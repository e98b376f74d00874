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
}

func (*inputSystem) Name() string { return "Input" }

func (s *inputSystem) Setup(g *Game) error {
	g.AddStep(StepInput, After(StepClock), func(g *Game) {
		s.events = s.events[:0]
		if s.source != nil {
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

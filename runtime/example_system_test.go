package runtime_test

import (
	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

// Weight marks an entity that gravity pulls down. A component is a plain
// struct registered once, in init, under the name scene files use.
type Weight struct{}

func init() { scenes.Register[Weight]("Example.Weight") }

// StepGravity is the id of the gravity step: other systems place their steps
// before or after it by this id.
var StepGravity = runtime.NewStep("Gravity")

// Gravity is a system: it owns its settings (G) and adds one step to the frame.
type Gravity struct {
	G float64 // downward acceleration; the unit is world units per second squared
}

// Name names the system in Game.Frame and in errors.
func (s *Gravity) Name() string { return "Gravity" }

// Setup places the step in the logic phase (gameplay decisions), which runs
// before the simulate phase where motion moves entities.
func (s *Gravity) Setup(g *runtime.Game) error {
	g.AddStep(StepGravity, runtime.InPhase(runtime.PhaseLogic), s.step)
	return nil
}

// step speeds up every weighted Mover by G times the step's game time.
// runtime.Each runs the body inside each entity's fault boundary.
func (s *Gravity) step(g *runtime.Game) {
	dt := g.Clock().DeltaSeconds()
	for e := range runtime.Each[Weight](g) {
		if m := scenes.Get[motion.Mover](e); m != nil {
			// Velocity[1] is y, which points down. float64(...) rounds the
			// product before the sum, so no machine fuses a multiply-add
			// and every machine gets the same bits.
			m.Velocity[1] += float64(s.G * dt)
		}
	}
}

// A system adds a step to a phase of the frame; every step of the game runs
// once per fixed step, phase by phase.
func ExampleSystem() {
	g, err := runtime.NewGame(runtime.Options{}, motion.NewSystem(), &Gravity{G: 120})
	if err != nil {
		panic(err)
	}
	rock := g.Scene().NewEntity("Rock", nil)
	scenes.Add(rock, Weight{})
	scenes.Add(rock, motion.Mover{})
	for range 60 { // one second of game time
		g.Step()
	}
	p := rock.Transform().Position()
	fmt.Printf("%s fell to y = %.1f\n", rock.Path(), p.Y())
	// The frame lists every step in the order it runs, with its phase.
	for _, s := range g.Frame() {
		if s.System == "Gravity" || s.System == "Motion" {
			fmt.Println(s.Phase, s.ID, s.System)
		}
	}
	// Output:
	// Rock fell to y = 61.0
	// logic Gravity Gravity
	// simulate Motion Motion
}

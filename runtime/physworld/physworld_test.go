package physworld_test

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

func TestPhysicsStepsInThePhysicsPhase(t *testing.T) {
	var crate *scenes.Entity
	var before, after []float64
	watch := func(into *[]float64) func(*runtime.Game) {
		return func(*runtime.Game) { *into = append(*into, crate.Transform().Position()[1]) }
	}
	g, err := runtime.NewGame(runtime.Options{}, physworld.NewSystem(physics.Options{}),
		&probe{runtime.NewStep("Before"), runtime.Before(runtime.StepPhysics), watch(&before)},
		&probe{runtime.NewStep("After"), runtime.After(runtime.StepPhysics), watch(&after)})
	if err != nil {
		t.Fatal(err)
	}
	crate = g.Scene().NewEntity("Crate", nil)
	scenes.Add(crate, physics.Body{})
	scenes.Add(crate, physics.Collider{Shapes: []physics.Shape{{Kind: physics.ShapeBox, Size: griff.V(10, 10)}}})
	for range 30 {
		g.Step()
	}
	y := crate.Transform().Position()[1]
	// Half a second of free fall at 980 units/s² is about 122 units.
	if y < 100 || y > 130 {
		t.Errorf("after 30 steps the crate fell to y = %v, want about 122", y)
	}
	if before[5] != after[4] || after[5] <= before[5] {
		t.Errorf("the crate moved outside the physics step: before %v, after %v", before[:6], after[:6])
	}
	if physworld.Of(g).World() == nil {
		t.Error("the physics service has no world")
	}
	g.Clock().SetTimeScale(0) // a hit stop from the next step on
	g.Step()
	g.Step()
	if got := crate.Transform().Position()[1]; got != y {
		t.Errorf("the crate moved from %v to %v during a hit stop", y, got)
	}
}

// probe is a system that runs a function at a place in the frame each step.
type probe struct {
	id    runtime.StepID
	where runtime.Placement
	fn    func(g *runtime.Game)
}

func (p *probe) Name() string { return "Probe " + p.id.Name() }
func (p *probe) Setup(g *runtime.Game) error {
	g.AddStep(p.id, p.where, p.fn)
	return nil
}

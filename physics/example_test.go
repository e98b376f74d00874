package physics_test

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// A crate falls onto a floor and goes to sleep there.
func ExampleWorld() {
	s := scenes.NewScene("level", nil)
	floor := s.NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 510))
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(1000, 20)}})
	crate := s.NewEntity("Crate", nil)
	scenes.Add(crate, physics.Body{})
	scenes.Add(crate, physics.Collider{Shapes: []physics.Shape{physics.Box(20, 20)}})

	w := physics.NewWorld(s, physics.Options{})
	began := 0
	for range 180 { // three seconds at 60 steps a second
		s.BeginStep() // the runtime does this at the start of every step
		w.Step(1.0 / 60)
		for _, t := range w.Touches() {
			if t.Phase == physics.TouchBegin {
				began++
				fmt.Printf("%s touches %s, normal %v\n", t.A.Name(), t.B.Name(), t.Normal)
			}
		}
	}
	fmt.Printf("crate at y=%.0f, asleep %v, touches begun %d\n", crate.Transform().Position()[1], w.IsSleeping(crate), began)
	// Output:
	// Floor touches Crate, normal [0 -1]
	// crate at y=490, asleep true, touches begun 1
}

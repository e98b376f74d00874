package platformer_test

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/scenes"
)

// A platformer needs no code of its own: components on entities, and the
// module's systems to run them. A project file gets them with
// "modules": ["platformer"]; a game made in code passes platformer.Systems().
func Example() {
	// The input: "right" held from step 1 on (a window host reads the keys).
	keys := input.NewScript([]input.Event{{Tick: 1, Action: "right", Down: true, Value: 1}})
	g, err := builtins.NewGame(runtime.Options{Input: keys}, builtins.Options{}, platformer.Systems()...)
	if err != nil {
		panic(err)
	}
	// A floor: a collider without a body is static ground. Its top is at y = 92
	// (y points down).
	floor := g.Scene().NewEntity("Floor", nil)
	floor.Transform().SetPosition(griff.V(0, 100))
	scenes.Add(floor, physics.Collider{Shapes: []physics.Shape{physics.Box(800, 16)}})
	// A player: a dynamic body with a box, and the Player component with its
	// default settings (speed, jump, coyote time...). It starts in the air.
	hero := g.Scene().NewEntity("Hero", nil)
	hero.Transform().SetPosition(griff.V(0, 60))
	scenes.Add(hero, physics.Body{})
	shape := physics.Box(12, 16)
	shape.Friction = -1 // none: the Player sets its velocity itself
	scenes.Add(hero, physics.Collider{Shapes: []physics.Shape{shape}})
	p := scenes.Add(hero, platformer.Player{})
	// One second of steps: the player falls, lands and runs right.
	for range 60 {
		g.Step()
	}
	at := hero.Transform().Position()
	fmt.Printf("grounded %v, standing at y %.0f, ran right: %v\n", p.Grounded, at.Y(), at.X() > 50)
	// Output:
	// grounded true, standing at y 84, ran right: true
}

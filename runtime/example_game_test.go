package runtime_test

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
)

// A game is made from its systems, plays a scene, and moves on one fixed step
// at a time. (builtins.NewGame makes one with every built-in system, and
// hosting.Load one from a game folder.)
func ExampleGame() {
	// Make a game with one built-in system, motion (Mover components). The
	// zero Options give 60 steps a second, seed 0 and an empty scene.
	g, err := runtime.NewGame(runtime.Options{}, motion.NewSystem())
	if err != nil {
		panic(err) // a mistake in the order of the systems' steps
	}
	// Add an entity to the scene, at (10, 0), moving right at 60 world units
	// a second of game time.
	ball := g.Scene().NewEntity("Ball", nil)
	ball.Transform().SetPosition(griff.V(10, 0))
	scenes.Add(ball, motion.Mover{Velocity: griff.V(60, 0)})
	// Take 30 steps: half a second of game time at 60 steps a second.
	for range 30 {
		g.Step()
	}
	fmt.Println(ball.Path(), ball.Transform().Position())
	fmt.Println("game time:", g.Clock().Now())
	// Output:
	// Ball [40 0]
	// game time: 500ms
}

// The host hands the game the real time each frame took; the game takes the
// fixed steps that time holds and keeps the rest. Blend says how far the frame
// is between the last two steps, which drawing uses to place things smoothly.
func ExampleGame_Advance() {
	g, err := runtime.NewGame(runtime.Options{StepRate: 60}) // a step is 1/60 s
	if err != nil {
		panic(err)
	}
	// A display at 40 frames a second: each frame is 25 ms of real time,
	// one and a half steps.
	for range 4 {
		steps := g.Advance(25 * time.Millisecond)
		fmt.Printf("steps %d, blend %.2f\n", steps, g.Clock().Blend())
	}
	// A stall of 2 s owes at most runtime.MaxOwed (0.1 s): 6 steps, not 120,
	// so the game slows down instead of jumping ahead.
	fmt.Println("after a stall:", g.Advance(2*time.Second), "steps")
	// Output:
	// steps 1, blend 0.50
	// steps 2, blend 0.00
	// steps 1, blend 0.50
	// steps 2, blend 0.00
	// after a stall: 6 steps
}

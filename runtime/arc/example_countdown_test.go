package arc_test

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc/internal/countdown"
	"github.com/griffengine/griff/runtime/scripts"
)

// A game runs arcs through its script system. The script, Countdown (in
// internal/countdown), is ordinary Go that pauses:
//
//	func (c *Countdown) Run(g *runtime.Game) {
//		for n := c.From; n > 0; n-- {
//			fmt.Printf("%d (step %d)\n", n, g.Clock().Tick())
//			arc.Wait("second", time.Second)
//		}
//		fmt.Printf("Go! (step %d)\n", g.Clock().Tick())
//	}
//
// go generate (arcgen) wrote countdown_arc.go beside it, and the package's
// init registers the type with scripts.RegisterArc.
func Example_countdown() {
	// A game with the script system; the step rate is 60 steps a second.
	g, err := runtime.NewGame(runtime.Options{}, scripts.NewSystem())
	if err != nil {
		panic(err)
	}
	// Start the arc for the world (no owner entity): it first runs in the
	// next step's scripts phase.
	c := &countdown.Countdown{From: 3}
	scripts.Of(g).Start(c, nil)
	// Hand the game 4 seconds of frames (1/60 s each); each Wait of one
	// second lasts 60 steps of game time.
	for range 4 * 60 {
		g.Advance(time.Second / 60)
	}
	// A finished arc leaves the scheduler.
	fmt.Println("running:", scripts.Of(g).Running(c))
	// Output:
	// 3 (step 1)
	// 2 (step 61)
	// 1 (step 121)
	// Go! (step 181)
	// running: false
}

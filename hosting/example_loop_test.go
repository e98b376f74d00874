package hosting_test

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// printView stands in for a window: a View is asked to draw once a frame,
// after the frame's steps.
type printView struct{}

// Draw prints the game's step count and how far the frame is between the last
// two steps; a real view draws every moving thing that far between where it
// was and where it is.
func (printView) Draw(g *runtime.Game, blend float64) error {
	fmt.Printf("draw after step %d, blend %.2f\n", g.Clock().Tick(), blend)
	return nil
}

// Every host (the window, the server, tests) runs the same loop: it measures
// the real time each frame took and hands it in; the loop takes the fixed
// steps that time holds, then draws.
func ExampleLoop() {
	g, err := runtime.NewGame(runtime.Options{StepRate: 60}) // a step is 1/60 s
	if err != nil {
		panic(err)
	}
	loop := &hosting.Loop{Game: g, View: printView{}}
	// A display at 40 frames a second: 25 ms a frame, one and a half steps.
	// A real host measures each frame (the loop itself reads no clock).
	for range 4 {
		steps, err := loop.Frame(25 * time.Millisecond)
		if err != nil { // a panic in a step or a failed draw; the game is now paused
			fmt.Println(err)
			return
		}
		fmt.Println("steps:", steps)
	}
	// Output:
	// draw after step 1, blend 0.50
	// steps: 1
	// draw after step 3, blend 0.00
	// steps: 2
	// draw after step 4, blend 0.50
	// steps: 1
	// draw after step 6, blend 0.00
	// steps: 2
}

// Package countdown holds the arc that package arc's countdown example runs:
// a script of *runtime.Game, as a game's own arcs are, registered with the
// script system (runtime/scripts) so a game can start it.
package countdown

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
)

// go generate runs arcgen, which writes countdown_arc.go: the code that lets
// the script pause, resume and be saved.
//go:generate go run github.com/griffengine/griff/cmd/arcgen

// Countdown prints From, From-1, ..., 1, one second of game time apart, then
// "Go!". Its fields are saved with the arc.
type Countdown struct {
	arc.Base // what the scheduler needs; every arc embeds it
	From     int
}

// Run is the script: ordinary Go that pauses at arc.Wait. The key "second"
// names the pause in saves; it must be unique within Run.
func (c *Countdown) Run(g *runtime.Game) {
	for n := c.From; n > 0; n-- {
		fmt.Printf("%d (step %d)\n", n, g.Clock().Tick())
		arc.Wait("second", time.Second) // game time: a paused game does not count down
	}
	fmt.Printf("Go! (step %d)\n", g.Clock().Tick())
}

// init registers the arc type, so a game can start it (scripts.Of(g).Start),
// name it in a scene's Script component and load it from a save.
func init() { scripts.RegisterArc[Countdown]() }

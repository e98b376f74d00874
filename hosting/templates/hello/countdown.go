package game

import (
	"strconv"
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// go generate turns every arc of this package into code that can pause and
// be saved (countdown_arc.go); griff-player runs it for you before it builds.
//go:generate go run github.com/griffengine/griff/cmd/arcgen

// Countdown is an arc: a script written as ordinary Go that pauses. It counts
// down from 10 to 0, one number a second of game time, in the Text of the
// entity it runs for, then says "Go!". A scene starts it with
//
//	"Griff.Script": {"arcs": ["game.Countdown"]}
//
// Its fields (none yet) are saved with it, as is where it paused.
type Countdown struct {
	arc.Base // what every arc embeds
}

// Run is the script. Every pause (arc.Wait, arc.Yield) takes a key unique in
// the method; a saved game names where the arc paused by it.
func (c *Countdown) Run(g *runtime.Game) {
	for n := 10; n >= 0; n-- {
		c.show(g, strconv.Itoa(n))
		arc.Wait("second", time.Second)
	}
	c.show(g, "Go!")
}

// show puts words in the Text of the entity the countdown runs for.
func (c *Countdown) show(g *runtime.Game, words string) {
	if e := scripts.Of(g).Owner(c); e != nil {
		if text := scenes.Get[visual.Text](e); text != nil {
			text.Set(words)
		}
	}
}

package example

import (
	"time"

	"github.com/griffengine/griff/runtime/arc"
)

// Napper waits D once, then logs; for the tests of spans.
type Napper struct {
	arc.Base
	D time.Duration
}

// Run is the script.
func (n *Napper) Run(g *Ctx) {
	arc.Wait("nap", n.D)
	g.Logf("woke")
}

// Paradox waits for a latch and its inverse at once, which can never end.
type Paradox struct {
	arc.Base
}

// Run is the script.
func (p *Paradox) Run(g *Ctx) {
	arc.WaitAll("never", g.Lamp, g.Lamp.Not())
	g.Logf("impossible")
}

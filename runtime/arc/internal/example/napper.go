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

// Raiser waits D once, then raises the door; for the test of a raise on a waiter's
// deadline step by an arc added before the waiter.
type Raiser struct {
	arc.Base
	D time.Duration
}

// Run is the script.
func (r *Raiser) Run(g *Ctx) {
	arc.Wait("nap", r.D)
	g.Door.Raise()
	g.Logf("raised")
}

package example

import (
	"time"

	"github.com/griffengine/griff/runtime/arc"
)

// Sleeper naps an hour at a time, for the benchmark of sleeping arcs.
type Sleeper struct {
	arc.Base
}

// Run is the script.
func (s *Sleeper) Run(g *Ctx) {
	for {
		arc.Wait("nap", time.Hour)
	}
}

// Spinner counts the steps it runs, for the benchmark of arcs resumed every step
// (or every Every of game time).
type Spinner struct {
	arc.Base
	N     int
	Every time.Duration
}

// Run is the script.
func (s *Spinner) Run(g *Ctx) {
	for {
		s.N++
		if s.Every > 0 {
			arc.Wait("wait", s.Every)
		} else {
			arc.Yield("spin")
		}
	}
}

// Echo logs its name every Every of game time (every step when Every is 0), and
// calls the context's Hook.
type Echo struct {
	arc.Base
	Name  string
	Every time.Duration
}

// Run is the script.
func (e *Echo) Run(g *Ctx) {
	for {
		g.Logf("%s", e.Name)
		if g.Hook != nil {
			g.Hook(e.Name)
		}
		if e.Every > 0 {
			arc.Wait("every", e.Every)
		} else {
			arc.Yield("step")
		}
	}
}

// Parent holds other arcs and ticks them itself (arc.TickSelfer).
type Parent struct {
	arc.Base
	Kids []arc.Arc[*Ctx] `arc:"-"`
	Self bool            // tick itself as a child too (which panics)
}

// Run is the script: it parks.
func (p *Parent) Run(g *Ctx) {
	arc.Wait("park", arc.Forever)
}

// TickSelf ticks the children, then the parent's own script.
func (p *Parent) TickSelf(c *arc.Cursor, g *Ctx) bool {
	for _, k := range p.Kids {
		arc.TickChild(c, k, g)
	}
	if p.Self {
		arc.TickChild[*Ctx](c, p, g)
	}
	return p.ArcStep(c, g)
}

// Keeper holds two child arcs in fields, ticks them itself, and saves them with
// its own fields.
type Keeper struct {
	arc.Base
	Gate *Gate
	Echo *Echo
}

// Run is the script: it waits until the gate has seen three loops.
func (k *Keeper) Run(g *Ctx) {
	for k.Gate.Seen < 3 {
		arc.Yield("watch")
	}
	g.Logf("keeper done")
}

// TickSelf ticks the children, then the keeper's own script.
func (k *Keeper) TickSelf(c *arc.Cursor, g *Ctx) bool {
	arc.TickChild(c, k.Gate, g)
	arc.TickChild(c, k.Echo, g)
	return k.ArcStep(c, g)
}

// Ringer counts rings of the bell or the door, for the test that a wait on
// triggers allocates nothing.
type Ringer struct {
	arc.Base
	Rings int
}

// Run is the script.
func (r *Ringer) Run(g *Ctx) {
	for {
		arc.WaitAny("ring", g.Bell, g.Door)
		r.Rings++
	}
}

// Blinker counts the lamp going off and on, for the test that a wait on a
// latch or its inverse allocates nothing.
type Blinker struct {
	arc.Base
	Blinks int
}

// Run is the script.
func (b *Blinker) Run(g *Ctx) {
	for {
		arc.Wait("dark", g.Lamp.Not())
		arc.Wait("lit", g.Lamp)
		b.Blinks++
	}
}

package example

import "github.com/griffengine/griff/runtime/arc"

// Faulty panics in a plain helper of its own file, and then in a function of
// another package that its passage calls; for the tests of fault lines.
type Faulty struct {
	arc.Base
}

// Run is the script.
func (f *Faulty) Run(g *Ctx) {
	arc.Yield("a")
	f.boom(g)
	arc.Yield("b")
	g.Hook("faulty") // a panic in Hook is reported at this line
}

// boom panics when g.Panic is set (FaultyBoomLine).
func (f *Faulty) boom(g *Ctx) {
	if g.Panic {
		panic("boom")
	}
}

// FaultyBoomLine and FaultyHookLine are the lines of faulty.go a fault of Faulty
// reports.
const (
	FaultyBoomLine = 22
	FaultyHookLine = 16
)

// Diver calls a passage that calls itself without end and never pauses; for the
// test of the depth guard.
type Diver struct {
	arc.Base
}

// Run is the script.
func (d *Diver) Run(g *Ctx) {
	d.Dive(g, 0)
}

// Dive would pause only below zero, which n never reaches.
func (d *Diver) Dive(g *Ctx, n int) {
	if n < 0 {
		arc.Yield("never")
	}
	d.Dive(g, n+1)
}

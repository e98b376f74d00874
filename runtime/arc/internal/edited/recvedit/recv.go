// Package recvedit is internal/recv after an edit: Quest declares its fields in
// another order (a load reads Pet, a reference, before the Kids it refers to) and
// Walk's key "step" is now "pace" (a save paused there restarts the passage
// on the receiver the caller kept). Holder's local w is an any now, not a
// Walker, and Plain has a field more (a save of a Plain loads its Steps, Laps
// stays 0).
package recvedit

//go:generate go run github.com/griffengine/griff/cmd/arcgen

import (
	"fmt"

	"github.com/griffengine/griff/runtime/arc"
)

// Ctx is the ambient type.
type Ctx struct{ Log []string }

// Walker is implemented by arcs.
type Walker interface {
	Walk(g *Ctx, n int) int
}

// Kid walks.
type Kid struct {
	arc.Base
	Name  string
	Steps int
}

// Run walks one step.
func (k *Kid) Run(g *Ctx) { k.Walk(g, 1) }

// Walk takes n steps, one a tick.
func (k *Kid) Walk(g *Ctx, n int) int {
	for range n {
		arc.Yield("pace")
		k.Steps++
		g.Log = append(g.Log, fmt.Sprint(k.Name, " ", k.Steps))
	}
	return k.Steps
}

// Quest walks each kid by index, then its pet through an interface local.
type Quest struct {
	arc.Base
	Pet   *Kid
	Total int
	Kids  []*Kid
}

// Run is the quest.
func (q *Quest) Run(g *Ctx) {
	q.Kids = []*Kid{{Name: "ann"}, {Name: "bob"}}
	q.Pet = q.Kids[1]
	for i := 0; i < len(q.Kids); i++ {
		q.Total += q.Kids[i].Walk(g, 2)
	}
	var w Walker = q.Pet
	arc.Yield("rest")
	q.Total += w.Walk(g, 1)
	g.Log = append(g.Log, fmt.Sprint("done ", q.Total, " ", q.Pet == q.Kids[1], " ", w == Walker(q.Pet)))
}

// Plain is a Walker that is not an arc, with a field the saved one lacked.
type Plain struct {
	Laps  int
	Steps int
}

// Walk counts.
func (p *Plain) Walk(g *Ctx, n int) int {
	p.Steps += n
	p.Laps++
	return p.Steps*10 + p.Laps
}

// Holder keeps a Plain in an any across a pause.
type Holder struct {
	arc.Base
}

// Run holds a Plain in an interface local across a pause.
func (h *Holder) Run(g *Ctx) {
	var w any = &Plain{Steps: 4}
	arc.Yield("hold")
	g.Log = append(g.Log, fmt.Sprint("held ", w.(Walker).Walk(g, 1)))
}

// Package recv holds arcs for the load tests of kept receivers and shared arcs:
// passages called on an arc picked by index (worked out once, saved), an arc
// held in two fields and in an interface local (one arc after a load).
// edited/recvedit is the same script after an edit.
package recv

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
		arc.Yield("step")
		k.Steps++
		g.Log = append(g.Log, fmt.Sprint(k.Name, " ", k.Steps))
	}
	return k.Steps
}

// Quest walks each kid by index, then its pet through an interface local.
type Quest struct {
	arc.Base
	Kids  []*Kid
	Pet   *Kid
	Total int
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

// Plain is a Walker that is not an arc: a save holds it by its type name.
type Plain struct{ Steps int }

// Walk counts.
func (p *Plain) Walk(g *Ctx, n int) int {
	p.Steps += n
	return p.Steps
}

// Holder keeps a Walker that is not an arc across a pause.
type Holder struct {
	arc.Base
}

// Run holds a Plain in an interface local across a pause.
func (h *Holder) Run(g *Ctx) {
	var w Walker = &Plain{Steps: 4}
	arc.Yield("hold")
	g.Log = append(g.Log, fmt.Sprint("held ", w.Walk(g, 1)))
}

// Odd keeps an interface local holding a func, which no save can hold, across
// a pause.
type Odd struct {
	arc.Base
}

// Run holds fmt.Sprint in an any across a pause.
func (o *Odd) Run(g *Ctx) {
	var f any = fmt.Sprint
	arc.Yield("hold")
	_, ok := f.(func(...any) string)
	g.Log = append(g.Log, fmt.Sprint("odd ", ok))
}

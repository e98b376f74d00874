// Package recvedit is internal/recv after an edit: Quest declares its fields in
// another order (a load reads Pet, a reference, before the Kids it refers to) and
// Walk's key "step" is now "pace" (a save paused there restarts the passage
// on the receiver the caller kept).
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

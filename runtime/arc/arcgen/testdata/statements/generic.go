package statements

import (
	"fmt"

	"github.com/griffengine/griff/runtime/arc"
)

// Number is the constraint of the generic passages.
type Number interface{ ~int | ~float64 }

// Coin is a named type the script uses as a type argument.
type Coin int

// Tally is a generic passage: it adds xs, one a step, then settles the total
// through another generic passage. Each instantiation has a frame of its own.
func Tally[T Number](g *Ctx, xs []T) T {
	var total T
	for _, x := range xs {
		arc.Yield("tally")
		total += x
	}
	return Settle(g, total)
}

// Settle logs v and its type after a step.
func Settle[T Number](g *Ctx, v T) T {
	arc.Yield("settle")
	g.Log = append(g.Log, fmt.Sprintf("settle %T %v", v, v))
	return v
}

// Counter is a generic arc type: its fields of the type parameter's type are
// saved through the registry of type arguments.
type Counter[T Number] struct {
	arc.Base
	Total T
	Seen  []T
}

// Run adds two.
func (c *Counter[T]) Run(g *Ctx) { c.Add(g, 2) }

// Add is a passage of a generic arc type: it adds n twice, a step apart.
func (c *Counter[T]) Add(g *Ctx, n T) T {
	for i := 0; i < 2; i++ {
		arc.Yield("add")
		c.Total += n
		c.Seen = append(c.Seen, c.Total)
	}
	return c.Total
}

// Generic calls generic passages with several type arguments, one inferred and
// one written, and a passage of a generic arc type held in a field.
func (s *Script) Generic(g *Ctx) {
	a := Tally(g, []int{1, 2, 3})
	b := Tally[Coin](g, []Coin{4, 5})
	c := Tally(g, []float64{0.5, 0.25})
	d := s.Tot.Add(g, 1.5)
	g.Log = append(g.Log, fmt.Sprint("generic ", a, " ", b, " ", c, " ", d, " ", s.Tot.Seen))
}

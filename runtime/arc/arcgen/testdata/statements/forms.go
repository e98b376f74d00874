package statements

import (
	"fmt"

	"github.com/griffengine/griff/runtime/arc"
)

// Refs passes pointers (the seed's out and ref) and variadic arguments: the
// pointers are worked out again on every resume from their source, the address
// of a local or of a field, and the variadic arguments once, on the way in.
func (s *Script) Refs(g *Ctx) {
	n := 1
	s.Bump(g, &n, 2)
	s.Bump(g, &s.Count, 3)
	s.Twice(g, &n)
	all := Collect(g, "a", fmt.Sprint(n), "c")
	none := Collect(g)
	more := Collect(g, all...)
	g.Log = append(g.Log, fmt.Sprint("refs ", n, " ", s.Count, " ", all, none == nil, more))
	s.Count = 0
}

// Bump adds by to *p twice, a step apart.
func (s *Script) Bump(g *Ctx, p *int, by int) {
	for range 2 {
		arc.Yield("bump")
		*p += by
	}
}

// Twice hands its pointer on to Bump.
func (s *Script) Twice(g *Ctx, p *int) {
	s.Bump(g, p, 10)
	arc.Yield("twice")
	*p *= 2
}

// Collect is a variadic passage.
func Collect(g *Ctx, parts ...string) []string {
	arc.Yield("collect")
	if len(parts) == 0 {
		return nil
	}
	return append(parts, fmt.Sprint(len(parts)))
}

// Maps keeps a map local and a map field across pauses: their entries are
// saved in key order.
func (s *Script) Maps(g *Ctx) {
	m := map[string]int{"b": 2}
	s.Stock = map[int][]string{}
	for _, k := range []string{"a", "c", "d"} {
		arc.Yield("map")
		m[k] = len(m)
		s.Stock[len(m)%2] = append(s.Stock[len(m)%2], k)
	}
	g.Log = append(g.Log, fmt.Sprint("maps ", m, s.Stock))
}

// Branches reuses a pause key in sibling blocks: the pauses are saved as
// "step", "step#1" and "step#2", in source order.
func (s *Script) Branches(g *Ctx, n int) {
	if n%2 == 0 {
		arc.Yield("step")
		g.Log = append(g.Log, "even step")
	} else {
		arc.Yield("step")
		g.Log = append(g.Log, "uneven step")
	}
	for i := range 2 {
		arc.Yield("step")
		g.Log = append(g.Log, fmt.Sprint("loop step ", i))
	}
}

// Goto jumps back to a label of its body across a pause (a loop written with
// goto), forward past a pause, and out of a loop that pauses.
func (s *Script) Goto(g *Ctx) {
	n := 0
again:
	n++
	arc.Yield("again")
	if n < 3 {
		goto again
	}
	if n == 3 {
		goto done
	}
	arc.Yield("skipped")
	g.Log = append(g.Log, "never goto")
done:
	for i := 0; ; i++ {
		arc.Yield("spin")
		if i == 1 {
			goto out
		}
	}
out:
	g.Log = append(g.Log, fmt.Sprint("goto ", n))
}

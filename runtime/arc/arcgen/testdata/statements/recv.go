package statements

import (
	"fmt"

	"github.com/griffengine/griff/runtime/arc"
)

// Recv calls passages on receivers worked out once (an index into a slice of
// arcs, kept while an argument's passage pauses and rotates the slice), on arcs
// held in kept locals of pointer and interface type, and on arcs held in two
// places at once, which stay one arc after a load; a kept local holding the
// scheduler's own arc is that arc after a load; a range over the slice of arcs
// keeps the slice (its arcs as references) and calls on the loop variable;
// passage calls in the arguments of WaitAll and WaitAny.
func (s *Script) Recv(g *Ctx) {
	s.Kids = []*Kid{{Age: 10}, {Age: 20}, {Age: 30}}
	s.Pet = s.Kids[0]
	i := 1
	a := s.Kids[i].Greet(g, s.Rotate(g)) // greets the kid at 1 when the call began (Age 20)
	k := s.Pet
	arc.Yield("kept")
	k.Age++
	var gr Greeter = s.Kids[2]
	b := gr.Greet(g, 2)
	arc.Yield("iface")
	gr = s
	c := gr.Greet(g, 1)
	me := s
	arc.Yield("self")
	sum := 0
	for _, x := range s.Kids { // the ranged slice of arcs kept, x read again
		sum += x.Greet(g, 1)
	}
	both := arc.WaitAll("both", g.Door, s.Bellish(g)) // g.Door read after Bellish's pause
	one := arc.WaitAny("one", s.Bellish(g), g.Door)
	var ages []int
	for _, x := range s.Kids {
		ages = append(ages, x.Age*100+x.Seen)
	}
	g.Log = append(g.Log, fmt.Sprint("recv ", a, " ", b, " ", c, " ", sum, " ", k == s.Pet, " ", s.Pet.Age, " ", ages, " ", me == s, " ", gr == Greeter(s), " ", both.Name(), " ", one.Name()))
}

// Rotate pauses, then moves the first kid to the end.
func (s *Script) Rotate(g *Ctx) int {
	arc.Yield("rotate")
	s.Kids = append(s.Kids[1:], s.Kids[0])
	return 1
}

// Bellish pauses, then names the bell: a passage call in the arguments of
// WaitAll and WaitAny.
func (s *Script) Bellish(g *Ctx) *arc.Trigger {
	arc.Yield("bellish")
	return g.Bell
}

// Package statements is arcgen's golden input: a script using every statement a
// passage supports.
package statements

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
)

// Ctx is the ambient type.
type Ctx struct {
	Log        []string
	Door, Bell *arc.Trigger
	Lamp       *arc.Latch
}

// Point is a saved struct.
type Point struct {
	X, Y float64
	Tags []string
}

// Script uses every supported statement.
type Script struct {
	Shared // an embedded arc type: its fields are saved under their own names
	Count  int
	Names  []string
	Where  Point
	Grid   [2]int8
	Rand   *griff.Rand
	Helper *Helper           `arc:"-"`
	Friend Greeter           // holds an arc: saved whole, with its type
	Quiet  Greeter           `arc:"-"`
	Tot    *Counter[float64] // a generic arc type, saved whole
	Stock  map[int][]string  // a map, its entries saved in key order
	Kids   []*Kid            // arcs held as values: saved whole once, then as references
	Pet    *Kid              // one of Kids: the same arc after a load
	hidden uint16
}

// Helper is another arc whose passages Script calls.
type Helper struct {
	arc.Base
	Done bool
}

// Run is the script.
func (s *Script) Run(g *Ctx) {
	{
		arc.Yield("block")
	}
	x := 1
	var y int
	var z = 2
	x += z
	y++
	z--
	if n := len(g.Log); n > 3 {
		arc.Wait("if", time.Second)
		x = n
	} else if n > 1 {
		arc.Yield("elseif")
	} else {
		g.Log = append(g.Log, "else")
	}
	for x < 10 {
		x++
		arc.Yield("while")
	}
	for i := 0; i < 3; i++ {
		if i == 1 {
			continue
		}
		arc.Yield("for")
		y += i
	}
outer:
	for {
		for j := range 3 {
			if j == 2 {
				break outer
			}
			arc.Yield("forever")
			if y > 100 {
				continue outer
			}
		}
	}
	for k, name := range []string{"a", "b"} {
		s.Names = append(s.Names, fmt.Sprint(k, name))
		arc.Yield("slice")
	}
	for _, v := range [2]int{4, 5} {
		arc.Yield("array")
		y += v
	}
	for at, r := range "hé" {
		arc.Yield("string")
		g.Log = append(g.Log, fmt.Sprint(at, r))
	}
	switch y % 3 {
	case 0, 1:
		arc.Yield("case")
	default:
		break
	}
	switch {
	case x > y:
		got := arc.WaitAnyWithin("any", 2*time.Second, g.Door, g.Bell)
		if got != nil {
			g.Log = append(g.Log, got.Name())
		}
	}
	last := arc.WaitAll("all", g.Door, g.Bell)
	arc.Wait("lamp", g.Lamp)
	l := arc.WaitForWithin("dark", time.Second, g.Lamp.Not())
	arc.WaitAny("either", g.Lamp, g.Lamp.Not())
	total := s.Sum(g, x)
	s.Sum(g, y)
	var more int = Twice(g, total)
	total, more = s.Pair(g)
	s.Helper.Wander(g)
	s.Down(g, 3)
	s.Again(g)
	arc.Wait("random", s.Rand.NextEvent(time.Second))
	g.Log = append(g.Log, "spill "+s.Spill(g))
	s.Poly(g)
	s.Generic(g)
	s.Refs(g)
	s.Maps(g)
	s.Branches(g, 1)
	s.Branches(g, 2)
	s.Goto(g)
	s.Recv(g)
	s.Dyn(g, "in")
	s.Count = x + y + total + more + len(last.Name()) + len(l.Name())
	g.Log = append(g.Log, strings.Repeat("-", s.Count%5))
}

// Sum adds one a step and returns the sum, a passage with a result.
func (s *Script) Sum(g *Ctx, n int) int {
	total := 0
	for i := range n {
		total += i
		arc.Yield("add")
	}
	return total
}

// Pair returns two results through named results.
func (s *Script) Pair(g *Ctx) (a, b int) {
	a = 1
	arc.Yield("pair")
	b = a + 1
	return
}

// Down calls itself: each level keeps its own frame.
func (s *Script) Down(g *Ctx, n int) {
	if n == 0 {
		return
	}
	arc.Yield("down")
	s.Down(g, n-1)
	g.Log = append(g.Log, fmt.Sprint("up ", n))
}

// Again runs loops one after another whose variables share names: each variable
// is kept across its own loop's pause only.
func (s *Script) Again(g *Ctx) {
	for i := range 3 {
		_ = i
		arc.Yield("again")
	}
	for i := range 2 {
		arc.Yield("again2")
		g.Log = append(g.Log, fmt.Sprint("i ", i))
	}
	for _, w := range []string{"x", "y"} {
		_ = w
		arc.Yield("word")
	}
	for _, w := range []string{"p", "q"} {
		arc.Yield("word2")
		g.Log = append(g.Log, w)
	}
}

// Twice is a package function passage.
func Twice(g *Ctx, n int) int {
	arc.Wait("twice", time.Duration(n)*time.Millisecond)
	return 2 * n
}

// Run is the helper's script.
func (h *Helper) Run(g *Ctx) {
	h.Wander(g)
}

// Wander is a passage of another arc.
func (h *Helper) Wander(g *Ctx) {
	arc.Yield("wander")
	h.Done = true
}

// Spill calls passages anywhere a value goes: the generator spills each into
// a statement of its own, keeping what the expression read before the call.
func (s *Script) Spill(g *Ctx) string {
	a := 10
	x := a + s.Sum(g, 3)
	s.log(g, "t "+strconv.Itoa(s.Measure(g, x)))
	z := s.Count*100 + s.Ask(g) // s.Count read before Ask changes it
	g.Log = append(g.Log, fmt.Sprint("m", s.Measure(g, 7), " z", z))
	arc.Wait("delay", s.Delay(g, 2))
	got := arc.WaitAnyWithin("within", s.Delay(g, 3), g.Door, g.Bell)
	s.log(g, fmt.Sprint("got ", got != nil))
	if s.Ask(g)%2 == 0 {
		s.log(g, "even")
	} else if s.Measure(g, 1) > 0 {
		s.log(g, "odd")
	}
	switch s.Ask(g) % 3 {
	case 0:
		arc.Yield("zero")
	case 1:
		s.log(g, "one")
	}
	switch {
	case x > 100:
		s.log(g, "big")
	case s.Measure(g, 2) == 2:
		s.log(g, "two")
	case s.Measure(g, 99) == 0: // never reached
		s.log(g, "never")
	}
	switch y := s.Count; s.Measure(g, y%4) {
	case x, s.Measure(g, 1):
		s.log(g, "case")
	default:
		s.log(g, "default")
	}
	before := s.Count
	if x < 0 && s.Ask(g) > 0 {
		s.log(g, "no")
	}
	yes := x > 0 || s.Ask(g) > 0
	both := x > 0 && s.Ask(g) > 0
	s.log(g, fmt.Sprint("short ", yes, both, s.Count-before))
	for i := 0; i < s.Measure(g, 3); i++ {
		if i == 1 {
			continue
		}
		s.log(g, fmt.Sprint("i", i))
	}
	for j := 0; j < 4; j += s.Measure(g, 2) {
		if j == 0 {
			continue
		}
		s.log(g, fmt.Sprint("j", j))
	}
	for k := s.Measure(g, 0); k < 2; k++ {
		arc.Yield("k")
	}
	total := 1
	total += 1 + s.Ask(g)
	slots := []int{0, 0}
	slots[1] = 2 * s.Ask(g)
	p, q := s.Ask(g), s.Measure(g, 5)
	s.log(g, fmt.Sprint("assign ", total, slots, p, q))
	m1, m2 := s.More(g)
	s.log(g, fmt.Sprint("more ", m1, m2))
	s.Edge(g)
	return s.Pick(g, strconv.Itoa(total+s.Ask(g)))
}

// log is a plain method (no pause).
func (s *Script) log(g *Ctx, m string) { g.Log = append(g.Log, m) }

// Measure logs n after a pause and returns it.
func (s *Script) Measure(g *Ctx, n int) int {
	arc.Yield("measure")
	g.Log = append(g.Log, fmt.Sprint("measured ", n))
	return n
}

// Ask counts up after a pause.
func (s *Script) Ask(g *Ctx) int {
	arc.Yield("ask")
	s.Count++
	return s.Count
}

// Delay returns n steps of 20 ms after a pause.
func (s *Script) Delay(g *Ctx, n int) time.Duration {
	arc.Yield("delay")
	return time.Duration(n) * 20 * time.Millisecond
}

// Pick returns its argument after a pause.
func (s *Script) Pick(g *Ctx, v string) string {
	arc.Yield("pick")
	return "<" + v + ">"
}

// More takes apart more forms: an if's init, nested calls, a var, composite
// literals, a range expression, a wait's trigger, labeled loops and a return of
// several results.
func (s *Script) More(g *Ctx) (int, int) {
	if v := s.Ask(g); v > 0 {
		s.log(g, fmt.Sprint("v", v))
	}
	n := s.Sum(g, s.Measure(g, 3))
	var w = n + s.Ask(g)
	pt := Point{X: float64(n), Y: float64(s.Ask(g))}
	list := []int{w, s.Measure(g, 4)}
	for _, e := range s.List(g, n) {
		arc.Yield("e")
		s.log(g, fmt.Sprint("e", e))
	}
	got := arc.WaitFor("door", s.Which(g))
	s.log(g, fmt.Sprint("more ", pt, list, got.Name()))
outer:
	for i := 0; i < 3; i += s.Measure(g, 1) {
		for k := 0; k < s.Measure(g, 2); k++ {
			if k == 1 {
				continue outer
			}
			s.log(g, fmt.Sprint("ik", i, k))
		}
	}
	return s.Pair(g)
}

// List returns n numbers after a pause.
func (s *Script) List(g *Ctx, n int) []int {
	arc.Yield("list")
	return make([]int, n)
}

// Which returns the door after a pause.
func (s *Script) Which(g *Ctx) *arc.Trigger {
	arc.Yield("which")
	return g.Door
}

// Flag is a named boolean.
type Flag bool

// Move moves p right by d (a pointer method).
func (p *Point) Move(d int) { p.X += float64(d) }

// Right returns p.X + d (a value method).
func (p Point) Right(d int) float64 { return p.X + float64(d) }

// Edge takes apart the rarer forms: a labeled loop left from a switch, an else
// if chain on an if's init, nested short circuits, operators, index and slice
// expressions, type assertions, loops with no condition or an empty body,
// conversions, named booleans, a switch on a field with pausing cases, methods
// on a field and returns of several results.
func (s *Script) Edge(g *Ctx) {
	i := 0
L:
	for i < s.Measure(g, 2) {
		switch {
		case i > 0:
			break L
		}
		i++
	}
	if v := s.Ask(g); v > 100 {
		s.log(g, "big")
	} else if v > s.Measure(g, 1000) {
		s.log(g, "bigger")
	} else if s.Ask(g) > 0 {
		s.log(g, "else if")
	}
	a, b := true, false
	c := a && (b || s.Ask(g) > 0) && s.Ask(g) > 1
	d := !(s.Ask(g) > 1) || -s.Ask(g) < 0
	e := s.Grid[s.Ask(g)%2]
	list := []int{1, 2, 3}
	f := list[s.Measure(g, 1):]
	h := s.Box(g).(int)
	for ; ; i += s.Measure(g, 2) {
		if i > 5 {
			break
		}
	}
	for s.Measure(g, 4) < 3 {
	}
	i = s.Sum(g, s.Measure(g, 3))
	arc.Wait("w", time.Duration(s.Measure(g, 2))*20*time.Millisecond)
	var fl Flag = i > 0 && s.Ask(g) > 0
	switch s.Count % 4 {
	case 1, s.Measure(g, 0):
		s.log(g, "case 1")
	case s.Sum(g, 3):
		i = 2 + s.Ask(g)
	}
	var p, q int = s.Ask(g), 2 + s.Ask(g)
	s.Where.Move(s.Measure(g, 5))
	r := s.Where.Right(s.Measure(g, 6))
	x, y := s.Three(g, false)
	x2, y2 := s.Three(g, true)
	s.log(g, fmt.Sprint("edge ", i, c, d, e, f, h, fl, p, q, r, x, y, x2, y2))
}

// Box returns an interface value after a pause.
func (s *Script) Box(g *Ctx) any {
	arc.Yield("box")
	return 7
}

// Three returns two results, spilled from a return in both forms.
func (s *Script) Three(g *Ctx, two bool) (int, string) {
	if two {
		return s.Two(g)
	}
	return 1 + s.Ask(g), "x"
}

// Two returns two results after a pause.
func (s *Script) Two(g *Ctx) (int, string) {
	arc.Yield("two")
	return 2, "two"
}

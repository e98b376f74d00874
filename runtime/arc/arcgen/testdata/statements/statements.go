// Package statements is arcgen's golden input: a script using every statement a
// passage supports.
package statements

import (
	"fmt"
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
	arc.Base
	Count  int
	Names  []string
	Where  Point
	Grid   [2]int8
	Rand   *griff.Rand
	Helper *Helper `arc:"-"`
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

// Package insertedpause is the example Tutorial after an edit (a pause inserted before the loop calling Count), for the load ladder tests.
package insertedpause

//go:generate go run github.com/griffengine/griff/cmd/arcgen

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// Tutorial is the script of the issue: walk, settle, then nag three times.
type Tutorial struct {
	arc.Base
	Shown int
	Rand  *griff.Rand
	note  string
}

// Run is the script.
func (t *Tutorial) Run(g *example.Ctx) {
	for !g.Moved {
		t.Shown++
		g.Logf("show walk %d", t.Shown)
		arc.Yield("walk")
	}
	arc.Wait("settle", 2*time.Second)
	g.Logf("settled")
	for i := 0; i < 3; i++ {
		t.Nag(g, i)
	}
	total := 0
	arc.Yield("breathe")
	for _, n := range []int{3, 4} {
		got := t.Count(g, n)
		total += got
		g.Logf("count %d gave %d", n, got)
	}
	switch total % 3 {
	case 1:
		arc.Wait("one", time.Second)
		g.Logf("one")
	default:
		arc.Yield("other")
		g.Logf("other %d", total)
	}
	arc.Wait("raid", t.Rand.NextEvent(10*time.Second))
	g.Logf("raid, done")
}

// Nag shows a message and waits a little, a passage.
func (t *Tutorial) Nag(g *example.Ctx, n int) {
	msg := "nag"
	if n == 2 {
		msg = "last nag"
	}
	arc.Wait("nag", time.Duration(n+1)*time.Second)
	t.note = msg
	g.Logf("%s %d", msg, n)
}

// Count counts to n, a step a tick, and returns the sum.
func (t *Tutorial) Count(g *example.Ctx, n int) (sum int) {
	for i := range n {
		if i == 2 {
			continue
		}
		sum += i
		arc.Yield("count")
	}
	return sum
}

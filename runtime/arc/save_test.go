package arc_test

import (
	"slices"
	"strings"
	"testing"
)

// runAll runs w until its arcs are done (or limit steps) and returns the log.
func runAll(w *world, limit int) []string {
	for w.s.Len() > 0 && w.tick < limit {
		w.step()
	}
	return w.ctx.Log
}

// reload saves w's scheduler and loads it into a fresh world at the same step and
// with the same log.
func reload(t *testing.T, w *world) *world {
	t.Helper()
	data := w.s.Save()
	n := newWorld()
	n.tick = w.tick
	n.ctx.Log = slices.Clone(w.ctx.Log)
	problems, err := n.s.Load(data, newArc)
	if err != nil {
		t.Fatalf("Load at step %d: %v\n%s", w.tick, err, data)
	}
	if len(problems) > 0 {
		t.Fatalf("Load at step %d: problems %v\n%s", w.tick, problems, data)
	}
	return n
}

// TestSaveAtEveryStep saves the tutorial (nested passages, loops, a range, a switch,
// a random wait) after every step, loads it into a fresh scheduler and checks that
// what happens next is what happens in an uninterrupted run.
func TestSaveAtEveryStep(t *testing.T) {
	whole := newWorld()
	whole.s.Add(newTutorial())
	want := runAll(whole, 5000)
	end := whole.tick
	for k := 0; k < end; k++ {
		w := newWorld()
		w.s.Add(newTutorial())
		for w.tick < k {
			w.step()
		}
		got := runAll(reload(t, w), 5000)
		if !slices.Equal(got, want) {
			t.Fatalf("saved at step %d, log\n%s\nwant\n%s", k, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

package tests

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// strategyGame loads the strategy template playing its recorded input
// through src (nil: as recorded).
func strategyGame(tb testing.TB, wrap func(input.Source) input.Source) *runtime.Game {
	tb.Helper()
	tm, ok := templates.Lookup("strategy")
	if !ok {
		tb.Fatal("no template strategy")
	}
	lg, err := hosting.Load(tm.Files, "strategy")
	if err != nil {
		tb.Fatal(err)
	}
	var src input.Source = input.NewScript(recordedInput("strategy").events)
	if wrap != nil {
		src = wrap(src)
	}
	g, err := lg.NewGame(hosting.Options{Input: src})
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// TestStrategyPassesSyncTest plays the recorded skirmish's first 1500
// steps (selection, gathering, training, the computer building up) in the
// rollback mode's sync test, rolling back 8 steps after every step: every
// re-simulated step must come out with the same state digest.
func TestStrategyPassesSyncTest(t *testing.T) {
	r, err := network.NewRollback(network.RollbackOptions{Players: 1, Delay: -1, SyncTest: 8})
	if err != nil {
		t.Fatal(err)
	}
	g := strategyGame(t, r.Input)
	r.Attach(g)
	for range 1500 {
		if err := r.Step(); err != nil {
			t.Fatalf("step %d: %v", g.Clock().Tick(), err)
		}
	}
	if st := r.Stats(); st.Rollbacks == 0 {
		t.Errorf("stats %+v: no rollback", st)
	}
}

// BenchmarkResimulateStrategy measures what one rollback of the strategy
// skirmish costs at step 6000 (some 30 units and buildings): putting it
// back N steps through its Timeline and re-simulating them.
func BenchmarkResimulateStrategy(b *testing.B) {
	for _, n := range []int{1, 8, 16} {
		b.Run(map[int]string{1: "1step", 8: "8steps", 16: "16steps"}[n], func(b *testing.B) {
			g := strategyGame(b, nil)
			tl := runtime.NewTimeline(g, 1)
			for range 6000 {
				if err := tl.Record(); err != nil {
					b.Fatal(err)
				}
				g.Step()
			}
			now := g.Clock().Tick()
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := tl.Rewind(now - griff.Tick(n)); err != nil {
					b.Fatal(err)
				}
				g.SetResimulating(true)
				for g.Clock().Tick() < now {
					if err := tl.Record(); err != nil {
						b.Fatal(err)
					}
					g.Step()
				}
				g.SetResimulating(false)
			}
		})
	}
}

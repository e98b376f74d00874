package tests

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// strategyGame loads the strategy template playing its recorded input
// through src (nil: as recorded).
func strategyGame(tb testing.TB, wrap func(input.Source) input.Source) *runtime.Game {
	tb.Helper()
	lg, _ := loadTemplate(tb, "strategy")
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
	for _, d := range resimulateDepths {
		b.Run(d.name, func(b *testing.B) {
			benchResimulate(b, strategyGame(b, nil), 6000, d.n)
		})
	}
}

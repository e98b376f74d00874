package tests

import (
	"testing"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// rollbackPlatformer is the built-in game driven by a Rollback with opts,
// the local player playing the platformer script.
func rollbackPlatformer(tb testing.TB, opts network.RollbackOptions) (*runtime.Game, *network.Rollback) {
	tb.Helper()
	lg, err := hosting.Load(assets.BuiltinGame(), "platformer")
	if err != nil {
		tb.Fatal(err)
	}
	r, err := network.NewRollback(opts)
	if err != nil {
		tb.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Input: r.Input(input.NewScript(platformerScript()))})
	if err != nil {
		tb.Fatal(err)
	}
	r.Attach(g)
	return g, r
}

// TestBuiltinGamePassesSyncTest plays the built-in game's first 240 steps
// (over pits, slimes and blocks) rolling back 8 steps after every step: every
// re-simulated step must come out with the same state digest.
func TestBuiltinGamePassesSyncTest(t *testing.T) {
	g, r := rollbackPlatformer(t, network.RollbackOptions{Players: 1, Delay: -1, SyncTest: 8})
	x0 := g.Scene().Find("Player").Transform().Position().X()
	for range 240 {
		if err := r.Step(); err != nil {
			t.Fatalf("step %d: %v", g.Clock().Tick(), err)
		}
	}
	if st := r.Stats(); st.Rollbacks != 232 || st.Resimulated != 232*8 {
		t.Errorf("stats %+v, want 232 rollbacks of 8 steps", st)
	}
	// The script played as without rollback: the player went right.
	if x := g.Scene().Find("Player").Transform().Position().X(); x < x0+200 {
		t.Errorf("the player went from x = %v to %v in 240 steps; the script did not play", x0, x)
	}
}

// BenchmarkRollbackBuiltin measures one step of the built-in game in rollback
// mode with no rollback (a Timeline record and a step), and with a sync test
// rolling back and re-simulating 1, 8 or 16 steps after each step.
func BenchmarkRollbackBuiltin(b *testing.B) {
	for _, n := range []int{0, 1, 8, 16} {
		b.Run(map[int]string{0: "plain", 1: "synctest1", 8: "synctest8", 16: "synctest16"}[n], func(b *testing.B) {
			g, r := rollbackPlatformer(b, network.RollbackOptions{Players: 1, Delay: -1, SyncTest: n})
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if g.Clock().Tick() >= 1700 {
					b.StopTimer()
					g, r = rollbackPlatformer(b, network.RollbackOptions{Players: 1, Delay: -1, SyncTest: n})
					b.StartTimer()
				}
				if err := r.Step(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkResimulateBuiltin measures what one rollback of the built-in game
// costs: putting it back N steps through its Timeline and re-simulating
// them (a Timeline record and a step each), at step 300 of the playthrough.
func BenchmarkResimulateBuiltin(b *testing.B) {
	for _, d := range resimulateDepths {
		b.Run(d.name, func(b *testing.B) {
			lg, err := hosting.Load(assets.BuiltinGame(), "platformer")
			if err != nil {
				b.Fatal(err)
			}
			g, err := lg.NewGame(hosting.Options{Input: input.NewScript(platformerScript())})
			if err != nil {
				b.Fatal(err)
			}
			benchResimulate(b, g, 300, d.n)
		})
	}
}

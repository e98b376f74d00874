package tests

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestContraptionsStatusAfterRewind: run the machine at step 10, rewind
// from step 60 to steps 40..45 (mid-run), step once: the status text must be the
// straight run's at the same step. (The status was written when its key's
// whole tenths changed but formatted rounded, and its key was kept over a
// restore: after a rewind it showed "0.6 s" where straight play showed
// "0.5 s". Found by a tester's monkey rewinds, December 2026.)
func TestContraptionsStatusAfterRewind(t *testing.T) {
	lg, _ := loadTemplate(t, "contraptions")
	ev := []input.Event{{Tick: 10, Action: "run", Down: true, Value: 1}, {Tick: 11, Action: "run"}}
	status := func(g *runtime.Game) string { return scenes.Read[visual.Text](g.Scene().Find("Status")).Text }
	mk := func() *runtime.Game {
		g, err := lg.NewGame(hosting.Options{Input: input.NewScript(ev)})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	straight := mk()
	want := map[int]string{}
	for i := 1; i <= 60; i++ {
		straight.Step()
		want[i] = status(straight)
	}
	for target := 40; target < 46; target++ {
		g := mk()
		tl := runtime.NewTimeline(g, 2)
		for range 60 {
			g.Step()
			if err := tl.Record(); err != nil {
				t.Fatal(err)
			}
		}
		if err := tl.Rewind(griff.Tick(target)); err != nil {
			t.Fatal(err)
		}
		g.Step()
		if got := status(g); got != want[target+1] {
			t.Errorf("step %d after a rewind from 60 to %d shows\n%q\nthe straight run showed\n%q", target+1, target, got, want[target+1])
		}
	}
}

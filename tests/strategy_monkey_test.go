package tests

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/strategy"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// TestStrategySurvivesMonkeysAndDestruction plays the strategy template
// under random keys and pointer (over the whole 960×540 screen, minimap
// included) in random frame lengths with snapshots restored, and, as an
// agent could through --mcp, destroys key entities on the way: the Hud,
// the Fog, every building of the computer, then the Match itself. No
// panic (an error in the problem log), no stall; the match is won once the
// computer has no building.
func TestStrategySurvivesMonkeysAndDestruction(t *testing.T) {
	const steps = 6000
	m, ok := runtime.LookupModule("strategy")
	if !ok || m.Template == nil {
		t.Fatal("no strategy template")
	}
	lg, err := hosting.Load(m.Template, "strategy")
	if err != nil {
		t.Fatal(err)
	}
	controls, err := hosting.ProjectControls(lg.Project)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		r := griff.NewRand(seed)
		script := monkeyScript(r, controls.Actions(), steps, 960, 540)
		var errs []scenes.Problem
		g, err := lg.NewGame(hosting.Options{Seed: seed, Input: unseekable{input.NewScript(script)}, Saves: &saves.MemoryStore{},
			Problems: func(p scenes.Problem) {
				if p.Severity == scenes.SeverityError || strings.Contains(p.String(), "panic") {
					errs = append(errs, p)
				}
			}})
		if err != nil {
			t.Fatal(err)
		}
		loop := &hosting.Loop{Game: g, NoUndo: true}
		var snap []byte
		won := false
		for frame := 0; int(g.Clock().Tick()) < steps; frame++ {
			if frame > 40000 {
				t.Fatalf("seed %d: after %d frames the game is at step %d, want %d", seed, frame, g.Clock().Tick(), steps)
			}
			if _, err := loop.Frame(time.Duration(5+r.IntN(40)) * time.Millisecond); err != nil {
				t.Fatalf("seed %d frame %d: %v", seed, frame, err)
			}
			switch frame % 250 {
			case 100:
				if snap, err = g.Snapshot(nil); err != nil {
					t.Fatalf("seed %d: snapshot: %v", seed, err)
				}
			case 180:
				if err := g.Restore(snap); err != nil {
					t.Fatalf("seed %d: restore: %v", seed, err)
				}
			}
			me := g.Scene().Find("Match")
			switch tick := int(g.Clock().Tick()); {
			case me == nil:
			case tick > 1500 && tick < 1600:
				for _, c := range me.Children() {
					if scenes.Get[strategy.Hud](c) != nil || scenes.Get[strategy.Fog](c) != nil {
						g.Destroy(c)
					}
				}
			case tick > 3000 && tick < 3100:
				for _, c := range me.Children() {
					if u := scenes.Get[strategy.Unit](c); u != nil && u.Side == 1 && u.Kind != "peasant" && u.Kind != "footman" && u.Kind != "archer" {
						g.Destroy(c)
					}
				}
			case tick > 3200 && tick < 3300:
				won = won || scenes.Get[strategy.Match](me).Over == "won"
			case tick > 4500:
				g.Destroy(me)
			}
		}
		if !won {
			t.Errorf("seed %d: the computer has no building, and the match is not won", seed)
		}
		for _, p := range errs {
			t.Errorf("seed %d: %v", seed, p)
		}
	}
}

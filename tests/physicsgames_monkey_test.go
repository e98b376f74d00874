package tests

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/physicsgames"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// TestPhysicsGamesSurvivesMonkeys plays the whole physicsgames template
// (title, slingshot, pinball and back, through the host's scene loader)
// with random presses of every action it binds, Escape among them, and
// random pointer moves, in frames of random length, taking and restoring a
// snapshot now and then: no step panics or reports an error, no warning is
// given (the template's data is right), the game reaches its last step,
// it plays both levels, and every count it keeps stays in range.
func TestPhysicsGamesSurvivesMonkeys(t *testing.T) {
	const steps = 12000
	m, ok := runtime.LookupModule("physicsgames")
	if !ok || m.Template == nil {
		t.Fatal("no physicsgames template")
	}
	lg, err := hosting.Load(m.Template, "physicsgames")
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
		var probs []scenes.Problem
		g, err := lg.NewGame(hosting.Options{Seed: seed, Input: unseekable{input.NewScript(script)}, Saves: &saves.MemoryStore{},
			Problems: func(p scenes.Problem) { probs = append(probs, p) }})
		if err != nil {
			t.Fatal(err)
		}
		loop := &hosting.Loop{Game: g, NoUndo: true}
		played := map[string]bool{}
		var snap []byte
		for frame := 0; int(g.Clock().Tick()) < steps; frame++ {
			if frame > 100000 {
				t.Fatalf("seed %d: after %d frames the game is at step %d, want %d", seed, frame, g.Clock().Tick(), steps)
			}
			if _, err := loop.Frame(time.Duration(5+r.IntN(40)) * time.Millisecond); err != nil {
				t.Fatalf("seed %d frame %d: %v", seed, frame, err)
			}
			sc := g.Scene()
			for _, sl := range scenes.All[physicsgames.Sling](sc) {
				played["sling"] = true
				if sl.Shots < 0 || sl.Shots > 4 || sl.Score < 0 || sl.Won < 0 || sl.Won > 3 || sl.Fired > 4 {
					t.Fatalf("seed %d step %d: sling %+v", seed, g.Clock().Tick(), *sl)
				}
			}
			for _, tb := range scenes.All[physicsgames.Table](sc) {
				played["table"] = true
				if tb.Balls < 0 || tb.Balls > 3 || tb.Ball < 0 || tb.Ball > 3 || tb.Score < 0 || tb.Meter < 0 {
					t.Fatalf("seed %d step %d: table %+v", seed, g.Clock().Tick(), *tb)
				}
			}
			switch frame % 400 {
			case 150:
				if snap, err = g.Snapshot(nil); err != nil {
					t.Fatalf("seed %d: snapshot: %v", seed, err)
				}
			case 300:
				if err := g.Restore(snap); err != nil {
					t.Fatalf("seed %d: restore: %v", seed, err)
				}
			}
		}
		for _, p := range probs {
			t.Errorf("seed %d: %v", seed, p)
		}
		if !played["sling"] || !played["table"] {
			t.Errorf("seed %d: played %v, want both levels", seed, played)
		}
	}
}

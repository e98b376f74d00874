package tests

import (
	"testing"

	"github.com/griffengine/griff/modules/physicsgames"
	"github.com/griffengine/griff/runtime"
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
	lg, _ := loadTemplate(t, "physicsgames")
	for seed := uint64(1); seed <= 2; seed++ {
		played := map[string]bool{}
		run := monkeyRun{steps: steps, w: 960, h: 540, maxFrames: 100000, every: 400, snapAt: 150, restoreAt: 300,
			fails: func(scenes.Problem) bool { return true },
			each: func(g *runtime.Game, _ int) {
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
			}}
		for _, p := range playMonkey(t, lg, seed, run) {
			t.Errorf("seed %d: %v", seed, p)
		}
		if !played["sling"] || !played["table"] {
			t.Errorf("seed %d: played %v, want both levels", seed, played)
		}
	}
}

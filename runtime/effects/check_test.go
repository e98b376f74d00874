package effects_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

const badEffects = `{"format": 1, "nextId": 4, "entities": [
  {"id": 1, "name": "Sparks", "components": {"Griff.Emitter": {"rate": -5, "burst": 9999}}},
  {"id": 3, "name": "Dust", "components": {"Griff.Emitter": {"spread": 1e308, "startSize": -3}}},
  {"id": 2, "name": "Torch", "components": {"Griff.Light": {"reach": 1e12, "flicker": 3}}}
]}`

// Bad emitter and light values warn as soon as the scene is there, before
// any step (under a title menu that pauses the gameplay no simulate or
// present step runs), and when a scene comes in.
func TestEffectsMistakesWarnBeforeAnyStep(t *testing.T) {
	for _, change := range []bool{false, true} {
		probs := scenes.NewProblems(nil)
		sc, err := scenes.ReadScene("fx.scene", []byte(badEffects), probs)
		if err != nil {
			t.Fatal(err)
		}
		opts := runtime.Options{Scene: sc, Problems: probs}
		if change {
			opts.Scene = nil
		}
		g, err := runtime.NewGame(opts, view.NewSystem(), effects.NewSystem(effects.Options{}))
		if err != nil {
			t.Fatal(err)
		}
		if change {
			g.SetScene(sc)
		}
		text := fmt.Sprint(probs.List())
		for _, want := range []string{"Sparks", "Griff.Emitter", "rate", "burst", "Torch", "Griff.Light", "reach", "flicker", "Dust", "spread 1e+308", "size -3"} {
			if !strings.Contains(text, want) {
				t.Errorf("scene change %v: before any step, the problems do not name %s: %s", change, want, text)
			}
		}
		if l := scenes.Get[visual.Light](sc.Find("Torch")); l.Flicker != 1 || l.Reach != visual.MaxReach || math.IsNaN(l.Reach) {
			t.Errorf("the light's flicker %v and reach %v are not clamped to 1 and %v", l.Flicker, l.Reach, visual.MaxReach)
		}
	}
}

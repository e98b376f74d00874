package hud_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/scenes"
)

const badHUD = `{"format": 1, "nextId": 4, "entities": [
  {"id": 1, "name": "Lives", "components": {"Griff.HudPips": {"max": 500}}},
  {"id": 2, "name": "Health", "components": {"Griff.HudBar": {"source": {"output": "Nope.hp"}}}},
  {"id": 3, "name": "Words", "components": {"Griff.HudText": {"text": "[color=red]unclosed"}}}
]}`

// HUD mistakes show as soon as the scene is there, before any step (a title
// menu that pauses the gameplay keeps StepHUD from running), and when a
// scene comes in.
func TestHUDMistakesWarnBeforeAnyStep(t *testing.T) {
	for _, change := range []bool{false, true} {
		probs := scenes.NewProblems(nil)
		sc, err := scenes.ReadScene("hud.scene", []byte(badHUD), probs)
		if err != nil {
			t.Fatal(err)
		}
		opts := runtime.Options{Scene: sc, Problems: probs}
		if change {
			opts.Scene = nil
		}
		g, err := runtime.NewGame(opts, hud.NewSystem(hud.Options{Screen: screen}))
		if err != nil {
			t.Fatal(err)
		}
		if change {
			g.SetScene(sc)
		}
		text := fmt.Sprint(probs.List())
		for _, want := range []string{"Lives", "Griff.HudPips", "Health", "Griff.HudBar", "Nope.hp", "Words", "Griff.HudText"} {
			if !strings.Contains(text, want) {
				t.Errorf("scene change %v: before any step, the problems do not name %s: %s", change, want, text)
			}
		}
		if v := scenes.Get[hud.Pips](sc.Find("Lives")).Max; v != 500 {
			t.Errorf("the check changed the pips' Max to %d", v)
		}
	}
}

const nonsenseHUD = `{"format": 1, "nextId": 6, "entities": [
  {"id": 1, "name": "Bar", "components": {"Griff.HudBar": {"size": [-5, 1e300]}}},
  {"id": 2, "name": "Count", "components": {"Griff.HudCounter": {"digits": -2}}},
  {"id": 3, "name": "Pips", "components": {"Griff.HudPips": {"max": 3, "value": -3, "perRow": -1, "gap": -2}}},
  {"id": 4, "name": "Type", "components": {"Griff.HudTypewriter": {"text": "hi", "rate": -4}}},
  {"id": 5, "name": "Fine", "components": {"Griff.HudBar": {"size": [80, 6], "trailSpeed": -1}}}
]}`

// TestNonsenseHUDValuesWarn checks numbers that make no sense warn once the
// scene is there, naming each entity and component, and that documented
// values (a negative trailSpeed: no trail) do not.
func TestNonsenseHUDValuesWarn(t *testing.T) {
	probs := scenes.NewProblems(nil)
	sc, err := scenes.ReadScene("hud.scene", []byte(nonsenseHUD), probs)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := runtime.NewGame(runtime.Options{Scene: sc, Problems: probs}, hud.NewSystem(hud.Options{Screen: screen})); err != nil {
		t.Fatal(err)
	}
	text := fmt.Sprint(probs.List())
	for _, want := range []string{"Bar", "size", "Count", "digits -2", "Pips", "perRow -1", "value -3", "gap -2", "Type", "rate -4"} {
		if !strings.Contains(text, want) {
			t.Errorf("the problems do not name %q: %s", want, text)
		}
	}
	if strings.Contains(text, "Fine") {
		t.Errorf("a bar with documented values warned: %s", text)
	}
}

package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"

	"github.com/griffengine/griff/modules/platformer"
)

// The module users of the messages extension points (their built-in users
// are in grid_extension_test.go).
var (
	_ messages.Hearer     = (*platformer.Door)(nil)
	_ messages.Vocabulary = (*platformer.Door)(nil)
	_ messages.Emitter    = (*platformer.Switch)(nil)
	_ messages.Emitter    = (*platformer.Trigger)(nil)
)

type sceneText string

func (s sceneText) LoadScene(name string, p *scenes.Problems) (*scenes.Scene, error) {
	return scenes.ReadScene(name, []byte(s), p)
}

// TestCoreSwitchOpensPlatformerDoor: a Griff.Switch whose target is a
// Platformer.Door opens it through the door's OnMessage, and a wire on a
// Platformer.Switch names its output "on" with no warning, while one naming
// an output it does not have ("pressed") warns once, naming the entity and
// Griff.Wires.
func TestCoreSwitchOpensPlatformerDoor(t *testing.T) {
	const scene = `{"format": 1, "nextId": 4, "entities": [
		{"id": 1, "name": "Lever", "components": {"Griff.Switch": {"targets": ["Gate"]}}},
		{"id": 2, "name": "Gate", "components": {"Platformer.Door": {}}},
		{"id": 3, "name": "Plate", "components": {"Platformer.Switch": {}, "Griff.Wires": {"links": [
			{"when": "on", "send": "open", "to": "Hatch"},
			{"when": "pressed", "send": "open", "to": "Gate"}]}},
			"children": [{"id": 4, "name": "Hatch", "components": {"Griff.Door": {}}}]}]}`
	g, err := builtins.NewGame(runtime.Options{Seed: 1}, builtins.Options{Scenes: sceneText(scene), StartScene: "s"}, platformer.Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	sc := g.Scene()
	messages.Of(g).Send(nil, messages.Entity(sc.Find("Lever")), "on")
	gate := scenes.Get[platformer.Door](sc.Find("Gate"))
	if !gate.Open || sc.Find("Gate").Active() || !scenes.Get[switches.Switch](sc.Find("Lever")).On {
		t.Errorf("gate open %v, active %v; want the lever on and the gate open and inactive", gate.Open, sc.Find("Gate").Active())
	}
	if n := messages.Of(g).Emit(sc.Find("Plate"), "Platformer.Switch", "on"); n != 1 || !scenes.Get[switches.Door](sc.Find("Plate/Hatch")).Open {
		t.Errorf("the plate's output fired %d wires, hatch open %v; want 1, true", n, scenes.Get[switches.Door](sc.Find("Plate/Hatch")).Open)
	}
	var got []string
	for _, p := range g.Problems().List() {
		got = append(got, p.String())
	}
	if len(got) != 1 || !strings.Contains(got[0], `Plate#3: Griff.Wires: wire 1: no component of the entity has the output "pressed"`) {
		t.Errorf("problems %q, want one about the plate's wire 1", got)
	}
}

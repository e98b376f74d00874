package tests

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/switches"
	"github.com/griffengine/griff/scenes"

	"github.com/griffengine/griff/modules/platformer"
)

// The module users of the extension points (their built-in users are in
// grid_extension_test.go).
var (
	_ messages.Emitter = (*platformer.Trigger)(nil)
	_ items.ItemUser   = (*platformer.Health)(nil)
)

type sceneText string

func (s sceneText) LoadScene(name string, p *scenes.Problems) (*scenes.Scene, error) {
	return scenes.ReadScene(name, []byte(s), p)
}

// TestFormerPlatformerSwitchesLoad: a scene written before the platformer's
// switches, doors, pickups and inventories moved into the core still loads,
// its old fields converted: a Griff.Switch opens a former Platformer.Door, a
// former Platformer.Switch's "open:Gate" becomes its target and its pressers
// the platformer's (players and crates), its output "on" fires a wire with
// no warning while a wire naming an output it does not have ("pressed")
// warns once, naming the entity and Griff.Wires; a former pickup gives its
// coins and a former inventory holds its coins and keys as items.
func TestFormerPlatformerSwitchesLoad(t *testing.T) {
	const scene = `{"format": 1, "nextId": 7, "entities": [
		{"id": 1, "name": "Lever", "components": {"Griff.Switch": {"targets": ["Gate"]}}},
		{"id": 2, "name": "Gate", "components": {"Platformer.Door": {"key": "gold"}}},
		{"id": 3, "name": "Plate", "components": {"Platformer.Switch": {"onPress": ["open:Gate"], "onRelease": ["close:Gate"],
			"hold": true}, "Griff.Wires": {"links": [
			{"when": "on", "send": "open", "to": "Hatch"},
			{"when": "pressed", "send": "open", "to": "Gate"}]}},
			"children": [{"id": 4, "name": "Hatch", "components": {"Griff.Door": {}}}]},
		{"id": 5, "name": "Bag", "components": {"Platformer.Inventory": {"coins": 4, "keys": ["gold", "red", "gold"]}}},
		{"id": 6, "name": "Coin", "components": {"Platformer.Pickup": {"amount": 3}}}]}`
	g, err := builtins.NewGame(runtime.Options{Seed: 1}, builtins.Options{Scenes: sceneText(scene), StartScene: "s"}, platformer.Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	sc := g.Scene()
	plate := scenes.Get[switches.Switch](sc.Find("Plate"))
	want := switches.Switch{Targets: []string{"Gate"}, SendOn: "open", SendOff: "close", Hold: true, PressedBy: platformer.SwitchPressers()}
	if fmt.Sprint(*plate) != fmt.Sprint(want) {
		t.Errorf("the former Platformer.Switch reads as %+v, want %+v", *plate, want)
	}
	messages.Of(g).Send(nil, messages.Entity(sc.Find("Lever")), "on")
	gate := scenes.Get[switches.Door](sc.Find("Gate"))
	if !gate.Open || sc.Find("Gate").Active() || gate.Key != "gold" || !scenes.Get[switches.Switch](sc.Find("Lever")).On {
		t.Errorf("gate %+v, active %v; want the lever on and the gate (key gold) open and inactive", *gate, sc.Find("Gate").Active())
	}
	if n := messages.Of(g).Emit(sc.Find("Plate"), "Griff.Switch", "on"); n != 1 || !scenes.Get[switches.Door](sc.Find("Plate/Hatch")).Open {
		t.Errorf("the plate's output fired %d wires, hatch open %v; want 1, true", n, scenes.Get[switches.Door](sc.Find("Plate/Hatch")).Open)
	}
	if got := scenes.Get[items.Inventory](sc.Find("Bag")).Held.String(); got != "4 Coin, 2 gold, 1 red" {
		t.Errorf("the former inventory holds %q, want 4 Coin, 2 gold, 1 red", got)
	}
	if got := scenes.Get[items.Pickup](sc.Find("Coin")).Items; got != "3 Coin" {
		t.Errorf("the former pickup gives %q, want 3 Coin", got)
	}
	var got []string
	for _, p := range g.Problems().List() {
		got = append(got, p.String())
	}
	if len(got) != 1 || !strings.Contains(got[0], `Plate#3: Griff.Wires: wire 1: no component of the entity has the output "pressed"`) {
		t.Errorf("problems %q, want one about the plate's wire 1", got)
	}
}

// TestFormerPlatformerSwitchRefused: a former Platformer.Switch action with no
// Griff.Switch form makes the file unreadable, naming the action.
func TestFormerPlatformerSwitchRefused(t *testing.T) {
	const scene = `{"format": 1, "nextId": 2, "entities": [
		{"id": 1, "name": "Plate", "components": {"Platformer.Switch": {"onPress": ["destroy:Gate"]}}}]}`
	_, err := scenes.ReadScene("s.json", []byte(scene), scenes.NewProblems(nil))
	if err == nil || !strings.Contains(err.Error(), `onPress action "destroy:Gate" has no Griff.Switch form`) {
		t.Errorf("reading a switch that destroys: %v, want an error naming the action", err)
	}
}

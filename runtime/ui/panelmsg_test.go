package ui_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// Bell is a test component with an output, "rung", for wires.
type Bell struct{}

// Outputs implements messages.Emitter.
func (*Bell) Outputs() []string { return []string{"rung"} }

func init() { scenes.Register[Bell]("UITest.Bell") }

// A scene file opens a panel by message with no code: a wire of the bell
// sends "gameOver" to the panel, whose openOn names it; "toggle" closes it
// again, and the scene's wires check without a warning.
func TestPanelOpensOnMessage(t *testing.T) {
	const file = `{"format": 1, "nextId": 3, "entities": [
	  {"id": 1, "name": "Bell", "components": {"UITest.Bell": {}, "Griff.Wires": {"links": [
	    {"when": "rung", "send": "gameOver", "to": "Over"},
	    {"when": "rung", "send": "open", "to": "Help"}]}}},
	  {"id": 2, "name": "Over", "components": {"Griff.Panel": {"name": "Over", "openOn": "gameOver", "size": [100, 50]}}},
	  {"id": 3, "name": "Help", "components": {"Griff.Panel": {"name": "Help", "size": [100, 50]}}}
	]}`
	probs := scenes.NewProblems(nil)
	sc, err := scenes.ReadScene("over.scene", []byte(file), probs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Scene: sc, Problems: probs}, messages.NewSystem(), ui.NewSystem(ui.Options{Screen: screen}))
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	over := scenes.Get[ui.Panel](sc.Find("Over"))
	help := scenes.Get[ui.Panel](sc.Find("Help"))
	if over.Open || help.Open || sc.Find("Over").Active() {
		t.Fatal("a panel is open before the bell rang")
	}
	if n := messages.Of(g).Emit(sc.Find("Bell"), "UITest.Bell", "rung"); n != 2 {
		t.Fatalf("the bell fired %d wires, want 2", n)
	}
	g.Step()
	if !over.Open || !help.Open || !sc.Find("Over").Active() {
		t.Errorf("after the bell: Over open %v (active %v), Help open %v; want both open", over.Open, sc.Find("Over").Active(), help.Open)
	}
	if top := runtime.Service[ui.IPanels](g).Top(); top != "Help" {
		t.Errorf("the top panel is %q, want Help (opened last)", top)
	}
	messages.Of(g).Send(nil, messages.Entity(sc.Find("Over")), "toggle")
	if over.Open {
		t.Error("toggle left Over open")
	}
	if ps := probs.List(); len(ps) != 0 {
		t.Errorf("problems: %v", ps)
	}
}

package dialogue_test

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestStartedByMessagesAndWires: "talk" and "next" sent as messages move the
// guard's conversation; when it ends, its "ended" output's wire tells the
// clerk to talk.
func TestStartedByMessagesAndWires(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, messages.NewSystem(), dialogue.NewSystem(guardSet(t)))
	if err != nil {
		t.Fatal(err)
	}
	guard := g.Scene().NewEntity("Guard", nil)
	scenes.Add(guard, dialogue.Conversation{Dialogue: "guard"})
	scenes.Add(guard, messages.Wires{Links: []messages.Wire{{When: dialogue.OutputEnded, Send: dialogue.MessageTalk, To: "Clerk"}}})
	clerk := g.Scene().NewEntity("Clerk", nil)
	scenes.Add(clerk, dialogue.Conversation{Dialogue: "guard", Start: "hammer"})
	scenes.Add(clerk, dialogue.Caption{})
	scenes.Add(clerk, visual.Text{})
	m, d := messages.Of(g), dialogue.Of(g)
	g.Step()
	if got := d.Turn(guard).Kind.String(); got != "idle" {
		t.Fatalf("guard before talk: %s", got)
	}
	m.Send(nil, messages.Entity(guard), dialogue.MessageTalk)
	m.Send(nil, messages.Entity(guard), dialogue.MessageNext)
	if got := d.Turn(guard).Kind.String(); got != "menu" {
		t.Fatalf("guard after talk, next: %s", got)
	}
	must(t, d.Choose(guard, 2))
	g.Step()
	if got := text(clerk); got != "Guard: In you go." {
		t.Fatalf("clerk shows %q after the guard's conversation ended", got)
	}
	if n := len(g.Problems().List()); n != 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

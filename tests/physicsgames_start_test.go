package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/physicsgames"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// TestPinballStartKeyDoesNotLaunch: the Space that starts the table on the
// title, let go a few steps later on the table, does not fire the plunger
// (it used to, with a feeble pull of those few steps that rolled the ball up
// and back and counted as the ball in play); a press on the table does.
func TestPinballStartKeyDoesNotLaunch(t *testing.T) {
	m, ok := runtime.LookupModule("physicsgames")
	if !ok || m.Template == nil {
		t.Fatal("no physicsgames template")
	}
	lg, err := hosting.Load(m.Template, "physicsgames")
	if err != nil {
		t.Fatal(err)
	}
	ev := func(tick int, a string, down bool) input.Event {
		e := input.Event{Tick: griff.Tick(tick), Action: a, Down: down}
		if down {
			e.Value = 1
		}
		return e
	}
	script := []input.Event{
		ev(5, physicsgames.ActionDown, true), ev(6, physicsgames.ActionDown, false),
		ev(10, physicsgames.ActionLaunch, true), ev(18, physicsgames.ActionLaunch, false), // starts the table
		ev(60, physicsgames.ActionLaunch, true), ev(90, physicsgames.ActionLaunch, false), // a pull on the table
	}
	g, err := lg.NewGame(hosting.Options{Seed: 1, Input: input.NewScript(script), Saves: &saves.MemoryStore{}})
	if err != nil {
		t.Fatal(err)
	}
	plunger := func() *physicsgames.Plunger {
		for _, p := range scenes.All[physicsgames.Plunger](g.Scene()) {
			return p
		}
		t.Fatalf("step %d: no plunger in %s", g.Clock().Tick(), g.Scene().Name())
		return nil
	}
	for g.Clock().Tick() < 50 {
		g.Step()
	}
	if !strings.HasSuffix(g.Scene().Name(), "pinball.json") {
		t.Fatalf("in scene %q, want the table", g.Scene().Name())
	}
	if p := plunger(); p.Launches != 0 {
		t.Errorf("the key that started the table launched the ball: %d launches, speed %v", p.Launches, p.Speed)
	}
	for g.Clock().Tick() < 95 {
		g.Step()
	}
	if p := plunger(); p.Launches != 1 || !(p.Speed > 0) {
		t.Errorf("a pull on the table: %d launches at %v, want 1", p.Launches, p.Speed)
	}
}

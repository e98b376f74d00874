package tests

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/battles"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
)

// battlesGame is a new game of the battles template with no input.
func battlesGame(t *testing.T) *runtime.Game {
	t.Helper()
	tm, _ := templates.Lookup("battles")
	lg, err := hosting.Load(tm.Files, "battles")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { t.Errorf("problem: %v", p) }})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestBattleStartedByMessage: an encounter told "fight" (as a trigger of
// another genre's scene would wire it) starts its battle: the scene
// changes to the battle with its foes, and the Starter service does the
// same for any entity.
func TestBattleStartedByMessage(t *testing.T) {
	g := battlesGame(t)
	g.Step()
	messages.Of(g).Send(nil, messages.Entity(g.Scene().Find("Bats")), "fight")
	for range 60 {
		g.Step()
	}
	if !strings.HasSuffix(g.Scene().Name(), "battle.json") {
		t.Fatalf("after the message the scene is %q, want the battle", g.Scene().Name())
	}
	var foes []string
	for _, x := range scenes.All[battles.Fighter](g.Scene()) {
		if x.Enemy {
			foes = append(foes, x.Row)
		}
	}
	if strings.Join(foes, " ") != "bat goblin bat" {
		t.Errorf("fighting %q, want bat goblin bat", foes)
	}
	_, p := battlesParty(g)
	if p.Encounter != "Bats" || !strings.HasSuffix(p.From, "map.json") {
		t.Errorf("the party is %+v, want the encounter Bats from the map", p)
	}

	g = battlesGame(t)
	g.Step()
	st := runtime.Service[battles.Starter](g)
	if !st.Start(nil, "slime", "", false) {
		t.Fatal("the Starter refused a battle")
	}
	if st.Start(nil, "slime", "", false) {
		t.Error("the Starter started a second battle while the first was under way")
	}
	for range 60 {
		g.Step()
	}
	if !strings.HasSuffix(g.Scene().Name(), "battle.json") {
		t.Errorf("after Start the scene is %q, want the battle", g.Scene().Name())
	}
}

// TestBattleResultsOnTheMap: a lost battle wakes the party healed where
// the walker started; a fled one steps the walker back to the tile it
// came from; the encounter stays.
func TestBattleResultsOnTheMap(t *testing.T) {
	g := battlesGame(t)
	g.Step()
	_, p := battlesParty(g)
	w := scenes.Get[battles.Walker](g.Scene().Find("Walker"))
	full := p.Heroes[0].HP
	p.Heroes[0].HP, w.Col, w.Row, w.Back = 3, 5, 5, [2]int{5, 6}
	p.Result = battles.ResultFled
	g.Step()
	if w.Col != 5 || w.Row != 6 || p.Result != "" || p.Heroes[0].HP != 3 {
		t.Errorf("after a flight the walker is at %d,%d (result %q, HP %d), want 5,6 and the HP kept", w.Col, w.Row, p.Result, p.Heroes[0].HP)
	}
	p.Result = battles.ResultLost
	g.Step()
	if w.Col != w.Start[0] || w.Row != w.Start[1] || p.Heroes[0].HP != full {
		t.Errorf("after a loss the walker is at %d,%d with %d HP, want the start %v and %d HP", w.Col, w.Row, p.Heroes[0].HP, w.Start, full)
	}
	if battlesFoes(g) != 3 {
		t.Errorf("%d foes on the map, want 3", battlesFoes(g))
	}
}

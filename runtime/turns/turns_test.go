package turns_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// journal is a test component that writes what it is told into a shared
// log: the extension points' user from outside the package.
type journal struct {
	log *[]string `griff:"-"`
}

func (j *journal) TurnBegan(t *turns.Turn) {
	if j.log == nil { // not state: lost by a restore
		return
	}
	*j.log = append(*j.log, fmt.Sprintf("r%d#%d+%s", t.Round, t.Number, t.Entity.Name()))
}

func (j *journal) TurnEnded(t *turns.Turn) {
	if j.log == nil {
		return
	}
	*j.log = append(*j.log, "-"+t.Entity.Name())
}

func init() { scenes.Register[journal]("Test.TurnJournal") }

func newGame(t *testing.T, order turns.Order) (*runtime.Game, *scenes.Scene, turns.Turns) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, turns.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	scenes.Add(s.NewEntity("Order", nil), order)
	return g, s, runtime.Service[turns.Turns](g)
}

func addActor(s *scenes.Scene, log *[]string, name string, a turns.Actor) *scenes.Entity {
	e := s.NewEntity(name, nil)
	scenes.Add(e, a)
	scenes.Add(e, journal{log: log})
	return e
}

// TestOrderWithTies: three actors, two tied on initiative: with sides, the
// heroes play first (the tie broken by hierarchy order: Ann before Bob), then
// the monster; without sides, the highest initiative first. Each turn ends
// when asked (through the service), and rounds follow each other.
func TestOrderWithTies(t *testing.T) {
	cases := []struct {
		sides []string
		want  string
	}{
		{[]string{"heroes", "monsters"}, "r1#1+Ann -Ann r1#2+Bob -Bob r1#3+Orc -Orc r2#4+Ann"},
		{[]string{"monsters", "heroes"}, "r1#1+Orc -Orc r1#2+Ann -Ann r1#3+Bob -Bob r2#4+Orc"},
		{nil, "r1#1+Orc -Orc r1#2+Ann -Ann r1#3+Bob -Bob r2#4+Orc"},
	}
	for _, c := range cases {
		var log []string
		g, s, svc := newGame(t, turns.Order{Sides: c.sides})
		addActor(s, &log, "Ann", turns.Actor{Side: "heroes", Initiative: 5})
		addActor(s, &log, "Orc", turns.Actor{Side: "monsters", Initiative: 9})
		addActor(s, &log, "Bob", turns.Actor{Side: "heroes", Initiative: 5})
		g.Step()
		for range 3 {
			if !svc.EndTurn(svc.Current()) {
				t.Fatalf("EndTurn(%v) refused", svc.Current())
			}
			g.Step()
		}
		if got := strings.Join(log, " "); got != c.want {
			t.Errorf("sides %v: %s\nwant %s", c.sides, got, c.want)
		}
		if svc.Round() != 2 {
			t.Errorf("sides %v: round %d, want 2", c.sides, svc.Round())
		}
	}
}

// TestActionsAndRefusals: a turn of two actions ends once both are spent; a
// request from an actor whose turn it is not is refused and changes nothing;
// only the system's step moves the turn on.
func TestActionsAndRefusals(t *testing.T) {
	var log []string
	g, s, svc := newGame(t, turns.Order{})
	ann := addActor(s, &log, "Ann", turns.Actor{Actions: 2})
	bob := addActor(s, &log, "Bob", turns.Actor{})
	g.Step()
	if svc.Current() != ann {
		t.Fatalf("current %v, want Ann", svc.Current())
	}
	if svc.Spend(bob, 1) || svc.EndTurn(bob) || svc.EndPhase(bob) {
		t.Error("Bob's requests were taken during Ann's turn")
	}
	if svc.Spend(ann, 3) || !svc.Spend(ann, 1) {
		t.Error("Spend(Ann, 3) taken or Spend(Ann, 1) refused with 2 actions")
	}
	g.Step()
	if svc.Current() != ann {
		t.Fatalf("after one action of two, current %v, want Ann", svc.Current())
	}
	svc.Spend(ann, 1)
	if svc.Current() != ann {
		t.Error("spending the last action moved the turn on before the step")
	}
	g.Step()
	if svc.Current() != bob || scenes.Get[turns.Actor](bob).Left != 1 {
		t.Errorf("after both actions: current %v, want Bob with 1 action", svc.Current())
	}
	if scenes.Get[turns.Actor](bob).Done || scenes.Get[turns.Actor](bob).Current != true {
		t.Error("Bob's actor state is wrong")
	}
}

// TestPhases: a turn walks its phases in order and ends after the last.
func TestPhases(t *testing.T) {
	var log []string
	g, s, svc := newGame(t, turns.Order{Phases: []string{"move", "act"}})
	ann := addActor(s, &log, "Ann", turns.Actor{Actions: 5})
	addActor(s, &log, "Bob", turns.Actor{})
	var got []string
	for range 3 {
		g.Step()
		got = append(got, svc.Current().Name()+":"+svc.Phase())
		svc.EndPhase(ann)
	}
	if strings.Join(got, " ") != "Ann:move Ann:act Bob:move" {
		t.Errorf("phases %v, want Ann:move Ann:act Bob:move", got)
	}
}

// TestPassFromSceneFile: a scene file alone (no code) plays turns: two
// passing actors and one that is never told anything; each turn lasts one
// step, so 7 steps begin 7 turns: rounds 1, 1, 2, 2, 3, 3, 4 with the
// deactivated actor left out. B's countdown of 5 has counted its 3 ended
// turns (its fourth is under way).
func TestPassFromSceneFile(t *testing.T) {
	const scene = `{"format": 1, "nextId": 5, "entities": [
		{"id": 1, "name": "Order", "components": {"Griff.TurnOrder": {}}},
		{"id": 2, "name": "A", "components": {"Griff.TurnActor": {"initiative": 1}, "Griff.TurnPass": {}}},
		{"id": 3, "name": "B", "components": {"Griff.TurnActor": {"initiative": 2}, "Griff.TurnPass": {},
			"Griff.TurnCountdown": {"left": 5}}},
		{"id": 4, "name": "Off", "active": false, "components": {"Griff.TurnActor": {"initiative": 3}}}]}`
	sc, err := scenes.ReadScene("turns", []byte(scene), scenes.NewProblems(nil))
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Scene: sc, Seed: 1}, turns.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	for range 7 {
		g.Step()
	}
	svc := runtime.Service[turns.Turns](g)
	a, b := scenes.Get[turns.Pass](sc.Find("A")), scenes.Get[turns.Pass](sc.Find("B"))
	if svc.Round() != 4 || a.Passed != 3 || b.Passed != 4 || svc.Current() != sc.Find("B") {
		t.Errorf("round %d, A passed %d, B passed %d, current %v; want round 4, 3, 4, B",
			svc.Round(), a.Passed, b.Passed, svc.Current())
	}
	if cd := scenes.Get[turns.Countdown](sc.Find("B")); cd.Left != 2 || cd.Over() {
		t.Errorf("B's countdown at %d, want 2", cd.Left)
	}
}

// TestSnapshotMidTurn: a snapshot taken in the middle of a round, with a
// phase asked for and an action spent, restores and plays on to the same
// fingerprint.
func TestSnapshotMidTurn(t *testing.T) {
	var log []string
	g, s, svc := newGame(t, turns.Order{Phases: []string{"move", "act"}})
	ann := addActor(s, &log, "Ann", turns.Actor{Actions: 3, Initiative: 1})
	bob := addActor(s, &log, "Bob", turns.Actor{Actions: 2})
	play := func(n int) {
		for range n {
			g.Step()
			if c := svc.Current(); c == ann {
				svc.Spend(ann, 1)
			} else if c == bob {
				svc.EndPhase(bob)
			}
		}
	}
	play(4)
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	play(9)
	want := g.Fingerprint()
	round := svc.Round()
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	ann, bob = g.Scene().Find("Ann"), g.Scene().Find("Bob")
	play(9)
	if got := g.Fingerprint(); got != want || svc.Round() != round || round < 2 {
		t.Errorf("after restoring: fingerprint %s round %d, want %s round %d (>= 2)", got, svc.Round(), want, round)
	}
}

package items_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// forge is a test ItemUser (the extension point's user from outside the
// package): used with "Ore", it takes the ore and gives the user one "Iron".
type forge struct {
	Uses int `json:"uses"`
}

func (f *forge) UseItem(u *items.Use) items.Outcome {
	if u.Item != "Ore" {
		return items.Refused
	}
	f.Uses++
	items.Of(u.Game).Give(u.User, list("Iron"))
	return items.UsedUp
}

func init() { scenes.Register[forge]("Test.Forge") }

func list(text string) items.List {
	l, errs := items.ParseText(text)
	if len(errs) != 0 {
		panic(errs[0].Error())
	}
	return l
}

func newGame(t *testing.T) (*runtime.Game, *scenes.Scene, items.Items) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, items.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	return g, g.Scene(), items.Of(g)
}

func holder(s *scenes.Scene, name, start string) *scenes.Entity {
	e := s.NewEntity(name, nil)
	scenes.Add(e, items.Inventory{Start: start})
	return e
}

func held(svc items.Items, e *scenes.Entity) string { return svc.Inventory(e).Held.String() }

// TestPayAllOrNothing: a payment the payer cannot make in full, or to an
// entity with no inventory, moves nothing; one it can moves every item.
func TestPayAllOrNothing(t *testing.T) {
	_, s, svc := newGame(t)
	ann, bob := holder(s, "Ann", "150 Gold, Wood 50"), holder(s, "Bob", "Stone 2")
	rock := s.NewEntity("Rock", nil)
	steps := []struct {
		from, to *scenes.Entity
		cost     string
		ok       bool
		ann, bob string
	}{
		{ann, bob, "100 Gold, 60 Wood", false, "150 Gold, 50 Wood", "2 Stone"},
		{ann, rock, "1 Gold", false, "150 Gold, 50 Wood", "2 Stone"},
		{ann, bob, "100 Gold, Wood 50", true, "50 Gold", "2 Stone, 100 Gold, 50 Wood"},
		{bob, nil, "2 Stone", true, "50 Gold", "100 Gold, 50 Wood"},
		{rock, ann, "1 Gold", false, "50 Gold", "100 Gold, 50 Wood"},
	}
	for i, st := range steps {
		if got := svc.Pay(st.from, st.to, list(st.cost)); got != st.ok {
			t.Errorf("payment %d (%s) = %v, want %v", i, st.cost, got, st.ok)
		}
		if a, b := held(svc, ann), held(svc, bob); a != st.ann || b != st.bob {
			t.Errorf("after payment %d: Ann %q, Bob %q; want %q, %q", i, a, b, st.ann, st.bob)
		}
	}
	if svc.Give(rock, list("Gold")) || !svc.Give(bob, list("3 Gold")) || held(svc, bob) != "103 Gold, 50 Wood" {
		t.Errorf("Give: Bob holds %q, want 103 Gold, 50 Wood (and nothing given to Rock)", held(svc, bob))
	}
}

// TestUse: an item is used on a target whose ItemUser takes it; one used up
// leaves the inventory; an item not held, or not taken, changes nothing.
func TestUse(t *testing.T) {
	_, s, svc := newGame(t)
	smith := holder(s, "Smith", "2 Ore, Coal")
	anvil := s.NewEntity("Anvil", nil)
	scenes.Add(anvil, forge{})
	uses := []struct {
		item string
		want items.Outcome
		held string
	}{
		{"Ore", items.UsedUp, "1 Ore, 1 Coal, 1 Iron"},
		{"Coal", items.Refused, "1 Ore, 1 Coal, 1 Iron"},
		{"Ore", items.UsedUp, "1 Coal, 2 Iron"},
		{"Ore", items.Refused, "1 Coal, 2 Iron"},
	}
	for i, u := range uses {
		if got := svc.Use(smith, anvil, u.item); got != u.want {
			t.Errorf("use %d of %s = %v, want %v", i, u.item, got, u.want)
		}
		if got := held(svc, smith); got != u.held {
			t.Errorf("after use %d: %q, want %q", i, got, u.held)
		}
	}
	if f := scenes.Get[forge](anvil); f.Uses != 2 {
		t.Errorf("forge used %d times, want 2", f.Uses)
	}
}

// TestPickUp: a pickup gives its items once and its entity goes at the end
// of the step; one naming another taker is refused.
func TestPickUp(t *testing.T) {
	g, s, svc := newGame(t)
	ann, bob := holder(s, "Ann", ""), holder(s, "Bob", "")
	coin := s.NewEntity("Coin", nil)
	scenes.Add(coin, items.Pickup{Items: "5 Gold"})
	gem := s.NewEntity("Gem", nil)
	scenes.Add(gem, items.Pickup{Items: "Gem", By: "Bob"})
	if !svc.PickUp(ann, coin) || svc.PickUp(bob, coin) || svc.PickUp(ann, gem) || !svc.PickUp(bob, gem) {
		t.Fatal("PickUp: want Ann to take the coin once and only Bob the gem")
	}
	g.Step()
	if held(svc, ann) != "5 Gold" || held(svc, bob) != "1 Gem" || coin.Alive() || gem.Alive() {
		t.Errorf("Ann %q, Bob %q, coin alive %v, gem alive %v; want 5 Gold, 1 Gem, both gone",
			held(svc, ann), held(svc, bob), coin.Alive(), gem.Alive())
	}
}

// TestTextMistakesWarnOnce: mistakes in an inventory's Start and a pickup's
// Items warn once when the scene starts, naming entity, component and column;
// the entries read are kept.
func TestTextMistakesWarnOnce(t *testing.T) {
	const scene = `{"format": 1, "nextId": 3, "entities": [
		{"id": 1, "name": "Chest", "components": {"Griff.Inventory": {"start": "Gold 0, 5 Wood"}}},
		{"id": 2, "name": "Coin", "components": {"Griff.Pickup": {"items": "3 Gold 4"}}}]}`
	sc, err := scenes.ReadScene("chest", []byte(scene), scenes.NewProblems(nil))
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, items.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	g.SetScene(sc)
	for range 3 {
		g.Step()
	}
	svc := items.Of(g)
	if got := held(svc, sc.Find("Chest")); got != "5 Wood" {
		t.Errorf("chest holds %q, want 5 Wood", got)
	}
	var got []string
	for _, p := range g.Problems().List() {
		got = append(got, p.String())
	}
	text := strings.Join(got, "\n")
	if len(got) != 2 || !strings.Contains(text, "Chest") || !strings.Contains(text, "Griff.Inventory") ||
		!strings.Contains(text, "column 1") || !strings.Contains(text, "Griff.Pickup") {
		t.Errorf("problems:\n%s\nwant two: Chest's Griff.Inventory at column 1, Coin's Griff.Pickup", text)
	}
}

// TestSnapshotMidTrade: a snapshot between payments restores and the same
// payments after it give the same fingerprint.
func TestSnapshotMidTrade(t *testing.T) {
	g, s, svc := newGame(t)
	holder(s, "Ann", "150 Gold, Wood 50")
	holder(s, "Bob", "Stone 9")
	trade := func(n int) {
		ann, bob := g.Scene().Find("Ann"), g.Scene().Find("Bob")
		for range n {
			g.Step()
			svc.Pay(ann, bob, list("7 Gold"))
			svc.Pay(bob, ann, list("Stone"))
		}
	}
	trade(3)
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	trade(4)
	want, wantHeld := g.Fingerprint(), held(svc, g.Scene().Find("Ann"))
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	trade(4)
	if got := g.Fingerprint(); got != want || held(svc, g.Scene().Find("Ann")) != wantHeld || wantHeld != "101 Gold, 50 Wood, 7 Stone" {
		t.Errorf("after restoring: %s %q, want %s %q (101 Gold, 50 Wood, 7 Stone)", got, held(svc, g.Scene().Find("Ann")), want, wantHeld)
	}
}

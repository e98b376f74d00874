package hud

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/modules/platformer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc/arctest"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// TestArcsFresh fails when the tutorial (or any file of the package) was edited
// without go generate.
func TestArcsFresh(t *testing.T) { arctest.CheckFresh(t, ".") }

func hudGame(t *testing.T) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, scripts.NewSystem(), &hudSystem{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestCoinCounter checks that a counter shows the first player's coins, in its
// format, and writes its text only when the count changes.
func TestCoinCounter(t *testing.T) {
	g := hudGame(t)
	p := g.Scene().NewEntity("Player", nil)
	scenes.Add(p, platformer.Player{})
	inv := scenes.Add(p, items.Inventory{Held: items.List{{Name: platformer.ItemCoin, Amount: 2}}, Filled: true})
	plain := g.Scene().NewEntity("Coins", nil)
	scenes.Add(plain, CoinCounter{})
	fancy := g.Scene().NewEntity("Fancy", nil)
	scenes.Add(fancy, CoinCounter{Format: "%d gold"})
	pt, ft := scenes.Add(plain, visual.Text{}), scenes.Add(fancy, visual.Text{})
	bare := g.Scene().NewEntity("NoText", nil)
	bc := scenes.Add(bare, CoinCounter{})
	g.Step()
	if got, want := []string{pt.Text, ft.Text}, []string{"Coins: 2", "2 gold"}; got[0] != want[0] || got[1] != want[1] {
		t.Errorf("texts %q, want %q", got, want)
	}
	// The text is written only when the count changes: words set by hand stay.
	pt.Text = "by hand"
	g.Step()
	if pt.Text != "by hand" {
		t.Errorf("an unchanged count rewrote the text to %q", pt.Text)
	}
	inv.Held[0].Amount = 5
	g.Step()
	if got, want := pt.Text, "Coins: 5"; got != want {
		t.Errorf("after picking up coins the text is %q, want %q", got, want)
	}
	if bc.Shown != 0 {
		t.Errorf("a counter without a Text recorded %d shown", bc.Shown)
	}
}

// TestTeamCoinCounter checks that a TeamCoinCounter adds up every player's
// coins, an inactive player's too, beside a counter of the first player's.
func TestTeamCoinCounter(t *testing.T) {
	g := hudGame(t)
	for i, n := range []int{2, 3, 4} {
		p := g.Scene().NewEntity("Player", nil)
		scenes.Add(p, platformer.Player{Input: i + 1})
		scenes.Add(p, items.Inventory{Held: items.List{{Name: platformer.ItemCoin, Amount: n}}, Filled: true})
		if i == 2 {
			p.SetActive(false) // a player who left
		}
	}
	scenes.Add(g.Scene().NewEntity("Bare", nil), platformer.Player{}) // no inventory: counts nothing
	team := g.Scene().NewEntity("Team", nil)
	scenes.Add(team, TeamCoinCounter{Format: "%d / 20"})
	tt := scenes.Add(team, visual.Text{})
	first := g.Scene().NewEntity("First", nil)
	scenes.Add(first, CoinCounter{})
	ft := scenes.Add(first, visual.Text{})
	g.Step()
	if got, want := []string{tt.Text, ft.Text}, []string{"9 / 20", "Coins: 2"}; got[0] != want[0] || got[1] != want[1] {
		t.Errorf("texts %q, want %q", got, want)
	}
}

// TestPlayerClips checks the clip and facing chosen from each player's state.
func TestPlayerClips(t *testing.T) {
	g := hudGame(t)
	clips := []visual.Clip{{Name: "idle", FPS: 1}, {Name: "walk", FPS: 2}, {Name: "jump", FPS: 3}}
	cases := []struct {
		name   string
		p      platformer.Player
		clip   string
		facing bool
	}{
		{"standing", platformer.Player{Grounded: true, Facing: 1}, "idle", false},
		{"creeping", platformer.Player{Grounded: true, Velocity: griff.V(walkSpeed, 0)}, "idle", false},
		{"walking left", platformer.Player{Grounded: true, Velocity: griff.V(-30, 0), Facing: -1}, "walk", true},
		{"walking right", platformer.Player{Grounded: true, Velocity: griff.V(30, 0), Facing: 1}, "walk", false},
		{"in the air", platformer.Player{Velocity: griff.V(30, -50), Facing: -1}, "jump", true},
	}
	es := make([]*scenes.Entity, len(cases))
	for i, c := range cases {
		es[i] = g.Scene().NewEntity(c.name, nil)
		scenes.Add(es[i], c.p)
		scenes.Add(es[i], visual.Sprite{Image: "hero.png", FlipX: !c.facing})
		scenes.Add(es[i], visual.AnimationSet{Clips: clips})
	}
	g.Step()
	for i, c := range cases {
		set, sp := scenes.Get[visual.AnimationSet](es[i]), scenes.Get[visual.Sprite](es[i])
		if set.Current != c.clip || sp.FlipX != c.facing {
			t.Errorf("%s: got clip %q facing left %v, want %q and %v", c.name, set.Current, sp.FlipX, c.clip, c.facing)
		}
		if a := scenes.Get[visual.SpriteAnimation](es[i]); a == nil || a.FPS != set.Clip(c.clip).FPS {
			t.Errorf("%s: animation %+v does not play clip %q", c.name, a, c.clip)
		}
	}
}

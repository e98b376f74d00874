package hud_test

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// A coin counter pinned to the top-right corner of a 320×180 screen counts the
// coins in the player's inventory: the output "Griff.Inventory.Coin".
func ExampleCounter() {
	g, _ := runtime.NewGame(runtime.Options{}, items.NewSystem(), hud.NewSystem(hud.Options{Screen: griff.V(320, 180)}))
	player := g.Scene().NewEntity("Player", nil)
	scenes.Add(player, items.Inventory{Start: "12 Coin"})
	score := g.Scene().NewEntity("Score", nil)
	scenes.Add(score, hud.Anchor{To: hud.TopRight, Offset: griff.V(-8, 8)})
	c := scenes.Add(score, hud.Counter{Format: "Coins: %d", Source: hud.Source{Entity: "Player", Output: "Griff.Inventory.Coin"}})
	g.Step()
	fmt.Println(c.Count, hud.Shown(c), score.Transform().Position())
	// Output: 12 Coins: 12 [312 8]
}

// A health bar reads a component's saved field by its key; after a hit its
// fill drops at once and its trail waits half a second before it falls.
func ExampleBar() {
	g, _ := runtime.NewGame(runtime.Options{}, hud.NewSystem(hud.Options{}))
	player := g.Scene().NewEntity("Player", nil)
	st := scenes.Add(player, stats{HP: 10, MaxHP: 10})
	bar := g.Scene().NewEntity("Health", nil)
	b := scenes.Add(bar, hud.Bar{Source: hud.Source{Entity: "Player", Output: "Test.Stats.hp"},
		MaxSource: hud.Source{Entity: "Player", Output: "Test.Stats.maxHP"}})
	g.Step()
	st.HP = 7
	g.Step()
	fmt.Println(b.Fill.Value(), b.Trail.Value(), b.Hold)
	// Output: 0.7 1 29
}

package platformer

import (
	"strconv"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// playerReport is what a playtest report says about one player.
type playerReport struct {
	// X and Y are the player's world position; the unit is world units (y down).
	X float64 `json:"x"`
	Y float64 `json:"y"`
	// HP and MaxHP are its hit points left and most (both 0 without Health).
	HP    int `json:"hp"`
	MaxHP int `json:"maxHp"`
	// Coins is how many coins (the item ItemCoin) its Griff.Inventory holds.
	Coins int `json:"coins"`
	// Items is every other item its Griff.Inventory holds but hearts (which
	// Health takes at once), "name xN" each as contraptions' palette writes
	// it, in the order each first came: keys and anything a game adds. None
	// without an inventory. (It was "keys" before, but not every item is a
	// key.)
	Items []string `json:"items,omitempty"`
	// OnGround is true while it stands on something.
	OnGround bool `json:"onGround"`
}

// PlaytestReport reports each active player's position, health, coins, other
// items and footing (runtime.PlaytestReporter; see playerReport for the JSON
// keys), under the name "player".
func (s *playerSystem) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for e, p := range scenes.Active[Player](g.Scene()) {
		pos := e.Transform().WorldPosition()
		r := playerReport{X: pos.X(), Y: pos.Y(), OnGround: p.Grounded}
		if h := scenes.Get[Health](e); h != nil {
			r.HP, r.MaxHP = h.HP, h.Max
		}
		if inv := scenes.Get[items.Inventory](e); inv != nil {
			r.Coins = inv.Count(ItemCoin)
			for _, s := range inv.Held {
				if s.Name != ItemCoin && s.Name != ItemHeart {
					r.Items = append(r.Items, s.Name+" x"+strconv.Itoa(s.Amount))
				}
			}
		}
		dst = append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "player", Value: r})
	}
	return dst
}

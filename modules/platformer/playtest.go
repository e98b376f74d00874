package platformer

import (
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
	// Coins is how many coins (the item ItemCoin) its Griff.Inventory holds,
	// and Keys the names of the other items it holds but hearts, in the order
	// each first came (none without an inventory).
	Coins int      `json:"coins"`
	Keys  []string `json:"keys,omitempty"`
	// OnGround is true while it stands on something.
	OnGround bool `json:"onGround"`
}

// PlaytestReport reports each active player's position, health and coins
// (runtime.PlaytestReporter), under the name "player".
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
					r.Keys = append(r.Keys, s.Name)
				}
			}
		}
		dst = append(dst, runtime.PlaytestFact{Subject: e.String(), Name: "player", Value: r})
	}
	return dst
}

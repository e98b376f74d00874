package platformer

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// TestPlaytestReportNamesItems holds coins, a key and two gems: the report
// counts the coins and lists the rest under "items" with their amounts, not
// under "keys" (a gem is no key).
func TestPlaytestReportNamesItems(t *testing.T) {
	g := newCodeGame(t, nil, nil, func(s *scenes.Scene) {
		addWalls(s, "..........", "..........", "##########")
		pl := addPlayer(s, griff.V(48, 40), 1000)
		scenes.Get[items.Inventory](pl).Held = items.List{{Name: ItemCoin, Amount: 3}, {Name: "gold", Amount: 1}, {Name: "Gem", Amount: 2}}
	})
	g.Step()
	facts := g.PlaytestReport()
	var got []byte
	for _, f := range facts {
		if f.Name == "player" {
			got, _ = json.Marshal(f.Value)
		}
	}
	if !strings.Contains(string(got), `"coins":3`) || !strings.Contains(string(got), `"items":["gold x1","Gem x2"]`) || strings.Contains(string(got), `"keys"`) {
		t.Errorf("the player's report is %s, want coins 3 and items [gold x1, Gem x2], no keys", got)
	}
}

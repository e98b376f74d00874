package items_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

type prefabs map[string]*scenes.Template

func (p prefabs) Prefab(name string) *scenes.Template { return p[name] }

// TestPickupLeaves: a taken pickup's Leave prefab is spawned where the pickup
// was, under its parent, and outlives it; a name that finds nothing warns
// naming Griff.Pickup and the pickup is still taken.
func TestPickupLeaves(t *testing.T) {
	spark, err := scenes.ReadTemplate("sparks.json", []byte(`{"format": 1, "nextId": 2,
		"entities": [{"id": 1, "name": "Sparks"}]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Seed: 1, Prefabs: prefabs{"sparks": spark}}, items.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	s, svc := g.Scene(), items.Of(g)
	ann := holder(s, "Ann", "")
	coins := s.NewEntity("Coins", nil)
	coin := s.NewEntity("Coin", coins)
	coin.Transform().SetPosition(griff.V(40, -12))
	scenes.Add(coin, items.Pickup{Items: "Gold", Leave: "sparks"})
	gem := s.NewEntity("Gem", nil)
	scenes.Add(gem, items.Pickup{Items: "Gem", Leave: "nothing"})
	if !svc.PickUp(ann, coin) || !svc.PickUp(ann, gem) {
		t.Fatal("PickUp refused")
	}
	g.Step()
	left := s.Find("Coins/Sparks")
	if left == nil || coin.Alive() || gem.Alive() {
		t.Fatalf("after the step: sparks %v, coin alive %v, gem alive %v; want sparks under Coins, both pickups gone", left, coin.Alive(), gem.Alive())
	}
	if got := left.Transform().Position(); got != (griff.V(40, -12)) {
		t.Errorf("sparks at %v, want (40, -12), where the coin was", got)
	}
	if got := held(svc, ann); got != "1 Gold, 1 Gem" {
		t.Errorf("Ann holds %q, want 1 Gold, 1 Gem", got)
	}
	var text []string
	for _, p := range g.Problems().List() {
		text = append(text, p.String())
	}
	if all := strings.Join(text, "\n"); !strings.Contains(all, "nothing") {
		t.Errorf("problems:\n%s\nwant a warning naming the missing prefab \"nothing\"", all)
	}
	var p items.Pickup
	p.Leave = "sparks"
	if got := p.SpawnedPrefabs(); len(got) != 1 || got[0] != "sparks" {
		t.Errorf("SpawnedPrefabs = %q, want [sparks]", got)
	}
}

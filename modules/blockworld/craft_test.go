package blockworld

import (
	"testing"

	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// TestCraftMakesTheSelectedItem: with planks selected, craft turns a wood
// into 4 planks; with none left it does nothing; a slot without a recipe
// does nothing.
func TestCraftMakesTheSelectedItem(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 10, 20, 25, 5)
	r.m().Hotbar = []string{"Pickaxe", "Dirt", "Torch", "Planks"}
	scenes.Get[items.Inventory](r.miner).Held = items.List{{Name: "Wood", Amount: 1}, {Name: "Coal", Amount: 1}}
	r.tap("slot4")
	r.tap(ActionCraft)
	if r.count("Planks") != 4 || r.count("Wood") != 0 {
		t.Fatalf("crafting planks from a wood: %d planks, %d wood; want 4 and 0", r.count("Planks"), r.count("Wood"))
	}
	r.tap(ActionCraft)
	if r.count("Planks") != 4 {
		t.Errorf("crafting planks with no wood made some: %d", r.count("Planks"))
	}
	r.tap("slot3") // torches: a coal and a wood, and no wood is left
	r.tap(ActionCraft)
	if r.count("Torch") != 0 || r.count("Coal") != 1 {
		t.Errorf("crafting torches without wood: %d torches, %d coal; want 0 and 1", r.count("Torch"), r.count("Coal"))
	}
	r.tap("slot2") // dirt has no recipe
	r.tap(ActionCraft)
	if r.count("Dirt") != 0 || r.count("Coal") != 1 {
		t.Errorf("crafting dirt: %d dirt, %d coal", r.count("Dirt"), r.count("Coal"))
	}
	r.noProblems()
}

// TestEveryBlockIsObtainable: every item that places a block is dug out of
// the generated world (some chunks of two seeds hold a block giving it) or
// made by a recipe from items that are.
func TestEveryBlockIsObtainable(t *testing.T) {
	have := map[string]bool{}
	for _, seed := range []uint64{7, 23} {
		for cx := -4; cx < 4; cx++ {
			for cy := range WorldChunksY {
				blocks, _ := Generate(seed, cx, cy)
				for _, b := range blocks {
					if it := Block(b).Item(); it != "" {
						have[it] = true
					}
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, rc := range Recipes {
			ok := !have[rc.Make]
			for _, st := range rc.From {
				ok = ok && have[st.Name]
			}
			if ok {
				have[rc.Make], changed = true, true
			}
		}
	}
	for b := Grass; b < numBlocks; b++ {
		if it := b.Item(); it != "" && !have[it] {
			t.Errorf("%v's item %q can be neither dug nor crafted", b, it)
		}
	}
}

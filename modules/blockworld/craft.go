package blockworld

import (
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// Recipe is a crafting recipe: the items From, paid from the miner's
// inventory, make Amount of the item Make.
type Recipe struct {
	Make   string
	Amount int
	From   items.List
}

// Recipes are what "craft" makes (decision: the smallest crafting that
// makes every block the world lists obtainable; Planks could not be had
// before). Pressing craft makes the selected hotbar slot's item by its
// recipe, once, if the inventory holds what it takes; an item without a
// recipe, or too few of what it takes, does nothing. There is no crafting
// table or menu: the hotbar names what is made. The amounts are
// Minecraft's: a log makes 4 planks; a coal and a stick make 4 torches,
// the stick taken here as a wood (Minecraft's 2 planks make 4 sticks).
// Every other block's item is dug out of the generated world
// (TestEveryBlockIsObtainable).
var Recipes = []Recipe{
	{Make: "Planks", Amount: 4, From: items.List{{Name: "Wood", Amount: 1}}},
	{Make: "Torch", Amount: 4, From: items.List{{Name: "Coal", Amount: 1}, {Name: "Wood", Amount: 1}}},
}

// recipeFor returns the recipe that makes item, if there is one.
func recipeFor(item string) (Recipe, bool) {
	for _, r := range Recipes {
		if r.Make == item {
			return r, true
		}
	}
	return Recipe{}, false
}

// craft makes the selected slot's item by its recipe, paying for it from
// the miner's inventory (see Recipes).
func (s *system) craft(me *scenes.Entity, m *Miner) {
	if m.Selected >= len(m.Hotbar) {
		return
	}
	r, ok := recipeFor(m.Hotbar[m.Selected])
	if !ok || !s.items.Pay(me, nil, r.From) {
		return
	}
	s.items.Give(me, items.List{{Name: r.Make, Amount: r.Amount}})
}

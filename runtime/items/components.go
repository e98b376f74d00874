package items

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Inventory holds items: any entity may have one (a player, a chest, a shop,
// a base). Saved as "Griff.Inventory".
type Inventory struct {
	// Start is what it holds when its entity first takes part in a step, as an
	// item text ("150 Gold, Wood 50"; see ParseText). Mistakes warn once,
	// naming the entity and Griff.Inventory; the entries read are kept.
	Start string `json:"start"`
	// Held is what it holds, in the order each item first came: state.
	Held List `json:"held"`
	// Filled is true once Start was added to Held: state.
	Filled bool `json:"filled"`
}

// Count returns how many of the item named name inv holds (0 if none). It does
// not count Start before the inventory is filled.
func (inv *Inventory) Count(name string) int { return inv.Held.Count(name) }

// Pickup gives its items to an entity with an Inventory that touches it (with
// physics: give it a sensor shape), or that a system hands it to with
// Items.PickUp (a grid game, when a mover steps on it); its entity is then
// destroyed. Saved as "Griff.Pickup".
type Pickup struct {
	// Items is what it gives, as an item text; "" gives nothing (a pickup
	// that is only taken). Mistakes warn once, naming the entity and
	// Griff.Pickup, when the scene starts.
	Items string `json:"items"`
	// By names the entity that may take it (scenes.Entity.FindFor from the
	// pickup); "" means any entity with an Inventory.
	By string `json:"by"`
	// Leave names a prefab (prefabs/NAME.json) spawned where the pickup was,
	// as a child of its parent, when it is taken: what it leaves behind (a
	// burst of sparks that outlives the pickup, destroyed with it otherwise).
	// "" (the default) leaves nothing; a name that finds nothing warns in the
	// problem log naming the entity and Griff.Pickup, and the pickup is taken.
	Leave string `json:"leave,omitempty"`
	// Taken is true once it has been taken: state.
	Taken bool `json:"taken"`
}

// Outcome is what an ItemUser did with an item.
type Outcome uint8

const (
	// Refused: the item does nothing here; nothing changed.
	Refused Outcome = iota
	// Kept: the item was used and stays in the inventory (a key that opens a
	// door and is kept).
	Kept
	// UsedUp: the item was used and one is taken from the inventory (a potion
	// drunk, a key left in the lock).
	UsedUp
)

// String returns "refused", "kept" or "used up".
func (o Outcome) String() string {
	switch o {
	case Refused:
		return "refused"
	case Kept:
		return "kept"
	case UsedUp:
		return "used up"
	}
	return "outcome(?)"
}

// ItemUser is the extension point of item uses: a component that does
// something when an item is used on its entity (a door taking a key, a forge
// taking ore, a player drinking a potion). Items.Use asks the target's
// components that implement it, in the entity's component order, until one
// does not refuse. UseItem runs inside the target's fault boundary.
type ItemUser interface {
	UseItem(u *Use) Outcome
}

// Use is one item use, handed to ItemUser.UseItem.
type Use struct {
	// Game is the game being played.
	Game *runtime.Game
	// User is the entity whose inventory holds the item; Target the one it is
	// used on (the user itself for an item used on oneself).
	User, Target *scenes.Entity
	// Item names the item; the user holds at least one.
	Item string
}

func init() {
	scenes.Register[Inventory]("Griff.Inventory")
	scenes.Register[Pickup]("Griff.Pickup")
}

// SpawnedPrefabs returns the prefab the pickup leaves when taken, so a game
// folder's loader can notice prefabs that spawn each other in a cycle
// (scenes.PrefabSpawner).
func (p *Pickup) SpawnedPrefabs() []string { return []string{p.Leave} }

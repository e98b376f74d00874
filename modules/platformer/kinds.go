package platformer

import (
	"github.com/griffengine/griff/griff"
	"slices"
)

// PickupKind says what a Pickup gives. In files it is written as its name.
type PickupKind uint8

// The pickup kinds.
const (
	// PickupCoin adds Amount coins to the inventory (the default).
	PickupCoin PickupKind = iota
	// PickupKey adds the key named Pickup.Key to the inventory.
	PickupKey
	// PickupHeart gives back Amount hit points, up to Health.Max.
	PickupHeart
)

var pickupNames = griff.NewEnum[PickupKind]("pickup kind", "coin", "key", "heart")

// String returns "coin", "key" or "heart".
func (k PickupKind) String() string { return pickupNames.Name(k) }

// MarshalText writes the kind's name. It returns an error for an unknown kind.
func (k PickupKind) MarshalText() ([]byte, error) { return pickupNames.Marshal(k) }

// UnmarshalText reads a kind's name. It returns an error naming the known kinds
// for any other text.
func (k *PickupKind) UnmarshalText(text []byte) error { return pickupNames.Unmarshal(k, text) }

// HasKey reports whether the inventory holds the key named name.
func (inv *Inventory) HasKey(name string) bool { return slices.Contains(inv.Keys, name) }

// TakeKey removes one key named name and reports whether there was one.
func (inv *Inventory) TakeKey(name string) bool {
	i := slices.Index(inv.Keys, name)
	if i < 0 {
		return false
	}
	inv.Keys = slices.Delete(inv.Keys, i, i+1)
	return true
}

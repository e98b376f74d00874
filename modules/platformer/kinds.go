package platformer

import (
	"fmt"
	"slices"
)

// PickupKind says what a Pickup gives. In files it is written as its name.
type PickupKind uint8

// The pickup kinds.
const (
	// Coin adds Amount coins to the inventory (the default).
	Coin PickupKind = iota
	// Key adds the key named Pickup.Key to the inventory.
	Key
	// Heart gives back Amount hit points, up to Health.Max.
	Heart
)

var pickupNames = [...]string{"coin", "key", "heart"}

// String returns "coin", "key" or "heart".
func (k PickupKind) String() string {
	if int(k) < len(pickupNames) {
		return pickupNames[k]
	}
	return fmt.Sprintf("PickupKind(%d)", k)
}

// MarshalText writes the kind's name. It returns an error for an unknown kind.
func (k PickupKind) MarshalText() ([]byte, error) {
	if int(k) >= len(pickupNames) {
		return nil, fmt.Errorf("platformer: unknown pickup kind %d", k)
	}
	return []byte(pickupNames[k]), nil
}

// UnmarshalText reads a kind's name. It returns an error naming the known kinds
// for any other text.
func (k *PickupKind) UnmarshalText(text []byte) error {
	i := slices.Index(pickupNames[:], string(text))
	if i < 0 {
		return fmt.Errorf("platformer: unknown pickup kind %q (want coin, key or heart)", text)
	}
	*k = PickupKind(i)
	return nil
}

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

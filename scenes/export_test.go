package scenes

import "reflect"

// WorldRecomputes returns how many world matrices s has computed.
func WorldRecomputes(s *Scene) uint64 { return s.recomputes }

// OrderKey returns e's hierarchy order key.
func OrderKey(e *Entity) uint64 { return e.key }

// KeyEpoch returns s's key epoch (bumped when existing keys change).
func KeyEpoch(s *Scene) uint64 { return s.keyEpoch }

// LayoutDigest returns the digest of t's layout as a snapshot sees it.
func LayoutDigest(t reflect.Type) [8]byte { return layoutDigest(t) }

// StoreSlots returns how many slots s's store of T has handed out (in use,
// free or held back from reuse).
func StoreSlots[T any](s *Scene) int { return int(storeOf[T](s).used) }

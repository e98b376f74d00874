package scenes

// WorldRecomputes returns how many world matrices s has computed.
func WorldRecomputes(s *Scene) uint64 { return s.recomputes }

// OrderKey returns e's hierarchy order key.
func OrderKey(e *Entity) uint64 { return e.key }

// KeyEpoch returns s's key epoch (bumped when existing keys change).
func KeyEpoch(s *Scene) uint64 { return s.keyEpoch }

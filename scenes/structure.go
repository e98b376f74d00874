package scenes

// Structure returns the scene's structure count: a number that changes
// whenever the scene's shape may have: an entity added, destroyed, given
// another parent or moved among its siblings (Entity.SetSiblingIndex), a
// component added or removed, or an entity's activity in the hierarchy
// changed (Entity.SetActive, for an entity with components). It does not
// change when component values or transforms are written.
//
// A reader that works something out from the scene's shape (which root
// entities hold which components, in which order, active or not) keeps the
// count it worked it out at and works it out again only when Structure
// returns another number (rendering's walk of plain sprite roots does). While
// the count is the same, every live entity's Transform pointer and every
// component pointer found then are still that entity's. Only equality is
// meaningful: the count may wrap, and a new scene starts again from 0.
//
// Structure must be called from the game's goroutine.
func (s *Scene) Structure() uint64 { return s.structure + s.keyEpoch }

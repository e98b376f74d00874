package session

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Visibility is implemented by a component that decides which players may
// see its entity (a card in a hand, a unit in the fog of war). The host sends
// nothing about an entity a component hides from a player, nor about its
// descendants. An entity with no such component is seen by everyone.
type Visibility interface {
	// VisibleTo reports whether player may see the entity. It must depend
	// only on the game's state (it is asked on the host's goroutine, at the
	// end of a step).
	VisibleTo(player PlayerID) bool
}

// Local is implemented by a component whose entity belongs to each machine
// rather than to the match: a preferences panel, a menu only its player
// sees. The host sends it to no player (as if hidden from all, see
// [Visible]), and a player's machine keeps its own instead of removing it
// for not being in the host's state (runtime/network). Its descendants are
// local too.
type Local interface {
	// NetworkLocal reports whether the entity is local. It must depend only
	// on the component's own fields, which a scene file sets.
	NetworkLocal() bool
}

// IsLocal reports whether a component of e or of its ancestors implements
// [Local] and says yes.
func IsLocal(e *scenes.Entity) bool {
	for ; e != nil; e = e.Parent() {
		for _, c := range e.Components() {
			if l, ok := c.(Local); ok && l.NetworkLocal() {
				return true
			}
		}
	}
	return false
}

// Visible reports whether player may see e: no component of e or of its
// ancestors implements [Visibility] and says no, or implements [Local] and
// says yes.
func Visible(e *scenes.Entity, player PlayerID) bool {
	for ; e != nil; e = e.Parent() {
		for _, c := range e.Components() {
			if v, ok := c.(Visibility); ok && !v.VisibleTo(player) {
				return false
			}
			if l, ok := c.(Local); ok && l.NetworkLocal() {
				return false
			}
		}
	}
	return true
}

// AppendVisible fills f with what player sees of scene at step: the head
// with the count of visible entities, and the record of each visible entity
// in hierarchy order, as network records ([scenes.Entity.AppendNetRecord]:
// the snapshot record less what players do not need, positions as float32).
// buf is scratch memory, returned for reuse. It returns the error of
// [scenes.Entity.AppendNetRecord].
func AppendVisible(f *Frame, scene *scenes.Scene, player PlayerID, step griff.Tick, buf []byte) ([]byte, error) {
	f.Reset(step)
	n := 0
	for e := range scene.Walk() {
		if !Visible(e, player) {
			continue
		}
		var err error
		buf, err = e.AppendNetRecord(buf[:0])
		if err != nil {
			return buf, err
		}
		f.Add(e.ID(), buf)
		n++
	}
	buf = scene.AppendSnapshotHead(buf[:0])
	// The head ends with the entity count: make it the visible one.
	putU32(buf[len(buf)-4:], uint32(n))
	f.SetHead(buf)
	return buf, nil
}

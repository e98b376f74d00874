package physics

import (
	"github.com/griffengine/griff/scenes"
)

// sync brings the cp space up to date with the scene: builds, rebuilds and
// removes bodies, reads transforms and body settings. dt is the coming step's
// length (0 when called outside Step).
func (w *World) sync(dt float64) {
	w.stamp++
	w.leftOut = 0
	// Records are found through a cursor on w.bodies (see recAt): in a
	// steady scene the entities come in the order their bodies were built.
	at := 0
	synced := w.synced[:0]
	w.prewalked, w.preContinuous = 0, 0
	pre := dt > 0 && !w.noPrewalk
	// While the scene's structure count is what it was through the last
	// sync, every component pointer that sync found is still its entity's
	// (scenes.Scene.Structure), and a record in byEntity is one it saw with
	// its entity's Collider (r.col: a record built from another is rebuilt,
	// one not seen is dropped), so the Collider is not looked up again
	// among the entity's components.
	shape := w.scene.Structure()
	same := w.shapeKnown && shape == w.shape && !w.fullSync
	w.sameShape = same
	// Bodies are read here, not written (read-only iterations mark no entity
	// changed, so a Timeline shares the records of sleeping and static
	// bodies); writeBack and stopRunaway mark the entities whose Body they
	// write.
	for e, b := range scenes.ActiveRead[Body](w.scene) {
		var r *bodyRec
		was := at
		r, at = w.recAt(e, at)
		var c *Collider
		if same && r != nil {
			c = r.col
		} else {
			c = scenes.Read[Collider](e) // read only: a snapshot shares its record
		}
		switch {
		case r == nil || !w.steady(r, e, b, c, dt):
			w.syncBody(e, r, b, c, dt)
			w.prewalkAt(r, was, at, dt, false)
		case pre && at == was+1: // steady, at its place: prewalkAt's other tests hold
			w.prewalk(r, was, w.velsRead)
		case pre: // steady, found through the map
			w.prewalkAt(r, was, at, dt, w.velsRead)
		}
		if c != nil && !same { // (syncLone needs no list)
			synced = append(synced, syncedBody{e, int32(at)})
		}
	}
	// Colliders and tilemap walls are read, never written: read-only
	// iterations mark no entity changed (scenes.ActiveRead), so a Timeline
	// shares their records, a tilemap's tens of kilobytes among them.
	// The entities with a Collider met above come in the same (hierarchy)
	// order: they are recognised from the list synced, without their
	// records. In a scene of the same structure count only the Colliders
	// without a Body are visited (syncLone).
	if same {
		w.syncLone(dt)
	} else {
		w.syncColliders(synced, dt)
	}
	if n := len(w.synced); len(synced) < n {
		clear(synced[len(synced):n]) // keeps no entity it no longer met
	}
	w.synced = synced
	for e, t := range scenes.ActiveRead[TilemapWalls](w.scene) {
		w.syncWalls(e, t, dt)
	}
	// Every record prewalked was seen, each once (see prewalk), and sync
	// removes no record after its prewalk: when they are all of w.bodies,
	// none is to be dropped and their seen fields are not read again.
	if n := len(w.bodies); w.prewalked != n {
		w.bodies = w.dropUnseen(w.bodies, w.byEntity)
		if len(w.bodies) != n {
			w.prewalked = -1 // the records after one dropped moved: beforeStep walks them
		}
	}
	w.walls = w.dropUnseen(w.walls, w.wallsBy)
	w.dropRefusals()
	w.syncJoints()
	w.syncRopes()
	if w.seamsDirty || w.seamsLost {
		w.findSeams()
	}
	// (a sync that changed the structure, which it never does, would not
	// vouch for the pointers it found)
	w.shape, w.shapeKnown = shape, w.scene.Structure() == shape
}

// syncedBody is an entity with a Collider whose Body sync met, and the
// cursor on w.bodies (see recAt) after its record.
type syncedBody struct {
	e  *scenes.Entity
	at int32
}

// loneCollider is an entity with a Collider and no Body met by
// syncColliders, its Collider, and its record as last found (or nil).
type loneCollider struct {
	e *scenes.Entity
	c *Collider
	r *bodyRec
}

// syncColliders is sync's pass over the Colliders: the entities met in the
// pass over the Bodies (synced, in the same hierarchy order) are skipped,
// the others synced as static bodies and listed in w.lone.
func (w *World) syncColliders(synced []syncedBody, dt float64) {
	at, k := 0, 0
	lone := w.lone[:0]
	for e, c := range scenes.ActiveRead[Collider](w.scene) {
		if k < len(synced) && synced[k].e == e {
			at = int(synced[k].at) // where recAt went on from e's record
			k++
			continue // has a Body, synced with it above
		}
		var r *bodyRec
		was := at
		r, at = w.recAt(e, at)
		if r != nil && r.comp != nil && r.seen == w.stamp {
			continue // synced with its Body above, so it has one
		}
		if !scenes.Has[Body](e) {
			lone = append(lone, loneCollider{e, c, r})
			w.syncBody(e, r, nil, c, dt)
			w.prewalkAt(r, was, at, dt, false)
		}
	}
	if n := len(w.lone); len(lone) < n {
		clear(lone[len(lone):n]) // keeps no entity it no longer met
	}
	w.lone = lone
}

// syncLone is syncColliders for a scene whose structure count is what it
// was through the last sync (see sync): the pass over the Colliders would
// meet the same entities with the same Colliders in the same order and skip
// the same ones, those with a Body, so only the entities of w.lone are
// synced, not every Collider again. Each one's record is the one noted
// unless that was taken out (seen 0: a live record is byEntity's for its
// entity, see recAt), else the map's. Their records are static (built
// without a Body), so prewalkAt needs no cursor: it prewalks a static
// record wherever it is.
func (w *World) syncLone(dt float64) {
	for i := range w.lone {
		x := &w.lone[i]
		r := x.r
		if r == nil || r.seen == 0 {
			r = w.byEntity[x.e.ID()]
		}
		if r != nil && r.comp != nil && r.seen == w.stamp {
			continue // as syncColliders
		}
		w.syncBody(x.e, r, nil, x.c, dt)
		w.prewalkAt(r, 0, 0, dt, false)
		if r == nil || r.seen != w.stamp { // built, rebuilt or not placeable
			r = w.byEntity[x.e.ID()]
		}
		x.r = r
	}
}

// Sync brings the world up to date with the scene without stepping: bodies
// added, removed or changed, and transforms moved by game code. Step calls it
// first; call it yourself only to query a world before its first step or after
// moving things in the same step. A kinematic body moved by Sync is put there,
// not given a velocity.
func (w *World) Sync() { w.sync(0) }

// recAt returns w.byEntity[e.ID()] and the cursor for the next entity: when
// w.bodies[at] is e's record (an entity is never reused, and a record in
// w.bodies that is not taken out, seen != 0, is the one byEntity holds for
// its entity; settle refuses a snapshot listing an entity twice), at+1 and
// no map look-up; else the map's record and at unchanged.
func (w *World) recAt(e *scenes.Entity, at int) (*bodyRec, int) {
	if at < len(w.bodies) {
		if r := w.bodies[at]; r.e == e && r.seen != 0 {
			return r, at + 1
		}
	}
	return w.byEntity[e.ID()], at
}

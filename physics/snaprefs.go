package physics

import (
	"errors"
	"fmt"
	"slices"
	"unsafe"

	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// External pointers of snapshots: what the world's records and cp's objects
// point at outside the world (entities, components, the space, collision
// handlers), written as names and found again on restore.

// The external pointer kinds: pointers a snapshot writes as names of things
// the restoring world already has.
const (
	refNone = iota
	refEntity
	refBody
	refCollider
	refJoint
	refRope
	refWalls
	refSpace
	refHandler
)

// refWriter writes external pointers; refReader reads them.
type (
	refWriter interface {
		encRef(kind int, p unsafe.Pointer) (uint64, error)
	}
	refReader interface {
		decRef(kind int, v uint64) (unsafe.Pointer, error)
	}
)

// handlerTable lists the collision handlers an arbiter may name: cp's
// default, cp's do-nothing handler and the world's own, in the order made.
func handlerTable(w *World) ([]*cp.CollisionHandler, error) {
	def, err := defaultHandler(w.space)
	if err != nil {
		return nil, err
	}
	return append([]*cp.CollisionHandler{def, &cp.CollisionHandlerDoNothing}, w.handlers...), nil
}

// encRefs writes external pointers as ids: entities and components by the
// entity's id, the space and handlers by number.
type encRefs struct {
	w        *World
	c        *snapCodec
	handlers []*cp.CollisionHandler
}

func (r *encRefs) encRef(kind int, p unsafe.Pointer) (uint64, error) {
	switch kind {
	case refEntity:
		e := (*scenes.Entity)(p)
		v := uint64(e.ID()) << 1
		if !e.Alive() || r.w.scene.Entity(e.ID()) != e {
			v |= 1 // gone: restored as a destroyed entity
		}
		return v + 1, nil
	case refSpace:
		if p != unsafe.Pointer(r.w.space) {
			return 0, errors.New("physics: snapshot: a cp object of another space")
		}
		return 1, nil
	case refHandler:
		if len(r.handlers) == 0 {
			def, err := defaultHandler(r.w.space)
			if err != nil {
				return 0, err
			}
			r.handlers = append(append(r.handlers, def, &cp.CollisionHandlerDoNothing), r.w.handlers...)
		}
		if i := slices.Index(r.handlers, (*cp.CollisionHandler)(p)); i >= 0 {
			return uint64(i) + 1, nil
		}
		return 0, errors.New("physics: snapshot: an arbiter names a collision handler the world did not make")
	}
	if len(r.c.owners) == 0 {
		r.fillOwners()
	}
	id, ok := r.c.owners[p]
	if !ok {
		return 0, nil // no longer in the scene: restored as nil, as after a removal
	}
	return uint64(id) + 1, nil
}

// fillOwners maps each physics component of the scene to its entity's id.
func (r *encRefs) fillOwners() {
	// Read only: a snapshot marks no entity changed (scenes.AllRead).
	s := r.w.scene
	for e, c := range scenes.AllRead[Body](s) {
		r.c.owners[unsafe.Pointer(c)] = e.ID()
	}
	for e, c := range scenes.AllRead[Collider](s) {
		r.c.owners[unsafe.Pointer(c)] = e.ID()
	}
	for e, c := range scenes.AllRead[Joint](s) {
		r.c.owners[unsafe.Pointer(c)] = e.ID()
	}
	for e, c := range scenes.AllRead[Rope](s) {
		r.c.owners[unsafe.Pointer(c)] = e.ID()
	}
	for e, c := range scenes.AllRead[TilemapWalls](s) {
		r.c.owners[unsafe.Pointer(c)] = e.ID()
	}
}

// decRefs reads external pointers against the restoring world's scene.
type decRefs struct {
	w        *World
	handlers []*cp.CollisionHandler
	dead     map[scenes.EntityID]*scenes.Entity
}

func (r *decRefs) decRef(kind int, v uint64) (unsafe.Pointer, error) {
	v--
	switch kind {
	case refEntity:
		e, err := r.entity(scenes.EntityID(v>>1), v&1 == 1)
		return unsafe.Pointer(e), err
	case refSpace:
		if v != 0 {
			return nil, fmt.Errorf("%w: space %d", errSnapshot, v)
		}
		return unsafe.Pointer(r.w.space), nil
	case refHandler:
		if v >= uint64(len(r.handlers)) {
			return nil, fmt.Errorf("%w: collision handler %d", errSnapshot, v)
		}
		return unsafe.Pointer(r.handlers[v]), nil
	}
	e := r.w.scene.Entity(scenes.EntityID(v))
	if e == nil {
		return nil, nil
	}
	switch kind {
	case refBody:
		return unsafe.Pointer(scenes.Get[Body](e)), nil
	case refCollider:
		return unsafe.Pointer(scenes.Get[Collider](e)), nil
	case refJoint:
		return unsafe.Pointer(scenes.Get[Joint](e)), nil
	case refRope:
		return unsafe.Pointer(scenes.Get[Rope](e)), nil
	}
	return unsafe.Pointer(scenes.Get[TilemapWalls](e)), nil
}

// entity returns the scene's entity id, or, for one gone from the scene, a
// destroyed stand-in (one per id) with the same id, so a snapshot taken
// after the restore writes the same bytes and a touch that ended names the
// same id: touches that ended name it, and records waiting to be dropped by
// the next sync hold it. Each stand-in is read from a one-entity scene file,
// the one way to make an entity of a given id, and destroyed. It returns an
// error wrapping errSnapshot for an id no scene can hold.
func (r *decRefs) entity(id scenes.EntityID, gone bool) (*scenes.Entity, error) {
	if !gone {
		if e := r.w.scene.Entity(id); e != nil {
			return e, nil
		}
	}
	if e := r.dead[id]; e != nil {
		return e, nil
	}
	doc := fmt.Sprintf(`{"entities":[{"id":%d,"name":"gone #%d"}]}`, id, id)
	s, err := scenes.ReadScene("physics: gone", []byte(doc), nil)
	if err != nil {
		return nil, fmt.Errorf("%w: entity %d: %v", errSnapshot, id, err)
	}
	e := s.Entity(id)
	s.Destroy(e)
	r.dead[id] = e
	return e, nil
}

package scenes

import (
	"iter"
)

// Scene is a tree of entities with their components: what a game plays, or what a
// scene file holds. Two scenes share nothing, so games may run side by side.
// A Scene must be used from one goroutine (the game's).
type Scene struct {
	name       string
	problems   *Problems
	roots      []*Entity
	ids        idTable              // the live entities by id
	names      map[string]*nameList // names.go
	emptyNames int                  // lists in names with no entity
	nextID     EntityID
	stores     []storage // by ComponentType.index, made on first use

	transforms tcolumn // the entities' transforms

	// at is where each entity read from the scene's file starts in it, by id;
	// shared read-only by the scenes a SceneTemplate makes. nil if none.
	at map[EntityID]filePos

	// keyEpoch changes whenever existing entities' order keys change (reparent,
	// renumbering), so lists know to sort again rather than merge.
	keyEpoch uint64

	frees      uint64 // components freed so far (wrapping): a Join notices removals
	steps      uint64 // BeginStep calls; transforms listed at an older count are settled
	recomputes uint64 // world matrices computed (for tests)
	// structure counts changes of the scene's shape (structure.go): links,
	// unlinks, components added and removed, activity changed.
	structure uint64

	ip inplace // scratch of an in-place restore (snapinplace.go), not state

	marks changeMarks // the entities changed since the last TakeChanges (marks.go), not state
}

// NewScene returns an empty scene. name is used in messages and problems (a file
// name such as "scenes/level1.scene", or ""). problems is the log data mistakes
// go to; nil gives the scene a new empty log. NewScene freezes the component
// registry.
func NewScene(name string, problems *Problems) *Scene {
	freeze()
	if problems == nil {
		problems = &Problems{}
	}
	return &Scene{
		name: name, problems: problems, nextID: 1,
		names:  map[string]*nameList{},
		stores: make([]storage, len(registry.sorted)),
	}
}

// Name returns the name the scene was made with.
func (s *Scene) Name() string { return s.name }

// Problems returns the scene's problem log.
func (s *Scene) Problems() *Problems { return s.problems }

// Len returns the number of entities in the scene.
func (s *Scene) Len() int { return s.ids.len() }

// Roots returns the entities without a parent, in order. The slice is the scene's
// own: do not modify it; it is valid until the next structural change at the root.
func (s *Scene) Roots() []*Entity { return s.roots }

// Entity returns the live entity with the given id, or nil if none.
func (s *Scene) Entity(id EntityID) *Entity { return s.ids.get(id, &s.transforms) }

// NextID returns the id the next new entity will get. Ids grow by one per entity
// and are never reused within the scene.
func (s *Scene) NextID() EntityID { return s.nextID }

// NewEntity adds an entity named name as the last child of parent (or the last
// root entity if parent is nil), active, with an identity transform (scale 1, 1)
// and no components, and returns it. Its transform counts as jumped.
// NewEntity panics if parent is destroyed or in another scene.
func (s *Scene) NewEntity(name string, parent *Entity) *Entity {
	e := s.newEntity(name, s.nextID)
	s.insert(e, parent)
	return e
}

// newEntity makes a detached entity with the given id.
func (s *Scene) newEntity(name string, id EntityID) *Entity {
	return s.placeEntity(new(Entity), name, id)
}

// placeEntity makes the zero entity at e the scene's entity of that name and
// id (ReadSnapshot places many from one allocation) and returns it.
func (s *Scene) placeEntity(e *Entity, name string, id EntityID) *Entity {
	if id >= s.nextID {
		s.nextID = id + 1
	}
	*e = Entity{id: id, flags: eActive | eAlive}
	e.transform = s.transforms.alloc(e)
	e.transform.init(s)
	s.ids.put(e)
	s.indexName(e, name)
	return e
}

// insert puts the detached entity e (and its descendants, already linked below
// it) in the tree as the last child of parent.
func (s *Scene) insert(e, parent *Entity) {
	if parent != nil {
		parent.mustBeAlive()
		if parent.scene() != s {
			panic("scenes: parent " + parent.String() + " is in another scene")
		}
	}
	s.link(e, parent)
	s.placeKeys(e, false)
	// Start from the opposite so refreshActive sets e, its components and its
	// subtree.
	e.setFlag(eActiveInHierarchy, !(e.is(eActive) && (parent == nil || parent.is(eActiveInHierarchy))))
	e.refreshActive()
}

// link appends e to parent's children (or the roots).
func (s *Scene) link(e, parent *Entity) {
	s.structure++
	e.parent = parent
	e.transform.setFlag(fChild, parent != nil)
	if parent != nil {
		e.transform.own() // a child's world matrix is kept (see Transform)
	}
	if parent == nil {
		e.index = int32(len(s.roots))
		s.roots = appendLean(s.roots, e)
	} else {
		r := parent.rarePart()
		e.index = int32(len(r.children))
		r.children = append(r.children, e)
		parent.transform.flags |= fKids
	}
}

// appendLean appends v to list, growing a full list by an eighth (at least
// 64 items) where append grows a big one by a quarter and a small one
// twofold: the lists that hold an item for every entity (the roots, the
// transform column's entities, a name's entities) then carry a sixteenth
// of unused room on average, not an eighth or more (issue 20's heap per
// entity). A full list is copied every eighth of its length, so appending
// n items copies about 9n in all, where append copies about 5n.
func appendLean[T any](list []T, v T) []T {
	if len(list) == cap(list) {
		grown := make([]T, len(list), len(list)+max(64, len(list)/8))
		copy(grown, list)
		list = grown
	}
	return append(list, v)
}

// unlink takes e out of its parent's children (or the roots).
func (s *Scene) unlink(e *Entity) {
	s.structure++
	sibs := &s.roots
	if e.parent != nil {
		sibs = &e.parent.rare.children // not nil: e is in it
	}
	list := *sibs
	copy(list[e.index:], list[e.index+1:])
	list[len(list)-1] = nil
	list = list[:len(list)-1]
	for i := int(e.index); i < len(list); i++ {
		list[i].index = int32(i)
	}
	*sibs = list
	if e.parent != nil {
		e.parent.transform.setFlag(fKids, len(list) > 0)
	}
	e.parent = nil
	e.transform.flags &^= fChild
}

// Destroy removes e and its descendants from the scene at once (the runtime's
// lifetime system decides when to call it). Each component's Detached hook runs
// (children before parents, components in the order added) while the entities are
// still alive; then every one of them is marked destroyed and their components are
// taken off. Destroying a destroyed entity does nothing. Destroy panics if e is
// in another scene.
func (s *Scene) Destroy(e *Entity) {
	if !e.is(eAlive) || e.is(eDying) {
		return
	}
	if e.scene() != s {
		panic("scenes: Destroy: " + e.String() + " is in another scene")
	}
	for x := range subtree(e) {
		x.flags |= eDying
	}
	s.detachHooks(e)
	if !e.is(eAlive) { // a hook destroyed an ancestor
		return
	}
	s.unlink(e)
	s.kill(e)
}

// detachHooks calls the Detached hooks of e's subtree, children first. Hooks may
// change the scene, so it works on copies of the lists.
func (s *Scene) detachHooks(e *Entity) {
	for _, c := range append([]*Entity(nil), e.childList()...) {
		s.detachHooks(c)
	}
	for _, c := range append([]compRef(nil), e.comps()...) {
		if d, ok := c.ptr().(Detacher); ok && e.is(eAlive) && e.Component(c.typ()) == c.ptr() {
			e.callDetached(d, c.typ())
		}
	}
}

// kill marks e's subtree destroyed and frees its components.
func (s *Scene) kill(e *Entity) {
	e.mark() // while alive: its place in a Timeline's records goes
	for _, c := range e.childList() {
		s.kill(c)
	}
	for i := range e.comps() {
		s.storage(e.comps()[i].typ()).free(e.comps()[i].idx)
	}
	if e.rare != nil {
		e.rare.kept = nil
		e.dropRare()
	}
	clear(e.comps())
	e.nrefs = 0
	e.flags &^= eAlive
	e.flags &^= eActiveInHierarchy
	e.transform = s.transforms.release(e.transform)
	s.ids.del(e.id)
	s.unindexName(e)
}

// storage returns the scene's store of component type c, making it on first use.
func (s *Scene) storage(c *ComponentType) storage {
	st := s.stores[c.index]
	if st == nil {
		st = c.ops.newStore(s)
		s.stores[c.index] = st
	}
	return st
}

// Walk returns every entity in hierarchy order (depth-first, parents before their
// children, children in order). The hierarchy must not change during the walk.
func (s *Scene) Walk() iter.Seq[*Entity] {
	return func(yield func(*Entity) bool) {
		for _, r := range s.roots {
			if !walk(r, yield) {
				return
			}
		}
	}
}

func walk(e *Entity, yield func(*Entity) bool) bool {
	if !yield(e) {
		return false
	}
	for _, c := range e.childList() {
		if !walk(c, yield) {
			return false
		}
	}
	return true
}

// BeginStep starts a new fixed step; the runtime calls it first in each step.
// Every transform changed during the previous step takes its current values as
// its Previous ones and clears its Moved and Jumped flags; transforms that did
// not change are not visited. No transform is visited at all: the step count
// goes up, and a transform listed at an older count reads as settled and is
// settled when next changed (see Transform). It also forgets All/Active
// iterations a panicking loop body left unfinished, so it must not be called
// inside such a loop. BeginStep makes no allocation.
//
// Once every 2³² steps (when the low 32 bits of the count, which a
// transform keeps of the step it was listed in, wrap to 0) it settles every
// listed transform, so none of them can read as listed in the current step.
func (s *Scene) BeginStep() {
	for _, st := range s.stores {
		if st != nil {
			st.endStep()
		}
	}
	s.transforms.endRuns(true)
	s.steps++
	if uint32(s.steps) == 0 {
		s.transforms.settleAll()
	}
}

// filePos is a 1-based line and column (in bytes) in a file: the scene's
// own file, or file when it is not "" (a level editor's map the scene file
// was made from, SceneTemplate.SetWhere).
type filePos struct {
	file      string
	line, col int32
}

// Where returns the line and column (1-based, the column in bytes) at which the
// entity with id id starts in the file the scene was read from (the "{" of its
// object), or 0, 0 if it was not read from the file (spawned, or a scene made
// in code).
func (s *Scene) Where(id EntityID) (line, col int) {
	_, line, col = s.WhereIn(id)
	return line, col
}

// WhereIn is Where with the file: the scene's name, or the file
// SceneTemplate.SetWhere gave the entity (a level editor's map it was made
// from); "", 0, 0 for an entity not read from a file.
func (s *Scene) WhereIn(id EntityID) (file string, line, col int) {
	p, ok := s.at[id]
	if !ok {
		return "", 0, 0
	}
	file = p.file
	if file == "" {
		file = s.name
	}
	return file, int(p.line), int(p.col)
}

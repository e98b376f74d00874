package scenes

// idPageSize is the number of ids one page of an idTable covers: 255, not
// 256, as a page holding pointers and bigger than 512 bytes carries the Go
// runtime's 8-byte header, so 255 pointers and the header are 2 KiB, a size
// class of its own, where 256 took the 2,304-byte class (9 bytes an entity,
// not 8; TestHeapPerEntity). A page and a place in it are a division and a
// remainder by a constant (a multiplication and shifts).
const idPageSize = 255

// idTable finds a scene's live entities by id. Ids are handed out one after
// the other and never reused, so it is a table of pages of idPageSize
// entities, by id: 8 bytes an entity, where a map took 24 at 100,000
// entities (TestHeapPerEntity). A page whose entities are all gone is given
// back (but the last one, which new entities go to, so spawning and
// destroying one entity after another does not allocate each time); its
// place in the table stays, 8 bytes per 255 ids ever given. Ids far beyond
// the table (a scene file or snapshot may give any id) go to a map, so a
// huge id costs what it did, not a table reaching it.
type idTable struct {
	ptrs []*[idPageSize]*Entity // nil: a page given back, or never made
	live []uint16               // live entities per page (at most idPageSize)
	// far holds the entities whose ids were beyond the table when they came;
	// the table may grow over them later, so a lookup that misses in the
	// table looks here too.
	far map[EntityID]*Entity
	n   int // live entities in all
}

// get returns the entity with id id, or nil.
func (t *idTable) get(id EntityID) *Entity {
	if pi := id / idPageSize; pi < EntityID(len(t.ptrs)) {
		if p := t.ptrs[pi]; p != nil {
			if e := p[id%idPageSize]; e != nil {
				return e
			}
		}
	}
	if t.far == nil {
		return nil
	}
	return t.far[id]
}

// len returns the number of live entities.
func (t *idTable) len() int { return t.n }

// put records e under its id, in place of the entity that had it if any
// (then the count stays: a reader that sees it unchanged reports the id used
// twice).
func (t *idTable) put(e *Entity) {
	id := e.id
	if t.far != nil && t.far[id] != nil {
		t.far[id] = e
		return
	}
	pi := id / idPageSize
	if pi >= EntityID(len(t.ptrs)) {
		// grow the table to reach pi if that at most doubles it
		if pi > EntityID(2*len(t.ptrs)+64) {
			if t.far == nil {
				t.far = map[EntityID]*Entity{}
			}
			t.far[id] = e
			t.n++
			return
		}
		for EntityID(len(t.ptrs)) <= pi {
			t.ptrs = append(t.ptrs, nil)
			t.live = append(t.live, 0)
		}
	}
	p := t.ptrs[pi]
	if p == nil {
		p = new([idPageSize]*Entity)
		t.ptrs[pi] = p
	}
	slot := &p[id%idPageSize]
	if *slot == nil {
		t.live[pi]++
		t.n++
	}
	*slot = e
}

// del forgets the entity with id id, if there is one.
func (t *idTable) del(id EntityID) {
	pi := id / idPageSize
	var p *[idPageSize]*Entity
	if pi < EntityID(len(t.ptrs)) {
		p = t.ptrs[pi]
	}
	if p == nil || p[id%idPageSize] == nil {
		if t.far[id] != nil {
			delete(t.far, id)
			t.n--
		}
		return
	}
	p[id%idPageSize] = nil
	t.n--
	t.live[pi]--
	if t.live[pi] == 0 && int(pi) != len(t.ptrs)-1 {
		t.ptrs[pi] = nil
	}
}

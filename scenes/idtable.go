package scenes

// idPageSize is the number of ids one page of an idTable covers: 256 slots
// of 4 bytes, 1 KiB, a size class of its own (a page holds no pointers, so
// it carries no runtime header; when it held 255 *Entity it was 2 KiB). A
// page and a place in it are a shift and a mask.
const idPageSize = 256

// idTable finds a scene's live entities by id. Ids are handed out one after
// the other and never reused, so it is a table of pages of idPageSize ids,
// each holding its entity's slot in the scene's transform column (plus one;
// 0: none), whose list of entities gives the entity: 4 bytes an entity,
// where a pointer took 8 and a map 24 at 100,000 entities
// (TestHeapPerEntity). A lookup reads the column's list too, one load more
// than a table of pointers (Scene.Entity is not in a step's loops: a
// network packet's or a snapshot's entities). A page whose entities are all
// gone is given back (but the last one, which new entities go to, so
// spawning and destroying one entity after another does not allocate each
// time); its place in the table stays, 8 bytes per 256 ids ever given. Ids
// far beyond the table (a scene file or snapshot may give any id) go to a
// map, so a huge id costs what it did, not a table reaching it.
type idTable struct {
	pages []*[idPageSize]int32 // nil: a page given back, or never made
	live  []uint16             // live entities per page (at most idPageSize)
	// far holds the entities whose ids were beyond the table when they came;
	// the table may grow over them later, so a lookup that misses in the
	// table looks here too.
	far map[EntityID]*Entity
	n   int // live entities in all
}

// get returns the entity with id id, or nil; c is the column the entities'
// transforms are in.
func (t *idTable) get(id EntityID, c *tcolumn) *Entity {
	if pi := id / idPageSize; pi < EntityID(len(t.pages)) {
		if p := t.pages[pi]; p != nil {
			if slot := p[id%idPageSize]; slot != 0 {
				return c.ent(slot - 1)
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
// twice). e's transform must be in its column (slot >= 0).
func (t *idTable) put(e *Entity) {
	id := e.id
	if t.far != nil && t.far[id] != nil {
		t.far[id] = e
		return
	}
	pi := id / idPageSize
	if pi >= EntityID(len(t.pages)) {
		// grow the table to reach pi if that at most doubles it
		if pi > EntityID(2*len(t.pages)+64) {
			if t.far == nil {
				t.far = map[EntityID]*Entity{}
			}
			t.far[id] = e
			t.n++
			return
		}
		for EntityID(len(t.pages)) <= pi {
			t.pages = append(t.pages, nil)
			t.live = append(t.live, 0)
		}
	}
	p := t.pages[pi]
	if p == nil {
		p = new([idPageSize]int32)
		t.pages[pi] = p
	}
	slot := &p[id%idPageSize]
	if *slot == 0 {
		t.live[pi]++
		t.n++
	}
	*slot = e.transform.slot + 1
}

// del forgets the entity with id id, if there is one.
func (t *idTable) del(id EntityID) {
	pi := id / idPageSize
	var p *[idPageSize]int32
	if pi < EntityID(len(t.pages)) {
		p = t.pages[pi]
	}
	if p == nil || p[id%idPageSize] == 0 {
		if t.far[id] != nil {
			delete(t.far, id)
			t.n--
		}
		return
	}
	p[id%idPageSize] = 0
	t.n--
	t.live[pi]--
	if t.live[pi] == 0 && int(pi) != len(t.pages)-1 {
		t.pages[pi] = nil
	}
}

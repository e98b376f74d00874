package scenes

import (
	"strings"
)

// Finding entities by name: the rules are in the package documentation.

// indexName gives e the name name: its list's count, and its list of
// entities if that is built (see nameList).
func (s *Scene) indexName(e *Entity, name string) {
	l := s.names[name]
	switch {
	case l == nil:
		l = &nameList{name: name}
		s.names[name] = l
	case l.n == 0:
		s.emptyNames--
	}
	e.nl = l
	l.n++
	if l.ents != nil {
		l.ents = appendLean(l.ents, e)
	}
}

// unindexName takes e out of the entities with its name; e keeps the list
// (its name) even once the scene forgets it. An emptied list stays in the
// scene for the next entity of that name (a name spawned and destroyed step
// after step allocates nothing for it) until the empty lists are more than
// half of them (and 64), when they all go: a scene of ever new names keeps
// at most as many empty lists as names in use.
func (s *Scene) unindexName(e *Entity) {
	l := e.nl
	l.n--
	if l.ents != nil {
		// e's entry stays until a lookup, or until the entries gone are
		// half the list (so a name spawned and destroyed step after step
		// keeps a list of at most twice those alive)
		if 2*l.gone() > len(l.ents) {
			l.compact(e)
		}
	}
	if l.n > 0 {
		return
	}
	s.emptyNames++
	if s.emptyNames > 64 && 2*s.emptyNames > len(s.names) {
		for name, l := range s.names {
			if l.n == 0 {
				delete(s.names, name) // in any order: the result is the same
			}
		}
		s.emptyNames = 0
	}
}

// nameList is a name and the scene's entities that have it. Every entity
// points to its name's list: its name, 8 bytes where the string was 16, and
// the list found without a map lookup when it is renamed or destroyed. A
// scene whose every entity has a name of its own pays for it: a 48-byte list
// each.
//
// The entities with the name are listed lazily (issue 20's heap per entity:
// an entry and the entity's place in it were 12 bytes of every entity, for
// names most of which nobody looks up, a prefab's bullets, a level's tiles).
// Until the name is first looked up (Find of a name without "/"), the list
// only counts them; that lookup lists them in one pass over the scene's
// transform column (every live entity's, O(entities): 10 µs for 10,000 on
// a warm cache, BenchmarkFindFirst_10k, more where the entities are not in
// it), once per name. From then on the list is kept: an entity given the name is appended;
// one that loses it (renamed, destroyed) leaves its entry (gone)
// until the next lookup or until such entries are half the list, when one
// pass over the list drops them (O(1) a removal, amortised). So a lookup
// after the first costs what it did (plus that pass if entities left), and a
// name never looked up costs no entry.
type nameList struct {
	name string
	ents []*Entity // nil until the first lookup; then every entity with the name, and gone ones, in no order
	n    int32     // live entities with the name
}

// gone returns the number of entries of l.ents of entities no longer with
// the name (destroyed or renamed; an entity renamed away and back has one
// such entry and a live one): every entity with the name has one live
// entry once l is listed, so they are the rest.
func (l *nameList) gone() int { return len(l.ents) - int(l.n) }

// entities returns the live entities with l's name, in no order, listing
// them first if l is not listed yet (see nameList). The slice is l's own.
func (s *Scene) entities(l *nameList) []*Entity {
	switch {
	case l.ents == nil && l.n > 0:
		ents := make([]*Entity, 0, l.n)
		for _, x := range s.transforms.ents {
			if x != nil && x.nl == l {
				ents = append(ents, x)
			}
		}
		l.ents = ents
	case l.gone() > 0:
		l.compact(nil)
	}
	return l.ents
}

// compact drops the entries of l of entities that no longer have the name
// (and skip, leaving it), and an entity's second entry (renamed away and
// back): what is left is every entity with the name, once. O(len(l.ents)).
func (l *nameList) compact(skip *Entity) {
	kept := l.ents[:0]
	for _, x := range l.ents {
		if x.nl == l && x != skip && x.flags&(eAlive|eSeen) == eAlive {
			x.flags |= eSeen
			kept = append(kept, x)
		}
	}
	clear(l.ents[len(kept):])
	for _, x := range kept {
		x.flags &^= eSeen
	}
	l.ents = kept
}

// Find returns the entity name means (see "Names" in the package documentation),
// or nil. A missing name, or one several entities answer to, is reported as a
// warning in the scene's problem log, once.
func (s *Scene) Find(name string) *Entity {
	return s.find(nil, "", name)
}

// Find is Scene.Find as asked by e: a plain name is first looked for among e's
// descendants (the first in hierarchy order), then in the whole scene; a path is
// first followed from e's children, then from the root. Warnings name e. A
// nil or zero Entity (one no scene made) finds nothing: nil, so a chain
// s.Find("Missing").Find("Child") gives nil (the first Find warned).
func (e *Entity) Find(name string) *Entity {
	if e == nil || e.transform == nil {
		return nil
	}
	return e.scene().find(e, "", name)
}

// FindFor is Find asked for by e's component named component (its saved name,
// as "Platformer.Trigger"): the warnings name the component too, so the field
// holding the name can be found in the scene file. A nil or zero Entity
// finds nothing: nil.
func (e *Entity) FindFor(component, name string) *Entity {
	if e == nil || e.transform == nil {
		return nil
	}
	return e.scene().find(e, component, name)
}

func (s *Scene) find(from *Entity, component, name string) *Entity {
	if name == "" {
		return nil
	}
	if strings.Contains(name, "/") {
		return s.findPath(from, component, name)
	}
	var list []*Entity
	if l := s.names[name]; l != nil {
		list = s.entities(l)
	}
	if from != nil {
		if x, n := firstInside(from, list); x != nil {
			if n > 1 {
				s.warnName(from, component, "%d entities inside %s are named %q; using %s", n, from.Path(), name, x)
			}
			return x
		}
	}
	switch len(list) {
	case 0:
		s.warnName(from, component, "no entity named %q", name)
		return nil
	case 1:
		return list[0]
	}
	x, _ := firstInside(nil, list)
	s.warnName(from, component, "%d entities are named %q; using %s", len(list), name, x)
	return x
}

// firstInside returns the first entity of list in hierarchy order that is inside
// from (anywhere if from is nil), and how many of list are inside it.
func firstInside(from *Entity, list []*Entity) (*Entity, int) {
	var best *Entity
	n := 0
	for _, x := range list {
		if from != nil && !from.IsAncestorOf(x) {
			continue
		}
		n++
		if best == nil || x.key < best.key {
			best = x
		}
	}
	return best, n
}

func (s *Scene) findPath(from *Entity, component, name string) *Entity {
	parts := strings.Split(strings.TrimPrefix(name, "/"), "/")
	if from != nil && !strings.HasPrefix(name, "/") {
		if x := s.follow(from, "", from.childList(), parts, name, false); x != nil {
			return x
		}
	}
	x := s.follow(from, component, s.roots, parts, name, true)
	if x == nil {
		s.warnName(from, component, "no entity at path %q", name)
	}
	return x
}

// follow walks parts down from the entities in level, warning about ambiguous
// steps if warn is set.
func (s *Scene) follow(from *Entity, component string, level []*Entity, parts []string, name string, warn bool) *Entity {
	var cur *Entity
	for _, p := range parts {
		cur = nil
		n := 0
		for _, x := range level {
			if x.Name() == p {
				if cur == nil {
					cur = x
				}
				n++
			}
		}
		if cur == nil {
			return nil
		}
		if n > 1 && warn {
			s.warnName(from, component, "path %q: %d entities named %q at one level; using the first", name, n, p)
		}
		level = cur.childList()
	}
	return cur
}

func (s *Scene) warnName(from *Entity, component, format string, args ...any) {
	if from != nil {
		s.problems.Warn(from, component, format, args...)
		return
	}
	s.problems.Report(Problem{Severity: SeverityWarning, File: s.name, Message: sprintf(format, args...)})
}

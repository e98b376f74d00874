package scenes

import (
	"slices"
)

// Template is a prefab read once: an entity tree (one root, with descendants and
// their components) that Scene.Spawn copies without reading any file. A Template
// is immutable, so any number of scenes, on any goroutines, may spawn from one at
// the same time.
type Template struct {
	name  string
	scene *Scene // holds the template's entities; never changed after making
	root  *Entity
}

// ReadTemplate reads a prefab file. Its format is a scene file's with exactly one
// root entity (its ids matter only inside the file). name is used in errors and
// problems; problems receives data mistakes as in ReadScene (nil: a new log that
// Template.Problems returns). No Attached hook runs on the template's own
// components. ReadTemplate returns a *FileError wrapping ErrSyntax or ErrFormat
// if data is not a valid prefab file.
func ReadTemplate(name string, data []byte, problems *Problems) (*Template, error) {
	s := NewScene(name, problems)
	r := &reader{name: name, data: data, s: s}
	if err := r.document(); err != nil {
		return nil, err
	}
	if len(s.roots) != 1 {
		return nil, &FileError{File: name, Line: 1, Column: 1, Field: "entities",
			Err: wrapFormat("a prefab file has exactly one root entity, this one has %d", len(s.roots))}
	}
	return &Template{name: name, scene: s, root: s.roots[0]}, nil
}

// NewTemplate returns a template made from a copy of e and its descendants as they
// are now (saved component fields deep-copied, kept and unknown data shared
// read-only). Later changes to e do not change the template.
func NewTemplate(name string, e *Entity) *Template {
	s := NewScene(name, e.scene().problems)
	root := copyTree(s, e, nil, nil, false)
	return &Template{name: name, scene: s, root: root}
}

// Name returns the name the template was made with (its file name).
func (t *Template) Name() string { return t.name }

// Root returns the template's root entity. It must be treated as read-only:
// changing it or its components changes every later spawn, and is unsafe while
// other goroutines spawn.
func (t *Template) Root() *Entity { return t.root }

// Len returns the number of entities a spawn of the template adds: its root and
// every descendant.
func (t *Template) Len() int { return t.scene.Len() }

// Problems returns the problem log the template was read with.
func (t *Template) Problems() *Problems { return t.scene.problems }

// Marshal returns the template as a prefab file (a scene file with one root).
func (t *Template) Marshal() ([]byte, error) {
	return marshalTree(t.scene.roots, t.scene.nextID)
}

// Spawn adds a copy of the template's entities to s, the root as the last child
// of parent (or the last root entity if parent is nil), and returns the copy of
// the root. Every copy gets a new id; names, active flags, local transforms and
// components are copied (saved fields deep-copied, fields that are not state
// zero, data of unknown components and kept fields shared read-only). Once all
// are in the scene the Attached hooks run, in hierarchy order. The new transforms
// count as jumped. Spawn reads no file. It panics if parent is destroyed or in
// another scene.
func (s *Scene) Spawn(t *Template, parent *Entity) *Entity {
	if parent != nil {
		parent.mustBeAlive()
		if parent.scene() != s {
			panic("scenes: Spawn: parent " + parent.String() + " is in another scene")
		}
	}
	var hooks []attachedComp
	root := copyTree(s, t.root, parent, &hooks, false)
	for _, h := range hooks {
		if h.e.is(eAlive) {
			h.e.callAttached(h.a)
		}
	}
	return root
}

// copyTree copies src and its descendants into s below parent, each with a new id
// or, with sameIDs, with its own. Attacher hooks are collected in hooks (not
// called) if hooks is not nil.
func copyTree(s *Scene, src, parent *Entity, hooks *[]attachedComp, sameIDs bool) *Entity {
	id := s.nextID
	if sameIDs {
		id = src.id
	}
	e := s.newEntity(src.Name(), id)
	e.setFlag(eActive, src.is(eActive))
	st, dt := src.transform, e.transform
	dt.copyLocal(st)
	s.insert(e, parent)
	e.setComps(slices.Grow(e.compsToGrow(), len(src.comps())))
	for i := range src.comps() {
		sc := &src.comps()[i]
		ref := e.attach(sc.typ())
		sc.typ().ops.copy(ref.ptr(), sc.ptr())
		if k := src.kept(sc); k != nil {
			e.setKept(ref, k[:len(k):len(k)])
		}
		if a, ok := ref.ptr().(Attacher); ok && hooks != nil {
			*hooks = append(*hooks, attachedComp{e, a})
		}
	}
	u := src.unknowns()
	e.setUnknowns(u[:len(u):len(u)])
	for _, c := range src.childList() {
		copyTree(s, c, e, hooks, sameIDs)
	}
	return e
}

package scenes

import "iter"

// SceneTemplate is a scene file read once: its entities, with their ids, names,
// order, transforms and components, which New copies into a new scene on every
// scene load without reading the file again, as Scene.Spawn does for a prefab's
// Template. A SceneTemplate is immutable, so any number of games, on any
// goroutines, may make scenes from one at the same time.
type SceneTemplate struct {
	scene *Scene // holds the file's entities; never changed after reading
}

// ReadSceneTemplate reads a scene file (the format ReadScene reads) into a
// template. name is the file's name, used in errors and problems and given to
// every scene New makes. problems receives the data mistakes found while reading
// (as ReadScene reports them), once, here: New reports none (nil: a new log,
// which SceneTemplate.Problems returns). No Attached hook runs on the template's
// own components; they run in each scene New makes. ReadSceneTemplate returns a
// *FileError wrapping ErrSyntax or ErrFormat if data is not a valid scene file,
// and never panics on any input (component types' own UnmarshalJSON methods
// aside). It freezes the component registry.
func ReadSceneTemplate(name string, data []byte, problems *Problems) (*SceneTemplate, error) {
	s := NewScene(name, problems)
	r := &reader{name: name, data: data, s: s}
	if err := r.document(); err != nil {
		return nil, err
	}
	return &SceneTemplate{scene: s}, nil
}

// Name returns the name the template was read with (its file name), which is
// also every scene's it makes.
func (t *SceneTemplate) Name() string { return t.scene.name }

// Problems returns the problem log the template was read with.
func (t *SceneTemplate) Problems() *Problems { return t.scene.problems }

// Len returns the number of entities the template holds.
func (t *SceneTemplate) Len() int { return t.scene.Len() }

// Walk returns the template's entities in hierarchy order (Scene.Walk), for
// reading only: changing one changes every scene New makes after. It lets a
// caller look through a scene file's components without New's copy of every
// entity (hosting looks for the Aseprite sheets a scene uses this way). The
// components are as the file has them: no Attached hook has run on them.
func (t *SceneTemplate) Walk() iter.Seq[*Entity] { return t.scene.Walk() }

// New returns a new scene holding a copy of the template's entities, equal to
// what ReadScene gives for the file: the same ids, names, active flags, order,
// local transforms (every one counted as jumped), components and next id; saved
// component fields are deep-copied, data of unknown components and kept fields
// shared read-only, so changing the scene never changes the template or another
// scene made from it. The scene reports its problems to problems (nil: a new
// log); the mistakes found reading the file are not reported again. The
// Attached hooks of the components run once every entity is in, in hierarchy
// order. New reads no file.
func (t *SceneTemplate) New(problems *Problems) *Scene {
	s := NewScene(t.scene.name, problems)
	var hooks []attachedComp
	for _, root := range t.scene.roots {
		copyTree(s, root, nil, &hooks, true)
	}
	s.nextID = t.scene.nextID
	s.at = t.scene.at // read-only once read
	for _, h := range hooks {
		if h.e.is(eAlive) {
			h.e.callAttached(h.a)
		}
	}
	return s
}

// SetWhere records that the entity with id id was made from line and col
// (1-based; 0 if not known) of file, a level editor's map the scene file was
// made from, so problems about it found while the game plays name that place
// instead of a place in the scene file made from the map (Scene.WhereIn,
// EntityProblem). An id the template does not hold is ignored. SetWhere must
// be called before the template makes a scene (New), from one goroutine.
func (t *SceneTemplate) SetWhere(id EntityID, file string, line, col int) {
	if t.scene.ids.get(id, &t.scene.transforms) == nil {
		return
	}
	if t.scene.at == nil {
		t.scene.at = map[EntityID]filePos{}
	}
	t.scene.at[id] = filePos{file: file, line: int32(line), col: int32(col)}
}

package runtime

import (
	"github.com/griffengine/griff/scenes"
)

// PrefabSource gives a game its prefab templates by name: the host's LoadedGame
// reads prefabs/*.json once.
type PrefabSource interface {
	// Prefab returns the template named name, or nil if there is none.
	Prefab(name string) *scenes.Template
}

// Prefab returns the game's prefab template named name. A name that finds nothing
// is a data mistake: Prefab warns once in the problem log, naming the prefab,
// and returns nil.
func (g *Game) Prefab(name string) *scenes.Template { return g.PrefabFor(nil, "", name) }

// PrefabFor is Prefab asked for by the component saved as component of entity e
// (e may be nil, component ""), which the warning for a name that finds nothing
// names, so the mistake can be found in the scene file.
func (g *Game) PrefabFor(e *scenes.Entity, component, name string) *scenes.Template {
	var t *scenes.Template
	if g.prefabs != nil {
		t = g.prefabs.Prefab(name)
	}
	if t == nil {
		var hint string
		if n, ok := g.prefabs.(PrefabNamer); ok {
			hint = scenes.DidYouMean(name, n.PrefabNames())
		}
		g.problems.Warn(e, component, "no prefab named %q%s", name, hint)
	}
	return t
}

// PrefabNamer is an optional interface of a PrefabSource: one that can list its
// prefabs' names lets a warning about a prefab name that finds nothing say
// which one was most likely meant ("did you mean").
type PrefabNamer interface {
	// PrefabNames returns the names of the source's prefabs, sorted.
	PrefabNames() []string
}

// Scene returns the scene being played. It changes only in the begin phase, when
// a scene change is committed (see SetScene).
func (g *Game) Scene() *scenes.Scene { return g.scene }

// Problems returns the game's problem log: data mistakes, each recorded once.
func (g *Game) Problems() *scenes.Problems { return g.problems }

// SceneStarter is an optional interface of a System: SceneStarted is called right
// after a new scene came in through SetScene, in the begin phase, before any
// other step sees it.
type SceneStarter interface {
	SceneStarted(g *Game)
}

// SetScene makes sc the scene being played: the spawns and destroys asked for in
// the scene going away are dropped, then every system that is a SceneStarter is
// told, in the order the systems were set up. It is how the scene-flow system
// (runtime/sceneflow) commits a change, in a step of the begin phase; a game
// starts with Options.Scene without it. A call between steps counts as a
// change made outside the steps (see NoteOutsideChange). SetScene panics if sc
// is nil.
func (g *Game) SetScene(sc *scenes.Scene) {
	if sc == nil {
		panic("runtime: SetScene with a nil scene")
	}
	g.scene = sc
	g.commits.reset()
	g.NoteOutsideChange() // counts only between steps (a host's, not sceneflow's)
	for _, sys := range g.systems {
		if st, ok := sys.(SceneStarter); ok {
			st.SceneStarted(g)
		}
	}
}

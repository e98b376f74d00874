package runtime

import (
	"fmt"

	"github.com/griffengine/griff/scenes"
)

// SceneLoader makes scenes by name for a game: the host's LoadedGame reads them
// from the game folder once and copies them on each load.
type SceneLoader interface {
	// LoadScene returns a new scene named name, reporting data mistakes to
	// problems. It returns an error if there is no such scene or it cannot be read.
	LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error)
}

// PrefabSource gives a game its prefab templates by name: the host's LoadedGame
// reads prefabs/*.json once.
type PrefabSource interface {
	// Prefab returns the template named name, or nil if there is none.
	Prefab(name string) *scenes.Template
}

// Prefab returns the game's prefab template named name. A name that finds nothing
// is a data mistake: Prefab warns once in the problem log, naming the prefab,
// and returns nil.
func (g *Game) Prefab(name string) *scenes.Template { return g.prefabFor(nil, "", name) }

// prefabFor is Prefab for a component of entity e, which the warning names.
func (g *Game) prefabFor(e *scenes.Entity, component, name string) *scenes.Template {
	var t *scenes.Template
	if g.prefabs != nil {
		t = g.prefabs.Prefab(name)
	}
	if t == nil {
		g.problems.Warn(e, component, "no prefab named %q", name)
	}
	return t
}

// world is what the game shares with every system besides time and random
// numbers: the scene being played and the problem log.
type world struct {
	scene    *scenes.Scene
	problems *scenes.Problems
	loader   SceneLoader
	prefabs  PrefabSource
}

func (w *world) init(opts Options) error {
	w.problems = opts.Problems
	if w.problems == nil {
		w.problems = scenes.NewProblems(nil)
	}
	w.loader = opts.Scenes
	w.prefabs = opts.Prefabs
	if opts.StartScene == "" {
		w.scene = scenes.NewScene("", w.problems)
		return nil
	}
	if w.loader == nil {
		return fmt.Errorf("runtime: start scene %q named but Options.Scenes is nil", opts.StartScene)
	}
	s, err := w.loader.LoadScene(opts.StartScene, w.problems)
	if err != nil {
		return fmt.Errorf("runtime: loading start scene %q: %w", opts.StartScene, err)
	}
	w.scene = s
	return nil
}

// Scene returns the scene being played. It changes only in the begin phase, when
// a change asked for with ChangeScene is committed.
func (g *Game) Scene() *scenes.Scene { return g.scene }

// Problems returns the game's problem log: data mistakes, each recorded once.
func (g *Game) Problems() *scenes.Problems { return g.problems }

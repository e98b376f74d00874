package runtime

import (
	"fmt"

	"github.com/griffengine/griff/scenes"
)

type sceneSystem struct {
	next    string // the scene asked for, committed next step
	pending bool
	// from and component name who asked for next (nil and "": unknown), for
	// the warning when it cannot be loaded; not state.
	from      *scenes.Entity
	component string
}

func (*sceneSystem) Name() string { return "Scenes" }

func (s *sceneSystem) Setup(g *Game) error {
	g.sceneSys = s
	g.AddStep(StepSceneChange, After(StepClock), s.commit)
	return nil
}

// SaveState returns the name of the scene asked for and not yet loaded, or nil
// when no change is pending: part of the game's state digest.
func (s *sceneSystem) SaveState() ([]byte, error) {
	if !s.pending {
		return nil, nil
	}
	return append([]byte("next "), s.next...), nil
}

// ChangeScene asks for the scene named name to replace the one being played at
// the beginning of the next step; the rest of this step still plays the current
// scene. The last request in a step wins. A scene that cannot be loaded is
// reported in the problem log and the current scene plays on.
func (g *Game) ChangeScene(name string) {
	g.ChangeSceneFrom(nil, "", name)
}

// ChangeSceneFrom is ChangeScene asked for by the component named component of
// entity e (e may be nil, component ""): a scene that cannot be loaded is
// reported naming them, as "Goal#57: Platformer.Goal: cannot change to scene
// ...", so the mistake can be found in the scene file.
func (g *Game) ChangeSceneFrom(e *scenes.Entity, component, name string) {
	s := g.sceneSys
	s.next, s.pending, s.from, s.component = name, true, e, component
}

// SceneStarter is an optional interface of a System: SceneStarted is called right
// after a new scene came in through ChangeScene, in the begin phase, before any
// other step sees it.
type SceneStarter interface {
	SceneStarted(g *Game)
}

func (s *sceneSystem) commit(g *Game) {
	if !s.pending {
		return
	}
	name, from, component := s.next, s.from, s.component
	s.next, s.pending, s.from, s.component = "", false, nil, ""
	if from != nil && !from.Alive() {
		from, component = nil, "" // destroyed since it asked: its name is gone
	}
	if g.loader == nil {
		g.problems.Warn(from, component, "cannot change to scene %q: the game has no scene loader", name)
		return
	}
	sc, err := g.loader.LoadScene(name, g.problems)
	if err != nil {
		g.problems.Warn(from, component, "%v", fmt.Errorf("cannot change to scene %q: %w", name, err))
		return
	}
	g.scene = sc
	g.lifetime.reset()
	for _, sys := range g.systems {
		if st, ok := sys.(SceneStarter); ok {
			st.SceneStarted(g)
		}
	}
}

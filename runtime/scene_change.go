package runtime

import "fmt"

type sceneSystem struct {
	next    string // the scene asked for, committed next step
	pending bool
}

func (*sceneSystem) Name() string { return "Scenes" }

func (s *sceneSystem) Setup(g *Game) error {
	g.sceneSys = s
	g.AddStep(StepSceneChange, After(StepClock), s.commit)
	return nil
}

// ChangeScene asks for the scene named name to replace the one being played at
// the beginning of the next step; the rest of this step still plays the current
// scene. The last request in a step wins. A scene that cannot be loaded is
// reported in the problem log and the current scene plays on.
func (g *Game) ChangeScene(name string) {
	g.sceneSys.next, g.sceneSys.pending = name, true
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
	name := s.next
	s.next, s.pending = "", false
	if g.loader == nil {
		g.problems.Warn(nil, "", "cannot change to scene %q: the game has no scene loader", name)
		return
	}
	sc, err := g.loader.LoadScene(name, g.problems)
	if err != nil {
		g.problems.Warn(nil, "", "%v", fmt.Errorf("cannot change to scene %q: %w", name, err))
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

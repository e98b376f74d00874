package runtime

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// commitSystem keeps the spawns and destroys asked for during a step and commits
// them in the end phase, in the order asked, so every other step of the step sees
// the same entities. It is part of the core: every system spawns and destroys.
type commitSystem struct {
	spawns   []spawnRequest   `griff:"state"`
	destroys []*scenes.Entity `griff:"state"`
}

type spawnRequest struct {
	template *scenes.Template
	parent   *scenes.Entity
	at       griff.Vec
	then     func(e *scenes.Entity)
}

func (*commitSystem) Name() string { return "Commit" }

func (s *commitSystem) Setup(g *Game) error {
	g.AddStep(StepCommit, InPhase(PhaseEnd), s.commit)
	return nil
}

// reset drops what was asked for in the scene that is going away.
func (s *commitSystem) reset() {
	clear(s.spawns)
	clear(s.destroys)
	s.spawns, s.destroys = s.spawns[:0], s.destroys[:0]
}

// Spawn asks for a copy of the template t to be added to the scene as the last
// child of parent (nil: a root) at local position at (world units, y down), in
// the end phase of this step; then, if not nil, is called with the new entity
// right after it is added, inside the entity's fault boundary (a panic in it is
// recorded and the new entity deactivated; see the package documentation). The entity first takes part in the next step. Spawn
// reads no file. A spawn asked for outside a step is committed at the end of the
// next step; one whose parent is destroyed by then is dropped. A nil t spawns
// nothing: it is what Prefab returns for a name that finds nothing, which it
// has already reported as a data mistake, so g.Spawn(g.Prefab(name), ...) never
// panics on a typo in a file. A spawn asked for between steps counts as a
// change made outside the steps (see NoteOutsideChange).
func (g *Game) Spawn(t *scenes.Template, parent *scenes.Entity, at griff.Vec, then func(e *scenes.Entity)) {
	if t == nil {
		return
	}
	g.commits.spawns = append(g.commits.spawns, spawnRequest{t, parent, at, then})
	g.NoteOutsideChange() // counts only between steps
}

// Destroy asks for e and its children to be removed from the scene in the end
// phase of this step; until then e is alive and every step still sees it.
// Destroying an entity twice, or one already gone, does nothing. A destroy
// asked for between steps counts as a change made outside the steps (see
// NoteOutsideChange).
func (g *Game) Destroy(e *scenes.Entity) {
	if e != nil && e.Alive() {
		g.commits.destroys = append(g.commits.destroys, e)
		g.NoteOutsideChange() // counts only between steps
	}
}

func (s *commitSystem) commit(g *Game) {
	for i, e := range s.destroys {
		if e.Alive() && e.Scene() == g.scene {
			g.scene.Destroy(e)
		}
		s.destroys[i] = nil
	}
	s.destroys = s.destroys[:0]
	for i := 0; i < len(s.spawns); i++ { // a then-callback may ask for more
		r := s.spawns[i]
		if r.parent != nil && !r.parent.Alive() {
			continue
		}
		e := g.scene.Spawn(r.template, r.parent)
		e.Transform().Teleport(r.at)
		if r.then != nil {
			g.callThen(r.then, e)
		}
	}
	clear(s.spawns)
	s.spawns = s.spawns[:0]
}

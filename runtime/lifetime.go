package runtime

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Lifetime destroys its entity when Remaining game time has passed.
// Saved as "Griff.Lifetime".
type Lifetime struct {
	// Remaining is the game time left; the entity is destroyed on the step it
	// reaches zero or less.
	Remaining time.Duration `json:"remaining"`
}

func init() {
	scenes.Register[Lifetime]("Griff.Lifetime")
}

// lifetimeSystem keeps the spawns and destroys asked for during a step and commits
// them in the end phase, in the order asked, so every other step of the step sees
// the same entities.
type lifetimeSystem struct {
	spawns   []spawnRequest
	destroys []*scenes.Entity
}

type spawnRequest struct {
	template *scenes.Template
	parent   *scenes.Entity
	at       griff.Vec
	then     func(e *scenes.Entity)
}

func (*lifetimeSystem) Name() string { return "Lifetime" }

func (s *lifetimeSystem) Setup(g *Game) error {
	g.lifetime = s
	g.AddStep(StepLifetimes, InPhase(PhaseSimulate), s.countDown)
	g.AddStep(StepSpawners, After(StepLifetimes), s.spawnAll)
	g.AddStep(StepCommit, InPhase(PhaseEnd), s.commit)
	return nil
}

func (s *lifetimeSystem) reset() {
	clear(s.spawns)
	clear(s.destroys)
	s.spawns, s.destroys = s.spawns[:0], s.destroys[:0]
}

// Spawn asks for a copy of the template t to be added to the scene as the last
// child of parent (nil: a root) at local position at, in the end phase of this
// step; then, if not nil, is called with the new entity right after it is added.
// The entity first takes part in the next step. Spawn reads no file. A spawn
// asked for outside a step is committed at the end of the next step.
// Spawn panics if t is nil.
func (g *Game) Spawn(t *scenes.Template, parent *scenes.Entity, at griff.Vec, then func(e *scenes.Entity)) {
	if t == nil {
		panic("runtime: Spawn of a nil template")
	}
	g.lifetime.spawns = append(g.lifetime.spawns, spawnRequest{t, parent, at, then})
}

// Destroy asks for e and its children to be removed from the scene in the end
// phase of this step; until then e is alive and every step still sees it.
// Destroying an entity twice, or one already gone, does nothing.
func (g *Game) Destroy(e *scenes.Entity) {
	if e != nil && e.Alive() {
		g.lifetime.destroys = append(g.lifetime.destroys, e)
	}
}

func (s *lifetimeSystem) countDown(g *Game) {
	dt := g.clock.Delta()
	for e, l := range scenes.Active[Lifetime](g.scene) {
		l.Remaining -= dt
		if l.Remaining <= 0 {
			g.Destroy(e)
		}
	}
}

func (s *lifetimeSystem) commit(g *Game) {
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
			r.then(e)
		}
	}
	clear(s.spawns)
	s.spawns = s.spawns[:0]
}

package platformer

import (
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Checks of settings the systems would otherwise work around in silence. Each
// mistake warns once in the game's problem log (runtime.Game.Problems), naming
// the entity and the component; equal warnings are logged once, so checks that
// run every step cost a log entry only the first time.

// checkScene checks what can be checked once, on the first step of a scene:
// trigger actions (so a typo shows before the action fires) and a
// Health whose HP is negative (set to 0, which is how it plays anyway: it
// dies). Names in actions are not looked up here, since the entity may be
// spawned later; they warn when the action fires.
func checkScene(g *runtime.Game) {
	sc := g.Scene()
	for e, tr := range scenes.All[Trigger](sc) {
		checkActions(g, e, "Platformer.Trigger", tr.OnEnter, tr.OnExit)
	}
	for e, h := range scenes.All[Health](sc) {
		if h.Full && h.HP < 0 {
			g.Problems().Warn(e, "Platformer.Health", "hp %d is negative; using 0", h.HP)
			h.HP = 0
		}
	}
}

// checkActions checks each action of lists (see checkAction).
func checkActions(g *runtime.Game, self *scenes.Entity, component string, lists ...[]string) {
	for _, list := range lists {
		for _, a := range list {
			checkAction(g, self, component, a)
		}
	}
}

// checkMax clamps a negative Health.Max to 1, warning: a negative maximum
// would kill the entity on every step.
func checkMax(g *runtime.Game, e *scenes.Entity, h *Health) {
	if h.Max < 0 {
		g.Problems().Warn(e, "Platformer.Health", "max %d is negative; using 1", h.Max)
		h.Max = 1
	}
}

// checkMover warns about a PathMover that cannot move as written: one waypoint
// (it needs two; the first is usually [0, 0], where it starts), or a waypoint
// that is not a finite number (the mover stops when it heads for it).
func checkMover(g *runtime.Game, e *scenes.Entity, m *PathMover) {
	if len(m.Points) == 1 {
		g.Problems().Warn(e, "Platformer.Mover", "has one waypoint; it needs two or more to move (the first is usually [0, 0])")
	}
	for i, p := range m.Points {
		if !finite(p[0]) || !finite(p[1]) {
			g.Problems().Warn(e, "Platformer.Mover", "waypoint %d is %v, not a finite position; the mover stops when it heads for it", i, p)
			return
		}
	}
}

// actorBody returns the physics.Body of an actor (Patrol, Chaser, Crate),
// warning when it has none or no physics.Collider: without a body the actor
// does not move, without a collider it touches nothing.
func actorBody(g *runtime.Game, e *scenes.Entity, component string) *physics.Body {
	b := scenes.Get[physics.Body](e)
	if b == nil {
		g.Problems().Warn(e, component, "needs a Griff.Body on the same entity")
	}
	if !scenes.Has[physics.Collider](e) {
		g.Problems().Warn(e, component, "needs a Griff.Collider on the same entity")
	}
	return b
}

// Package lifetime is the system of entities that come and go on their own: a
// Lifetime destroys its entity after a span of game time, a Spawner spawns
// copies of a prefab at a steady rate. Their steps run in the simulate phase
// (runtime.StepLifetimes, then runtime.StepSpawners); what they destroy and
// spawn is committed by the core in the end phase (runtime.Game.Destroy and
// Spawn), so every other step of the step sees the same entities.
//
// Decisions:
//   - Both count game time: slow motion slows them and a paused clock stops them.
//   - A spawner that is owed several spawns in one step (a long step, a short
//     Every) makes them all, each at its entity's position.
//   - A prefab name that finds nothing warns once in the problem log, naming the
//     spawner's entity, and the spawner waits a whole Every before it tries again.
//   - An Every of 0 or less (a missing "every", "-1s") spawns nothing: no
//     interval is meant by it, and spawning as often as the bound allows would
//     be a guess. It warns once, naming the entity and Griff.Spawner.
//   - Spawning is bounded whatever the data says (see MinSpawnEvery): an Every
//     shorter than 1 ms counts as 1 ms, a spawner makes at most 64 copies a
//     step, and spawners stop adding at 50,000 entities in the scene. Each bound
//     warns once, naming the entity and Griff.Spawner. Prefabs that spawn each
//     other in a cycle (a spawns b spawns a, or a spawns a) multiply until the
//     last bound stops them; a game folder's loader notices them when it reads
//     the prefabs (Spawner implements scenes.PrefabSpawner) and warns once.
package lifetime

import (
	"time"

	"github.com/griffengine/griff/runtime"
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

// NewSystem returns the lifetime system. It has no options and no state of its
// own: what it counts is in the components.
func NewSystem() runtime.System { return &system{} }

type system struct {
	warned map[warnKey]struct{} `griff:"-"` // not state: the spawner warnings given (see warn); a rewind does not warn again
}

func (*system) Name() string { return "Lifetime" }

func (s *system) Setup(g *runtime.Game) error {
	g.AddStep(runtime.StepLifetimes, runtime.InPhase(runtime.PhaseSimulate), s.countDown)
	g.AddStep(runtime.StepSpawners, runtime.After(runtime.StepLifetimes), s.spawnAll)
	return nil
}

func (s *system) countDown(g *runtime.Game) {
	dt := g.Clock().Delta()
	for e, l := range scenes.Active[Lifetime](g.Scene()) {
		l.Remaining -= dt
		if l.Remaining <= 0 {
			g.Destroy(e)
		}
	}
}

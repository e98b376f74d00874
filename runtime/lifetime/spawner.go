package lifetime

import (
	"time"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Spawner spawns a copy of a prefab every Every of game time, as a child of its
// entity's parent at its entity's position. Saved as "Griff.Spawner".
type Spawner struct {
	// Prefab names the prefab (prefabs/NAME.json) to spawn. A name that finds
	// nothing warns once in the problem log and spawns nothing.
	Prefab string `json:"prefab"`
	// Every is the game time between spawns; <= 0 spawns nothing.
	Every time.Duration `json:"every"`
	// Limit stops the spawner after that many spawns; 0 means no limit.
	Limit int `json:"limit,omitempty"`
	// Elapsed is the game time since the last spawn: state. Count is the number of
	// spawns so far: state.
	Elapsed time.Duration `json:"elapsed"`
	Count   int           `json:"count,omitempty"`
}

func init() {
	scenes.Register[Spawner]("Griff.Spawner")
}

// The bounds on spawning, so that no scene file can spawn without end (a
// spawner every nanosecond, a prefab that spawns itself and doubles every
// step): a spawner makes at most MaxSpawnsPerStep copies in one step, dropping
// the rest of the time it is owed, and spawners add nothing while the scene
// holds MaxSceneEntities entities or more (counting this step's spawns). Each
// bound warns once in the problem log and the game goes on.
const (
	MaxSpawnsPerStep = 64
	MaxSceneEntities = 50_000
)

func (s *system) spawnAll(g *runtime.Game) {
	dt := g.Clock().Delta()
	sc := g.Scene()
	spawned := 0
	for e, sp := range scenes.Active[Spawner](sc) {
		if sp.Every <= 0 || (sp.Limit > 0 && sp.Count >= sp.Limit) {
			continue
		}
		sp.Elapsed += dt
		for n := 0; sp.Elapsed >= sp.Every && (sp.Limit == 0 || sp.Count < sp.Limit); n++ {
			if n == MaxSpawnsPerStep {
				g.Problems().Warn(e, "Griff.Spawner", "spawns more than %d copies a step (every %v); the rest are dropped", MaxSpawnsPerStep, sp.Every)
				sp.Elapsed %= sp.Every
				break
			}
			if sc.Len()+spawned >= MaxSceneEntities {
				g.Problems().Warn(nil, "Griff.Spawner", "the scene holds %d entities; spawners add no more (does a prefab spawn itself?)", MaxSceneEntities)
				sp.Elapsed %= sp.Every
				break
			}
			sp.Elapsed -= sp.Every
			t := g.PrefabFor(e, "Griff.Spawner", sp.Prefab)
			if t == nil {
				sp.Elapsed = 0
				break
			}
			sp.Count++
			spawned += t.Len()
			g.Spawn(t, e.Parent(), e.Transform().Position(), nil)
		}
	}
}

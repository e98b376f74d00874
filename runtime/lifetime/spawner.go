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

func (s *system) spawnAll(g *runtime.Game) {
	dt := g.Clock().Delta()
	for e, sp := range scenes.Active[Spawner](g.Scene()) {
		if sp.Every <= 0 || (sp.Limit > 0 && sp.Count >= sp.Limit) {
			continue
		}
		sp.Elapsed += dt
		for sp.Elapsed >= sp.Every && (sp.Limit == 0 || sp.Count < sp.Limit) {
			sp.Elapsed -= sp.Every
			t := g.PrefabFor(e, "Griff.Spawner", sp.Prefab)
			if t == nil {
				sp.Elapsed = 0
				break
			}
			sp.Count++
			g.Spawn(t, e.Parent(), e.Transform().Position(), nil)
		}
	}
}

package lifetime

import (
	"fmt"
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
	// Every is the game time between spawns; 0 or less spawns nothing and a
	// time shorter than MinSpawnEvery counts as MinSpawnEvery, each warning
	// once in the problem log naming the entity and Griff.Spawner.
	Every time.Duration `json:"every"`
	// Limit stops the spawner after that many spawns; 0 means no limit.
	Limit int `json:"limit,omitempty"`
	// Elapsed is the game time since the last spawn: state. Count is the number of
	// spawns so far: state.
	Elapsed time.Duration `json:"elapsed"`
	Count   int           `json:"count,omitempty"`
}

// SpawnedPrefabs returns the prefab the spawner spawns, so a game folder's
// loader can notice prefabs that spawn each other in a cycle
// (scenes.PrefabSpawner).
func (sp *Spawner) SpawnedPrefabs() []string { return []string{sp.Prefab} }

func init() {
	scenes.Register[Spawner]("Griff.Spawner")
}

// The bounds on spawning, so that no scene file can spawn without end (a
// spawner every nanosecond, a prefab that spawns itself and doubles every
// step): a spawner's Every is at least MinSpawnEvery; a spawner makes at most
// MaxSpawnsPerStep copies in one step, dropping the rest of the time it is
// owed; and spawners add nothing that would take the scene past
// MaxSceneEntities entities (counting this step's spawns). Each bound warns
// once in the problem log, naming the spawner's entity and Griff.Spawner
// (once per entity path, so the copies of one prefab warn once between them),
// and the game goes on.
//
// MinSpawnEvery is one step at the highest step rate a project may set (1000
// a second, see hosting.Project): spawning faster than any game can step is
// never meant. At 60 steps a second it allows about 17 copies a spawner a step.
// MaxSpawnsPerStep (64) is well above what a steady spawner at MinSpawnEvery
// makes in a step, so it is reached only when game time runs fast (a time
// scale up to 100). MaxSceneEntities (50,000) is about 25 times the largest
// template scene and keeps a full scene's memory around 100 MB.
const (
	MinSpawnEvery    = time.Millisecond
	MaxSpawnsPerStep = 64
	MaxSceneEntities = 50_000
)

// warn records a warning about spawner e in the one form of a problem about an
// entity (scenes.EntityProblem: "file:line:col: path#id: component: message").
// The copies of one prefab share a path: the first copy to meet a bound is
// named and the others say nothing, so one mistake warns once however many
// copies meet it.
func (s *system) warn(g *runtime.Game, e *scenes.Entity, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	key := warnKey{scene: e.Scene().Name(), path: e.Path(), msg: msg}
	if _, done := s.warned[key]; done {
		return
	}
	if s.warned == nil {
		s.warned = map[warnKey]struct{}{}
	}
	s.warned[key] = struct{}{}
	g.Problems().Report(scenes.EntityProblem(scenes.SeverityWarning, e, spawnerName, msg))
}

// warnKey is a warning given about the spawners at one path of a scene.
type warnKey struct{ scene, path, msg string }

const spawnerName = "Griff.Spawner"

func (s *system) spawnAll(g *runtime.Game) {
	dt := g.Clock().Delta()
	sc := g.Scene()
	spawned, full := 0, false
	for e, sp := range scenes.Active[Spawner](sc) {
		if sp.Limit > 0 && sp.Count >= sp.Limit {
			continue
		}
		if sp.Every <= 0 {
			s.warn(g, e, "every %v is not a positive interval; the spawner spawns nothing", sp.Every)
			continue
		}
		every := sp.Every
		if every < MinSpawnEvery {
			s.warn(g, e, "every %v is shorter than the shortest interval, %v; spawning every %v", every, MinSpawnEvery, MinSpawnEvery)
			every = MinSpawnEvery
		}
		sp.Elapsed += dt
		for n := 0; sp.Elapsed >= every && (sp.Limit <= 0 || sp.Count < sp.Limit); n++ {
			if n == MaxSpawnsPerStep {
				s.warn(g, e, "owed more than %d copies in a step (every %v); the rest are dropped", MaxSpawnsPerStep, every)
				sp.Elapsed %= every
				break
			}
			t := g.PrefabFor(e, spawnerName, sp.Prefab)
			if t == nil {
				sp.Elapsed = 0
				break
			}
			if sc.Len()+spawned+t.Len() > MaxSceneEntities {
				if !full { // the first spawner a step: a full scene meets every one
					full = true
					s.warn(g, e, "the scene would hold more than %d entities; spawners add no more (does a prefab spawn itself?)", MaxSceneEntities)
				}
				sp.Elapsed %= every
				break
			}
			sp.Elapsed -= every
			sp.Count++
			spawned += t.Len()
			g.Spawn(t, e.Parent(), e.Transform().Position(), nil)
		}
	}
}

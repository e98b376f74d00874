package platformer

import (
	"sync/atomic"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/saves/savestest"
	"github.com/griffengine/griff/scenes"
)

// countingStore counts the writes of a memory store.
type countingStore struct {
	saves.MemoryStore
	writes atomic.Int32
}

func (c *countingStore) Write(name string, data []byte) error {
	c.writes.Add(1)
	return c.MemoryStore.Write(name, data)
}

// checkpointGame is the pit level with a checkpoint, the player running right
// into the pit; with a store, the game has the saves system over it.
func checkpointGame(t *testing.T, store saves.Store) *runtime.Game {
	t.Helper()
	return pitGame(t, store, func(s *scenes.Scene) { addCheckpoint(s, "Checkpoint", cellCenter(6, 6)) })
}

// pitGame is the pit level, the player running right into the pit, and what
// build adds; with a store, the game has the saves system over it.
func pitGame(t *testing.T, store saves.Store, build func(s *scenes.Scene)) *runtime.Game {
	t.Helper()
	systems := Systems()
	if store != nil {
		systems = append(systems, saves.NewSystem(savestest.Options(store, "pit", "")))
	}
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: input.NewScript(hold("right", 1, 0))}, builtins.Options{}, systems...)
	if err != nil {
		t.Fatal(err)
	}
	addWalls(g.Scene(), pitLevel...)
	addPlayer(g.Scene(), cellCenter(2, 6), 400)
	build(g.Scene())
	return g
}

// Reaching a checkpoint saves once, right after the step it was reached in;
// dying and coming back to it saves no more, and saving changes nothing.
func TestCheckpointSaves(t *testing.T) {
	store := &countingStore{}
	g := checkpointGame(t, store)
	plain := checkpointGame(t, nil)
	s, _ := saves.Of(g)
	sys := s.(*saves.System)
	reachedAt := 0
	for range 300 {
		g.Step()
		sys.Between(g) // the step boundary, as the host's loop hands it over
		plain.Step()
		if reachedAt == 0 && get[Checkpoint](t, g, "Checkpoint").Reached {
			reachedAt = int(g.Clock().Tick())
			if err := sys.Flush(g); err != nil {
				t.Fatal(err)
			}
		}
	}
	if reachedAt == 0 || get[Respawn](t, g, "Player").Respawns == 0 {
		t.Fatalf("checkpoint reached at step %d, %d respawns; want it reached and a respawn", reachedAt, get[Respawn](t, g, "Player").Respawns)
	}
	if err := sys.Flush(g); err != nil {
		t.Fatal(err)
	}
	data, err := store.Read(CheckpointSlot)
	if err != nil {
		t.Fatalf("no save in slot %q: %v", CheckpointSlot, err)
	}
	h, snap, err := saves.Decode(data)
	if err != nil || int(h.Step) != reachedAt || savestest.StandInTick(snap) != uint64(reachedAt) || h.Game != "pit" {
		t.Errorf("the checkpoint save %+v, %v: want game pit at step %d", h, err, reachedAt)
	}
	if n := store.writes.Load(); n != 1 {
		t.Errorf("%d writes, want 1 (the first touch of the checkpoint)", n)
	}
	if g.Fingerprint() != plain.Fingerprint() {
		t.Errorf("the game that saved ended in another state than the one without saves")
	}
}

// A "checkpoint" action saves too.
func TestCheckpointActionSaves(t *testing.T) {
	store := &saves.MemoryStore{}
	g := pitGame(t, store, func(s *scenes.Scene) {
		zone := entityAt(s, "Zone", cellCenter(5, 6))
		scenes.Add(zone, physics.Collider{Shapes: []physics.Shape{sensor(physics.Box(16, tileSize))}})
		scenes.Add(zone, Trigger{OnEnter: []string{"checkpoint"}})
	})
	s, _ := saves.Of(g)
	for range 300 {
		g.Step()
		s.(*saves.System).Between(g)
		if ok, _ := s.Exists(CheckpointSlot); ok {
			break
		}
	}
	if ok, _ := s.Exists(CheckpointSlot); !ok || !get[Respawn](t, g, "Player").Set {
		t.Errorf("the checkpoint action saved nothing")
	}
	if err := s.(*saves.System).Flush(g); err != nil {
		t.Fatal(err)
	}
}

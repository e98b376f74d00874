package tests

import (
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	"github.com/griffengine/griff/modules/battles"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// firstSaveStore is a memory store that keeps a copy of the first save
// written as the slot "first".
type firstSaveStore struct {
	countingStore
	once sync.Once
}

func (s *firstSaveStore) Write(name string, data []byte) error {
	s.once.Do(func() { s.MemoryStore.Write("first", slices.Clone(data)) })
	return s.countingStore.Write(name, data)
}

// TestBattlesSavedBetweenBattles: the battles playthrough with a save
// store saves the game after each battle won (three writes) without
// changing the run (same fingerprint); a new game on that store loads the
// last save with the map's load action (three battles won, no foe left,
// the heroes as they ended), and the first save brings back the map after
// the first battle (one won, two foes left, the heroes at level 2).
func TestBattlesSavedBetweenBattles(t *testing.T) {
	tm, _ := templates.Lookup("battles")
	lg, err := hosting.Load(tm.Files, "battles")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join("testdata", "battles.playthrough")
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		t.Fatal(err)
	}
	store := &firstSaveStore{}
	g, err := hosting.Replay(lg, hosting.Options{Saves: store}, p, time.Second/60)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(g); err != nil {
		t.Errorf("with saves: %v", err)
	}
	if n := store.writes.Load(); n != 3 {
		t.Errorf("%d writes, want 3 (one after each battle won)", n)
	}
	_, end := battlesParty(g)

	script := input.NewScript([]input.Event{{Tick: 5, Action: battles.ActionLoad, Down: true, Value: 1}, {Tick: 6, Action: battles.ActionLoad}})
	g2 := battlesFrames(t, lg, store, script, 12, "")
	_, p2 := battlesParty(g2)
	if p2 == nil || p2.Won != 3 || !slices.Equal(p2.Heroes, end.Heroes) {
		t.Errorf("after the load action the party is %+v, want %+v", p2, end)
	}
	if n := battlesFoes(g2); n != 0 {
		t.Errorf("after the last save's load %d foes are on the map, want 0", n)
	}

	g3 := battlesFrames(t, lg, store, nil, 3, "first")
	_, p3 := battlesParty(g3)
	if p3 == nil || p3.Won != 1 || p3.Heroes[0].Level != 2 {
		t.Errorf("the first save holds the party %+v, want one battle won and level 2", p3)
	}
	if n := battlesFoes(g3); n != 2 {
		t.Errorf("the first save has %d foes on the map, want 2", n)
	}
}

// battlesFrames plays a new game on store for n frames, loading slot
// (if not "") after the first.
func battlesFrames(t *testing.T, lg *hosting.LoadedGame, store saves.Store, in input.Source, n int, slot string) *runtime.Game {
	t.Helper()
	g, err := lg.NewGame(hosting.Options{Saves: store, Input: in})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g, NoUndo: true}
	for i := range n {
		if _, err := loop.Frame(time.Second / 60); err != nil {
			t.Fatal(err)
		}
		if i == 0 && slot != "" {
			sv, _ := saves.Of(g)
			if err := sv.Load(slot); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := loop.Close(); err != nil {
		t.Fatal(err)
	}
	return g
}

func battlesFoes(g *runtime.Game) int {
	n := 0
	for range scenes.Active[battles.Encounter](g.Scene()) {
		n++
	}
	return n
}

package tests

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/puzzle"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// TestPuzzleSolvedMarksSaved: the puzzle playthrough with a save store saves
// the game in the slot "puzzle" as each level after a solved one is built,
// without changing the run (same fingerprint); a new game on that store
// starts from the last of those saves: level 6, levels 1 to 5 marked solved.
func TestPuzzleSolvedMarksSaved(t *testing.T) {
	m, _ := runtime.LookupModule("puzzle")
	lg, err := hosting.Load(m.Template, "puzzle")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join("testdata", "puzzle.playthrough")
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := hosting.ReadPlaythrough(file, f)
	if err != nil {
		t.Fatal(err)
	}
	store := &countingStore{}
	g, err := hosting.Replay(lg, hosting.Options{Saves: store}, p, time.Second/60)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(g); err != nil {
		t.Errorf("with saves: %v", err)
	}
	if n := store.writes.Load(); n != 5 {
		t.Errorf("%d writes, want 5 (levels 2 to 6 built after a solve)", n)
	}
	g2, err := lg.NewGame(hosting.Options{Saves: store})
	if err != nil {
		t.Fatal(err)
	}
	loop := &hosting.Loop{Game: g2, NoUndo: true}
	for range 5 {
		if _, err := loop.Frame(time.Second / 60); err != nil {
			t.Fatal(err)
		}
	}
	if err := loop.Close(); err != nil {
		t.Fatal(err)
	}
	b := scenes.Get[puzzle.Board](g2.Scene().Find("Board"))
	want := []bool{true, true, true, true, true}
	if b.Level != 5 || len(b.Solved) != 5 || !equalBools(b.Solved, want) {
		t.Errorf("the new game is at level %d with solved %v, want level 6 (index 5) and %v", b.Level, b.Solved, want)
	}
	if _, err := store.Read(puzzle.DefaultSlot); err != nil {
		t.Errorf("slot %q: %v", puzzle.DefaultSlot, err)
	}
	if _, ok := saves.Of(g2); !ok {
		t.Error("the new game has no saves service")
	}
}

func equalBools(a, b []bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

package grid_test

import (
	"os"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
	_ "github.com/griffengine/griff/scenes/visual"
)

// puzzleFingerprint is the fingerprint of the crate puzzle after its script
// (pinned: it changes only if grid movement really behaves differently).
const puzzleFingerprint = "ee1b330c5b64c34adbf5ec2fe0b0ec659d08953a1c1332e7a80d529da537c828"

// puzzleEnd is the tick the puzzle's script has played out by.
const puzzleEnd griff.Tick = 200

func ev(tick griff.Tick, action string, down bool) input.Event {
	v := 0.0
	if down {
		v = 1
	}
	return input.Event{Tick: tick, Action: action, Down: down, Value: v}
}

// hold presses action at tick and releases it n steps of 9 ticks later, less
// a few ticks, so the mover takes exactly n steps (each takes 150 ms, 9 ticks
// at 60 steps a second) and is asked no more while it is held.
func hold(tick griff.Tick, action string, n int) []input.Event {
	return []input.Event{ev(tick, action, true), ev(tick+griff.Tick(9*n-4), action, false)}
}

// puzzleScript pushes CrateA from (4,2) to its goal (7,2), walks round
// CrateB and pushes it from (3,4) to its goal (7,4), walks up to (6,1) and
// bumps into the wall above.
func puzzleScript() []input.Event {
	var out []input.Event
	out = append(out, hold(5, "right", 4)...)  // player to (6,2), CrateA to (7,2)
	out = append(out, hold(45, "down", 1)...)  // (6,3)
	out = append(out, hold(60, "left", 4)...)  // (2,3)
	out = append(out, hold(100, "down", 1)...) // (2,4)
	out = append(out, hold(115, "right", 4)...)
	out = append(out, hold(155, "up", 3)...) // (6,1)
	out = append(out, ev(190, "up", true), ev(192, "up", false))
	return out
}

func newPuzzle(t *testing.T) *runtime.Game {
	t.Helper()
	data, err := os.ReadFile("testdata/crates.scene")
	if err != nil {
		t.Fatal(err)
	}
	problems := scenes.NewProblems(nil)
	sc, err := scenes.ReadScene("crates", data, problems)
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Scene: sc, Problems: problems, Seed: 1,
		Input: input.NewScript(puzzleScript())}, grid.NewSystem())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mover(t *testing.T, g *runtime.Game, name string) *grid.Mover {
	t.Helper()
	for e, m := range scenes.All[grid.Mover](g.Scene()) {
		if e.Name() == name {
			return m
		}
	}
	t.Fatalf("no mover %q", name)
	return nil
}

// runAt plays frames of length d until the game reaches tick, shortening the
// last frame so that it ends exactly there.
func runAt(g *runtime.Game, tick griff.Tick, d time.Duration) {
	step := g.Clock().StepDuration()
	for g.Clock().Tick() < tick {
		f := d
		if left := tick - g.Clock().Tick(); time.Duration(left)*step < f {
			f = time.Duration(left) * step
		}
		g.Advance(f)
	}
}

// TestPuzzleScene: the scripted player pushes both crates onto their goals;
// the game ends at the pinned fingerprint, the same at 30, 60 and 144 frames a
// second.
func TestPuzzleScene(t *testing.T) {
	g := newPuzzle(t)
	for g.Clock().Tick() < puzzleEnd {
		g.Step()
	}
	want := map[string]grid.Cell{"Player": {6, 1}, "CrateA": {7, 2}, "CrateB": {7, 4}}
	for name, cell := range want {
		if m := mover(t, g, name); m.Cell != cell || m.Moving {
			t.Errorf("%s at %v (moving %v), want at rest at %v", name, m.Cell, m.Moving, cell)
		}
	}
	if p := mover(t, g, "Player"); p.Steps != 17 || p.Bumps == 0 || p.Facing != grid.DirUp {
		t.Errorf("the player took %d steps, bumped %d times, faces %v; want 17 steps, bumps, facing up", p.Steps, p.Bumps, p.Facing)
	}
	if a, b := mover(t, g, "CrateA"), mover(t, g, "CrateB"); a.Steps != 3 || b.Steps != 4 {
		t.Errorf("the crates were pushed %d and %d steps, want 3 and 4", a.Steps, b.Steps)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("%d problems: %v", n, g.Problems().List())
	}
	fp := g.Fingerprint()
	if fp != puzzleFingerprint {
		t.Errorf("fingerprint %s, want %s", fp, puzzleFingerprint)
	}
	for _, fps := range []int{30, 60, 144} {
		g := newPuzzle(t)
		runAt(g, puzzleEnd, time.Second/time.Duration(fps))
		if got := g.Fingerprint(); got != fp {
			t.Errorf("at %d fps the fingerprint is %s, want %s", fps, got, fp)
		}
	}
}

// TestPuzzleSnapshotMidMove: a snapshot taken while the player and a crate
// slide, restored after the game played on, plays on to the same bits.
func TestPuzzleSnapshotMidMove(t *testing.T) {
	g := newPuzzle(t)
	for g.Clock().Tick() < 22 {
		g.Step()
	}
	if p, c := mover(t, g, "Player"), mover(t, g, "CrateA"); !p.Moving || !c.Moving || p.Elapsed == 0 {
		t.Fatalf("at tick 22 the player (moving %v, elapsed %v) and CrateA (moving %v) should be mid-step", p.Moving, p.Elapsed, c.Moving)
	}
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	for g.Clock().Tick() < puzzleEnd {
		g.Step()
	}
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if g.Clock().Tick() != 22 || !mover(t, g, "Player").Moving {
		t.Fatalf("restored to tick %d, player moving %v; want tick 22, moving", g.Clock().Tick(), mover(t, g, "Player").Moving)
	}
	for g.Clock().Tick() < puzzleEnd {
		g.Step()
	}
	if fp := g.Fingerprint(); fp != puzzleFingerprint {
		t.Errorf("after restoring mid-move the game ends at %s, want %s", fp, puzzleFingerprint)
	}
}

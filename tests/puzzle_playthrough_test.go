package tests

import (
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/puzzle"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// Timing of the puzzle playthrough: a move is tapped every puzzleMoveGap
// steps (a slide takes 120 ms, 8 steps at 60 a second, and the next move
// waits until everything rests); after a level's last move the next level's
// first comes puzzleLevelGap steps later (the solved level stays 0.75 s, 45
// steps, then the next is built).
const (
	puzzleMoveGap  = 10
	puzzleLevelGap = 75
	puzzleFirst    = 20 // the first move: after the level select chose level 1
)

// puzzleScript accepts the level select's first button (level 1) at step 5,
// then plays the six levels' solutions (modules/puzzle/testdata), and
// returns the events and the step the playthrough ends at. It panics if the
// solutions cannot be read (the test binary runs in tests/).
func puzzleScript() ([]input.Event, griff.Tick) {
	data, err := os.ReadFile("../modules/puzzle/testdata/solutions.txt")
	if err != nil {
		panic("tests: the puzzle solutions: " + err.Error())
	}
	keys := map[rune]string{'U': puzzle.ActionUp, 'D': puzzle.ActionDown, 'L': puzzle.ActionLeft, 'R': puzzle.ActionRight}
	ev := []input.Event{{Tick: 5, Action: "UIAccept", Down: true, Value: 1}, {Tick: 7, Action: "UIAccept"}}
	tick := griff.Tick(puzzleFirst)
	for _, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		for _, k := range line {
			ev = append(ev, input.Event{Tick: tick, Action: keys[k], Down: true, Value: 1}, input.Event{Tick: tick + 2, Action: keys[k]})
			tick += puzzleMoveGap
		}
		tick += puzzleLevelGap - puzzleMoveGap
	}
	return ev, tick + 30
}

// TestPuzzlePlaythrough plays the puzzle template from its level select
// through all six levels: recorded one step a frame, replayed at 30, 60 and
// 144 frames a second to the recorded fingerprint, every level solved, the
// level select open at the end with every level marked, no problems.
func TestPuzzlePlaythrough(t *testing.T) {
	m, ok := runtime.LookupModule("puzzle")
	if !ok || m.Template == nil {
		t.Fatal("the puzzle module has no template")
	}
	lg, err := hosting.Load(m.Template, "puzzle")
	if err != nil {
		t.Fatal(err)
	}
	script, steps := puzzleScript()
	p := recordedPlaythrough(t, lg, "puzzle", input.NewScript(script), steps)
	replayAtEveryRate(t, lg, p, func(g *runtime.Game, fps int) {
		checkPuzzleEnd(t, g, fps)
	})
}

func checkPuzzleEnd(t *testing.T, g *runtime.Game, fps int) {
	t.Helper()
	e := g.Scene().Find("Board")
	b := scenes.Get[puzzle.Board](e)
	if b == nil || len(b.Solved) != 6 {
		t.Fatalf("at %d fps: board %+v, want six levels solved", fps, b)
	}
	for i, s := range b.Solved {
		if !s {
			t.Errorf("at %d fps: level %d not solved", fps, i+1)
		}
	}
	if panels := runtime.Service[ui.IPanels](g); panels.Top() != "Levels" {
		t.Errorf("at %d fps: the open panel is %q, want the level select", fps, panels.Top())
	}
	for _, w := range scenes.All[ui.Widget](g.Scene()) {
		if strings.HasPrefix(w.Action, "level:") && !strings.HasSuffix(w.Label, puzzle.SolvedMark) {
			t.Errorf("at %d fps: the level select's %q is not marked solved", fps, w.Label)
		}
	}
}

package puzzle

import (
	"encoding/json"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

func TestGoalCrates(t *testing.T) {
	r := newRig(t, "#######\n#@$ . #\n#######", nil)
	r.do("R")
	if b := r.board(); b.Won {
		t.Fatal("won with the crate one short of the target")
	}
	r.do("R")
	if b := r.board(); !b.Won || len(b.Solved) != 1 || !b.Solved[0] {
		t.Errorf("the crate on the target did not win: won %v solved %v", b.Won, b.Solved)
	}
}

func TestGoalExit(t *testing.T) {
	r := newRig(t, "#######\n#@ $ E#\n#  $  #\n#######", nil)
	r.do("DRRRRU") // push the crate below to the wall (the last push is refused), up
	if b := r.board(); b.Won {
		t.Fatal("won before reaching the exit")
	}
	r.do("R")
	if got := r.cell("Player", 0); got != grid.C(5, 1) {
		t.Fatalf("the player is at %v, want on the exit (5,1)", got)
	}
	if b := r.board(); !b.Won {
		t.Error("reaching the exit did not win")
	}
}

func TestGoalOutput(t *testing.T) {
	r := newRig(t, "#####\n#@$.#\n#####", func(b *Board) {
		b.GoalEntity, b.GoalOutput = "Lever", "Griff.Crate.stuck"
	})
	lever := r.g.Scene().NewEntity("Lever", nil)
	scenes.Add(lever, grid.Crate{})
	r.do("R")
	if b := r.board(); b.Won {
		t.Fatal("won with the output goal at 0")
	}
	scenes.Get[grid.Crate](lever).Stuck = true
	r.g.Step()
	if b := r.board(); !b.Won {
		t.Error("the output goal turned 1 and the level did not win")
	}
	if n := r.g.Problems().Len(); n != 0 {
		t.Errorf("problems: %v", r.g.Problems().List())
	}
}

// templateBoard returns the Board of the template's main scene.
func templateBoard(t *testing.T) Board {
	t.Helper()
	data, err := fs.ReadFile(Template(), "scenes/main.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Entities []struct {
			Components map[string]json.RawMessage `json:"components"`
		} `json:"entities"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	for _, e := range f.Entities {
		if raw, ok := e.Components["Puzzle.Board"]; ok {
			var b Board
			if err := json.Unmarshal(raw, &b); err != nil {
				t.Fatal(err)
			}
			return b
		}
	}
	t.Fatal("the template has no Puzzle.Board")
	return Board{}
}

// templateSources returns the template's level files, as its board reads
// them.
func templateSources(t *testing.T) []source {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{}, runtimetest.Folder(Template()))
	if err != nil {
		t.Fatal(err)
	}
	srcs, problems := sources(g, &Board{Files: templateBoard(t).Files})
	if len(problems) != 0 {
		t.Fatalf("reading the template's level files: %v", problems)
	}
	return srcs
}

// solutions returns testdata/solutions.txt's move strings.
func solutions(t *testing.T) []string {
	data, err := os.ReadFile("testdata/solutions.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// TestTemplateLevelsSolve: each of the template's six levels reads without a
// mistake, is not solved one move before the end of its solution, and is
// solved by it.
func TestTemplateLevelsSolve(t *testing.T) {
	tb := templateBoard(t)
	if len(tb.Levels) != 0 || !slices.Equal(tb.Files, []string{"levels/*.xsb"}) {
		t.Fatalf("the template's board has levels %q and files %q, want its levels in levels/*.xsb", tb.Levels, tb.Files)
	}
	srcs := templateSources(t)
	if len(srcs) != 2 {
		t.Fatalf("the template has %d level files, want 2", len(srcs))
	}
	levels, errs := readSources(srcs)
	if len(errs) != 0 || len(levels) != 6 {
		t.Fatalf("the template has %d levels (%v), want 6", len(levels), errs)
	}
	sols := solutions(t)
	if len(sols) != 6 {
		t.Fatalf("%d solutions, want 6", len(sols))
	}
	for i, sol := range sols {
		r := newFolderRig(t, Template(), func(b *Board) { b.Files, b.Level = tb.Files, i })
		r.do(sol[:len(sol)-1])
		if b := r.board(); b.Won {
			t.Errorf("level %d won before its last move", i+1)
		}
		r.do(sol[len(sol)-1:])
		if b := r.board(); !b.Won || b.Moves != len(sol) {
			t.Errorf("level %d: after %s won %v with %d moves, want won in %d", i+1, sol, b.Won, b.Moves, len(sol))
		}
	}
}

// TestNextLevelAfterWin: a solved level stays NextDelay, then the next is
// built with a fresh history; the solved level being taken away in the same
// step does not mark the new one solved.
func TestNextLevelAfterWin(t *testing.T) {
	r := newRig(t, "#@$.#\n\n#####\n#@$ .#\n#####", nil)
	r.do("R")
	b := r.board()
	if !b.Won || b.Level != 0 {
		t.Fatalf("level 1 not won: %+v", b)
	}
	for range 60 {
		r.g.Step()
	}
	if b.Level != 1 || b.Won || b.Moves != 0 || len(b.Solved) != 1 || !b.Solved[0] {
		t.Errorf("after the delay: level %d won %v moves %d solved %v; want level 2 unsolved, only level 1 marked", b.Level, b.Won, b.Moves, b.Solved)
	}
	if info := scenes.Get[LevelInfo](r.root()); info.Index != 1 {
		t.Errorf("the level built is %d, want 1", info.Index)
	}
}

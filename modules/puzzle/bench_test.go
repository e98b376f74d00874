package puzzle

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// storeroom is the template's largest level (7×9 cells, 3 crates).
const storeroom = `  #####
###   #
# $ # ##
# #  . #
#  *   #
## #$###
 #  .#
 # @ #
 #####`

// BenchmarkMove_Storeroom measures one move and its undo on the largest
// template level: the capture of the level's state as the move begins, the
// slide, the diff when the next begins, and the undo's restore.
func BenchmarkMove_Storeroom(b *testing.B) {
	r := newRig(b, storeroom, nil)
	for b.Loop() {
		r.do("UZ")
	}
}

// TestRestingStepAllocs: a step in which nothing moves allocates nothing,
// with a status text and a level-select widget kept up to date.
func TestRestingStepAllocs(t *testing.T) {
	r := newRig(t, storeroom, func(b *Board) { b.Status = "Status" })
	status := r.g.Scene().NewEntity("Status", nil)
	scenes.Add(status, visual.Text{})
	w := r.g.Scene().NewEntity("Level1", nil)
	scenes.Add(w, ui.Widget{Action: "level:0"})
	r.do("U")
	for range 10 {
		r.g.Step()
	}
	if n := testing.AllocsPerRun(100, r.g.Step); n != 0 {
		t.Errorf("a resting step allocates %v times, want 0", n)
	}
	if got := scenes.Get[visual.Text](status).Text; got != "Level 1" {
		t.Errorf("the status reads %q, want %q", got, "Level 1")
	}
	if got := scenes.Get[ui.Widget](w).Label; got != "Level 1" {
		t.Errorf("the widget reads %q, want %q", got, "Level 1")
	}
}

// TestSnapshotMidMove: a snapshot taken while a push slides, restored after
// the game played on, plays on to the same state, history included.
func TestSnapshotMidMove(t *testing.T) {
	r := newRig(t, storeroom, nil)
	r.do("UR")
	r.in.Next = append(r.in.Next, ActionUp) // pushes the crate at (3,1)... from (3,2)
	r.g.Step()
	r.g.Step()
	if m := scenes.Get[grid.Mover](r.root().Find("Player")); !m.Moving {
		t.Fatal("the player should be sliding")
	}
	snap, err := r.g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	r.settle()
	r.do("ZZ")
	want := r.g.Fingerprint()
	if err := r.g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	r.settle()
	r.do("ZZ")
	if got := r.g.Fingerprint(); got != want {
		t.Errorf("after restoring mid-move the game ends at %s, want %s", got, want)
	}
}

// BenchmarkReadFiles_Template measures what a level build adds for reading
// the template's level files again (two files, six levels): the glob, the
// reads and the parse.
func BenchmarkReadFiles_Template(b *testing.B) {
	g, err := runtime.NewGame(runtime.Options{}, runtimetest.Folder(Template()))
	if err != nil {
		b.Fatal(err)
	}
	board := &Board{Files: []string{"levels/*.xsb"}}
	for b.Loop() {
		srcs, problems := sources(g, board)
		if levels, errs := readSources(srcs); len(levels) != 6 || len(problems)+len(errs) != 0 {
			b.Fatalf("%d levels, %v %v", len(levels), problems, errs)
		}
	}
}

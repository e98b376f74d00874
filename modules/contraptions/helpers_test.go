package contraptions

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// rig is a game playing a board of puzzle files from fsys.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *runtimetest.Taps
	board    *scenes.Entity
	problems []scenes.Problem
}

// newRig returns a game playing the puzzles named (in the template's
// folder, or files when not nil), built and in build mode.
func newRig(t testing.TB, files fstest.MapFS, puzzles ...string) *rig {
	t.Helper()
	var fsys fs.FS = Template()
	if files != nil {
		fsys = files
	}
	sc := scenes.NewScene("main", nil)
	b := sc.NewEntity("Board", nil)
	scenes.Add(b, Board{Puzzles: puzzles, Status: "Status", Palette: "Palette", Banner: "Banner"})
	for _, n := range []string{"Status", "Palette", "Banner"} {
		scenes.Add(sc.NewEntity(n, nil), visual.Text{Size: 12})
	}
	in := &runtimetest.Taps{}
	r := &rig{t: t, in: in, board: b}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: in, Problems: probs}, builtins.Options{},
		append([]runtime.System{runtimetest.Folder(fsys)}, Systems()...)...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	r.steps(2)
	return r
}

func (r *rig) b() *Board { return scenes.Get[Board](r.board) }

func (r *rig) steps(n int) {
	for range n {
		r.g.Step()
	}
}

// press presses each action in turn (press and release: two steps each).
func (r *rig) press(as ...string) {
	for _, a := range as {
		r.in.Next = append(r.in.Next, a)
		r.g.Step()
		r.g.Step()
	}
}

// noProblems fails the test if the game reported a problem.
func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

// parts returns the board's parts and their entities.
func (r *rig) parts() ([]*scenes.Entity, []*Part) {
	var es []*scenes.Entity
	var ps []*Part
	if c := child(r.board, "Parts"); c != nil {
		for _, e := range c.Children() {
			if p := scenes.Get[Part](e); p != nil && e.Alive() {
				es, ps = append(es, e), append(ps, p)
			}
		}
	}
	return es, ps
}

// find returns the first part of kind k and its entity.
func (r *rig) find(k Kind) (*scenes.Entity, *Part) {
	es, ps := r.parts()
	for i, p := range ps {
		if p.Kind == k {
			return es[i], p
		}
	}
	r.t.Fatalf("no %s on the board", k)
	return nil, nil
}

// puzzle returns the puzzle being played.
func (r *rig) puzzle() *Puzzle {
	for _, s := range r.g.Systems() {
		if s, ok := s.(*system); ok {
			return s.puzzle(r.board, r.b())
		}
	}
	return nil
}

// place places each part with the keys, as a player does.
func (r *rig) place(ps ...Place) {
	r.t.Helper()
	for _, p := range ps {
		r.press(PlaceKeys(r.b(), r.puzzle(), p)...)
	}
}

// runUntil runs the machine for at most n steps or until solved, and
// reports whether it was solved.
func (r *rig) runUntil(n int) bool {
	r.press(ActionRun)
	for range n {
		if r.b().Mode == ModeSolved {
			return true
		}
		r.g.Step()
	}
	return r.b().Mode == ModeSolved
}

// readTemplate reads a file of the template.
func readTemplate(name string) ([]byte, error) { return fs.ReadFile(Template(), name) }

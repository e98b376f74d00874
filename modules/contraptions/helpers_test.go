package contraptions

import (
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// taps is an input source whose presses the test queues: each queued action
// is pressed in the next step and released in the one after.
type taps struct {
	next    []string
	release []string
	events  []input.Event // sent as they are in the next step
}

func (s *taps) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range s.release {
		dst = append(dst, input.Event{Tick: tick, Action: a})
	}
	s.release = s.release[:0]
	for _, a := range s.next {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		s.release = append(s.release, a)
	}
	s.next = s.next[:0]
	for _, e := range s.events {
		e.Tick = tick
		dst = append(dst, e)
	}
	s.events = s.events[:0]
	return dst
}

// folder provides a game folder as the fs.FS service, as the host does.
type folder struct{ fsys fs.FS }

func (*folder) Name() string { return "Folder" }
func (f *folder) Setup(g *runtime.Game) error {
	runtime.Provide[fs.FS](g, f.fsys)
	return nil
}

// rig is a game playing a board of puzzle files from fsys.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *taps
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
	in := &taps{}
	r := &rig{t: t, in: in, board: b}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: in, Problems: probs}, builtins.Options{},
		append([]runtime.System{&folder{fsys}}, Systems()...)...)
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
		r.in.next = append(r.in.next, a)
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

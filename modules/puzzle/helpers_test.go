package puzzle

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// rig is a game with the puzzle system playing one board.
type rig struct {
	t   testing.TB
	g   *runtime.Game
	in  *runtimetest.Taps
	brd *scenes.Entity
}

// newRig makes a game whose board holds the levels text and builds its
// first level.
func newRig(t testing.TB, text string, extra func(b *Board)) *rig {
	t.Helper()
	return newFolderRig(t, nil, func(b *Board) {
		b.Levels = strings.Split(text, "\n")
		if extra != nil {
			extra(b)
		}
	})
}

// newFolderRig makes a game with the folder fsys (none if nil) whose board
// is set up by setup, and builds its first level.
func newFolderRig(t testing.TB, fsys fs.FS, setup func(b *Board)) *rig {
	t.Helper()
	r := startRig(t, fsys, setup)
	r.settle()
	return r
}

// startRig is newFolderRig before the first step.
func startRig(t testing.TB, fsys fs.FS, setup func(b *Board)) *rig {
	t.Helper()
	in := &runtimetest.Taps{}
	systems := Systems()
	if fsys != nil {
		systems = append([]runtime.System{runtimetest.Folder(fsys)}, systems...)
	}
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: in}, builtins.Options{}, systems...)
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Board", nil)
	var b Board
	setup(&b)
	scenes.Add(e, b)
	return &rig{t: t, g: g, in: in, brd: e}
}

func (r *rig) board() *Board { return scenes.Get[Board](r.brd) }

func (r *rig) root() *scenes.Entity {
	root := levelRoot(r.brd)
	if root == nil {
		r.t.Fatal("no level built")
	}
	return root
}

// settle steps until the level is built, nothing slides and no move is
// queued (at most 200 steps).
func (r *rig) settle() {
	r.t.Helper()
	for range 200 {
		r.g.Step()
		if root := levelRoot(r.brd); root != nil && resting(root) && r.board().Start != nil && len(r.board().Queued) == 0 && !r.in.Pending() {
			return
		}
	}
	r.t.Fatal("the level did not settle in 200 steps")
}

// do taps each key of keys (U D L R move, Z undo, X restart) and lets the
// level settle after each.
func (r *rig) do(keys string) {
	r.t.Helper()
	for _, k := range keys {
		a := map[rune]string{'U': ActionUp, 'D': ActionDown, 'L': ActionLeft, 'R': ActionRight, 'Z': ActionUndo, 'X': ActionRestart}[k]
		if a == "" {
			r.t.Fatalf("bad key %q", k)
		}
		r.in.Next = append(r.in.Next, a)
		r.settle()
	}
}

// cell returns the cell of the i-th mover named name in the level.
func (r *rig) cell(name string, i int) grid.Cell {
	r.t.Helper()
	for _, c := range r.root().Children() {
		if c.Name() == name {
			if i == 0 {
				return scenes.Get[grid.Mover](c).Cell
			}
			i--
		}
	}
	r.t.Fatalf("no %s #%d", name, i)
	return grid.Cell{}
}

// state is the level's whole saved state, for exact comparisons.
func (r *rig) state() string {
	var b strings.Builder
	for _, c := range capture(nil, r.root()) {
		b.WriteString(c.Component + c.State + "\n")
	}
	return b.String()
}

// changed lists the lines of got that are not in want, and of want not in
// got.
func changed(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var out []string
	for i := range max(len(g), len(w)) {
		a, b := "", ""
		if i < len(g) {
			a = g[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			out = append(out, "got "+a+" want "+b)
		}
	}
	return strings.Join(out, "\n")
}

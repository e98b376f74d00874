package tactics

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// rig is a game with the built-in systems and the tactics system playing
// one battle read from a map file's text, as hosting reads a scene's "map".
// Tests drive it with intents queued as the network's commands are (the
// path every key, click and command takes: system.do).
type rig struct {
	t        testing.TB
	g        *runtime.Game
	sys      *system
	problems []scenes.Problem
}

// newRig reads text as the map file "test.tac" and starts a game on it.
func newRig(t testing.TB, text string) *rig {
	t.Helper()
	m, err := ReadMap("test.tac", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	lv := &level.Level{Name: "test.tac", Roots: []*level.Node{battleNode("test.tac", m)}}
	doc, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, sys: &system{}}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	s, err := scenes.ReadScene("test", doc, probs)
	if err != nil {
		t.Fatal(err)
	}
	r.g, err = builtins.NewGame(runtime.Options{Seed: 1, Scene: s, Problems: probs, Input: input.NewScript(nil)}, builtins.Options{}, r.sys)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// battle returns the battle's component.
func (r *rig) battle() *Battle {
	b := scenes.Get[Battle](r.g.Scene().Find("Battle"))
	if b == nil {
		r.t.Fatal("no battle")
	}
	return b
}

// unit returns the unit named name (nil if it has fallen) and its mover.
func (r *rig) unit(name string) (*Unit, *grid.Mover) {
	for _, e := range r.g.Scene().Find("Battle").Children() {
		if u := scenes.Get[Unit](e); u != nil && u.Name == name && e.Alive() {
			return u, scenes.Get[grid.Mover](e)
		}
	}
	return nil, nil
}

// cell returns the cell the unit named name stands on.
func (r *rig) cell(name string) grid.Cell {
	r.t.Helper()
	_, m := r.unit(name)
	if m == nil {
		r.t.Fatalf("no unit %s", name)
	}
	return m.Cell
}

// ready reports whether the battle waits for the player's input: the
// player's phase, no banner, nothing walking, no command waiting; or over.
func (r *rig) ready() bool {
	b := r.battle()
	if b.Result != "" {
		return true
	}
	if b.Phase != SidePlayer || b.Wait > 0 || b.Mode == ModeMoving || len(r.sys.link.queue) > 0 {
		return false
	}
	cur := runtime.Service[turns.Turns](r.g).Current()
	if a := scenes.Get[Army](cur); a == nil || a.Side != SidePlayer || a.Began {
		return false // the player's turn ends, or its phase has not begun
	}
	if ta := scenes.Get[turns.Actor](cur); ta == nil || ta.EndAsked {
		return false
	}
	for _, u := range r.sys.units {
		if u.m.Moving || len(u.u.Path) > 0 {
			return false
		}
	}
	return true
}

// settle steps until the battle is ready (at most 6,000 steps: 100 s).
func (r *rig) settle() {
	r.t.Helper()
	for range 6000 {
		r.g.Step()
		if r.ready() {
			return
		}
	}
	r.t.Fatalf("the battle did not settle in 6000 steps: %+v", *r.battle())
}

// do queues what at c, as a command from the network is, and settles.
func (r *rig) do(what intent, c grid.Cell) {
	r.t.Helper()
	r.sys.link.queue = append(r.sys.link.queue, netCommand{what: what, cell: c})
	r.settle()
}

// moveTo selects the unit named name, moves it to c and checks it arrived
// there, choosing its action.
func (r *rig) moveTo(name string, c grid.Cell) {
	r.t.Helper()
	r.do(doSelect, r.cell(name))
	r.do(doMove, c)
	if b := r.battle(); r.cell(name) != c || b.Mode != ModeActing {
		r.t.Fatalf("%s at %v in mode %v, want at %v acting", name, r.cell(name), b.Mode, c)
	}
}

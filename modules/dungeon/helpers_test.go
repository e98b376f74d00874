package dungeon

import (
	"io/fs"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/scenes"
)

// keys is an input source whose holds the test sets: each held action is
// down until released; taps are pressed for one step.
type keys struct {
	hold    string
	held    string
	tap     []string
	release []string
}

func (k *keys) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range k.release {
		dst = append(dst, input.Event{Tick: tick, Action: a})
	}
	k.release = k.release[:0]
	if k.held != k.hold {
		if k.held != "" {
			dst = append(dst, input.Event{Tick: tick, Action: k.held})
		}
		if k.hold != "" {
			dst = append(dst, input.Event{Tick: tick, Action: k.hold, Down: true, Value: 1})
		}
		k.held = k.hold
	}
	for _, a := range k.tap {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		k.release = append(k.release, a)
	}
	k.tap = k.tap[:0]
	return dst
}

// rig is a game of the template's scene and tables, changed by setup.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *keys
	problems []scenes.Problem
}

// newRig makes a game of the template's main scene with its monster table
// (or the table text given, if not ""), seeded with seed; setup changes
// the Run before the first step.
func newRig(t testing.TB, seed uint64, monsters string, setup func(r *Run)) *rig {
	t.Helper()
	files := map[string][]byte{}
	if monsters == "" {
		b, err := fs.ReadFile(Template(), "tables/monsters.csv")
		if err != nil {
			t.Fatal(err)
		}
		monsters = string(b)
	}
	if monsters != "-" {
		files["monsters.csv"] = []byte(monsters)
	}
	set, err := data.LoadFiles(files)
	if err != nil {
		t.Fatal(err)
	}
	src, err := fs.ReadFile(Template(), "scenes/main.json")
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, in: &keys{}}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	sc, err := scenes.ReadScene("main.json", src, probs)
	if err != nil {
		t.Fatal(err)
	}
	if setup != nil {
		for _, run := range scenes.All[Run](sc) {
			setup(run)
		}
	}
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: seed, Input: r.in, Problems: probs}, builtins.Options{Tables: set}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	return r
}

func (r *rig) run() *Run { return scenes.Get[Run](r.g.Scene().Find("Run")) }

func (r *rig) hero() *scenes.Entity { return r.g.Scene().Find("Run/Hero") }

func (r *rig) heroCell() grid.Cell { return scenes.Get[grid.Mover](r.hero()).Cell }

func (r *rig) inventory() *items.Inventory { return scenes.Get[items.Inventory](r.hero()) }

// monsters returns the living monsters' entities.
func (r *rig) monsters() []*scenes.Entity {
	var out []*scenes.Entity
	for e, m := range scenes.All[Monster](r.g.Scene()) {
		if m.HP > 0 {
			out = append(out, e)
		}
	}
	return out
}

// steps steps n times.
func (r *rig) steps(n int) {
	for range n {
		r.g.Step()
	}
}

// started steps until the first floor is played.
func (r *rig) started() {
	r.t.Helper()
	for range 10 {
		if r.run().Phase == PhasePlay {
			return
		}
		r.g.Step()
	}
	r.t.Fatalf("the run never began: %+v", *r.run())
}

func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

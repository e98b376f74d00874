package firstperson

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

type visualText = visual.Text

// keys is an input source whose holds the test sets: each held action is
// down until released; taps are pressed for one step.
type keys struct {
	hold, held map[string]bool
	tap        []string
	release    []string
	pointer    []float64 // x of pointer events to give, one a step
}

func (k *keys) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range k.release {
		dst = append(dst, input.Event{Tick: tick, Action: a})
	}
	k.release = k.release[:0]
	for _, a := range bitActions {
		if k.hold[a] != k.held[a] {
			v := 0.0
			if k.hold[a] {
				v = 1
			}
			dst = append(dst, input.Event{Tick: tick, Action: a, Down: k.hold[a], Value: v})
			k.held[a] = k.hold[a]
		}
	}
	for _, a := range k.tap {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		k.release = append(k.release, a)
	}
	k.tap = k.tap[:0]
	if len(k.pointer) > 0 {
		dst = append(dst, input.Event{Tick: tick, Kind: input.KindPointer, X: k.pointer[0], Y: 100})
		k.pointer = k.pointer[1:]
	}
	return dst
}

// rig is a game of the template's scene playing a map.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *keys
	problems []scenes.Problem
}

// newRig makes a game of the template's main scene playing the map text
// given (the template's when ""), and steps it once so the map is read.
func newRig(t testing.TB, mapText string) *rig {
	t.Helper()
	m := runtimetest.FolderWith(t, Template(), nil)
	if mapText != "" {
		m["levels/bunker.map"] = &fstest.MapFile{Data: []byte(strings.TrimPrefix(mapText, "\n"))}
	}
	src, err := fs.ReadFile(m, "scenes/main.json")
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{t: t, in: &keys{hold: map[string]bool{}, held: map[string]bool{}}}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	sc, err := scenes.ReadScene("main.json", src, probs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: r.in, Problems: probs}, builtins.Options{}, append(Systems(), runtimetest.Folder(m))...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	g.Step()
	return r
}

func (r *rig) level() *Level { return scenes.Get[Level](r.g.Scene().Find("Level")) }

// steps steps n times.
func (r *rig) steps(n int) {
	for range n {
		r.g.Step()
	}
}

// tap presses action for one step and steps.
func (r *rig) tap(action string) {
	r.in.tap = append(r.in.tap, action)
	r.g.Step()
}

func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

// text returns the text of the level's child name.
func (r *rig) text(name string) string {
	r.t.Helper()
	return textOf(r.g.Scene().Find("Level/" + name))
}

func textOf(e *scenes.Entity) string {
	if e == nil {
		return ""
	}
	if t := scenes.Get[visualText](e); t != nil {
		return t.Text
	}
	return ""
}

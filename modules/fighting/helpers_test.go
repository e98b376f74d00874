package fighting

import (
	"io/fs"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// templateWith is the template's folder with files replaced or added.
func templateWith(t testing.TB, extra map[string]string) fs.FS {
	t.Helper()
	return runtimetest.FolderWith(t, Template(), extra)
}

// keys is an input source a test drives: Hold and Let change what is held
// from the next step; Tap presses for one step.
type keys struct {
	pending []input.Event
}

func (k *keys) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, e := range k.pending {
		e.Tick = tick
		dst = append(dst, e)
	}
	k.pending = k.pending[:0]
	return dst
}

func (k *keys) hold(player int, actions ...string) {
	for _, a := range actions {
		k.pending = append(k.pending, input.Event{Player: player, Action: a, Down: true, Value: 1})
	}
}

func (k *keys) let(player int, actions ...string) {
	for _, a := range actions {
		k.pending = append(k.pending, input.Event{Player: player, Action: a})
	}
}

// rig is the template's fight scene played by a test.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *keys
	m        *Match
	f        [2]*Fighter
	problems []scenes.Problem
}

// newRig loads the template (with extra files) and its fight scene.
func newRig(t testing.TB, extra map[string]string, src input.Source) *rig {
	t.Helper()
	fsys := templateWith(t, extra)
	r := &rig{t: t, in: &keys{}}
	if src == nil {
		src = r.in
	}
	sink := func(p scenes.Problem) { r.problems = append(r.problems, p) }
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: src, Problems: scenes.NewProblems(sink)},
		builtins.Options{Scenes: runtimetest.Loader{FS: fsys}, StartScene: "fight"},
		append(Systems(), runtimetest.Folder(fsys))...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	r.find()
	return r
}

// find finds the match and fighters of the scene.
func (r *rig) find() {
	for _, m := range scenes.Active[Match](r.g.Scene()) {
		r.m = m
	}
	for _, f := range scenes.Active[Fighter](r.g.Scene()) {
		r.f[f.Side] = f
	}
}

// steps takes n steps.
func (r *rig) steps(n int) {
	for range n {
		r.g.Step()
	}
}

// start picks mode on the title and plays until the fight begins.
func (r *rig) start(mode Mode) {
	r.t.Helper()
	r.g.Step()
	r.m.Pick = int(mode)
	r.in.hold(0, ActionStart)
	r.g.Step()
	r.in.let(0, ActionStart)
	for i := 0; r.m.Phase != PhaseFight; i++ {
		if i > 200 {
			r.t.Fatalf("the fight did not begin: phase %v", r.m.Phase)
		}
		r.g.Step()
	}
}

// templateFile reads a file of the template.
func templateFile(name string) ([]byte, error) { return fs.ReadFile(Template(), name) }

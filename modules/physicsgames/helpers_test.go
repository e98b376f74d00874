package physicsgames

import (
	"io/fs"
	"maps"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// keys is an input source whose held actions the test sets: each change
// is sent in the next step.
type keys struct {
	want, sent map[string]bool
	pointer    []input.Event
}

func (k *keys) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range slices.Sorted(maps.Keys(k.want)) {
		if k.want[a] != k.sent[a] {
			v := 0.0
			if k.want[a] {
				v = 1
			}
			dst = append(dst, input.Event{Tick: tick, Action: a, Down: k.want[a], Value: v})
			k.sent[a] = k.want[a]
		}
	}
	for _, e := range k.pointer {
		e.Tick = tick
		dst = append(dst, e)
	}
	k.pointer = k.pointer[:0]
	return dst
}

// records is a saves.Records in memory.
type records map[string][]byte

func (r records) WriteRecord(name string, data []byte) error {
	r[name] = slices.Clone(data)
	return nil
}

func (r records) ReadRecord(name string) ([]byte, error) {
	d, ok := r[name]
	if !ok {
		return nil, fs.ErrNotExist
	}
	return d, nil
}

// recordsSystem gives a game the records.
type recordsSystem struct{ r records }

func (*recordsSystem) Name() string { return "TestRecords" }
func (s *recordsSystem) Setup(g *runtime.Game) error {
	runtime.Provide[saves.Records](g, s.r)
	return nil
}

// rig is a game playing one of the template's scenes.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *keys
	rec      records
	problems []scenes.Problem
}

// newRig plays the template's scene name ("sling", "pinball", "title").
func newRig(t testing.TB, name string) *rig {
	t.Helper()
	data, err := fs.ReadFile(Template(), "scenes/"+name+".json")
	if err != nil {
		t.Fatal(err)
	}
	return newRigData(t, name, data)
}

// newRigData plays a scene file's bytes.
func newRigData(t testing.TB, name string, data []byte) *rig {
	t.Helper()
	r := &rig{t: t, in: &keys{want: map[string]bool{}, sent: map[string]bool{}}, rec: records{}}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	sc, err := scenes.ReadScene(name, data, probs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: r.in, Problems: probs}, builtins.Options{},
		append(Systems(), &recordsSystem{r.rec})...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	return r
}

// sys returns the game's physics games system.
func (r *rig) sys() *system {
	for _, s := range r.g.Systems() {
		if x, ok := s.(*system); ok {
			return x
		}
	}
	r.t.Fatal("no physicsgames system")
	return nil
}

// steps steps n times.
func (r *rig) steps(n int) {
	for range n {
		r.g.Step()
	}
}

// hold holds or lets go of an action from the next step.
func (r *rig) hold(a string, down bool) { r.in.want[a] = down }

// tap holds a for one step.
func (r *rig) tap(a string) {
	r.hold(a, true)
	r.g.Step()
	r.hold(a, false)
	r.g.Step()
}

// until steps until ok, at most n steps, failing the test then.
func (r *rig) until(n int, what string, ok func() bool) {
	r.t.Helper()
	for range n {
		if ok() {
			return
		}
		r.g.Step()
	}
	if !ok() {
		r.t.Fatalf("after %d steps: not %s", n, what)
	}
}

func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

func (r *rig) find(name string) *scenes.Entity {
	r.t.Helper()
	e := r.g.Scene().Find(name)
	if e == nil {
		r.t.Fatalf("no entity %q", name)
	}
	return e
}

func (r *rig) sling() *Sling { return scenes.Get[Sling](r.find("Sling")) }
func (r *rig) table() *Table { return scenes.Get[Table](r.find("Table")) }
func (r *rig) ball() (*scenes.Entity, *physics.Body) {
	e := r.find("Ball")
	return e, scenes.Get[physics.Body](e)
}

package runtime_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Fragile is a component whose step panics when Boom is set.
type Fragile struct {
	Boom bool
	Seen int
}

func init() { scenes.Register[Fragile]("Test.Fragile") }

// lineOf returns "fault_test.go:N", N the line of this file holding marker.
func lineOf(t *testing.T, marker string) string {
	t.Helper()
	data, err := os.ReadFile("fault_test.go")
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, marker) {
			return "fault_test.go:" + strconv.Itoa(i+1)
		}
	}
	t.Fatalf("no %q in fault_test.go", marker)
	return ""
}

var stepFragile = runtime.NewStep("Fragile")

// fragileGame has a step that counts every Fragile with Each, panicking for one
// with Boom, and a later step in the frame that counts the steps.
func fragileGame(t *testing.T) (g *runtime.Game, later *int) {
	later = new(int)
	g = newGame(t, runtime.Options{},
		&probe{stepFragile, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
			for _, f := range runtime.Each[Fragile](g) {
				if f.Boom {
					panic("fragile broke") // fragile marker
				}
				f.Seen++
			}
		}},
		&probe{runtime.NewStep("Later"), runtime.InPhase(runtime.PhasePresent), func(*runtime.Game) { *later++ }})
	return g, later
}

func TestEachPanicQuarantinesTheEntity(t *testing.T) {
	g, later := fragileGame(t)
	sc := g.Scene()
	a, b, c := sc.NewEntity("A", nil), sc.NewEntity("B", nil), sc.NewEntity("C", nil)
	fa, fb, fc := scenes.Add(a, Fragile{}), scenes.Add(b, Fragile{Boom: true}), scenes.Add(c, Fragile{})
	for range 3 {
		g.Step()
	}
	// Step 1: A, then B panics (C skipped that step); B is deactivated, so steps 2
	// and 3 see A and C.
	if fa.Seen != 3 || fb.Seen != 0 || fc.Seen != 2 || *later != 3 {
		t.Errorf("Seen A %d B %d C %d, later step ran %d times; want 3 0 2, 3", fa.Seen, fb.Seen, fc.Seen, *later)
	}
	if b.Active() || !a.Active() || !c.Active() {
		t.Errorf("active A %v B %v C %v, want true false true", a.Active(), b.Active(), c.Active())
	}
	want := scenes.Problem{Severity: scenes.SeverityError, File: lineOf(t, "// fragile marker"), Entity: "B", EntityID: b.ID(),
		Component: "Test.Fragile", Message: "step Fragile panicked: fragile broke (entity deactivated)"}
	if got := g.Problems().List(); len(got) != 1 || got[0] != want {
		t.Errorf("problems %v, want [%v]", got, want)
	}
	if w := g.Where(); w.Running || w.Step != 3 || w.Entity != 0 || w.StepName != "" {
		t.Errorf("Where between steps = %+v, want step 3, not running, nothing named", w)
	}
}

func TestPanicOfNoEntityStillReachesTheCaller(t *testing.T) {
	g := newGame(t, runtime.Options{}, &probe{runtime.NewStep("Broken"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		for range runtime.Each[Fragile](g) {
		}
		panic("system bug")
	}})
	scenes.Add(g.Scene().NewEntity("A", nil), Fragile{})
	defer func() {
		if r := recover(); r != "system bug" {
			t.Errorf("Step panicked with %v, want the step's own panic", r)
		}
		if n := len(g.Problems().List()); n != 0 {
			t.Errorf("%d problems, want none: no entity's code was running", n)
		}
	}()
	g.Step()
}

func TestSpawnCallbackPanicQuarantinesTheEntity(t *testing.T) {
	g := newGame(t, runtime.Options{})
	proto := g.Scene().NewEntity("Bullet", nil)
	scenes.Add(proto, Fragile{})
	tmpl := scenes.NewTemplate("bullet.prefab", proto)
	g.Scene().Destroy(proto)
	var spawned []*scenes.Entity
	g.Spawn(tmpl, nil, griff.V(1, 2), func(e *scenes.Entity) {
		spawned = append(spawned, e)
		panic("callback broke") // callback marker
	})
	g.Spawn(tmpl, nil, griff.V(3, 4), func(e *scenes.Entity) { spawned = append(spawned, e) })
	g.Step()
	if len(spawned) != 2 || spawned[0].Active() || !spawned[1].Active() || spawned[1].Transform().Position() != griff.V(3, 4) {
		t.Fatalf("spawned %v, want two, the first deactivated", spawned)
	}
	want := scenes.Problem{Severity: scenes.SeverityError, File: lineOf(t, "// callback marker"), Entity: "Bullet",
		EntityID: spawned[0].ID(), Message: "spawn callback panicked: callback broke (entity deactivated)"}
	if got := g.Problems().List(); len(got) != 1 || got[0] != want {
		t.Errorf("problems %v, want [%v]", got, want)
	}
}

func TestWhereNamesTheEntityHook(t *testing.T) {
	var got []runtime.Whereabouts
	g := newGame(t, runtime.Options{}, &probe{stepFragile, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		got = append(got, g.Where())
		for range runtime.Each[Fragile](g) {
			got = append(got, g.Where())
		}
		got = append(got, g.Where())
	}})
	e := g.Scene().NewEntity("A", nil)
	scenes.Add(e, Fragile{})
	g.Step()
	want := []runtime.Whereabouts{
		{Step: 1, Running: true, StepName: "Fragile", System: "Probe"},
		{Step: 1, Running: true, StepName: "Fragile", System: "Probe", Entity: e.ID(), Component: "Test.Fragile", Hook: runtime.HookStep},
		{Step: 1, Running: true, StepName: "Fragile", System: "Probe"},
	}
	if len(got) != len(want) {
		t.Fatalf("Where = %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Where %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

func TestEachAllocatesNothing(t *testing.T) {
	g, _ := fragileGame(t)
	for i := range 1000 {
		scenes.Add(g.Scene().NewEntity("E"+strconv.Itoa(i), nil), Fragile{})
	}
	g.Step()
	if allocs := testing.AllocsPerRun(20, g.Step); allocs != 0 {
		t.Errorf("a step with Each over 1,000 entities made %v allocations, want 0", allocs)
	}
}

// BenchmarkEachStep_10k and BenchmarkActiveStep_10k walk 10,000 components with
// Each and with scenes.Active: the difference is the fault boundary's cost.
func BenchmarkEachStep_10k(b *testing.B) { benchWalk(b, true) }

func BenchmarkActiveStep_10k(b *testing.B) { benchWalk(b, false) }

func benchWalk(b *testing.B, each bool) {
	g := newGame(b, runtime.Options{}, &probe{stepFragile, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if each {
			for _, f := range runtime.Each[Fragile](g) {
				f.Seen++
			}
			return
		}
		for _, f := range scenes.Active[Fragile](g.Scene()) {
			f.Seen++
		}
	}})
	for range 10_000 {
		scenes.Add(g.Scene().NewEntity("E", nil), Fragile{})
	}
	g.Step()
	b.ReportAllocs()
	for b.Loop() {
		g.Step()
	}
}

func TestNestedEachNamesTheOuterEntityAgain(t *testing.T) {
	var got []scenes.EntityID
	g := newGame(t, runtime.Options{}, &probe{stepFragile, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		for range runtime.Each[Fragile](g) {
			for range runtime.Each[Fragile](g) {
			}
			got = append(got, g.Where().Entity)
		}
		got = append(got, g.Where().Entity)
	}})
	a, b := g.Scene().NewEntity("A", nil), g.Scene().NewEntity("B", nil)
	scenes.Add(a, Fragile{})
	scenes.Add(b, Fragile{})
	g.Step()
	if want := []scenes.EntityID{a.ID(), b.ID(), 0}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != 0 {
		t.Errorf("after the inner loops Where named %v, want %v", got, want)
	}
}

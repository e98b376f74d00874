package scripts_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc/arctest"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/runtime/scripts/internal/scripttest"
	"github.com/griffengine/griff/scenes"
)

// scriptGame makes a game with the test log system.
func scriptGame(t testing.TB) (*runtime.Game, *scripttest.Log) {
	t.Helper()
	log := &scripttest.Log{}
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, scripts.NewSystem(), log)
	if err != nil {
		t.Fatal(err)
	}
	return g, log
}

func steps(g *runtime.Game, n int) {
	for range n {
		g.Step()
	}
}

// since returns the log lines from index i on, joined by "|".
func since(l *scripttest.Log, i int) string { return strings.Join(l.Lines[i:], "|") }

func TestScriptArcsInFrame(t *testing.T) {
	g, _ := scriptGame(t)
	var got []string
	for _, s := range g.Frame() {
		if s.System == "Scripts" {
			got = append(got, s.Phase.String()+":"+s.ID.Name())
		}
	}
	want := []string{"begin:ScriptFaults", "scripts:Scripts", "present:LateUpdate", "end:ScriptsEnd"}
	if !slices.Equal(got, want) {
		t.Errorf("script steps = %v, want %v", got, want)
	}
}

func TestEntityArcEndsWhenEntityDestroyed(t *testing.T) {
	g, log := scriptGame(t)
	hero := g.Scene().NewEntity("Hero", nil)
	mine, world := &scripttest.Counter{Name: "hero"}, &scripttest.Counter{Name: "world"}
	scripts.Of(g).Start(mine, hero)
	scripts.Of(g).Start(world, nil)
	steps(g, 2)
	if got := scripts.Of(g).Owner(mine); got != hero {
		t.Errorf("Owner(hero arc) = %v, want %v", got, hero)
	}
	g.Destroy(hero) // committed in the end phase of the next step
	g.Step()
	if scripts.Of(g).Running(mine) {
		t.Errorf("hero arc still running after the step that destroyed its entity")
	}
	if !scripts.Of(g).Running(world) {
		t.Errorf("world arc ended with a scene entity")
	}
	g.Step()
	want := "1 hero 1|1 world 1|2 hero 2|2 world 2|3 hero 3|3 world 3|4 world 4"
	if got := since(log, 0); got != want {
		t.Errorf("log = %s, want %s", got, want)
	}
	if got := len(scripts.Of(g).Arcs(nil)); got != 1 {
		t.Errorf("world arcs = %d, want 1", got)
	}
}

func TestEntityArcEndsWhenNeedIsLost(t *testing.T) {
	tests := []struct {
		name    string
		health  bool // entity starts with Health
		removeA int  // remove Health after this many steps (-1: never)
		want    string
	}{
		{"kept", true, -1, "1 guard 1|2 guard 2|3 guard 3|4 guard 4"},
		{"removed after 2", true, 2, "1 guard 1|2 guard 2"},
		{"never had it", false, -1, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, log := scriptGame(t)
			e := g.Scene().NewEntity("Guard", nil)
			if tc.health {
				scenes.Add(e, scripttest.Health{HP: 3})
			}
			guard := &scripttest.Guard{}
			scripts.Of(g).Start(guard, e)
			for i := range 4 {
				if i == tc.removeA {
					scenes.Remove[scripttest.Health](e)
				}
				g.Step()
			}
			if got := since(log, 0); got != tc.want {
				t.Errorf("log = %q, want %q", got, tc.want)
			}
			if got, want := scripts.Of(g).Running(guard), tc.removeA < 0 && tc.health; got != want {
				t.Errorf("Running = %v, want %v", got, want)
			}
		})
	}
}

func TestScriptComponentStartsArcs(t *testing.T) {
	g, log := scriptGame(t)
	e := g.Scene().NewEntity("Scripted", nil)
	scenes.Add(e, scripts.Script{Arcs: []string{"scripttest.Counter", "NoSuchArc"}})
	steps(g, 3)
	arcs := scripts.Of(g).Arcs(e)
	if len(arcs) != 1 || arcs[0].ArcName() != "Counter" {
		t.Fatalf("Arcs(e) = %v, want one Counter", arcs)
	}
	if got, want := since(log, 0), "1  1|2  2|3  3"; got != want {
		t.Errorf("log = %q, want %q", got, want)
	}
	if !hasProblem(g, `no arc type named "NoSuchArc"`) {
		t.Errorf("no warning for an unknown arc type; problems: %v", g.Problems().List())
	}
}

func hasProblem(g *runtime.Game, substr string) bool {
	for _, p := range g.Problems().List() {
		if strings.Contains(p.String(), substr) {
			return true
		}
	}
	return false
}

func TestHookOrder(t *testing.T) {
	g, log := scriptGame(t)
	a := g.Scene().NewEntity("A", nil)
	scenes.Add(a, scripttest.Hooked{Name: "a"})
	b := g.Scene().NewEntity("B", a)
	scenes.Add(b, scripttest.Hooked{Name: "b"})
	off := g.Scene().NewEntity("Off", nil)
	scenes.Add(off, scripttest.Hooked{Name: "off"})
	off.SetActive(false)
	scripts.Of(g).Start(&scripttest.Counter{Name: "arc"}, nil)
	g.Step()
	want := "1 a Start|1 b Start|1 a FixedUpdate|1 b FixedUpdate|1 a Update|1 b Update|1 arc 1|1 a LateUpdate|1 b LateUpdate"
	if got := since(log, 0); got != want {
		t.Errorf("step 1:\n got %s\nwant %s", got, want)
	}
	n := len(log.Lines)
	c := g.Scene().NewEntity("C", nil)
	scenes.Add(c, scripttest.Hooked{Name: "c"})
	off.SetActive(true)
	g.Step()
	want = "2 off Start|2 c Start|2 a FixedUpdate|2 b FixedUpdate|2 off FixedUpdate|2 c FixedUpdate|" +
		"2 a Update|2 b Update|2 off Update|2 c Update|2 arc 2|2 a LateUpdate|2 b LateUpdate|2 off LateUpdate|2 c LateUpdate"
	if got := since(log, n); got != want {
		t.Errorf("step 2:\n got %s\nwant %s", got, want)
	}
}

// lineOf returns the line number of the first line of file holding substr.
func lineOf(t *testing.T, file, substr string) int {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if strings.Contains(sc.Text(), substr) {
			return n
		}
	}
	t.Fatalf("%s has no line with %q", file, substr)
	return 0
}

func TestFaultsQuarantineAndRelease(t *testing.T) {
	g, log := scriptGame(t)
	bad := g.Scene().NewEntity("Bad", nil)
	scenes.Add(bad, scripttest.Hooked{Name: "bad", PanicIn: "Update", PanicAt: 2})
	good := g.Scene().NewEntity("Good", nil)
	scenes.Add(good, scripttest.Hooked{Name: "good"})
	bomb := &scripttest.Bomb{Fuse: 2}
	scripts.Of(g).Start(bomb, nil)
	steps(g, 2) // bad's Update and the bomb panic on step 2
	if n := len(scripts.Of(g).Faults()); n != 0 {
		t.Errorf("step 2 sees %d faults, want 0 until the next step", n)
	}
	n := len(log.Lines)
	g.Step()
	faults := scripts.Of(g).Faults()
	dir := filepath.Join("internal", "scripttest")
	hookLine := lineOf(t, filepath.Join(dir, "scripttest.go"), "panic(h.Name")
	bombLine := lineOf(t, filepath.Join(dir, "arcs.go"), `panic("bomb went off")`)
	wantFaults := []scripts.ScriptFault{
		{Tick: 2, Entity: bad, Owner: "Bad#1", Script: "Test.Hooked.Update", File: "scripttest.go", Line: hookLine, Message: "bad Update failed"},
		{Tick: 2, Script: "Bomb", File: "arcs.go", Line: bombLine, Message: "bomb went off"},
	}
	if len(faults) != len(wantFaults) {
		t.Fatalf("Faults() = %v, want %d faults", faults, len(wantFaults))
	}
	for i, w := range wantFaults {
		f := faults[i]
		f.Value, f.Notes = nil, nil
		if f.Tick != w.Tick || f.Entity != w.Entity || f.Owner != w.Owner || f.Script != w.Script ||
			f.File != w.File || f.Line != w.Line || f.Message != w.Message {
			t.Errorf("fault %d = %v, want %v", i, f, w)
		}
	}
	for _, want := range []string{
		"error: scripttest.go:" + strconv.Itoa(hookLine) + ": Bad#1: Test.Hooked.Update: script panicked: bad Update failed",
		"error: arcs.go:" + strconv.Itoa(bombLine) + ": Bomb: script panicked: bomb went off",
	} {
		if !hasProblem(g, want) {
			t.Errorf("problem log lacks %q; has %v", want, g.Problems().List())
		}
	}
	if !scripts.Of(g).Held(bad) || scripts.Of(g).Held(good) {
		t.Errorf("Held(bad), Held(good) = %v, %v, want true, false", scripts.Of(g).Held(bad), scripts.Of(g).Held(good))
	}
	if got, want := since(log, n), "3 good FixedUpdate|3 good Update|3 good LateUpdate"; got != want {
		t.Errorf("step 3 (quarantined) log = %s, want %s", got, want)
	}
	scripts.Of(g).Release(bad)
	scripts.Of(g).Release(nil)
	n = len(log.Lines)
	g.Step()
	want := "4 bad FixedUpdate|4 good FixedUpdate|4 bad Update|4 good Update|4 bomb -1|4 bad LateUpdate|4 good LateUpdate"
	if got := since(log, n); got != want {
		t.Errorf("step 4 (released) log:\n got %s\nwant %s", got, want)
	}
	if n := len(scripts.Of(g).Faults()); n != 0 {
		t.Errorf("step 4 sees %d faults, want 0", n)
	}
}

// TestFaultTriggerRaisedNextStep checks that an arc waiting for FaultTrigger
// wakes on the step after a fault, when Faults lists it.
func TestFaultTriggerRaisedNextStep(t *testing.T) {
	g, log := scriptGame(t)
	scripts.Of(g).Start(&scripttest.Watcher{}, nil)
	scripts.Of(g).Start(&scripttest.Bomb{Fuse: 2}, nil)
	steps(g, 4)
	want := "1 bomb 1|2 bomb 0|3 watcher saw 1 faults"
	if got := since(log, 0); got != want {
		t.Errorf("log = %s, want %s", got, want)
	}
}

type oneScene struct{}

func (oneScene) LoadScene(name string, p *scenes.Problems) (*scenes.Scene, error) {
	s := scenes.NewScene(name, p)
	s.NewEntity("Hero", nil)
	return s, nil
}

func TestSceneChangeEndsEntityArcs(t *testing.T) {
	log := &scripttest.Log{}
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{Scenes: oneScene{}, StartScene: "a"}, log)
	if err != nil {
		t.Fatal(err)
	}
	hero := g.Scene().Find("Hero")
	scenes.Add(hero, scripttest.Hooked{Name: "hero"})
	mine, world := &scripttest.Counter{Name: "hero"}, &scripttest.Counter{Name: "world"}
	scripts.Of(g).Start(mine, hero)
	scripts.Of(g).Start(world, nil)
	g.Step()
	sceneflow.Of(g).Change("b")
	g.Step()
	if scripts.Of(g).Running(mine) || !scripts.Of(g).Running(world) {
		t.Errorf("after a scene change Running(hero arc), Running(world arc) = %v, %v, want false, true",
			scripts.Of(g).Running(mine), scripts.Of(g).Running(world))
	}
	want := "1 hero Start|1 hero FixedUpdate|1 hero Update|1 hero 1|1 world 1|1 hero LateUpdate|2 world 2"
	if got := since(log, 0); got != want {
		t.Errorf("log = %s, want %s", got, want)
	}
}

func TestHookFaultHoldsEveryScriptOfItsEntity(t *testing.T) {
	g, log := scriptGame(t)
	e := g.Scene().NewEntity("E", nil)
	scenes.Add(e, scripttest.Hooked{Name: "e", PanicIn: "FixedUpdate", PanicAt: 35})
	scripts.Of(g).Start(&scripttest.Counter{Name: "e arc"}, e)
	scripts.Of(g).Start(&scripttest.Counter{Name: "world"}, nil)
	scripts.Of(g).Start(&scripttest.Story{Rand: griff.NewRand(3)}, e) // 0.5 s, then waits for the door
	steps(g, 34)
	n := len(log.Lines)
	steps(g, 6)
	scripts.Of(g).Trigger("door").Raise() // while held: counts when released
	want := "35 e FixedUpdate|35 world 35|36 world 36|37 world 37|38 world 38|39 world 39|40 world 40"
	if got := since(log, n); got != want {
		t.Errorf("while held:\n got %s\nwant %s", got, want)
	}
	if !strings.Contains(since(log, 0), "31 story intro") {
		t.Errorf("the story did not reach the door before the fault: %s", since(log, 0))
	}
	n = len(log.Lines)
	scripts.Of(g).Release(e)
	g.Step()
	want = "41 e FixedUpdate|41 e Update|41 e arc 35|41 world 41|41 story door opened|41 e LateUpdate"
	if got := since(log, n); got != want {
		t.Errorf("after Release:\n got %s\nwant %s", got, want)
	}
}

func scriptsPart(g *runtime.Game) string {
	for _, p := range g.StateDigest() {
		if p.Owner == "system" && p.Part == "Scripts" {
			return p.Hash
		}
	}
	return ""
}

func TestFingerprintFollowsArcState(t *testing.T) {
	g, _ := scriptGame(t)
	nap := &scripttest.Story{Rand: griff.NewRand(1)} // waits 0.5 s first
	scripts.Of(g).Start(nap, nil)
	g.Step()
	p1 := scriptsPart(g)
	g.Step()
	if p2 := scriptsPart(g); p2 != p1 {
		t.Errorf("scripts part changed while the only arc slept: %s -> %s", p1, p2)
	}
	scripts.Of(g).Start(&scripttest.Counter{Name: "c"}, nil)
	g.Step()
	p3 := scriptsPart(g)
	g.Step()
	if p4 := scriptsPart(g); p4 == p3 || p3 == p1 || p3 == "" {
		t.Errorf("scripts part did not follow a running arc: %s, %s, %s", p1, p3, p4)
	}

	x, _ := scriptGame(t)
	y, _ := scriptGame(t)
	scripts.Of(x).Start(&scripttest.Counter{N: 1}, nil)
	scripts.Of(y).Start(&scripttest.Counter{N: 2}, nil)
	if x.Fingerprint() == y.Fingerprint() {
		t.Errorf("games whose arcs differ in a field have the same fingerprint")
	}
}

// spinGame makes a game with n Spinner arcs: half for the world, half for
// entities that have Health.
func spinGame(t testing.TB, n int) (*runtime.Game, []*scripttest.Spinner) {
	g, _ := scriptGame(t)
	arcs := make([]*scripttest.Spinner, n)
	for i := range arcs {
		arcs[i] = &scripttest.Spinner{}
		var owner *scenes.Entity
		if i%2 == 1 {
			owner = g.Scene().NewEntity("S", nil)
			scenes.Add(owner, scripttest.Health{})
		}
		scripts.Of(g).Start(arcs[i], owner)
	}
	return g, arcs
}

func TestScriptsStepMakesNoGarbage_1k(t *testing.T) {
	g, arcs := spinGame(t, 1000)
	steps(g, 10)
	allocs := testing.AllocsPerRun(100, g.Step)
	if allocs != 0 {
		t.Errorf("a step of 1,000 running arcs makes %v allocations, want 0", allocs)
	}
	if got, want := arcs[999].N, 10+101; got != want {
		t.Errorf("arc ran %d times, want %d", got, want)
	}
}

func BenchmarkScriptsStep_1k(b *testing.B) {
	g, _ := spinGame(b, 1000)
	steps(g, 10)
	b.ReportAllocs()
	for b.Loop() {
		g.Step()
	}
}

func TestScriptsArcsFresh(t *testing.T) {
	arctest.CheckFresh(t, filepath.Join("internal", "scripttest"))
}

func TestStartPanicsOnMisuse(t *testing.T) {
	g, _ := scriptGame(t)
	c := &scripttest.Counter{}
	scripts.Of(g).Start(c, nil)
	dead := g.Scene().NewEntity("Dead", nil)
	g.Scene().Destroy(dead)
	for name, f := range map[string]func(){
		"twice": func() { scripts.Of(g).Start(c, nil) },
		"dead":  func() { scripts.Of(g).Start(&scripttest.Counter{}, dead) },
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.HasPrefix(r.(string), "scripts: ") {
					t.Errorf("%s: recovered %v, want a scripts: panic", name, r)
				}
			}()
			f()
		}()
	}
}

// hookGame makes a game with n entities, every tenth with a Ticker (a
// FixedUpdate hook).
func hookGame(t testing.TB, n int) (*runtime.Game, []*scripttest.Ticker) {
	g, _ := scriptGame(t)
	var ts []*scripttest.Ticker
	for i := range n {
		e := g.Scene().NewEntity("E", nil)
		if i%10 == 0 {
			ts = append(ts, scenes.Add(e, scripttest.Ticker{}))
		} else {
			scenes.Add(e, scripttest.Health{})
		}
	}
	return g, ts
}

func TestHooksStepMakesNoGarbage_10k(t *testing.T) {
	g, ts := hookGame(t, 10000)
	steps(g, 2)
	if allocs := testing.AllocsPerRun(10, g.Step); allocs != 0 {
		t.Errorf("a step of 10,000 entities with hooks makes %v allocations, want 0", allocs)
	}
	if got, want := ts[len(ts)-1].N, 2+11; got != want {
		t.Errorf("FixedUpdate ran %d times, want %d", got, want)
	}
}

func BenchmarkHooksStep_10k(b *testing.B) {
	g, _ := hookGame(b, 10000)
	steps(g, 2)
	b.ReportAllocs()
	for b.Loop() {
		g.Step()
	}
}

func TestStopAndStartForAnotherOwner(t *testing.T) {
	g, log := scriptGame(t)
	a := g.Scene().NewEntity("A", nil)
	b := g.Scene().NewEntity("B", nil)
	c := &scripttest.Counter{Name: "c"}
	scripts.Of(g).Start(c, a)
	g.Step()
	scripts.Of(g).Stop(c)
	scripts.Of(g).Start(c, b)
	g.Destroy(a)
	steps(g, 2)
	if got := scripts.Of(g).Owner(c); got != b {
		t.Errorf("Owner = %v, want %v", got, b)
	}
	if got := scripts.Of(g).Arcs(a); len(got) != 0 {
		t.Errorf("Arcs(A) = %v, want none", got)
	}
	if got, want := since(log, 0), "1 c 1|2 c 2|3 c 3"; got != want {
		t.Errorf("log = %s, want %s", got, want)
	}
}

// An arc started for an entity runs once per step, in the scripts phase, until
// the entity is destroyed.
func ExampleScripts() {
	log := &scripttest.Log{} // a system whose Logger service the test scripts write to
	g, _ := runtime.NewGame(runtime.Options{}, scripts.NewSystem(), log)
	hero := g.Scene().NewEntity("Hero", nil)
	counter := &scripttest.Counter{Name: "hero"}
	scripts.Of(g).Start(counter, hero)
	g.Step()
	g.Step()
	g.Destroy(hero) // committed in the end phase of the next step
	g.Step()
	g.Step()
	fmt.Println(strings.Join(log.Lines, "\n"))
	fmt.Println("running:", scripts.Of(g).Running(counter))
	// Output:
	// 1 hero 1
	// 2 hero 2
	// 3 hero 3
	// running: false
}

// TestScriptChangesBetweenStepsAreOutside: Start, Stop, Trigger and Latch
// called between steps count as changes made outside the steps
// (runtime.Game.OutsideChanges), so a sparse Timeline takes the next step
// whole; called from inside a step they do not.
func TestScriptChangesBetweenStepsAreOutside(t *testing.T) {
	g, _ := scriptGame(t)
	sc := scripts.Of(g)
	c := &scripttest.Counter{Name: "c"}
	for _, call := range []struct {
		name string
		do   func()
	}{
		{"Start", func() { sc.Start(c, nil) }},
		{"Trigger", func() { sc.Trigger("go") }},
		{"Latch", func() { sc.Latch("open") }},
		{"Stop", func() { sc.Stop(c) }},
	} {
		before := g.OutsideChanges()
		call.do()
		if g.OutsideChanges() == before {
			t.Errorf("%s between steps is not counted as an outside change", call.name)
		}
	}
	before := g.OutsideChanges()
	steps(g, 3)
	if got := g.OutsideChanges(); got != before {
		t.Errorf("three steps counted %d outside changes", got-before)
	}
}

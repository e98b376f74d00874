package runtime_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

func newGame(t testing.TB, opts runtime.Options, systems ...runtime.System) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(opts, systems...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// probe is a system that runs a function in a phase each step.
type probe struct {
	id    runtime.StepID
	where runtime.Placement
	fn    func(g *runtime.Game)
}

func (p *probe) Name() string { return "Probe" }
func (p *probe) Setup(g *runtime.Game) error {
	g.AddStep(p.id, p.where, p.fn)
	return nil
}

func TestInputCountsOncePerStep(t *testing.T) {
	live := input.NewLive(nil)
	var pressed []griff.Tick
	p := &probe{runtime.NewStep("Look"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Input().Pressed(0, "jump") {
			pressed = append(pressed, g.Clock().Tick())
		}
	}}
	g := newGame(t, runtime.Options{Input: live}, p)
	step := g.Clock().StepDuration()
	// A press and release during a frame that takes no step...
	live.Push(input.Event{Action: "jump", Down: true, Value: 1}, input.Event{Action: "jump"})
	if n := g.Advance(step / 3); n != 0 {
		t.Fatalf("a third of a step took %d steps", n)
	}
	// ...counts in the next step taken, once.
	g.Advance(step)
	g.Advance(step)
	if fmt.Sprint(pressed) != "[1]" {
		t.Errorf("jump pressed at ticks %v, want [1]", pressed)
	}
}

func TestDestroyAndSpawnCommitInEndPhase(t *testing.T) {
	tmplScene := scenes.NewScene("t", nil)
	root := tmplScene.NewEntity("Spark", nil)
	scenes.Add(root, runtime.Lifetime{Remaining: 3 * time.Second / 60})
	tmpl := scenes.NewTemplate("spark", root)

	var seenDuringStep []int
	var target *scenes.Entity
	logic := &probe{runtime.NewStep("Logic"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Clock().Tick() == 1 {
			g.Spawn(tmpl, nil, griff.V(5, 6), nil)
			g.Destroy(target)
		}
	}}
	late := &probe{runtime.NewStep("Late"), runtime.InPhase(runtime.PhasePresent), func(g *runtime.Game) {
		seenDuringStep = append(seenDuringStep, g.Scene().Len())
	}}
	g := newGame(t, runtime.Options{}, logic, late)
	target = g.Scene().NewEntity("Target", nil)
	g.Step()
	if target.Alive() {
		t.Error("a destroyed entity is alive after the step")
	}
	if seenDuringStep[0] != 1 {
		t.Errorf("present phase saw %d entities on the step of the spawn and destroy, want 1 (the target, spawn not yet in)", seenDuringStep[0])
	}
	spark := g.Scene().Find("Spark")
	if spark == nil || spark.Transform().Position() != griff.V(5, 6) {
		t.Fatalf("spawned spark = %v, want one at (5, 6)", spark)
	}
	// The lifetime of 3 steps runs out on the third step after the spawn.
	for i := 2; i <= 4; i++ {
		if !spark.Alive() {
			t.Fatalf("the spark died before step %d", i)
		}
		g.Step()
	}
	if spark.Alive() {
		t.Error("the spark outlived its lifetime")
	}
}

type sceneMap map[string]string

func (m sceneMap) LoadScene(name string, p *scenes.Problems) (*scenes.Scene, error) {
	text, ok := m[name]
	if !ok {
		return nil, fmt.Errorf("no scene %q", name)
	}
	return scenes.ReadScene(name, []byte(text), p)
}

type starter struct{ started []string }

func (s *starter) Name() string                 { return "Starter" }
func (s *starter) Setup(*runtime.Game) error    { return nil }
func (s *starter) SceneStarted(g *runtime.Game) { s.started = append(s.started, g.Scene().Name()) }

func TestChangeScene(t *testing.T) {
	files := sceneMap{
		"a": `{"format":1,"nextId":2,"entities":[{"id":1,"name":"InA"}]}`,
		"b": `{"format":1,"nextId":2,"entities":[{"id":1,"name":"InB"}]}`,
	}
	st := &starter{}
	g := newGame(t, runtime.Options{Scenes: files, StartScene: "a"}, st)
	if g.Scene().Find("InA") == nil {
		t.Fatal("the start scene was not loaded")
	}
	g.Step()
	g.ChangeScene("b")
	if g.Scene().Name() != "a" {
		t.Error("ChangeScene replaced the scene before the next step")
	}
	g.Step()
	if g.Scene().Name() != "b" || fmt.Sprint(st.started) != "[b]" {
		t.Errorf("after a step: scene %q, started %v; want b and [b]", g.Scene().Name(), st.started)
	}
	g.ChangeScene("missing")
	g.Step()
	if g.Scene().Name() != "b" || g.Problems().Len() != 1 {
		t.Errorf("a missing scene: scene %q with %d problems, want b with 1", g.Scene().Name(), g.Problems().Len())
	}
	if _, err := runtime.NewGame(runtime.Options{Scenes: files, StartScene: "c"}); err == nil {
		t.Error("NewGame with a start scene that does not exist gave no error")
	}
}

func TestTimersAndTweens(t *testing.T) {
	g := newGame(t, runtime.Options{StepRate: 10})
	e := g.Scene().NewEntity("E", nil)
	tm := scenes.Add(e, runtime.Timer{Duration: 250 * time.Millisecond, Repeat: true})
	tw := scenes.Add(e, runtime.Tween{Property: runtime.TweenPosition, To: griff.V(10, 0), Duration: time.Second})
	var fired []griff.Tick
	for range 10 {
		g.Step()
		if tm.Fired(g.Clock().Tick()) {
			fired = append(fired, g.Clock().Tick())
		}
	}
	// 0.1 s steps: 0.3 s at tick 3 (overshoot 0.05 kept), 0.55 at tick 5 (0.05+0.2 = 0.25), ...
	if fmt.Sprint(fired) != "[3 5 8 10]" {
		t.Errorf("repeating 0.25 s timer fired at %v, want [3 5 8 10]", fired)
	}
	if p := e.Transform().Position(); p != griff.V(10, 0) || !tw.Done {
		t.Errorf("after 1 s the linear tween is at %v (done %v), want (10, 0) and done", p, tw.Done)
	}
}

func TestTimeScaleSlowsGameTime(t *testing.T) {
	g := newGame(t, runtime.Options{})
	e := g.Scene().NewEntity("E", nil)
	scenes.Add(e, runtime.Mover{Velocity: griff.V(60, 0)})
	g.Clock().SetTimeScale(0.5)
	for range 60 {
		g.Step()
	}
	if got := e.Transform().Position()[0]; got < 29.99 || got > 30.01 {
		t.Errorf("60 steps at half speed moved %v, want 30", got)
	}
	g.Clock().SetTimeScale(0) // hit stop: steps run, nothing moves
	now := g.Clock().Now()
	g.Step()
	if g.Clock().Now() != now || e.Transform().Position()[0] != e.Transform().Position()[0] {
		t.Error("a hit stop advanced game time")
	}
}

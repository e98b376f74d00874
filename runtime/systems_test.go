package runtime_test

import (
	"fmt"
	"strings"
	"testing"

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
	if n := g.Scene().Len(); n != 1 {
		t.Errorf("after the step the scene has %d entities, want 1 (the spark)", n)
	}
}

// SetScene drops what the old scene asked for and tells every SceneStarter.
func TestSetSceneDropsPendingCommitsAndTellsStarters(t *testing.T) {
	st := &starter{}
	g := newGame(t, runtime.Options{}, st)
	old := g.Scene().NewEntity("Old", nil)
	tmpl := scenes.NewTemplate("t", scenes.NewScene("t", nil).NewEntity("Spawned", nil))
	g.Spawn(tmpl, nil, griff.V(0, 0), nil)
	g.Destroy(old)
	next := scenes.NewScene("next", nil)
	g.SetScene(next)
	g.Step()
	if g.Scene() != next || next.Len() != 0 || !old.Alive() {
		t.Errorf("after SetScene and a step: scene %q with %d entities (old alive %v), want next, empty, old untouched",
			g.Scene().Name(), next.Len(), old.Alive())
	}
	if fmt.Sprint(st.started) != "[next]" {
		t.Errorf("SceneStarted saw %v, want [next]", st.started)
	}
}

type starter struct{ started []string }

func (s *starter) Name() string                 { return "Starter" }
func (s *starter) Setup(*runtime.Game) error    { return nil }
func (s *starter) SceneStarted(g *runtime.Game) { s.started = append(s.started, g.Scene().Name()) }

// Spawning a prefab that a file names wrongly is a data mistake, not a crash:
// Prefab warns once and Spawn of its nil spawns nothing.
func TestSpawnOfMissingPrefabWarnsAndGoesOn(t *testing.T) {
	g := newGame(t, runtime.Options{})
	g.Spawn(g.Prefab("typo"), nil, griff.V(0, 0), nil)
	g.Step()
	if n, list := g.Scene().Len(), g.Problems().List(); n != 0 || len(list) != 1 || !strings.Contains(list[0].Message, `"typo"`) {
		t.Errorf("after spawning a missing prefab: %d entities, problems %v; want 0 and one naming \"typo\"", n, list)
	}
}

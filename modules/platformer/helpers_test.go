package platformer

import (
	"cmp"
	"fmt"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// templateScenes loads the test levels (levels in levels_test.go) by name:
// each is built in code, written as a scene file and read back, as a game
// folder's scene would be.
type templateScenes struct{}

func (templateScenes) LoadScene(name string, problems *scenes.Problems) (*scenes.Scene, error) {
	for _, lv := range levels {
		if lv.name == name {
			data, err := buildLevel(lv).Marshal()
			if err != nil {
				return nil, err
			}
			return scenes.ReadScene(name, data, problems)
		}
	}
	return nil, fmt.Errorf("no test level named %q", name)
}

// newTemplateGame starts the test levels at scene start with the module's
// systems and the scripted events.
func newTemplateGame(t testing.TB, start string, events []input.Event) *runtime.Game {
	t.Helper()
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: input.NewScript(events)},
		builtins.Options{Scenes: templateScenes{}, StartScene: start}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// hold returns the events of holding action from tick down to tick up (0: never
// released).
func hold(action string, down, up griff.Tick) []input.Event {
	ev := []input.Event{{Tick: down, Action: action, Down: true, Value: 1}}
	if up > 0 {
		ev = append(ev, input.Event{Tick: up, Action: action})
	}
	return ev
}

// newCodeGame makes a game with the module's systems and the scripted events
// whose (empty) scene build fills; scenes, when not nil, loads scenes for
// ChangeScene.
func newCodeGame(t testing.TB, events []input.Event, loader sceneflow.Loader, build func(s *scenes.Scene)) *runtime.Game {
	t.Helper()
	slices.SortStableFunc(events, func(a, b input.Event) int { return cmp.Compare(a.Tick, b.Tick) })
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: input.NewScript(events)}, builtins.Options{Scenes: loader}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	build(g.Scene())
	return g
}

// steps runs n steps of g.
func steps(g *runtime.Game, n int) {
	for range n {
		g.Step()
	}
}

// join concatenates event lists.
func join(lists ...[]input.Event) []input.Event {
	var out []input.Event
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// get returns the component T of the entity named name in g's scene, failing
// the test if there is none.
func get[T any](t testing.TB, g *runtime.Game, name string) *T {
	t.Helper()
	e := g.Scene().Find(name)
	if e == nil {
		t.Fatalf("no entity named %s", name)
	}
	c := scenes.Get[T](e)
	if c == nil {
		t.Fatalf("%s has no %s", name, scenes.NameOf[T]())
	}
	return c
}

// pos returns the position of the entity named name.
func pos(t testing.TB, g *runtime.Game, name string) griff.Vec {
	t.Helper()
	e := g.Scene().Find(name)
	if e == nil {
		t.Fatalf("no entity named %s", name)
	}
	return e.Transform().Position()
}

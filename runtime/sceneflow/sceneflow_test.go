package sceneflow_test

import (
	"strings"
	"testing"

	"fmt"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/scenes"
)

// A scene that cannot be loaded is reported naming the entity and component
// that asked for it, or neither when the asker is unknown.
func TestChangeSceneFromNamesTheAsker(t *testing.T) {
	files := sceneMap{"a": `{"format":1,"nextId":58,"entities":[{"id":57,"name":"Goal"},{"id":3,"name":"Gone"}]}`}
	tests := []struct {
		name      string
		ask       func(g *runtime.Game)
		entity    string
		component string
	}{
		{"goal", func(g *runtime.Game) {
			sceneflow.Of(g).ChangeFrom(g.Scene().Find("Goal"), "Platformer.Goal", "nolevel")
		}, "Goal", "Platformer.Goal"},
		{"plain", func(g *runtime.Game) { sceneflow.Of(g).Change("nolevel") }, "", ""},
		{"destroyed", func(g *runtime.Game) {
			e := g.Scene().Find("Gone")
			sceneflow.Of(g).ChangeFrom(e, "Platformer.Trigger", "nolevel")
			g.Destroy(e)
		}, "Gone", "Platformer.Trigger"}, // destroyed after the scene change
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, files, "a")
			g.Step()
			tt.ask(g)
			g.Step()
			g.Step()
			list := g.Problems().List()
			if len(list) != 1 {
				t.Fatalf("%d problems, want 1: %v", len(list), list)
			}
			p := list[0]
			if p.Entity != tt.entity || p.Component != tt.component || !strings.Contains(p.Message, `"nolevel"`) {
				t.Errorf("got %v, want a problem about %q %q naming \"nolevel\"", p, tt.entity, tt.component)
			}
			if tt.entity == "Goal" && !strings.Contains(p.String(), "Goal#57: Platformer.Goal: cannot change to scene") {
				t.Errorf("got %q, want it to name Goal#57: Platformer.Goal", p.String())
			}
		})
	}
}

func newGame(t *testing.T, files sceneMap, start string, systems ...runtime.System) *runtime.Game {
	t.Helper()
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{Scenes: files, StartScene: start}, systems...)
	if err != nil {
		t.Fatal(err)
	}
	return g
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
	g := newGame(t, files, "a", st)
	if g.Scene().Find("InA") == nil {
		t.Fatal("the start scene was not loaded")
	}
	g.Step()
	sceneflow.Of(g).Change("b")
	if g.Scene().Name() != "a" {
		t.Error("Change replaced the scene before the next step")
	}
	if next, ok := sceneflow.Of(g).Pending(); next != "b" || !ok {
		t.Errorf("Pending() = %q, %v; want b, true", next, ok)
	}
	g.Step()
	if g.Scene().Name() != "b" || fmt.Sprint(st.started) != "[b]" {
		t.Errorf("after a step: scene %q, started %v; want b and [b]", g.Scene().Name(), st.started)
	}
	sceneflow.Of(g).Change("missing")
	g.Step()
	if g.Scene().Name() != "b" || g.Problems().Len() != 1 {
		t.Errorf("a missing scene: scene %q with %d problems, want b with 1", g.Scene().Name(), g.Problems().Len())
	}
	if _, err := builtins.NewGame(runtime.Options{}, builtins.Options{Scenes: files, StartScene: "c"}); err == nil {
		t.Error("NewGame with a start scene that does not exist gave no error")
	}
}

// A pending change is state: two games that differ only in it differ in
// their fingerprints, and the line disappears once the change is made.
func TestPendingChangeIsInTheDigest(t *testing.T) {
	files := sceneMap{"a": `{"format":1,"nextId":1,"entities":[]}`}
	g, h := newGame(t, files, "a"), newGame(t, files, "a")
	sceneflow.Of(g).Change("a")
	if g.Fingerprint() == h.Fingerprint() {
		t.Error("a pending scene change does not count in the fingerprint")
	}
	g.Step()
	h.Step()
	if g.Fingerprint() != h.Fingerprint() {
		t.Errorf("after the change was made the games differ: %v", runtime.DiffState(h.StateDigest(), g.StateDigest(), 5))
	}
}

package runtime_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
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
			g.ChangeSceneFrom(g.Scene().Find("Goal"), "Platformer.Goal", "nolevel")
		}, "Goal", "Platformer.Goal"},
		{"plain", func(g *runtime.Game) { g.ChangeScene("nolevel") }, "", ""},
		{"destroyed", func(g *runtime.Game) {
			e := g.Scene().Find("Gone")
			g.ChangeSceneFrom(e, "Platformer.Trigger", "nolevel")
			g.Destroy(e)
		}, "Gone", "Platformer.Trigger"}, // destroyed after the scene change
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGame(t, runtime.Options{Scenes: files, StartScene: "a"})
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

package hosting_test

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// bomb panics in the logic phase of step 3.
type bomb struct{}

var stepBomb = runtime.NewStep("Bomb")

func (bomb) Name() string { return "Bomb" }
func (bomb) Setup(g *runtime.Game) error {
	g.AddStep(stepBomb, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Clock().Tick() == 3 {
			panic("boom")
		}
	})
	return nil
}

type failingView struct{ err error }

func (v failingView) Draw(*runtime.Game, float64) error { return v.err }

func TestLoopCatchesAPanicAndPauses(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, bomb{})
	if err != nil {
		t.Fatal(err)
	}
	var reported []error
	loop := &hosting.Loop{Game: g, Report: func(err error) { reported = append(reported, err) }}
	steps, err := loop.Frame(5 * g.Clock().StepDuration())
	var fe *hosting.FrameError
	if !errors.As(err, &fe) || fe.Value != "boom" || !strings.Contains(fe.Stack, "hosting_test") {
		t.Fatalf("Frame = %d, %v; want a FrameError with the panic value and its stack", steps, err)
	}
	if steps != 3 || len(reported) != 1 || !g.Clock().Paused() {
		t.Errorf("steps %d, %d reports, paused %v; want 3 steps (the third panicked), 1 report, paused", steps, len(reported), g.Clock().Paused())
	}
	if n, _ := loop.Frame(time.Second / 60); n != 0 {
		t.Errorf("a paused game took %d steps", n)
	}
	g.Clock().SetPaused(false)
	// The game is put back to step 2 and step 3 runs again: the bomb goes off
	// again, every time.
	if n, err := loop.Frame(time.Second / 60); n != 1 || err == nil || g.Clock().Tick() != 3 {
		t.Errorf("after resuming: %d steps, %v, at step %d; want step 3 again, and its panic", n, err, g.Clock().Tick())
	}
}

func TestLoopReportsAFailedDraw(t *testing.T) {
	g, _ := runtime.NewGame(runtime.Options{})
	want := errors.New("no GPU")
	loop := &hosting.Loop{Game: g, View: failingView{want}}
	if _, err := loop.Frame(time.Second / 60); !errors.Is(err, want) || !g.Clock().Paused() {
		t.Errorf("Frame with a failing view = %v (paused %v), want the view's error and a paused game", err, g.Clock().Paused())
	}
}

func TestLoadFolderErrors(t *testing.T) {
	project := &fstest.MapFile{Data: []byte(`{"name": "T", "startScene": "main"}`)}
	good := []byte(`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "A"}]}`)
	tests := []struct {
		name  string
		files fstest.MapFS
		want  string
	}{
		{"no project", fstest.MapFS{}, "project.griff"},
		{"missing start scene", fstest.MapFS{"project.griff": project}, `start scene "main" is not in scenes/`},
		{"malformed scene", fstest.MapFS{"project.griff": project,
			"scenes/main.json": {Data: []byte("{\n  \"entities\": [\n    {\"id\": \"one\"}]}")}}, "t/scenes/main.json:3:"},
		{"malformed prefab", fstest.MapFS{"project.griff": project, "scenes/main.json": {Data: good},
			"prefabs/coin.json": {Data: []byte(`{"format": 1, "entities": []}`)}}, "t/prefabs/coin.json"},
		{"unknown module", fstest.MapFS{"project.griff": {Data: []byte(`{"startScene": "main", "modules": ["nosuch"]}`)},
			"scenes/main.json": {Data: good}}, `no module named "nosuch"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lg, err := hosting.Load(tt.files, "t")
			if err == nil {
				_, err = lg.NewGame(hosting.Options{})
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestLoadKeepsUnknownComponentsOfPrefabs(t *testing.T) {
	files := fstest.MapFS{
		"project.griff":    {Data: []byte(`{"name": "T", "startScene": "main"}`)},
		"scenes/main.json": {Data: []byte(`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "A"}]}`)},
		"prefabs/coin.json": {Data: []byte(`{"format": 1, "nextId": 2, "entities": [{"id": 1, "name": "Coin",
			"components": {"Someone.Else": {"shine": 3}}}]}`)},
	}
	lg, err := hosting.Load(files, "t")
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	_, err = lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { seen = append(seen, p.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) != 1 || !strings.Contains(seen[0], "t/prefabs/coin.json:2:19: Coin#1: Someone.Else: unknown component") {
		t.Errorf("problems %q, want one warning naming the prefab file, entity and component", seen)
	}
	out, _ := lg.Prefab("coin").Marshal()
	if !strings.Contains(string(out), `"shine": 3`) {
		t.Errorf("the prefab lost the unknown component's data:\n%s", out)
	}
}

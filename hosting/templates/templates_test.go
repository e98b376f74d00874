package templates_test

import (
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/templates"
	game "github.com/griffengine/griff/hosting/templates/hello"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/arc/arctest"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// A module named like an own template, and one with a template of its own, to
// see how List and Lookup settle names. Registered once for the test binary.
func init() {
	folder := fstest.MapFS{
		"project.griff":    {Data: []byte(`{"name": "Clash", "startScene": "main"}`)},
		"scenes/main.json": {Data: []byte(`{"format": 1, "entities": []}`)},
	}
	runtime.RegisterModule(runtime.Module{Name: "hello", Summary: "a module clashing with the hello template", Template: folder})
	runtime.RegisterModule(runtime.Module{Name: "zz-genre", Summary: "a genre with a template", Template: folder})
	runtime.RegisterModule(runtime.Module{Name: "aa-no-template", Summary: "a genre without one"})
}

func names(ts []templates.Template) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Name)
	}
	return out
}

func TestList(t *testing.T) {
	got := templates.List()
	if want := []string{"empty", "hello", "multiplayer", "zz-genre"}; !slices.Equal(names(got), want) {
		t.Fatalf("List() names %v, want %v", names(got), want)
	}
	for _, tc := range []struct {
		name, module string
		hasGo        bool
	}{{"empty", "", false}, {"hello", "", true}, {"zz-genre", "zz-genre", false}} {
		tm, ok := templates.Lookup(tc.name)
		if !ok {
			t.Fatalf("Lookup(%q) found nothing", tc.name)
		}
		if tm.Module != tc.module || tm.HasGo != tc.hasGo || tm.Summary == "" {
			t.Errorf("Lookup(%q) = module %q, HasGo %v, summary %q; want module %q, HasGo %v and a summary",
				tc.name, tm.Module, tm.HasGo, tm.Summary, tc.module, tc.hasGo)
		}
		if _, err := fs.Stat(tm.Files, hosting.ProjectFile); err != nil {
			t.Errorf("template %s has no %s: %v", tc.name, hosting.ProjectFile, err)
		}
	}
	if _, ok := templates.Lookup("aa-no-template"); ok {
		t.Error(`Lookup("aa-no-template") found a module without a template`)
	}
	if _, ok := templates.Lookup("nothing"); ok {
		t.Error(`Lookup("nothing") found something`)
	}
}

// TestNameClash: the module registered as "hello" (in init) does not replace
// the own template: Lookup gives the folder with Go code, project "Hello".
func TestNameClash(t *testing.T) {
	tm, _ := templates.Lookup("hello")
	lg, err := hosting.Load(tm.Files, "hello")
	if err != nil {
		t.Fatal(err)
	}
	if tm.Module != "" || lg.Project.Name != "Hello" {
		t.Errorf(`Lookup("hello") gave module %q's folder, project %q; want the own template, project "Hello"`, tm.Module, lg.Project.Name)
	}
}

// TestHelloFilesAreThePackage: the folder a new game copies holds the Go
// package's files (no tests), and the Go files of this package are those.
func TestHelloFilesAreThePackage(t *testing.T) {
	tm, _ := templates.Lookup("hello")
	var embedded []string
	err := fs.WalkDir(tm.Files, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".go" {
			embedded = append(embedded, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	onDisk, err := filepath.Glob(filepath.Join("hello", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range onDisk {
		onDisk[i] = filepath.Base(onDisk[i])
	}
	want := []string{"countdown.go", "countdown_arc.go", "walker.go"}
	if !slices.Equal(embedded, want) || !slices.Equal(onDisk, want) {
		t.Errorf("hello holds Go files %v (embedded %v), want %v: no tests in the template", onDisk, embedded, want)
	}
}

// problemLog collects a game's problems as text.
func problemLog(problems *[]string) hosting.Options {
	return hosting.Options{Problems: func(p scenes.Problem) { *problems = append(*problems, p.String()) }}
}

func TestEmptyPlays(t *testing.T) {
	tm, _ := templates.Lookup("empty")
	lg, err := hosting.Load(tm.Files, "empty")
	if err != nil {
		t.Fatal(err)
	}
	var problems []string
	res, err := hosting.RunFrames(lg, problemLog(&problems), 600)
	if err != nil {
		t.Fatal(err)
	}
	if res.Steps != 600 || len(problems) != 0 {
		t.Errorf("600 frames took %d steps with problems %q; want 600 steps and none", res.Steps, problems)
	}
	g, err := lg.NewGame(hosting.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cam := g.Scene().Find("Camera")
	if cam == nil || scenes.Get[visual.Camera](cam) == nil || scenes.Get[visual.Camera](cam).Clear.A == 0 {
		t.Error("the empty template has no camera clearing the screen to a colour")
	}
}

// helloGame loads the hello template and makes a game of it playing events,
// stepped one frame a step through the headless loop.
func helloGame(t *testing.T, events []input.Event, problems *[]string) (*runtime.Game, *hosting.Loop) {
	t.Helper()
	tm, _ := templates.Lookup("hello")
	lg, err := hosting.Load(tm.Files, "hello")
	if err != nil {
		t.Fatal(err)
	}
	opts := problemLog(problems)
	opts.Input = input.NewScript(events)
	g, err := lg.NewGame(opts)
	if err != nil {
		t.Fatal(err)
	}
	return g, &hosting.Loop{Game: g, View: hosting.NewImageCheckView(lg)}
}

// stepTo runs g one step a frame until its tick is end.
func stepTo(t *testing.T, g *runtime.Game, loop *hosting.Loop, end griff.Tick) {
	t.Helper()
	for g.Clock().Tick() < end {
		if _, err := loop.Frame(g.Clock().StepDuration()); err != nil {
			t.Fatal(err)
		}
	}
}

// TestHelloWalks holds the right arrow (the "right" action) for 90 steps: the
// walker moves right by DefaultSpeed times 90 steps' time, and not down.
func TestHelloWalks(t *testing.T) {
	const from, to = 30, 120 // pressed on step 30, released on step 120
	events := []input.Event{
		{Tick: from, Action: "right", Down: true, Value: 1},
		{Tick: to, Action: "right"},
	}
	var problems []string
	g, loop := helloGame(t, events, &problems)
	w := g.Scene().Find("Walker")
	start := w.Transform().Position()
	stepTo(t, g, loop, 200)
	held := float64(to - from) // steps from the press to the release
	want := start.Add(griff.V(game.DefaultSpeed*held/float64(g.Clock().StepRate()), 0))
	if got := w.Transform().Position(); math.Abs(got[0]-want[0]) > 1e-9 || got[1] != want[1] {
		t.Errorf("holding right for %v steps moved the walker from %v to %v, want %v", held, start, got, want)
	}
	if len(problems) != 0 {
		t.Errorf("problems: %q", problems)
	}
}

// TestHelloCountdown reads the countdown's text: the arc starts on step 1
// showing 10, and waits a second (60 steps) before each next number, so n
// shows from step 1+60*(10-n); "Go!" follows 0.
func TestHelloCountdown(t *testing.T) {
	var problems []string
	g, loop := helloGame(t, nil, &problems)
	text := scenes.Get[visual.Text](g.Scene().Find("Countdown"))
	for _, tc := range []struct {
		tick griff.Tick
		want string
	}{{1, "10"}, {60, "10"}, {61, "9"}, {541, "1"}, {601, "0"}, {660, "0"}, {661, "Go!"}, {900, "Go!"}} {
		stepTo(t, g, loop, tc.tick)
		if text.Text != tc.want {
			t.Errorf("after step %d the countdown reads %q, want %q", tc.tick, text.Text, tc.want)
		}
	}
	if len(problems) != 0 {
		t.Errorf("problems: %q", problems)
	}
}

// TestHelloArcsFresh fails when countdown.go (or another file of the
// package) changed and countdown_arc.go was not generated again; without
// -short it also runs arcgen -check, which fails when the generator itself
// would now write something else.
func TestHelloArcsFresh(t *testing.T) {
	arctest.CheckFresh(t, "hello")
	if testing.Short() {
		t.Skip("arcgen -check builds arcgen; skipped with -short")
	}
	cmd := exec.Command("go", "run", "github.com/griffengine/griff/cmd/arcgen", "-check", "hello")
	cmd.Env = os.Environ()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("arcgen -check hello: %v\n%s(run go generate in hosting/templates/hello)", err, out)
	}
}

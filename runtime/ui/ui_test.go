package ui_test

import (
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

var screen = griff.V(320, 180)

var (
	stepPlay   = runtime.NewStep("TestPlay")
	stepChosen = runtime.NewStep("TestChosen")
)

// player is a gameplay system that counts the steps it ran, and records what
// the UI chose.
type player struct {
	steps  int
	chosen []ui.Choice
}

func (*player) Name() string { return "Player" }
func (p *player) Setup(g *runtime.Game) error {
	g.AddStep(stepPlay, runtime.InPhase(runtime.PhaseLogic), func(*runtime.Game) { p.steps++ })
	g.AddStep(stepChosen, runtime.After(ui.StepUI), func(g *runtime.Game) {
		p.chosen = append(p.chosen, runtime.Service[ui.IPanels](g).Chosen()...)
	})
	g.KeepRunning(stepChosen)
	return nil
}

// newGame makes a game with the UI system over events and the menu scene:
// a title menu (Start, Sound toggle, Volume slider, Quit) centred on the
// screen and a pause menu (Resume, Difficulty) toggled by "Pause".
// Systems in extra are added after them.
func newGame(t testing.TB, events []input.Event, extra ...runtime.System) (*runtime.Game, *player) {
	t.Helper()
	p := &player{}
	g, err := runtime.NewGame(runtime.Options{Input: input.NewScript(events)}, append([]runtime.System{ui.NewSystem(ui.Options{Screen: screen}), p}, extra...)...)
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	title := s.NewEntity("Title", nil)
	scenes.Add(title, ui.Panel{Name: "Title", Open: true, Anchor: griff.V(0.5, 0.5), Size: griff.V(200, 140), Color: griff.RGBA(0, 0, 0, 0.5)})
	widget(s, title, "Start", griff.V(10, 10), ui.Widget{Label: "Start", Action: "start"})
	widget(s, title, "Sound", griff.V(10, 40), ui.Widget{Kind: ui.WidgetToggle, Label: "Sound"})
	widget(s, title, "Volume", griff.V(10, 70), ui.Widget{Kind: ui.WidgetSlider, Label: "Volume", Value: 0.5})
	widget(s, title, "Quit", griff.V(10, 100), ui.Widget{Label: "Quit", Action: "quit"})
	pause := s.NewEntity("Pause", nil)
	scenes.Add(pause, ui.Panel{Name: "Pause", Pauses: true, Toggle: "Pause", CloseOnBack: true, Anchor: griff.V(1, 0), Offset: griff.V(-4, 4), Size: griff.V(120, 70)})
	widget(s, pause, "Resume", griff.V(10, 10), ui.Widget{Label: "Resume", Action: "close"})
	widget(s, pause, "Difficulty", griff.V(10, 40), ui.Widget{Kind: ui.WidgetChoice, Label: "Level", Choices: []string{"Easy", "Normal", "Hard"}})
	return g, p
}

func widget(s *scenes.Scene, panel *scenes.Entity, name string, at griff.Vec, w ui.Widget) *ui.Widget {
	e := s.NewEntity(name, panel)
	e.Transform().SetPosition(at)
	w.Size = griff.V(180, 24)
	return scenes.Add(e, w)
}

// press returns a down and an up event of action, at tick and tick+1.
func press(tick griff.Tick, action string) []input.Event {
	return []input.Event{{Tick: tick, Action: action, Down: true, Value: 1}, {Tick: tick + 1, Action: action}}
}

func run(g *runtime.Game, steps int) {
	for range steps {
		g.Step()
	}
}

func values(g *runtime.Game) []float64 {
	var out []float64
	for _, w := range scenes.All[ui.Widget](g.Scene()) {
		out = append(out, math.Round(w.Value*1e9)/1e9)
	}
	return out
}

// TestKeysAndMouseReachTheSameChoice works the title menu once with scripted
// keys and once with the mouse: both turn the sound on, set the volume to 70%
// and choose Quit.
func TestKeysAndMouseReachTheSameChoice(t *testing.T) {
	var keys []input.Event
	for i, a := range []string{"UIDown", "UIDown", "UIRight", "UIRight", "UIUp", "UIAccept", "UIDown", "UIDown", "UIAccept"} {
		keys = append(keys, press(griff.Tick(2+2*i), a)...)
	}
	// The title panel's top-left is (60, 20): Sound spans y 60..84, Volume
	// 90..114, Quit 120..144, all x 70..250.
	mouse := []input.Event{{Tick: 2, Kind: input.KindPointer, X: 100, Y: 70}}
	mouse = append(mouse, press(3, "UIClick")...)
	mouse = append(mouse, input.Event{Tick: 6, Kind: input.KindPointer, X: 70 + 0.7*180, Y: 100})
	mouse = append(mouse, press(7, "UIClick")...)
	mouse = append(mouse, input.Event{Tick: 10, Kind: input.KindPointer, X: 150, Y: 130})
	mouse = append(mouse, press(11, "UIClick")...)

	var results [2][]float64
	for i, events := range [][]input.Event{keys, mouse} {
		g, p := newGame(t, events)
		run(g, 30)
		results[i] = values(g)
		if n := len(p.chosen); n == 0 || p.chosen[n-1].Action != "quit" || p.chosen[n-1].Widget != "Quit" {
			t.Errorf("input %d: chose %v, want Quit last", i, p.chosen)
		}
	}
	want := []float64{0, 1, 0.7, 0, 0, 0}
	if !slices.Equal(results[0], want) || !slices.Equal(results[1], want) {
		t.Errorf("widget values by keys %v, by mouse %v; want %v", results[0], results[1], want)
	}
}

// TestPauseFreezesGameTimeNotTheMenu opens the pause menu: gameplay steps stop
// and game time stands still, while the menu's focus glow goes on animating;
// Resume brings the game back.
func TestPauseFreezesGameTimeNotTheMenu(t *testing.T) {
	events := append(press(5, "Pause"), press(31, "UIAccept")...)
	g, p := newGame(t, events)
	run(g, 5)
	if got := runtime.Service[ui.IPanels](g).Top(); got != "Pause" {
		t.Fatalf("after pressing Pause the top panel is %q, want Pause", got)
	}
	now := g.Clock().Now()
	resume := scenes.Get[ui.Widget](g.Scene().Find("Pause/Resume"))
	run(g, 3)
	glow := resume.Glow.Value()
	run(g, 2)
	if g.Clock().Now() != now || p.steps != 5 || !g.GameplayPaused() {
		t.Errorf("paused at step %d: game time %v (want %v), gameplay ran %d steps (want 5)", g.Clock().Tick(), g.Clock().Now(), now, p.steps)
	}
	if !(resume.Glow.Value() > glow) {
		t.Errorf("the focused Resume's glow went from %v to %v while paused, want it to grow", glow, resume.Glow.Value())
	}
	run(g, 30)
	if got := runtime.Service[ui.IPanels](g).Top(); got != "Title" || p.steps != 14 || g.GameplayPaused() {
		t.Errorf("after Resume: top %q, gameplay ran %d steps; want Title and 14", got, p.steps)
	}
}

// TestSceneFileMenu reads a pause menu from a scene file (no code): the Pause
// action opens it and pauses the gameplay, Back closes it.
func TestSceneFileMenu(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "pause_menu.json"))
	if err != nil {
		t.Fatal(err)
	}
	problems := scenes.NewProblems(nil)
	sc, err := scenes.ReadScene("pause_menu.json", data, problems)
	if err != nil || problems.Len() > 0 {
		t.Fatalf("ReadScene: %v, problems %v", err, problems.List())
	}
	events := append(press(2, "Pause"), press(6, "UIBack")...)
	p := &player{}
	g, err := runtime.NewGame(runtime.Options{Scene: sc, Problems: problems, Input: input.NewScript(events)}, ui.NewSystem(ui.Options{Screen: screen}), p)
	if err != nil {
		t.Fatal(err)
	}
	run(g, 4)
	if !g.GameplayPaused() || p.steps != 2 {
		t.Errorf("after Pause: paused %v, gameplay ran %d steps; want paused after 2", g.GameplayPaused(), p.steps)
	}
	run(g, 4)
	if g.GameplayPaused() || runtime.Service[ui.IPanels](g).Top() != "" || p.steps != 4 {
		t.Errorf("after Back: paused %v, top %q, gameplay ran %d; want running, no panel, 4 (steps 7 and 8 ran)", g.GameplayPaused(), runtime.Service[ui.IPanels](g).Top(), p.steps)
	}
}

// TestSettledMenuMakesNoGarbage steps a game with both menus open once the
// glow has settled: the UI step allocates nothing.
func TestSettledMenuMakesNoGarbage(t *testing.T) {
	g, _ := newGame(t, press(2, "Pause"))
	run(g, 60)
	if n := testing.AllocsPerRun(100, g.Step); n != 0 {
		t.Errorf("a settled step allocates %v times, want 0", n)
	}
}

// BenchmarkMenuStep_6Widgets times a whole step of a game with two open
// panels of six widgets in all (the pause menu on top).
func BenchmarkMenuStep_6Widgets(b *testing.B) {
	g, _ := newGame(b, press(2, "Pause"))
	run(g, 60)
	b.ReportAllocs()
	for b.Loop() {
		g.Step()
	}
}

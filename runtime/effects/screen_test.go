package effects_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// menuPause pauses the gameplay while on, as a pause menu does.
type menuPause struct{ on bool }

func (*menuPause) Name() string                        { return "MenuPause" }
func (*menuPause) Setup(*runtime.Game) error           { return nil }
func (p *menuPause) PausesGameplay(*runtime.Game) bool { return p.on }

// TestScreenEffectsMoveUnderAPause: game time stands still under a pause
// menu, yet a screen effect whose amount is raised then eases in, at one
// step's duration a step; a WhilePaused backdrop shows only while paused and
// fades out when play resumes; particles (gameplay) stand still meanwhile.
func TestScreenEffectsMoveUnderAPause(t *testing.T) {
	p := &menuPause{}
	g, err := runtime.NewGame(runtime.Options{Seed: 1}, view.NewSystem(), effects.NewSystem(effects.Options{}), p)
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene()
	grey := sc.NewEntity("Grey", nil)
	scenes.Add(grey, visual.ScreenEffect{Effect: visual.EffectGrayscale, FadeSeconds: 1})
	back := sc.NewEntity("Backdrop", nil)
	scenes.Add(back, visual.ScreenEffect{Effect: visual.EffectFade, Amount: 0.6, FadeSeconds: 0.5, WhilePaused: true})
	em := emitterAt(g, effects.Emitter{Rate: 60, Lifetime: 10, Speed: 10})
	shown := func(e *scenes.Entity) float64 { return scenes.Read[visual.ScreenEffect](e).Shown.Value() }
	near := func(what string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	for range 30 {
		g.Step()
	}
	near("the backdrop in play", shown(back), 0)
	p.on = true
	scenes.Get[visual.ScreenEffect](grey).Amount = 1
	now, live := g.Clock().Now(), em.Live()
	for range 15 {
		g.Step()
	}
	if !g.GameplayPaused() || g.Clock().Now() != now {
		t.Fatalf("paused %v, game time %v then %v: the pause did not hold game time", g.GameplayPaused(), now, g.Clock().Now())
	}
	if em.Live() != live {
		t.Errorf("particles went from %d to %d under the pause", live, em.Live())
	}
	near("grey after 15 paused steps of a 1 s fade", shown(grey), 0.25)
	near("the backdrop after 15 paused steps of a 0.5 s fade", shown(back), 0.5)
	for range 15 {
		g.Step()
	}
	near("grey after 30 paused steps", shown(grey), 0.5)
	near("the backdrop at its amount", shown(back), 0.6)
	p.on = false
	for range 12 {
		g.Step()
	}
	near("grey after 12 steps of play", shown(grey), 0.7)
	near("the backdrop 12 steps after the pause", shown(back), 0.2)
	for range 12 {
		g.Step()
	}
	near("the backdrop in play again", shown(back), 0)
}

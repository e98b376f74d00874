package runtime_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/runtime"
)

var (
	stepGameplay = runtime.NewStep("TestGameplay")
	stepMenu     = runtime.NewStep("TestMenu")
)

// pauseSystem pauses the gameplay while pause is set; it counts the steps its
// gameplay step and its menu step ran.
type pauseSystem struct {
	pause          bool
	gameplay, menu int
}

func (*pauseSystem) Name() string                        { return "PauseTest" }
func (p *pauseSystem) PausesGameplay(*runtime.Game) bool { return p.pause }
func (p *pauseSystem) Setup(g *runtime.Game) error {
	g.AddStep(stepGameplay, runtime.InPhase(runtime.PhaseLogic), func(*runtime.Game) { p.gameplay++ })
	g.AddStep(stepMenu, runtime.InPhase(runtime.PhasePresent), func(*runtime.Game) { p.menu++ })
	g.KeepRunning(stepMenu)
	return nil
}

func TestGameplayPause(t *testing.T) {
	p := &pauseSystem{}
	g, err := runtime.NewGame(runtime.Options{}, p)
	if err != nil {
		t.Fatal(err)
	}
	step := g.Clock().StepDuration()
	for range 10 {
		g.Advance(step)
	}
	now := g.Clock().Now()
	p.pause = true
	for range 10 {
		g.Advance(step)
	}
	if got := g.Clock().Now(); got != now || !g.GameplayPaused() || g.Clock().Delta() != 0 {
		t.Errorf("paused: game time %v (want %v), GameplayPaused %v, Delta %v", got, now, g.GameplayPaused(), g.Clock().Delta())
	}
	if g.Clock().Tick() != 20 || p.gameplay != 10 || p.menu != 20 {
		t.Errorf("after 10 steps and 10 paused: tick %d, gameplay ran %d, menu %d; want 20, 10, 20", g.Clock().Tick(), p.gameplay, p.menu)
	}
	p.pause = false
	g.Advance(step)
	if got, want := time.Duration(g.Clock().Now()-now), time.Second/60; got < want-1 || got > want+1 || p.gameplay != 11 {
		t.Errorf("resumed: game time moved %v, want one step; gameplay ran %d, want 11", got, p.gameplay)
	}
}

//go:build !js

package play

import (
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

// faulty panics in its step at step at (every time the step is taken).
type faulty struct {
	at griff.Tick `griff:"-"`
}

var stepFaulty = runtime.NewStep("Faulty")

func (*faulty) Name() string { return "Faulty" }
func (f *faulty) Setup(g *runtime.Game) error {
	g.AddStep(stepFaulty, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if g.Clock().Tick() == f.at {
			panic("faulty")
		}
	})
	return nil
}

// A joined machine whose step panics leaves the match at once: its loop
// reports the fault and stops the game, the problem log says it left, and
// the relay tells the other machine, whose match ends naming the player who
// left (as when a player closes the window) instead of waiting on it. Both
// machines are fighting template games at an in-memory relay, the faulty
// one stepped through its hosting.Loop as a host does.
func TestFaultedMachineLeavesTheMatch(t *testing.T) {
	for _, mode := range []string{"rollback", "lockstep"} {
		t.Run(mode, func(t *testing.T) {
			var opts [2]hosting.Options
			opts[1].Systems = []runtime.System{&faulty{at: 20}}
			r := newRelayRig(t, fightingGame(t), mode, opts, false)
			ms, gs := r.ms, r.gs
			loop := &hosting.Loop{Game: gs[1], NoUndo: true, Step: hosting.StepHook(hosting.Options{Step: ms[1].step}, gs[1])}
			var fault, ended error
			for range 200 {
				r.tick()
				if err := ms[0].step(gs[0]); err != nil {
					ended = err
					break
				}
				if _, err := loop.Frame(time.Second / 60); err != nil && fault == nil {
					fault = err
				}
			}
			if fault == nil || !strings.Contains(fault.Error(), "faulty") || !gs[1].Clock().Paused() {
				t.Fatalf("the faulty machine: %v, paused %v; want its fault reported, the game stopped", fault, gs[1].Clock().Paused())
			}
			if ended == nil || !strings.Contains(ended.Error(), "seat 1 (player 2) left") {
				t.Fatalf("the other machine's match: %v at step %d; want it over, the player at seat 1 (player 2) left", ended, gs[0].Clock().Tick())
			}
			said := 0
			for _, p := range gs[1].Problems().List() {
				if strings.Contains(p.Message, "left the "+mode+" match") && strings.Contains(p.Message, "fault") {
					said++
				}
			}
			if said != 1 {
				t.Errorf("the faulty machine's problem log says %d times that it left, want once: %v", said, gs[1].Problems().List())
			}
		})
	}
}

package platformer

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// TestFramePlacement checks each step of the module is in its phase and in
// order with the physics step: decisions in logic, body settings right before
// physics, touches after it.
func TestFramePlacement(t *testing.T) {
	g := newCodeGame(t, nil, nil, func(*scenes.Scene) {})
	at := map[runtime.StepID]int{}
	phase := map[runtime.StepID]runtime.Phase{}
	for i, f := range g.Frame() {
		at[f.ID], phase[f.ID] = i, f.Phase
	}
	for _, tc := range []struct {
		id    runtime.StepID
		phase runtime.Phase
	}{
		{StepPlayers, runtime.PhaseLogic}, {StepActors, runtime.PhaseLogic},
		{StepCountdowns, runtime.PhaseSimulate},
		{StepPlayerBodies, runtime.PhasePhysics}, {StepActorBodies, runtime.PhasePhysics},
		{StepGround, runtime.PhaseResolve}, {StepTouches, runtime.PhaseResolve}, {StepRespawn, runtime.PhaseResolve},
	} {
		if _, ok := at[tc.id]; !ok || phase[tc.id] != tc.phase {
			t.Errorf("step %v: in the frame %v, phase %v; want phase %v", tc.id, ok, phase[tc.id], tc.phase)
		}
	}
	for _, order := range [][]runtime.StepID{
		{StepPlayerBodies, runtime.StepPhysics}, {StepActorBodies, runtime.StepPhysics},
		{runtime.StepPhysics, StepGround, StepTouches, StepRespawn},
	} {
		for i := 1; i < len(order); i++ {
			if at[order[i-1]] >= at[order[i]] {
				t.Errorf("step %v runs at %d, not before %v at %d", order[i-1], at[order[i-1]], order[i], at[order[i]])
			}
		}
	}
}

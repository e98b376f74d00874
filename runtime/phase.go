package runtime

import "fmt"

// Phase is one of the eight parts of a fixed step, run in order. Every step of the
// frame belongs to exactly one phase.
type Phase uint8

// The phases of a step, in the order they run.
const (
	// PhaseBegin: clock, input, network in, scene changes.
	PhaseBegin Phase = iota
	// PhaseLogic: gameplay decisions: movement intents, AI, turns.
	PhaseLogic
	// PhaseScripts: script updates and the arc scheduler.
	PhaseScripts
	// PhaseSimulate: timers, tweens, animation, particles, lifetimes.
	PhaseSimulate
	// PhasePhysics: body roles, then the physics step.
	PhasePhysics
	// PhaseResolve: touches, triggers, damage, pickups.
	PhaseResolve
	// PhasePresent: cameras, HUD, sound cues.
	PhasePresent
	// PhaseEnd: structural commits, network out, snapshots.
	PhaseEnd

	phaseCount = int(PhaseEnd) + 1
)

var phaseNames = [...]string{"begin", "logic", "scripts", "simulate", "physics", "resolve", "present", "end"}

// String returns the phase's lowercase name ("begin" ... "end").
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("Phase(%d)", p)
}

// Phases returns the eight phases in order.
func Phases() []Phase {
	ps := make([]Phase, phaseCount)
	for i := range ps {
		ps[i] = Phase(i)
	}
	return ps
}

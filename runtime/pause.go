package runtime

// Pauser is an optional interface of a System that can pause the game's
// gameplay (a pause menu, runtime/ui). It is separate from the host's pause
// (Clock.SetPaused), which stops the game's steps altogether after a fault or
// while the window is hidden: a game paused by a Pauser keeps taking steps, so
// its input is read and its menus run and animate, but only the steps that keep
// running while paused (KeepRunning) run, and game time stands still.
type Pauser interface {
	// PausesGameplay reports whether the gameplay of the step beginning now
	// must pause. It is asked once a step, by StepClock, before game time
	// advances, so a pause asked for during a step takes effect from the next
	// one. It must read only game state (the scene), so a game restored from a
	// snapshot pauses the same way.
	PausesGameplay(g *Game) bool
}

// KeepRunning marks the step id as one that runs while the gameplay is paused
// (see Pauser): a menu's, the input's. StepClock, StepInput and StepCommit
// keep running; every other step is skipped in a paused step unless its system
// calls KeepRunning for it in its Setup. KeepRunning panics outside a system's
// Setup.
func (g *Game) KeepRunning(id StepID) {
	if g.settingUp == "" {
		panic("runtime: KeepRunning outside a system's Setup")
	}
	if g.keep == nil {
		g.keep = map[*stepName]bool{}
	}
	g.keep[id.s] = true
}

// GameplayPaused reports whether the current step (or, between steps, the last
// one taken) is a paused one: a Pauser paused the gameplay, only the steps that
// KeepRunning run, and game time did not advance (Clock.Delta is 0).
func (g *Game) GameplayPaused() bool { return g.held }

// holdGameplay asks the Pausers whether this step pauses.
func (g *Game) holdGameplay() bool {
	for _, p := range g.pausers {
		if p.PausesGameplay(g) {
			return true
		}
	}
	return false
}

// skips reports whether step i of the frame is skipped in this step.
func (g *Game) skips(i int) bool {
	return g.held && !g.keep[g.frame[i].id.s]
}

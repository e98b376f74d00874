package runtime

// NoteOutsideChange tells the game that its state was changed between steps
// by something other than a step: a host, a tool or a test that loads arcs
// (scripts' Load), changes the scene (SetScene), spawns or destroys
// (Spawn, Destroy), or writes components or systems' state directly. Called
// inside a step (or from code a step runs) it does nothing: what a step does
// is its own and is taken again when the step is re-simulated. Calls made
// while the step boundary's AfterStep requests run count (they are outside
// the steps' frame).
//
// It is how a sparse Timeline (NewTimelineEvery) knows that the next step
// cannot be re-simulated from its input alone, and takes a whole snapshot
// of it instead. SetScene, Spawn, Destroy and scripts' Load call it
// themselves; code that changes the game between steps in other ways (an
// editor's inspector, a debug console) must call it. A Restore counts apart
// (Restores). It must be called from the game's goroutine.
func (g *Game) NoteOutsideChange() {
	if !g.running {
		g.outside++
	}
}

// OutsideChanges returns how many changes NoteOutsideChange counted since the
// game was made. It is not state: it is in no snapshot and no fingerprint.
func (g *Game) OutsideChanges() uint64 { return g.outside }

package runtime

// AfterStep asks for f to run at the step boundary that ends the current step:
// after the step's end phase, once Game.Step has left the step, where
// Game.Snapshot, Game.Restore and a Timeline's Record and Rewind are allowed.
// It is how a system does what only a boundary allows (a rollback to a whole
// snapshot, a snapshot kept per line of a story, a picture of the frame)
// without a step of its own and without a host's help.
//
// Requests run in the order they were made, each once, before Step returns
// (so before the host's own boundary work, such as hosting.Loop's saves and
// snapshots). A request made while they run (f calls AfterStep) runs at once,
// since the game is between steps then; so does one made outside a step (a
// host, a tool or a test calling between steps). If the step panics, its
// requests are dropped with it: they belong to a step that did not end.
//
// The requests are not state: at every step boundary none is pending, so a
// snapshot never needs to hold one (functions could not be in a snapshot).
// What f does must be deterministic, as a step is: it may read and change
// the game (a rollback puts back a whole snapshot), but must not read the
// wall clock or depend on goroutine order. AfterStep panics if f is nil. It
// must be called from the game's goroutine.
func (g *Game) AfterStep(f func(g *Game)) {
	if f == nil {
		panic("runtime: AfterStep with a nil function")
	}
	if !g.running {
		f(g)
		return
	}
	g.after = append(g.after, f)
}

// runAfterStep runs the requests of the step that just ended (AfterStep), in
// order. The game is no longer running a step. If one panics, those after it
// are dropped (the panic goes on to the host, as a step's does).
func (g *Game) runAfterStep() {
	defer func() {
		clear(g.after)
		g.after = g.after[:0]
	}()
	for i := 0; i < len(g.after); i++ {
		f := g.after[i]
		g.after[i] = nil
		f(g)
	}
}

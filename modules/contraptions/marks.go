package contraptions

import "github.com/griffengine/griff/scenes"

// sameBoard reports whether a and b are the same Board, every field
// compared: Puzzles by identity (scenes.SameSlice; the system never writes
// it), Origin's floats by their bits (scenes.SameVec: -0 is not 0). The step reads the Board
// (scenes.ActiveRead) and marks its entity at the end if the step changed
// it (scenes' Change marks), so a Timeline shares the board's record on the
// steps that change nothing (the cursor at rest, a run's steps counted in
// Steps are a change).
func sameBoard(a, b *Board) bool {
	return scenes.SameSlice(a.Puzzles, b.Puzzles) && scenes.SameVec(a.Origin, b.Origin) &&
		a.Status == b.Status && a.Palette == b.Palette && a.Banner == b.Banner && a.Puzzle == b.Puzzle && a.Built == b.Built && a.Mode == b.Mode &&
		a.Col == b.Col && a.Row == b.Row && a.Pick == b.Pick && a.Rot == b.Rot &&
		a.Steps == b.Steps && a.Solved == b.Solved && a.Runs == b.Runs
}

// markIfChanged marks e changed if its Board b is not was.
func markIfChanged(e *scenes.Entity, was, b *Board) {
	if e.Alive() && !sameBoard(was, b) {
		e.MarkChanged()
	}
}

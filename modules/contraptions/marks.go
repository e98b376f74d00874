package contraptions

import (
	"math"

	"github.com/griffengine/griff/scenes"
)

// sameBoard reports whether a and b are the same Board, every field
// compared: Puzzles by identity (sameSlice; the system never writes it),
// Origin's floats by their bits (-0 is not 0). The step reads the Board
// (scenes.ActiveRead) and marks its entity at the end if the step changed
// it (scenes' Change marks), so a Timeline shares the board's record on the
// steps that change nothing (the cursor at rest, a run's steps counted in
// Steps are a change).
func sameBoard(a, b *Board) bool {
	return sameSlice(a.Puzzles, b.Puzzles) && sameFloat(a.Origin[0], b.Origin[0]) &&
		sameFloat(a.Origin[1], b.Origin[1]) && a.Status == b.Status && a.Palette == b.Palette &&
		a.Banner == b.Banner && a.Puzzle == b.Puzzle && a.Built == b.Built && a.Mode == b.Mode &&
		a.Col == b.Col && a.Row == b.Row && a.Pick == b.Pick && a.Rot == b.Rot &&
		a.Steps == b.Steps && a.Solved == b.Solved && a.Runs == b.Runs
}

// sameSlice reports whether a and b are the same slice (same array, length
// and capacity; what an unchanged field is).
func sameSlice[T any](a, b []T) bool {
	return len(a) == len(b) && cap(a) == cap(b) && (a == nil) == (b == nil) &&
		(cap(a) == 0 || &a[:1][0] == &b[:1][0])
}

func sameFloat(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

// markIfChanged marks e changed if its Board b is not was.
func markIfChanged(e *scenes.Entity, was, b *Board) {
	if e.Alive() && !sameBoard(was, b) {
		e.MarkChanged()
	}
}

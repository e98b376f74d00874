package puzzle

import (
	"slices"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// wasBoard is the Board as a step of the system began: the system reads the
// Board (scenes.ActiveRead) and writes it in many places, so at the end of
// each of its steps it marks the board's entity if the step changed it
// (scenes' Change marks), and a Timeline shares the board's record on the
// steps that change nothing (a level at rest, a solved level's delay
// over). Every field is compared (sameBoard): Solved and Queued by content,
// as a solved level is marked in place and a queued move taken by moving
// the others down; the other slices by identity (scenes.SameSlice), as the
// system replaces them or changes their length when it writes them.
type wasBoard struct {
	b      Board
	solved []bool     // b.Solved's marks (the Board's own are written in place)
	queued []grid.Dir // b.Queued's moves (likewise)
}

// keep remembers b.
func (w *wasBoard) keep(b *Board) {
	w.b = *b
	w.solved = append(w.solved[:0], b.Solved...)
	w.queued = append(w.queued[:0], b.Queued...)
}

// mark marks e changed if its Board b is not as kept, and forgets it.
func (w *wasBoard) mark(e *scenes.Entity, b *Board) {
	if e.Alive() && !sameBoard(&w.b, w.solved, w.queued, b) {
		e.MarkChanged()
	}
	w.b = Board{} // hold no slices of the scene
}

// sameBoard reports whether a (its Solved and Queued in solved and queued)
// and b are the same Board: settings and state, slices by identity but
// those two, floats by their bits (-0 is not 0).
func sameBoard(a *Board, solved []bool, queued []grid.Dir, b *Board) bool {
	return scenes.SameSlice(a.Files, b.Files) && scenes.SameSlice(a.Levels, b.Levels) && a.Source == b.Source &&
		scenes.SameBits(a.CellSize, b.CellSize) && a.StepTime == b.StepTime && a.NextDelay == b.NextDelay &&
		a.GoalEntity == b.GoalEntity && a.GoalOutput == b.GoalOutput && a.Menu == b.Menu &&
		a.Tiles == b.Tiles && a.TileSize == b.TileSize && a.Turns == b.Turns && a.Status == b.Status &&
		a.Slot == b.Slot && a.Level == b.Level && a.Built == b.Built && a.Moves == b.Moves &&
		a.Undos == b.Undos && scenes.SameSlice(a.History, b.History) &&
		scenes.SameSlice(a.Pending, b.Pending) && scenes.SameSlice(a.Start, b.Start) &&
		(a.Solved == nil) == (b.Solved == nil) && slices.Equal(solved, b.Solved) &&
		a.Won == b.Won && a.WonFor == b.WonFor && a.Checked == b.Checked &&
		(a.Queued == nil) == (b.Queued == nil) && slices.Equal(queued, b.Queued)
}

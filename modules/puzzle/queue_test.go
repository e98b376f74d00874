package puzzle

import (
	"testing"

	"github.com/griffengine/griff/runtime/grid"
)

// open is a room with space to walk, its exit in the far corner.
const open = `#######
#@    #
#    E#
#######`

// tapFast taps each action of actions one step apart (pressed one step,
// released the next), without waiting for the level to settle, then
// settles.
func (r *rig) tapFast(actions ...string) {
	r.t.Helper()
	for _, a := range actions {
		r.in.Next = append(r.in.Next, a)
		r.g.Step()
		r.g.Step()
	}
	r.settle()
}

// TestQuickTapsAllMove taps right three times and down once, a tap every
// two steps while the first move still slides (a slide takes 8): all four
// are moves, played in order. Before the queue, only the first was: a
// press while something slid was lost.
func TestQuickTapsAllMove(t *testing.T) {
	r := newRig(t, open, nil)
	r.tapFast(ActionRight, ActionRight, ActionRight, ActionDown)
	if got, b := r.cell("Player", 0), r.board(); got != grid.C(4, 2) || b.Moves != 4 || len(b.Queued) != 0 {
		t.Errorf("after four quick taps the player is at %v with %d moves, %d queued; want (4,2), 4 and 0", got, b.Moves, len(b.Queued))
	}
	r.do("ZZ")
	if got := r.cell("Player", 0); got != grid.C(3, 1) {
		t.Errorf("two undos took the player to %v, want (3,1): each queued move is a move of the history", got)
	}
}

// TestUndoDropsQueuedMoves taps right twice quickly, then undo while the
// first still slides: the undo takes the first back and the second, still
// queued, is dropped.
func TestUndoDropsQueuedMoves(t *testing.T) {
	r := newRig(t, open, nil)
	r.tapFast(ActionRight, ActionRight, ActionUndo)
	if got, b := r.cell("Player", 0), r.board(); got != grid.C(1, 1) || b.Moves != 0 || len(b.Queued) != 0 {
		t.Errorf("after right, right, undo: player at %v, %d moves, %d queued; want (1,1), 0 and 0", got, b.Moves, len(b.Queued))
	}
}

// TestTapWithinAStepMoves presses and lets go of right within one step: it
// is a move. Reading only the keys held at the step's end, the board missed
// it.
func TestTapWithinAStepMoves(t *testing.T) {
	r := newRig(t, open, nil)
	r.in.Within = append(r.in.Within, ActionRight)
	r.g.Step()
	r.settle()
	if got := r.cell("Player", 0); got != grid.C(2, 1) {
		t.Errorf("after a tap within a step the player is at %v, want (2,1)", got)
	}
}

// TestQueueBounded presses down every other step while moves slide: the
// queue never holds more than MaxQueuedMoves.
func TestQueueBounded(t *testing.T) {
	r := newRig(t, open, nil)
	r.in.Next = append(r.in.Next, ActionRight)
	r.g.Step()
	for range 3 * MaxQueuedMoves {
		r.in.Next = append(r.in.Next, ActionDown)
		r.g.Step()
		r.g.Step()
		if n := len(r.board().Queued); n > MaxQueuedMoves {
			t.Fatalf("%d moves queued, want at most %d", n, MaxQueuedMoves)
		}
	}
}

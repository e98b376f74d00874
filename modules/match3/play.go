package match3

import (
	"time"

	"github.com/griffengine/griff/griff"
)

// Swap starts swapping the gems at a and c: it returns false, changing
// nothing, unless the board is idle and a and c are neighbouring cells that
// both hold a gem. Whether the swap matches is found when the slide ends: one
// that does not slides back and costs no move.
func (b *Board) Swap(a, c Cell, tick griff.Tick) bool {
	if b.Phase != PhaseIdle || !neighbours(a, c) || b.At(a).Kind == KindNone || b.At(c).Kind == KindNone {
		return false
	}
	b.From, b.To, b.Picked = a, c, false
	b.begin(PhaseSwap, orDefault(b.SwapTime, DefaultSwapTime), 0)
	return true
}

// begin starts phase p lasting span, already `into` along (the time left
// over from the phase before in the same step), drawn from there.
func (b *Board) begin(p Phase, span, into time.Duration) {
	b.Phase, b.Span = p, span
	b.Progress.Snap(min(1, float64(into)/float64(span)))
}

// Advance moves the board's animation on by dt of game time during step
// tick, ending phases whose time is up and starting the next (a step long
// enough may go through several). It is the whole game of a board but for
// the swaps (Swap).
func (b *Board) Advance(dt time.Duration, tick griff.Tick) {
	for guard := 0; guard < 16; guard++ {
		if b.Phase == PhaseIdle || b.Phase == PhaseOver || b.Span <= 0 {
			return
		}
		elapsed := time.Duration(b.Progress.Value()*float64(b.Span)) + dt
		if elapsed < b.Span {
			b.Progress.Set(tick, float64(elapsed)/float64(b.Span))
			return
		}
		dt = elapsed - b.Span
		b.Progress.Set(tick, 1)
		b.endPhase(dt)
	}
}

// endPhase ends the current phase, with left of the step's time still to
// spend, and starts the next.
func (b *Board) endPhase(left time.Duration) {
	switch b.Phase {
	case PhaseSwap:
		b.endSwap(left)
	case PhaseSwapBack:
		b.Phase = PhaseIdle
	case PhaseClear:
		b.startFall(b.endClear(), left)
	case PhaseFall:
		clear(b.Drop)
		if b.startClear(false, nil) {
			b.begin(PhaseClear, orDefault(b.ClearTime, DefaultClearTime), left)
			return
		}
		b.settle(left)
	}
}

func (b *Board) startFall(rows int, left time.Duration) {
	b.begin(PhaseFall, time.Duration(max(1, rows))*orDefault(b.FallTime, DefaultFallTime), left)
}

// endSwap exchanges the swapped gems and clears what the swap matched, or
// starts sliding them back.
func (b *Board) endSwap(left time.Duration) {
	ga, gc := b.at(b.From), b.at(b.To)
	b.set(b.From, gc)
	b.set(b.To, ga)
	var bombed []Cell
	switch {
	case gc.Kind == KindColourBomb: // now at From
		bombed = b.colourBombed(b.From, b.To)
	case ga.Kind == KindColourBomb:
		bombed = b.colourBombed(b.To, b.From)
	}
	b.Cascade = 0
	if !b.startClear(true, bombed) {
		b.set(b.From, ga)
		b.set(b.To, gc)
		b.begin(PhaseSwapBack, orDefault(b.SwapTime, DefaultSwapTime), left)
		return
	}
	b.MovesMade++
	if b.Moves > 0 {
		b.MovesLeft = max(0, b.Moves-b.MovesMade)
	}
	b.begin(PhaseClear, orDefault(b.ClearTime, DefaultClearTime), left)
}

// settle ends a swap's cascade: the level is won when the goal is reached,
// over when the moves ran out, and a board with no move left is reshuffled
// (or, when no arrangement of its gems has a move, over).
func (b *Board) settle(left time.Duration) {
	b.Cascade = 0
	switch {
	case b.Goal.Count > 0 && b.GoalLeft == 0:
		b.Won, b.Phase = true, PhaseOver
	case b.Moves > 0 && b.MovesLeft == 0:
		b.Phase = PhaseOver
	case !b.HasMove():
		if b.reshuffleOrEnd(); b.Phase == PhaseOver {
			return
		}
		_, h := b.size()
		b.startFall(h, left)
	default:
		b.Phase = PhaseIdle
	}
}

package match3

import (
	"testing"
	"time"
)

// BenchmarkMatches_8x8 finds the matches of a dealt 8×8 board (none).
func BenchmarkMatches_8x8(b *testing.B) {
	bd := &Board{}
	bd.Deal(1)
	for b.Loop() {
		bd.Matches()
	}
}

// BenchmarkHasMove_8x8 looks for a working swap on a dealt 8×8 board, the
// dead-board check run after every cascade.
func BenchmarkHasMove_8x8(b *testing.B) {
	bd := &Board{}
	bd.Deal(1)
	for b.Loop() {
		bd.HasMove()
	}
}

// BenchmarkSwapToIdle_8x8 plays one working swap from the start of the slide
// until the board is idle again (its clears, falls and cascades), in steps of
// 1/60 s, on a board dealt afresh each time (dealing counted too).
func BenchmarkSwapToIdle_8x8(b *testing.B) {
	seed := uint64(0)
	for b.Loop() {
		seed++
		bd := &Board{}
		bd.Deal(seed)
		a, c, _ := bd.FirstMove()
		bd.Swap(a, c, 1)
		for i := 0; bd.Phase != PhaseIdle && bd.Phase != PhaseOver && i < 5000; i++ {
			bd.Advance(time.Second/60, 2)
		}
	}
}

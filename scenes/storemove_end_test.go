package scenes

import (
	"testing"

	"github.com/griffengine/griff/griff"
)

// TestActiveEnd: activeEnd, reading eight flags at a time, finds the end of
// every run of true flags that a flag-by-flag scan finds, at every start,
// in slices of every length up to 40 with random and all-true flags.
func TestActiveEnd(t *testing.T) {
	r := griff.NewRand(5)
	for n := range 41 {
		for trial := range 30 {
			act := make([]bool, n)
			for i := range act {
				act[i] = trial == 0 || r.IntN(12) != 0
			}
			for k := range n {
				want := k
				for want < n && act[want] {
					want++
				}
				if got := activeEnd(act, k); got != want {
					t.Fatalf("activeEnd(%v, %d) = %d, want %d", act, k, got, want)
				}
			}
		}
	}
}

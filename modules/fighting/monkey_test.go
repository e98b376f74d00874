package fighting

import (
	"math/rand/v2"
	"testing"
)

// TestMonkeys: 30,000 steps of random keys of both players (both sets)
// through the title, every mode and back never panic, keep every number in
// its range, and warn of nothing.
func TestMonkeys(t *testing.T) {
	r := newRig(t, nil, nil)
	rnd := rand.New(rand.NewPCG(7, 23))
	all := append(append(sets[0][:], sets[1][:]...), ActionStart, ActionBack)
	held := map[[2]any]bool{}
	modes := map[Mode]bool{}
	for i := range 30000 {
		for range rnd.IntN(3) {
			p, a := rnd.IntN(2), all[rnd.IntN(len(all))]
			if a == ActionBack && rnd.IntN(20) > 0 {
				continue
			}
			k := [2]any{p, a}
			if held[k] {
				r.in.let(p, a)
			} else {
				r.in.hold(p, a)
			}
			held[k] = !held[k]
		}
		r.g.Step()
		if r.m.Phase != PhaseTitle {
			modes[r.m.Mode] = true
		}
		for _, f := range r.f {
			c := r.sys().cs[f.Side]
			if f.X < WallLeft || f.X > WallRight || f.Y < 0 || f.Health < 0 || f.Health > c.Health ||
				f.Meter < 0 || f.Meter > MaxMeter || f.Move >= len(c.Moves) || f.Pose < 0 || f.Pose >= poseCount {
				t.Fatalf("step %d: fighter %+v", i, *f)
			}
		}
	}
	if len(modes) < 2 {
		t.Errorf("the monkeys played modes %v only", modes)
	}
	for _, p := range r.problems {
		t.Errorf("problem: %v", p)
	}
}

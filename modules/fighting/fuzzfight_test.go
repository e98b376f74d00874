package fighting

import (
	"testing"
)

// FuzzFight plays a match of any move list (Ryo's file replaced) with any
// keys of both players: nothing panics, and every number stays in its
// range. Each key byte holds or lets go one action of either player for
// a few steps.
func FuzzFight(f *testing.F) {
	ryo, err := templateFile("moves/ryo.moves")
	if err != nil {
		f.Fatal(err)
	}
	gant, err := templateFile("moves/gant.moves")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(ryo, []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
	f.Add(gant, []byte("\x01\x13\x05\x25\x45\x03\x07\x33\x44\x55\x66\x77\x88\x99"))
	f.Add([]byte("character x\nhealth 1\nmove a\ninput jK\nstartup 1\nactive 120\nrecovery 0\nlaunch 40\nrise 40\nhit -400 -400 400 400\nshot 40\n"), []byte{2, 0x12, 0x22, 0x42})
	f.Fuzz(func(t *testing.T, moves, keys []byte) {
		if len(keys) > 400 {
			keys = keys[:400]
		}
		r := newRig(t, map[string]string{"moves/ryo.moves": string(moves)}, nil)
		if len(keys) == 0 {
			return
		}
		r.g.Step()
		r.m.Pick = int(keys[0]) % int(modeCount)
		r.in.hold(0, ActionStart)
		r.g.Step()
		r.in.let(0, ActionStart)
		all := append(append(sets[0][:], sets[1][:]...), ActionStart)
		held := map[[2]int]bool{}
		for _, k := range keys[1:] {
			p, a := int(k>>7), int(k&0x7f)%len(all)
			key := [2]int{p, a}
			if held[key] {
				r.in.let(p, all[a])
			} else {
				r.in.hold(p, all[a])
			}
			held[key] = !held[key]
			for range 1 + int(k>>4)&7 {
				r.g.Step()
				r.checkRanges(t)
			}
		}
	})
}

// checkRanges fails when a fighter's numbers leave their ranges.
func (r *rig) checkRanges(t *testing.T) {
	t.Helper()
	s := r.sys()
	for _, f := range r.f {
		c := s.cs[f.Side]
		if c == nil {
			continue
		}
		if f.X < WallLeft || f.X > WallRight || f.Y < 0 || f.Health < 0 || f.Health > c.Health ||
			f.Meter < 0 || f.Meter > MaxMeter || f.Move < -1 || f.Move >= len(c.Moves) || f.Pose < 0 || f.Pose >= poseCount {
			t.Fatalf("fighter %+v", *f)
		}
	}
}

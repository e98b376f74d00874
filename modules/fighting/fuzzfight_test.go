package fighting

import (
	"testing"

	"github.com/griffengine/griff/scenes"
)

// FuzzFight plays a match of any move list with any keys of both players:
// nothing panics (a panic the runtime recovers is a SeverityError
// problem), and every number stays in its range. The move list is Ryo's
// file (unless the first key byte's top bit is set) and a third
// character's; the first key byte also picks the mode, player 0's
// character and, in versus, player 2's; each other key byte holds or
// lets go one action of either player for a few steps.
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
	f.Add([]byte("# no character line\n"), []byte{0x8c, 1}) // training, player 0 picks the third
	f.Fuzz(func(t *testing.T, moves, keys []byte) {
		if len(keys) > 400 {
			keys = keys[:400]
		}
		if len(keys) == 0 {
			return
		}
		files := map[string]string{"moves/ryo.moves": string(moves), "moves/third.moves": string(moves)}
		if keys[0]&0x80 != 0 {
			delete(files, "moves/ryo.moves") // the third character only
		}
		r := newRig(t, files, nil)
		r.g.Step()
		r.m.Characters = append(r.m.Characters, "moves/third.moves")
		r.m.Pick = int(keys[0]) % int(modeCount)
		r.m.Char, r.m.Char2, r.m.Chose2 = int(keys[0]>>2)%3, int(keys[0]>>4)%3, keys[0]&0x40 != 0
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
		for _, p := range r.problems {
			if p.Severity >= scenes.SeverityError {
				t.Fatalf("problem: %v", p)
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

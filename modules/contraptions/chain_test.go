package contraptions

import "testing"

// TestLastPuzzlesNeedAChain: the template's last two puzzles are solved
// only by a working chain: their solutions place more than one part, and
// leaving out any one of them leaves the puzzle unsolved for 10 s (puzzle
// 3: the wires from the switch to the motor and every gear; puzzle 4: the
// AND gate and every wire to it).
func TestLastPuzzlesNeedAChain(t *testing.T) {
	for _, name := range templatePuzzles[2:] {
		pz := newRig(t, nil, name).puzzle()
		switches, signals := 0, 0
		for _, p := range pz.Fixed {
			if p.Kind == KindSwitch {
				switches++
			}
		}
		for _, p := range pz.Solution {
			if p.Kind == KindWire || p.Kind.isGate() {
				signals++
			}
		}
		if len(pz.Solution) < 2 || switches == 0 || signals == 0 {
			t.Errorf("%s: the solution places %d parts, %d of them wires or gates, on a board of %d switches; want a chain from a switch", name, len(pz.Solution), signals, switches)
		}
		for i, left := range pz.Solution {
			r := newRig(t, nil, name)
			for j, p := range pz.Solution {
				if j != i {
					r.place(p)
				}
			}
			if r.runUntil(600) {
				t.Errorf("%s: solved without the solution's %s at %d,%d", name, left.Kind, left.Col, left.Row)
			}
		}
	}
}

// TestXorIsNoAnd: puzzle 4's palette offers XOR and NOT beside AND; an XOR
// in the AND's place keeps the door shut (both switches are on).
func TestXorIsNoAnd(t *testing.T) {
	r := newRig(t, nil, templatePuzzles[3])
	for _, p := range r.puzzle().Solution {
		if p.Kind == KindAnd {
			p.Kind = KindXor
		}
		r.place(p)
	}
	if r.runUntil(600) {
		t.Error("an XOR in the AND's place solves puzzle 4")
	}
}

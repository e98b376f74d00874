package contraptions

import "testing"

// BenchmarkRunStep_Board80 measures a whole game step (the module's step,
// the physics step and the rest of the core's) of the template's fourth
// puzzle running without its gate, so it never ends: 80 parts, 3 balls
// (one pushed by a fan against the shut door, two on switches), wires.
func BenchmarkRunStep_Board80(b *testing.B) {
	r := newRig(b, nil, templatePuzzles[3])
	for _, p := range r.puzzle().Solution {
		if p.Kind == KindWire {
			r.place(p)
		}
	}
	r.press(ActionRun)
	r.steps(120)
	b.ReportAllocs()
	for b.Loop() {
		r.g.Step()
	}
	if r.b().Mode != ModeRun {
		b.Fatalf("the board is in mode %v, want run", r.b().Mode)
	}
}

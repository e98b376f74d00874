package fighting

import "testing"

// BenchmarkStep measures one step of the template's game in a fight
// against the computer (the whole game's step, the module's included).
func BenchmarkStep(b *testing.B) {
	r := newRig(b, nil, nil)
	r.start(ModeCPU)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if r.m.Phase == PhaseTitle {
			b.StopTimer()
			r.start(ModeCPU)
			b.StartTimer()
		}
		r.g.Step()
	}
}

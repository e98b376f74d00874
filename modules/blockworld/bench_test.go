package blockworld

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSteadyStepAllocatesNothing: a step with the miner standing and
// digging stone, water flowing and the clock running allocates nothing
// once the chunks are loaded (the hotbar's and clock's texts change only
// when what they say does).
func TestSteadyStepAllocatesNothing(t *testing.T) {
	r := newRig(t, false)
	r.arena(0, 10, 20, 25, 5)
	r.steps(FallEvery * FlowEvery)
	allocs := testing.AllocsPerRun(100, func() { r.s.step(r.g) })
	if allocs != 0 {
		t.Errorf("a steady step allocates %v times", allocs)
	}
}

// BenchmarkStep measures the module's step in a loaded world at rest.
func BenchmarkStep(b *testing.B) {
	r := newRig(b, false)
	r.steps(10)
	b.ReportAllocs()
	for b.Loop() {
		r.s.step(r.g)
	}
}

// BenchmarkRelightDig measures the light worked out again after one dig
// (31 columns of the world's 128 rows, both lights).
func BenchmarkRelightDig(b *testing.B) {
	r := newRig(b, false)
	r.s.index(r.world)
	x := SpawnColumn(7)
	b.ReportAllocs()
	for b.Loop() {
		r.s.relight(x-15, 0, x+16, WorldHeight)
	}
}

// BenchmarkGenerate measures making one chunk.
func BenchmarkGenerate(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		Generate(7, i%64, i%WorldChunksY)
	}
}

// TestPlaytestReport: the report names the world and the miner.
func TestPlaytestReport(t *testing.T) {
	r := newRig(t, false)
	facts := r.s.PlaytestReport(r.g, nil)
	b, err := json.Marshal(facts)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{`"name":"world"`, `"seed":7`, `"loadedChunks":12`, `"name":"miner"`, `"item":"Pickaxe"`} {
		if !strings.Contains(s, want) {
			t.Errorf("the report %s has no %s", s, want)
		}
	}
}

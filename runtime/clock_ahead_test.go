package runtime_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/runtime"
)

// TestClockAhead: Ahead(k) is the Delta the k-th next step then has, at
// step rates whose steps are not whole nanoseconds and at a time scale.
func TestClockAhead(t *testing.T) {
	for _, c := range []struct {
		rate  int
		scale float64
	}{{60, 1}, {144, 1}, {30, 1}, {60, 0.5}, {7, 1.3}} {
		g, err := runtime.NewGame(runtime.Options{StepRate: c.rate, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		g.Clock().SetTimeScale(c.scale)
		g.Step()
		want := make([]time.Duration, 50)
		for k := range want {
			want[k] = g.Clock().Ahead(k + 1)
		}
		seen := map[time.Duration]bool{}
		for k, w := range want {
			g.Step()
			if got := g.Clock().Delta(); got != w {
				t.Fatalf("rate %d scale %v: step %d: Delta %v, Ahead said %v", c.rate, c.scale, k+1, got, w)
			}
			seen[w] = true
		}
		if c.rate == 60 && c.scale == 1 && len(seen) != 2 {
			t.Errorf("at 60 steps a second the steps have %d lengths, want 2 (16,666,666 and 16,666,667 ns)", len(seen))
		}
		if g.Clock().Ahead(0) != 0 {
			t.Error("Ahead(0) is not 0")
		}
	}
}

package runtime_test

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
)

func hz(f float64) time.Duration { return time.Duration(float64(time.Second) / f) }

func TestAdvanceTable(t *testing.T) {
	step := time.Second / 60
	tests := []struct {
		name   string
		frames []time.Duration
		steps  []int   // steps taken by each frame
		blend  float64 // blend after the last frame
	}{
		{"60 Hz", []time.Duration{step, step, step}, []int{1, 1, 1}, 0},
		{"59.94 Hz snaps to one step", repeat(hz(59.94), 5), []int{1, 1, 1, 1, 1}, 0},
		{"61 Hz snaps to one step", repeat(hz(61), 3), []int{1, 1, 1}, 0},
		{"30 Hz takes two", repeat(hz(30), 3), []int{2, 2, 2}, 0},
		{"144 Hz alternates", repeat(hz(144), 6), []int{0, 0, 1, 0, 1, 0}, 0.5},
		{"half a step waits", []time.Duration{step / 2, step / 2}, []int{0, 1}, 0},
		{"a quarter-second stall is capped at 0.1 s", []time.Duration{250 * time.Millisecond}, []int{6}, 0},
		{"zero-length frames take nothing", []time.Duration{0, 0, 0}, []int{0, 0, 0}, 0},
		{"a negative frame takes nothing", []time.Duration{-step}, []int{0}, 0},
		{"1.3 steps keeps the rest", []time.Duration{step * 13 / 10}, []int{1}, 0.3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := runtime.NewTestClock(60)
			for i, d := range tt.frames {
				if got := runtime.ClockSteps(c, d); got != tt.steps[i] {
					t.Fatalf("frame %d (%v): took %d steps, want %d", i, d, got, tt.steps[i])
				}
			}
			if got := c.Blend(); math.Abs(got-tt.blend) > 1e-6 {
				t.Errorf("Blend() = %v, want %v", got, tt.blend)
			}
		})
	}
}

func repeat(d time.Duration, n int) []time.Duration {
	out := make([]time.Duration, n)
	for i := range out {
		out[i] = d
	}
	return out
}

func TestAdvanceLongRunRates(t *testing.T) {
	// Over 10 s of real time every frame rate takes about 600 steps.
	for _, rate := range []float64{30, 60, 144, 59.94, 75} {
		c := runtime.NewTestClock(60)
		frames := int(rate * 10)
		total := 0
		for range frames {
			total += runtime.ClockSteps(c, hz(rate))
		}
		if total < 597 || total > 601 {
			t.Errorf("%v Hz for 10 s took %d steps, want about 600", rate, total)
		}
	}
}

func TestLowStepRates(t *testing.T) {
	for _, rate := range []int{1, 5, 7, 9, 10} {
		c := runtime.NewTestClock(rate)
		total := 0
		for range 60 { // one second at 60 Hz
			total += runtime.ClockSteps(c, hz(60))
		}
		if total < rate-1 || total > rate {
			t.Errorf("%d steps a second: one second of 60 Hz frames took %d steps", rate, total)
		}
	}
}

func TestPausedTakesNoSteps(t *testing.T) {
	c := runtime.NewTestClock(60)
	c.SetPaused(true)
	if got := runtime.ClockSteps(c, time.Second); got != 0 {
		t.Errorf("paused clock took %d steps, want 0", got)
	}
	c.SetPaused(false)
	if got := runtime.ClockSteps(c, time.Second/60); got != 1 {
		t.Errorf("resumed clock took %d steps, want 1", got)
	}
}

func TestTimeScale(t *testing.T) {
	c := runtime.NewTestClock(60)
	for range 60 {
		runtime.ClockAdvance(c)
	}
	if c.Now() != griff.Time(time.Second) {
		t.Errorf("60 steps at 60 Hz: game time %v, want exactly 1s", c.Now())
	}
	c.SetTimeScale(0.5)
	var sum time.Duration
	for range 120 {
		runtime.ClockAdvance(c)
		sum += c.Delta()
	}
	if sum != time.Second || c.Now() != griff.Time(2*time.Second) {
		t.Errorf("120 steps at scale 0.5: deltas sum to %v, now %v; want 1s and 2s", sum, c.Now())
	}
	c.SetTimeScale(-3)
	runtime.ClockAdvance(c)
	if c.TimeScale() != 0 || c.Delta() != 0 || c.Tick() != 181 {
		t.Errorf("negative scale: TimeScale %v Delta %v Tick %d, want 0, 0 and 181", c.TimeScale(), c.Delta(), c.Tick())
	}
}

// Whatever float or rate a caller hands the clock, game time never runs
// backwards and a step is never zero (shared/cases/clock-extremes).
func TestClockExtremesAreClamped(t *testing.T) {
	c := runtime.NewTestClock(2_000_000_000)
	if c.StepRate() != runtime.MaxStepRate || c.StepDuration() <= 0 {
		t.Errorf("rate 2e9: StepRate %d, StepDuration %v; want %d and above zero", c.StepRate(), c.StepDuration(), runtime.MaxStepRate)
	}
	if n := runtime.ClockSteps(c, time.Millisecond); n < 1 {
		t.Errorf("a millisecond at the highest rate took %d steps", n)
	}
	for _, scale := range []float64{math.Inf(1), 1e10, math.MaxFloat64, math.NaN(), math.Inf(-1)} {
		c := runtime.NewTestClock(60)
		c.SetTimeScale(scale)
		prev := c.Now()
		for range 1000 {
			runtime.ClockAdvance(c)
			if c.Now() < prev || c.Delta() < 0 {
				t.Fatalf("scale %v: game time went from %v to %v (delta %v)", scale, prev, c.Now(), c.Delta())
			}
			prev = c.Now()
		}
		if s := c.TimeScale(); s < 0 || s > runtime.MaxTimeScale || s != s {
			t.Errorf("SetTimeScale(%v) left the scale at %v", scale, s)
		}
	}
}

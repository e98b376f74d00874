package runtime_test

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
)

// TestClockExtremesTable: whatever step rate a game built in code asks for
// and whatever float it hands SetTimeScale, the clock clamps (never refuses):
// the rate to [1, MaxStepRate] (0 or less is the default), the scale to
// [0, MaxTimeScale] (NaN and negatives are 0), so game time never runs
// backwards and a step is never shorter than 1 ns (shared/cases/clock-extremes).
func TestClockExtremesTable(t *testing.T) {
	frame := time.Second / 60
	tests := []struct {
		name      string
		rate      int
		scale     float64
		wantRate  int
		wantScale float64
		wantSteps int // steps 10 frames of 1/60 s take
	}{
		{"rate 2e9", 2_000_000_000, 1, runtime.MaxStepRate, 1, 166_666},
		{"rate max int", math.MaxInt, 1, runtime.MaxStepRate, 1, 166_666},
		{"rate 0", 0, 1, runtime.DefaultStepRate, 1, 10},
		{"rate negative", -5, 1, runtime.DefaultStepRate, 1, 10},
		{"rate min int", math.MinInt, 1, runtime.DefaultStepRate, 1, 10},
		{"rate 1", 1, 1, 1, 1, 0},
		{"scale +Inf", 60, math.Inf(1), 60, runtime.MaxTimeScale, 10},
		{"scale 1e10", 60, 1e10, 60, runtime.MaxTimeScale, 10},
		{"scale max float", 60, math.MaxFloat64, 60, runtime.MaxTimeScale, 10},
		{"scale NaN", 60, math.NaN(), 60, 0, 10},
		{"scale -Inf", 60, math.Inf(-1), 60, 0, 10},
		{"scale negative", 60, -0.5, 60, 0, 10},
		{"scale tiny", 60, 1e-300, 60, 1e-300, 10},
		{"rate 2e9 at scale +Inf", 2_000_000_000, math.Inf(1), runtime.MaxStepRate, runtime.MaxTimeScale, 166_666},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := runtime.NewGame(runtime.Options{StepRate: tt.rate})
			if err != nil {
				t.Fatal(err)
			}
			c := g.Clock()
			c.SetTimeScale(tt.scale)
			if c.StepRate() != tt.wantRate || c.StepDuration() != time.Second/time.Duration(tt.wantRate) {
				t.Fatalf("StepRate %d StepDuration %v, want %d and 1/%d s", c.StepRate(), c.StepDuration(), tt.wantRate, tt.wantRate)
			}
			if c.TimeScale() != tt.wantScale {
				t.Fatalf("TimeScale %v, want %v", c.TimeScale(), tt.wantScale)
			}
			steps := 0
			prev := c.Now()
			for range 10 {
				for range g.Clock().Due(frame) {
					g.Step()
					steps++
					if c.Now() < prev || c.Delta() < 0 {
						t.Fatalf("game time went from %v to %v (delta %v)", prev, c.Now(), c.Delta())
					}
					prev = c.Now()
				}
			}
			if steps != tt.wantSteps {
				t.Errorf("10 frames of 1/60 s took %d steps, want %d", steps, tt.wantSteps)
			}
			want := time.Duration(float64(steps) * float64(time.Second) * tt.wantScale / float64(tt.wantRate))
			if got := time.Duration(c.Now()); (got - want).Abs() > time.Duration(steps) {
				t.Errorf("game time %v after %d steps, want about %v", got, steps, want)
			}
		})
	}
}

// TestAdvanceExtremeDeltas: Advance's real time may be any Duration; a
// negative or zero one takes nothing, a huge one at most MaxOwed's worth.
func TestAdvanceExtremeDeltas(t *testing.T) {
	for _, d := range []time.Duration{math.MinInt64, -1, 0, math.MaxInt64, math.MaxInt64 - 1} {
		for _, rate := range []int{1, 60, runtime.MaxStepRate} {
			c := runtime.NewTestClock(rate)
			want := 0
			if d > 0 {
				want = int(max(runtime.MaxOwed, c.StepDuration()) / c.StepDuration())
			}
			if got := runtime.ClockSteps(c, d); got != want {
				t.Errorf("rate %d: %v took %d steps, want %d", rate, d, got, want)
			}
		}
	}
}

// TestClockPastOverflow: at the highest rate and scale the game time kept in
// 1/rate ns overflows int64 after about 92 s of real time; the steps go on as
// they would, and game time stops at the largest griff.Time, never wrapping.
func TestClockPastOverflow(t *testing.T) {
	near := runtime.NewTestClock(7)
	ref := runtime.NewTestClock(7)
	near.SetTimeScale(1.3)
	ref.SetTimeScale(1.3)
	acc := int64(math.MaxInt64 - 3_000_000_000)
	runtime.SetClockTime(near, acc, acc/7)
	runtime.SetClockTime(ref, acc%7, 0)
	for i := range 10 {
		if a, b := near.Ahead(i+1), ref.Ahead(i+1); a != b {
			t.Fatalf("Ahead(%d) near overflow %v, away from it %v", i+1, a, b)
		}
	}
	for i := range 10 {
		before := near.Now()
		runtime.ClockAdvance(near)
		runtime.ClockAdvance(ref)
		if near.Delta() != ref.Delta() || near.Now() != before+griff.Time(near.Delta()) {
			t.Fatalf("step %d: delta %v near overflow, %v away from it; now %v after %v", i, near.Delta(), ref.Delta(), near.Now(), before)
		}
	}
	end := runtime.NewTestClock(runtime.MaxStepRate)
	end.SetTimeScale(math.Inf(1))
	runtime.SetClockTime(end, 0, math.MaxInt64-50)
	for range 3 {
		runtime.ClockAdvance(end)
	}
	if end.Now() != math.MaxInt64 || end.Delta() != 0 {
		t.Errorf("at the end of game time: now %v delta %v, want the largest time and 0", end.Now(), end.Delta())
	}
	if d := end.Ahead(math.MaxInt); d != 100*time.Microsecond {
		t.Errorf("Ahead(MaxInt) at 1e6 steps a second, scale 100: %v, want 100µs", d)
	}
}

// TestTimelineExtremeSeconds: NewTimeline clamps its float before turning it
// into a count, so +Inf and huge values keep the same number of snapshots on
// every architecture.
func TestTimelineExtremeSeconds(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{})
	if err != nil {
		t.Fatal(err)
	}
	def := runtime.NewTimeline(g, 0).Cap()
	for _, tt := range []struct {
		seconds float64
		want    int
	}{{math.Inf(1), 1 << 20}, {1e300, 1 << 20}, {math.MaxFloat64, 1 << 20}, {1e-9, 1}, {1, 60},
		{math.NaN(), def}, {math.Inf(-1), def}, {-1, def}} {
		if got := runtime.NewTimeline(g, tt.seconds).Cap(); got != tt.want {
			t.Errorf("NewTimeline(%v).Cap() = %d, want %d", tt.seconds, got, tt.want)
		}
	}
}

// FuzzClock hands the clock's setters and Due/advance any rate, scales and
// real times, checking that game time never runs backwards, no step is
// shorter than 1 ns and Ahead predicts every Delta.
func FuzzClock(f *testing.F) {
	f.Add(60, 1.0, 0.5, int64(time.Second/60), int64(time.Second), uint8(10))
	f.Add(2_000_000_000, math.Inf(1), math.NaN(), int64(math.MaxInt64), int64(-1), uint8(200))
	f.Add(-3, -1.0, 1e10, int64(0), int64(math.MinInt64), uint8(3))
	f.Fuzz(func(t *testing.T, rate int, s1, s2 float64, d1, d2 int64, n uint8) {
		c := runtime.NewTestClock(rate)
		if c.StepRate() < 1 || c.StepRate() > runtime.MaxStepRate || c.StepDuration() < 1 {
			t.Fatalf("rate %d: StepRate %d StepDuration %v", rate, c.StepRate(), c.StepDuration())
		}
		prev := c.Now()
		for i := range int(n) {
			s, d := s1, d1
			if i%2 == 1 {
				s, d = s2, d2
			}
			c.SetTimeScale(s)
			if ts := c.TimeScale(); !(ts >= 0 && ts <= runtime.MaxTimeScale) {
				t.Fatalf("SetTimeScale(%v) left %v", s, ts)
			}
			k := runtime.ClockSteps(c, time.Duration(d))
			if k < 0 || k > runtime.MaxStepRate/10+1 {
				t.Fatalf("Due(%v) = %d steps", time.Duration(d), k)
			}
			if b := c.Blend(); !(b >= 0 && b < 1) {
				t.Fatalf("Blend %v", b)
			}
			want := c.Ahead(1)
			runtime.ClockAdvance(c)
			if c.Now() < prev || c.Delta() < 0 || c.Delta() != want {
				t.Fatalf("step %d: now %v after %v, delta %v (Ahead said %v)", i, c.Now(), prev, c.Delta(), want)
			}
			prev = c.Now()
		}
	})
}

package ebitenhost

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
)

// rafTimes returns n synthetic requestAnimationFrame timestamps (ms) of a display
// at hz, each moved by up to ±jitter ms (a fixed random stream) and rounded to
// 0.1 ms as Chromium rounds them; drop lists frames the display skipped.
func rafTimes(hz float64, n int, jitter float64, seed uint64, drop map[int]bool) []float64 {
	r := griff.NewRand(seed)
	var out []float64
	for i := 0; len(out) < n; i++ {
		if drop[i] {
			continue
		}
		t := 1000 + float64(i)*1000/hz + (r.Float64()*2-1)*jitter
		out = append(out, math.Round(t*10)/10)
	}
	return out
}

// stepsPerFrame runs a 60-steps-a-second clock through the frames the
// timestamps make, each through hand (the pacer, or none), and returns the steps
// each frame took.
func stepsPerFrame(t *testing.T, times []float64, hand func(ms float64) time.Duration) []int {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{StepRate: 60})
	if err != nil {
		t.Fatal(err)
	}
	out := make([]int, len(times))
	for i, ms := range times {
		out[i] = g.Advance(hand(ms))
	}
	return out
}

// paced hands the timestamps through a new pacer.
func paced(t *testing.T, times []float64) []int {
	p := newFramePacer(time.Second / 60)
	return stepsPerFrame(t, times, p.frame)
}

// unpaced hands the raw time between timestamps, as the host did with time.Now.
func unpaced(t *testing.T, times []float64) []int {
	last := math.NaN()
	return stepsPerFrame(t, times, func(ms float64) time.Duration {
		d := time.Second / 60
		if !math.IsNaN(last) {
			d = msDuration(ms - last)
		}
		last = ms
		return d
	})
}

// warmUp is how many frames the checks skip while the pacer learns the rate.
const warmUp = pacerWindow

// steady reports the first frame after warmUp whose window of frames frames
// does not hold exactly steps steps, each frame taking at most one step, or -1.
func steady(got []int, frames, steps int) int {
	for i := warmUp; i+frames <= len(got); i++ {
		sum := 0
		for _, s := range got[i : i+frames] {
			if s > 1 && steps <= frames {
				return i
			}
			sum += s
		}
		if sum != steps {
			return i
		}
	}
	return -1
}

func TestPacerSnapHoldsAt60_120_144Hz(t *testing.T) {
	cases := []struct {
		hz            float64
		frames, steps int // every run of frames frames takes steps steps
	}{
		{60, 1, 1},
		{59.94, 1, 1},
		{120, 2, 1},
		{119.88, 2, 1},
		{144, 12, 5},
	}
	for _, c := range cases {
		for _, jitter := range []float64{0, 0.3, 1} {
			t.Run(fmt.Sprintf("%vHz_jitter%vms", c.hz, jitter), func(t *testing.T) {
				times := rafTimes(c.hz, 600, jitter, 7, nil)
				got := paced(t, times)
				if i := steady(got, c.frames, c.steps); i >= 0 {
					t.Fatalf("frames %d.. took %v steps, want %d in every %d frames", i, got[i:min(i+24, len(got))], c.steps, c.frames)
				}
				// Game time keeps up with real time: the steps taken are the time
				// elapsed, within one step (59.94 Hz plays 0.1% slow by the snap).
				elapsed := (times[len(times)-1] - times[0]) / 1000 * 60
				total := 0
				for _, s := range got {
					total += s
				}
				if math.Abs(float64(total-1)-elapsed) > 1+elapsed*0.0011 {
					t.Errorf("%d steps over %.2f steps of real time", total, elapsed)
				}
			})
		}
	}
}

// TestPacerNeeded shows what the pacer is for: the same jittery timestamps
// handed on raw break the 120 Hz pattern (a frame of two steps beside one of
// none), which the pacer keeps.
func TestPacerNeeded(t *testing.T) {
	times := rafTimes(120, 600, 1, 7, nil)
	if i := steady(unpaced(t, times), 2, 1); i < 0 {
		t.Fatal("raw frame times kept 1,0,1,0 at 120 Hz with 1 ms of jitter; the test shows nothing")
	}
	if i := steady(paced(t, times), 2, 1); i >= 0 {
		t.Fatalf("paced frame times broke the 120 Hz pattern at frame %d", i)
	}
}

func TestPacerDroppedFrames(t *testing.T) {
	drop := map[int]bool{100: true, 250: true, 251: true}
	times := rafTimes(60, 400, 0.3, 3, drop)
	got := paced(t, times)
	for i := warmUp; i < len(got); i++ {
		want := 1
		switch i {
		case 100: // frame 100 came two periods after 99
			want = 2
		case 249:
			want = 3
		}
		if got[i] != want {
			t.Errorf("frame %d took %d steps, want %d", i, got[i], want)
		}
	}
}

func TestPacerFirstAndRepeatedTimestamps(t *testing.T) {
	p := newFramePacer(time.Second / 60)
	if d := p.frame(5000); d != time.Second/60 {
		t.Errorf("first frame = %v, want one step", d)
	}
	if d := p.frame(5000); d != 0 {
		t.Errorf("a timestamp not after the previous = %v, want 0", d)
	}
	if d := p.frame(math.NaN()); d != time.Second/60 {
		t.Errorf("a NaN timestamp = %v, want one step (started again)", d)
	}
	if d := p.frame(5010); d != time.Second/60 {
		t.Errorf("after a NaN = %v, want one step", d)
	}
	if d := p.frame(5020.5); d != 10500*time.Microsecond {
		t.Errorf("before the rate is known = %v, want the raw 10.5ms", d)
	}
}

func TestPacerAllocatesNothing(t *testing.T) {
	p := newFramePacer(time.Second / 60)
	ms := 0.0
	allocs := testing.AllocsPerRun(200, func() {
		ms += 1000.0 / 144
		p.frame(ms)
	})
	if allocs != 0 {
		t.Errorf("frame allocates %v times, want 0", allocs)
	}
}

// TestPacerExtremeTimestamps: timestamps a sub-nanosecond apart once made the
// estimated rate so high that the period was 0 and snap divided by it; a huge
// jump turned into a Duration past the int range. Neither panics, and every
// frame stands for a time from 0 to an hour (shared/cases/clock-extremes).
func TestPacerExtremeTimestamps(t *testing.T) {
	p := newFramePacer(time.Second / 60)
	p.frame(0)
	for i := 1; i <= 2*pacerWindow; i++ {
		if d := p.frame(float64(i) * 1e-300); d < 0 || d > time.Hour {
			t.Fatalf("frame %d a sub-nanosecond after the last: %v", i, d)
		}
	}
	if p.rate != pacerMaxRate {
		t.Errorf("rate %v, want the highest, %v", p.rate, pacerMaxRate)
	}
	for _, ms := range []float64{1e300, math.MaxFloat64} {
		if d := p.frame(ms); d < 0 || d > time.Hour {
			t.Errorf("a jump to %v ms: %v", ms, d)
		}
	}
}

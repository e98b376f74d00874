package ebitenhost

import (
	"math"
	"slices"
	"time"

	"github.com/griffengine/griff/runtime"
)

// pacerWindow is how many recent frame lengths a framePacer estimates the
// display's refresh rate from: 64, about a second at 60 Hz, so the rounding of
// browser timestamps (to 0.1 ms in Chromium without cross-origin isolation)
// moves the estimate by far less than one hertz.
const pacerWindow = 64

// pacerMinFrames is how many frame lengths a framePacer needs before it trusts
// its estimate of the refresh rate; until then it hands frames on as they are.
const pacerMinFrames = 4

// pacerHysteresis is how far, in hertz, a new estimate of the refresh rate
// must be from the rate in use to replace it: 1 Hz, so an estimate near
// x.5 Hz does not flip the rate (and the frame length) from frame to frame.
const pacerHysteresis = 1

// framePacer turns the timestamps of displayed frames (a browser's
// requestAnimationFrame time, in milliseconds) into the real time each frame
// hands hosting.Loop.Frame.
//
// Decision: the timestamps a browser gives jitter (Chromium rounds them to
// 0.1 ms; a late callback reads a later clock), and the game's clock
// (runtime.SnapTolerance) evens that out only for frames of one or more whole
// steps. At 120 or 144 Hz a frame is less than a step, and jitter then moves
// steps from one frame to the next: at 120 Hz a steady display would take
// 1,0,1,0... steps but sometimes takes 0,2. The pacer estimates the display's
// refresh rate (a whole number of hertz, from the last pacerWindow frames) and hands each frame on as the nearest whole
// number of that rate's periods (two for a dropped frame), keeping the
// difference, at most SnapTolerance of a period, for the next frame: so a
// steady display takes the same pattern of steps at 60, 120 and 144 Hz
// (1,1,1...; 1,0,1,0...; five steps in every twelve frames) with up to half a
// period of jitter, and game time follows the display's frames as the game's
// clock follows a 59.94 Hz display (0.1% slow). The idea is Tyler
// Glaiel's, "How to make your game run at 60fps" (2018): snap frame lengths
// to the display's refresh period.
//
// The zero value is not ready; newFramePacer makes one.
type framePacer struct {
	step    time.Duration        // the game's step, handed for the first frame
	last    float64              // the previous timestamp, in ms
	started bool                 // last is set
	lens    [pacerWindow]float64 // recent frame lengths, in ms, a ring
	n       int                  // frames seen (lens holds min(n, pacerWindow))
	rate    float64              // the refresh rate in use, in Hz; 0 before it is known
	carry   time.Duration        // real time not yet handed on (negative: handed too much)
	sorted  [pacerWindow]float64 // scratch for the median, so a frame makes no garbage
}

// newFramePacer returns a pacer for a game whose step is step long.
func newFramePacer(step time.Duration) *framePacer { return &framePacer{step: step} }

// frame takes the timestamp of the frame being drawn (ms, from any fixed
// origin, such as performance.now) and returns the real time the frame
// stands for: one step for the first frame (and after a timestamp that is NaN
// or infinite), nothing for a timestamp not after the previous one, the time
// since the previous frame until pacerMinFrames frames have given the refresh
// rate, then that time evened out as the type's documentation says.
func (p *framePacer) frame(ms float64) time.Duration {
	if !p.started || math.IsNaN(ms) || math.IsInf(ms, 0) {
		p.last, p.started = ms, !math.IsNaN(ms) && !math.IsInf(ms, 0)
		return p.step
	}
	d := ms - p.last
	if d <= 0 {
		return 0
	}
	p.last = ms
	p.lens[p.n%pacerWindow] = d
	p.n++
	p.estimate()
	raw := msDuration(d)
	if p.rate == 0 {
		return raw
	}
	return p.snap(raw)
}

// snap hands the frame raw long (plus what earlier frames kept) on as a whole
// number of display periods, keeping the rest: all of it when the frame is
// under half a period (it is handed with the next), else at most
// SnapTolerance of a period, so jitter is evened out but a display a little
// slower than the rate in use (59.94 Hz at 60) does not pile up a step's
// worth and take two steps in one frame now and then (the game's clock makes
// the same choice).
func (p *framePacer) snap(raw time.Duration) time.Duration {
	period := time.Duration(float64(time.Second) / p.rate)
	x := raw + p.carry
	k := (x + period/2) / period
	if k <= 0 {
		p.carry = x
		return 0
	}
	limit := time.Duration(runtime.SnapTolerance * float64(period))
	p.carry = min(max(x-k*period, -limit), limit)
	return k * period
}

// estimate updates the refresh rate from the recent frame lengths: their sum
// over the number of display periods they span (each frame counted as the
// nearest whole number of the median frame length, so a dropped frame counts
// two), so the rounding and jitter of single timestamps hardly move it; taken
// as a whole number of hertz, and changed only when the new estimate is more
// than pacerHysteresis from the rate in use.
func (p *framePacer) estimate() {
	k := min(p.n, pacerWindow)
	if k < pacerMinFrames {
		return
	}
	s := p.sorted[:k]
	copy(s, p.lens[:k])
	slices.Sort(s)
	med := s[k/2]
	var sum, periods float64
	for _, d := range s {
		sum += d
		periods += max(1, math.Round(d/med))
	}
	hz := 1000 * periods / sum
	if p.rate == 0 || math.Abs(hz-p.rate) > pacerHysteresis {
		p.rate = min(math.Max(1, math.Round(hz)), pacerMaxRate)
	}
}

// pacerMaxRate is the highest refresh rate a framePacer takes, in Hz: a
// million (a period of 1 µs, runtime.MaxStepRate's step), so timestamps a
// page hands closer than that (a sub-nanosecond apart) never make the period
// 0 and snap divide by it (shared/cases/clock-extremes).
const pacerMaxRate = 1e6

// msDuration converts milliseconds to a duration, rounded to a nanosecond;
// more than an hour is an hour (the clock owes at most runtime.MaxOwed
// anyway), clamped before the float is turned into an int, which past the
// int range differs between architectures, and so snap's sums never overflow.
func msDuration(ms float64) time.Duration {
	ns := math.Round(ms * 1e6)
	if ns >= float64(time.Hour) {
		return time.Hour
	}
	return time.Duration(ns)
}

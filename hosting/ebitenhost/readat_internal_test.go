package ebitenhost

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/runtime"
)

// TestReadAt: a frame's devices are stamped with the clock's present moment
// once the frame's time is added, as steps after the start of the step the
// frame's events count in. At 144 Hz the moments of successive frames are
// 60/144 of a step apart, each in (0, 1+60/144); at 60 Hz every frame
// within the clock's snap reads at exactly 1; a stall reads at most
// MaxOwed's 6 steps in.
func TestReadAt(t *testing.T) {
	g, c := newClockGame(t)
	frame := time.Second / 144
	prev, above1 := math.NaN(), 0
	for i := range 144 {
		at := readAt(c, frame)
		moment := float64(c.Tick()) + at // in steps since the game's start
		if !(at > 0 && at < 1+60.0/144) {
			t.Errorf("144 Hz frame %d: At %v, want in (0, %v)", i, at, 1+60.0/144)
		}
		if d := moment - prev; i > 0 && math.Abs(d-60.0/144) > 1e-6 {
			t.Errorf("144 Hz frame %d: read %v steps after the frame before, want %v", i, d, 60.0/144)
		}
		if at > 1 {
			above1++
		}
		prev = moment
		g.Advance(frame)
	}
	if above1 == 0 {
		t.Error("no 144 Hz frame read past its step's end; those that take a step after owing part of one do")
	}
	g, c = newClockGame(t)
	for i, d := range []time.Duration{time.Second / 60, 16 * time.Millisecond, 17200 * time.Microsecond, time.Second * 1001 / 60000} {
		if at := readAt(c, d); at != 1 {
			t.Errorf("60 Hz frame %d of %v: At %v, want 1", i, d, at)
		}
		g.Advance(d)
	}
	if at := readAt(c, time.Second); at != 6 {
		t.Errorf("a frame of 1 s: At %v, want 6 (MaxOwed)", at)
	}
}

// newClockGame returns a new game at 60 steps a second and its clock.
func newClockGame(t *testing.T) (*runtime.Game, *runtime.Clock) {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{StepRate: 60})
	if err != nil {
		t.Fatal(err)
	}
	return g, g.Clock()
}

package input_test

import (
	"bytes"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// TestFrameAtStampsTheFrameEvents: a live frame's events carry the moment the
// host read the devices, rounded to whole 1/AtResolution steps and clamped;
// a frame read later queues its own moment.
func TestFrameAtStampsTheFrameEvents(t *testing.T) {
	live := input.NewLive(sampleControls(), input.PlayerDevices{Keyboard: true})
	var d input.DeviceState
	d.Keys[input.KeySpace] = true
	live.FrameAt(&d, 0.3) // a press read 0.3 steps into the next step
	d.Keys[input.KeySpace] = false
	live.FrameAt(&d, 0.9) // released in a later frame, before the step runs
	events := live.Events(7, nil)
	if len(events) != 2 {
		t.Fatalf("events %v, want a press and a release", events)
	}
	want0 := math.Round(0.3*input.AtResolution) / input.AtResolution
	want1 := math.Round(0.9*input.AtResolution) / input.AtResolution
	if events[0].At != want0 || events[1].At != want1 {
		t.Errorf("At = %v, %v, want %v, %v", events[0].At, events[1].At, want0, want1)
	}
	var s input.State
	s.Apply(events)
	if at, ok := s.PressedAt(0, "Jump"); !ok || at != want0 {
		t.Errorf("PressedAt = %v, %v, want %v, true", at, ok, want0)
	}
	if at, ok := s.ReleasedAt(0, "Jump"); !ok || at != want1 {
		t.Errorf("ReleasedAt = %v, %v, want %v, true", at, ok, want1)
	}
	s.Apply(nil)
	if _, ok := s.PressedAt(0, "Jump"); ok {
		t.Error("PressedAt still reports a press in the next step")
	}
	for _, c := range []struct{ in, want float64 }{
		{-1, 0}, {math.NaN(), 0}, {math.Inf(1), input.MaxAt}, {100, input.MaxAt},
		{1.0 / 3, 341.0 / 1024}, {2.5, 2.5},
	} {
		if got := input.RoundAt(c.in); got != c.want {
			t.Errorf("RoundAt(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestPressedAtIsTheFirstPress: a tap, release and tap in one step reports
// the first press and the release between them.
func TestPressedAtIsTheFirstPress(t *testing.T) {
	var s input.State
	s.Apply([]input.Event{
		{Action: "Hit", Down: true, Value: 1, At: 0.25},
		{Action: "Hit", At: 0.5},
		{Action: "Hit", Down: true, Value: 1, At: 0.75},
	})
	at, _ := s.PressedAt(0, "Hit")
	rat, _ := s.ReleasedAt(0, "Hit")
	if at != 0.25 || rat != 0.5 || !s.Held(0, "Hit") {
		t.Errorf("PressedAt %v, ReleasedAt %v, Held %v; want 0.25, 0.5, true", at, rat, s.Held(0, "Hit"))
	}
	if _, ok := s.PressedAt(0, "Never"); ok {
		t.Error("PressedAt of an action no event named reports a press")
	}
}

// TestEventsAtRoundTrip: an event list with times is written as version 3
// and read back to the same events; a list without times stays version 1 or
// 2, so older readers read it.
func TestEventsAtRoundTrip(t *testing.T) {
	events := []input.Event{
		{Tick: 3, Action: "Hit", Down: true, Value: 1, At: 0.375},
		{Tick: 3, Action: "Hit", At: 7.5},
		{Tick: 4, Kind: input.KindTouchBegan, Touch: 1, X: 10, Y: 20, At: 1.0 / 1024},
		{Tick: 5, Action: "Hit", Down: true, Value: 1},
	}
	var b bytes.Buffer
	if err := input.WriteEvents(&b, events); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	if !strings.HasPrefix(text, "griff-input 3\n") || !strings.Contains(text, "3 0 Hit down at=0.375\n") ||
		!strings.Contains(text, "5 0 Hit down\n") {
		t.Errorf("written:\n%s", text)
	}
	got, err := input.ReadEvents(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	for i := range events {
		if got[i] != events[i] {
			t.Errorf("event %d read back as %+v, want %+v", i, got[i], events[i])
		}
	}
	b.Reset()
	if err := input.WriteEvents(&b, events[3:]); err != nil || !strings.HasPrefix(b.String(), "griff-input 1\n") {
		t.Errorf("a list without times: %q, %v; want version 1", b.String(), err)
	}
}

// TestEventsAtErrors: a bad time, or a time in a list of an older version,
// is an error naming the line.
func TestEventsAtErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"griff-input 2\n1 0 Hit down at=0.5\n", "line 2: bad input events: at= in a version 2 list"},
		{"griff-input 3\n1 0 Hit down at=0.1\n", "line 2: bad input events: \"at=0.1\" is not at="},
		{"griff-input 3\n1 0 Hit down at=-1\n", "is not at="},
		{"griff-input 3\n1 0 Hit down at=9\n", "is not at="},
		{"griff-input 3\n1 0 Hit down at=NaN\n", "is not at="},
		{"griff-input 3\n1 0 @pointer 1 at=0.5\n", "fields in a @pointer line"},
	} {
		_, err := input.ReadEvents(strings.NewReader(c.text))
		if !errors.Is(err, input.ErrBadEvents) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadEvents(%q) = %v, want an error containing %q", c.text, err, c.want)
		}
	}
	if err := input.WriteEvents(&bytes.Buffer{}, []input.Event{{Action: "Hit", Down: true, Value: 1, At: 0.1}}); err == nil {
		t.Error("WriteEvents of an event with At 0.1 (not a whole 1/1024 step) succeeded")
	}
}

// TestTouchTimes: a finger that came down or left in a step reports when, as
// PressedAt and ReleasedAt do for an action; a tap shorter than a step has
// both, and a finger still down in the next step began in none.
func TestTouchTimes(t *testing.T) {
	var s input.State
	s.Apply([]input.Event{
		{Kind: input.KindTouchBegan, Touch: 1, X: 5, Y: 5, At: 0.25},
		{Kind: input.KindTouchBegan, Touch: 2, X: 9, Y: 9, At: 0.5},
		{Kind: input.KindTouchEnded, Touch: 2, X: 9, Y: 9, At: 0.875},
		{Player: 1, Kind: input.KindTouchMoved, Touch: 3, X: 1, Y: 1, At: 1.5}, // moved before it began: it begins then
	})
	want := []input.Touch{
		{ID: 1, X: 5, Y: 5, Began: true, BeganAt: 0.25},
		{ID: 2, X: 9, Y: 9, Began: true, Ended: true, BeganAt: 0.5, EndedAt: 0.875},
	}
	if got := s.Touches(0, nil); !slices.Equal(got, want) {
		t.Errorf("Touches(0) = %+v, want %+v", got, want)
	}
	if got := s.Touches(1, nil); len(got) != 1 || got[0].BeganAt != 1.5 {
		t.Errorf("Touches(1) = %+v, want finger 3 begun at 1.5", got)
	}
	s.Apply([]input.Event{{Kind: input.KindTouchEnded, Touch: 1, X: 6, Y: 6, At: 0.125}})
	if got := s.Touches(0, nil); len(got) != 1 || got[0] != (input.Touch{ID: 1, X: 6, Y: 6, Ended: true, EndedAt: 0.125}) {
		t.Errorf("the next step: Touches(0) = %+v, want finger 1 ended at 0.125 and not begun", got)
	}
}

package input_test

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
)

func TestCaptureActionRoundTrip(t *testing.T) {
	for k := input.Key(0); k < input.NumKeys; k++ {
		a := input.CaptureAction(k)
		if !input.ValidAction(a) {
			t.Errorf("CaptureAction(%v) = %q is not a valid action name", k, a)
		}
		if got, ok := input.CapturedKey(a); !ok || got != k {
			t.Errorf("CapturedKey(%q) = %v, %v; want %v", a, got, ok, k)
		}
	}
	for _, a := range []string{"jump", "Key/", "Key/Nope", "Pad/A"} {
		if k, ok := input.CapturedKey(a); ok {
			t.Errorf("CapturedKey(%q) = %v, want none", a, k)
		}
	}
}

// A key going down while Capture is on queues one press (down and up) of its
// capture action; a key held from before, or one pressed with Capture off,
// queues none.
func TestLiveCapture(t *testing.T) {
	c := &input.Controls{}
	c.Bind("jump", input.KeyBinding(input.KeySpace))
	l := input.NewLive(c, input.PlayerDevices{Keyboard: true})
	var d input.DeviceState
	d.Keys[input.KeyA] = true
	l.Frame(&d) // A down, capture off
	if ev := l.Events(1, nil); len(ev) != 0 {
		t.Fatalf("capture off: events %v, want none", ev)
	}
	l.Capture = true
	d.Keys[input.KeySpace] = true
	l.Frame(&d) // Space goes down; A is still held
	ev := l.Events(2, nil)
	var s input.State
	s.Apply(ev)
	if !s.Pressed(0, "jump") || !s.Pressed(0, "Key/Space") || s.Held(0, "Key/Space") || s.Pressed(0, "Key/A") {
		t.Errorf("events %v: want jump pressed, Key/Space pressed and not held, no Key/A", ev)
	}
}

package input_test

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// TestLiveCountsInNextStepOnce: what happened during frames that took no step
// counts in the next step, once.
func TestLiveCountsInNextStepOnce(t *testing.T) {
	type tick = griff.Tick
	type frame struct {
		keys []input.Key
		step tick // 0: this frame takes no step
		want string
		jump string // State flags of Jump after the step
	}
	tests := []struct {
		name   string
		frames []frame
	}{
		{"tap between steps", []frame{
			{keys: []input.Key{input.KeySpace}},
			{},
			{step: 1, want: "t1 p0 Jump down 1; t1 p0 Jump up 0", jump: "-PR"},
			{step: 2, want: "", jump: "---"},
		}},
		{"held across frames with no step", []frame{
			{keys: []input.Key{input.KeySpace}},
			{keys: []input.Key{input.KeySpace}},
			{keys: []input.Key{input.KeySpace}, step: 1, want: "t1 p0 Jump down 1", jump: "HP-"},
			{keys: []input.Key{input.KeySpace}, step: 2, want: "", jump: "H--"},
			{},
			{step: 3, want: "t3 p0 Jump up 0", jump: "--R"},
		}},
		{"two frames, two steps", []frame{
			{keys: []input.Key{input.KeySpace}, step: 1, want: "t1 p0 Jump down 1", jump: "HP-"},
			{keys: []input.Key{input.KeySpace}, step: 2, want: "", jump: "H--"},
		}},
	}
	for _, tc := range tests {
		live := input.NewLive(sampleControls(), input.PlayerDevices{Keyboard: true})
		var s input.State
		for i, f := range tc.frames {
			var d input.DeviceState
			for _, k := range f.keys {
				d.Keys[k] = true
			}
			live.Frame(&d)
			if f.step == 0 {
				continue
			}
			events := live.Events(f.step, nil)
			if got := fmtEvents(events); got != f.want {
				t.Errorf("%s: frame %d: events %q, want %q", tc.name, i, got, f.want)
			}
			s.Apply(events)
			if got := flags(&s, 0, "Jump"); got != f.jump {
				t.Errorf("%s: frame %d: Jump is %s, want %s", tc.name, i, got, f.jump)
			}
		}
	}
}

func TestLivePush(t *testing.T) {
	live := input.NewLive(&input.Controls{})
	live.Push(input.Event{Tick: 99, Player: 1, Action: "Pause", Down: true, Value: 1})
	if got, want := fmtEvents(live.Events(5, nil)), "t5 p1 Pause down 1"; got != want {
		t.Errorf("events %q, want %q", got, want)
	}
	defer func() {
		if e := recover(); e == nil || !strings.HasPrefix(e.(string), "input: Live.Push") {
			t.Errorf("Push of a bad event: recovered %v", e)
		}
	}()
	live.Push(input.Event{Player: 0, Action: "bad name"})
}

func TestLiveFrameMakesNoGarbage(t *testing.T) {
	live := input.NewLive(sampleControls(), input.PlayerDevices{Keyboard: true})
	var d input.DeviceState
	buf := make([]input.Event, 0, 16)
	i := griff.Tick(0)
	live.Frame(&d)
	allocs := testing.AllocsPerRun(200, func() {
		i++
		d.Keys[input.KeySpace] = i%2 == 0
		live.Frame(&d)
		buf = live.Events(i, buf[:0])
	})
	if allocs != 0 {
		t.Errorf("a frame and step made %v allocations, want 0", allocs)
	}
}

func TestScriptPlaysAtTicks(t *testing.T) {
	script := input.NewScript([]input.Event{
		{Tick: 5, Player: 0, Action: "Jump", Down: true, Value: 1},
		{Tick: 2, Player: 0, Action: "Fire", Down: true, Value: 1},
		{Tick: 5, Player: 0, Action: "Jump"},
		{Tick: 2, Player: 1, Action: "Fire", Down: true, Value: 1},
		{Tick: 9, Player: 0, Action: "Fire"},
	})
	want := map[griff.Tick]string{
		2: "t2 p0 Fire down 1; t2 p1 Fire down 1",
		5: "t5 p0 Jump down 1; t5 p0 Jump up 0",
		9: "t9 p0 Fire up 0",
	}
	for tick := griff.Tick(1); tick <= 10; tick++ {
		if got := fmtEvents(script.Events(tick, nil)); got != want[tick] {
			t.Errorf("tick %d: events %q, want %q", tick, got, want[tick])
		}
	}
	if !script.Done() {
		t.Errorf("Done() = false after the last event")
	}
	script.Rewind()
	if got, want := fmtEvents(script.Events(100, nil)), "t100 p0 Fire down 1; t100 p1 Fire down 1; t100 p0 Jump down 1; t100 p0 Jump up 0; t100 p0 Fire up 0"; got != want {
		t.Errorf("late after Rewind: %q, want %q", got, want)
	}
}

func TestNewScriptPanicsOnBadEvent(t *testing.T) {
	defer func() {
		if e := recover(); e == nil || !strings.Contains(e.(string), "event 1") {
			t.Errorf("recovered %v, want a panic naming event 1", e)
		}
	}()
	input.NewScript([]input.Event{down(0, "Jump"), down(input.MaxPlayers, "Jump")})
}

// TestRecordAndReplay records a live session, writes and reads the recording,
// and plays it back: every step's State must be the same.
func TestRecordAndReplay(t *testing.T) {
	controls := sampleControls()
	live := input.NewLive(controls, input.PlayerDevices{Keyboard: true}, input.PlayerDevices{Gamepad: 0})
	rec := input.NewRecorder(live)
	var played []string
	var s input.State
	d := &input.DeviceState{Gamepads: make([]input.GamepadState, 1)}
	for frame := range 60 {
		d.Keys[input.KeySpace] = frame%7 < 2
		d.Keys[input.KeyA] = frame%11 > 6
		d.Gamepads[0].Axes[input.AxisLeftX] = float64(frame%9-4) / 4
		live.Frame(d)
		if frame%3 == 2 { // one step every third frame
			s.Update(rec, griff.Tick(frame/3+1))
			played = append(played, stateLine(&s))
		}
	}
	var buf bytes.Buffer
	if err := input.WriteEvents(&buf, rec.Recording()); err != nil {
		t.Fatal(err)
	}
	events, err := input.ReadEvents(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(events, rec.Recording()) {
		t.Fatalf("the recording read back differs:\n%v\n%v", events, rec.Recording())
	}
	if len(events) < 40 || !strings.Contains(strings.Join(played, ""), "-PR") {
		t.Fatalf("the session is too plain to test a replay: %d events", len(events))
	}
	script := input.NewScript(events)
	var r input.State
	for i, want := range played {
		r.Update(script, griff.Tick(i+1))
		if got := stateLine(&r); got != want {
			t.Errorf("step %d replayed as %q, want %q", i+1, got, want)
		}
	}
}

// stateLine sums up a State for players 0 and 1.
func stateLine(s *input.State) string {
	var b strings.Builder
	for p := range 2 {
		for _, a := range []string{"Fire", "Jump", "MoveX"} {
			fmt.Fprintf(&b, "%s ", flags(s, p, a))
		}
		fmt.Fprintf(&b, "%v|", s.Axis(p, "MoveX"))
	}
	return b.String()
}

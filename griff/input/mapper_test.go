package input_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// fmtEvents writes events compactly: "p0 Jump down 1; p0 Jump up 0".
func fmtEvents(events []input.Event) string {
	var parts []string
	for _, e := range events {
		dir := "up"
		if e.Down {
			dir = "down"
		}
		s := fmt.Sprintf("p%d %s %s %v", e.Player, e.Action, dir, e.Value)
		if e.Tick != 0 {
			s = fmt.Sprintf("t%d ", e.Tick) + s
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// frame describes one frame of devices for a mapper test.
type frame struct {
	keys []input.Key
	pad  map[input.GamepadAxis]float64
	btn  []input.GamepadButton
	want string
}

func (f frame) state() *input.DeviceState {
	d := &input.DeviceState{Gamepads: make([]input.GamepadState, 1)}
	for _, k := range f.keys {
		d.Keys[k] = true
	}
	for a, v := range f.pad {
		d.Gamepads[0].Axes[a] = v
	}
	for _, b := range f.btn {
		d.Gamepads[0].Buttons[b] = true
	}
	return d
}

func TestMapperSequences(t *testing.T) {
	one := []input.PlayerDevices{{Keyboard: true}}
	ax := func(v float64) map[input.GamepadAxis]float64 {
		return map[input.GamepadAxis]float64{input.AxisLeftX: v}
	}
	trig := func(v float64) map[input.GamepadAxis]float64 {
		return map[input.GamepadAxis]float64{input.AxisTriggerR: v}
	}
	tests := []struct {
		name   string
		frames []frame
	}{
		{"key down, held, up", []frame{
			{keys: []input.Key{input.KeySpace}, want: "p0 Jump down 1"},
			{keys: []input.Key{input.KeySpace}, want: ""},
			{want: "p0 Jump up 0"},
		}},
		{"two bindings of one action", []frame{
			{keys: []input.Key{input.KeySpace}, want: "p0 Jump down 1"},
			{keys: []input.Key{input.KeySpace}, btn: []input.GamepadButton{input.PadA}, want: ""},
			{btn: []input.GamepadButton{input.PadA}, want: ""},
			{want: "p0 Jump up 0"},
		}},
		{"composite left-right", []frame{
			{keys: []input.Key{input.KeyA}, want: "p0 MoveX down -1"},
			{keys: []input.Key{input.KeyA, input.KeyD}, want: "p0 MoveX down 0"},
			{keys: []input.Key{input.KeyD}, want: "p0 MoveX down 1"},
			{keys: []input.Key{input.KeyD}, pad: ax(0.5), want: ""}, // 1.5 clamps to 1
			{pad: ax(0.5), want: "p0 MoveX down 0.5"},
			{want: "p0 MoveX up 0"},
		}},
		{"axis threshold 0.25, whole axis", []frame{
			{pad: ax(0.2), want: ""},
			{pad: ax(0.25), want: "p0 MoveX down 0.25"},
			{pad: ax(0.6), want: "p0 MoveX down 0.6"},
			{pad: ax(0.6), want: ""},
			{pad: ax(-0.3), want: "p0 MoveX down -0.3"},
			{pad: ax(-0.24), want: "p0 MoveX up 0"},
			{pad: ax(-7), want: "p0 MoveX down -1"}, // clamped
		}},
		{"half axis, default threshold", []frame{
			{pad: trig(0.49), want: ""},
			{pad: trig(0.5), want: "p0 Fire down 0.5"},
			{pad: trig(1), want: "p0 Fire down 1"},
			{pad: trig(0.1), want: "p0 Fire up 0"},
		}},
	}
	for _, tc := range tests {
		var m input.Mapper
		c := sampleControls()
		for i, f := range tc.frames {
			got := fmtEvents(m.Update(f.state(), c, one, nil))
			if got != f.want {
				t.Errorf("%s: frame %d: events %q, want %q", tc.name, i, got, f.want)
			}
		}
	}
}

func TestMapperNegativeHalfAxis(t *testing.T) {
	c := &input.Controls{}
	c.Bind("Left", input.AxisBinding(input.AxisLeftX, -1, 0.3))
	var m input.Mapper
	d := &input.DeviceState{Gamepads: make([]input.GamepadState, 1)}
	for _, tc := range []struct {
		v    float64
		want string
	}{{0.9, ""}, {-0.29, ""}, {-0.3, "p0 Left down -0.3"}, {0.3, "p0 Left up 0"}} {
		d.Gamepads[0].Axes[input.AxisLeftX] = tc.v
		if got := fmtEvents(m.Update(d, c, []input.PlayerDevices{{}}, nil)); got != tc.want {
			t.Errorf("LeftX at %v: events %q, want %q", tc.v, got, tc.want)
		}
	}
}

func TestMapperPlayersReadTheirDevices(t *testing.T) {
	c := sampleControls()
	players := []input.PlayerDevices{
		{Keyboard: true, NoGamepad: true}, // keyboard only
		{Gamepad: 1},                      // second pad
		{Gamepad: 5},                      // a pad that is not there
	}
	d := &input.DeviceState{Gamepads: make([]input.GamepadState, 2)}
	d.Keys[input.KeySpace] = true
	d.Gamepads[0].Buttons[input.PadA] = true // nobody reads pad 0
	d.Gamepads[1].Axes[input.AxisLeftX] = -1
	var m input.Mapper
	if got, want := fmtEvents(m.Update(d, c, players, nil)), "p0 Jump down 1; p1 MoveX down -1"; got != want {
		t.Errorf("events %q, want %q", got, want)
	}
	// Player 1 leaves: its held actions go up.
	if got, want := fmtEvents(m.Update(d, c, players[:1], nil)), "p1 MoveX up 0"; got != want {
		t.Errorf("after player 1 left: events %q, want %q", got, want)
	}
}

func TestMapperFollowsRebinding(t *testing.T) {
	c := sampleControls()
	one := []input.PlayerDevices{{Keyboard: true}}
	d := &input.DeviceState{}
	d.Keys[input.KeySpace] = true
	d.Keys[input.KeyD] = true
	var m input.Mapper
	m.Update(d, c, one, nil)
	c.Rebind("Jump", key(input.KeySpace), key(input.KeyK))
	c.Bind("Crouch", key(input.KeyD)) // a new action, sorted first
	c.Remove("MoveX")                 // held when removed
	if got, want := fmtEvents(m.Update(d, c, one, nil)), "p0 MoveX up 0; p0 Crouch down 1; p0 Jump up 0"; got != want {
		t.Errorf("after rebinding: events %q, want %q", got, want)
	}
	m.Reset()
	if got, want := fmtEvents(m.Update(d, c, one, nil)), "p0 Crouch down 1"; got != want {
		t.Errorf("after Reset: events %q, want %q", got, want)
	}
}

func TestMapperIgnoresNaN(t *testing.T) {
	c := sampleControls()
	d := &input.DeviceState{Gamepads: make([]input.GamepadState, 1)}
	var m input.Mapper
	m.Update(d, c, []input.PlayerDevices{{}}, nil)
	for i := range d.Gamepads[0].Axes {
		d.Gamepads[0].Axes[i] = nan()
	}
	if got := m.Update(d, c, []input.PlayerDevices{{}}, nil); len(got) != 0 {
		t.Errorf("NaN axes gave events %q", fmtEvents(got))
	}
}

func nan() float64 { var z float64; return z / z }

func TestMapperUpdateMakesNoGarbage(t *testing.T) {
	c := sampleControls()
	players := []input.PlayerDevices{{Keyboard: true}, {Gamepad: 1}}
	d := &input.DeviceState{Gamepads: make([]input.GamepadState, 2)}
	var m input.Mapper
	buf := make([]input.Event, 0, 16)
	i := 0
	allocs := testing.AllocsPerRun(200, func() {
		i++
		d.Keys[input.KeySpace] = i%2 == 0
		d.Gamepads[1].Axes[input.AxisLeftX] = float64(i%10) / 10
		buf = m.Update(d, c, players, buf[:0])
	})
	if allocs != 0 {
		t.Errorf("Mapper.Update made %v allocations per frame, want 0", allocs)
	}
}

func BenchmarkMapperUpdate_2Players(b *testing.B) {
	c := sampleControls()
	players := []input.PlayerDevices{{Keyboard: true}, {Gamepad: 1}}
	d := &input.DeviceState{Gamepads: make([]input.GamepadState, 2)}
	var m input.Mapper
	buf := make([]input.Event, 0, 16)
	i := 0
	for b.Loop() {
		i++
		d.Keys[input.KeySpace] = i%2 == 0
		buf = m.Update(d, c, players, buf[:0])
	}
}

func TestMapperNilControlsAndTooManyPlayers(t *testing.T) {
	var m input.Mapper
	if got := m.Update(&input.DeviceState{}, nil, []input.PlayerDevices{{Keyboard: true}}, nil); len(got) != 0 {
		t.Errorf("nil controls gave events %q", fmtEvents(got))
	}
	defer func() {
		if e := recover(); e == nil || !strings.HasPrefix(e.(string), "input: Mapper.Update") {
			t.Errorf("recovered %v, want an input panic", e)
		}
	}()
	m.Update(&input.DeviceState{}, nil, make([]input.PlayerDevices, input.MaxPlayers+1), nil)
}

package input_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

func key(k input.Key) input.Binding { return input.KeyBinding(k) }

// sampleControls are a platformer's controls for one keyboard and gamepad.
func sampleControls() *input.Controls {
	c := &input.Controls{}
	c.Bind("MoveX", key(input.KeyA).Negative(), key(input.KeyD), input.AxisBinding(input.AxisLeftX, 0, 0.25))
	c.Bind("Jump", key(input.KeySpace), input.PadBinding(input.PadA))
	c.Bind("Fire", input.MouseBinding(input.MouseLeft), input.AxisBinding(input.AxisTriggerR, 1, 0))
	return c
}

func TestControlsBindOrder(t *testing.T) {
	c := sampleControls()
	if got, want := c.Actions(), []string{"Fire", "Jump", "MoveX"}; !slices.Equal(got, want) {
		t.Errorf("Actions() = %v, want %v", got, want)
	}
	c.Bind("Jump", key(input.KeySpace), key(input.KeyW)) // Space is there already
	want := []input.Binding{key(input.KeySpace), input.PadBinding(input.PadA), key(input.KeyW)}
	if got := c.Bindings("Jump"); !slices.Equal(got, want) {
		t.Errorf("Bindings(Jump) = %v, want %v", got, want)
	}
	if got := c.Bindings("Nope"); got != nil {
		t.Errorf("Bindings(Nope) = %v, want nil", got)
	}
	c.Bindings("Jump")[0] = key(input.KeyQ) // a copy
	if got := c.Bindings("Jump")[0]; got != key(input.KeySpace) {
		t.Errorf("Bindings returned the controls' own slice")
	}
}

func TestControlsRebind(t *testing.T) {
	tests := []struct {
		name   string
		change func(c *input.Controls) bool
		ok     bool
		jump   string
	}{
		{"rebind in place", func(c *input.Controls) bool { return c.Rebind("Jump", key(input.KeySpace), key(input.KeyK)) },
			true, "Key:K Pad:A"},
		{"rebind to one it has", func(c *input.Controls) bool {
			return c.Rebind("Jump", key(input.KeySpace), input.PadBinding(input.PadA))
		}, true, "Pad:A"},
		{"rebind missing", func(c *input.Controls) bool { return c.Rebind("Jump", key(input.KeyQ), key(input.KeyK)) },
			false, "Key:Space Pad:A"},
		{"rebind missing action", func(c *input.Controls) bool { return c.Rebind("Duck", key(input.KeyQ), key(input.KeyK)) },
			false, "Key:Space Pad:A"},
		{"unbind", func(c *input.Controls) bool { return c.Unbind("Jump", input.PadBinding(input.PadA)) },
			true, "Key:Space"},
		{"unbind missing", func(c *input.Controls) bool { return c.Unbind("Jump", key(input.KeyQ)) },
			false, "Key:Space Pad:A"},
		{"unbind missing action", func(c *input.Controls) bool { return c.Unbind("Duck", key(input.KeyQ)) },
			false, "Key:Space Pad:A"},
		{"remove", func(c *input.Controls) bool { return c.Remove("Jump") }, true, ""},
		{"remove missing", func(c *input.Controls) bool { return c.Remove("Duck") }, false, "Key:Space Pad:A"},
	}
	for _, tc := range tests {
		c := sampleControls()
		if got := tc.change(c); got != tc.ok {
			t.Errorf("%s: reported %v, want %v", tc.name, got, tc.ok)
		}
		var names []string
		for _, b := range c.Bindings("Jump") {
			names = append(names, b.String())
		}
		if got := strings.Join(names, " "); got != tc.jump {
			t.Errorf("%s: Jump is bound to %q, want %q", tc.name, got, tc.jump)
		}
	}
}

func TestControlsFindAndClone(t *testing.T) {
	c := sampleControls()
	c.Bind("Confirm", key(input.KeySpace))
	if got, want := c.Find(key(input.KeySpace)), []string{"Confirm", "Jump"}; !slices.Equal(got, want) {
		t.Errorf("Find(Key:Space) = %v, want %v", got, want)
	}
	if got := c.Find(key(input.KeyF1)); got != nil {
		t.Errorf("Find(Key:F1) = %v, want nil", got)
	}
	d := c.Clone()
	d.Unbind("Jump", key(input.KeySpace))
	if len(c.Bindings("Jump")) != 2 {
		t.Errorf("changing a clone changed the original")
	}
}

func TestControlsBindPanics(t *testing.T) {
	tests := map[string]func(c *input.Controls){
		"empty name":       func(c *input.Controls) { c.Bind("", key(input.KeyA)) },
		"space in name":    func(c *input.Controls) { c.Bind("Move X", key(input.KeyA)) },
		"zero binding":     func(c *input.Controls) { c.Bind("Jump", input.Binding{}) },
		"bad key":          func(c *input.Controls) { c.Bind("Jump", input.Binding{Device: input.DeviceKey, Code: 200}) },
		"bad axis sign":    func(c *input.Controls) { c.Bind("Jump", input.Binding{Device: input.DeviceAxis, Sign: 3}) },
		"rebind to a zero": func(c *input.Controls) { c.Rebind("Jump", key(input.KeySpace), input.Binding{}) },
	}
	for name, f := range tests {
		func() {
			defer func() {
				if e := recover(); e == nil || !strings.HasPrefix(e.(string), "input: ") {
					t.Errorf("%s: recovered %v, want an input panic", name, e)
				}
			}()
			f(sampleControls())
		}()
	}
}

func TestControlsJSON(t *testing.T) {
	c := sampleControls()
	c.Bind("Pause")
	data, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"Fire":["Mouse:Left","Axis:TriggerR+"],"Jump":["Key:Space","Pad:A"],` +
		`"MoveX":["Key:A-","Key:D","Axis:LeftX@0.25"],"Pause":[]}`
	if string(data) != want {
		t.Errorf("Marshal =\n%s\nwant\n%s", data, want)
	}
	type project struct{ Controls input.Controls }
	byValue, err := json.Marshal(project{*c})
	if err != nil || string(byValue) != `{"Controls":`+want+`}` {
		t.Errorf("Marshal of a struct holding Controls = %s, %v", byValue, err)
	}
	var back input.Controls
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	again, _ := json.Marshal(&back)
	if string(again) != want {
		t.Errorf("round trip =\n%s\nwant\n%s", again, want)
	}
}

func TestControlsJSONErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{`[]`, "input: controls"},
		{`{"Jump":"Key:Space"}`, "input: controls"},
		{`{"Jump":["Key:Spaec"]}`, `action "Jump" binding 1: input: binding "Key:Spaec"`},
		{`{"Jump":["Key:Space",3]}`, `action "Jump" binding 2: want a string`},
		{`{"Move X":["Key:A"]}`, `action "Move X"`},
		{`{"B":["Key:Q"],"A":["Pad:Q"],"C":["Axis:Q"]}`, `action "A"`}, // the first error in name order
	}
	for _, tc := range tests {
		c := sampleControls()
		err := json.Unmarshal([]byte(tc.in), c)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Unmarshal(%s) error = %v, want one containing %q", tc.in, err, tc.want)
		}
		if len(c.Actions()) != 3 {
			t.Errorf("Unmarshal(%s) changed the controls on error", tc.in)
		}
	}
	var c input.Controls
	if err := json.Unmarshal([]byte(`{"Jump":["Key:Q"]}`), &c); errors.Is(err, input.ErrBadBinding) || err != nil {
		t.Errorf("Unmarshal of good controls: %v", err)
	}
}

func FuzzControlsJSON(f *testing.F) {
	for _, s := range []string{`{"Jump":["Key:Space","Pad:A"]}`, `{}`, `{"A":[]}`, `{"x":["Axis:LeftX-@0.1"]}`, `[`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var c input.Controls
		if err := json.Unmarshal(data, &c); err != nil {
			return
		}
		out, err := json.Marshal(&c)
		if err != nil {
			t.Fatalf("controls read from %q do not marshal: %v", data, err)
		}
		var d input.Controls
		if err := json.Unmarshal(out, &d); err != nil {
			t.Fatalf("%s does not read back: %v", out, err)
		}
		if again, _ := json.Marshal(&d); string(again) != string(out) {
			t.Fatalf("round trip changed %s into %s", out, again)
		}
	})
}

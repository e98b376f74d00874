package input_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

func TestParseBinding(t *testing.T) {
	tests := []struct {
		text  string
		want  input.Binding
		canon string // String() of the result; "" means text itself
	}{
		{"Key:Space", input.KeyBinding(input.KeySpace), ""},
		{"key:space", input.KeyBinding(input.KeySpace), "Key:Space"},
		{"Key:A-", input.KeyBinding(input.KeyA).Negative(), ""},
		{"Key:D+", input.KeyBinding(input.KeyD), "Key:D"},
		{"Mouse:Left", input.MouseBinding(input.MouseLeft), ""},
		{"Mouse:Forward", input.MouseBinding(input.MouseForward), ""},
		{"Pad:A", input.PadBinding(input.PadA), ""},
		{"Pad:DpadLeft-", input.PadBinding(input.PadDpadLeft).Negative(), ""},
		{"Axis:LeftX", input.AxisBinding(input.AxisLeftX, 0, 0), ""},
		{"Axis:LeftX+", input.AxisBinding(input.AxisLeftX, 1, 0), ""},
		{"Axis:LeftY-", input.AxisBinding(input.AxisLeftY, -1, 0), ""},
		{"Axis:TriggerR+@0.2", input.AxisBinding(input.AxisTriggerR, 1, 0.2), ""},
		{"Axis:RightX@1", input.AxisBinding(input.AxisRightX, 0, 1), ""},
		{"Axis:RightX@0.5", input.AxisBinding(input.AxisRightX, 0, 0.5), "Axis:RightX"},
		{"Axis:RightX@.25", input.AxisBinding(input.AxisRightX, 0, 0.25), "Axis:RightX@0.25"},
	}
	for _, tc := range tests {
		got, err := input.ParseBinding(tc.text)
		if err != nil || got != tc.want {
			t.Errorf("ParseBinding(%q) = %+v, %v, want %+v", tc.text, got, err, tc.want)
			continue
		}
		canon := tc.canon
		if canon == "" {
			canon = tc.text
		}
		if s := got.String(); s != canon {
			t.Errorf("ParseBinding(%q).String() = %q, want %q", tc.text, s, canon)
		}
	}
	if got := input.AxisBinding(input.AxisLeftX, 1, 0.5); got != input.AxisBinding(input.AxisLeftX, 1, 0) {
		t.Errorf("AxisBinding with the default threshold = %+v, want Threshold 0", got)
	}
}

func TestParseBindingErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "Device:Name"},
		{"Space", "Device:Name"},
		{"Keyboard:Space", `unknown device "Keyboard"`},
		{"Key:Spaec", `unknown key name "Spaec"`},
		{"Key:", `unknown key name ""`},
		{"Mouse:Wheel", `unknown mouse name "Wheel"`},
		{"Pad:Z", `unknown pad name "Z"`},
		{"Axis:LeftZ+", `unknown axis name "LeftZ"`},
		{"Key:A@0.5", "only an axis has a threshold"},
		{"Axis:LeftX+@0", "threshold"},
		{"Axis:LeftX+@1.5", "threshold"},
		{"Axis:LeftX+@NaN", "threshold"},
		{"Axis:LeftX+@", "threshold"},
		{"Axis:LeftX+-", "unknown axis name"},
	}
	for _, tc := range tests {
		_, err := input.ParseBinding(tc.text)
		if !errors.Is(err, input.ErrBadBinding) || !strings.Contains(err.Error(), fmt.Sprintf("%q", tc.text)) ||
			!strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseBinding(%q) error = %v, want ErrBadBinding quoting the text and saying %q", tc.text, err, tc.want)
		}
	}
}

func TestBindingJSON(t *testing.T) {
	bs := []input.Binding{input.KeyBinding(input.KeyEnter), input.AxisBinding(input.AxisLeftY, -1, 0.3)}
	data, err := json.Marshal(bs)
	if err != nil || string(data) != `["Key:Enter","Axis:LeftY-@0.3"]` {
		t.Fatalf("Marshal = %s, %v", data, err)
	}
	var back []input.Binding
	if err := json.Unmarshal(data, &back); err != nil || len(back) != 2 || back[0] != bs[0] || back[1] != bs[1] {
		t.Errorf("Unmarshal = %+v, %v", back, err)
	}
	if _, err := json.Marshal(input.Binding{}); err == nil {
		t.Errorf("Marshal of the zero Binding succeeded")
	}
	if _, err := json.Marshal(input.Binding{Device: input.DeviceKey, Code: 250}); err == nil {
		t.Errorf("Marshal of Key(250) succeeded")
	}
	if err := json.Unmarshal([]byte(`"Key:Nope"`), &back[0]); !errors.Is(err, input.ErrBadBinding) {
		t.Errorf("Unmarshal of Key:Nope: %v, want ErrBadBinding", err)
	}
}

func TestAxisBindingPanics(t *testing.T) {
	for _, tc := range []struct {
		sign int
		thr  float64
	}{{2, 0}, {-2, 0}, {0, -0.1}, {0, 1.1}} {
		func() {
			defer func() {
				if e := recover(); e == nil || !strings.HasPrefix(fmt.Sprint(e), "input: ") {
					t.Errorf("AxisBinding(sign %d, threshold %v): recovered %v, want an input panic", tc.sign, tc.thr, e)
				}
			}()
			input.AxisBinding(input.AxisLeftX, tc.sign, tc.thr)
		}()
	}
}

func FuzzParseBinding(f *testing.F) {
	for _, s := range []string{"Key:Space", "Axis:LeftX+@0.25", "Pad:A-", "Mouse:left", "Axis:x@", ":", "Key:A@1e-300"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := input.ParseBinding(s)
		if err != nil {
			if !errors.Is(err, input.ErrBadBinding) {
				t.Fatalf("ParseBinding(%q) error %v does not wrap ErrBadBinding", s, err)
			}
			return
		}
		text, err := b.MarshalText()
		if err != nil {
			t.Fatalf("ParseBinding(%q) = %+v, which does not marshal: %v", s, b, err)
		}
		back, err := input.ParseBinding(string(text))
		if err != nil || back != b {
			t.Fatalf("ParseBinding(%q) = %+v; its text %q reads back as %+v, %v", s, b, text, back, err)
		}
	})
}

package input_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// nameSet is one enum's names, written and parsed.
type nameSet struct {
	kind  string
	n     int
	name  func(i int) string
	parse func(s string) (int, error)
}

var nameSets = []nameSet{
	{"Key", int(input.NumKeys), func(i int) string { return input.Key(i).String() },
		func(s string) (int, error) { k, err := input.ParseKey(s); return int(k), err }},
	{"MouseButton", int(input.NumMouseButtons), func(i int) string { return input.MouseButton(i).String() },
		func(s string) (int, error) { b, err := input.ParseMouseButton(s); return int(b), err }},
	{"GamepadButton", int(input.NumGamepadButtons), func(i int) string { return input.GamepadButton(i).String() },
		func(s string) (int, error) { b, err := input.ParseGamepadButton(s); return int(b), err }},
	{"GamepadAxis", int(input.NumGamepadAxes), func(i int) string { return input.GamepadAxis(i).String() },
		func(s string) (int, error) { a, err := input.ParseGamepadAxis(s); return int(a), err }},
}

func TestNamesRoundTrip(t *testing.T) {
	for _, ns := range nameSets {
		seen := map[string]bool{}
		for i := range ns.n {
			name := ns.name(i)
			if name == "" || strings.ContainsAny(name, " :+-@") || seen[strings.ToLower(name)] {
				t.Errorf("%s(%d) has name %q: empty, reserved characters or a duplicate", ns.kind, i, name)
			}
			seen[strings.ToLower(name)] = true
			for _, s := range []string{name, strings.ToLower(name), strings.ToUpper(name)} {
				if got, err := ns.parse(s); err != nil || got != i {
					t.Errorf("Parse%s(%q) = %d, %v, want %d", ns.kind, s, got, err, i)
				}
			}
		}
		if got, want := ns.name(ns.n), fmt.Sprintf("%s(%d)", ns.kind, ns.n); got != want {
			t.Errorf("String of an out-of-range %s = %q, want %q", ns.kind, got, want)
		}
		for _, bad := range []string{"", "Nope", " " + ns.name(0)} {
			if _, err := ns.parse(bad); !errors.Is(err, input.ErrUnknownName) || !strings.Contains(err.Error(), fmt.Sprintf("%q", bad)) {
				t.Errorf("Parse%s(%q) error = %v, want ErrUnknownName quoting it", ns.kind, bad, err)
			}
		}
	}
}

// TestKeyNamesPinned pins a few names: they are saved in project files.
func TestKeyNamesPinned(t *testing.T) {
	tests := []struct {
		got  fmt.Stringer
		want string
	}{
		{input.KeyA, "A"}, {input.KeyZ, "Z"}, {input.KeyDigit0, "Digit0"}, {input.KeyF12, "F12"},
		{input.KeySpace, "Space"}, {input.KeyArrowLeft, "ArrowLeft"}, {input.KeyShiftRight, "ShiftRight"},
		{input.KeyControlLeft, "ControlLeft"}, {input.KeyNumpadEnter, "NumpadEnter"}, {input.KeyContextMenu, "ContextMenu"},
		{input.MouseMiddle, "Middle"}, {input.PadA, "A"}, {input.PadDpadRight, "DpadRight"},
		{input.PadLeftTrigger, "LeftTrigger"}, {input.AxisTriggerR, "TriggerR"}, {input.AxisRightY, "RightY"},
	}
	for _, tc := range tests {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
	}
	if input.NumKeys != 104 {
		t.Errorf("NumKeys = %d, want 104 (adding keys is fine: update this count)", input.NumKeys)
	}
}

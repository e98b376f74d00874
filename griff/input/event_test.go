package input_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

var sampleEvents = []input.Event{
	{Tick: 1, Player: 0, Action: "Jump", Down: true, Value: 1},
	{Tick: 1, Player: 0, Action: "Jump"},
	{Tick: 3, Player: 1, Action: "MoveX", Down: true, Value: -0.75},
	{Tick: 3, Player: 1, Action: "MoveX", Down: true, Value: -1.0 / 3}, // shortest text that reads back exactly
	{Tick: 40, Player: 7, Action: "ui/confirm", Down: true, Value: 1},
	{Tick: 41, Player: 1, Action: "MoveX"},
	{Tick: 1 << 40, Player: 0, Action: "Fire_2", Down: true, Value: 0},
}

// TestWriteEventsGolden pins the recording format (testdata/recording.golden;
// refresh with go test -update).
func TestWriteEventsGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := input.WriteEvents(&buf, sampleEvents); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "recording.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if buf.String() != string(want) {
		t.Errorf("WriteEvents =\n%s\nwant\n%s", buf.String(), want)
	}
	got, err := input.ReadEvents(bytes.NewReader(want))
	if err != nil || !slices.Equal(got, sampleEvents) {
		t.Errorf("ReadEvents(golden) = %v, %v, want %v", got, err, sampleEvents)
	}
}

func TestReadEventsCommentsAndBlankLines(t *testing.T) {
	text := "# a hand-written demo\n\ngriff-input 1\n  # jump at once\n1 0 Jump down\n\n2 0 Jump up\n"
	got, err := input.ReadEvents(strings.NewReader(text))
	want := []input.Event{{Tick: 1, Action: "Jump", Down: true, Value: 1}, {Tick: 2, Action: "Jump"}}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("ReadEvents = %v, %v, want %v", got, err, want)
	}
}

func TestReadEventsErrors(t *testing.T) {
	const h = "griff-input 1\n"
	tests := []struct{ text, want string }{
		{"", "line 1: bad input events: want the header"},
		{"# only a comment\n", "line 2: bad input events: want the header"},
		{"griff-input 4\n1 0 Jump down\n", "line 1: bad input events: want the header"},
		{h + "1 0 Jump\n", "line 2: bad input events: 3 fields"},
		{h + "1 0 Jump down 1 2\n", "line 2: bad input events: 6 fields"},
		{h + "x 0 Jump down\n", `line 2: bad input events: tick "x"`},
		{h + "-1 0 Jump down\n", "tick -1 is negative"},
		{h + "1 p Jump down\n", `player "p"`},
		{h + "1 8 Jump down\n", "player 8 is not in [0, 8)"},
		{h + "1 0 Ju:mp down\n", `action "Ju:mp"`},
		{h + "1 0 Jump pressed\n", `"pressed" is not down or up`},
		{h + "1 0 Jump down big\n", `value "big"`},
		{h + "1 0 Jump down 1.5\n", "value 1.5 is not in [-1, 1]"},
		{h + "1 0 Jump down NaN\n", "value NaN"},
		{h + "1 0 Jump up 0.5\n", "an up event has value 0.5"},
		{h + "1 0 @pointer 1 2\n", "a pointer event in a version 1 list"},
		{"griff-input 2\n1 0 @pointer 1\n", "4 fields in a @pointer line, want 5"},
		{"griff-input 2\n1 0 @mouse 1 2\n", `"@mouse" is not @pointer`},
		{"griff-input 2\n1 0 @wheel 1 NaN\n", "position (1, NaN)"},
		{"griff-input 2\n1 0 @pointer 2e6 0\n", "not within"},
		{"griff-input 2\n1 0 @touch -1 began 0 0\n", "touch id -1"},
		{"griff-input 2\n1 0 @touch 1 lifted 0 0\n", `"lifted" is not began`},
		{"griff-input 2\n1 0 @touch x began 0 0\n", `touch id "x"`},
		{h + "5 0 Jump down\n\n4 0 Jump up\n", "line 4: bad input events: tick 4 is before tick 5"},
		{h + strings.Repeat("x", 70000) + "\n", "line 2: bad input events: bufio.Scanner: token too long"},
	}
	for _, tc := range tests {
		_, err := input.ReadEvents(strings.NewReader(tc.text))
		if !errors.Is(err, input.ErrBadEvents) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ReadEvents(%.40q) error = %v, want ErrBadEvents containing %q", tc.text, err, tc.want)
		}
	}
}

func TestWriteEventsErrors(t *testing.T) {
	tests := []struct {
		events []input.Event
		want   string
	}{
		{[]input.Event{{Tick: 2, Action: "A"}, {Tick: 1, Action: "A"}}, "event 1: tick 1 is before tick 2"},
		{[]input.Event{{Action: ""}}, "event 0: action"},
		{[]input.Event{{Action: "A", Player: -1}}, "event 0: player -1"},
	}
	for _, tc := range tests {
		err := input.WriteEvents(&bytes.Buffer{}, tc.events)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("WriteEvents(%v) error = %v, want one containing %q", tc.events, err, tc.want)
		}
	}
}

func FuzzReadEvents(f *testing.F) {
	if seed, err := os.ReadFile(filepath.Join("testdata", "recording.golden")); err == nil {
		f.Add(seed)
	}
	for _, s := range []string{"griff-input 1\n1 0 A down -0\n", "griff-input 1\n0 7 a/b up\n# x\n", "griff-input 1\n2 1 B up -0\n", "", "griff-input 1\n1 0 A down 1e-400\n", "griff-input 2\n1 0 @pointer 3.5 -0\n1 0 @touch 4 began 1 2\n2 0 @wheel 0 -1\n2 0 @touch 4 ended 1e6 2\n", "griff-input 3\n1 0 A down at=0.5\n1 0 @touch 4 began 1 2 at=-0\n2 0 A up at=8\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		events, err := input.ReadEvents(bytes.NewReader(data))
		if err != nil {
			if !errors.Is(err, input.ErrBadEvents) || !strings.Contains(err.Error(), "line ") {
				t.Fatalf("error %v does not wrap ErrBadEvents or name a line", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := input.WriteEvents(&buf, events); err != nil {
			t.Fatalf("events read from %q do not write: %v", data, err)
		}
		back, err := input.ReadEvents(&buf)
		if err != nil || !slices.EqualFunc(back, events, sameEvent) {
			t.Fatalf("round trip of %q: %v, %v, want %v", data, back, err, events)
		}
		input.NewScript(events) // must not panic
	})
}

// sameEvent compares events with their values' bits (-0 and 0 differ).
func sameEvent(a, b input.Event) bool {
	return a.Tick == b.Tick && a.Player == b.Player && a.Action == b.Action && a.Down == b.Down && a.At == b.At &&
		a.Kind == b.Kind && a.X == b.X && a.Y == b.Y && a.Touch == b.Touch &&
		a.Value == b.Value && (a.Value != 0 || (1/a.Value > 0) == (1/b.Value > 0))
}

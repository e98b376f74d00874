package input_test

import (
	"encoding/json"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// FuzzStateJSON reads any bytes as a State's JSON form: nothing panics, a failed
// read leaves the state as it was, and what reads writes a form that reads back
// to the same state (the same JSON again), with nothing pressed or released.
func FuzzStateJSON(f *testing.F) {
	for _, s := range []string{
		`[{"Player":0,"Action":"Jump","Value":1},{"Player":2,"Action":"Jump","Value":1},{"Player":0,"Action":"MoveX","Value":-0.5}]`,
		`[]`, `null`, `{}`, `[{"Player":9,"Action":"Jump","Value":1}]`, `[{"Player":0,"Action":"","Value":1}]`,
		`[{"Player":0,"Action":"Jump","Value":2}]`, `[{"Player":1,"Action":"A","Value":0},{"Player":1,"Action":"A","Value":-0}]`,
		`[{"Player":7,"Action":"x.y-z_1","Value":1e-320},{"player":3,"action":"Fire"}]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var s input.State
		s.Apply([]input.Event{{Player: 1, Action: "Keep", Down: true, Value: 1}})
		before, _ := json.Marshal(&s)
		if err := s.UnmarshalJSON(data); err != nil {
			if after, _ := json.Marshal(&s); string(after) != string(before) {
				t.Fatalf("a failed UnmarshalJSON(%q) changed the state from %s to %s", data, before, after)
			}
			return
		}
		first, err := json.Marshal(&s)
		if err != nil {
			t.Fatalf("Marshal after UnmarshalJSON(%q): %v", data, err)
		}
		var back input.State
		if err := json.Unmarshal(first, &back); err != nil {
			t.Fatalf("Unmarshal(%s), written from %q: %v", first, data, err)
		}
		second, err := json.Marshal(&back)
		if err != nil || string(second) != string(first) {
			t.Fatalf("%s read back and written as %s, %v", first, second, err)
		}
		var held []struct {
			Player int
			Action string
		}
		if err := json.Unmarshal(first, &held); err != nil {
			t.Fatal(err)
		}
		for _, h := range held {
			if !back.Held(h.Player, h.Action) || back.Pressed(h.Player, h.Action) || back.Released(h.Player, h.Action) {
				t.Fatalf("%s read back: %s of player %d is %s, want held with no edge", first, h.Action, h.Player, flags(&back, h.Player, h.Action))
			}
		}
	})
}

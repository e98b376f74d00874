package scenes_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// label is a test component with a file form: "from": NAME takes the text of
// the Test.Label of the entity named NAME; "bad": [i, off] fails at item i of
// "where", byte off.
type label struct {
	Text string `json:"text"`
}

func init() {
	scenes.Register[label]("Test.Label", scenes.Expand(func(f map[string]json.RawMessage, in *scenes.FileContext) error {
		if raw, ok := f["from"]; ok {
			var name string
			if err := json.Unmarshal(raw, &name); err != nil {
				return err
			}
			other := in.Component(name, "Test.Label")
			if other == nil {
				return &scenes.ValueError{Path: []any{"from"}, Offset: -1, Err: errors.New("no such label")}
			}
			var o label
			if err := json.Unmarshal(other, &o); err != nil {
				return err
			}
			f["text"], _ = json.Marshal(o.Text + " (from " + name + ", read by " + in.Entity() + ")")
			delete(f, "from")
		}
		if raw, ok := f["bad"]; ok {
			var at [2]int
			if err := json.Unmarshal(raw, &at); err != nil {
				return err
			}
			return &scenes.ValueError{Path: []any{"where", at[0]}, Offset: at[1], Err: errors.New("bad spot")}
		}
		return nil
	}))
}

func labelScene(second string) []byte {
	return []byte(`{"format": 1, "entities": [
{"id": 1, "name": "A", "components": {"Test.Label": {"text": "hi"}}},
{"id": 2, "name": "B", "components": {"Test.Label": ` + second + `}}
]}`)
}

// An Expand function turns a file form into fields, reading another entity's
// component; an object not in its file form reads as it is.
func TestExpandReadsOtherEntity(t *testing.T) {
	s, err := scenes.ReadScene("l.json", labelScene(`{"from": "A"}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := scenes.Get[label](s.Find("B")).Text; got != "hi (from A, read by B)" {
		t.Errorf("B's text = %q", got)
	}
	out, err := s.Marshal()
	if err != nil || !strings.Contains(string(out), `"text": "hi (from A, read by B)"`) || strings.Contains(string(out), `"from"`) {
		t.Errorf("Marshal wrote %s (%v), want the expanded fields", out, err)
	}
	if _, err := scenes.ReadScene("l.json", labelScene(`{"from": "Z"}`), nil); err == nil || !strings.Contains(err.Error(), `l.json:3:62: B#2: entities[1].components["Test.Label"].from: not a valid scene file: no such label`) {
		t.Errorf("from a missing entity: %v", err)
	}
}

// A ValueError is placed at the value it names, at its byte offset inside a
// string; in a string with escapes, or past its end, at the string; where the
// path leads nowhere, at the last value it reached. The component object
// starts at column 53 of line 3.
func TestExpandValueErrorPlace(t *testing.T) {
	for _, tc := range []struct {
		obj  string
		line int
		col  int
	}{
		{`{"where": ["abc", "defgh"], "bad": [1, 3]}`, 3, 75},
		{`{"where": ["abc", "d\"fgh"], "bad": [1, 3]}`, 3, 71},
		{`{"where": ["abc", "defgh"], "bad": [1, 9]}`, 3, 71},
		{`{"where": ["abc"], "bad": [4, 0]}`, 3, 63},
	} {
		_, err := scenes.ReadScene("l.json", labelScene(tc.obj), nil)
		var fe *scenes.FileError
		if !errors.As(err, &fe) || fe.Line != tc.line || fe.Column != tc.col || !strings.Contains(err.Error(), "bad spot") {
			t.Errorf("%s: err = %v, want bad spot at %d:%d", tc.obj, err, tc.line, tc.col)
		}
	}
}

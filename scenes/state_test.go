package scenes_test

import (
	"bytes"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// stateOld and stateNew are one component before and after its keys were
// renamed: the same fields in the same order under other keys.
type stateOld struct {
	JumpSpeed float64            `json:"jump_speed"`
	Tint      griff.Color        `json:"tint"`
	Tags      map[string]int     `json:"tags"`
	Path      []griff.Vec        `json:"path"`
	Easing    griff.Easing       `json:"easing"`
	Inner     struct{ A, B int } `json:"inner_pair"`
	Cache     int                `griff:"-"`
}

type stateNew struct {
	JumpSpeed float64            `json:"jumpSpeed"`
	Tint      griff.Color        `json:"tint"`
	Tags      map[string]int     `json:"tags"`
	Path      []griff.Vec        `json:"path"`
	Easing    griff.Easing       `json:"easing"`
	Inner     struct{ A, B int } `json:"innerPair"`
	Cache     int                `griff:"-"`
}

func init() {
	scenes.Register[stateOld]("Test.StateOld")
	scenes.Register[stateNew]("Test.StateNew")
}

func stateOf[T any](t *testing.T, v *T) []byte {
	t.Helper()
	b, err := scenes.TypeOf[T]().AppendState(nil, v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestAppendStateIgnoresKeysAndCaches(t *testing.T) {
	o := &stateOld{JumpSpeed: 420.5, Tint: griff.RGBA(1, 0.5, 0, 1), Tags: map[string]int{"a": 1, "b": 2, "c": 3},
		Path: []griff.Vec{{1, 2}, {3, 4}}, Easing: griff.Easing(3), Cache: 7}
	o.Inner.A, o.Inner.B = 5, 6
	n := &stateNew{JumpSpeed: o.JumpSpeed, Tint: o.Tint, Tags: map[string]int{"c": 3, "b": 2, "a": 1},
		Path: o.Path, Easing: o.Easing, Inner: o.Inner, Cache: 99}
	if a, b := stateOf(t, o), stateOf(t, n); !bytes.Equal(a, b) {
		t.Errorf("renamed keys (and a cache field) changed the state bytes:\n%x\n%x", a, b)
	}
}

func TestAppendStateSeesEveryValue(t *testing.T) {
	base := stateNew{JumpSpeed: 1, Tags: map[string]int{"a": 1}, Path: []griff.Vec{{1, 2}}}
	edits := map[string]func(*stateNew){
		"float":       func(s *stateNew) { s.JumpSpeed = 1.0000000000000002 },
		"colour":      func(s *stateNew) { s.Tint = griff.RGBA(0, 0, 0, 1) },
		"map value":   func(s *stateNew) { s.Tags["a"] = 2 },
		"map key":     func(s *stateNew) { s.Tags = map[string]int{"b": 1} },
		"list":        func(s *stateNew) { s.Path = append(s.Path, griff.Vec{}) },
		"nil list":    func(s *stateNew) { s.Path = nil },
		"enum":        func(s *stateNew) { s.Easing = griff.Easing(1) },
		"inner field": func(s *stateNew) { s.Inner.B = 1 },
	}
	want := stateOf(t, &base)
	for name, edit := range edits {
		s := base
		s.Tags = map[string]int{"a": 1}
		s.Path = append([]griff.Vec(nil), base.Path...)
		edit(&s)
		if bytes.Equal(stateOf(t, &s), want) {
			t.Errorf("changing the %s left the state bytes as they were", name)
		}
	}
}

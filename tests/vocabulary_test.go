package tests

import (
	"encoding"
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	_ "github.com/griffengine/griff/modules/all"
	_ "github.com/griffengine/griff/rendering"
	_ "github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

// camelCase is a key of a hand-edited file: a lower-case letter, then letters
// and digits.
var camelCase = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// TestFileKeysAreCamelCase fails for a saved field of any registered component
// (every package a game can use is linked here), a key of an object nested in
// one (a collider's shapes), or a key of project.griff that is not camelCase, so
// the files people edit by hand speak one vocabulary. Former spellings are
// read, never written, and do not count.
func TestFileKeysAreCamelCase(t *testing.T) {
	types := scenes.Types()
	if len(types) < 30 {
		t.Fatalf("only %d component types registered: the test links too little", len(types))
	}
	for _, ct := range types {
		for _, f := range ct.Fields() {
			if !camelCase.MatchString(f.Key) {
				t.Errorf("component %s saves field %s as %q, which is not camelCase", ct.Name(), f.Name, f.Key)
			}
			for _, key := range jsonKeys(f.Type, f.Key+".", map[reflect.Type]bool{}) {
				if !camelCase.MatchString(key[strings.LastIndexByte(key, '.')+1:]) {
					t.Errorf("component %s saves %s, which is not camelCase", ct.Name(), key)
				}
			}
		}
	}
	for _, key := range jsonKeys(reflect.TypeFor[hosting.Project](), "", map[reflect.Type]bool{}) {
		if !camelCase.MatchString(key[strings.LastIndexByte(key, '.')+1:]) {
			t.Errorf("project.griff key %s is not camelCase", key)
		}
	}
}

// TestSceneFileKeysAreCamelCase writes a scene with every kind of file-level
// key (format, nextId, an inactive entity with a transform, components and
// children) and fails for any key of it that is not camelCase, but for the
// component names ("Griff.Timer"), which are names, not keys.
func TestSceneFileKeysAreCamelCase(t *testing.T) {
	s := scenes.NewScene("vocabulary", nil)
	root := s.NewEntity("Root", nil)
	child := s.NewEntity("Child", root)
	child.SetActive(false)
	child.Transform().SetPosition(griff.V(1, 2))
	child.Transform().SetRotation(0.5)
	child.Transform().SetScale(griff.V(2, 2))
	scenes.Add(child, timers.Timer{Duration: time.Second, Repeat: true, FiredAt: 3})
	out, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(out, &doc); err != nil {
		t.Fatal(err)
	}
	var keys []string
	var walk func(v any, inComponents bool)
	walk = func(v any, inComponents bool) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if !inComponents {
					keys = append(keys, k)
				}
				walk(x, k == "components" && !inComponents)
			}
		case []any:
			for _, x := range v {
				walk(x, false)
			}
		}
	}
	walk(doc, false)
	for _, want := range []string{"format", "nextId", "entities", "transform", "components", "children", "active", "firedAt"} {
		if !slices.Contains(keys, want) {
			t.Errorf("the written scene has no key %q, so the test misses it:\n%s", want, out)
		}
	}
	for _, k := range keys {
		if !camelCase.MatchString(k) {
			t.Errorf("scene file key %q is not camelCase", k)
		}
	}
}

// TestJSONKeysChecker checks the checker: it finds keys nested in slices, maps
// and pointers, leaves out values that write themselves, and stops at cycles.
func TestJSONKeysChecker(t *testing.T) {
	type inner struct {
		Snake int `json:"snake_key"`
		Plain int
		Skip  int `json:"-"`
		self  int
	}
	type tree struct {
		Kids []*tree                 `json:"kids"`
		Bits map[string][]inner      `json:"bits"`
		Own  json.RawMessage         `json:"own"`
		At   time.Time               `json:"at"`
		Opt  *struct{ A_B int }      `json:"opt"`
		Arr  [2]struct{ X_Y string } `json:"arr,omitempty"`
	}
	got := jsonKeys(reflect.TypeFor[tree](), "", map[reflect.Type]bool{})
	want := []string{"kids", "bits", "bits.snake_key", "bits.Plain", "own", "at", "opt", "opt.A_B", "arr", "arr.X_Y"}
	if !slices.Equal(got, want) {
		t.Errorf("jsonKeys = %q, want %q", got, want)
	}
}

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// jsonKeys returns the keys encoding/json writes for a value of type t, nested
// objects as "window.width": the fields of t if it is a struct, and of the
// structs inside slices, arrays, maps and pointers, down to values that write
// themselves (a MarshalJSON or MarshalText method). seen stops at a type
// already walked.
func jsonKeys(t reflect.Type, prefix string, seen map[reflect.Type]bool) []string {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map {
		if t.Implements(jsonMarshaler) || t.Implements(textMarshaler) {
			return nil
		}
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || seen[t] || t.Implements(jsonMarshaler) || t.Implements(textMarshaler) ||
		reflect.PointerTo(t).Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(textMarshaler) {
		return nil
	}
	seen[t] = true
	var out []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() && !f.Anonymous {
			continue
		}
		key, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if key == "-" || f.Tag.Get("griff") == "-" {
			continue
		}
		if f.Anonymous && key == "" {
			out = append(out, jsonKeys(f.Type, prefix, seen)...)
			continue
		}
		if key == "" {
			key = f.Name
		}
		out = append(out, prefix+key)
		out = append(out, jsonKeys(f.Type, prefix+key+".", seen)...)
	}
	return out
}

package level_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

const coinPrefab = `{"entities":[{"id":1,"name":"Coin","components":{
  "Griff.Shape":{"kind":"circle","radius":4,"color":"#ffff00"}}}]}`

func testLevel() *level.Level {
	layer := &level.Node{Name: "Objects", Position: griff.V(10, 0)}
	box := &level.Node{Name: "Box", Position: griff.V(32, 48), Rotation: 0.5, Hidden: true}
	box.Add("Griff.Shape", map[string]any{"size": []float64{16, 8}})
	layer.Children = append(layer.Children, box)
	lv := &level.Level{Name: "one.tmx", Roots: []*level.Node{{Name: "Ground"}, layer}}
	fields, _ := level.ParseOverrides("Griff.Shape.radius", json.RawMessage(`9`))
	more, _ := level.ParseOverrides("Griff.Shape", json.RawMessage(`{"outline": 2, "color": "#ff0000"}`))
	lv.Spawns = []level.Spawn{
		{Prefab: "Coin", Name: "Gold", Parent: layer, Position: griff.V(5, 6), Fields: append(fields, more...), File: "one.tmx", Line: 7},
		{Prefab: "Nope", Name: "Ghost", File: "one.tmx", Line: 9, Col: 3},
		{Prefab: "Coin", Parent: layer, File: "one.tmx", Line: 11,
			Fields: []level.Override{{Component: "Griff.Shape", Field: "wobble", Value: json.RawMessage(`1`)}}},
	}
	return lv
}

func TestSceneFileAndPlace(t *testing.T) {
	lv := testLevel()
	data, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenes.ReadScene("one.tmx", data, nil)
	if err != nil {
		t.Fatalf("ReadScene: %v\n%s", err, data)
	}
	if s.Len() != 3 || s.NextID() != 4 {
		t.Fatalf("scene has %d entities, next id %d; want 3, 4\n%s", s.Len(), s.NextID(), data)
	}
	box := s.Entity(3)
	if box.Name() != "Box" || box.Active() || box.Parent().Name() != "Objects" {
		t.Errorf("entity 3 is %v (active %v, parent %v), want the hidden Box in Objects", box, box.Active(), box.Parent())
	}
	if got := box.Transform().Position(); got != griff.V(32, 48) {
		t.Errorf("Box at %v, want (32, 48)", got)
	}
	if sh := scenes.Get[visual.Shape](box); sh == nil || sh.Size != griff.V(16, 8) {
		t.Errorf("Box shape %+v, want size (16, 8)", sh)
	}
	prefab, err := scenes.ReadTemplate("prefabs/Coin.json", []byte(coinPrefab), nil)
	if err != nil {
		t.Fatal(err)
	}
	roots := lv.Place(s, func(name string) *scenes.Template {
		if name == "Coin" {
			return prefab
		}
		return nil
	})
	if len(roots) != 2 {
		t.Fatalf("Place spawned %d, want 2", len(roots))
	}
	gold := roots[0]
	sh := scenes.Get[visual.Shape](gold)
	if gold.Name() != "Gold" || gold.Parent().Name() != "Objects" || gold.Transform().Position() != griff.V(5, 6) {
		t.Errorf("spawn %v in %v at %v, want Gold in Objects at (5, 6)", gold, gold.Parent(), gold.Transform().Position())
	}
	if sh.Radius != 9 || sh.Outline != 2 || sh.Color != (griff.Color{R: 1, A: 1}) || sh.Kind != visual.ShapeCircle {
		t.Errorf("overridden shape %+v, want radius 9, outline 2, red, a circle", sh)
	}
	probs := s.Problems().List()
	if len(probs) != 2 {
		t.Fatalf("problems %v, want 2", probs)
	}
	if p := probs[0]; p.File != "one.tmx" || p.Line != 9 || p.Column != 3 || !strings.Contains(p.Message, `"Nope"`) {
		t.Errorf("problem %v, want the missing prefab Nope at one.tmx:9:3", p)
	}
	if p := probs[1]; p.Line != 11 || !strings.Contains(p.Message, `no field "wobble"`) {
		t.Errorf("problem %v, want the unknown field wobble at line 11", p)
	}
}

func TestParseOverrides(t *testing.T) {
	for _, tc := range []struct {
		name, value string
		want        []level.Override
	}{
		{"Platformer.Coin.value", `5`, []level.Override{{Component: "Platformer.Coin", Field: "value", Value: json.RawMessage(`5`)}}},
		{"Platformer.Coin", `{"value": 5, "bonus": true}`, []level.Override{
			{Component: "Platformer.Coin", Field: "value", Value: json.RawMessage(`5`)}, {Component: "Platformer.Coin", Field: "bonus", Value: json.RawMessage(`true`)}}},
		{"note", `"hello"`, nil},
		{"trailing.", `1`, nil},
	} {
		got, err := level.ParseOverrides(tc.name, json.RawMessage(tc.value))
		if err != nil {
			t.Errorf("ParseOverrides(%q): %v", tc.name, err)
		}
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(tc.want)
		if string(g) != string(w) {
			t.Errorf("ParseOverrides(%q, %s) = %s, want %s", tc.name, tc.value, g, w)
		}
	}
	if _, err := level.ParseOverrides("a.b", json.RawMessage(`{"x":`)); err == nil {
		t.Error("ParseOverrides of a broken object: no error")
	}
}

// TestCompactSceneFileFrom checks that CompactSceneFileFrom gives SceneFileFrom's
// document compacted, byte for byte, with the same ids.
func TestCompactSceneFileFrom(t *testing.T) {
	for _, first := range []uint64{1, 40} {
		indented, err := testLevel().SceneFileFrom(first)
		if err != nil {
			t.Fatal(err)
		}
		var want bytes.Buffer
		if err := json.Compact(&want, indented); err != nil {
			t.Fatal(err)
		}
		got, err := testLevel().CompactSceneFileFrom(first)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want.Bytes()) {
			t.Errorf("CompactSceneFileFrom(%d) =\n%s\nwant\n%s", first, got, want.Bytes())
		}
		if bytes.Equal(got, indented) || !bytes.Contains(got, []byte(fmt.Sprintf(`"id":%d`, first))) {
			t.Errorf("CompactSceneFileFrom(%d) = %s: not compact, or no entity %d", first, got, first)
		}
	}
}

// spacedValue is a component value whose own JSON has whitespace in it.
type spacedValue struct{}

func (spacedValue) MarshalJSON() ([]byte, error) { return []byte("{ \"a\" : [ 1 ,\n 2 ] }"), nil }

// TestCompactEntitiesFrom checks that CompactEntitiesFrom gives what the
// compact document's "entities" array holds, and that the document is
// compact even when a component's own JSON is not.
func TestCompactEntitiesFrom(t *testing.T) {
	spaced := testLevel()
	spaced.Roots[0].Add("Spaced", spacedValue{})
	for _, lv := range []*level.Level{testLevel(), spaced, {Name: "empty.tmx"}} {
		for _, first := range []uint64{1, 40} {
			doc, err := lv.CompactSceneFileFrom(first)
			if err != nil {
				t.Fatal(err)
			}
			var compact bytes.Buffer
			if err := json.Compact(&compact, doc); err != nil || !bytes.Equal(doc, compact.Bytes()) {
				t.Errorf("%s: CompactSceneFileFrom(%d) = %s: not compact (%v)", lv.Name, first, doc, err)
			}
			var made struct {
				Entities json.RawMessage `json:"entities"`
			}
			if err := json.Unmarshal(doc, &made); err != nil {
				t.Fatal(err)
			}
			want := bytes.TrimSuffix(bytes.TrimPrefix(made.Entities, []byte("[")), []byte("]"))
			got, err := lv.CompactEntitiesFrom(first)
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s: CompactEntitiesFrom(%d) = %s, %v; want %s", lv.Name, first, got, err, want)
			}
		}
	}
}

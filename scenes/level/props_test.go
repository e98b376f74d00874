package level_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

// TestCheckAndDropRefused: Check refuses a field a component has not and a
// value its field cannot take; CheckNode takes a key of the component's file
// form (Griff.Tilemap's rows) and still refuses a misspelt one; DropRefused
// takes back, with a warning naming the property and its place, exactly the
// value the scene reader refused, putting back what the node had before,
// then the component's other values, and nothing for an error about a
// component no property set.
func TestCheckAndDropRefused(t *testing.T) {
	o := func(comp, field, v string) level.Override {
		return level.Override{Component: comp, Field: field, Value: json.RawMessage(v)}
	}
	for _, tc := range []struct {
		o           level.Override
		check, node string // "" for no error, else a part of it
	}{
		{o("Griff.Shape", "radius", "3"), "", ""},
		{o("Griff.Shape", "radius", `"abc"`), "cannot unmarshal string", "cannot unmarshal string"},
		{o("Griff.Shape", "raduis", "3"), `no field "raduis" (did you mean "radius"?)`, `no field "raduis"`},
		{o("Griff.Tilemap", "rows", `["#."]`), `no field "rows"`, ""},
		{o("Griff.Tilemap", "rowz", `["#."]`), `no field "rowz"`, `no field "rowz"`},
		{o("Not.Registered", "x", "1"), "", ""},
	} {
		for i, err := range []error{tc.o.Check(), tc.o.CheckNode()} {
			want := []string{tc.check, tc.node}[i]
			if (want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), want)) {
				t.Errorf("%s.%s = %s: check %d gave %v, want %q", tc.o.Component, tc.o.Field, tc.o.Value, i, err, want)
			}
		}
	}

	n := &level.Node{Name: "Box", File: "m.tmx", Line: 7, Col: 3}
	n.Add("Griff.Shape", map[string]any{"kind": "box", "size": []float64{2, 2}})
	where := level.Place{File: "m.tmx", Line: 7, Col: 3, What: `the object 1 "Box"`}
	n.SetField("Griff.Shape", "kind", json.RawMessage(`"circle"`), "Griff.Shape.kind", where)
	n.SetField("Griff.Shape", "radius", json.RawMessage(`5`), "Griff.Shape.radius", where)
	lv := &level.Level{Name: "m.tmx", Roots: []*level.Node{n}}
	if _, err := lv.SceneFile(); err != nil {
		t.Fatal(err)
	}
	var warned []scenes.Problem
	report := func(p scenes.Problem) { warned = append(warned, p) }
	refused := &scenes.FileError{File: "m.tmx", EntityID: scenes.EntityID(n.ID()), Field: `entities[0].components["Griff.Shape"].kind`, Err: errors.New("no")}
	other := &scenes.FileError{File: "m.tmx", EntityID: scenes.EntityID(n.ID()), Field: `entities[0].components["Griff.Text"].size`, Err: errors.New("no")}
	if lv.DropRefused(other, report) || lv.DropRefused(errors.New("plain"), report) || len(warned) != 0 {
		t.Fatalf("DropRefused of errors about no property's value dropped %v", warned)
	}
	if !lv.DropRefused(refused, report) {
		t.Fatal("DropRefused of the refused kind = false")
	}
	if len(warned) != 1 || warned[0].String() != `warning: m.tmx:7:3: the object 1 "Box": the property "Griff.Shape.kind": no; the value is dropped` {
		t.Errorf("warnings %v, want one about the kind", warned)
	}
	sf, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenes.ReadScene("m.tmx", sf, nil)
	if err != nil {
		t.Fatal(err)
	}
	for e := range s.Walk() {
		if sh := scenes.Get[visual.Shape](e); sh == nil || sh.Kind != visual.ShapeBox || sh.Radius != 5 {
			t.Errorf("the Box's shape %+v, want its box back, and the radius kept", sh)
		}
	}
	// Refused again with no property's kind left: the component's other
	// property values go (they may be what the kind fails with), then none.
	if !lv.DropRefused(refused, report) || len(warned) != 2 || !strings.Contains(warned[1].Message, `"Griff.Shape.radius"`) || lv.DropRefused(refused, report) {
		t.Errorf("refused again: warnings %v, want the radius dropped, then nothing", warned)
	}
}

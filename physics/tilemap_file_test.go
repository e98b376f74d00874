package physics_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// levelFile is a scene file of a "Ground" entity (tilemap and walls) and a
// "Planks" entity (one-way walls) with the given components' objects.
func levelFile(tilemap, walls, planks string) []byte {
	return []byte(`{"format": 1, "entities": [
  {"id": 1, "name": "Ground", "components": {"Griff.Tilemap": ` + tilemap + `, "Griff.TilemapWalls": ` + walls + `}},
  {"id": 2, "name": "Planks", "components": {"Griff.TilemapWalls": ` + planks + `}}
]}`)
}

// textLevel is one level in the text form, with its walls from the tile set.
var textLevel = levelFile(`{"tileset": "t.png", "tileSize": 16,
    "tiles": {"1": {"collision": "solid"}, "2": {"collision": "oneWay"}, "3": {}},
    "legend": {".": {}, "#": {"tile": 1}, "=": {"tile": 2}, "f": {"tile": 3}},
    "rows": [
      "......",
      ".==.f.",
      "......",
      "######"
    ]}`,
	`{"fromTilemap": "solid"}`,
	`{"fromTilemap": "oneWay", "tilemapEntity": "Ground"}`)

// arrayLevel is the same level in the array form with parallel wall arrays.
var arrayLevel = levelFile(`{"tileset": "t.png", "tileSize": 16, "width": 6,
    "cells": [0,0,0,0,0,0, 0,2,2,0,3,0, 0,0,0,0,0,0, 1,1,1,1,1,1]}`,
	`{"width": 6, "cellSize": [16, 16], "cells": [false,false,false,false,false,false, false,false,false,false,false,false, false,false,false,false,false,false, true,true,true,true,true,true]}`,
	`{"width": 6, "cellSize": [16, 16], "wall": {"oneWay": "top"}, "cells": [false,false,false,false,false,false, false,true,true,false,false,false, false,false,false,false,false,false, false,false,false,false,false,false]}`)

// states returns the state bytes of every component of s, entity by entity.
func states(t *testing.T, data []byte) []string {
	t.Helper()
	s, err := scenes.ReadScene("level.json", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for e := range s.Walk() {
		for ct, v := range e.Components() {
			b, err := ct.AppendState(nil, v)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, e.Name()+" "+ct.Name()+" "+string(b))
		}
	}
	slices.Sort(out)
	return out
}

// The text form with walls from the tile set and the array form with
// parallel wall arrays read to the same tilemap and walls, value for value.
func TestWallsFromTileSetMatchArrays(t *testing.T) {
	text, array := states(t, textLevel), states(t, arrayLevel)
	if !slices.Equal(text, array) || len(text) != 3 {
		t.Errorf("the text form reads to %q,\nthe array form to %q", text, array)
	}
}

// A one-way tile in the legend makes a one-way wall: a box thrown up through
// the planks comes down onto them and stays.
func TestOneWayTileMakesOneWayWall(t *testing.T) {
	s, err := scenes.ReadScene("level.json", textLevel, nil)
	if err != nil {
		t.Fatal(err)
	}
	planks := s.Find("Planks")
	if w := scenes.Get[physics.TilemapWalls](planks); w == nil || w.Wall.OneWay != physics.SideTop {
		t.Fatalf("planks' walls %+v, want one-way (top)", w)
	}
	w := physics.NewWorld(s, physics.Options{})
	box := s.NewEntity("Box", nil)
	box.Transform().SetPosition(griff.V(32, 40)) // under the planks (row 1, y 16..32), over the ground (row 3, y 48..64)
	scenes.Add(box, physics.Body{Velocity: griff.V(0, -400), FixedRotation: true})
	scenes.Add(box, physics.Collider{Shapes: []physics.Shape{physics.Box(8, 8)}})
	highest := 1e9
	for range 120 {
		s.BeginStep()
		w.Step(1.0 / 60)
		highest = min(highest, box.Transform().Position()[1])
	}
	if highest > 10 {
		t.Errorf("box thrown up reached y=%v, want through the planks (< 10)", highest)
	}
	if y := box.Transform().Position()[1]; y < 11 || y > 13 {
		t.Errorf("box came down to y=%v, want resting on the planks (12)", y)
	}
}

// Mistakes in the walls' file form are errors naming the file and the
// component.
func TestWallsFromTilemapErrors(t *testing.T) {
	good := `{"tileSize": 16, "legend": {".": {}}, "rows": ["."]}`
	for _, tc := range []struct{ tilemap, walls, planks, want string }{
		{good, `{"fromTilemap": "solid"}`, `{"fromTilemap": "oneWay"}`, `this entity has no Griff.Tilemap`},
		{good, `{"fromTilemap": "solid"}`, `{"fromTilemap": "oneWay", "tilemapEntity": "Nope"}`, `the entity "Nope" has no Griff.Tilemap`},
		{good, `{"fromTilemap": "none"}`, `{}`, `want "solid" or "oneWay"`},
		{good, `{"fromTilemap": "solid", "width": 1}`, `{}`, `gives both "width" and "fromTilemap"`},
		{good, `{"tilemapEntity": "Ground"}`, `{}`, `"tilemapEntity" without "fromTilemap"`},
		{`{"legend": {".": {}}, "rows": [".", "x"]}`, `{"fromTilemap": "solid"}`, `{}`, `row 2, column 1`},
	} {
		_, err := scenes.ReadScene("level.json", levelFile(tc.tilemap, tc.walls, tc.planks), nil)
		var fe *scenes.FileError
		if !errors.As(err, &fe) || fe.File != "level.json" || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s / %s / %s: err = %v, want a FileError naming %q", tc.tilemap, tc.walls, tc.planks, err, tc.want)
		}
	}
	if _, err := scenes.ReadScene("level.json", levelFile(good, `{"fromTilemap": "oneWay", "wall": null}`, `{}`), nil); err != nil {
		t.Errorf("\"wall\": null: %v", err)
	}
}

package visual_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// mapScene returns a scene file of one entity "Level" whose Griff.Tilemap is
// the JSON object body.
func mapScene(body string) []byte {
	return []byte(`{
  "format": 1,
  "entities": [
    {
      "id": 1,
      "name": "Level",
      "components": {
        "Griff.Tilemap": ` + body + `
      }
    }
  ]
}
`)
}

func readMap(t *testing.T, body string) (*visual.Tilemap, error) {
	t.Helper()
	s, err := scenes.ReadScene("level.json", mapScene(body), nil)
	if err != nil {
		return nil, err
	}
	for _, m := range scenes.All[visual.Tilemap](s) {
		return m, nil
	}
	t.Fatal("no tilemap read")
	return nil, nil
}

// The text form and the array form of one map read to the same tilemap.
func TestTilemapTextFormReadsAsArrayForm(t *testing.T) {
	text, err := readMap(t, `{
    "tileset": "assets/tiles.png", "tileSize": 16, "layer": 3,
    "tiles": {"4": {"collision": "solid"}, "6": {"collision": "oneWay"}},
    "legend": {".": {}, "#": {"tile": 4}, "=": {"tile": 6}, "█": {"tile": 2}},
    "rows": [
      "..==.█",
      "######"
    ]}`)
	if err != nil {
		t.Fatal(err)
	}
	array, err := readMap(t, `{"tileset": "assets/tiles.png", "tileSize": 16, "layer": 3, "width": 6,
    "cells": [0, 0, 6, 6, 0, 2, 4, 4, 4, 4, 4, 4]}`)
	if err != nil {
		t.Fatal(err)
	}
	if text.Width != 6 || !slices.Equal(text.Cells, array.Cells) || text.Width != array.Width || text.Layer != array.Layer {
		t.Errorf("text form: width %d cells %v layer %d; array form: width %d cells %v layer %d",
			text.Width, text.Cells, text.Layer, array.Width, array.Cells, array.Layer)
	}
	ct := scenes.TypeOf[visual.Tilemap]()
	a, _ := ct.AppendState(nil, text)
	b, _ := ct.AppendState(nil, array)
	if string(a) != string(b) {
		t.Error("the two forms' state bytes differ")
	}
}

// Each mistake in the text form is an error naming the file, the entity's
// place in it, and the row and column of the character at fault, with the
// file's line and column pointing at it.
func TestTilemapTextFormErrors(t *testing.T) {
	for _, tc := range []struct {
		name, rows, legend string
		line, col          int // in the file mapScene makes: row 1 is line 12, row 2 line 13 (columns in bytes)
		want               string
	}{
		{"ragged", `"..#", "..##", "..."`, `{".": {}, "#": {"tile": 1}}`, 13, 1, "row 2 has 4 characters, the first row 3"},
		{"unknown", `"...", ".x."`, `{".": {}}`, 13, 3, `row 2, column 2 (cell 1, 1): 'x' is not in the legend (the legend has ".")`},
		{"unknownAfterWide", `"█.", "█x"`, `{".": {}, "█": {}}`, 13, 5, `row 2, column 2 (cell 1, 1): 'x'`},
		{"longKey", `"ab"`, `{"a": {}, "bb": {}}`, 0, 0, `legend key "bb" is not one character`},
		{"emptyKey", `"ab"`, `{"a": {}, "": {}}`, 0, 0, `legend key "" is not one character`},
		{"emptyRow", `""`, `{".": {}}`, 12, 1, "the first row is empty"},
		{"badTile", `"a"`, `{"a": {"tile": -1}}`, 0, 0, "tile -1 is outside"},
		{"badCollision", `"a"`, `{"a": {"collision": "wall"}}`, 0, 0, `unknown tile collision "wall"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := fmt.Sprintf("{\n  \"tileSize\": 16,\n  \"legend\": %s,\n  \"rows\": [\n%s\n]}", tc.legend, strings.ReplaceAll(tc.rows, ", ", ",\n"))
			_, err := readMap(t, body)
			var fe *scenes.FileError
			if !errors.As(err, &fe) {
				t.Fatalf("err = %v, want a *scenes.FileError", err)
			}
			if !strings.Contains(err.Error(), tc.want) || fe.File != "level.json" || !strings.Contains(fe.Field, `entities[0].components["Griff.Tilemap"]`) {
				t.Errorf("err = %v, want it to name level.json, the component and %q", err, tc.want)
			}
			if tc.line != 0 && (fe.Line != tc.line || fe.Column != tc.col) {
				t.Errorf("placed at %d:%d, want %d:%d (%v)", fe.Line, fe.Column, tc.line, tc.col, err)
			}
		})
	}
}

// A map with more than MaxTilemapCells cells is refused, naming the row where
// it goes past.
func TestTilemapTextFormTooBig(t *testing.T) {
	row := `"` + strings.Repeat(".", 1024) + `"`
	rows := make([]string, 1025)
	for i := range rows {
		rows[i] = row
	}
	_, err := readMap(t, `{"legend": {".": {}}, "rows": [`+strings.Join(rows, ",")+`]}`)
	if err == nil || !strings.Contains(err.Error(), "more than 1048576 cells") || !strings.Contains(err.Error(), "rows[1024]") {
		t.Errorf("err = %v, want more than 1048576 cells at rows[1024]", err)
	}
}

// Rows without a legend, a legend without rows, or rows beside "cells" or
// "width" are errors.
func TestTilemapTextFormMixed(t *testing.T) {
	for body, want := range map[string]string{
		`{"rows": ["."]}`:       `without a "legend"`,
		`{"legend": {".": {}}}`: `a legend without "rows"`,
		`{"legend": {".": {}}, "rows": ["."], "width": 1}`:      `gives both "rows" and "width"`,
		`{"legend": {".": {}}, "rows": ["."], "cells": [0]}`:    `gives both "rows" and "cells"`,
		`{"tiles": {"0": {"collision": "solid"}}, "cells": []}`: `tile id "0" is not a whole number`,
	} {
		if _, err := readMap(t, body); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err = %v, want %q", body, err, want)
		}
	}
}

// ReadTilemapFile gives each cell its collision: the legend's own where it
// gives one, else its tile's in the tile set.
func TestReadTilemapFileCollisions(t *testing.T) {
	f, err := visual.ReadTilemapFile(json.RawMessage(`{"tileSize": 8,
	  "tiles": {"1": {"collision": "solid"}, "2": {"collision": "oneWay"}},
	  "legend": {".": {}, "#": {"tile": 1}, "=": {"tile": 2}, "x": {"collision": "solid"}, "o": {"tile": 1, "collision": "oneWay"}},
	  "rows": ["#=x.o"]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := []visual.TileCollision{visual.TileSolid, visual.TileOneWay, visual.TileSolid, visual.TileNone, visual.TileOneWay}
	if f.Width != 5 || f.TileSize != 8 || !slices.Equal(f.Collisions, want) || !slices.Equal(f.Cells, []int{1, 2, 0, 0, 1}) {
		t.Errorf("got width %d tile size %d cells %v collisions %v, want 5, 8, [1 2 0 0 1], %v", f.Width, f.TileSize, f.Cells, f.Collisions, want)
	}
}

// FuzzTilemapText reads a scene file whose tilemap is in the text form with
// fuzzed rows and legend: nothing panics, and a map that reads has Width
// times the number of rows cells.
func FuzzTilemapText(f *testing.F) {
	f.Add(`"..#", "###"`, `".": {}, "#": {"tile": 4}`)
	f.Add(`"..#", "##"`, `".": {}, "#": {"tile": 4}`)
	f.Add(`"\u00e9"`, `"\u00e9": {"tile": 1, "collision": "oneWay"}`)
	f.Add(`"a\\b"`, `"a": {}, "\\": {}, "b": {}`)
	f.Add(`"\xff"`, `"\ufffd": {}`)
	f.Fuzz(func(t *testing.T, rows, legend string) {
		body := `{"legend": {` + legend + `}, "rows": [` + rows + `]}`
		s, err := scenes.ReadScene("level.json", mapScene(body), nil)
		if err != nil {
			return
		}
		var n struct {
			Rows []string `json:"rows"`
		}
		if json.Unmarshal([]byte(body), &n) != nil {
			t.Fatalf("read a map whose JSON does not parse: %s", body)
		}
		for _, m := range scenes.All[visual.Tilemap](s) {
			if len(m.Cells) != m.Width*len(n.Rows) {
				t.Errorf("%d rows of width %d gave %d cells", len(n.Rows), m.Width, len(m.Cells))
			}
		}
	})
}

// A map in the array form reads as before its file form existed: a mistake
// is placed at its field.
func TestTilemapArrayFormErrorsAtField(t *testing.T) {
	_, err := readMap(t, `{"width": 2,
  "cells": [1, "x"]}`)
	var fe *scenes.FileError
	if !errors.As(err, &fe) || fe.Line != 9 || fe.Column != 16 || !strings.HasSuffix(fe.Field, `["Griff.Tilemap"].cells[1]`) {
		t.Errorf("err = %v, want it at 9:16, the \"x\" of cells", err)
	}
}

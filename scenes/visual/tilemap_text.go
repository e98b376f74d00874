package visual

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/griffengine/griff/scenes"
)

// MaxTilemapCells is the most cells a tilemap's text form may make (1<<20, a
// map of 1024×1024), the bound physics.MaxWallCells puts on walls; a bigger
// map is an error naming the row where it goes past.
const MaxTilemapCells = 1 << 20

// LegendEntry is what one character of a tilemap's text form stands for.
type LegendEntry struct {
	// Tile is the tile id the character's cells hold (see Tilemap.Cells); 0
	// (the default) is an empty cell.
	Tile int `json:"tile,omitempty"`
	// Collision, when not TileNone, is the cells' collision whatever their
	// tile's is in the tile set (an LDtk IntGrid value: a wall with no
	// picture). The default (zero) value leaves the tile set's.
	Collision TileCollision `json:"collision,omitzero"`
}

// TilemapText is the text form of a tilemap in a scene file: one string a
// row, one character a cell, and a legend saying what each character stands
// for. The map in a file:
//
//	"Griff.Tilemap": {
//	  "tileset": "assets/tiles.png",
//	  "tileSize": 16,
//	  "tiles": {"4": {"collision": "solid"}, "6": {"collision": "oneWay"}},
//	  "legend": {".": {}, "#": {"tile": 4}, "=": {"tile": 6}},
//	  "rows": [
//	    "......",
//	    "..==..",
//	    "######"
//	  ]
//	}
//
// Row 0 is the top; every row has as many characters as the first (the map's
// Width); a character is one Unicode character (a legend key of more than one
// is an error). Reading the file turns the rows into Width and Cells, as if
// the file gave them as numbers; the tile set ("tiles") and the legend are
// not kept (Marshal writes the array form).
type TilemapText struct {
	// Rows are the map's rows, top first.
	Rows []string `json:"rows"`
	// Legend maps each character the rows use to what it stands for.
	Legend map[string]LegendEntry `json:"legend"`
}

// Parse returns the map's width, its cells (row by row, as Tilemap.Cells) and
// each cell's own collision from the legend. It returns a *scenes.ValueError
// naming the row and column of the first mistake: a row of another length
// than the first, an empty first row, a character the legend lacks, a legend
// key that is not one character or a tile id outside 0..MaxTileID, or more
// than MaxTilemapCells cells.
func (t *TilemapText) Parse() (width int, cells []int, own []TileCollision, err error) {
	legend, err := t.runes()
	if err != nil {
		return 0, nil, nil, err
	}
	if len(t.Rows) == 0 {
		return 0, []int{}, []TileCollision{}, nil
	}
	width = utf8.RuneCountInString(t.Rows[0])
	if width == 0 {
		return 0, nil, nil, rowError(0, -1, "the first row is empty; it sets the map's width")
	}
	if len(t.Rows) > MaxTilemapCells/width {
		return 0, nil, nil, rowError(MaxTilemapCells/width, -1, fmt.Sprintf("the map has more than %d cells (visual.MaxTilemapCells): %d rows of %d", MaxTilemapCells, len(t.Rows), width))
	}
	cells = make([]int, 0, width*len(t.Rows))
	own = make([]TileCollision, 0, width*len(t.Rows))
	for y, row := range t.Rows {
		if n := utf8.RuneCountInString(row); n != width {
			return 0, nil, nil, rowError(y, -1, fmt.Sprintf("row %d has %d characters, the first row %d; every row must be as long", y+1, n, width))
		}
		col := 0
		for off, r := range row {
			e, ok := legend[r]
			if !ok {
				return 0, nil, nil, rowError(y, off, fmt.Sprintf("row %d, column %d (cell %d, %d): %q is not in the legend (%s)", y+1, col+1, col, y, r, t.keys()))
			}
			cells = append(cells, e.Tile)
			own = append(own, e.Collision)
			col++
		}
	}
	return width, cells, own, nil
}

// runes returns the legend by character. It returns an error for a key that
// is not one character or a tile id outside 0..MaxTileID.
func (t *TilemapText) runes() (map[rune]LegendEntry, error) {
	out := make(map[rune]LegendEntry, len(t.Legend))
	for _, k := range slices.Sorted(mapKeys(t.Legend)) {
		r, n := utf8.DecodeRuneInString(k)
		if n == 0 || n != len(k) || r == utf8.RuneError {
			return nil, &scenes.ValueError{Path: []any{"legend", k}, Offset: -1,
				Err: fmt.Errorf("legend key %q is not one character; each key is the one character its cells are written with", k)}
		}
		if id := t.Legend[k].Tile; id < 0 || id > MaxTileID {
			return nil, &scenes.ValueError{Path: []any{"legend", k, "tile"}, Offset: -1,
				Err: fmt.Errorf("legend %q: tile %d is outside 0..%d", k, id, MaxTileID)}
		}
		out[r] = t.Legend[k]
	}
	return out, nil
}

// keys lists the legend's characters, quoted, in order.
func (t *TilemapText) keys() string {
	ks := slices.Sorted(mapKeys(t.Legend))
	for i, k := range ks {
		ks[i] = fmt.Sprintf("%q", k)
	}
	if len(ks) == 0 {
		return "the legend is empty"
	}
	return "the legend has " + strings.Join(ks, ", ")
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// rowError places msg at row y of "rows", at byte off of the row (-1: the
// row itself).
func rowError(y, off int, msg string) error {
	return &scenes.ValueError{Path: []any{"rows", y}, Offset: off, Err: fmt.Errorf("%s", msg)}
}

// expandTilemap is Griff.Tilemap's file form (see TilemapText and TileSet):
// "rows" and "legend" become "width" and "cells"; "tiles", the tile set, is
// checked and dropped, as physics reads it from the file.
func expandTilemap(fields map[string]json.RawMessage, in *scenes.FileContext) error {
	_, hasRows := fields["rows"]
	_, hasLegend := fields["legend"]
	if !hasRows && !hasLegend && fields["tiles"] == nil {
		return nil
	}
	if hasLegend && !hasRows {
		return &scenes.ValueError{Path: []any{"legend"}, Offset: -1, Err: fmt.Errorf("a legend without \"rows\"")}
	}
	if hasRows && !hasLegend {
		return &scenes.ValueError{Path: []any{"rows"}, Offset: -1, Err: fmt.Errorf("\"rows\" without a \"legend\" saying what each character is")}
	}
	if _, ok := fields["width"]; ok && hasRows {
		return &scenes.ValueError{Path: []any{"width"}, Offset: -1, Err: fmt.Errorf("gives both \"rows\" and \"width\"; the rows set the width")}
	}
	f, err := readOwnTilemap(fields, in)
	if err != nil {
		return err
	}
	delete(fields, "tiles")
	if hasRows {
		delete(fields, "rows")
		delete(fields, "legend")
		if fields["width"], err = json.Marshal(f.Width); err != nil {
			return err
		}
		if fields["cells"], err = json.Marshal(f.Cells); err != nil {
			return err
		}
	}
	return nil
}

// readOwnTilemap reads the tilemap being expanded: its object as the file
// spells it, decoded once for the file (scenes.DecodeOnce, shared with a
// Griff.TilemapWalls taking its walls from it), else fields as they are after
// an upgrade.
func readOwnTilemap(fields map[string]json.RawMessage, in *scenes.FileContext) (*TilemapFile, error) {
	if own := in.Own(); own != nil {
		return scenes.DecodeOnce(in, own, ReadTilemapFile)
	}
	obj, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	return ReadTilemapFile(obj)
}

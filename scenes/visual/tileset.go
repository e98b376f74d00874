package visual

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// TileCollision is what a tile is to physics: nothing, a wall, or a one-way
// platform. It is saved by name: "none", "solid", "oneWay".
type TileCollision uint8

// The collisions a tile can have.
const (
	// TileNone: the tile is drawn only; bodies pass through it (the default).
	TileNone TileCollision = iota
	// TileSolid: the tile is a wall from every side.
	TileSolid
	// TileOneWay: the tile is solid only to what comes down onto it from
	// above; what jumps up through it or comes from the sides passes. The
	// usual wooden platform.
	TileOneWay
)

var tileCollisionNames = griff.NewEnum[TileCollision]("tile collision", "none", "solid", "oneWay")

// String returns "none", "solid" or "oneWay".
func (c TileCollision) String() string { return tileCollisionNames.Name(c) }

// MarshalText returns the collision's name.
func (c TileCollision) MarshalText() ([]byte, error) { return tileCollisionNames.Marshal(c) }

// UnmarshalText reads a collision's name; any other text is an error listing
// the names.
func (c *TileCollision) UnmarshalText(b []byte) error { return tileCollisionNames.Unmarshal(c, b) }

// TileInfo describes one tile of a tile set.
type TileInfo struct {
	// Collision is what the tile is to physics. The default (zero) value is
	// TileNone.
	Collision TileCollision `json:"collision,omitzero"`
}

// TileSet describes the tiles of a tileset image beyond their pictures: what
// each is to physics. It is the one model of tile collision in Griff: the
// physics walls of a tilemap (physics.TilemapWalls with "fromTilemap") are the
// cells whose tile the tile set marks solid or one-way. In a scene file it is
// the "tiles" object of a Griff.Tilemap, keyed by tile id as cells hold them
// (1 is the image's first tile); a tile it does not list is TileNone:
//
//	"tiles": {"1": {"collision": "solid"}, "6": {"collision": "oneWay"}}
//
// Importers map onto it: a Tiled tileset's tile with the custom property
// collision = "solid" or "oneWay" is the tile of id (Tiled's local id + the
// map's firstgid, 1 for the first tileset), and an LDtk IntGrid value is a
// legend character (TilemapText) with a collision and no tile.
type TileSet struct {
	// Tiles maps a tile id (>= 1) to its description.
	Tiles map[int]TileInfo
}

// Collision returns the collision of tile id; TileNone for an id the set does
// not list, for 0 and for negative ids (empty cells).
func (ts TileSet) Collision(id int) TileCollision { return ts.Tiles[id].Collision }

// MaxTileID is the largest tile id a tile set or a legend may name (1<<20): a
// tileset image of 1024×1024 tiles.
const MaxTileID = 1 << 20

// UnmarshalJSON reads a tile set's "tiles" object: keys are tile ids from 1
// to MaxTileID, values TileInfo objects. It returns an error naming the key
// for anything else.
func (ts *TileSet) UnmarshalJSON(b []byte) error {
	var raw map[string]TileInfo
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	ts.Tiles = make(map[int]TileInfo, len(raw))
	for k, v := range raw {
		id, err := strconv.Atoi(k)
		if err != nil || id < 1 || id > MaxTileID {
			return fmt.Errorf("tile id %q is not a whole number from 1 to %d", k, MaxTileID)
		}
		ts.Tiles[id] = v
	}
	return nil
}

// MarshalJSON writes the tile set as its "tiles" object, keys in id order
// (encoding/json sorts map keys).
func (ts TileSet) MarshalJSON() ([]byte, error) {
	out := make(map[string]TileInfo, len(ts.Tiles))
	for id, v := range ts.Tiles {
		out[strconv.Itoa(id)] = v
	}
	return json.Marshal(out)
}

// TilemapFile is a Griff.Tilemap object as a scene file spells it, in either
// form, with what the tile set and the legend say of each cell's collision.
// ReadTilemapFile makes one; physics reads a tilemap's walls from it.
type TilemapFile struct {
	// Width is the number of cells in a row.
	Width int
	// Cells are the tile ids, row by row (see Tilemap.Cells).
	Cells []int
	// TileSize is the map's "tileSize" in world units (0 if not given).
	TileSize int
	// Collisions holds each cell's collision, parallel to Cells: the legend
	// character's own collision where it gives one, else its tile's in the
	// tile set.
	Collisions []TileCollision
}

// ReadTilemapFile reads a Griff.Tilemap object of a scene file, in its text
// form ("rows" and "legend") or its array form ("width" and "cells"), and its
// tile set ("tiles"). It returns a *scenes.ValueError placing the first
// mistake (a ragged row, a character not in the legend, a legend key that is
// not one character, more than MaxTilemapCells cells) at its row and column.
func ReadTilemapFile(obj json.RawMessage) (*TilemapFile, error) {
	f, err := readTilemapForm(obj)
	if err != nil {
		return nil, err
	}
	var ts TileSet
	if f.Tiles != nil {
		if err := json.Unmarshal(f.Tiles, &ts); err != nil {
			return nil, &scenes.ValueError{Path: []any{"tiles"}, Offset: -1, Err: err}
		}
	}
	out := &TilemapFile{Width: f.Width, Cells: f.Cells, TileSize: f.TileSize}
	var own []TileCollision
	if f.Rows != nil {
		if f.Cells != nil {
			return nil, &scenes.ValueError{Path: []any{"rows"}, Offset: -1, Err: fmt.Errorf("gives both \"rows\" and \"cells\"; keep one")}
		}
		var err error
		if out.Width, out.Cells, own, err = f.TilemapText.Parse(); err != nil {
			return nil, err
		}
	}
	out.Collisions = make([]TileCollision, len(out.Cells))
	for i, id := range out.Cells {
		out.Collisions[i] = ts.Collision(id)
		if own != nil && own[i] != TileNone {
			out.Collisions[i] = own[i]
		}
	}
	return out, nil
}

// tilemapForm is a Griff.Tilemap object as ReadTilemapFile decodes it, its
// cells of type C: cellList first, []int when that refuses them.
type tilemapForm[C any] struct {
	Width    int             `json:"width"`
	Cells    C               `json:"cells"`
	TileSize int             `json:"tileSize"`
	Tiles    json.RawMessage `json:"tiles"`
	TilemapText
}

// readTilemapForm decodes obj as encoding/json decodes it into a
// tilemapForm[[]int], giving the same value or error, reading "cells" in one
// loop (cellList) when they are a plain array of whole numbers.
//
// Where it comes from: encoding/json decodes an []int element by element by
// reflection, about 400 instructions a cell; the built-in game's start map
// has tile layers of 2,400 cells, whose objects are read here as well as by
// their component's decoder (scenes' decodeIntArray). Anything else (null,
// [], a fraction, a string, another mistake anywhere in obj) decodes obj
// again with []int cells, so the value and the error are encoding/json's.
// Before both, onePassTilemapForm reads an object of the usual shape
// without encoding/json's two scans of its cells.
func readTilemapForm(obj []byte) (tilemapForm[[]int], error) {
	if f, ok := onePassTilemapForm(obj); ok {
		return f, nil
	}
	var fast tilemapForm[cellList]
	if json.Unmarshal(obj, &fast) == nil {
		return tilemapForm[[]int]{Width: fast.Width, Cells: fast.Cells, TileSize: fast.TileSize,
			Tiles: fast.Tiles, TilemapText: fast.TilemapText}, nil
	}
	var f plainTilemapForm
	err := json.Unmarshal(obj, &f)
	return tilemapForm[[]int](f), err
}

// plainTilemapForm is tilemapForm[[]int] as an unnamed struct type (an
// alias), as the object was decoded before the fast paths: encoding/json
// names a struct's type in its errors ("Go struct field .cells of type
// int", not "tilemapForm[[]int].cells"), and a player reads them.
type plainTilemapForm = struct {
	Width    int             `json:"width"`
	Cells    []int           `json:"cells"`
	TileSize int             `json:"tileSize"`
	Tiles    json.RawMessage `json:"tiles"`
	TilemapText
}

// cellList is a tilemap's "cells" read by scenes.PlainInts; anything it
// refuses is errNotPlainCells (see readTilemapForm).
type cellList []int

// errNotPlainCells is cellList's refusal.
var errNotPlainCells = errors.New("visual: cells not a plain array of whole numbers")

// UnmarshalJSON sets c from raw, a plain JSON array of whole numbers, or
// returns errNotPlainCells.
func (c *cellList) UnmarshalJSON(raw []byte) error {
	v, ok := scenes.PlainInts(raw)
	if !ok {
		return errNotPlainCells
	}
	*c = v
	return nil
}

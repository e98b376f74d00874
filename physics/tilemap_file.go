package physics

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// wallsFrom is the file form of Griff.TilemapWalls that takes its cells from
// a tilemap's tile set (see TilemapWalls).
type wallsFrom struct {
	collision visual.TileCollision
	entity    string // "" for the walls' own entity
}

// expandWalls turns "fromTilemap" (and "tilemapEntity") into "width",
// "cells" and, unless given, "cellSize" (the tilemap's tileSize) and, for
// one-way walls, "wall"'s "oneWay": "top".
func expandWalls(fields map[string]json.RawMessage, in *scenes.FileContext) error {
	raw, ok := fields["fromTilemap"]
	if !ok {
		if _, named := fields["tilemapEntity"]; named {
			return &scenes.ValueError{Path: []any{"tilemapEntity"}, Offset: -1, Err: fmt.Errorf("\"tilemapEntity\" without \"fromTilemap\"")}
		}
		return nil
	}
	var from wallsFrom
	if err := json.Unmarshal(raw, &from.collision); err != nil || from.collision == visual.TileNone {
		return &scenes.ValueError{Path: []any{"fromTilemap"}, Offset: -1, Err: fmt.Errorf("want \"solid\" or \"oneWay\", the tiles whose cells are walls")}
	}
	if r, ok := fields["tilemapEntity"]; ok {
		if err := json.Unmarshal(r, &from.entity); err != nil || from.entity == "" {
			return &scenes.ValueError{Path: []any{"tilemapEntity"}, Offset: -1, Err: fmt.Errorf("want the name of the entity holding the Griff.Tilemap")}
		}
	}
	for _, k := range []string{"cells", "width"} {
		if _, ok := fields[k]; ok {
			return &scenes.ValueError{Path: []any{k}, Offset: -1, Err: fmt.Errorf("gives both %q and \"fromTilemap\"; keep one", k)}
		}
	}
	f, err := from.read(in)
	if err != nil {
		return err
	}
	return from.apply(fields, f)
}

// read reads the tilemap the walls come from.
func (from wallsFrom) read(in *scenes.FileContext) (*visual.TilemapFile, error) {
	where := "this entity"
	obj := in.Sibling("Griff.Tilemap")
	if from.entity != "" {
		where = fmt.Sprintf("the entity %q", from.entity)
		obj = in.Component(from.entity, "Griff.Tilemap")
	}
	if obj == nil {
		return nil, fmt.Errorf("\"fromTilemap\": %s has no Griff.Tilemap to take the walls from", where)
	}
	f, err := scenes.DecodeOnce(in, obj, visual.ReadTilemapFile)
	if err != nil {
		return nil, fmt.Errorf("\"fromTilemap\": the Griff.Tilemap of %s: %v", where, err)
	}
	return f, nil
}

// wallCells writes the cells of a tilemap's collisions that are c as the
// JSON array of bools json.Marshal writes ("[true,false]"), without its
// reflection: about 0.9M instructions of the built-in game's start for its
// two walls of 2,400 cells each (issue 20).
func wallCells(cs []visual.TileCollision, c visual.TileCollision) json.RawMessage {
	out := make([]byte, 0, 2+6*len(cs))
	out = append(out, '[')
	for i, t := range cs {
		if i > 0 {
			out = append(out, ',')
		}
		if t == c {
			out = append(out, "true"...)
		} else {
			out = append(out, "false"...)
		}
	}
	return append(out, ']')
}

// apply writes the walls' fields from f.
func (from wallsFrom) apply(fields map[string]json.RawMessage, f *visual.TilemapFile) error {
	delete(fields, "fromTilemap")
	delete(fields, "tilemapEntity")
	var err error
	fields["width"] = strconv.AppendInt(nil, int64(f.Width), 10)
	fields["cells"] = wallCells(f.Collisions, from.collision)
	if _, ok := fields["cellSize"]; !ok && f.TileSize > 0 {
		n := strconv.AppendInt(nil, int64(f.TileSize), 10)
		fields["cellSize"] = append(append(append(append([]byte{'['}, n...), ','), n...), ']')
	}
	if from.collision != visual.TileOneWay {
		return nil
	}
	wall := map[string]json.RawMessage{}
	if w, ok := fields["wall"]; ok {
		if err := json.Unmarshal(w, &wall); err != nil {
			return &scenes.ValueError{Path: []any{"wall"}, Offset: -1, Err: fmt.Errorf("want an object: %v", err)}
		}
	}
	if wall == nil { // "wall": null
		wall = map[string]json.RawMessage{}
	}
	if _, ok := wall["oneWay"]; !ok {
		wall["oneWay"] = json.RawMessage(`"top"`)
	}
	fields["wall"], err = json.Marshal(wall)
	return err
}

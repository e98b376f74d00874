package physics

import (
	"encoding/json"
	"fmt"

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

// apply writes the walls' fields from f.
func (from wallsFrom) apply(fields map[string]json.RawMessage, f *visual.TilemapFile) error {
	cells := make([]bool, len(f.Collisions))
	for i, c := range f.Collisions {
		cells[i] = c == from.collision
	}
	delete(fields, "fromTilemap")
	delete(fields, "tilemapEntity")
	var err error
	fields["width"], _ = json.Marshal(f.Width)
	fields["cells"], _ = json.Marshal(cells)
	if _, ok := fields["cellSize"]; !ok && f.TileSize > 0 {
		fields["cellSize"], _ = json.Marshal([2]int{f.TileSize, f.TileSize})
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

package grid

import (
	"encoding/json"
	"fmt"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// expandGrid turns "fromTilemap" (and "tilemapEntity") into "width",
// "height", "blocked" and, unless given, "cellSize" (the tilemap's tileSize).
func expandGrid(fields map[string]json.RawMessage, in *scenes.FileContext) error {
	raw, ok := fields["fromTilemap"]
	if !ok {
		if _, named := fields["tilemapEntity"]; named {
			return &scenes.ValueError{Path: []any{"tilemapEntity"}, Offset: -1, Err: fmt.Errorf("\"tilemapEntity\" without \"fromTilemap\"")}
		}
		return nil
	}
	var from bool
	if err := json.Unmarshal(raw, &from); err != nil {
		return &scenes.ValueError{Path: []any{"fromTilemap"}, Offset: -1, Err: fmt.Errorf("want true or false")}
	}
	entity := ""
	if r, ok := fields["tilemapEntity"]; ok {
		if err := json.Unmarshal(r, &entity); err != nil || entity == "" {
			return &scenes.ValueError{Path: []any{"tilemapEntity"}, Offset: -1, Err: fmt.Errorf("want the name of the entity holding the Griff.Tilemap")}
		}
	}
	delete(fields, "fromTilemap")
	delete(fields, "tilemapEntity")
	if !from {
		return nil
	}
	for _, k := range []string{"blocked", "width", "height"} {
		if _, ok := fields[k]; ok {
			return &scenes.ValueError{Path: []any{k}, Offset: -1, Err: fmt.Errorf("gives both %q and \"fromTilemap\"; keep one", k)}
		}
	}
	where, obj := "this entity", in.Sibling("Griff.Tilemap")
	if entity != "" {
		where, obj = fmt.Sprintf("the entity %q", entity), in.Component(entity, "Griff.Tilemap")
	}
	if obj == nil {
		return fmt.Errorf("\"fromTilemap\": %s has no Griff.Tilemap to take the blocked cells from", where)
	}
	f, err := scenes.DecodeOnce(in, obj, visual.ReadTilemapFile)
	if err != nil {
		return fmt.Errorf("\"fromTilemap\": the Griff.Tilemap of %s: %v", where, err)
	}
	if f.Width <= 0 {
		return fmt.Errorf("\"fromTilemap\": the Griff.Tilemap of %s has no width", where)
	}
	blocked := make([]bool, len(f.Collisions))
	for i, c := range f.Collisions {
		blocked[i] = c == visual.TileSolid
	}
	fields["width"], _ = json.Marshal(f.Width)
	fields["height"], _ = json.Marshal((len(f.Cells) + f.Width - 1) / f.Width)
	fields["blocked"], _ = json.Marshal(blocked)
	if _, ok := fields["cellSize"]; !ok && f.TileSize > 0 {
		fields["cellSize"], _ = json.Marshal(f.TileSize)
	}
	return nil
}

package visual

import "github.com/griffengine/griff/griff"

// Tilemap draws a grid of square cells, each showing a tile of a tileset image
// or nothing. Cell (col, row) covers the local square from (col·TileSize,
// row·TileSize) to ((col+1)·TileSize, (row+1)·TileSize): one texel is one world
// unit before the entity's scale, and the map's top-left corner is at the
// entity's origin. Only the cells a view can see are drawn. Saved as
// "Griff.Tilemap"; a scene file may write it as rows of characters with a
// legend and describe its tile set's collision ([TilemapText], [TileSet]; the
// package documentation has an example). In a game folder, a scene file's
// tilemap may instead draw a tile layer of a Tiled map, {"map":
// "levels/level1.tmx", "mapLayer": "Ground", ...}, whose cells and tile set
// the game reads from the map (package hosting, "Tilemaps drawn from a map").
type Tilemap struct {
	// Tileset is the path of the tileset image in the game folder. Tiles are
	// squares of TileSize texels packed from its top-left corner, row by row, with
	// no margin or spacing. A missing or unreadable image warns once (naming the
	// entity and the file) and every non-empty cell is drawn as a placeholder: the
	// quads keep the image's texture, which the backend draws as a magenta
	// square.
	Tileset string `json:"tileset"`
	// TileSize is the width and height of a tile and of a cell in texels (world
	// units); a map with TileSize at most 0 draws nothing.
	TileSize int `json:"tileSize" griff:"was=tile_size"`
	// Columns is the number of tiles in a row of the tileset. The default (0) is
	// the tileset's width divided by TileSize.
	Columns int `json:"columns,omitempty"`
	// Width is the number of cells in a row of the map; a map with Width at most 0
	// draws nothing.
	Width int `json:"width"`
	// Cells are the map's tile ids, row by row from the top-left, Width to a row
	// (the last row may be short). Id 0 and negative ids are empty cells; id k >= 1
	// shows tile k-1 of the tileset (as Tiled numbers tiles from a first id of 1).
	// An id above the number of tiles in the tileset (Columns, or the image's
	// width over TileSize, times its height over TileSize, whole tiles only) is
	// warned about once per map, naming the entity and the id, and its cell is
	// drawn as a magenta square (with the white texture).
	Cells []int `json:"cells"`
	// Tint multiplies every tile's colour, straight RGBA; the default (zero) value
	// means opaque white.
	Tint griff.Color `json:"tint,omitzero"`
	DrawOrder
	// Memo is the renderer's note of the tileset image it found and of the ids it
	// has warned about. It is not state: not saved, hashed or copied.
	Memo Memo `griff:"-"`
}

// Draw draws the map into s (see Drawable).
func (t *Tilemap) Draw(s Sink) { s.Tilemap(t) }

// Empty reports whether the map has nothing to draw: TileSize or Width at most
// 0, or no cells.
func (t *Tilemap) Empty() bool { return t.TileSize <= 0 || t.Width <= 0 || len(t.Cells) == 0 }

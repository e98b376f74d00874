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
	// Flips turns each cell's tile, parallel to Cells (a missing or short list
	// leaves the rest unflipped): a sum of TileFlipX, TileFlipY and
	// TileFlipDiagonal (see [TileFlip]); other bits are ignored. The default
	// (nil) draws every tile as it is in the tileset.
	Flips []int `json:"flips,omitempty"`
	// Animations animate tiles: a cell holding an animation's Tile shows its
	// frames in turn, looping (see [TileAnimation]). The default (nil) draws
	// every tile still.
	Animations []TileAnimation `json:"animations,omitempty"`
	// Images gives tiles pictures of their own instead of a square of
	// Tileset (a Tiled tile set that is a collection of images; see
	// [TileImage]). A map whose every tile has an image may leave Tileset
	// empty. The default (nil) draws every tile from Tileset.
	Images []TileImage `json:"images,omitempty"`
	// ParallaxShift is the share of the camera's movement the map moves
	// along with, per axis: 1 minus Tiled's parallax factor. The default
	// (0, 0) draws the map fixed in the world; (1, 1) fixes it on the screen,
	// as a sky; (0.5, 0.5) scrolls it at half the world's speed, as a far
	// background; negative values scroll it faster, as a near foreground. The
	// map is moved by (view centre - ParallaxOrigin) times ParallaxShift, per
	// axis, in world units, where the view centre is the drawing camera's
	// (interpolated, so the shift moves as smoothly as the camera does) or,
	// with no camera, the screen's centre; a map on the HUD is not moved.
	// The formula is Tiled's ("Parallax Scrolling Factor", Tiled 1.5+).
	ParallaxShift griff.Vec `json:"parallaxShift,omitzero"`
	// ParallaxOrigin is the view centre at which a map with a ParallaxShift
	// is drawn at its own place (Tiled's map "parallax origin"); the unit is
	// world units (y down). The default (zero) value is the world's origin.
	ParallaxOrigin griff.Vec `json:"parallaxOrigin,omitzero"`
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
// 0, or no cells. A map with cells and no Tileset may still draw its Images.
func (t *Tilemap) Empty() bool { return t.TileSize <= 0 || t.Width <= 0 || len(t.Cells) == 0 }

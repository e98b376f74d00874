package visual

import "time"

// TileFlip is how a cell of a [Tilemap] turns its tile, a sum of the flips
// below (Tilemap.Flips holds one a cell). The diagonal flip is done first,
// then the horizontal and vertical ones, as in Tiled ("Tile Flipping", TMX Map
// Format): TileFlipDiagonal+TileFlipX turns a tile 90 degrees clockwise,
// TileFlipX+TileFlipY 180 degrees, TileFlipDiagonal+TileFlipY 90 degrees
// anticlockwise. Flips change only the picture: what the tile is to physics
// (whole-cell walls, TileCollision) does not turn.
type TileFlip = int

// The flips of a tile.
const (
	// TileFlipX mirrors the tile left to right.
	TileFlipX TileFlip = 1
	// TileFlipY mirrors the tile top to bottom.
	TileFlipY TileFlip = 2
	// TileFlipDiagonal mirrors the tile about its top-left to bottom-right
	// diagonal (swaps its x and y axes).
	TileFlipDiagonal TileFlip = 4
)

// TileAnimation animates one tile of a [Tilemap]: every cell holding Tile
// shows Frames in turn, looping, all such cells in step (as Tiled plays
// animated tiles). Time is the game's (runtime.Clock.Now, game time since
// the game began: a paused or slowed game slows its tiles), so the frame a
// map shows depends only on the step drawn, never on the wall clock.
type TileAnimation struct {
	// Tile is the tile id the animation replaces (>= 1, as in Cells).
	Tile int `json:"tile"`
	// Frames are the tiles shown in turn. An animation with no frames
	// leaves Tile still.
	Frames []TileFrame `json:"frames"`
}

// TileFrame is one frame of a [TileAnimation].
type TileFrame struct {
	// Tile is the tile id shown (>= 1, as in Cells).
	Tile int `json:"tile"`
	// DurationMs is how long the frame shows; the unit is milliseconds, as
	// Tiled writes them. A duration below 1 counts as 1.
	DurationMs int `json:"durationMs"`
}

// FrameAt returns the tile the animation shows at game time t since the
// game began (Tile itself if it has no frames): the frames loop, each shown
// for its DurationMs, starting at t = 0. Times before 0 count as 0.
func (a *TileAnimation) FrameAt(t time.Duration) int {
	if len(a.Frames) == 0 {
		return a.Tile
	}
	var total int64
	for _, f := range a.Frames {
		total += int64(max(f.DurationMs, 1))
	}
	ms := max(int64(t/time.Millisecond), 0) % total
	for _, f := range a.Frames {
		ms -= int64(max(f.DurationMs, 1))
		if ms < 0 {
			return f.Tile
		}
	}
	return a.Frames[len(a.Frames)-1].Tile
}

// TileImage gives one tile of a [Tilemap] a picture of its own (a tile of a
// Tiled tile set that is a collection of images, or a tile of a tile set
// image whose tiles are not the cells' squares packed from its corner: with
// a margin or spacing, not square, or not the size of a cell). A cell
// holding Tile draws Region of Image (the whole image when Region is empty)
// at its own size in texels (world units before the entity's scale), its
// bottom-left corner at the cell's bottom-left corner, so a tile taller or
// wider than a cell reaches up and right into the cells beside it, as Tiled
// draws it. Flips turn the picture within its own rectangle (a diagonal flip
// swaps its width and height). A missing image warns once, as a tileset
// does, and is drawn as a placeholder of one cell.
type TileImage struct {
	// Tile is the tile id (>= 1, as in Cells).
	Tile int `json:"tile"`
	// Image is the picture's path in the game folder.
	Image string `json:"image"`
	// Region is the part of Image the tile shows, in texels. The default
	// (empty) is the whole image.
	Region Region `json:"region,omitzero"`
}

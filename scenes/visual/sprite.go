package visual

import (
	"math"

	"github.com/griffengine/griff/griff"
)

// Region is a rectangle of an image in pixels (texels): X, Y its top-left corner
// (y down), W, H its size. A region with W or H at most 0 is empty.
//
// Its numbers are int32, from -2147483648 to 2147483647, far beyond any image
// (Ebitengine's largest is 16,384 texels a side): four ints would make Sprite
// 16 bytes larger, and a build reads every byte of it (see "Sprite's layout"
// in the package documentation). A scene file's number outside that range is
// an error reading the file, never a wrapped value; RegionOf saturates one
// computed as an int. The state digest and the network hash a Region's
// numbers as int64 values (as every integer, whatever its width), so they
// hash as the ints they were.
type Region struct {
	X int32 `json:"x"`
	Y int32 `json:"y"`
	W int32 `json:"w"`
	H int32 `json:"h"`
}

// RegionOf returns the region with corner (x, y) and size w×h, each number
// saturated to Region's range (a number below -2147483648 is that, one above
// 2147483647 that): an int never wraps into a Region. A reader of a file
// checks RegionFits first and warns, or refuses the value, when it is false.
func RegionOf(x, y, w, h int) Region {
	return Region{X: sat32(x), Y: sat32(y), W: sat32(w), H: sat32(h)}
}

// RegionFits reports whether x, y, w and h all lie in Region's range, so
// RegionOf saturates none of them.
func RegionFits(x, y, w, h int) bool {
	return fitsRegion(x) && fitsRegion(y) && fitsRegion(w) && fitsRegion(h)
}

// sat32 returns v saturated to the range of int32.
func sat32(v int) int32 { return int32(max(math.MinInt32, min(math.MaxInt32, v))) }

// fitsRegion reports whether v lies in Region's range.
func fitsRegion(v int) bool { return v >= math.MinInt32 && v <= math.MaxInt32 }

// Empty reports whether the region has no area.
func (g Region) Empty() bool { return g.W <= 0 || g.H <= 0 }

// Sprite draws an image, or a region of one (a frame of a sprite sheet), at its
// entity: one texel is one world unit before the entity's scale. Saved as
// "Griff.Sprite".
type Sprite struct {
	// Image is the image's path in the game folder, e.g. "assets/hero.png". An image
	// that is missing or cannot be read warns once in the problem log (naming the
	// entity and the file) and is drawn as a placeholder the size of Region (or
	// a square of the renderer's placeholder size without one) whose texture
	// the backend cannot load and draws as a magenta square. An empty Image warns
	// and draws nothing.
	Image string `json:"image"`
	// Region is the part of the image drawn, in texels; the default (empty) value
	// draws the whole image. SpriteAnimation sets it each step. A region reaching
	// outside the image is drawn as it is (the backend decides what is outside).
	Region Region `json:"region,omitzero"`
	// Pivot is the point of the region placed at the entity's origin, as fractions
	// of the region's size: (0, 0) is its top-left corner, (0.5, 0.5) its centre,
	// (1, 1) its bottom-right. The default is (0, 0). Rotation and scale turn
	// about it.
	Pivot griff.Vec `json:"pivot,omitzero"`
	// FlipX and FlipY mirror the picture about the region's vertical and horizontal
	// middle, without moving the region.
	FlipX bool `json:"flipX,omitempty" griff:"was=flip_x"`
	FlipY bool `json:"flipY,omitempty" griff:"was=flip_y"`
	// Memo is the renderer's note of the image it found for Image. It is not
	// state: not saved, hashed or copied.
	Memo ImageMemo `griff:"-"` // here, in the flips' padding: see "Sprite's layout"
	// Tint multiplies the picture's colour: a straight colour, 0..1 per channel.
	// The default (zero) value means opaque white, drawing the image as it is.
	// Drawn between steps (see Smoothed).
	Tint Smoothed[griff.Color] `json:"tint,omitzero"`
	// Flash is the colour the picture is pushed towards (RGB, straight; A is not
	// used), by FlashAmount from 0 (none) to 1 (all flash colour), as for a hit.
	Flash griff.Color `json:"flash,omitzero"`
	// FlashAmount is drawn between steps (see Smoothed); values are clamped to 0..1.
	FlashAmount Smoothed[float64] `json:"flashAmount,omitzero" griff:"was=flash_amount"`
	DrawOrder
}

// Draw draws the sprite into s (see Drawable).
func (sp *Sprite) Draw(s Sink) { s.Sprite(sp) }

// Face turns the picture to face left (true) or right (false), for art that
// faces right: it sets FlipX to left.
func (sp *Sprite) Face(left bool) { sp.FlipX = left }

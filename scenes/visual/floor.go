package visual

import "github.com/griffengine/griff/griff"

// FloorSink is what a Sink offers when it can draw a raycaster's perspective
// floor and ceiling (the renderer's sinks can): a drawable asks for it with a
// type assertion, s.(FloorSink), and draws something plainer when it is not
// there.
type FloorSink interface {
	// Floor draws f (see Floor).
	Floor(f Floor)
}

// Floor is a textured floor and ceiling seen in perspective from a camera on
// a grid of cells of side 1 (a first-person raycaster's map), drawn by
// FloorSink.Floor into a rectangle: every point of it below the horizon
// shows the floor texel of the ground it sees, every point above the
// ceiling's, darkened with distance. The rendering package's draw list
// documents the exact sums (drawlist.FloorCast): a wall at distance d spans
// 1/d of the rectangle's height, centred on the horizon, so floor and walls
// meet.
type Floor struct {
	// Image is the image's path in the game folder (as for Sprite) holding the
	// floor and ceiling textures.
	Image string
	// Corners are the rectangle's corners in the entity's local units, in
	// order round it from the top-left (its top-left, top-right, bottom-right
	// and bottom-left as seen).
	Corners [4]griff.Vec
	// Pos is the camera's place in cells, Dir its unit direction, and Plane
	// the camera plane's half-width vector at distance 1 (to the view's
	// right).
	Pos, Dir, Plane griff.Vec
	// Horizon is the horizon's height down the rectangle, 0 (top) to 1.
	Horizon float64
	// FloorSrc and CeilingSrc are the parts of Image holding one cell's floor
	// and ceiling, in texels; an empty region draws nothing on its side.
	FloorSrc, CeilingSrc Region
	// Fog and MinLight shade with distance d: the light is
	// max(MinLight, 1/(1+d²·Fog)); Fog 0 draws unshaded.
	Fog, MinLight float64
	// Color multiplies the texels, straight RGBA; the default (zero) value
	// means opaque white.
	Color griff.Color
}

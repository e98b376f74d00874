package visual

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Camera makes its entity a camera: a view of the world drawn into part of the
// screen. The entity's world position (plus the shake) is shown at the centre of
// the view, and its world rotation turns the view (the world appears turned the
// other way); both are drawn between steps like any transform, and a camera snap
// (Transform.Teleport) is drawn at once. Active cameras are drawn in hierarchy
// order, later ones over earlier ones. The view system (runtime/view) moves a
// following camera and works out its shake each step. Saved as "Griff.Camera".
type Camera struct {
	// Zoom is how many screen pixels one world unit covers; drawn between steps
	// (see Smoothed). The default (0, or any value not above 0) is 1.
	Zoom Smoothed[float64] `json:"zoom,omitzero"`
	// Viewport is the part of the screen the view covers, as fractions of the
	// screen's size (origin top-left, y down). The default (all zero) is the whole
	// screen. Its edges are rounded to whole pixels.
	Viewport Viewport `json:"viewport,omitzero"`
	// Clear is the colour the view is cleared to before it is drawn, straight RGBA;
	// the default (A = 0) clears nothing.
	Clear griff.Color `json:"clear,omitzero"`
	// Follow is the id of the entity the camera follows (see DeadZone); the default
	// (0) follows nothing. The view system moves the camera's transform. A
	// camera following its own entity or one of its descendants does not move
	// (it would carry the target with it); a descendant is warned about once in
	// the problem log.
	Follow scenes.EntityID `json:"follow,omitempty"`
	// FollowName, when Follow is 0, names the entity the camera follows, found
	// each step as Entity.Find finds it from the camera (see "Names" in the
	// scenes package doc): so a scene's camera can follow a player spawned from
	// a map object or a prefab, whose id the scene file cannot know. A name no
	// entity has (yet) follows nothing, warned about once in the problem log;
	// the default ("") follows nothing. Follow, when not 0, wins.
	FollowName string `json:"followName,omitempty"`
	// DeadZone is the size of the box about the camera's position, in world units
	// (width, height), inside which the followed entity moves without moving the
	// camera. The default (0, 0) keeps the entity at the centre.
	DeadZone griff.Vec `json:"deadZone,omitzero" griff:"was=dead_zone"`
	// Bounds, when not empty, is the part of the world the view stays inside: the
	// view's centre is kept far enough from its edges (or at its centre if the view
	// is bigger). It is applied when drawing and does not move the transform.
	Bounds griff.Box `json:"bounds,omitzero"`
	// Shake is how far the view shakes, in world units: each step the view is
	// pushed by up to Shake along each axis, by a deterministic noise of the tick.
	// It goes down by ShakeDecay world units per second of game time to 0.
	Shake      float64 `json:"shake,omitempty"`
	ShakeDecay float64 `json:"shakeDecay,omitempty" griff:"was=shake_decay"`
	// Motion is what the view system worked out on the last step. It is not
	// saved, hashed or copied (a camera read from a file or spawned snaps to
	// its target and has no shake offset until its first step), but snapshots
	// hold it, since the next step follows on from it.
	Motion CameraMotion `griff:"-,snapshot"`
}

// CameraMotion is what the view system keeps on a Camera from step to step.
type CameraMotion struct {
	// Followed is the id of the entity followed on the last step, 0 if none: a
	// new target is snapped to rather than followed smoothly.
	Followed scenes.EntityID
	// Warned is the Follow already reported as the camera's own descendant.
	Warned scenes.EntityID
	// Offset is how far the shake pushes the view, in world units, drawn between
	// steps.
	Offset Smoothed[griff.Vec]
}

// Viewport is a part of the screen as fractions of its size: X, Y the top-left
// corner (y down), W, H the size, each from 0 to 1.
type Viewport struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// ZoomAt returns the zoom to draw with blend of the way to step tick (see
// Smoothed.At): Zoom between steps, or 1 where that is not above 0 or is
// infinite.
func (c *Camera) ZoomAt(tick griff.Tick, blend float64) float64 {
	z := c.Zoom.At(tick, blend, LerpFloat)
	if !(z > 0) || math.IsInf(z, 1) {
		return 1
	}
	return z
}

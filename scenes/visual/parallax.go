package visual

import "github.com/griffengine/griff/griff"

// Parallax scrolls everything its entity and the entity's descendants draw
// (sprites, shapes, texts, tilemaps and what other drawables draw) with
// parallax: moved by a share of the camera's movement, as a layer of a Tiled
// map with a parallax factor other than 1 (an object layer whose objects
// spawn prefabs). The formula is Tiled's ("Parallax Scrolling Factor", Tiled
// 1.5+), the one [Tilemap.ParallaxShift] follows: what is drawn moves by
// (view centre - Origin) times Shift, per axis, in world units, where the
// view centre is the drawing camera's (interpolated) or, with no camera, the
// screen's centre; what is drawn on the HUD is not moved.
//
// Nested Parallax components compose as Tiled's nested groups do: the
// factors (1 - Shift) multiply, child by parent, so a descendant's shift is
// 1 - (1 - own) × (1 - parent's), about the innermost Origin. A Tilemap's
// own ParallaxShift composes with its entity's the same way, about the
// tilemap's ParallaxOrigin.
//
// Decision: parallax moves the drawing only. The entities stay where they are
// in the world, so their bodies, triggers and everything the simulation
// reads are where the scene puts them (in Tiled too an object's coordinates
// do not change with its layer's parallax); give what should collide with
// the player no parallax. Lights and cameras below it are not moved. Saved as
// "Griff.Parallax".
type Parallax struct {
	// Shift is the share of the camera's movement what the entity draws moves
	// along with, per axis: 1 minus Tiled's parallax factor. The default (0,
	// 0) draws it fixed in the world; (1, 1) fixes it on the screen; (0.5,
	// 0.5) scrolls it at half the world's speed, as a far background;
	// negative values scroll it faster, as a near foreground.
	Shift griff.Vec `json:"shift,omitzero"`
	// Origin is the view centre at which the entity is drawn at its own place
	// (Tiled's map "parallax origin"); the unit is world units (y down). The
	// default (zero) value is the world's origin.
	Origin griff.Vec `json:"origin,omitzero"`
}

// ComposeParallax returns the shift of parallax inner inside parallax outer,
// per axis: 1 - (1 - inner) × (1 - outer), Tiled's product of nested
// factors. Either shift zero gives the other unchanged, to the bit.
func ComposeParallax(outer, inner griff.Vec) griff.Vec {
	var s griff.Vec
	for i := range s {
		switch {
		case outer[i] == 0:
			s[i] = inner[i]
		case inner[i] == 0:
			s[i] = outer[i]
		default:
			s[i] = 1 - float64((1-inner[i])*(1-outer[i]))
		}
	}
	return s
}

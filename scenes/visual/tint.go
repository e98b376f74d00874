package visual

import "github.com/griffengine/griff/griff"

// The drawables a level importer tints: a prefab placed on a translucent or
// tinted editor layer (a Tiled object layer in a group of opacity 0.5) is
// drawn as the editor draws it, its drawables' colours multiplied by the
// layer's (level.Spawn.Tint). Each MultiplyTint multiplies the component's
// colour by c, channel by channel (griff.Color.Mul); a colour left at its
// default (zero, opaque white) becomes c. Sprites' tint is snapped (no
// transition is drawn).

// MultiplyTint multiplies the sprite's Tint by c.
func (s *Sprite) MultiplyTint(c griff.Color) { s.Tint.Snap(whiteIfZero(s.Tint.Value()).Mul(c)) }

// MultiplyTint multiplies the tilemap's Tint by c.
func (t *Tilemap) MultiplyTint(c griff.Color) { t.Tint = whiteIfZero(t.Tint).Mul(c) }

// MultiplyTint multiplies the shape's Color by c.
func (s *Shape) MultiplyTint(c griff.Color) { s.Color = whiteIfZero(s.Color).Mul(c) }

// MultiplyTint multiplies the text's Color by c.
func (t *Text) MultiplyTint(c griff.Color) { t.Color = whiteIfZero(t.Color).Mul(c) }

// whiteIfZero returns c, or opaque white for the zero colour (the default
// the drawables read as opaque white).
func whiteIfZero(c griff.Color) griff.Color {
	if c == (griff.Color{}) {
		return griff.Color{R: 1, G: 1, B: 1, A: 1}
	}
	return c
}

package visual

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Drawable is a component that draws: the renderer calls Draw on every
// component of an active entity that implements it, once a frame, in hierarchy
// order. Sprite, Text, Shape and Tilemap are Drawables; a module's own
// component becomes one by embedding a DrawOrder and adding a Draw method.
type Drawable interface {
	// Order returns where what the component draws goes among the rest (see
	// DrawOrder). Embedding DrawOrder provides it.
	Order() *DrawOrder
	// Draw draws the component into s, at its entity. It must be quick, change
	// no game state, and keep nothing of s past the call.
	Draw(s Sink)
}

// WorldPlaced is an optional interface of a Drawable whose drawing is placed
// in world units (screen pixels on the HUD) rather than its entity's local
// units: particles, which stay where they were emitted when the emitter moves.
// Its sort key still comes from its entity (the y of a YSort is the entity's).
// WorldPlaced must return the same answer every frame.
type WorldPlaced interface {
	WorldPlaced() bool
}

// Sink is what a Drawable draws into: the frame being built, seen from the
// drawable's entity. Everything drawn is placed in the entity's local units
// (world units before its transform, or screen pixels for a drawable on the
// HUD), drawn with the entity's transform between the last two steps, and
// shares the drawable's sort key, in the order it was drawn. What no view can see
// is dropped. Data mistakes (a missing image or font) are reported once each to
// the game's problem log, naming the entity and the drawable's component.
//
// Sprite, Text and Tilemap take a pointer because the renderer keeps a note in
// the value's Memo (the image it found, the text's layout), so the next frame
// need not work it out again: pass a value the drawable keeps, such as a field
// of the component, not a new one each frame (which works, slower, and
// allocates). The sink copies what it needs during the call, except a
// Tilemap's Cells, read until the frame is built. A Sink is valid only during
// the Draw call it is handed to.
type Sink interface {
	// Entity returns the entity being drawn.
	Entity() *scenes.Entity
	// Tick returns the last step taken (Game.Clock().Tick()) and Blend how far
	// the frame is from the step before it to that step (0..1): the arguments of
	// Smoothed.At.
	Tick() griff.Tick
	Blend() float64
	// Sprite draws an image, or a region of it, as the Sprite component does
	// (its DrawOrder is not used: the drawable's is).
	Sprite(s *Sprite)
	// Text draws a string as the Text component does.
	Text(t *Text)
	// Shape draws a rectangle or circle as the Shape component does.
	Shape(s *Shape)
	// Tilemap draws a grid of tiles as the Tilemap component does, only the
	// cells each view can see.
	Tilemap(t *Tilemap)
	// Quad draws a four-cornered piece of an image (see Quad).
	Quad(q Quad)
}

// Quad is a four-cornered piece of an image, drawn by Sink.Quad: the free form
// of what a Sprite draws, for a drawable that places its own corners.
type Quad struct {
	// Image is the image's path in the game folder, as for Sprite; "" fills the
	// quad with Color (the white texture).
	Image string
	// Corners are the quad's corners in the entity's local units, in order round
	// it; they get Src's top-left, top-right, bottom-right and bottom-left corners
	// in that order. A quad that is not convex is drawn as its two triangles
	// (corners 0, 1, 2 and 0, 2, 3).
	Corners [4]griff.Vec
	// Src is the part of the image drawn, in texels; the default (empty) value is
	// the whole image. It is not used without an Image.
	Src Region
	// Color multiplies the image's colour, straight RGBA; the default (zero)
	// value means opaque white.
	Color griff.Color
}

// Memo is where a renderer keeps its note about one drawn value from frame to
// frame (the image a sprite found, a text's layout), so it need not work it out
// again. A component holds one in a field tagged griff:"-": it is not state,
// neither saved, hashed nor copied. The zero value holds no note. A renderer
// checks that a note is its own and for this value before it uses it, so a
// copied value, or two renderers drawing one game, only cost the work again.
type Memo struct{ note any }

// Note returns the note kept, or nil.
func (m *Memo) Note() any { return m.note }

// SetNote keeps note in place of the one kept before.
func (m *Memo) SetNote(note any) { m.note = note }

// ImageMemo is where a renderer keeps its note of the image a [Sprite] found:
// a number the renderer gave that image (its place in the renderer's own list
// of images), 0 for none. It is a [Memo] of 4 bytes instead of 16, so that it
// fits in the padding after Sprite's flips (see "Sprite's layout" in the
// package documentation). A Sprite holds one in a field tagged griff:"-": it
// is not state, neither saved, hashed nor copied. A renderer checks that the
// image its number names is the one the sprite names before it uses it, so a
// copied sprite, or two renderers drawing one game, only cost the look-up
// again.
type ImageMemo struct{ n uint32 }

// Note returns the number kept, or 0.
func (m *ImageMemo) Note() uint32 { return m.n }

// SetNote keeps n in place of the number kept before.
func (m *ImageMemo) SetNote(n uint32) { m.n = n }

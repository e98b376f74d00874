package visual

import "github.com/griffengine/griff/griff"

// ShapeKind says which shape a Shape draws. In scene files it is written by
// name: "box" or "circle" (the same words as physics' collider shapes); "rect",
// the name files used before, is read as "box".
type ShapeKind uint8

// The shapes. The zero value is ShapeBox.
const (
	// ShapeBox is a rectangle Size wide and high.
	ShapeBox ShapeKind = iota
	// ShapeCircle is a circle of Radius about the entity's origin, drawn as a
	// polygon of CircleSegments sides.
	ShapeCircle
)

// CircleSegments is the number of sides of the polygon a circle is drawn as.
const CircleSegments = 32

var shapeNames = griff.NewEnum[ShapeKind]("shape kind", "box", "circle").
	WithFormer(map[string]ShapeKind{"rect": ShapeBox})

// String returns "box" or "circle" ("shape kind(N)" for a value with no name).
func (k ShapeKind) String() string { return shapeNames.Name(k) }

// MarshalText writes the kind by name, as scene files keep it; it returns an
// error for a value with no name.
func (k ShapeKind) MarshalText() ([]byte, error) { return shapeNames.Marshal(k) }

// UnmarshalText reads a kind's name, or the former name "rect"; it returns an
// error listing the names for anything else.
func (k *ShapeKind) UnmarshalText(b []byte) error { return shapeNames.Unmarshal(k, b) }

// Shape draws a filled or outlined rectangle or circle in one colour, with the
// white texture. Saved as "Griff.Shape".
type Shape struct {
	// Kind is the shape; the default is ShapeBox.
	Kind ShapeKind `json:"kind"`
	// Size is a rectangle's width and height in world units.
	Size griff.Vec `json:"size,omitzero"`
	// Radius is a circle's radius in world units.
	Radius float64 `json:"radius,omitempty"`
	// Pivot is the point of a rectangle placed at the entity's origin, as
	// fractions of its size: (0, 0) its top-left corner (the default), (0.5, 0.5)
	// its centre. A circle is always centred on the origin.
	Pivot griff.Vec `json:"pivot,omitzero"`
	// Color is the shape's colour, straight RGBA; the default (zero) value means
	// opaque white.
	Color griff.Color `json:"color,omitzero"`
	// Outline, when above 0, draws only a band that wide inside the shape's edge,
	// in world units; the default (0) fills the shape. A band as wide as the
	// shape fills it.
	Outline float64 `json:"outline,omitempty"`
	DrawOrder
}

// Draw draws the shape into s (see Drawable).
func (sh *Shape) Draw(s Sink) { s.Shape(sh) }

// Empty reports whether the shape has no area: a circle of radius at most 0, or
// a rectangle at most 0 wide or high.
func (sh *Shape) Empty() bool {
	if sh.Kind == ShapeCircle {
		return !(sh.Radius > 0)
	}
	return !(sh.Size[0] > 0 && sh.Size[1] > 0)
}

package visual

import "math"

// DrawOrder says where a drawable goes among the others: every drawing component
// embeds one, so its fields are saved beside the component's own, and embedding
// it gives a component the Order method of Drawable.
//
// Drawables are put back to front by Layer, then Z, then (for YSort) world y;
// those equal in all three are drawn in hierarchy order (parents before children,
// children in order; an entity's components in the order they were added, for a
// scene read from a file the order the file lists them in; what one Draw call
// draws, in the order it was drawn). SortKey packs the three into one number.
type DrawOrder struct {
	// Layer is the drawing layer, from -128 (back) to 127 (front); values outside
	// are clamped. The default is 0.
	Layer int `json:"layer,omitempty"`
	// Z orders drawables within a layer: higher is in front. The default is 0.
	Z float64 `json:"z,omitempty"`
	// YSort, when true, draws what is lower on screen in front within the same
	// layer and z: the entity's interpolated world y (y down; screen y on the
	// HUD) orders it, to about 1 part in 32,768 of y. Drawables without YSort are
	// drawn behind y-sorted ones of the same layer and z.
	YSort bool `json:"ysort,omitempty"`
	// HUD pins the drawable to the screen: it is drawn after every view, on top,
	// ignoring the cameras, and its entity's world transform is read in screen
	// pixels (origin at the screen's top-left, y down).
	HUD bool `json:"hud,omitempty"`
}

// Order returns o itself; it lets every drawing component be asked for its
// DrawOrder the same way (see Drawable).
func (o *DrawOrder) Order() *DrawOrder { return o }

// SortKey returns the 64-bit key that puts drawables back to front, for a
// drawable whose entity is drawn at world y worldY (screen y on the HUD): the
// layer in the top byte, then Z as an order-preserving 32-bit float, then the
// top 24 bits of y as one (0 without YSort). The y part keeps 15 bits of
// mantissa, a precision of 1 part in 32,768 of y. Smaller keys are drawn first;
// equal keys keep hierarchy order. It is LayerKey, with YKey(worldY) for YSort.
func (o *DrawOrder) SortKey(worldY float64) uint64 {
	key := o.LayerKey()
	if o.YSort {
		key |= YKey(worldY)
	}
	return key
}

// LayerKey returns the part of SortKey that does not depend on y: the layer
// (clamped to -128..127) and Z. A renderer drawing many drawables of one layer
// and Z works it out once.
func (o *DrawOrder) LayerKey() uint64 {
	l := max(-128, min(127, o.Layer))
	return uint64(l+128)<<56 | uint64(floatKey(float32(o.Z)))<<24
}

// YKey returns the y part of SortKey for a drawable with YSort drawn at world
// y worldY: the top 24 bits of float32(worldY) as an order-preserving key.
func YKey(worldY float64) uint64 { return uint64(floatKey(float32(worldY)) >> 8) }

// floatKey maps a float32 to a uint32 whose unsigned order is the float's order
// (negative numbers below positive ones; NaN sorts as the largest).
func floatKey(f float32) uint32 {
	if f != f {
		return math.MaxUint32
	}
	if f == 0 {
		f = 0 // -0 and +0 are the same place
	}
	b := math.Float32bits(f)
	if b&0x80000000 != 0 {
		return ^b
	}
	return b | 0x80000000
}

package drawlist

// Quad is one textured quadrilateral: 80 bytes, laid out as a backend uploads it (20
// float32 in field order, no padding). See the package documentation for the coordinate
// conventions.
type Quad struct {
	// Corners are the four corners in clip space (x right, y up, -1..1), in the order of
	// the texture rectangle's corners: top-left, top-right, bottom-right, bottom-left.
	Corners [4]Corner
	// Src is the part of the texture drawn, in texels (origin top-left, v down).
	Src TexRect
	// Tint multiplies the texel; premultiplied RGBA, 0..1. The zero value draws nothing
	// visible; opaque white {1,1,1,1} draws the texture as it is.
	Tint Color
	// Flash is the straight RGB colour the quad is pushed towards, 0..1.
	Flash RGB
	// FlashAmount is how far the colour goes towards Flash: 0 (none) to 1 (all flash).
	FlashAmount float32
}

// Corner is a point in clip space: x from -1 (left) to 1 (right), y from -1 (bottom) to 1
// (top).
type Corner struct {
	X, Y float32
}

// TexRect is a rectangle of a texture in texels: (U0,V0) is its top-left corner and (U1,V1)
// its bottom-right, v counted down from the texture's top edge. U1 < U0 or V1 < V0 is
// allowed and mirrors the picture.
type TexRect struct {
	U0, V0, U1, V1 float32
}

// Color is an RGBA colour with components from 0 to 1, premultiplied by alpha wherever this
// package says so (tints, clear colours, ambient light).
type Color struct {
	R, G, B, A float32
}

// RGB is a straight (not premultiplied) colour with components from 0 to 1.
type RGB struct {
	R, G, B float32
}

// Rect returns the quad covering the axis-aligned clip-space rectangle from (x0,y0) (the
// corner where the texture's top-left lands) to (x1,y1), showing src with the given tint
// and no flash.
func Rect(x0, y0, x1, y1 float32, src TexRect, tint Color) Quad {
	return Quad{
		Corners: [4]Corner{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}},
		Src:     src,
		Tint:    tint,
	}
}

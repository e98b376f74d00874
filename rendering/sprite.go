package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
)

// Region is a rectangle of an image in pixels (texels): X, Y its top-left corner
// (y down), W, H its size. A region with W or H at most 0 is empty.
type Region struct {
	X int `json:"x"`
	Y int `json:"y"`
	W int `json:"w"`
	H int `json:"h"`
}

// Empty reports whether the region has no area.
func (g Region) Empty() bool { return g.W <= 0 || g.H <= 0 }

// Sprite draws an image, or a region of one (a frame of a sprite sheet), at its
// entity: one texel is one world unit before the entity's scale. Saved as
// "Griff.Sprite".
type Sprite struct {
	// Image is the image's path in the game folder, e.g. "assets/hero.png". An image
	// that is missing or cannot be read warns once in the problem log (naming the
	// entity and the file) and is drawn as a placeholder the size of Region, or
	// PlaceholderSize texels square without one: the quad keeps the image's
	// texture id, which the backend draws as a magenta square. An empty Image
	// warns and draws nothing.
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
	FlipX bool `json:"flip_x,omitempty"`
	FlipY bool `json:"flip_y,omitempty"`
	// Tint multiplies the picture's colour: a straight colour, 0..1 per channel.
	// The default (zero) value means opaque white, drawing the image as it is.
	// Drawn between steps (see Smoothed).
	Tint Smoothed[griff.Color] `json:"tint,omitzero"`
	// Flash is the colour the picture is pushed towards (RGB, straight; A is not
	// used), by FlashAmount from 0 (none) to 1 (all flash colour), as for a hit.
	Flash griff.Color `json:"flash,omitzero"`
	// FlashAmount is drawn between steps (see Smoothed); values are clamped to 0..1.
	FlashAmount Smoothed[float64] `json:"flash_amount,omitzero"`
	DrawOrder

	img *imageInfo // the renderer's record of Image, or nil
}

// prepare finds the sprite's image of entity e and works out what does not
// depend on the view into rec. It returns false if there is nothing to draw.
func (s *Sprite) prepare(r *Renderer, e *scenes.Entity, rec *spriteRec) bool {
	info := r.imageFor(s.img, s.Image)
	if s.img != info {
		s.img = info // only when it changes: no write barrier each frame
	}
	g := s.Region
	if !info.usable(r.problems, e, "Griff.Sprite") {
		if info.path == "" {
			return false
		}
		if g.Empty() {
			g = Region{0, 0, PlaceholderSize, PlaceholderSize}
		}
	} else if g.Empty() {
		g = Region{0, 0, info.w, info.h}
	}
	rec.tex = info.texture(r, r.list)
	w, h := float64(g.W), float64(g.H)
	rec.x0, rec.y0 = float64(-s.Pivot[0]*w), float64(-s.Pivot[1]*h)
	rec.x1, rec.y1 = rec.x0+w, rec.y0+h
	src := drawlist.TexRect{U0: float32(g.X), V0: float32(g.Y), U1: float32(g.X + g.W), V1: float32(g.Y + g.H)}
	if s.FlipX {
		src.U0, src.U1 = src.U1, src.U0
	}
	if s.FlipY {
		src.V0, src.V1 = src.V1, src.V0
	}
	rec.src = src
	rec.tint = premul(s.Tint.At(r.tick, r.blend, LerpColor))
	rec.fl = drawlist.RGB{R: s.Flash.R, G: s.Flash.G, B: s.Flash.B}
	rec.fla = float32(max(0, min(1, s.FlashAmount.At(r.tick, r.blend, LerpFloat))))
	return true
}

// spriteQuad returns the quad of the sprite rec through c. It reads only rec, so
// sprites may be built on several goroutines.
func spriteQuad(rec *spriteRec, c griff.Affine) drawlist.Quad {
	m := c.Mul(rec.m)
	// The corners are m applied to (x0, y0), (x1, y0), (x1, y1), (x0, y1): the
	// products are shared between them.
	ax0, ax1 := float64(m.A*rec.x0), float64(m.A*rec.x1)
	bx0, bx1 := float64(m.B*rec.x0), float64(m.B*rec.x1)
	cy0, cy1 := float64(m.C*rec.y0), float64(m.C*rec.y1)
	dy0, dy1 := float64(m.D*rec.y0), float64(m.D*rec.y1)
	return drawlist.Quad{
		Corners: [4]drawlist.Corner{
			{X: float32(ax0 + cy0 + m.X), Y: float32(bx0 + dy0 + m.Y)},
			{X: float32(ax1 + cy0 + m.X), Y: float32(bx1 + dy0 + m.Y)},
			{X: float32(ax1 + cy1 + m.X), Y: float32(bx1 + dy1 + m.Y)},
			{X: float32(ax0 + cy1 + m.X), Y: float32(bx0 + dy1 + m.Y)},
		},
		Src:         rec.src,
		Tint:        rec.tint,
		Flash:       rec.fl,
		FlashAmount: rec.fla,
	}
}

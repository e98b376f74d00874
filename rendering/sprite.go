package rendering

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes/visual"
)

// spriteRec is what a sprite's quad is made from: all a worker of a parallel
// pass reads.
type spriteRec struct {
	m griff.Affine // the entity's interpolated world transform
	// The local rectangle (x0, y0)-(x1, y1) in texels, pivot applied.
	x0, y0, x1, y1 float64
	src            drawlist.TexRect // texture rectangle (flips applied)
	tint           drawlist.Color   // premultiplied
	fl             drawlist.RGB
	fla            float32
	// The texture id is kept apart, in the renderer's stex (by record): the
	// flat walk (flat.go) learns it after the rest.
}

// newSprite returns the index of a new sprite record and texture id, not
// cleared: the caller writes every field.
func (r *Renderer) newSprite() int {
	n := len(r.sprites)
	if n < cap(r.sprites) {
		r.sprites = r.sprites[:n+1]
	} else {
		r.sprites = append(r.sprites, spriteRec{})
	}
	if n < cap(r.stex) {
		r.stex = r.stex[:n+1]
	} else {
		r.stex = append(r.stex, 0)
	}
	return n
}

// dropSprite forgets the last sprite record, n.
func (r *Renderer) dropSprite(n int) {
	r.sprites, r.stex = r.sprites[:n], r.stex[:n]
}

// Sprite draws s: it finds its image and works out what does not depend on the
// view into a sprite record.
func (f *frame) Sprite(s *visual.Sprite) {
	r := f.r
	n := r.newSprite()
	r.sprites[n].m = f.m
	if !f.prepareSprite(s, n) {
		r.dropSprite(n)
		return
	}
	f.add(kindSprite, n, &s.DrawOrder, f.d == visual.Drawable(s))
}

// ownSprite draws sprite component s, the drawable drawing (f.e and f.d are
// set), with world transform m: what draw and Sprite do for a sprite drawing
// itself, with its own DrawOrder keyed at m's y, without the frame's
// per-drawable bookkeeping.
func (f *frame) ownSprite(s *visual.Sprite, m *griff.Affine) {
	r := f.r
	n := r.newSprite()
	r.sprites[n].m = *m
	if !f.prepareSprite(s, n) {
		r.dropSprite(n)
		return
	}
	hud := s.HUD
	r.addEntry(s.SortKey(m.Y), int32(n), kindSprite, hud, f.par)
	if hud {
		r.hudEntries++
	}
}

// prepareSprite fills sprite record n (but its world transform) and its
// texture id for s. It returns false if there is nothing to draw.
func (f *frame) prepareSprite(s *visual.Sprite, n int) bool {
	info := f.r.imageMemo(&s.Memo, s.Image)
	g := s.Region
	if !info.usable(f) {
		if info.path == "" {
			return false
		}
		if g.Empty() {
			g = visual.Region{X: 0, Y: 0, W: PlaceholderSize, H: PlaceholderSize}
		}
	} else if g.Empty() {
		g = info.whole()
	}
	f.r.stex[n] = info.texture(f)
	f.spriteBody(s, &f.r.sprites[n], g)
	return true
}

// spriteBody fills what rec takes from s drawing region g (all but its world
// transform and texture). It reads only s and the frame's tick and blend, so
// the flat walk (flat.go) calls it on several goroutines.
func (f *frame) spriteBody(s *visual.Sprite, rec *spriteRec, g visual.Region) {
	rec.x0, rec.y0, rec.x1, rec.y1 = spriteRect(s, g)
	rec.src = spriteSrc(s, g)
	rec.tint, rec.fl, rec.fla = f.spriteColours(s)
}

// spriteRect returns the local rectangle (x0, y0)-(x1, y1), in texels, of
// sprite s drawing region g: the region's size with the pivot at the origin.
func spriteRect(s *visual.Sprite, g visual.Region) (x0, y0, x1, y1 float64) {
	w, h := float64(g.W), float64(g.H)
	x0, y0 = float64(-s.Pivot[0]*w), float64(-s.Pivot[1]*h)
	return x0, y0, x0 + w, y0 + h
}

// texRect returns region g as a texture rectangle. Its far corner is summed
// as int64: X+W (or Y+H) of a region at the edge of int32, as a scene file
// may give and the importers' saturated regions are, would wrap in int32
// and turn the rectangle round; summed so it is what it was when Region's
// numbers were int.
func texRect(g visual.Region) drawlist.TexRect {
	return drawlist.TexRect{U0: float32(g.X), V0: float32(g.Y),
		U1: float32(int64(g.X) + int64(g.W)), V1: float32(int64(g.Y) + int64(g.H))}
}

// spriteSrc returns the texture rectangle of sprite s drawing region g, its
// flips applied.
func spriteSrc(s *visual.Sprite, g visual.Region) drawlist.TexRect {
	src := texRect(g)
	if s.FlipX {
		src.U0, src.U1 = src.U1, src.U0
	}
	if s.FlipY {
		src.V0, src.V1 = src.V1, src.V0
	}
	return src
}

// spriteColours returns sprite s's tint (premultiplied), flash colour and
// flash amount (clamped to 0..1) as drawn at the frame's tick and blend.
func (f *frame) spriteColours(s *visual.Sprite) (tint drawlist.Color, fl drawlist.RGB, fla float32) {
	tint = premul(s.Tint.At(f.tick, f.blend, visual.LerpColor))
	fl = drawlist.RGB{R: s.Flash.R, G: s.Flash.G, B: s.Flash.B}
	if a := s.FlashAmount.At(f.tick, f.blend, visual.LerpFloat); a != 0 { // ±0 clamps to +0
		fla = float32(max(0, min(1, a)))
	}
	return tint, fl, fla
}

// spriteColoursTo sets q's tint, flash colour and flash amount to what
// spriteColours returns for s, written in place (the fused walk's quads).
func (f *frame) spriteColoursTo(q *drawlist.Quad, s *visual.Sprite) {
	var tint griff.Color
	var a float64
	if f.blend >= 1 { // what At returns at blend 1, without the calls
		tint, a = s.Tint.Value(), s.FlashAmount.Value()
	} else {
		tint, a = s.Tint.At(f.tick, f.blend, visual.LerpColor), s.FlashAmount.At(f.tick, f.blend, visual.LerpFloat)
	}
	q.Tint = premul(tint)
	q.Flash = drawlist.RGB{R: s.Flash.R, G: s.Flash.G, B: s.Flash.B}
	q.FlashAmount = 0
	if a != 0 { // ±0 clamps to +0
		q.FlashAmount = float32(max(0, min(1, a)))
	}
}

// spriteQuad sets q to the quad of the sprite rec through c and reports
// whether clip sees it. It reads only rec, c and clip, so sprites may be built
// on several goroutines.
func spriteQuad(q *drawlist.Quad, rec *spriteRec, c *griff.Affine, clip *clipRect) bool {
	seen := spriteCorners(q, &rec.m, rec.x0, rec.y0, rec.x1, rec.y1, c, clip)
	q.Src, q.Tint, q.Flash, q.FlashAmount = rec.src, rec.tint, rec.fl, rec.fla
	return seen
}

// axisCorners is spriteCorners for a sprite whose world matrix r (that of a
// root drawn between steps before rootMul, when mul is set) has B and C zero,
// through a view c with B and C zero and the rest finite (axisView): the
// corners are (r.A·x, r.D·y) + (r.X, r.Y) through c, which take 6 products
// and 6 sums rather than spriteCorners' 20 and 24 (and rootMul's). It reports
// whether clip sees q and whether q is written: false when a corner's x or y
// comes out 0 or not finite (or their product under- or overflows: axisOK),
// where the caller must ask spriteCorners (with rootMul applied if mul).
//
// Why the bits are spriteCorners': every term left out of its sums is a
// product by a zero (B, C, the view's B and C, rootMul's 0·x), so a zero when
// the other factor is finite, and the terms kept are the same products of
// values that are equal but perhaps for the sign of a zero (rootMul's A + 0·B
// is A, or +0 for A = -0). In IEEE arithmetic, adding a zero to a non-zero sum
// leaves it as it is, and values that are equal give equal sums and products,
// the same bits when they are not zero; so each corner is spriteCorners' when
// it is not zero. Only a zero result can differ (in its sign), and it is
// refused. A finite result means every factor, those left out too, was
// finite (an infinite or NaN one gives an infinite or NaN corner, as the view
// is finite), so the terms left out were zeros. TestAxisCornersAsSpriteCorners
// checks it on zeros of both signs, tiny, huge and infinite values.
func axisCorners(q *drawlist.Quad, r *griff.Affine, x0, y0, x1, y1 float64, c *griff.Affine, clip *clipRect) (seen, ok bool) {
	X0, X1, Y0, Y1 := axisXY(r, c, x0, y0, x1, y1)
	if !axisOK(X0, X1, Y0, Y1) {
		return false, false
	}
	return clip.seesBox(setAxisCorners(q, X0, X1, Y0, Y1)), true
}

// axisXY returns axisCorners' xs and ys, before the check: small enough to
// be inlined, as axisOK and setAxisCorners are (fastRun writes axisCorners
// out with them).
func axisXY(r, c *griff.Affine, x0, y0, x1, y1 float64) (X0, X1, Y0, Y1 float64) {
	a, d := float64(c.A*r.A), float64(c.D*r.D)
	mx, my := float64(c.A*r.X)+c.X, float64(c.D*r.Y)+c.Y
	return float64(a*x0) + mx, float64(a*x1) + mx, float64(d*y0) + my, float64(d*y1) + my
}

// axisXYOf is axisXY of a matrix r of A ra, D rd, X rx and Y ry (stillRun
// has no matrix): the same products and sums, written out again, as axisXY
// calling it would be too big to be inlined in fastRun.
func axisXYOf(ra, rd, rx, ry float64, c *griff.Affine, x0, y0, x1, y1 float64) (X0, X1, Y0, Y1 float64) {
	a, d := float64(c.A*ra), float64(c.D*rd)
	mx, my := float64(c.A*rx)+c.X, float64(c.D*ry)+c.Y
	return float64(a*x0) + mx, float64(a*x1) + mx, float64(d*y0) + my, float64(d*y1) + my
}

// axisOK reports whether none of the four is 0 or not finite, asking it of
// their product (a zero, infinite or NaN factor gives a product that is so):
// it refuses also four whose product underflows to 0 or overflows, which only
// sends them the long way.
func axisOK(X0, X1, Y0, Y1 float64) bool {
	p := float64(float64(float64(X0*X1)*Y0) * Y1)
	const inf = 0x7FF0000000000000 << 1
	return math.Float64bits(p)<<1-1 < inf-1 // not zero and finite
}

// setAxisCorners sets q's corners to (X0, Y0), (X1, Y0), (X1, Y1), (X0, Y1)
// as float32, and returns those xs and ys.
func setAxisCorners(q *drawlist.Quad, X0, X1, Y0, Y1 float64) (x0, x1, y0, y1 float32) {
	x0, x1, y0, y1 = float32(X0), float32(X1), float32(Y0), float32(Y1)
	// Field by field: the composite literal was built on the stack by
	// eight 4-byte stores and copied by two 16-byte loads, which cannot be
	// forwarded from them, so each sprite waited for the stores (9
	// instructions fewer, but 5 to 9% slower: see the commit).
	c := &q.Corners
	c[0].X, c[0].Y, c[1].X, c[1].Y = x0, y0, x1, y0
	c[2].X, c[2].Y, c[3].X, c[3].Y = x1, y1, x0, y1
	return x0, x1, y0, y1
}

// seesBox is sees of a quad whose corners' xs are x0 and x1 and ys y0 and y1.
func (c *clipRect) seesBox(x0, x1, y0, y1 float32) bool {
	return (x0 >= c.x0 || x1 >= c.x0) && (x0 <= c.x1 || x1 <= c.x1) &&
		(y0 >= c.y0 || y1 >= c.y0) && (y0 <= c.y1 || y1 <= c.y1)
}

// axisView reports whether view matrix c suits axisCorners: B and C zero (of
// either sign) and A, D, X and Y finite.
func axisView(c *griff.Affine) bool {
	fin := func(v float64) bool { return v-v == 0 }
	return c.B == 0 && c.C == 0 && fin(c.A) && fin(c.D) && fin(c.X) && fin(c.Y)
}

// spriteCorners sets q's corners to those of the local rectangle (x0, y0)-(x1,
// y1) of a sprite with world transform r, through c, and reports whether clip
// sees q (clipRect.sees, asked here of the corners at hand).
func spriteCorners(q *drawlist.Quad, r *griff.Affine, x0, y0, x1, y1 float64, c *griff.Affine, clip *clipRect) bool {
	// m is c.Mul(*r), written out here (the same products and sums, so the
	// same bits) as the call is not inlined.
	m := griff.Affine{
		A: float64(c.A*r.A) + float64(c.C*r.B),
		B: float64(c.B*r.A) + float64(c.D*r.B),
		C: float64(c.A*r.C) + float64(c.C*r.D),
		D: float64(c.B*r.C) + float64(c.D*r.D),
		X: float64(c.A*r.X) + float64(c.C*r.Y) + c.X,
		Y: float64(c.B*r.X) + float64(c.D*r.Y) + c.Y,
	}
	// The corners are m applied to (x0, y0), (x1, y0), (x1, y1), (x0, y1): the
	// products are shared between them.
	ax0, ax1 := float64(m.A*x0), float64(m.A*x1)
	bx0, bx1 := float64(m.B*x0), float64(m.B*x1)
	cy0, cy1 := float64(m.C*y0), float64(m.C*y1)
	dy0, dy1 := float64(m.D*y0), float64(m.D*y1)
	x0y0, y0x0 := float32(ax0+cy0+m.X), float32(bx0+dy0+m.Y)
	x1y0, y1x0 := float32(ax1+cy0+m.X), float32(bx1+dy0+m.Y)
	x1y1, y1x1 := float32(ax1+cy1+m.X), float32(bx1+dy1+m.Y)
	x0y1, y0x1 := float32(ax0+cy1+m.X), float32(bx0+dy1+m.Y)
	k := &q.Corners
	k[0] = drawlist.Corner{X: x0y0, Y: y0x0}
	k[1] = drawlist.Corner{X: x1y0, Y: y1x0}
	k[2] = drawlist.Corner{X: x1y1, Y: y1x1}
	k[3] = drawlist.Corner{X: x0y1, Y: y0x1}
	// clip.sees(q), on the values in hand.
	if !(x0y0 >= clip.x0 || x1y0 >= clip.x0 || x1y1 >= clip.x0 || x0y1 >= clip.x0) {
		return false
	}
	if !(x0y0 <= clip.x1 || x1y0 <= clip.x1 || x1y1 <= clip.x1 || x0y1 <= clip.x1) {
		return false
	}
	if !(y0x0 >= clip.y0 || y1x0 >= clip.y0 || y1x1 >= clip.y0 || y0x1 >= clip.y0) {
		return false
	}
	return y0x0 <= clip.y1 || y1x0 <= clip.y1 || y1x1 <= clip.y1 || y0x1 <= clip.y1
}

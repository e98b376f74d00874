package rendering

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes/visual"
)

// maxNoteTile is the largest tile id a tilemap's note keeps a lookup slot
// for (visual.MaxTileID): an animation or image of a bigger id is ignored.
const maxNoteTile = visual.MaxTileID

// tileExtras works out, in note's memory, what t's animations show at the
// frame's game time and the records of t's tile images.
func (f *frame) tileExtras(t *visual.Tilemap, note *tileNote) {
	note.shown = resetInts(note.shown, t.Animations, func(a *visual.TileAnimation) int { return a.Tile })
	for i := range t.Animations {
		a := &t.Animations[i]
		if a.Tile > 0 && a.Tile < len(note.shown) {
			note.shown[a.Tile] = max(a.FrameAt(f.now), 0)
		}
	}
	note.images = note.images[:0]
	n := 0
	for _, im := range t.Images {
		n = max(n, min(im.Tile, maxNoteTile)+1)
	}
	if cap(note.imageOf) < n {
		note.imageOf = make([]int32, n)
	}
	note.imageOf = note.imageOf[:n]
	clear(note.imageOf)
	note.reach = griff.Vec{}
	ts := float64(t.TileSize)
	for _, im := range t.Images {
		if im.Tile <= 0 || im.Tile > maxNoteTile {
			continue
		}
		info := f.r.image(im.Image)
		info.usable(f)
		ti := tileImg{info: info, src: im.Region}
		note.images = append(note.images, ti)
		note.imageOf[im.Tile] = int32(len(note.images))
		w, h := ti.size(t.TileSize)
		big := max(w, h) // a diagonal flip swaps the sides
		note.reach = griff.V(max(note.reach[0], big-ts), max(note.reach[1], big-ts))
	}
}

// resetInts returns s cleared and long enough to index the largest tile id
// of as (ids past maxNoteTile left out), reusing its memory.
func resetInts(s []int, as []visual.TileAnimation, id func(*visual.TileAnimation) int) []int {
	n := 0
	for i := range as {
		n = max(n, min(id(&as[i]), maxNoteTile)+1)
	}
	if cap(s) < n {
		s = make([]int, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// unitCorners are the corners of a unit square in a quad's corner order
// (top-left, top-right, bottom-right, bottom-left), as (right, down) flags.
var unitCorners = [4][2]bool{{false, false}, {true, false}, {true, true}, {false, true}}

// flipCorners moves q's corners so its texture is drawn turned as flip says
// (visual.TileFlip). The display corner that shows the texture's corner (a,
// b) is found by undoing Tiled's flips in reverse: the diagonal swap first,
// then the vertical and horizontal mirrors (Tiled does the diagonal flip
// first when drawing).
func flipCorners(q *drawlist.Quad, flip int) {
	at := q.Corners
	index := func(i, j bool) int {
		for k, c := range unitCorners {
			if c[0] == i && c[1] == j {
				return k
			}
		}
		return 0
	}
	for k, c := range unitCorners {
		a, b := c[0], c[1]
		if flip&visual.TileFlipDiagonal != 0 {
			a, b = b, a
		}
		if flip&visual.TileFlipY != 0 {
			b = !b
		}
		if flip&visual.TileFlipX != 0 {
			a = !a
		}
		q.Corners[k] = at[index(a, b)]
	}
}

// drawImageTile draws a tile with its own image (visual.TileImage) in the
// cell whose top-left corner is o (clip space, through m; ey is a cell's
// height down): the whole image at its size, its bottom-left corner at the
// cell's, flipped as flip says. An image that cannot be read is drawn as a
// placeholder one cell square.
func (p *pass) drawImageTile(rec *tileRec, key uint64, m griff.Affine, o, ey griff.Vec, ti tileImg, flip int) {
	w, h := ti.size(rec.tileSize)
	if flip&visual.TileFlipDiagonal != 0 {
		w, h = h, w
	}
	ex2, ey2 := m.ApplyVector(griff.Vec{w, 0}), m.ApplyVector(griff.Vec{0, h})
	bl := o.Add(ey) // the cell's bottom-left corner
	src := drawlist.TexRect{U1: float32(ti.info.w), V1: float32(ti.info.h)}
	if g := ti.src; !g.Empty() && ti.info.err == nil {
		src = texRect(g)
	}
	tl := bl.Sub(ey2)
	tex := ti.info.texture(&p.r.f)
	q := p.nextQuad() // written in place
	setCellCorners(&q.Corners, &tl, &ex2, &ey2)
	q.Src, q.Tint, q.Flash, q.FlashAmount = src, rec.tint, drawlist.RGB{}, 0
	if flip&7 != 0 {
		flipCorners(q, flip)
	}
	p.keepQuad(drawlist.OpSprites, tex)
}

// size returns the size the tile image is drawn at, in texels: its region's,
// else its image's, else (an image that cannot be read) one cell of
// tileSize.
func (ti tileImg) size(tileSize int) (w, h float64) {
	if ti.info.err != nil || ti.info.w <= 0 || ti.info.h <= 0 {
		return float64(tileSize), float64(tileSize)
	}
	if !ti.src.Empty() {
		return float64(ti.src.W), float64(ti.src.H)
	}
	return float64(ti.info.w), float64(ti.info.h)
}

package rendering

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// tileNote is the renderer's note about one Tilemap (kept in its Memo): the
// tileset image it found and whether a bad tile id has been reported.
type tileNote struct {
	owner    *visual.Tilemap // the map it is for: a copied map gets its own
	img      *imageInfo
	warnedID bool // a tile id outside the tileset has been reported
	// checked is the cells and tileset size ImageCheck last found good.
	checked cellsChecked
	// blank is the cells last found all empty (see blankCells).
	blank cellsChecked
	// shown maps a tile id to the id its animation shows this frame (0: not
	// animated); imageOf maps a tile id to 1 + its index in images (0: none);
	// images are the records of the map's TileImages. All are rebuilt each
	// frame in the note's own memory.
	shown   []int
	imageOf []int32
	images  []tileImg
	reach   griff.Vec // how far the images reach past their cells, right and up
}

// tileImg is a tile image of a map: its image and the part of it shown
// (the whole image when empty).
type tileImg struct {
	info *imageInfo
	src  visual.Region
}

// cellsChecked says which cells were checked against a tileset of count tiles:
// the address of the first and their number.
type cellsChecked struct {
	first      *int
	len, count int
}

// checkedCells returns the cellsChecked of cells (not empty) and count.
func checkedCells(cells []int, count int) cellsChecked {
	return cellsChecked{first: &cells[0], len: len(cells), count: count}
}

// blankCells reports whether every cell of cells (not empty) is empty (id at
// most 0), remembering the cells found so (by address and number), so a map
// of collision data only is scanned once, not every frame. A map naming no
// tileset and no images draws nothing whatever its cells hold; when they are
// all empty it is collision data (an LDtk IntGrid layer, a legend of
// collisions and no tiles), so it draws nothing without the warning a map
// naming no image otherwise gives.
func (n *tileNote) blankCells(cells []int) bool {
	c := checkedCells(cells, 0)
	if n.blank == c {
		return true
	}
	for _, id := range cells {
		if id > 0 {
			return false
		}
	}
	n.blank = c
	return true
}

// tileRec is a tilemap to draw this frame.
type tileRec struct {
	m        griff.Affine // the entity's interpolated world transform
	e        *scenes.Entity
	d        visual.Drawable // the component drawing, for problems
	note     *tileNote
	cells    []int
	tileSize int
	width    int
	cols     int // tiles in a row of the tileset
	count    int // tiles in the tileset; -1 when the image cannot be read
	tileset  string
	tex      drawlist.TextureID
	tint     drawlist.Color // premultiplied
	flips    []int
	shift    griff.Vec // ParallaxShift
	origin   griff.Vec // ParallaxOrigin
}

// Tilemap draws t: it finds the tileset image.
func (f *frame) Tilemap(t *visual.Tilemap) {
	if t.Empty() {
		return
	}
	note, _ := t.Memo.Note().(*tileNote)
	if note == nil || note.owner != t {
		note = &tileNote{owner: t}
		t.Memo.SetNote(note)
	}
	if t.Tileset == "" && len(t.Images) == 0 && note.blankCells(t.Cells) {
		return // collision data only (an LDtk IntGrid layer): nothing to draw or warn about
	}
	info := f.r.imageFor(note.img, t.Tileset)
	if note.img != info {
		note.img = info
	}
	if t.Tileset != "" || len(t.Images) == 0 {
		if !info.usable(f) && info.path == "" {
			return
		}
	}
	cols, count := tiles(t, info)
	f.tileExtras(t, note)
	tex := drawlist.WhiteTexture // a map of images only: a cell with no image is magenta
	if t.Tileset != "" {
		tex = info.texture(f)
	} else {
		count = 0
	}
	r := f.r
	r.tiles = append(r.tiles, tileRec{
		m: f.m, e: f.e, d: f.d, note: note,
		cells: t.Cells, tileSize: t.TileSize, width: t.Width, cols: cols, count: count, tileset: t.Tileset,
		tex: tex, tint: premul(t.Tint),
		flips: t.Flips, shift: t.ParallaxShift, origin: t.ParallaxOrigin,
	})
	f.add(kindTiles, len(r.tiles)-1, &t.DrawOrder, f.d == visual.Drawable(t))
}

// tiles returns the number of tiles in a row of t's tileset and the number of
// tiles in it, worked out from the image's size (-1 when the image cannot be
// read: then every id k >= 1 is drawn, as a placeholder).
func tiles(t *visual.Tilemap, img *imageInfo) (cols, count int) {
	cols = t.Columns
	if cols <= 0 {
		cols = max(1, img.w/t.TileSize)
	}
	if img.err != nil {
		return cols, -1
	}
	return cols, cols * (img.h / t.TileSize)
}

// magenta is the premultiplied colour of the square drawn for a bad tile id.
var magenta = drawlist.Color{R: 1, G: 0, B: 1, A: 1}

// badTile reports tile id, outside the tileset of rec, once per map.
func (p *pass) badTile(rec *tileRec, id int) {
	if rec.note.warnedID {
		return
	}
	rec.note.warnedID = true
	p.r.f.problems.Warn(rec.e, componentName(rec.d), "rendering: tile id %d is outside tileset %s (ids 1..%d); drawn as a magenta square", id, rec.tileset, rec.count)
}

// drawTiles adds a quad for each non-empty cell of rec the pass can see, with
// sort key key, through c, scrolled with parallax setting par as well as its
// own.
func (p *pass) drawTiles(rec *tileRec, key uint64, c griff.Affine, par uint16) {
	m := c.Mul(p.parallax(rec, par))
	c0, r0, c1, r1, ok := visible(rec, m, p.clip, rec.note.reach)
	if !ok {
		return
	}
	ts := float64(rec.tileSize)
	ex, ey := m.ApplyVector(griff.Vec{ts, 0}), m.ApplyVector(griff.Vec{0, ts})
	note := rec.note
	for row := r0; row <= r1; row++ {
		for col := c0; col <= c1; col++ {
			i := row*rec.width + col
			if i >= len(rec.cells) {
				break
			}
			id := rec.cells[i]
			if id <= 0 {
				continue
			}
			if id < len(note.shown) && note.shown[id] != 0 {
				id = note.shown[id]
			}
			flip := 0
			if i < len(rec.flips) {
				flip = rec.flips[i]
			}
			o := m.Apply(griff.Vec{float64(col) * ts, float64(row) * ts})
			if id < len(note.imageOf) && note.imageOf[id] != 0 {
				p.drawImageTile(rec, key, m, o, ey, note.images[note.imageOf[id]-1], flip)
				continue
			}
			// Written in place (see pass.nextQuad).
			q := p.nextQuad()
			setCellCorners(&q.Corners, &o, &ex, &ey)
			q.Src, q.Tint, q.Flash, q.FlashAmount = tileSrc(id-1, rec.cols, rec.tileSize), rec.tint, drawlist.RGB{}, 0
			tex := rec.tex
			if rec.count >= 0 && id > rec.count {
				p.badTile(rec, id)
				tex, q.Src, q.Tint = drawlist.WhiteTexture, whiteSrc, magenta
			} else if flip&7 != 0 {
				flipCorners(q, flip)
			}
			p.keepQuad(drawlist.OpSprites, tex)
		}
	}
}

// setCellCorners sets *k to the corners of the cell whose top-left corner
// is *o and whose sides are *ex and *ey, clockwise on screen from the
// top-left, a corner at a time. The points are passed by address: a copy of
// o, just written by two 8-byte stores (an Apply's), was one 16-byte load,
// which the processor cannot forward from the stores, so each tile waited
// for them.
func setCellCorners(k *[4]drawlist.Corner, o, ex, ey *griff.Vec) {
	k[0], k[1] = at(o, ex, ey, 0, 0), at(o, ex, ey, 1, 0)
	k[2], k[3] = at(o, ex, ey, 1, 1), at(o, ex, ey, 0, 1)
}

// at returns the corner o + i·ex + j·ey (i, j are 0 or 1).
func at(o, ex, ey *griff.Vec, i, j float64) drawlist.Corner {
	x := o[0] + float64(i*ex[0]) + float64(j*ey[0])
	y := o[1] + float64(i*ex[1]) + float64(j*ey[1])
	return drawlist.Corner{X: float32(x), Y: float32(y)}
}

// tileSrc returns the texture rectangle of tile k in a tileset of cols columns of
// square tiles of size ts.
func tileSrc(k, cols, ts int) drawlist.TexRect {
	x, y := (k%cols)*ts, (k/cols)*ts
	return drawlist.TexRect{U0: float32(x), V0: float32(y), U1: float32(x + ts), V1: float32(y + ts)}
}

// visible returns the range of cells of rec (columns c0..c1, rows r0..r1,
// inclusive) that can be seen in clip through m (local to clip), or false if
// none can. reach is how far the tile images of rec reach past their cells
// (right and up, local units): cells that far left of or below what clip
// sees count as seen.
func visible(rec *tileRec, m griff.Affine, clip clipRect, reach griff.Vec) (c0, r0, c1, r1 int, ok bool) {
	inv, ok := m.Invert()
	if !ok {
		return 0, 0, 0, 0, false
	}
	b := griff.EmptyBox()
	for _, k := range [4][2]float32{{clip.x0, clip.y0}, {clip.x1, clip.y0}, {clip.x1, clip.y1}, {clip.x0, clip.y1}} {
		b = b.Include(inv.Apply(griff.Vec{float64(k[0]), float64(k[1])}))
	}
	b.Min[0] -= reach[0]
	b.Max[1] += reach[1]
	ts := float64(rec.tileSize)
	rows := len(rec.cells) / rec.width
	if len(rec.cells)%rec.width != 0 {
		rows++
	}
	c0, c1 = cellRange(b.Min[0]/ts, b.Max[0]/ts, rec.width)
	r0, r1 = cellRange(b.Min[1]/ts, b.Max[1]/ts, rows)
	return c0, r0, c1, r1, c0 <= c1 && r0 <= r1
}

// cellRange returns the cells from floor(lo) to floor(hi), kept within 0..n-1
// (empty, a > b, when none is).
func cellRange(lo, hi float64, n int) (a, b int) {
	lo, hi = math.Floor(lo), math.Floor(hi)
	if !(hi >= 0 && lo < float64(n)) {
		return 0, -1
	}
	return int(max(0, lo)), int(min(float64(n-1), hi))
}

package rendering

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
)

// Tilemap draws a grid of square cells, each showing a tile of a tileset image
// or nothing. Cell (col, row) covers the local square from (col·TileSize,
// row·TileSize) to ((col+1)·TileSize, (row+1)·TileSize): one texel is one world
// unit before the entity's scale, and the map's top-left corner is at the
// entity's origin. Only the cells a view can see are drawn. Saved as
// "Griff.Tilemap".
type Tilemap struct {
	// Tileset is the path of the tileset image in the game folder. Tiles are
	// squares of TileSize texels packed from its top-left corner, row by row, with
	// no margin or spacing. A missing or unreadable image warns once (naming the
	// entity and the file) and every non-empty cell is drawn as a placeholder: the
	// quads keep the image's texture id, which the backend draws as a magenta
	// square.
	Tileset string `json:"tileset"`
	// TileSize is the width and height of a tile and of a cell in texels (world
	// units); a map with TileSize at most 0 draws nothing.
	TileSize int `json:"tile_size"`
	// Columns is the number of tiles in a row of the tileset. The default (0) is
	// the tileset's width divided by TileSize.
	Columns int `json:"columns,omitempty"`
	// Width is the number of cells in a row of the map; a map with Width at most 0
	// draws nothing.
	Width int `json:"width"`
	// Cells are the map's tile ids, row by row from the top-left, Width to a row
	// (the last row may be short). Id 0 and negative ids are empty cells; id k >= 1
	// shows tile k-1 of the tileset (as Tiled numbers tiles from a first id of 1).
	// An id above the number of tiles in the tileset (Columns, or the image's
	// width over TileSize, times its height over TileSize, whole tiles only) is
	// warned about once per map, naming the entity and the id, and its cell is
	// drawn as a magenta square (with drawlist.WhiteTexture).
	Cells []int `json:"cells"`
	// Tint multiplies every tile's colour, straight RGBA; the default (zero) value
	// means opaque white.
	Tint griff.Color `json:"tint,omitzero"`
	DrawOrder

	img      *imageInfo
	warnedID bool // a tile id outside the tileset has been reported
}

// prepare finds the tileset image.
func (t *Tilemap) prepare(r *Renderer, rec *record) bool {
	if t.TileSize <= 0 || t.Width <= 0 || len(t.Cells) == 0 {
		return false
	}
	info := r.imageFor(t.img, t.Tileset)
	if t.img != info {
		t.img = info
	}
	if !info.usable(r.problems, rec.e, "Griff.Tilemap") && info.path == "" {
		return false
	}
	rec.img, rec.tex = info, info.texture(r, r.list)
	rec.tint = premul(t.Tint)
	return true
}

// tiles returns the number of tiles in a row of the tileset and the number of
// tiles in it, worked out from the image's size (-1 when the image cannot be
// read: then every id k >= 1 is drawn, as a placeholder).
func (t *Tilemap) tiles(img *imageInfo) (cols, count int) {
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

// badTile reports tile id, outside the tileset of count tiles, once per map.
func (t *Tilemap) badTile(p *pass, rec *record, id, count int) {
	if t.warnedID {
		return
	}
	t.warnedID = true
	p.r.problems.Warn(rec.e, "Griff.Tilemap", "rendering: tile id %d is outside tileset %s (ids 1..%d); drawn as a magenta square", id, t.Tileset, count)
}

// draw adds a quad for each non-empty cell the pass can see.
func (t *Tilemap) draw(p *pass, rec *record, c griff.Affine) {
	m := c.Mul(rec.m)
	c0, r0, c1, r1, ok := t.visible(m, p.clip)
	if !ok {
		return
	}
	cols, count := t.tiles(rec.img)
	ts := float64(t.TileSize)
	ex, ey := m.ApplyVector(griff.Vec{ts, 0}), m.ApplyVector(griff.Vec{0, ts})
	for row := r0; row <= r1; row++ {
		for col := c0; col <= c1; col++ {
			i := row*t.Width + col
			if i >= len(t.Cells) {
				break
			}
			id := t.Cells[i]
			if id <= 0 {
				continue
			}
			o := m.Apply(griff.Vec{float64(col) * ts, float64(row) * ts})
			q := drawlist.Quad{
				Corners: [4]drawlist.Corner{
					at(o, ex, ey, 0, 0), at(o, ex, ey, 1, 0), at(o, ex, ey, 1, 1), at(o, ex, ey, 0, 1),
				},
				Src:  tileSrc(id-1, cols, t.TileSize),
				Tint: rec.tint,
			}
			tex := rec.tex
			if count >= 0 && id > count {
				t.badTile(p, rec, id, count)
				tex, q.Src, q.Tint = drawlist.WhiteTexture, whiteSrc, magenta
			}
			p.add(rec.key, drawlist.OpSprites, tex, q)
		}
	}
}

// at returns the corner o + i·ex + j·ey (i, j are 0 or 1).
func at(o, ex, ey griff.Vec, i, j float64) drawlist.Corner {
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

// visible returns the range of cells (columns c0..c1, rows r0..r1, inclusive)
// that can be seen in clip through m (local to clip), or false if none can.
func (t *Tilemap) visible(m griff.Affine, clip clipRect) (c0, r0, c1, r1 int, ok bool) {
	inv, ok := m.Invert()
	if !ok {
		return 0, 0, 0, 0, false
	}
	b := griff.EmptyBox()
	for _, k := range [4][2]float32{{clip.x0, clip.y0}, {clip.x1, clip.y0}, {clip.x1, clip.y1}, {clip.x0, clip.y1}} {
		b = b.Include(inv.Apply(griff.Vec{float64(k[0]), float64(k[1])}))
	}
	ts := float64(t.TileSize)
	rows := len(t.Cells) / t.Width
	if len(t.Cells)%t.Width != 0 {
		rows++
	}
	c0, c1 = cellRange(b.Min[0]/ts, b.Max[0]/ts, t.Width)
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

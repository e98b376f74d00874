package tiled

import (
	"fmt"
	"strconv"
	"strings"
)

// maxGID is the largest global tile id: a gid's top four bits are flags.
const maxGID = 1<<28 - 1

// checkMapSize refuses a map whose tilewidth or tileheight is not a whole
// number from 1 to MaxTileSize pixels, with a *FileError wrapping ErrFormat
// at the attribute's place (the <map> element in XML, the value in JSON): every
// tile layer is placed, and a collection's tiles sized, by the map's cells,
// so nothing sensible can be drawn. A finite map whose width or height is
// not at least 1 warns: Tiled gives every tile layer its own size, which is
// used, and a layer that gives none is left empty.
func (b *builder) checkMapSize() error {
	m := b.m
	for _, a := range []struct {
		name string
		v    int
	}{{"tilewidth", m.tileW}, {"tileheight", m.tileH}} {
		if a.v <= 0 || a.v > MaxTileSize {
			file, line, col := m.where.place(a.name)
			return &FileError{File: file, Line: max(line, 1), Column: col, Err: fmt.Errorf("%w: the map's %s is %s; a map's tiles must be from 1 to %d pixels wide and high (tiled.MaxTileSize; in Tiled: Map > Map Properties > Tile Width, Tile Height)", ErrFormat, a.name, b.mapAttr(a.name, a.v), MaxTileSize)}
		}
	}
	if m.infinite {
		return nil
	}
	for _, a := range []struct {
		name string
		v    int
	}{{"width", m.width}, {"height", m.height}} {
		if a.v <= 0 {
			file, line, col := m.where.place(a.name)
			b.r.warn(file, line, col, "the map's %s is %s; a finite map is at least 1 tile wide and high: each tile layer's own size is used, and a layer that gives none is left empty", a.name, b.mapAttr(a.name, a.v))
		}
	}
	return nil
}

// mapAttr returns how the map writes its size attribute name, whose value
// is v: the XML attribute's text quoted, "missing", or v.
func (b *builder) mapAttr(name string, v int) string {
	if b.m.raw != nil {
		text, ok := b.m.raw[name]
		switch {
		case !ok:
			return "missing"
		case strings.TrimSpace(text) != strconv.Itoa(v):
			return strconv.Quote(text)
		}
	} else if b.m.where.j.n != nil && b.m.where.j.get(name).n == nil {
		return "missing"
	}
	return strconv.Itoa(v)
}

// checkFirstGIDs sets each tile set's firstGID from its firstgid. One that
// is not a whole number from 1 to 2^28-1 (the largest gid: a gid's top four
// bits are flags) warns at the place the map gives it, and the tile set is
// left out: its tiles draw nothing and the cells that show them are empty
// (Tiled numbers tile sets from 1; 0 is the empty cell). A tile set whose
// tilewidth or tileheight is not from 1 to MaxTileSize pixels warns at its
// own place (its element or object, in its own file if it has one) and is
// left out the same way: no tile of it can be cut from an image or placed.
// It returns the tile sets kept, in the map's order.
func (b *builder) checkFirstGIDs(sets []*tileset) []*tileset {
	kept := sets[:0]
	for _, ts := range sets {
		v, err := strconv.ParseInt(strings.TrimSpace(ts.first.text), 10, 64)
		if err != nil || v < 1 || v > maxGID {
			file, line, col := ts.ref.place("firstgid")
			text := "missing"
			if ts.first.set {
				text = strconv.Quote(ts.first.text)
			}
			b.r.warn(file, line, col, "%s: firstgid is %s, not a whole number from 1 to %d; the tile set is left out (its tiles draw nothing, and cells that show them are empty)", ts.ref.what, text, maxGID)
			continue
		}
		if !ts.missing && (ts.tileW < 1 || ts.tileH < 1 || ts.tileW > MaxTileSize || ts.tileH > MaxTileSize) {
			b.r.warn(ts.file, ts.line, ts.col, "the tile set %q has tiles of %d×%d pixels, not from 1 to %d (tiled.MaxTileSize); the tile set is left out (its tiles draw nothing, and cells that show them are empty)", ts.name, ts.tileW, ts.tileH, MaxTileSize)
			continue
		}
		ts.firstGID = uint32(v)
		kept = append(kept, ts)
	}
	return kept
}

// gidCount returns how many gids a tile set takes from its firstgid: its
// tilecount for a tile set of one image, one more than its largest tile id
// for a collection of images (Tiled numbers the next tile set past it), 0
// where not known (a tile set that could not be read).
func gidCount(ts *tileset) int64 {
	if ts.missing {
		return 0
	}
	if ts.image != "" {
		return int64(max(ts.tileCount, 0))
	}
	n := int64(0)
	for id := range ts.tiles {
		n = max(n, int64(id)+1)
	}
	return n
}

// checkOverlaps warns of each tile set (sorted by firstgid) whose gids run
// into the next one's: a gid both hold shows the next one's tile (the tile
// set of the higher firstgid; with equal firstgids, the one later in the
// map), as Tiled shows it, so the first one's last tiles cannot be shown.
// The warning is at the second tile set's firstgid and names both places.
func (b *builder) checkOverlaps() {
	sets := b.m.tilesets
	for i := 0; i+1 < len(sets); i++ {
		a, c := sets[i], sets[i+1]
		n := gidCount(a)
		end := int64(a.firstGID) + n // one past a's last gid
		if n == 0 || end <= int64(c.firstGID) {
			continue
		}
		file, line, col := c.ref.place("firstgid")
		_, al, ac := a.ref.place("firstgid")
		b.r.warn(file, line, col, "%s (firstgid %d) and %s (%s, firstgid %d, %d tiles: gids %d to %d) overlap at the gids %d to %d: each of those shows a tile of %s, as in Tiled, and the last %d tiles of %s cannot be shown; give %s a firstgid of at least %d",
			c.ref.what, c.firstGID, a.ref.what, placeText(a.ref.file, al, ac), a.firstGID, n, a.firstGID, end-1,
			c.firstGID, end-1, c.ref.what, end-int64(c.firstGID), a.ref.what, c.ref.what, end)
	}
}

// placeText returns "file:line:col" (the line and column where known).
func placeText(file string, line, col int) string {
	s := file
	if line > 0 {
		s += ":" + strconv.Itoa(line)
		if col > 0 {
			s += ":" + strconv.Itoa(col)
		}
	}
	return s
}

package tiled

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

// build turns a map read from either format into a level.
func (r *reader) build(m *tmap) (*level.Level, error) {
	if m.orientation != "orthogonal" {
		return nil, &FileError{File: r.file, Line: 1, Err: fmt.Errorf("%w: the map is %s; Griff reads orthogonal maps only (in Tiled: Map > Map Properties > Orientation)", ErrOrientation, m.orientation)}
	}
	if len(m.tilesets) > MaxTilesets {
		return nil, &FileError{File: r.file, Err: fmt.Errorf("%w: %d tile sets, more than %d (tiled.MaxTilesets)", ErrLimit, len(m.tilesets), MaxTilesets)}
	}
	b := &builder{r: r, m: m, lv: &level.Level{Name: r.file}}
	if err := b.checkMapSize(); err != nil {
		return nil, err
	}
	m.tilesets = b.checkFirstGIDs(m.tilesets)
	sort.SliceStable(m.tilesets, func(i, j int) bool { return m.tilesets[i].firstGID < m.tilesets[j].firstGID })
	b.checkOverlaps()
	if names := propNames(m.props); names != "" {
		r.warn(r.file, m.propsLine, m.propsCol, "the map's custom properties %s are not read: Griff reads the custom properties of layers and objects (to set components) and a tile's \"collision\"", names)
	}
	for _, ts := range m.tilesets {
		b.checkDrawing(ts)
	}
	b.background()
	if m.tileW != m.tileH {
		r.warn(r.file, 1, 0, "the map's cells are %d×%d pixels; a Griff.Tilemap's cells are square, so its tile layers' rows are drawn %d apart", m.tileW, m.tileH, m.tileW)
	}
	if !m.infinite && m.width > 0 && m.height > 0 {
		b.checkSizes(m.layers)
	}
	for _, l := range m.layers {
		b.lv.Roots = append(b.lv.Roots, b.layer(l, nil, 1, griff.V(1, 1)))
	}
	for _, ts := range m.tilesets {
		b.unreadTileProps(ts)
	}
	return b.lv, nil
}

// checkSizes warns of each tile layer of a finite map (in groups too) whose
// size is not the map's: Tiled gives every tile layer of a finite map the
// map's width and height, so a header far larger or smaller than its layers'
// data is a damaged or hand-edited file. The layer's own size is used.
func (b *builder) checkSizes(layers []*layer) {
	for _, l := range layers {
		if l.kind == layerGroup {
			b.checkSizes(l.layers)
		}
		if l.kind == layerTiles && (l.w != b.m.width || l.h != b.m.height) {
			p := layerAt(b.r.file, l.line, l.col, l.id, l.name)
			b.r.warn(p.file, p.line, p.col, "%s is %d×%d cells, and the map %d×%d; Tiled makes every tile layer of a finite map the map's size (the layer's own is used)", p.what, l.w, l.h, b.m.width, b.m.height)
		}
	}
}

// unreadTileProps warns once about the custom properties of a tile set and
// of its tiles that Griff does not read: all but a tile's "collision", and
// those of a tile a tile object shows (the object inherits them).
func (b *builder) unreadTileProps(ts *tileset) {
	if names := propNames(ts.props); names != "" {
		b.r.warn(ts.file, ts.line, ts.col, "the tile set %q's custom properties %s are not read: Griff reads a tile's \"collision\" only", ts.name, names)
	}
	var props []prop
	line, col := 0, 0
	for _, id := range sortedIDs(ts.tiles) {
		t := ts.tiles[id]
		if b.used[t] {
			continue
		}
		for _, p := range t.props {
			if p.name != "collision" {
				props = append(props, p)
				if line == 0 {
					line, col = t.line, t.col
				}
			}
		}
	}
	if names := propNames(props); names != "" {
		b.r.warn(ts.file, line, col, "the custom properties %s of tiles of the tile set %q are not read: Griff reads a tile's \"collision\", and the other properties of a tile only for the tile objects showing it", names, ts.name)
	}
}

// propNames returns the distinct names of props, quoted, sorted and joined
// by commas (at most 8, then how many more), or "" for none.
func propNames(props []prop) string {
	seen := map[string]bool{}
	var names []string
	for _, p := range props {
		if !seen[p.name] {
			seen[p.name] = true
			names = append(names, strconv.Quote(p.name))
		}
	}
	sort.Strings(names)
	if len(names) > 8 {
		names = append(names[:8], fmt.Sprintf("and %d more", len(names)-8))
	}
	return strings.Join(names, ", ")
}

// builder builds one level.
type builder struct {
	r  *reader
	m  *tmap
	lv *level.Level
	// cells counts the cells of the Griff.Tilemaps made (a layer's cells
	// once for each tile set it shows), against MaxMapCells.
	cells int
	// used are the tiles a tile object shows: their properties are its
	// (inheritTile), so they are read.
	used map[*tileInfo]bool
	// repeats counts the copies of images repeating image layers are drawn
	// with, against MaxRepeats.
	repeats int
}

// tileOf returns the tile set of gid (flags cleared) and the tile's local
// id, or nil if no tile set holds it.
func (b *builder) tileOf(gid uint32) (*tileset, int) {
	gid &^= gidFlags
	if gid == 0 {
		return nil, 0
	}
	ts := b.setOf(gid)
	if ts == nil || ts.missing || past(ts, gid) {
		return nil, 0
	}
	return ts, int(gid - ts.firstGID)
}

// setOf returns the tile set whose gids gid (flags cleared, not 0) is among:
// the last of the highest firstgid at or below it (the tile sets are sorted
// by firstgid, stably), or nil. It searches by halves: a layer asks once a
// cell and tile set, so a map of many tile sets costs no more than a few
// steps a cell.
func (b *builder) setOf(gid uint32) *tileset {
	sets := b.m.tilesets
	i := sort.Search(len(sets), func(i int) bool { return sets[i].firstGID > gid })
	if i == 0 {
		return nil
	}
	return sets[i-1]
}

// past reports whether gid (flags cleared, at or after ts's first) names no
// tile of ts: past the tiles of a tile set of one image that says how many
// it has, or, in a collection of images (whose tile ids need not be
// consecutive), an id none of its tiles has.
func past(ts *tileset, gid uint32) bool {
	id := int64(gid - ts.firstGID)
	if ts.image == "" {
		return id > math.MaxInt32 || ts.tiles[int(id)] == nil
	}
	return ts.tileCount > 0 && id >= int64(ts.tileCount)
}

// unheld reports whether gid names a tile no tile set of the map holds:
// below the first tile set's first gid, past the tiles of a tile set of one
// image, or an id no tile of a collection of images has. A tile set that could not be read holds its gids (it has
// warned already).
func (b *builder) unheld(gid uint32) bool {
	gid &^= gidFlags
	if gid == 0 {
		return false
	}
	ts := b.setOf(gid)
	return ts == nil || (!ts.missing && past(ts, gid))
}

// layer makes the node of a layer; opacity and parallax are its parents'
// (Tiled multiplies both down through groups).
func (b *builder) layer(l *layer, parent *level.Node, opacity float64, parallax griff.Vec) *level.Node {
	n := &level.Node{Name: l.name, Hidden: !l.visible, Position: griff.V(l.offsetX, l.offsetY), File: b.r.file, Line: l.line}
	parallax = griff.V(float64(parallax[0]*l.parallaxX), float64(parallax[1]*l.parallaxY))
	opacity *= l.opacity // 0..1, checked as it was read
	tint := layerTint(l.tint, opacity)
	switch l.kind {
	case layerTiles:
		b.tileLayer(n, l, look{tint: tint, parallax: parallax})
	case layerObjects:
		b.scroll(n, parallax)
		for _, o := range l.objects {
			if c := b.object(o, n, tint); c != nil {
				n.Children = append(n.Children, c)
			}
		}
	case layerImage:
		b.imageLayer(n, l, look{tint: tint, parallax: parallax})
	case layerGroup:
		for _, c := range l.layers {
			n.Children = append(n.Children, b.layer(c, n, opacity, parallax))
		}
	}
	b.addProps(n, l.props, layerAt(b.r.file, l.line, l.col, l.id, l.name))
	return n
}

// layerTint is the colour a layer's drawables are multiplied by: its tint
// colour with its opacity (and its parents') as alpha; nil for opaque white.
func layerTint(tint string, opacity float64) *griff.Color {
	c := griff.Color{R: 1, G: 1, B: 1, A: 1}
	if s, ok := griffColor(tint); ok && tint != "" {
		if v, err := griff.Hex(s); err == nil {
			c = v
		}
	}
	c.A *= float32(opacity)
	if c == (griff.Color{R: 1, G: 1, B: 1, A: 1}) {
		return nil
	}
	return &c
}

// imageLayer draws an image layer's image as a sprite at the layer's place;
// with a parallax factor (and its size known), as a Griff.Tilemap of one
// cell one unit square whose tile is the image (visual.TileImage: drawn at
// its size, its bottom-left corner at the cell's), the node moved down so
// the image's top-left corner is at the layer's place, scrolled as a tile
// layer is.
func (b *builder) imageLayer(n *level.Node, l *layer, lk look) {
	if l.image == "" {
		return
	}
	if l.repeatX || l.repeatY {
		if l.imageW > 0 && l.imageH > 0 {
			b.repeatImage(n, l, lk)
			return
		}
		b.r.warn(b.r.file, l.line, l.col, "the image layer %q repeats its image, and its file does not give the image's size; Griff draws it once", l.name)
	}
	if lk.parallax != griff.V(1, 1) && l.imageW > 0 && l.imageH > 0 {
		n.Position = n.Position.Add(griff.V(0, float64(l.imageH-1)))
		tm := map[string]any{"tileSize": 1, "width": 1, "cells": []int{1},
			"images": []visual.TileImage{{Tile: 1, Image: l.image}}}
		b.parallax(tm, lk)
		n.Add("Griff.Tilemap", tm)
		return
	}
	sp := map[string]any{"image": l.image}
	if lk.tint != nil {
		sp["tint"] = *lk.tint
	}
	n.Add("Griff.Sprite", sp)
	b.scroll(n, lk.parallax)
}

// parallax gives a Griff.Tilemap's fields tm the tint and the parallax of
// lk: a factor f is a ParallaxShift of 1 - f, about the map's origin.
func (b *builder) parallax(tm map[string]any, lk look) {
	if lk.tint != nil {
		tm["tint"] = *lk.tint
	}
	if lk.parallax == griff.V(1, 1) {
		return
	}
	tm["parallaxShift"] = shiftOf(lk.parallax)
	if b.m.parallaxOrigin != [2]float64{} {
		tm["parallaxOrigin"] = b.m.parallaxOrigin
	}
}

// scroll gives node n, an object layer's or an image layer's drawn as a
// sprite, a Griff.Parallax of factor f (its groups' multiplied in), about the
// map's origin, so what it and its descendants draw (the prefabs its objects
// spawn, which are children of it) scrolls as Tiled scrolls the layer. A
// factor of 1 adds nothing.
func (b *builder) scroll(n *level.Node, f griff.Vec) {
	if f == griff.V(1, 1) {
		return
	}
	p := map[string]any{"shift": shiftOf(f)}
	if b.m.parallaxOrigin != [2]float64{} {
		p["origin"] = b.m.parallaxOrigin
	}
	n.Add("Griff.Parallax", p)
}

// shiftOf returns the parallax shift of factor f: 1 - f per axis, rounded to
// 9 decimals, so 1 - 0.8 is written 0.2.
func shiftOf(f griff.Vec) [2]float64 {
	return [2]float64{math.Round((1-f[0])*1e9) / 1e9, math.Round((1-f[1])*1e9) / 1e9}
}

package tiled

import (
	"encoding/json"
	"sort"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

// packed reports whether ts is a tile set of one image whose tiles a
// Griff.Tilemap draws from its Tileset: squares the size of the map's
// cells, packed from the image's corner with no margin or spacing. The
// tiles of another tile set of one image are drawn as tile images of their
// own regions (visual.TileImage.Region), as a collection's are.
func (b *builder) packed(ts *tileset) bool {
	return ts.image != "" && ts.margin == 0 && ts.spacing == 0 && ts.tileW == ts.tileH && ts.tileW == b.m.tileW
}

// collision returns what tile id of ts is to physics: its "collision"
// property ("solid" or "oneWay"), else solid if its collision shapes are one
// rectangle covering the whole tile. Other shapes make it shaped: not a
// tilemap wall, its shapes colliders of their own (shapedCells).
func (b *builder) collision(ts *tileset, id int) (c visual.TileCollision, shaped bool) {
	t := ts.tiles[id]
	if t == nil {
		return visual.TileNone, false
	}
	for _, p := range t.props {
		if p.name != "collision" {
			continue
		}
		var s string
		var c visual.TileCollision
		if json.Unmarshal(p.value, &s) != nil || c.UnmarshalText([]byte(s)) != nil {
			b.r.warn(ts.file, t.line, t.col, "the tile %d of %q has collision = %s; want \"solid\", \"oneWay\" or \"none\"", id, ts.name, p.value)
			return visual.TileNone, false
		}
		return c, false
	}
	if len(t.shapes) == 0 {
		return visual.TileNone, false
	}
	if len(t.shapes) == 1 {
		s := t.shapes[0]
		if s.shape == shapeRect && s.gid == 0 && s.rotation == 0 && s.x == 0 && s.y == 0 && int(s.w) == ts.tileW && int(s.h) == ts.tileH {
			return visual.TileSolid, false
		}
	}
	return visual.TileNone, true
}

// look is how a layer's tiles are drawn beyond their cells: the tint of
// its opacity and colour (nil for none) and its parallax factor (groups'
// multiplied in).
type look struct {
	tint     *griff.Color
	parallax griff.Vec
}

// cellRuns says whether tileLayer and tilemap take a cell that repeats the
// cell before it (most of a tile layer: runs of ground and of empty cells)
// as that cell was taken, without finding its tile set again: about 0.7M
// instructions of the window player's start (the built-in game's start
// map's 7,200 cells; cachegrind, issue 20). The tests turn it off to
// compare (TestCSVTextSame, FuzzCSVText).
var cellRuns = true

// tileLayer gives n the Griff.Tilemap of a tile layer (one child node a
// tile set if the layer uses several) and the walls of its solid and
// one-way tiles.
func (b *builder) tileLayer(n *level.Node, l *layer, lk look) {
	if l.w <= 0 || len(l.gids) == 0 {
		return
	}
	n.Position = n.Position.Add(griff.V(float64(l.x*b.m.tileW), float64(l.y*b.m.tileH)))
	var used []*tileset
	seen := map[*tileset]bool{}
	unheld, hex := 0, false
	last, lastUnheld := ^uint32(0), false // a gid of no cell (rotHex set)
	for i, g := range l.gids {
		if g == last && i > 0 && cellRuns { // a run of one tile (or of empty cells): what its first cell gave
			if lastUnheld {
				unheld++
			}
			continue
		}
		last = g
		hex = hex || g&rotHex != 0
		if lastUnheld = b.unheld(g); lastUnheld {
			unheld++
		}
		ts, _ := b.tileOf(g)
		if ts == nil || seen[ts] {
			continue
		}
		seen[ts] = true
		used = append(used, ts)
	}
	if unheld > 0 {
		b.r.warn(b.r.file, l.line, l.col, "the tile layer %q has %d cells whose tile number (gid) no tile set of the map holds; they are left empty", l.name, unheld)
	}
	if hex {
		b.r.warn(b.r.file, l.line, l.col, "the tile layer %q has tiles turned by 120°, a flag of hexagonal maps; on an orthogonal map the turn is ignored", l.name)
	}
	if b.cells += len(used) * len(l.gids); b.cells > MaxMapCells {
		b.r.warn(b.r.file, l.line, l.col, "the tile layer %q shows %d tile sets; one Griff.Tilemap a tile set would take the map's tilemaps past %d cells in all (tiled.MaxMapCells), so the layer is left empty", l.name, len(used), MaxMapCells)
		return
	}
	sortTilesets(used)
	for _, ts := range used {
		target := n
		if len(used) > 1 {
			target = &level.Node{Name: l.name + " " + ts.name, File: n.File, Line: n.Line}
			n.Children = append(n.Children, target)
		}
		b.tilemap(target, l, ts, lk)
	}
}

// tilemap gives n the Griff.Tilemap of the cells of l in ts: their tiles,
// flips, animations, and (for a collection of images) each tile's image.
func (b *builder) tilemap(n *level.Node, l *layer, ts *tileset, lk look) {
	cells := make([]int, len(l.gids))
	var flips []int
	tiles := map[string]any{}
	var solid, oneWay, turnedOneWay bool
	known := map[int]visual.TileCollision{}
	shaped := map[int]bool{}
	ids := map[int]bool{} // local ids shown, animation frames included
	var last struct {     // the cell before: a run of one tile takes what its first cell gave
		g     uint32
		t     *tileset
		id    int
		valid bool
	}
	for i, g := range l.gids {
		if last.valid && g == last.g && cellRuns {
			if last.t != ts {
				continue
			}
			cells[i] = last.id + 1
			if flips != nil {
				flips[i] = cellFlip(g)
			}
			continue // solid, oneWay and turnedOneWay are as the first cell left them
		}
		t, id := b.tileOf(g)
		last.g, last.t, last.id, last.valid = g, t, id, true
		if t != ts {
			continue
		}
		cells[i] = id + 1
		if f := cellFlip(g); f != 0 {
			if flips == nil {
				flips = make([]int, len(l.gids))
			}
			flips[i] = f
		}
		c, ok := known[id]
		if !ok {
			var sh bool
			c, sh = b.collision(ts, id)
			known[id] = c
			if sh {
				shaped[id] = true
			}
			if c != visual.TileNone {
				tiles[strconv.Itoa(id+1)] = map[string]any{"collision": c}
			}
			ids[id] = true
		}
		solid = solid || c == visual.TileSolid
		oneWay = oneWay || c == visual.TileOneWay
		turnedOneWay = turnedOneWay || (c == visual.TileOneWay && g&(flipV|flipD) != 0)
	}
	if turnedOneWay {
		b.r.warn(b.r.file, l.line, l.col, "the tile layer %q has one-way tiles flipped vertically or turned; a one-way tile stays solid from above only, whichever way it is drawn", l.name)
	}
	tm := map[string]any{"tileSize": b.m.tileW, "width": l.w, "cells": cells}
	packed := b.packed(ts)
	if packed {
		tm["tileset"] = ts.image
	}
	if ts.columns > 0 && packed {
		tm["columns"] = ts.columns
	}
	if flips != nil {
		tm["flips"] = flips
	}
	if anims := b.animations(ts, ids); len(anims) > 0 {
		tm["animations"] = anims
	}
	switch {
	case ts.image == "":
		tm["images"] = b.images(ts, ids, l)
	case !packed:
		tm["images"] = b.regions(ts, ids)
	}
	if len(tiles) > 0 {
		tm["tiles"] = tiles
	}
	b.parallax(tm, lk)
	n.Add("Griff.Tilemap", tm)
	if solid {
		n.Add("Griff.TilemapWalls", map[string]any{"fromTilemap": "solid"})
	}
	if oneWay {
		if n.Name == "" {
			n.Name = "layer " + strconv.Itoa(l.id) // its one-way walls find the tilemap by name
		}
		n.Children = append(n.Children, &level.Node{Name: n.Name + " one-way", File: n.File, Line: n.Line,
			Components: []level.Component{{Type: "Griff.TilemapWalls", Value: map[string]any{"fromTilemap": "oneWay", "tilemapEntity": n.Name}}}})
	}
	b.shapedCells(n, l, ts, shaped)
}

// cellFlip returns the visual.TileFlip of a gid's flags.
func cellFlip(g uint32) int {
	f := 0
	if g&flipH != 0 {
		f |= visual.TileFlipX
	}
	if g&flipV != 0 {
		f |= visual.TileFlipY
	}
	if g&flipD != 0 {
		f |= visual.TileFlipDiagonal
	}
	return f
}

// animations returns the Griff.Tilemap animations of the animated tiles of
// ts among ids (local ids), in id order, and adds their frames' tiles to
// ids. Ids are the map's: local + 1.
func (b *builder) animations(ts *tileset, ids map[int]bool) []visual.TileAnimation {
	var out []visual.TileAnimation
	for _, id := range sortedKeys(ids) {
		t := ts.tiles[id]
		if t == nil || len(t.frames) == 0 {
			continue
		}
		a := visual.TileAnimation{Tile: id + 1}
		for _, f := range t.frames {
			if f.tile < 0 || (ts.tileCount > 0 && ts.image != "" && f.tile >= ts.tileCount) {
				b.r.warn(ts.file, t.line, t.col, "the animated tile %d of %q shows the tile %d, which the tile set does not have; that frame is left out", id, ts.name, f.tile)
				continue
			}
			a.Frames = append(a.Frames, visual.TileFrame{Tile: f.tile + 1, DurationMs: max(f.duration, 1)})
			ids[f.tile] = true
		}
		out = append(out, a)
	}
	return out
}

// images returns the Griff.Tilemap images of the tiles of ts (a collection
// of images) among ids, in id order. A tile with no image warns and draws
// as a magenta square.
func (b *builder) images(ts *tileset, ids map[int]bool, l *layer) []visual.TileImage {
	out := []visual.TileImage{}
	for _, id := range sortedKeys(ids) {
		t := ts.tiles[id]
		if t == nil || t.image == "" {
			b.r.warn(b.r.file, l.line, l.col, "the tile layer %q shows the tile %d of %q, a collection of images with no image for it; it is drawn as a magenta square", l.name, id, ts.name)
			continue
		}
		out = append(out, visual.TileImage{Tile: id + 1, Image: t.image, Region: t.sub})
	}
	return out
}

// regions returns the Griff.Tilemap images of the tiles of ts (a tile set
// of one image that is not packed as the map's cells) among ids, in id
// order: each its region of the image, margin and spacing counted.
func (b *builder) regions(ts *tileset, ids map[int]bool) []visual.TileImage {
	out := []visual.TileImage{}
	for _, id := range sortedKeys(ids) {
		out = append(out, visual.TileImage{Tile: id + 1, Image: ts.image, Region: b.region(ts, id)})
	}
	return out
}

func sortedKeys(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for id := range m {
		out = append(out, id)
	}
	sort.Ints(out)
	return out
}

func sortTilesets(ts []*tileset) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].firstGID < ts[j-1].firstGID; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

func sortedIDs(m map[int]*tileInfo) []int {
	out := make([]int, 0, len(m))
	for id := range m {
		out = append(out, id)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

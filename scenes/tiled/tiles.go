package tiled

import (
	"encoding/json"
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

// checkTileset warns about what a Griff.Tilemap cannot draw of a tile set.
func (b *builder) checkTileset(ts *tileset) {
	if ts.missing {
		return
	}
	w := b.r.warn
	if ts.image != "" && ts.tileW != ts.tileH {
		w(ts.file, ts.line, 0, "the tile set %q has tiles of %d×%d pixels; a Griff.Tilemap draws square tiles %d wide", ts.name, ts.tileW, ts.tileH, ts.tileW)
	}
	if ts.image != "" && (ts.margin != 0 || ts.spacing != 0) {
		w(ts.file, ts.line, 0, "the tile set %q has a margin or spacing; a Griff.Tilemap reads tiles packed from the image's corner, so its tiles are drawn shifted", ts.name)
	}
	if ts.image != "" && ts.tileW != b.m.tileW {
		w(ts.file, ts.line, 0, "the tile set %q has tiles %d wide on a map of %d-wide cells; a Griff.Tilemap's cells are as wide as its tiles", ts.name, ts.tileW, b.m.tileW)
	}
	for _, id := range sortedIDs(ts.tiles) {
		if t := ts.tiles[id]; len(t.frames) > 0 {
			w(ts.file, t.line, 0, "the tile set %q has animated tiles (the first: tile %d); a Griff.Tilemap draws each one's own picture (a tile object's sprite is animated)", ts.name, id)
			break
		}
	}
}

// collision returns what tile id of ts is to physics: its "collision"
// property ("solid" or "oneWay"), else solid if its collision shapes are one
// rectangle covering the whole tile. Other shapes warn: Griff's tilemap walls
// are whole cells.
func (b *builder) collision(ts *tileset, id int) visual.TileCollision {
	t := ts.tiles[id]
	if t == nil {
		return visual.TileNone
	}
	for _, p := range t.props {
		if p.name != "collision" {
			continue
		}
		var s string
		var c visual.TileCollision
		if json.Unmarshal(p.value, &s) != nil || c.UnmarshalText([]byte(s)) != nil {
			b.r.warn(ts.file, t.line, 0, "the tile %d of %q has collision = %s; want \"solid\", \"oneWay\" or \"none\"", id, ts.name, p.value)
			return visual.TileNone
		}
		return c
	}
	if len(t.shapes) == 0 {
		return visual.TileNone
	}
	if len(t.shapes) == 1 {
		s := t.shapes[0]
		if s.shape == shapeRect && s.gid == 0 && s.rotation == 0 && s.x == 0 && s.y == 0 && int(s.w) == ts.tileW && int(s.h) == ts.tileH {
			return visual.TileSolid
		}
	}
	b.r.warn(ts.file, t.line, 0, "the tile %d of %q has collision shapes other than one rectangle over the whole tile; Griff's tilemap walls are whole cells, so it is not solid (draw one full rectangle, or give it the property collision = \"solid\" or \"oneWay\")", id, ts.name)
	return visual.TileNone
}

// tileLayer gives n the Griff.Tilemap of a tile layer (one child node a
// tile set if the layer uses several) and the walls of its solid and
// one-way tiles.
func (b *builder) tileLayer(n *level.Node, l *layer, tint *griff.Color) {
	if l.w <= 0 || len(l.gids) == 0 {
		return
	}
	n.Position = n.Position.Add(griff.V(float64(l.x*b.m.tileW), float64(l.y*b.m.tileH)))
	var used []*tileset
	seen := map[*tileset]bool{}
	flipped := false
	unheld := 0
	for _, g := range l.gids {
		flipped = flipped || g&gidFlags != 0
		if b.unheld(g) {
			unheld++
		}
		ts, _ := b.tileOf(g)
		if ts == nil || seen[ts] {
			continue
		}
		seen[ts] = true
		if ts.image == "" {
			b.r.warn(b.r.file, l.line, 0, "the tile layer %q uses the tile set %q, a collection of images; a Griff.Tilemap draws tiles of one image, so they are left out (use them as tile objects)", l.name, ts.name)
			continue
		}
		used = append(used, ts)
	}
	if unheld > 0 {
		b.r.warn(b.r.file, l.line, 0, "the tile layer %q has %d cells whose tile number (gid) no tile set of the map holds; they are left empty", l.name, unheld)
	}
	if flipped {
		b.r.warn(b.r.file, l.line, 0, "the tile layer %q has flipped or turned tiles; a Griff.Tilemap draws them unflipped", l.name)
	}
	sortTilesets(used)
	for _, ts := range used {
		target := n
		if len(used) > 1 {
			target = &level.Node{Name: l.name + " " + ts.name, File: n.File, Line: n.Line}
			n.Children = append(n.Children, target)
		}
		b.tilemap(target, l, ts, tint)
	}
}

// tilemap gives n the Griff.Tilemap of the cells of l in ts.
func (b *builder) tilemap(n *level.Node, l *layer, ts *tileset, tint *griff.Color) {
	cells := make([]int, len(l.gids))
	tiles := map[string]any{}
	var solid, oneWay bool
	known := map[int]visual.TileCollision{}
	for i, g := range l.gids {
		t, id := b.tileOf(g)
		if t != ts {
			continue
		}
		cells[i] = id + 1
		c, ok := known[id]
		if !ok {
			c = b.collision(ts, id)
			known[id] = c
			if c != visual.TileNone {
				tiles[strconv.Itoa(id+1)] = map[string]any{"collision": c}
			}
		}
		solid = solid || c == visual.TileSolid
		oneWay = oneWay || c == visual.TileOneWay
	}
	tm := map[string]any{"tileset": ts.image, "tileSize": ts.tileW, "width": l.w, "cells": cells}
	if ts.columns > 0 {
		tm["columns"] = ts.columns
	}
	if len(tiles) > 0 {
		tm["tiles"] = tiles
	}
	if tint != nil {
		tm["tint"] = *tint
	}
	n.Add("Griff.Tilemap", tm)
	if solid {
		n.Add("Griff.TilemapWalls", map[string]any{"fromTilemap": "solid"})
	}
	if oneWay {
		n.Children = append(n.Children, &level.Node{Name: n.Name + " one-way", File: n.File, Line: n.Line,
			Components: []level.Component{{Type: "Griff.TilemapWalls", Value: map[string]any{"fromTilemap": "oneWay", "tilemapEntity": n.Name}}}})
	}
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

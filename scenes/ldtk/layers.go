package ldtk

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

// layer reads one layer instance into a node, or nil if it cannot be read.
func (r *reader) layer(src source, raw json.RawMessage) *level.Node {
	var l layerJSON
	if err := json.Unmarshal(raw, &l); err != nil {
		r.warn(src, "", "a layer: %v (layer left out)", err)
		return nil
	}
	n := &level.Node{Name: l.Identifier, Hidden: l.Visible != nil && !*l.Visible, File: src.file}
	what := "layer " + strconv.Quote(l.Identifier) + ": "
	n.Position = griff.V(r.float(src, l.Iid, "", what+"__pxTotalOffsetX", l.OffsetX, 0), r.float(src, l.Iid, "", what+"__pxTotalOffsetY", l.OffsetY, 0))
	l.opacity = r.unit(src, l.Iid, "", what+"__opacity", l.Opacity)
	n.Line, n.Col = src.where(l.Iid)
	if l.GridSize <= 0 {
		r.warn(src, l.Iid, "layer %q: grid size %d is not above 0 (layer left out)", l.Identifier, l.GridSize)
		return nil
	}
	switch l.Type {
	case "IntGrid":
		r.intGrid(src, n, &l)
		r.tiles(src, n, &l, l.AutoLayerTiles)
	case "AutoLayer":
		r.tiles(src, n, &l, l.AutoLayerTiles)
	case "Tiles":
		r.tiles(src, n, &l, l.GridTiles)
	case "Entities":
		r.entities(src, n, &l)
	default:
		r.warn(src, l.Iid, "layer %q: type %q is not an LDtk layer type Griff reads (layer left empty)", l.Identifier, l.Type)
	}
	return n
}

// tilesetOf returns the definition of the layer's tileset, or nil.
func (r *reader) tilesetOf(l *layerJSON) *tilesetDef {
	if l.TilesetDefUID == nil {
		return nil
	}
	for i := range r.p.Defs.Tilesets {
		if r.p.Defs.Tilesets[i].UID == *l.TilesetDefUID {
			return &r.p.Defs.Tilesets[i]
		}
	}
	return nil
}

// tiles adds the layer's tiles to n: tiles on the layer's grid, unflipped
// and opaque, go in up to MaxStack tilemaps (child nodes "NAME tiles
// 1"...); the others are sprites in a child node "NAME sprites", drawn after
// the tilemaps. The layer's opacity is the alpha of the tilemaps' tint, and
// times a tile's own opacity the alpha of its sprite's tint.
func (r *reader) tiles(src source, n *level.Node, l *layerJSON, tiles []tileJSON) {
	if len(tiles) == 0 {
		return
	}
	ts := r.tilesetOf(l)
	switch {
	case ts == nil && l.TilesetDefUID != nil:
		r.warn(src, l.Iid, "layer %q: its tiles name the tileset uid %d, which the project does not define (tiles left out)", l.Identifier, *l.TilesetDefUID)
		return
	case ts == nil || ts.RelPath == nil || *ts.RelPath == "":
		r.warn(src, l.Iid, "layer %q: its tiles have no tileset image (tiles left out)", l.Identifier)
		return
	}
	image := path.Join(r.dir, *ts.RelPath)
	r.checkImage(src, l, ts, image)
	gs, cells := l.GridSize, l.CWid*l.CHei
	onGrid := ts.TileGridSize == gs && ts.Spacing == 0 && ts.Padding == 0 && ts.CWid > 0 && cells > 0 && cells <= visual.MaxTilemapCells
	var stack [][]int
	sprites := &level.Node{Name: l.Identifier + " sprites", File: src.file}
	opacity := l.opacity
	for _, t := range tiles {
		x, y := t.Px[0], t.Px[1]
		alpha := r.unit(src, l.Iid, "tile alpha "+l.Iid, "layer "+strconv.Quote(l.Identifier)+": a tile's alpha (a)", t.A)
		if onGrid && alpha == 1 && t.F == 0 && t.T >= 0 && x >= 0 && y >= 0 && x%gs == 0 && y%gs == 0 && x/gs < l.CWid && y/gs < l.CHei {
			if cell := (y/gs)*l.CWid + x/gs; place(&stack, cells, cell, t.T+1) {
				continue
			}
		}
		if r.sprites >= MaxSprites {
			r.once(src, l.Iid, "sprites", "more than %d tiles off the grid, flipped or stacked (ldtk.MaxSprites); the rest left out", MaxSprites)
			continue
		}
		if !visual.RegionFits(t.Src[0], t.Src[1], ts.TileGridSize, ts.TileGridSize) {
			r.once(src, l.Iid, "tile src", "layer %q: a tile's source rectangle (src, tileGridSize) reaches outside -2147483648..2147483647 pixels; such tiles left out", l.Identifier)
			continue
		}
		r.sprites++
		sp := tileSprite(image, visual.RegionOf(t.Src[0], t.Src[1], ts.TileGridSize, ts.TileGridSize), t.F)
		if a := float64(opacity * alpha); a != 1 {
			sp["tint"] = griff.Color{R: 1, G: 1, B: 1, A: float32(a)}
		}
		sprites.Children = append(sprites.Children, (&level.Node{Position: griff.V(float64(x), float64(y)), File: src.file}).Add("Griff.Sprite", sp))
	}
	for i, c := range stack {
		m := map[string]any{"tileset": image, "tileSize": gs, "columns": ts.CWid, "width": l.CWid, "cells": c}
		if opacity != 1 {
			m["tint"] = griff.Color{R: 1, G: 1, B: 1, A: float32(opacity)}
		}
		n.Children = append(n.Children, (&level.Node{Name: fmt.Sprintf("%s tiles %d", l.Identifier, i+1), File: src.file}).Add("Griff.Tilemap", m))
	}
	if len(sprites.Children) > 0 {
		n.Children = append(n.Children, sprites)
	}
}

// checkImage warns, once an image, if the tileset image a layer's tiles
// show is not in the game folder: the tiles are kept, and drawn as a
// placeholder as any missing image is (so the level still plays, and shows
// where its tiles are).
func (r *reader) checkImage(src source, l *layerJSON, ts *tilesetDef, image string) {
	if r.fsys == nil || r.warned["image\x00"+image] {
		return
	}
	r.warned["image\x00"+image] = true
	if _, err := fs.Stat(r.fsys, image); err != nil {
		r.warn(src, l.Iid, "layer %q: the image %s of its tileset %q (relPath %q) is not in the game folder (its tiles are drawn as a placeholder)", l.Identifier, image, ts.Identifier, *ts.RelPath)
	}
}

// tileSprite returns a Griff.Sprite as a scene file writes it: the image,
// the tile's region, and the flips of LDtk's flip bits f (bit 0 x, bit 1 y).
func tileSprite(image string, r visual.Region, f int) map[string]any {
	m := map[string]any{"image": image, "region": r}
	if f&1 != 0 {
		m["flipX"] = true
	}
	if f&2 != 0 {
		m["flipY"] = true
	}
	return m
}

// place puts tile id in cell of the first tilemap of stack where it is empty,
// adding a tilemap of cells cells if needed (up to MaxStack). It reports
// false if every tilemap has the cell filled.
func place(stack *[][]int, cells, cell, id int) bool {
	for _, m := range *stack {
		if m[cell] == 0 {
			m[cell] = id
			return true
		}
	}
	if len(*stack) == MaxStack {
		return false
	}
	m := make([]int, cells)
	m[cell] = id
	*stack = append(*stack, m)
	return true
}

// collisionOf returns the tile collision an IntGrid value's identifier names:
// "none" or "empty"; "solid", "wall", "walls" or "ground"; "oneWay",
// "one_way" or "platform(s)" (any case). Any other identifier is solid, and
// named reports false.
func collisionOf(identifier *string) (c visual.TileCollision, named bool) {
	if identifier == nil {
		return visual.TileSolid, false
	}
	switch strings.ToLower(strings.ReplaceAll(*identifier, "_", "")) {
	case "none", "empty":
		return visual.TileNone, true
	case "solid", "wall", "walls", "ground":
		return visual.TileSolid, true
	case "oneway", "platform", "platforms":
		return visual.TileOneWay, true
	}
	return visual.TileSolid, false
}

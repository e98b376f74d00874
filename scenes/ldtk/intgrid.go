package ldtk

import (
	"strings"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

// maxIntGridValue is the largest IntGrid value read: its legend character,
// U+0100 + value, must stay below the surrogates (U+D800).
const maxIntGridValue = 0xD800 - 0x100 - 1

// legendChar returns the character standing for IntGrid value v in the
// layer's text rows: '.' for 0, '1' to '9' for 1 to 9, U+0100 + v above.
func legendChar(v int) string {
	switch {
	case v == 0:
		return "."
	case v >= 1 && v <= 9:
		return string(rune('0' + v))
	}
	return string(rune(0x100 + v))
}

// intGrid gives n the layer's IntGrid as a Griff.Tilemap in its text form:
// each value a legend character with its collision and no tile (so nothing is
// drawn, silently: a map of no tileset and only empty cells is collision
// data to the renderer), with Griff.TilemapWalls for the solid values and, in
// a child node "NAME one-way", for the one-way ones. A grid none of whose
// values collides gets no tilemap: it only drives the layer's auto-tiles.
func (r *reader) intGrid(src source, n *level.Node, l *layerJSON) {
	if len(l.IntGridCsv) == 0 {
		return
	}
	w, h := l.CWid, l.CHei
	if w <= 0 || h <= 0 || w*h > visual.MaxTilemapCells || h > visual.MaxTilemapCells/w {
		r.warn(src, l.Iid, "layer %q: %d×%d cells is not from 1 to %d cells (visual.MaxTilemapCells; IntGrid left out)", l.Identifier, w, h, visual.MaxTilemapCells)
		return
	}
	if len(l.IntGridCsv) != w*h {
		r.warn(src, l.Iid, "layer %q: intGridCsv holds %d values, want %d×%d (the missing ones empty, extra ones left out)", l.Identifier, len(l.IntGridCsv), w, h)
	}
	kinds := r.intGridKinds(src, l)
	legend := map[string]visual.LegendEntry{".": {}}
	used := map[visual.TileCollision]bool{}
	rows := make([]string, h)
	var b strings.Builder
	for y := range h {
		b.Reset()
		for x := range w {
			v := 0
			if i := y*w + x; i < len(l.IntGridCsv) {
				v = l.IntGridCsv[i]
			}
			if v < 0 || v > maxIntGridValue {
				r.once(src, l.Iid, "intgrid range", "layer %q: IntGrid value %d is not from 0 to %d (empty used)", l.Identifier, v, maxIntGridValue)
				v = 0
			}
			c := legendChar(v)
			if _, ok := legend[c]; !ok {
				k, ok := kinds[v]
				if !ok {
					r.once(src, l.Iid, "intgrid undefined", "layer %q: IntGrid value %d is not defined in the project (solid used)", l.Identifier, v)
					k = visual.TileSolid
				}
				legend[c] = visual.LegendEntry{Collision: k}
				used[k] = true
			}
			b.WriteString(c)
		}
		rows[y] = b.String()
	}
	if !used[visual.TileSolid] && !used[visual.TileOneWay] {
		return // no collision: the values only drive the layer's auto-tiles
	}
	tm := map[string]any{"tileSize": l.GridSize, "legend": legend, "rows": rows}
	n.Add("Griff.Tilemap", tm)
	if used[visual.TileSolid] {
		n.Add("Griff.TilemapWalls", map[string]any{"fromTilemap": "solid"})
	}
	if used[visual.TileOneWay] {
		n.Children = append(n.Children, (&level.Node{Name: l.Identifier + " one-way", File: src.file}).
			Add("Griff.Tilemap", tm).Add("Griff.TilemapWalls", map[string]any{"fromTilemap": "oneWay"}))
	}
}

// intGridKinds returns the collision of each value the layer's definition
// names, noting (once a file) an identifier that names no collision.
func (r *reader) intGridKinds(src source, l *layerJSON) map[int]visual.TileCollision {
	kinds := map[int]visual.TileCollision{}
	for _, d := range r.p.Defs.Layers {
		if d.UID != l.LayerDefUID {
			continue
		}
		for _, v := range d.IntGridValues {
			k, named := collisionOf(v.Identifier)
			kinds[v.Value] = k
			if !named && !r.warned[src.file+"\x00intgrid "+l.Identifier] {
				r.warned[src.file+"\x00intgrid "+l.Identifier] = true
				id := "(none)"
				if v.Identifier != nil {
					id = *v.Identifier
				}
				line, col := src.where(l.Iid)
				r.problems.Report(scenes.Problem{Severity: scenes.SeverityInfo, File: src.file, Line: line, Column: col,
					Message: "layer \"" + l.Identifier + "\": IntGrid value identifier " + id + " names no tile collision (solid used; name a value none, solid or oneWay to choose)"})
			}
		}
	}
	return kinds
}

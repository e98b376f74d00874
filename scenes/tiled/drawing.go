package tiled

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
)

// alignAnchors are the points of a tile object's rectangle that each of
// Tiled's objectalignment values puts at the object's x, y: fractions of
// its width and height from its top-left corner. "unspecified" (and "") is
// bottom-left on an orthogonal map, as in Tiled.
var alignAnchors = map[string]griff.Vec{
	"": {0, 1}, "unspecified": {0, 1},
	"topleft": {0, 0}, "top": {0.5, 0}, "topright": {1, 0},
	"left": {0, 0.5}, "center": {0.5, 0.5}, "right": {1, 0.5},
	"bottomleft": {0, 1}, "bottom": {0.5, 1}, "bottomright": {1, 1},
}

// alignAnchor returns the anchor of objectalignment a (alignAnchors);
// one Tiled does not write is bottom-left (checkDrawing warned).
func alignAnchor(a string) griff.Vec {
	if v, ok := alignAnchors[a]; ok {
		return v
	}
	return griff.V(0, 1)
}

// checkDrawing warns about the drawing settings of tile set ts that Griff
// does not follow: a tile offset (its tiles would be drawn moved from their
// cells, and a Griff.Tilemap draws them in them), an objectalignment Tiled
// does not write, and a tilerendersize of "grid" (tiles scaled to the cell)
// for tiles that are not the size of a cell (Griff draws them at their own
// size).
func (b *builder) checkDrawing(ts *tileset) {
	if ts.missing {
		return
	}
	w := b.r.warn
	if ts.offX != 0 || ts.offY != 0 {
		w(ts.file, ts.line, ts.col, "the tile set %q draws its tiles moved by a tile offset (%d, %d); Griff draws them in their cells", ts.name, ts.offX, ts.offY)
	}
	if _, ok := alignAnchors[ts.align]; !ok {
		w(ts.file, ts.line, ts.col, "the tile set %q has objectalignment %q, which Tiled does not write; its tile objects are aligned bottom-left", ts.name, ts.align)
	}
	if ts.renderSize == "grid" && (ts.tileW != b.m.tileW || ts.tileH != b.m.tileH) {
		w(ts.file, ts.line, ts.col, "the tile set %q draws its %d×%d tiles scaled to the map's %d×%d cells (tilerendersize \"grid\"); Griff draws them at their own size", ts.name, ts.tileW, ts.tileH, b.m.tileW, b.m.tileH)
	}
}

// background adds the map's background colour (its backgroundcolor) as the
// first root of the level: a node "background" with a Griff.Shape box over
// the map's area (a finite map's width × height cells; an infinite map's
// tile layers' extent), drawn on the backmost layer (-128), so everything of
// the map is in front of it. Decision: Tiled fills the whole view with it;
// Griff has no such fill for a scene (a camera's Clear is the scene
// file's), so the colour covers the map, which is what a player sees of it.
// A colour that is not #rrggbb or #aarrggbb warns and is left out.
func (b *builder) background() {
	m := b.m
	if m.background == "" {
		return
	}
	c, ok := griffColor(m.background)
	if !ok {
		b.r.warn(b.r.file, m.where.line, m.where.col, "the map's backgroundcolor %q is not a colour (#rrggbb or #aarrggbb); the map has no background", m.background)
		return
	}
	x0, y0, x1, y1 := 0, 0, m.width, m.height
	if m.infinite {
		x0, y0, x1, y1 = extent(m.layers)
	}
	if x1 <= x0 || y1 <= y0 {
		return
	}
	size := [2]float64{float64((x1 - x0) * m.tileW), float64((y1 - y0) * m.tileH)}
	b.lv.Roots = append(b.lv.Roots, &level.Node{Name: "background", Position: griff.V(float64(x0*m.tileW), float64(y0*m.tileH)),
		File: b.r.file, Line: m.where.line, Col: m.where.col,
		Components: []level.Component{{Type: "Griff.Shape", Value: map[string]any{"kind": "box", "size": size, "color": c, "layer": -128}}}})
}

// extent returns the cells the tile layers of layers (in groups too) cover:
// columns x0..x1-1, rows y0..y1-1; empty (x1 <= x0) when they cover none.
func extent(layers []*layer) (x0, y0, x1, y1 int) {
	first := true
	var walk func(ls []*layer)
	walk = func(ls []*layer) {
		for _, l := range ls {
			if l.kind == layerGroup {
				walk(l.layers)
			}
			if l.kind != layerTiles || l.w <= 0 || l.h <= 0 {
				continue
			}
			if first {
				x0, y0, x1, y1, first = l.x, l.y, l.x+l.w, l.y+l.h, false
				continue
			}
			x0, y0, x1, y1 = min(x0, l.x), min(y0, l.y), max(x1, l.x+l.w), max(y1, l.y+l.h)
		}
	}
	walk(layers)
	return x0, y0, x1, y1
}

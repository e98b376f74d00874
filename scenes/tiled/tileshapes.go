package tiled

import (
	"math"
	"sort"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
)

// EllipseSides is how many sides the polygon has that stands for an ellipse
// drawn in Tiled's tile collision editor whose width and height differ (a
// round one is a circle). Decision: 16 sides keep the polygon within 2% of
// the ellipse's radius (1 - cos(π/16)) at a cost cp handles as one shape.
const EllipseSides = 16

// MaxTileShapes is the most collider shapes a tile layer's drawn collision
// shapes become (after merging); past it the rest warn and are left out.
const MaxTileShapes = 65536

// cellShapes holds the collision shapes of one tile layer's shaped tiles (a
// tile whose shapes are not one rectangle over the whole tile) in the layer's
// space, and merges unturned rectangles that touch along a row.
type cellShapes struct {
	boxes  []box
	others []map[string]any
}

// box is an unturned rectangle: its top-left corner and size (world units).
type box struct{ x, y, w, h float64 }

// addCell adds the shapes of tile t (of a w×h-pixel tile set, shown at the
// cell whose top-left corner is at) drawn with the flip flags of gid g.
// A tile drawn taller than its cell (a collection of images) is placed as it
// is drawn: bottom-left at the cell's bottom-left.
func (b *builder) addCell(cs *cellShapes, ts *tileset, t *tileInfo, at griff.Vec, g uint32) {
	tw, th := float64(ts.tileW), float64(ts.tileH)
	if t.w > 0 && t.h > 0 && ts.image == "" {
		tw, th = float64(t.w), float64(t.h)
	}
	origin := at.Add(griff.V(0, float64(b.m.tileH)-th))
	flip := func(p griff.Vec) griff.Vec {
		if g&flipD != 0 {
			p = griff.V(p[1], p[0])
		}
		w, h := tw, th
		if g&flipD != 0 {
			w, h = th, tw
		}
		if g&flipH != 0 {
			p[0] = w - p[0]
		}
		if g&flipV != 0 {
			p[1] = h - p[1]
		}
		return origin.Add(p)
	}
	for _, s := range t.shapes {
		b.addShape(cs, ts, t, s, flip)
	}
}

// addShape adds one drawn shape s of tile t, its points mapped by place.
func (b *builder) addShape(cs *cellShapes, ts *tileset, t *tileInfo, s *object, place func(griff.Vec) griff.Vec) {
	turn := func(p griff.Vec) griff.Vec { // about the shape's (x, y), clockwise on screen
		if s.rotation == 0 {
			return place(griff.V(s.x+p[0], s.y+p[1]))
		}
		sin, cos := math.Sincos(s.rotation * math.Pi / 180)
		return place(griff.V(s.x+float64(p[0]*cos)-float64(p[1]*sin), s.y+float64(p[0]*sin)+float64(p[1]*cos)))
	}
	switch s.shape {
	case shapeRect:
		if s.w <= 0 || s.h <= 0 {
			b.r.warn(ts.file, t.line, t.col, "a rectangle drawn on the tile %d of %q has no area; it is left out", t.id, ts.name)
			return
		}
		pts := []griff.Vec{turn(griff.V(0, 0)), turn(griff.V(s.w, 0)), turn(griff.V(s.w, s.h)), turn(griff.V(0, s.h))}
		if s.rotation == 0 || math.Mod(s.rotation, 90) == 0 {
			lo, hi := pts[0], pts[0]
			for _, p := range pts[1:] {
				lo, hi = griff.V(min(lo[0], p[0]), min(lo[1], p[1])), griff.V(max(hi[0], p[0]), max(hi[1], p[1]))
			}
			cs.boxes = append(cs.boxes, box{lo[0], lo[1], hi[0] - lo[0], hi[1] - lo[1]})
			return
		}
		cs.others = append(cs.others, map[string]any{"kind": "polygon", "points": pts})
	case shapeEllipse:
		if s.w <= 0 || s.h <= 0 {
			b.r.warn(ts.file, t.line, t.col, "an ellipse drawn on the tile %d of %q has no area; it is left out", t.id, ts.name)
			return
		}
		if s.w == s.h {
			c := turn(griff.V(s.w/2, s.h/2))
			cs.others = append(cs.others, map[string]any{"kind": "circle", "radius": s.w / 2, "offset": c})
			return
		}
		pts := make([]griff.Vec, EllipseSides)
		for i := range pts {
			sin, cos := math.Sincos(2 * math.Pi * float64(i) / EllipseSides)
			pts[i] = turn(griff.V(float64(s.w/2)+float64(s.w/2*cos), float64(s.h/2)+float64(s.h/2*sin)))
		}
		cs.others = append(cs.others, map[string]any{"kind": "polygon", "points": pts})
	case shapePolygon, shapePolyline:
		if len(s.points) > MaxPolygonPoints {
			b.r.warn(ts.file, t.line, t.col, "a shape drawn on the tile %d of %q has %d points, more than %d (tiled.MaxPolygonPoints); it is left out", t.id, ts.name, len(s.points), MaxPolygonPoints)
			return
		}
		pts := make([]griff.Vec, len(s.points))
		for i, p := range s.points {
			pts[i] = turn(griff.V(p[0], p[1]))
		}
		if s.shape == shapePolyline {
			if len(pts) < 2 {
				b.r.warn(ts.file, t.line, t.col, "a polyline drawn on the tile %d of %q has fewer than 2 points; it is left out", t.id, ts.name)
				return
			}
			cs.others = append(cs.others, map[string]any{"kind": "chain", "points": pts})
			return
		}
		parts := convexParts(pts)
		if parts == nil {
			b.r.warn(ts.file, t.line, t.col, "a polygon drawn on the tile %d of %q has no area or crosses itself; it is left out", t.id, ts.name)
		}
		for _, p := range parts {
			cs.others = append(cs.others, map[string]any{"kind": "polygon", "points": p})
		}
	default: // points (markers with no area), texts and tile objects collide with nothing
	}
}

// merged returns the shapes: the rectangles first, those of one row (same top
// and height) that touch joined into one box, then the others in the order
// they were drawn.
func (cs *cellShapes) merged() []map[string]any {
	bs := append([]box(nil), cs.boxes...)
	sort.SliceStable(bs, func(i, j int) bool {
		a, c := bs[i], bs[j]
		if a.y != c.y {
			return a.y < c.y
		}
		if a.h != c.h {
			return a.h < c.h
		}
		return a.x < c.x
	})
	var out []map[string]any
	for i := 0; i < len(bs); {
		cur := bs[i]
		i++
		for i < len(bs) && bs[i].y == cur.y && bs[i].h == cur.h && bs[i].x <= cur.x+cur.w {
			cur.w = max(cur.w, bs[i].x+bs[i].w-cur.x)
			i++
		}
		out = append(out, map[string]any{"kind": "box", "offset": griff.V(cur.x+float64(cur.w/2), cur.y+float64(cur.h/2)), "size": griff.V(cur.w, cur.h)})
	}
	return append(out, cs.others...)
}

// shapedCells gives n a child entity NAME shapes whose static Griff.Collider
// holds the drawn collision shapes of the cells of l showing a shaped tile of
// ts (shaped: the ids for which collision reported so).
func (b *builder) shapedCells(n *level.Node, l *layer, ts *tileset, shaped map[int]bool) {
	if len(shaped) == 0 {
		return
	}
	var cs cellShapes
	for i, g := range l.gids {
		t, id := b.tileOf(g)
		if t != ts || !shaped[id] {
			continue
		}
		at := griff.V(float64((i%l.w)*b.m.tileW), float64((i/l.w)*b.m.tileH))
		b.addCell(&cs, ts, ts.tiles[id], at, g)
	}
	shapes := cs.merged()
	if len(shapes) > MaxTileShapes {
		b.r.warn(b.r.file, l.line, l.col, "the tile layer %q has %d collision shapes drawn on its tiles, more than %d (tiled.MaxTileShapes); the rest are left out", l.name, len(shapes), MaxTileShapes)
		shapes = shapes[:MaxTileShapes]
	}
	if len(shapes) == 0 {
		return
	}
	n.Children = append(n.Children, &level.Node{Name: n.Name + " shapes", File: n.File, Line: n.Line,
		Components: []level.Component{{Type: "Griff.Collider", Value: map[string]any{"shapes": shapes}}}})
}

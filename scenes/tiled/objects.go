package tiled

import (
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/visual"
)

// object makes the node of an object on layer n, or adds a spawn to the
// level and returns nil for an object whose class names a prefab.
func (b *builder) object(o *object, layerNode *level.Node, tint *griff.Color) *level.Node {
	rot := o.rotation * math.Pi / 180
	b.templateGID(o)
	b.inheritTile(o)
	if o.class != "" {
		b.spawn(o, layerNode, rot, tint)
		return nil
	}
	n := &level.Node{Name: o.name, Hidden: !o.visible, Position: griff.V(o.x, o.y), Rotation: rot,
		File: b.r.file, Line: o.line, Col: o.col, Object: o.id}
	switch {
	case o.gid != 0:
		b.tileObject(n, o, rot, tint)
	case o.shape == shapeRect && o.w > 0 && o.h > 0:
		n.Add("Griff.Shape", withColor(map[string]any{"kind": "box", "size": [2]float64{o.w, o.h}}, tint))
	case o.shape == shapeEllipse && o.w > 0 && o.h > 0 && o.h/o.w > MaxNumber:
		b.r.warn(b.r.file, o.line, o.col, "the ellipse object %d %q is more than %d times as high as it is wide (tiled.MaxNumber); it is left without a shape", o.id, o.name, MaxNumber)
	case o.shape == shapeEllipse && o.w > 0 && o.h > 0:
		n.Position = b.centre(o, rot)
		if o.h != o.w {
			n.Scale = griff.V(1, o.h/o.w)
		}
		n.Add("Griff.Shape", withColor(map[string]any{"kind": "circle", "radius": o.w / 2}, tint))
	case o.shape == shapePolygon || o.shape == shapePolyline:
		b.polyCollider(n, o)
	case o.shape == shapeText:
		b.text(n, o, tint)
	}
	b.addProps(n, o.props, objectAt(b.r.file, o.line, o.col, o.id, o.name))
	return n
}

// polyCollider gives n (a polygon or polyline object, at its first point's
// origin) a static Griff.Collider: a polygon's convex parts (convexParts), a
// polyline's chain of segments. What cannot be a collider warns, naming the
// object, and n is left without one.
func (b *builder) polyCollider(n *level.Node, o *object) {
	pts := make([]griff.Vec, len(o.points))
	for i, p := range o.points {
		pts[i] = griff.V(p[0], p[1])
	}
	what := "polygon"
	if o.shape == shapePolyline {
		what = "polyline"
	}
	if len(pts) > MaxPolygonPoints {
		b.r.warn(b.r.file, o.line, o.col, "the %s object %d %q has %d points, more than %d (tiled.MaxPolygonPoints); it has no collider", what, o.id, o.name, len(pts), MaxPolygonPoints)
		return
	}
	var shapes []map[string]any
	if o.shape == shapePolyline {
		if len(pts) < 2 {
			b.r.warn(b.r.file, o.line, o.col, "the polyline object %d %q has fewer than 2 points; it has no collider", o.id, o.name)
			return
		}
		shapes = append(shapes, map[string]any{"kind": "chain", "points": pts})
	} else {
		parts := convexParts(pts)
		if parts == nil {
			b.r.warn(b.r.file, o.line, o.col, "the polygon object %d %q has no area or crosses itself; it has no collider", o.id, o.name)
			return
		}
		for _, p := range parts {
			shapes = append(shapes, map[string]any{"kind": "polygon", "points": p})
		}
	}
	n.Add("Griff.Collider", map[string]any{"shapes": shapes})
}

// centre returns the centre of a rectangle, ellipse or tile object, turned
// rot radians about its anchor: a tile object's is where its tile set's
// objectalignment says (bottom-left by default, as on an orthogonal map),
// others' the top-left.
func (b *builder) centre(o *object, rot float64) griff.Vec {
	half := griff.V(o.w/2, o.h/2)
	if o.gid != 0 {
		a := griff.V(0, 1) // bottom-left
		if ts, _ := b.tileOf(o.gid); ts != nil {
			a = alignAnchor(ts.align)
		}
		half = griff.V(float64((0.5-a[0])*o.w), float64((0.5-a[1])*o.h))
	}
	return griff.V(o.x, o.y).Add(griff.Rotate(half, rot))
}

// spawn adds the spawn of an object whose class names a prefab: at the
// object's centre (its place for a point or an object with no size), with
// its properties as field overrides, and its layer's tint (its opacity and
// colour, its groups' multiplied in; nil for none) multiplying the
// prefab's drawables' colours.
func (b *builder) spawn(o *object, layerNode *level.Node, rot float64, tint *griff.Color) {
	sp := level.Spawn{Prefab: o.class, Name: o.name, Parent: layerNode, Position: griff.V(o.x, o.y), Rotation: rot,
		Hidden: !o.visible, Object: o.id, File: b.r.file, Line: o.line, Col: o.col, Tint: tint}
	if o.w > 0 && o.h > 0 && o.shape != shapePoint {
		sp.Position = b.centre(o, rot)
	}
	where := objectAt(b.r.file, o.line, o.col, o.id, o.name)
	for _, p := range o.props {
		os, err := level.ParseOverrides(p.name, p.value)
		if err != nil {
			b.r.warn(b.r.file, o.line, o.col, "%s: %v", where.what, err)
			continue
		}
		b.checkComponents(where, p.name, os)
		for _, o := range os {
			if err := o.Check(); err != nil {
				b.dropped(where, p.name, err)
				continue
			}
			o.Ref = objectRef(p)
			sp.Fields = append(sp.Fields, o)
		}
	}
	b.lv.Spawns = append(b.lv.Spawns, sp)
}

// tileObject draws a tile object as a sprite of its tile, centred, scaled to
// the object's size, flipped as its gid says, animated if its tile is.
func (b *builder) tileObject(n *level.Node, o *object, rot float64, tint *griff.Color) {
	ts, id := b.tileOf(o.gid)
	if ts == nil {
		b.r.warn(b.r.file, o.line, o.col, "the tile object %d shows the tile %d, which no tile set that could be read holds; it is drawn as nothing", o.id, o.gid&^gidFlags)
		return
	}
	n.Position = b.centre(o, rot)
	sp := map[string]any{"pivot": [2]float64{0.5, 0.5}}
	w, h := ts.tileW, ts.tileH
	if ts.image != "" {
		sp["image"] = ts.image
		sp["region"] = b.region(ts, id)
	} else if t := ts.tiles[id]; t != nil {
		sp["image"], w, h = t.image, t.w, t.h
		if !t.sub.Empty() {
			sp["region"] = t.sub
		}
	}
	if o.gid&flipH != 0 {
		sp["flipX"] = true
	}
	if o.gid&flipV != 0 {
		sp["flipY"] = true
	}
	if o.gid&(flipD|rotHex) != 0 {
		b.r.warn(b.r.file, o.line, o.col, "the tile object %d is turned by a diagonal flip; Griff draws it flipped only horizontally and vertically", o.id)
	}
	if tint != nil {
		sp["tint"] = *tint
	}
	if w > 0 && h > 0 && o.w > 0 && o.h > 0 && (o.w != float64(w) || o.h != float64(h)) {
		n.Scale = griff.V(o.w/float64(w), o.h/float64(h))
	}
	n.Add("Griff.Sprite", sp)
	if t := ts.tiles[id]; t != nil && len(t.frames) > 0 && ts.image != "" {
		n.Add("Griff.SpriteAnimation", b.animation(ts, t))
	}
}

// region returns the image rectangle of local tile id of a one-image tile
// set, margin and spacing counted, its numbers saturated to visual.Region's
// range; one that reaches past it warns (once a tile set).
func (b *builder) region(ts *tileset, id int) visual.Region {
	cols := ts.columns
	if cols <= 0 {
		cols = 1
	}
	x, y := ts.margin+id%cols*(ts.tileW+ts.spacing), ts.margin+id/cols*(ts.tileH+ts.spacing)
	if !visual.RegionFits(x, y, ts.tileW, ts.tileH) {
		b.r.warn(ts.file, ts.line, ts.col, "the tile set %q has tiles reaching outside -2147483648..2147483647 pixels of its image (margin, spacing, columns); they are drawn from the nearest pixels in that range", ts.name)
	}
	return visual.RegionOf(x, y, ts.tileW, ts.tileH)
}

// animation is the looping Griff.SpriteAnimation of an animated tile. Griff
// plays frames at one rate: the mean of the frames' durations (frames of
// different lengths warn).
func (b *builder) animation(ts *tileset, t *tileInfo) map[string]any {
	frames := make([]visual.Region, 0, len(t.frames))
	total := 0
	for _, f := range t.frames {
		frames = append(frames, b.region(ts, f.tile))
		total += max(f.duration, 1)
		if f.duration != t.frames[0].duration {
			b.r.warn(ts.file, t.line, t.col, "the animated tile %d of %q has frames of different lengths; Griff plays them at one rate, their mean", t.id, ts.name)
		}
	}
	fps := 1000 * float64(len(frames)) / float64(total)
	return map[string]any{"frames": frames, "fps": min(fps, visual.MaxFPS), "loop": true, "elapsed": "0s", "frame": 0}
}

// text gives n the Griff.Text of a text object.
func (b *builder) text(n *level.Node, o *object, tint *griff.Color) {
	t := map[string]any{"text": o.text, "size": o.textSize, "align": "left"}
	switch o.textAlign {
	case "center", "right":
		t["align"] = o.textAlign
	}
	b.placeText(n, t, o)
	if o.wrap && o.w > 0 {
		t["width"] = o.w
	}
	if c, ok := griffColor(o.textColor); ok && o.textColor != "" {
		t["color"] = c
	}
	if tint != nil {
		if _, ok := t["color"]; !ok {
			t["color"] = *tint
		}
	}
	n.Add("Griff.Text", t)
}

// withColor sets a shape's colour to the layer's tint, if any.
func withColor(sh map[string]any, tint *griff.Color) map[string]any {
	if tint != nil {
		sh["color"] = *tint
	}
	return sh
}

// inheritTile gives a tile object what it inherits from the tile it shows,
// as Tiled resolves it: the tile's class if the object (and its template)
// gives none, and the tile's custom properties the object does not give
// (but "collision", which is what the tile is to a tilemap, not a field). The
// tile is then marked used, so its properties do not warn as unread.
func (b *builder) inheritTile(o *object) {
	ts, id := b.tileOf(o.gid)
	if ts == nil || ts.tiles[id] == nil {
		return
	}
	t := ts.tiles[id]
	if b.used == nil {
		b.used = map[*tileInfo]bool{}
	}
	b.used[t] = true
	if o.class == "" {
		o.class = t.class
	}
	for _, p := range t.props {
		if p.name == "collision" || slices.ContainsFunc(o.props, func(q prop) bool { return q.name == p.name }) {
			continue
		}
		o.props = append(o.props, p)
	}
}

// templateGID renumbers the gid an object took from its template, numbered
// by the template's tile set, as the map numbers that tile set's tiles (Tiled
// adds the tile set to a map that uses the template). A tile set the map does
// not have warns, and the object shows no tile.
func (b *builder) templateGID(o *object) {
	if o.tplTileset == "" {
		return
	}
	flags, id := o.gid&gidFlags, o.gid&^gidFlags
	for _, ts := range b.m.tilesets {
		if ts.file == o.tplTileset && id >= o.tplFirst {
			o.gid = flags | (id - o.tplFirst + ts.firstGID)
			return
		}
	}
	b.r.warn(b.r.file, o.line, o.col, "the object %d shows a tile of %s, a tile set its template names and the map does not; it shows no tile", o.id, o.tplTileset)
	o.gid = 0
}

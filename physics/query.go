package physics

import (
	"cmp"
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// Filter says which shapes a query sees. The zero value sees every solid
// (non-sensor) shape on any layer.
type Filter struct {
	// Mask is the set of layers seen; 0 means all.
	Mask uint32
	// Sensors makes sensor shapes seen too.
	Sensors bool
}

// Hit is one shape found by a query.
type Hit struct {
	// Entity is the entity whose shape was hit; Shape is the shape's index in its
	// Collider, or the wall rectangle's index for tilemap walls.
	Entity *scenes.Entity
	Shape  int
	// Point is the point hit (a ray's first point on the shape) or, for
	// overlaps, the point of the shape's surface nearest the query's centre.
	// World units, y down.
	Point griff.Vec
	// Normal is the shape's surface normal at Point (unit; zero if unknown).
	Normal griff.Vec
	// Distance is, for rays, how far along the ray Point is (world units); for
	// overlaps, the distance from the query's centre to the shape's surface,
	// negative when the centre is inside.
	Distance float64
}

// queryScratch holds what queries reuse between calls.
type queryScratch struct {
	items  []queryItem
	body   *cp.Body
	circle *cp.Shape
	// filter, length and center are the running query's: the callbacks
	// below read them instead of capturing them, so a query makes no closure.
	filter Filter
	length float64
	center cp.Vector
	// near is the point test's scratch (a field, so cp's interface call
	// that takes its address allocates nothing).
	near cp.PointQueryInfo
	// shapeFn is the ShapeQuery callback, made once per world (cp's
	// ShapeQuery has no data argument to pass the world through).
	shapeFn func(*cp.Shape, *cp.ContactPointSet)
}

type queryItem struct {
	ref *shapeRef
	hit Hit
}

// Raycast returns the first shape the segment from `from` to `to` meets (world
// units), and false if none. Ties in distance go to the lower entity id, then
// the lower shape index. Raycast panics if a coordinate is not finite.
func (w *World) Raycast(from, to griff.Vec, f Filter) (Hit, bool) {
	w.raycast(from, to, f)
	if len(w.query.items) == 0 {
		return Hit{}, false
	}
	return w.query.items[0].hit, true
}

// RaycastAll appends to dst every shape the segment from `from` to `to` meets,
// once each (at its first point), nearest first, ties by entity id then shape
// index, and returns the extended slice.
func (w *World) RaycastAll(from, to griff.Vec, f Filter, dst []Hit) []Hit {
	w.raycast(from, to, f)
	return w.appendHits(dst)
}

func (w *World) raycast(from, to griff.Vec, f Filter) {
	mustFinite(from[0], from[1], to[0], to[1])
	w.query.items = w.query.items[:0]
	q := &w.query
	q.filter, q.length = f, to.Sub(from).Len()
	w.space.SegmentQuery(vec(from), vec(to), 0, queryFilter(f), rayHit, w)
	w.sortHits()
}

// rayHit is raycast's cp callback; data is the *World (a pointer in an
// interface allocates nothing, where a closure per call would). cp's
// SegmentQuery still allocates per candidate (its SegmentQueryInfo and
// Shape.SegmentQuery's PointQueryInfo escape through interface calls); a
// BBQuery with our own exact test avoided that but changed the platformer
// playthrough's slimes, not yet understood, so it is not used.
func rayHit(sh *cp.Shape, p, n cp.Vector, alpha float64, data any) {
	w := data.(*World)
	w.collect(sh, w.query.filter, Hit{Point: gvec(p), Normal: gvec(n), Distance: alpha * w.query.length})
}

// pointHit is OverlapPoint's cp callback; data is the *World.
func pointHit(sh *cp.Shape, data any) {
	w := data.(*World)
	info := w.pointQuery(sh)
	if info.Distance <= 0 {
		w.collect(sh, w.query.filter, Hit{Point: gvec(info.Point), Normal: gvec(info.Gradient), Distance: info.Distance})
	}
}

// pointQuery is cp's Shape.PointQuery at the running query's center, with
// its result in the world's scratch: cp's own escapes (one allocation).
func (w *World) pointQuery(sh *cp.Shape) *cp.PointQueryInfo {
	q := &w.query
	q.near = cp.PointQueryInfo{Distance: cp.INFINITY}
	sh.Class.PointQuery(q.center, &q.near)
	return &q.near
}

// shapeHit is overlapShape's cp callback.
func (w *World) shapeHit(found *cp.Shape, _ *cp.ContactPointSet) {
	info := w.pointQuery(found)
	w.collect(found, w.query.filter, Hit{Point: gvec(info.Point), Normal: gvec(info.Gradient), Distance: info.Distance})
}

// OverlapPoint appends to dst every shape containing p (world units), ordered
// by Distance (the deepest first), then entity id, then shape index, and
// returns the extended slice.
func (w *World) OverlapPoint(p griff.Vec, f Filter, dst []Hit) []Hit {
	mustFinite(p[0], p[1])
	w.query.items = w.query.items[:0]
	w.query.filter, w.query.center = f, vec(p)
	bb := cp.NewBBForCircle(vec(p), 0)
	w.space.BBQuery(bb, queryFilter(f), pointHit, w)
	w.sortHits()
	return w.appendHits(dst)
}

// OverlapCircle appends to dst every shape overlapping the circle of radius r
// about center (world units), ordered by the distance from center to the
// shape (inside first), then entity id, then shape index, and returns the
// extended slice. OverlapCircle panics if r < 0 or a number is not finite.
func (w *World) OverlapCircle(center griff.Vec, r float64, f Filter, dst []Hit) []Hit {
	mustFinite(center[0], center[1], r)
	if r < 0 {
		panic("physics: OverlapCircle with a negative radius")
	}
	q := &w.query
	if q.body == nil {
		q.body = newCPBody(BodyStatic)
	}
	sh := cp.NewCircle(q.body, r, vec(center))
	return w.overlapShape(sh, center, f, dst)
}

// OverlapBox appends to dst every shape overlapping the box b (world units,
// axis-aligned), ordered by the distance from the box's centre to the shape
// (inside first), then entity id, then shape index, and returns the extended
// slice. Shapes that only touch an edge of the box may or may not be found.
// OverlapBox returns dst unchanged for an empty box and panics if a number is
// not finite.
func (w *World) OverlapBox(b griff.Box, f Filter, dst []Hit) []Hit {
	mustFinite(b.Min[0], b.Min[1], b.Max[0], b.Max[1])
	if b.Empty() {
		return dst
	}
	q := &w.query
	if q.body == nil {
		q.body = newCPBody(BodyStatic)
	}
	sh := cp.NewBox2(q.body, cp.BB{L: b.Min[0], T: b.Max[1], R: b.Max[0], B: b.Min[1]}, 0)
	c := griff.V((b.Min[0]+b.Max[0])/2, (b.Min[1]+b.Max[1])/2)
	return w.overlapShape(sh, c, f, dst)
}

func (w *World) overlapShape(sh *cp.Shape, center griff.Vec, f Filter, dst []Hit) []Hit {
	w.query.items = w.query.items[:0]
	sh.SetFilter(queryFilter(f))
	w.query.filter, w.query.center = f, vec(center)
	if w.query.shapeFn == nil {
		w.query.shapeFn = w.shapeHit
	}
	w.space.ShapeQuery(sh, w.query.shapeFn)
	w.sortHits()
	return w.appendHits(dst)
}

// collect keeps a found shape unless it is a sensor the filter does not want
// or is not one of the world's (the query shape itself).
func (w *World) collect(sh *cp.Shape, f Filter, h Hit) {
	ref, ok := sh.UserData.(*shapeRef)
	if !ok || (sh.Sensor() && !f.Sensors) {
		return
	}
	h.Entity, h.Shape = ref.rec.e, ref.index
	w.query.items = append(w.query.items, queryItem{ref, h})
}

// sortHits orders the items by shape (to keep each shape's nearest hit once),
// then by distance, entity id and shape index.
func (w *World) sortHits() {
	items := w.query.items
	slices.SortFunc(items, func(a, b queryItem) int {
		if a.ref != b.ref {
			return compareRefs(a.ref, b.ref)
		}
		return cmp.Or(cmp.Compare(a.hit.Distance, b.hit.Distance),
			cmp.Compare(a.hit.Point[0], b.hit.Point[0]), cmp.Compare(a.hit.Point[1], b.hit.Point[1]))
	})
	items = slices.CompactFunc(items, func(a, b queryItem) bool { return a.ref == b.ref })
	slices.SortFunc(items, func(a, b queryItem) int {
		if c := cmp.Compare(a.hit.Distance, b.hit.Distance); c != 0 {
			return c
		}
		return compareRefs(a.ref, b.ref)
	})
	w.query.items = items
}

// compareRefs orders distinct shape refs as shapeRef.before does; rope points
// of one rope fall back to their point index.
func compareRefs(a, b *shapeRef) int {
	switch {
	case a == b:
		return 0
	case a.before(b):
		return -1
	case b.before(a):
		return 1
	}
	return cmp.Compare(a.rec.body.Position().X, b.rec.body.Position().X)
}

func (w *World) appendHits(dst []Hit) []Hit {
	for _, it := range w.query.items {
		dst = append(dst, it.hit)
	}
	return dst
}

// queryFilter is the cp filter of a query: it belongs to every layer and sees
// the layers of f.Mask.
func queryFilter(f Filter) cp.ShapeFilter {
	m := uint(f.Mask)
	if f.Mask == 0 {
		m = cp.ALL_CATEGORIES
	}
	return cp.ShapeFilter{Categories: cp.ALL_CATEGORIES, Mask: m}
}

func mustFinite(xs ...float64) {
	for _, x := range xs {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			panic("physics: query with a number that is not finite")
		}
	}
}

package tiled

import (
	"slices"

	"github.com/griffengine/griff/griff"
)

// MaxPolygonPoints is the most points a polygon or polyline object may have
// to become a collider (256): splitting a polygon into convex parts costs
// time growing with the square of its points. A bigger one warns and has no
// collider.
const MaxPolygonPoints = 256

// convexParts splits a simple polygon (points in order, either winding, not
// closed by repeating the first) into convex polygons, each counter-clockwise
// in the y-down plane's own sense (positive signed area). A convex polygon is
// one part. A concave one is cut into triangles by ear clipping (D. Eberly,
// "Triangulation by Ear Clipping", 2002), whose triangles are then merged
// across their shared diagonals while the union stays convex (S. Hertel and
// K. Mehlhorn, "Fast triangulation of simple polygons", 1983: at most four
// times the fewest convex parts). convexParts returns nil for a polygon with
// no area (fewer than 3 distinct points, all on a line) or one that crosses
// itself (no ear is found).
func convexParts(in []griff.Vec) [][]griff.Vec {
	pts := make([]griff.Vec, 0, len(in))
	for i, p := range in {
		if i == 0 || p != pts[len(pts)-1] {
			pts = append(pts, p)
		}
	}
	if len(pts) > 1 && pts[0] == pts[len(pts)-1] {
		pts = pts[:len(pts)-1]
	}
	if len(pts) < 3 {
		return nil
	}
	area := 0.0
	for i := range pts {
		area += cross(griff.Vec{}, pts[i], pts[(i+1)%len(pts)])
	}
	if area == 0 {
		return nil
	}
	if area < 0 {
		slices.Reverse(pts)
	}
	all := make([]int, len(pts))
	for i := range all {
		all[i] = i
	}
	if convex(pts, all) {
		return [][]griff.Vec{pts}
	}
	tris := earClip(pts)
	if tris == nil {
		return nil
	}
	parts := mergeConvex(pts, tris)
	out := make([][]griff.Vec, len(parts))
	for i, p := range parts {
		for _, k := range p {
			out[i] = append(out[i], pts[k])
		}
	}
	return out
}

// cross is the z of (b - a) × (c - a): positive when a, b, c turn the way a
// counter-clockwise polygon (positive area) does. Each product is rounded
// on its own, so no machine fuses them.
func cross(a, b, c griff.Vec) float64 {
	return float64((b[0]-a[0])*(c[1]-a[1])) - float64((b[1]-a[1])*(c[0]-a[0]))
}

// convex reports whether the polygon of pts at idx turns one way (or goes
// straight) at every corner.
func convex(pts []griff.Vec, idx []int) bool {
	n := len(idx)
	for i := range idx {
		if cross(pts[idx[i]], pts[idx[(i+1)%n]], pts[idx[(i+2)%n]]) < 0 {
			return false
		}
	}
	return true
}

// earClip cuts the counter-clockwise polygon pts into triangles (indices
// into pts), or returns nil if it finds no ear (the polygon crosses itself).
func earClip(pts []griff.Vec) [][]int {
	idx := make([]int, len(pts))
	for i := range idx {
		idx[i] = i
	}
	var tris [][]int
	for len(idx) > 3 {
		found := false
		for i := range idx {
			a, b, c := idx[(i+len(idx)-1)%len(idx)], idx[i], idx[(i+1)%len(idx)]
			if cross(pts[a], pts[b], pts[c]) <= 0 || anyInside(pts, idx, a, b, c) {
				continue
			}
			tris = append(tris, []int{a, b, c})
			idx = slices.Delete(idx, i, i+1)
			found = true
			break
		}
		if !found {
			return nil
		}
	}
	return append(tris, idx)
}

// anyInside reports whether a point of idx other than a, b, c is inside or
// on the triangle a, b, c.
func anyInside(pts []griff.Vec, idx []int, a, b, c int) bool {
	for _, k := range idx {
		if k == a || k == b || k == c {
			continue
		}
		p := pts[k]
		if cross(pts[a], pts[b], p) >= 0 && cross(pts[b], pts[c], p) >= 0 && cross(pts[c], pts[a], p) >= 0 {
			return true
		}
	}
	return false
}

// mergeConvex merges polygons (indices into pts) across shared edges while
// the union stays convex, until no pair can merge.
func mergeConvex(pts []griff.Vec, polys [][]int) [][]int {
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(polys) && !merged; i++ {
			for j := i + 1; j < len(polys) && !merged; j++ {
				if u := union(polys[i], polys[j]); u != nil && convex(pts, u) {
					polys[i] = u
					polys = slices.Delete(polys, j, j+1)
					merged = true
				}
			}
		}
	}
	return polys
}

// union returns the polygon of a and b joined across an edge they share
// (a goes p→q where b goes q→p), or nil if they share none.
func union(a, b []int) []int {
	for i := range a {
		p, q := a[i], a[(i+1)%len(a)]
		for j := range b {
			if b[j] != q || b[(j+1)%len(b)] != p {
				continue
			}
			// a from q round to p, then b's points strictly between p and q.
			out := make([]int, 0, len(a)+len(b)-2)
			for k := 0; k < len(a); k++ {
				out = append(out, a[(i+1+k)%len(a)])
			}
			for k := 2; k < len(b); k++ {
				out = append(out, b[(j+k)%len(b)])
			}
			return out
		}
	}
	return nil
}

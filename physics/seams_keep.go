package physics

import "github.com/jakecoffman/cp/v2"

// Seams kept across a restore. findSeams depends only on the static shapes
// (static bodies' and tilemap walls' shapes, in the order of w.bodies and
// w.walls): their geometry, collision filters, one-way normals and whether
// they are watched or sensors. A restore decodes new cp shapes, so their
// seams are lost (seamsLost); when the world restored over holds the same
// static shapes, one for one in the same order, with its seams found,
// adoptSeams hands its seam information to the new shapes instead of finding
// it again (the information is read-only once found, so sharing it is
// safe). The collision types findSeams sets are cp state, already restored.

// adoptSeams gives w, a world just decoded, the seams of old, the world it
// replaces, if they are what findSeams would find for w; it reports whether
// it did.
func (w *World) adoptSeams(old *World) bool {
	if old.seamsDirty || old.seamsLost || w.seamsDirty {
		return false
	}
	if !sameStatics(old.bodies, w.bodies) || !sameStatics(old.walls, w.walls) {
		return false
	}
	adopt := func(olds, news []*bodyRec) {
		j := 0
		for _, r := range news {
			if r.kind != BodyStatic {
				continue
			}
			for olds[j].kind != BodyStatic {
				j++
			}
			for k, sh := range r.shapes {
				adoptShape(olds[j].shapes[k], sh)
			}
			j++
		}
	}
	adopt(old.bodies, w.bodies)
	adopt(old.walls, w.walls)
	w.seamsLost = false
	return true
}

// adoptShape gives shape n the seam information of shape o.
func adoptShape(o, n *cp.Shape) {
	oref, _ := o.UserData.(*shapeRef)
	nref, _ := n.UserData.(*shapeRef)
	if oref == nil || nref == nil {
		return
	}
	nref.seam = oref.seam
	if info := oref.seams[o]; info != nil {
		if nref.seams == nil {
			nref.seams = make(map[*cp.Shape]*seamInfo, len(oref.seams))
		}
		nref.seams[n] = info
	}
}

// sameStatics reports whether the static records of a and b (those findSeams
// reads: static bodies; every record of walls) hold the same shapes in the
// same order, as far as findSeams can tell.
func sameStatics(a, b []*bodyRec) bool {
	i, j := 0, 0
	for {
		for i < len(a) && a[i].kind != BodyStatic {
			i++
		}
		for j < len(b) && b[j].kind != BodyStatic {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if len(a[i].shapes) != len(b[j].shapes) {
			return false
		}
		for k, sh := range a[i].shapes {
			if !sameSeamShape(sh, b[j].shapes[k]) {
				return false
			}
		}
		i, j = i+1, j+1
	}
}

// sameSeamShape reports whether x and y are alike in everything findSeams
// reads of them.
func sameSeamShape(x, y *cp.Shape) bool {
	xr, _ := x.UserData.(*shapeRef)
	yr, _ := y.UserData.(*shapeRef)
	if (xr == nil) != (yr == nil) || x.BB() != y.BB() || x.Filter != y.Filter {
		return false
	}
	if xr != nil && (xr.oneWay != yr.oneWay || xr.watched != yr.watched || xr.sensor != yr.sensor) {
		return false
	}
	switch xc := x.Class.(type) {
	case *cp.PolyShape:
		yc, ok := y.Class.(*cp.PolyShape)
		if !ok || xc.Count() != yc.Count() || xc.Radius() != yc.Radius() {
			return false
		}
		for v := range xc.Count() {
			if xc.TransformVert(v) != yc.TransformVert(v) {
				return false
			}
		}
	case *cp.Segment:
		yc, ok := y.Class.(*cp.Segment)
		return ok && xc.Radius() == yc.Radius() && xc.TransformA() == yc.TransformA() && xc.TransformB() == yc.TransformB()
	case *cp.Circle:
		_, ok := y.Class.(*cp.Circle)
		return ok
	default:
		return false
	}
	return true
}

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
// it did. c's scratch lists hold the shapes compared.
func (w *World) adoptSeams(old *World, c *snapCodec) bool {
	if old.seamsDirty || old.seamsLost || w.seamsDirty {
		return false
	}
	c.seamsOld = old.seamShapes(c.seamsOld[:0])
	c.seamsNew = w.seamShapes(c.seamsNew[:0])
	defer func() { clear(c.seamsOld); clear(c.seamsNew) }()
	if len(c.seamsOld) != len(c.seamsNew) {
		return false
	}
	for i, o := range c.seamsOld {
		if !sameSeamShape(o, c.seamsNew[i]) {
			return false
		}
	}
	for i, o := range c.seamsOld {
		adoptShape(o, c.seamsNew[i])
	}
	w.seamsLost = false
	return true
}

// seamShapes appends the shapes findSeams relates, in its order: the shapes
// of static bodies, then of tilemap walls, that have a shapeRef and are not
// sensors. (A sensor's seam is always nil, and a decoded shape's starts nil.)
func (w *World) seamShapes(dst []*cp.Shape) []*cp.Shape {
	for _, list := range [2][]*bodyRec{w.bodies, w.walls} {
		for _, r := range list {
			if r.kind != BodyStatic {
				continue
			}
			for _, sh := range r.shapes {
				if ref, _ := sh.UserData.(*shapeRef); ref != nil && !ref.sensor {
					dst = append(dst, sh)
				}
			}
		}
	}
	return dst
}

// adoptShape gives shape n the seam information of shape o.
func adoptShape(o, n *cp.Shape) {
	oref := o.UserData.(*shapeRef)
	nref := n.UserData.(*shapeRef)
	nref.seam = oref.seam
	if info := oref.seams[o]; info != nil {
		if nref.seams == nil {
			nref.seams = make(map[*cp.Shape]*seamInfo, len(oref.seams))
		}
		nref.seams[n] = info
	}
}

// sameSeamShape reports whether x and y are alike in everything findSeams
// reads of them (both are seamShapes).
func sameSeamShape(x, y *cp.Shape) bool {
	xr, yr := x.UserData.(*shapeRef), y.UserData.(*shapeRef)
	if x.BB() != y.BB() || x.Filter != y.Filter || xr.oneWay != yr.oneWay || xr.watched != yr.watched {
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

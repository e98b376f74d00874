package physics

import (
	"cmp"
	"math"
	"slices"

	"github.com/jakecoffman/cp/v2"
)

// Seams: the internal edges of static ground made of several shapes. See
// "Seams" in the package doc for the rule and why it was chosen.

// seamType is the cp collision type of a static shape that has a seam (a face
// or a vertex against a neighbour) and is not watched: its pairs go through
// seamPreSolve and are otherwise read after the step like every unwatched
// pair, so the order of the reports does not change. Giving such shapes their
// own type keeps every pair without seams on cp's default handler, its
// allocation-free path, so the pyramid's bits are unchanged.
//
// Cost: a pre-solve callback per contact with a shape that has seams, and so
// cp's two handler look-ups (2 allocations, about 64 bytes); with 200 boxes on
// a floor of 400 tiles a step makes 1,600 allocations instead of 800
// (BenchmarkSeams). Finding seams is O(n log n) in the static shapes.
const seamType cp.CollisionType = 2

const (
	// seamReach is how far, in world units, past a face a neighbour must
	// reach for that part of the face to be inside the ground: a face is
	// moved out by this much and the part inside a neighbour is covered. It
	// is the smallest size a shape may have (MinSize), so a neighbour of any
	// allowed size reaches that far.
	seamReach = MinSize
	// seamTol is the tolerance, in world units (plus seamRel times the
	// coordinates' size), of "on a neighbour's face" and "at a vertex": far
	// below seamReach, far above the rounding of placing shapes by
	// arithmetic on their sizes.
	seamTol = 1e-6
	seamRel = 1e-12
	// seamCos is the cosine below which a contact normal is not a face's
	// normal (about 0.8°).
	seamCos = 0.9999
	// seamSliver is the longest uncovered part of a face, in world units,
	// that counts as covered: 10 × seamReach, what a neighbour meeting the
	// face at 6° leaves uncovered.
	seamSliver = 10 * seamReach
)

// seamInfo is what a static shape knows of its neighbours.
type seamInfo struct {
	r float64 // the shape's radius (rounded corners, segment thickness)
	// A polygon's faces, in the order of its vertices: face i runs from
	// vertex i to vertex i+1.
	faces []seamFace
	// A segment's ends and the unit normals of the neighbour segments that
	// share each end.
	// nbrs are the shapes that cover a part of a face: with the shape's own
	// faces, where nearestOpen looks for the ground's surface.
	nbrs    []*seamInfo
	seg     bool
	ends    [2]cp.Vector
	n       cp.Vector // the segment's unit normal
	endNbrs [2][]cp.Vector
}

// seamFace is one face of a static polygon, in world space.
type seamFace struct {
	a, b cp.Vector
	n    cp.Vector    // outward unit normal
	cov  [][2]float64 // parts covered by neighbours, as fractions of a→b, sorted, merged
}

// seamEntry is one static shape while seams are found.
type seamEntry struct {
	sh   *cp.Shape
	ref  *shapeRef
	bb   cp.BB
	info *seamInfo
	poly []cp.Vector // a polygon's vertices in world space, in cp's order
}

// markSeams notes that a static shape was built, removed or moved, so seams
// are found again before the next step.
func (w *World) markSeams() { w.seamsDirty = true }

// markSeamsOf marks seams to be found again for a static body r built,
// removed or moved, unless all its shapes are sensors: findSeams leaves
// sensors out (they are watched, so it does not touch their collision type
// either), so such a body changes no seam. A pickup that bobs on a static
// body would otherwise have the seams found again every step.
func (w *World) markSeamsOf(r *bodyRec) {
	for _, sh := range r.shapes {
		if ref, _ := sh.UserData.(*shapeRef); ref != nil && !ref.sensor {
			w.markSeams()
			return
		}
	}
}

// findSeams finds, for every static shape, the parts of its faces covered by
// a neighbour static shape and the ends it shares with neighbour segments,
// and gives the shapes that have one seamType. Neighbours are found by
// seamPairs and related in the order of a sweep along x (boxes sorted by
// their left edge, ties in build order), so the result does not depend on
// cp's broad phase; cost O(n log n + pairs of close shapes) for shapes of
// about one size (see seamPairs).
func (w *World) findSeams() {
	w.seamsDirty, w.seamsLost = false, false
	var es []seamEntry
	add := func(r *bodyRec) {
		for _, sh := range r.shapes {
			ref, _ := sh.UserData.(*shapeRef)
			if ref == nil {
				continue
			}
			ref.seam, ref.seams = nil, nil
			if !ref.watched {
				sh.SetCollisionType(0)
			}
			if !ref.sensor {
				es = append(es, newSeamEntry(sh, ref))
			}
		}
	}
	for _, r := range w.bodies {
		if r.kind == BodyStatic {
			add(r)
		}
	}
	for _, r := range w.walls {
		add(r)
	}
	slices.SortStableFunc(es, func(a, b seamEntry) int { return cmp.Compare(a.bb.L, b.bb.L) })
	for _, p := range seamPairs(es) {
		a, b := &es[p.i], &es[p.j]
		if sameGround(a, b) {
			relate(a, b)
			relate(b, a)
		}
	}
	shared := map[*shapeRef]int{} // refs of chains: one per segment
	for i := range es {
		shared[es[i].ref]++
	}
	for i := range es {
		e := &es[i]
		if !e.info.finish() {
			continue
		}
		if shared[e.ref] == 1 {
			e.ref.seam = e.info
		} else {
			if e.ref.seams == nil {
				e.ref.seams = map[*cp.Shape]*seamInfo{}
			}
			e.ref.seams[e.sh] = e.info
		}
		if !e.ref.watched {
			e.sh.SetCollisionType(seamType)
		}
	}
}

func newSeamEntry(sh *cp.Shape, ref *shapeRef) seamEntry {
	e := seamEntry{sh: sh, ref: ref, bb: sh.BB(), info: &seamInfo{}}
	switch c := sh.Class.(type) {
	case *cp.PolyShape:
		e.info.r = c.Radius()
		n := c.Count()
		e.poly = make([]cp.Vector, n)
		for i := range n {
			e.poly[i] = c.TransformVert(i)
		}
		area := 0.0
		for i := range n {
			area += e.poly[i].Cross(e.poly[(i+1)%n])
		}
		e.info.faces = make([]seamFace, n)
		for i := range n {
			a, b := e.poly[i], e.poly[(i+1)%n]
			d := b.Sub(a).Normalize()
			out := cp.Vector{X: d.Y, Y: -d.X} // right of a→b: outward when area > 0
			if area < 0 {
				out = out.Neg()
			}
			e.info.faces[i] = seamFace{a: a, b: b, n: out}
		}
	case *cp.Segment:
		e.info.seg, e.info.r = true, c.Radius()
		e.info.ends = [2]cp.Vector{c.TransformA(), c.TransformB()}
		d := c.TransformB().Sub(c.TransformA())
		e.info.n = cp.Vector{X: -d.Y, Y: d.X}.Normalize()
	}
	return e
}

// sameGround reports whether two static shapes are one ground: they collide
// with the same layers and are one-way alike. A neighbour that a body passes
// through must not hide a face.
func sameGround(a, b *seamEntry) bool {
	return a.sh.Filter == b.sh.Filter && a.ref.oneWay == b.ref.oneWay
}

// relate records what neighbour n covers of s.
func relate(s, n *seamEntry) {
	switch {
	case s.poly != nil && n.poly != nil:
		found := false
		for i := range s.info.faces {
			f := &s.info.faces[i]
			if iv, ok := coverOf(f, s.info.r, n.poly, n.info.r); ok {
				f.cov = append(f.cov, iv)
				found = true
			}
		}
		if found {
			s.info.nbrs = append(s.info.nbrs, n.info)
		}
	case s.info.seg && n.info.seg:
		for k, p := range s.info.ends {
			for _, q := range n.info.ends {
				if p.Distance(q) <= tolAt(p) {
					s.info.endNbrs[k] = append(s.info.endNbrs[k], n.info.n)
				}
			}
		}
	}
}

// coverOf returns the part of face f (of a shape of radius r) that lies, moved
// out by seamReach, inside the convex polygon poly grown by its radius pr and
// seamTol, as fractions of f.a→f.b.
func coverOf(f *seamFace, r float64, poly []cp.Vector, pr float64) ([2]float64, bool) {
	shift := f.n.Mult(r + seamReach)
	a, d := f.a.Add(shift), f.b.Sub(f.a)
	t0, t1 := 0.0, 1.0
	area := 0.0
	for i := range poly {
		area += poly[i].Cross(poly[(i+1)%len(poly)])
	}
	for i := range poly {
		p, q := poly[i], poly[(i+1)%len(poly)]
		e := q.Sub(p).Normalize()
		m := cp.Vector{X: e.Y, Y: -e.X}
		if area < 0 {
			m = m.Neg()
		}
		// Inside: m·(a + t d) <= m·p + pr + tol.
		lim := m.Dot(p) + pr + tolAt(p) - m.Dot(a)
		md := m.Dot(d)
		switch {
		case md > 0:
			t1 = math.Min(t1, lim/md)
		case md < 0:
			t0 = math.Max(t0, lim/md)
		case lim < 0:
			return [2]float64{}, false
		}
	}
	if !(t1 > t0) {
		return [2]float64{}, false
	}
	return [2]float64{t0, t1}, true
}

func tolAt(p cp.Vector) float64 { return seamTol + float64(seamRel*(math.Abs(p.X)+math.Abs(p.Y))) }

// finish sorts and merges the covered parts and reports whether the shape has
// a seam at all.
func (s *seamInfo) finish() bool {
	any := len(s.endNbrs[0])+len(s.endNbrs[1]) > 0
	for i := range s.faces {
		f := &s.faces[i]
		if len(f.cov) == 0 {
			continue
		}
		any = true
		slices.SortFunc(f.cov, func(a, b [2]float64) int { return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1])) })
		// Gaps shorter than seamSliver are closed: where a neighbour meets
		// a face at an angle, the face moved out by seamReach leaves it a
		// little before the corner.
		g := seamSliver / f.a.Distance(f.b)
		out := f.cov[:1]
		for _, iv := range f.cov[1:] {
			if last := &out[len(out)-1]; iv[0] <= last[1]+g {
				last[1] = math.Max(last[1], iv[1])
			} else {
				out = append(out, iv)
			}
		}
		if out[0][0] <= g {
			out[0][0] = 0
		}
		if last := &out[len(out)-1]; last[1] >= 1-g {
			last[1] = 1
		}
		f.cov = out
	}
	return any
}

// seamVerdict says what to do with a contact against a shape with seams.
type seamVerdict uint8

const (
	seamKeep seamVerdict = iota
	seamDrop
	seamSnap
)

// judge decides a contact whose normal n points out of the shape, at points
// pts on the shape's surface: a contact on a covered part of a face, or at a
// vertex buried on both sides, takes the normal of the nearest open surface
// (nearestOpen); one at a vertex with one side covered takes the normal of
// the other side; others are kept.
//
// A snap returns the new normal m and a point q on the surface it belongs to
// (the face's line, moved out by the radius): the contact's point on the
// shape becomes the toucher's point projected on that line, so the depth is
// measured across the ground's real surface.
func (s *seamInfo) judge(n cp.Vector, pts []cp.Vector) (v seamVerdict, m, q cp.Vector) {
	if s.seg {
		return s.judgeSegment(n, pts)
	}
	q = cp.Vector{}
	for i := range s.faces {
		f := &s.faces[i]
		if n.Dot(f.n) < seamCos {
			continue
		}
		for _, p := range pts {
			if !f.covers(p, s.r) {
				return seamKeep, n, q
			}
		}
		return s.nearestOpen(pts)
	}
	// Not a face's normal: the shape touches with a vertex.
	k := len(s.faces)
	vi, d := -1, math.Inf(1)
	for i := range k {
		for _, p := range pts {
			if dd := p.Distance(s.faces[i].a); dd < d {
				vi, d = i, dd
			}
		}
	}
	if vi < 0 || d > s.r+seamReach+tolAt(s.faces[vi].a) {
		return seamKeep, n, q
	}
	prev, next := &s.faces[(vi+k-1)%k], &s.faces[vi]
	prevCov := prev.coveredAt(1, s.r)
	nextCov := next.coveredAt(0, s.r)
	switch {
	case prevCov && nextCov:
		return s.nearestOpen(pts)
	case prevCov:
		return seamSnap, next.n, next.a.Add(next.n.Mult(s.r))
	case nextCov:
		return seamSnap, prev.n, prev.a.Add(prev.n.Mult(s.r))
	}
	return seamKeep, n, q
}

// nearestOpen returns the normal of the uncovered part of a face nearest to
// the middle of pts, among the shape's faces and its neighbours' (the first
// found in a tie: own faces, then neighbours in the order found), with a
// point on that face's surface: the ground's surface nearest to the contact,
// to push a body touching a buried face out the way the ground would.
// seamDrop if there is none (a shape buried in buried neighbours).
func (s *seamInfo) nearestOpen(pts []cp.Vector) (seamVerdict, cp.Vector, cp.Vector) {
	var c cp.Vector
	for _, p := range pts {
		c = c.Add(p)
	}
	c = c.Mult(1 / float64(len(pts)))
	var best *seamFace
	bestR, bestD := 0.0, math.Inf(1)
	look := func(o *seamInfo) {
		for i := range o.faces {
			if d := o.faces[i].openDistance(c); d < bestD {
				best, bestR, bestD = &o.faces[i], o.r, d
			}
		}
	}
	look(s)
	for _, o := range s.nbrs {
		look(o)
	}
	if best == nil {
		return seamDrop, cp.Vector{}, cp.Vector{}
	}
	return seamSnap, best.n, best.a.Add(best.n.Mult(bestR))
}

// openDistance returns the distance from c to the nearest part of f not
// covered, or +Inf if f is covered from end to end.
func (f *seamFace) openDistance(c cp.Vector) float64 {
	d := math.Inf(1)
	from := 0.0
	gap := func(t0, t1 float64) {
		if t1 > t0 {
			p := c.ClosestPointOnSegment(f.a.Lerp(f.b, t0), f.a.Lerp(f.b, t1))
			d = math.Min(d, p.Distance(c))
		}
	}
	for _, iv := range f.cov {
		gap(from, iv[0])
		from = math.Max(from, iv[1])
	}
	gap(from, 1)
	return d
}

// covers reports whether point p (on the surface of a shape of radius r) is on
// a covered part of f.
func (f *seamFace) covers(p cp.Vector, r float64) bool {
	d := f.b.Sub(f.a)
	l2 := d.LengthSq()
	if !(l2 > 0) {
		return false
	}
	t := p.Sub(f.a).Dot(d) / l2
	return f.coveredAt(t, r)
}

// coveredAt reports whether the point at fraction t of f is covered, within
// the radius and tolerances.
func (f *seamFace) coveredAt(t, r float64) bool {
	l := f.a.Distance(f.b)
	if !(l > 0) {
		return false
	}
	m := (r + seamReach + tolAt(f.a)) / l
	for _, iv := range f.cov {
		if t >= iv[0]-m && t <= iv[1]+m {
			return true
		}
	}
	return false
}

// judgeSegment decides a contact with a segment at an end shared with other
// segments: the normals allowed there lie between the normals of the
// segments on the toucher's side (one normal where they are in line); a
// normal outside them takes the nearest of them.
func (s *seamInfo) judgeSegment(n cp.Vector, pts []cp.Vector) (seamVerdict, cp.Vector, cp.Vector) {
	if math.Abs(n.Dot(s.n)) >= seamCos {
		return seamKeep, n, cp.Vector{}
	}
	k, d := -1, math.Inf(1)
	for i, e := range s.ends {
		for _, p := range pts {
			if dd := p.Distance(e); dd < d {
				k, d = i, dd
			}
		}
	}
	if k < 0 || len(s.endNbrs[k]) == 0 || d > s.r+seamReach+tolAt(s.ends[k]) {
		return seamKeep, n, cp.Vector{}
	}
	own := sideOf(s.n, n)
	best := own
	for _, m := range s.endNbrs[k] {
		m = sideOf(m, n)
		if between(n, own, m) {
			return seamKeep, n, cp.Vector{}
		}
		if n.Dot(m) > n.Dot(best) {
			best = m
		}
	}
	return seamSnap, best, s.ends[k].Add(best.Mult(s.r))
}

// sideOf returns m or -m, whichever faces n.
func sideOf(m, n cp.Vector) cp.Vector {
	if m.Dot(n) < 0 {
		return m.Neg()
	}
	return m
}

// between reports whether n lies strictly inside the smaller arc from u to v
// (empty when u and v are in line).
func between(n, u, v cp.Vector) bool {
	c := u.Cross(v)
	if math.Abs(c) < 1e-9 {
		return false
	}
	return u.Cross(n)*c > 0 && n.Cross(v)*c > 0
}

// roundSupport returns the point of a circle or capsule furthest along dir
// (a unit vector), and false for other shapes, whose contact points are
// their corners already.
func roundSupport(sh *cp.Shape, dir cp.Vector) (cp.Vector, bool) {
	switch c := sh.Class.(type) {
	case *cp.Circle:
		return c.TransformC().Add(dir.Mult(c.Radius())), true
	case *cp.Segment:
		a, b := c.TransformA(), c.TransformB()
		if b.Dot(dir) > a.Dot(dir) {
			a = b
		}
		return a.Add(dir.Mult(c.Radius())), true
	}
	return cp.Vector{}, false
}

// seamOf returns the seams of sh, one of r's cp shapes, or nil.
func (r *shapeRef) seamOf(sh *cp.Shape) *seamInfo {
	switch {
	case r == nil:
		return nil
	case r.seam != nil:
		return r.seam
	case r.seams != nil:
		return r.seams[sh]
	}
	return nil
}

// fixSeam judges a contact between a shape with seams and another: it reports
// false for a contact to drop this step (cp's pre-solve then leaves it out of
// the solver), and may turn the contact's normal. Pairs without a shape with
// seams are kept untouched.
func (w *World) fixSeam(arb *cp.Arbiter) bool {
	sa, sb := arb.Shapes()
	ra, _ := sa.UserData.(*shapeRef)
	rb, _ := sb.UserData.(*shapeRef)
	first := true
	info := ra.seamOf(sa)
	if info == nil {
		info, first = rb.seamOf(sb), false
	}
	if info == nil {
		return true
	}
	set := arb.ContactPointSet()
	if set.Count == 0 {
		return true
	}
	n := set.Normal // from A to B
	if !first {
		n = n.Neg()
	}
	var buf [cp.MAX_CONTACTS_PER_ARBITER]cp.Vector
	pts := buf[:0]
	for i := range set.Count {
		if first {
			pts = append(pts, set.Points[i].PointA)
		} else {
			pts = append(pts, set.Points[i].PointB)
		}
	}
	verdict, m, q := info.judge(n, pts)
	switch verdict {
	case seamDrop:
		return false
	case seamSnap:
		// The toucher's points stay (a round toucher's move to its lowest
		// point along -m); the shape's points move onto the surface of
		// normal m through q.
		other := sb
		if !first {
			other = sa
		}
		low, round := roundSupport(other, m.Neg())
		for i := range set.Count {
			pt := &set.Points[i]
			pa, pb := &pt.PointA, &pt.PointB
			if !first {
				pa, pb = pb, pa
			}
			// pa is on the shape with seams, pb on the toucher.
			if round {
				*pb = low
			}
			*pa = pb.Sub(m.Mult(pb.Sub(q).Dot(m)))
		}
		if !first {
			m = m.Neg()
		}
		set.Normal = m
		arb.SetContactPointSet(&set)
	}
	return true
}

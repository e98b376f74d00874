package physics

// The checks a restore makes of the decoded world before it is swapped in
// (see "Bad data" in the package documentation): what cp and this package
// rely on between steps, so that a snapshot that passes them never makes a
// step panic or loop forever. Each check costs O(objects) once per restore;
// every list is walked with a bound, so a cycle is an error, never a hang.

import (
	"fmt"
	"math"
	"reflect"
	"unsafe"

	"github.com/jakecoffman/cp/v2"
)

// at returns the field of type T at offset off of the object at p.
func at[T any](p unsafe.Pointer, off uintptr) *T { return (*T)(unsafe.Add(p, off)) }

// offPath is the offset of a field reached through embedded structs (names
// from the outer struct in): reflect gives a promoted field's offset within
// its own struct, so the path is summed. It panics if a field is missing or
// the last one is not of type ft (a new cp; the first test run shows it).
func offPath(t reflect.Type, ft reflect.Type, names ...string) uintptr {
	var off uintptr
	for i, n := range names {
		if i == len(names)-1 {
			return off + fieldOffsetOf(t, n, ft)
		}
		f, ok := t.FieldByName(n)
		if !ok || f.Type.Kind() != reflect.Struct {
			panic("physics: " + t.String() + " has no struct field " + n + " (cp upgraded?)")
		}
		off += f.Offset
		t = f.Type
	}
	panic("physics: offPath without a field name")
}

var (
	tBody      = reflect.TypeFor[cp.Body]()
	tShape     = reflect.TypeFor[cp.Shape]()
	tArb       = reflect.TypeFor[cp.Arbiter]()
	tCons      = reflect.TypeFor[cp.Constraint]()
	tNode      = reflect.TypeFor[cp.Node]()
	tPair      = reflect.TypeFor[cp.Pair]()
	tTree      = reflect.TypeFor[cp.BBTree]()
	tIndex     = reflect.TypeFor[cp.SpatialIndex]()
	tLeaves    = reflect.TypeFor[cp.HashSet[*cp.Shape, *cp.Node]]()
	tLeafBin   = reflect.TypeFor[cp.HashSetBin[*cp.Node]]()
	pBody      = reflect.TypeFor[*cp.Body]()
	pShape     = reflect.TypeFor[*cp.Shape]()
	pArb       = reflect.TypeFor[*cp.Arbiter]()
	pCons      = reflect.TypeFor[*cp.Constraint]()
	pNode      = reflect.TypeFor[*cp.Node]()
	pPair      = reflect.TypeFor[*cp.Pair]()
	pIndex     = reflect.TypeFor[*cp.SpatialIndex]()
	pSpace     = reflect.TypeFor[*cp.Space]()
	tF64       = reflect.TypeFor[float64]()
	tVec       = reflect.TypeFor[cp.Vector]()
	bodyListTy = reflect.TypeFor[[]*cp.Body]()

	spDynamicAt  = fieldOffsetOf(typSpace, "dynamicBodies", bodyListTy)
	spStaticAt   = fieldOffsetOf(typSpace, "staticBodies", bodyListTy)
	spRousedAt   = fieldOffsetOf(typSpace, "rousedBodies", bodyListTy)
	spSleepingAt = fieldOffsetOf(typSpace, "sleepingComponents", bodyListTy)
	spStaticIdx  = fieldOffsetOf(typSpace, "staticShapes", pIndex)
	spDynamicIdx = fieldOffsetOf(typSpace, "dynamicShapes", pIndex)
	spConsAt     = fieldOffsetOf(typSpace, "constraints", reflect.TypeFor[[]*cp.Constraint]())
	spArbsAt     = fieldOffsetOf(typSpace, "arbiters", reflect.TypeFor[[]*cp.Arbiter]())
	spLockedAt   = fieldOffsetOf(typSpace, "locked", reflect.TypeFor[int]())
	spPostAt     = fieldOffsetOf(typSpace, "postStepCallbacks", reflect.TypeFor[[]*cp.PostStepCallback]())

	bodySpaceAt   = fieldOffsetOf(tBody, "space", pSpace)
	bodyShapesAt  = fieldOffsetOf(tBody, "shapeList", reflect.TypeFor[[]*cp.Shape]())
	bodyArbsAt    = fieldOffsetOf(tBody, "arbiterList", pArb)
	bodyConsAt    = fieldOffsetOf(tBody, "constraintList", pCons)
	bodyRootAt    = fieldOffsetOf(tBody, "sleepingRoot", pBody)
	bodyNextAt    = fieldOffsetOf(tBody, "sleepingNext", pBody)
	bodyVelFuncAt = fieldOffsetOf(tBody, "velocity_func", reflect.TypeFor[cp.BodyVelocityFunc]())
	bodyPosFuncAt = fieldOffsetOf(tBody, "position_func", reflect.TypeFor[cp.BodyPositionFunc]())
	bodyIdleAt    = fieldOffsetOf(tBody, "sleepingIdleTime", tF64)
	// bodyFloats are the body's numbers that must be finite: its position,
	// velocities, force, angle, torque, centre of gravity, transform and
	// bias velocities.
	bodyFloats = []uintptr{
		fieldOffsetOf(tBody, "p", tVec), fieldOffsetOf(tBody, "p", tVec) + 8,
		fieldOffsetOf(tBody, "v", tVec), fieldOffsetOf(tBody, "v", tVec) + 8,
		fieldOffsetOf(tBody, "f", tVec), fieldOffsetOf(tBody, "f", tVec) + 8,
		fieldOffsetOf(tBody, "cog", tVec), fieldOffsetOf(tBody, "cog", tVec) + 8,
		fieldOffsetOf(tBody, "v_bias", tVec), fieldOffsetOf(tBody, "v_bias", tVec) + 8,
		fieldOffsetOf(tBody, "a", tF64), fieldOffsetOf(tBody, "w", tF64), fieldOffsetOf(tBody, "t", tF64),
		fieldOffsetOf(tBody, "w_bias", tF64),
	}
	bodyTransformAt = fieldOffsetOf(tBody, "transform", reflect.TypeFor[cp.Transform]())
	// bodyMasses are mass, moment and their inverses: not NaN, not negative
	// (infinite is how cp marks static and kinematic bodies).
	bodyMasses = []uintptr{
		fieldOffsetOf(tBody, "m", tF64), fieldOffsetOf(tBody, "m_inv", tF64),
		fieldOffsetOf(tBody, "i", tF64), fieldOffsetOf(tBody, "i_inv", tF64),
	}

	shapeSpaceAt = fieldOffsetOf(tShape, "space", pSpace)
	shapeBodyAt  = fieldOffsetOf(tShape, "body", pBody)
	shapeMassAt  = fieldOffsetOf(tShape, "massInfo", reflect.TypeFor[*cp.ShapeMassInfo]())
	shapeHashAt  = fieldOffsetOf(tShape, "hashid", reflect.TypeFor[cp.HashValue]())
	circleRAt    = fieldOffsetOf(reflect.TypeFor[cp.Circle](), "r", tF64)
	segmentRAt   = fieldOffsetOf(reflect.TypeFor[cp.Segment](), "r", tF64)
	polyRAt      = fieldOffsetOf(reflect.TypeFor[cp.PolyShape](), "r", tF64)
	polyCountAt  = fieldOffsetOf(reflect.TypeFor[cp.PolyShape](), "count", reflect.TypeFor[int]())
	polyPlanesAt = fieldOffsetOf(reflect.TypeFor[cp.PolyShape](), "planes", reflect.TypeFor[[]cp.SplittingPlane]())

	arbAAt       = fieldOffsetOf(tArb, "a", pShape)
	arbBAt       = fieldOffsetOf(tArb, "b", pShape)
	arbNextAAt   = offPath(tArb, pArb, "thread_a", "next")
	arbPrevAAt   = offPath(tArb, pArb, "thread_a", "prev")
	arbNextBAt   = offPath(tArb, pArb, "thread_b", "next")
	arbPrevBAt   = offPath(tArb, pArb, "thread_b", "prev")
	arbCountAt   = fieldOffsetOf(tArb, "count", reflect.TypeFor[int]())
	arbHandlerAt = []uintptr{
		fieldOffsetOf(tArb, "handler", reflect.TypeFor[*cp.CollisionHandler]()),
		fieldOffsetOf(tArb, "handlerA", reflect.TypeFor[*cp.CollisionHandler]()),
		fieldOffsetOf(tArb, "handlerB", reflect.TypeFor[*cp.CollisionHandler]()),
	}

	consSpaceAt = fieldOffsetOf(tCons, "space", pSpace)
	consAAt     = fieldOffsetOf(tCons, "a", pBody)
	consBAt     = fieldOffsetOf(tCons, "b", pBody)
	consNextAAt = fieldOffsetOf(tCons, "next_a", pCons)
	consNextBAt = fieldOffsetOf(tCons, "next_b", pCons)
)

// snapCheck is the scratch of checkRestored, kept in the codec so a steady
// restore reuses its maps.
type snapCheck struct {
	// marks holds, by address, what is known of each object met (markKnown
	// and the bits of its kind): the space's bodies by where they are
	// (where*); their shapes, with the tree they must be in, then found;
	// arbiters and constraints, with the bodies' lists (1 a, 2 b) they were
	// met in (constraints 4 if in the space's list); tree nodes (leaves of
	// a set, nodes met); pairs, with the leaves' lists (1 a, 2 b) they were
	// met in. One table for every kind: objects of two kinds never share an
	// address (the decoder allocates each of its own type). A map per kind
	// cost twice as much.
	marks ptrIndex
	pairs []*cp.Pair
	// The keys of bodies, arbs and cons in the order met (so the first
	// error found does not depend on map order), a tree's leaves, and the
	// stack of walkNodes.
	bodyList []*cp.Body
	arbList  []*cp.Arbiter
	consList []*cp.Constraint
	leaves   []*cp.Node
	stack    []*cp.Node
	defaultH *cp.CollisionHandler // the space's default handler
}

// markKnown is set in the mark of every object met; the other bits say
// what of it (see snapCheck.marks).
const (
	markKnown  = 1 << 8
	nodeInSet  = 16 // a leaf of its tree's set
	nodeMet    = 32 // met walking its tree
	consListed = 4  // a constraint in the space's list
)

// mark returns the mark of the object at p, 0 if not met.
func (k *snapCheck) mark(p unsafe.Pointer) uint32 { return k.marks.lookup(p) }

// setMark sets the mark of the object at p to markKnown|bits.
func (k *snapCheck) setMark(p unsafe.Pointer, bits uint32) {
	*k.marks.slot(uintptr(p)) = markKnown | bits
}

// addArb adds arb to k, met with the bits seen.
func (k *snapCheck) addArb(arb *cp.Arbiter, seen uint32) {
	p := unsafe.Pointer(arb)
	m := k.mark(p)
	if m == 0 {
		k.arbList = append(k.arbList, arb)
	}
	k.setMark(p, m|seen)
}

// addCons adds c to k, met with the bits seen.
func (k *snapCheck) addCons(c *cp.Constraint, seen uint32) {
	p := unsafe.Pointer(c)
	m := k.mark(p)
	if m == 0 {
		k.consList = append(k.consList, c)
	}
	k.setMark(p, m|seen)
}

// Where a body of the space is.
const (
	whereAwake    = 1 // in dynamicBodies: dynamic or kinematic, awake
	whereStatic   = 2 // in staticBodies, or the space's static body
	whereSleeping = 3 // in a sleeping component
)

// In which tree a shape must be a leaf, and found: the bit set once it is.
const (
	inDynamicTree = 1
	inStaticTree  = 2
	shapeFound    = 4
)

func (k *snapCheck) reset() {
	k.marks.start()
	clear(k.pairs)
	k.pairs = k.pairs[:0]
	clear(k.leaves)
	k.leaves = k.leaves[:0]
	clear(k.bodyList)
	clear(k.arbList)
	clear(k.consList)
	k.bodyList, k.arbList, k.consList = k.bodyList[:0], k.arbList[:0], k.consList[:0]
}

// isBody reports whether b is a body of the space.
func (k *snapCheck) isBody(b *cp.Body) bool {
	m := k.mark(unsafe.Pointer(b))
	return m != 0 && m&^markKnown <= whereSleeping
}

// bad returns an error wrapping errSnapshot that says what is wrong with
// the decoded state ("inconsistent state: " and the finding).
func bad(format string, args ...any) error {
	return fmt.Errorf("%w: inconsistent state: "+format, append([]any{errSnapshot}, args...)...)
}

// checkRestored checks the decoded world w (its cp space and records, arbs
// the arbiters of cp's cache, settle done) before a restore swaps it in: the
// space's bodies, shapes, trees, arbiters, constraints and sleeping
// components hang together the way cp's step relies on, and the records name
// objects of the space. It returns an error wrapping errSnapshot naming the
// first thing wrong.
func (w *World) checkRestored(k *snapCheck, arbs []*cp.Arbiter) error {
	k.reset()
	sp := unsafe.Pointer(w.space)
	if it := w.space.Iterations; it == 0 || it > MaxIterations {
		return bad("%d solver iterations (1 to %d)", it, MaxIterations)
	}
	if *at[int](sp, spLockedAt) != 0 || len(*at[[]*cp.Body](sp, spRousedAt)) != 0 || len(*at[[]*cp.PostStepCallback](sp, spPostAt)) != 0 {
		return bad("the space is in the middle of a step (locked, roused bodies or post-step callbacks)")
	}
	var err error
	if k.defaultH, err = defaultHandler(w.space); err != nil {
		return err
	}
	if err := k.collectBodies(w.space); err != nil {
		return err
	}
	for _, b := range k.bodyList {
		if err := k.checkBody(w.space, b, k.mark(unsafe.Pointer(b))&^markKnown); err != nil {
			return err
		}
	}
	if err := k.walkBodyLists(); err != nil {
		return err
	}
	for _, arb := range *at[[]*cp.Arbiter](sp, spArbsAt) {
		if arb == nil {
			return bad("a nil arbiter in the space's list")
		}
		k.addArb(arb, 0)
	}
	for _, arb := range arbs {
		k.addArb(arb, 0)
	}
	if set, err := arbiterSet(w.space); err != nil {
		return err
	} else if set.Count() != uint(len(arbs)) {
		return bad("%d cached arbiters, %d of them for distinct shape pairs", len(arbs), set.Count())
	}
	for _, arb := range k.arbList {
		if err := k.checkArbiter(arb); err != nil {
			return err
		}
	}
	for _, c := range *at[[]*cp.Constraint](sp, spConsAt) {
		if c == nil {
			return bad("a nil constraint in the space's list")
		}
		if k.mark(unsafe.Pointer(c))&consListed != 0 {
			return bad("a constraint listed twice in the space")
		}
		k.addCons(c, consListed)
	}
	for _, c := range k.consList {
		if err := k.checkConstraint(w.space, c); err != nil {
			return err
		}
	}
	if err := k.checkIndexes(w.space); err != nil {
		return err
	}
	return w.checkRecords(k)
}

// collectBodies fills k.bodies with the space's bodies (the awake list, the
// static list and the space's static body, the sleeping components) and
// k.shapes with their shapes, checking each body is in one place once and
// each sleeping component's list is finite, acyclic and rooted at its root.
func (k *snapCheck) collectBodies(sp *cp.Space) error {
	p := unsafe.Pointer(sp)
	add := func(b *cp.Body, where uint32) error {
		if b == nil {
			return bad("a nil body in the space's lists")
		}
		if k.mark(unsafe.Pointer(b)) != 0 {
			return bad("a body in the space's lists twice")
		}
		k.setMark(unsafe.Pointer(b), where)
		k.bodyList = append(k.bodyList, b)
		return nil
	}
	for _, b := range *at[[]*cp.Body](p, spDynamicAt) {
		if err := add(b, whereAwake); err != nil {
			return err
		}
	}
	for _, b := range *at[[]*cp.Body](p, spStaticAt) {
		if err := add(b, whereStatic); err != nil {
			return err
		}
	}
	if k.mark(unsafe.Pointer(sp.StaticBody)) == 0 {
		if err := add(sp.StaticBody, whereStatic); err != nil {
			return err
		}
	}
	for _, root := range *at[[]*cp.Body](p, spSleepingAt) {
		if root == nil || *at[*cp.Body](unsafe.Pointer(root), bodyRootAt) != root {
			return bad("a sleeping component whose root is not its own root")
		}
		for b := root; b != nil; b = *at[*cp.Body](unsafe.Pointer(b), bodyNextAt) {
			if k.mark(unsafe.Pointer(b)) != 0 { // also what stops a cycle
				return bad("a sleeping body in two places, or a sleeping component's list in a cycle")
			}
			if *at[*cp.Body](unsafe.Pointer(b), bodyRootAt) != root {
				return bad("a sleeping body whose root is not its component's")
			}
			if err := add(b, whereSleeping); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkBody checks a body of the space: it names the space, its type fits
// where it is, its numbers are sane, its functions are set, and its shapes
// are its own, each on one body, with a class that is theirs.
func (k *snapCheck) checkBody(sp *cp.Space, b *cp.Body, where uint32) error {
	p := unsafe.Pointer(b)
	if *at[*cp.Space](p, bodySpaceAt) != sp {
		return bad("a body of the space that names another space")
	}
	typ := b.GetType()
	switch {
	case where == whereStatic && typ != cp.BODY_STATIC:
		return bad("a moving body in the space's static list")
	case where == whereAwake && typ == cp.BODY_STATIC:
		return bad("a static body in the space's list of moving bodies")
	case where == whereSleeping && typ != cp.BODY_DYNAMIC:
		return bad("a static or kinematic body in a sleeping component")
	}
	if where != whereSleeping && (*at[*cp.Body](p, bodyRootAt) != nil || *at[*cp.Body](p, bodyNextAt) != nil) {
		return bad("an awake body that names a sleeping component")
	}
	if *at[cp.BodyVelocityFunc](p, bodyVelFuncAt) == nil || *at[cp.BodyPositionFunc](p, bodyPosFuncAt) == nil {
		return bad("a body without its integration functions")
	}
	for _, off := range bodyFloats {
		if v := *at[float64](p, off); math.IsNaN(v) || math.IsInf(v, 0) {
			return bad("a body's position, velocity, force or angle is not finite")
		}
	}
	tr := at[[6]float64](p, bodyTransformAt)
	for _, v := range tr {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return bad("a body's transform is not finite")
		}
	}
	for _, off := range bodyMasses {
		if v := *at[float64](p, off); math.IsNaN(v) || v < 0 {
			return bad("a body's mass or moment is NaN or negative")
		}
	}
	if math.IsNaN(*at[float64](p, bodyIdleAt)) {
		return bad("a body's idle time is NaN")
	}
	tree := uint32(inStaticTree)
	if where == whereAwake {
		tree = inDynamicTree
	}
	for _, s := range *at[[]*cp.Shape](p, bodyShapesAt) {
		if s == nil {
			return bad("a nil shape in a body's list")
		}
		if k.mark(unsafe.Pointer(s)) != 0 {
			return bad("a shape listed twice by the space's bodies")
		}
		k.setMark(unsafe.Pointer(s), tree)
		if err := checkShape(sp, b, s); err != nil {
			return err
		}
	}
	return nil
}

// checkShape checks a shape of body b: it names b and the space, has its
// mass information, and its class is a circle, segment or polygon that is
// this shape, with sane radius and (polygon) vertex and plane counts.
func checkShape(sp *cp.Space, b *cp.Body, s *cp.Shape) error {
	p := unsafe.Pointer(s)
	if *at[*cp.Body](p, shapeBodyAt) != b || *at[*cp.Space](p, shapeSpaceAt) != sp {
		return bad("a shape whose body or space is not the one that lists it")
	}
	if *at[*cp.ShapeMassInfo](p, shapeMassAt) == nil {
		return bad("a shape without mass information")
	}
	var own *cp.Shape
	var r float64
	switch c := s.Class.(type) {
	case *cp.Circle:
		own, r = c.Shape, *at[float64](unsafe.Pointer(c), circleRAt)
	case *cp.Segment:
		own, r = c.Shape, *at[float64](unsafe.Pointer(c), segmentRAt)
	case *cp.PolyShape:
		q := unsafe.Pointer(c)
		own, r = c.Shape, *at[float64](q, polyRAt)
		n := *at[int](q, polyCountAt)
		if n < 1 || n > maxPolyVerts || len(*at[[]cp.SplittingPlane](q, polyPlanesAt)) != 2*n {
			return bad("a polygon of %d vertices with %d planes", n, len(*at[[]cp.SplittingPlane](q, polyPlanesAt)))
		}
	default:
		return bad("a shape of class %T", s.Class)
	}
	if own != s {
		return bad("a shape whose class belongs to another shape")
	}
	if math.IsNaN(r) || math.IsInf(r, 0) || r < 0 {
		return bad("a shape's radius %v", r)
	}
	return nil
}

// maxPolyVerts bounds a polygon's vertices: the most a Collider may give
// (components.go), with room to spare.
const maxPolyVerts = 1 << 16

// checkArbiter checks an arbiter met in the space's list, its cache or a
// body's list: its shapes are shapes of the space and its bodies theirs
// (two different bodies), its contacts fit, its handlers are set.
func (k *snapCheck) checkArbiter(arb *cp.Arbiter) error {
	p := unsafe.Pointer(arb)
	a, b := *at[*cp.Shape](p, arbAAt), *at[*cp.Shape](p, arbBAt)
	if k.mark(unsafe.Pointer(a))&(inStaticTree|inDynamicTree) == 0 || k.mark(unsafe.Pointer(b))&(inStaticTree|inDynamicTree) == 0 {
		return bad("an arbiter of a shape that is not in the space")
	}
	ba, bb := *at[*cp.Body](p, arbBodyAAt), *at[*cp.Body](p, arbBodyBAt)
	if ba != *at[*cp.Body](unsafe.Pointer(a), shapeBodyAt) || bb != *at[*cp.Body](unsafe.Pointer(b), shapeBodyAt) || ba == bb {
		return bad("an arbiter whose bodies are not its shapes' (or are one body)")
	}
	n := *at[int](p, arbCountAt)
	if n < 0 || n > cp.MAX_CONTACTS_PER_ARBITER || len(*at[[]cp.Contact](p, arbContactsAt)) < n {
		return bad("an arbiter of %d contacts with %d in its list", n, len(*at[[]cp.Contact](p, arbContactsAt)))
	}
	// cp leaves the wildcard handlers nil for pairs of its default handler
	// (whose functions do not call them) when no wildcard is used.
	h := *at[*cp.CollisionHandler](p, arbHandlerAt[0])
	if h == nil || (h != k.defaultH && (*at[*cp.CollisionHandler](p, arbHandlerAt[1]) == nil || *at[*cp.CollisionHandler](p, arbHandlerAt[2]) == nil)) {
		return bad("an arbiter without its collision handlers")
	}
	return nil
}

// checkConstraint checks a constraint of the space or of a body's list: its
// class is this constraint, it names the space and two different bodies of
// the space.
func (k *snapCheck) checkConstraint(sp *cp.Space, c *cp.Constraint) error {
	p := unsafe.Pointer(c)
	if c.Class == nil {
		return bad("a constraint without a class")
	}
	class := c.Class
	if s, ok := class.(*spring); ok { // this package's damped spring wraps cp's
		if s == nil || s.ds == nil {
			return bad("a spring without cp's spring")
		}
		class = s.ds
	}
	if ds, ok := class.(*cp.DampedSpring); ok && ds != nil && ds.SpringForceFunc == nil {
		return bad("a spring without its force function")
	}
	v := reflect.ValueOf(class)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return bad("a constraint of class %T", c.Class)
	}
	if f := v.Elem().FieldByName("Constraint"); !f.IsValid() || f.Type() != pCons || (*cp.Constraint)(f.UnsafePointer()) != c {
		return bad("a constraint whose class belongs to another constraint")
	}
	if *at[*cp.Space](p, consSpaceAt) != sp {
		return bad("a constraint that names another space")
	}
	a, b := *at[*cp.Body](p, consAAt), *at[*cp.Body](p, consBAt)
	if !k.isBody(a) || !k.isBody(b) || a == b {
		return bad("a constraint whose bodies are not two bodies of the space")
	}
	return nil
}

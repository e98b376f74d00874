package physics

// The checks of a restored world's linked structures (see snapvalidate.go):
// the bodies' arbiter and constraint lists, cp's two broad-phase trees with
// their sets of leaves and lists of pairs, and this package's records.

import (
	"reflect"
	"unsafe"

	"github.com/jakecoffman/cp/v2"
)

var (
	idxClassAt   = fieldOffsetOf(tIndex, "class", reflect.TypeFor[cp.SpatialIndexer]())
	idxBBFuncAt  = fieldOffsetOf(tIndex, "bbfunc", reflect.TypeFor[cp.SpatialIndexBB]())
	idxStaticAt  = fieldOffsetOf(tIndex, "staticIndex", pIndex)
	idxDynamicAt = fieldOffsetOf(tIndex, "dynamicIndex", pIndex)

	treeIndexAt  = fieldOffsetOf(tTree, "spatialIndex", pIndex)
	treeLeavesAt = fieldOffsetOf(tTree, "leaves", reflect.TypeFor[*cp.HashSet[*cp.Shape, *cp.Node]]())
	treeRootAt   = fieldOffsetOf(tTree, "root", pNode)

	nodeObjAt    = fieldOffsetOf(tNode, "obj", pShape)
	nodeParentAt = fieldOffsetOf(tNode, "parent", pNode)
	nodeAAt      = offPath(tNode, pNode, "Children", "a")
	nodeBAt      = offPath(tNode, pNode, "Children", "b")
	nodePairsAt  = offPath(tNode, pPair, "Leaf", "pairs")

	pairAAt    = fieldOffsetOf(tPair, "a", reflect.TypeFor[cp.Thread]())
	pairBAt    = fieldOffsetOf(tPair, "b", reflect.TypeFor[cp.Thread]())
	threadPrev = fieldOffsetOf(reflect.TypeFor[cp.Thread](), "prev", pPair)
	threadNext = fieldOffsetOf(reflect.TypeFor[cp.Thread](), "next", pPair)
	threadLeaf = fieldOffsetOf(reflect.TypeFor[cp.Thread](), "leaf", pNode)

	setEntriesAt = fieldOffsetOf(tLeaves, "entries", reflect.TypeFor[uint]())
	setEqualAt   = fieldOffsetOf(tLeaves, "isEqual", reflect.TypeFor[func(*cp.Shape, *cp.Node) bool]())
	setSizeAt    = fieldOffsetOf(tLeaves, "size", reflect.TypeFor[uint]())
	setTableAt   = fieldOffsetOf(tLeaves, "table", reflect.TypeFor[[]*cp.HashSetBin[*cp.Node]]())
	binEltAt     = fieldOffsetOf(tLeafBin, "elt", pNode)
	binHashAt    = fieldOffsetOf(tLeafBin, "hash", reflect.TypeFor[cp.HashValue]())
	binNextAt    = fieldOffsetOf(tLeafBin, "next", reflect.TypeFor[*cp.HashSetBin[*cp.Node]]())
)

// walkBodyLists walks every body's list of arbiters and of constraints
// (linked through the arbiters' and constraints' per-body threads), checking
// each link names the body, each back link agrees, and no arbiter or
// constraint is met twice in one body's list (so a cycle is an error). The
// arbiters and constraints met are added to k.
func (k *snapCheck) walkBodyLists() error {
	for _, b := range k.bodyList {
		var prev *cp.Arbiter
		for arb := *at[*cp.Arbiter](unsafe.Pointer(b), bodyArbsAt); arb != nil; {
			p := unsafe.Pointer(arb)
			bit, next, back := uint32(1), arbNextAAt, arbPrevAAt
			switch b {
			case *at[*cp.Body](p, arbBodyAAt):
			case *at[*cp.Body](p, arbBodyBAt):
				bit, next, back = 2, arbNextBAt, arbPrevBAt
			default:
				return bad("a body's arbiter list holds an arbiter of other bodies")
			}
			if k.mark(p)&bit != 0 {
				return bad("a body's arbiter list meets an arbiter twice (a cycle)")
			}
			if *at[*cp.Arbiter](p, back) != prev {
				return bad("a body's arbiter list whose back links disagree")
			}
			k.addArb(arb, bit)
			prev, arb = arb, *at[*cp.Arbiter](p, next)
		}
		for c := *at[*cp.Constraint](unsafe.Pointer(b), bodyConsAt); c != nil; {
			p := unsafe.Pointer(c)
			bit, next := uint32(1), consNextAAt
			switch b {
			case *at[*cp.Body](p, consAAt):
			case *at[*cp.Body](p, consBAt):
				bit, next = 2, consNextBAt
			default:
				return bad("a body's constraint list holds a constraint of other bodies")
			}
			if k.mark(p)&bit != 0 {
				return bad("a body's constraint list meets a constraint twice (a cycle)")
			}
			k.addCons(c, bit)
			c = *at[*cp.Constraint](p, next)
		}
	}
	return nil
}

// checkIndexes checks cp's two spatial indexes: each a BBTree that names its
// index, linked to the other as cp links them, and together holding every
// shape of the space once, awake bodies' shapes in the dynamic tree and the
// others' in the static tree.
func (k *snapCheck) checkIndexes(sp *cp.Space) error {
	p := unsafe.Pointer(sp)
	st, dy := *at[*cp.SpatialIndex](p, spStaticIdx), *at[*cp.SpatialIndex](p, spDynamicIdx)
	if st == nil || dy == nil || st == dy {
		return bad("the space lacks one of its two spatial indexes")
	}
	if *at[*cp.SpatialIndex](unsafe.Pointer(dy), idxStaticAt) != st || *at[*cp.SpatialIndex](unsafe.Pointer(st), idxDynamicAt) != dy ||
		*at[*cp.SpatialIndex](unsafe.Pointer(st), idxStaticAt) != nil || *at[*cp.SpatialIndex](unsafe.Pointer(dy), idxDynamicAt) != nil {
		return bad("the space's spatial indexes are not linked static to dynamic")
	}
	for _, x := range []struct {
		idx  *cp.SpatialIndex
		want uint32
	}{{st, inStaticTree}, {dy, inDynamicTree}} {
		if err := k.checkTree(x.idx, x.want); err != nil {
			return err
		}
	}
	if err := k.walkPairs(); err != nil {
		return err
	}
	for _, b := range k.bodyList {
		for _, s := range *at[[]*cp.Shape](unsafe.Pointer(b), bodyShapesAt) {
			if k.mark(unsafe.Pointer(s))&shapeFound == 0 {
				return bad("a shape of the space is in neither tree, or in the wrong one")
			}
		}
	}
	return nil
}

// checkTree checks the BBTree of idx: its set of leaves (bins where their
// hash puts them, each the node of the shape of its hash, counted right, no
// chain in a cycle), its nodes (a tree: children name their parent, internal
// nodes have two children, leaves none, no node twice), its leaves exactly
// the set's and each the shape of a body that belongs in this tree, and its
// pairs (each in both its leaves' lists, back links agreeing).
func (k *snapCheck) checkTree(idx *cp.SpatialIndex, want uint32) error {
	tree, ok := (*at[cp.SpatialIndexer](unsafe.Pointer(idx), idxClassAt)).(*cp.BBTree)
	if !ok || tree == nil || *at[*cp.SpatialIndex](unsafe.Pointer(tree), treeIndexAt) != idx {
		return bad("a spatial index that is not a tree of its own")
	}
	if *at[cp.SpatialIndexBB](unsafe.Pointer(idx), idxBBFuncAt) == nil {
		return bad("a spatial index without its bounding box function")
	}
	set := *at[*cp.HashSet[*cp.Shape, *cp.Node]](unsafe.Pointer(tree), treeLeavesAt)
	if set == nil {
		return bad("a tree without its set of leaves")
	}
	sp := unsafe.Pointer(set)
	size, entries := *at[uint](sp, setSizeAt), *at[uint](sp, setEntriesAt)
	table := *at[[]*cp.HashSetBin[*cp.Node]](sp, setTableAt)
	if size == 0 || size != uint(len(table)) || *at[func(*cp.Shape, *cp.Node) bool](sp, setEqualAt) == nil {
		return bad("a tree's set of leaves of size %d with a table of %d", size, len(table))
	}
	first := len(k.leaves)
	for i, bin := range table {
		for ; bin != nil; bin = *at[*cp.HashSetBin[*cp.Node]](unsafe.Pointer(bin), binNextAt) {
			if uint(len(k.leaves)-first) >= entries { // also what stops a cycle
				return bad("a tree's set of leaves holds more than its count of %d", entries)
			}
			bp := unsafe.Pointer(bin)
			node, hash := *at[*cp.Node](bp, binEltAt), *at[cp.HashValue](bp, binHashAt)
			if node == nil {
				return bad("a tree's set of leaves holds no node")
			}
			s := *at[*cp.Shape](unsafe.Pointer(node), nodeObjAt)
			if s == nil || *at[cp.HashValue](unsafe.Pointer(s), shapeHashAt) != hash || uint(hash)%size != uint(i) {
				return bad("a tree's set of leaves holds a node away from its shape's hash")
			}
			if k.mark(unsafe.Pointer(node)) != 0 {
				return bad("a tree node in a set of leaves twice")
			}
			k.setMark(unsafe.Pointer(node), nodeInSet)
			k.leaves = append(k.leaves, node)
		}
	}
	if uint(len(k.leaves)-first) != entries {
		return bad("a tree's set of leaves holds %d, counted %d", len(k.leaves)-first, entries)
	}
	return k.walkNodes(*at[*cp.Node](unsafe.Pointer(tree), treeRootAt), want, len(k.leaves)-first)
}

// walkNodes walks the tree from root, checking its links, that no node is
// met twice, and that its leaves are exactly the n of its set (the last n
// of k.leaves), each the shape of a body that belongs in this tree (want),
// met once.
func (k *snapCheck) walkNodes(root *cp.Node, want uint32, n int) error {
	if root == nil {
		if n != 0 {
			return bad("a tree without a root holds %d leaves", n)
		}
		return nil
	}
	if *at[*cp.Node](unsafe.Pointer(root), nodeParentAt) != nil {
		return bad("a tree whose root has a parent")
	}
	leaves := n
	stack := append(k.stack[:0], root)
	found, inner := 0, 0
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		np := unsafe.Pointer(n)
		a, b := *at[*cp.Node](np, nodeAAt), *at[*cp.Node](np, nodeBAt)
		if s := *at[*cp.Shape](np, nodeObjAt); s != nil {
			if a != nil || b != nil {
				return bad("a tree leaf with children")
			}
			if k.mark(np) != markKnown|nodeInSet {
				return bad("a tree leaf not in the tree's set, or met twice")
			}
			k.setMark(np, nodeInSet|nodeMet)
			sm := k.mark(unsafe.Pointer(s))
			if sm&(inStaticTree|inDynamicTree) != want || sm&shapeFound != 0 {
				return bad("a tree leaf whose shape is not a shape of the space that belongs in this tree")
			}
			k.setMark(unsafe.Pointer(s), sm|shapeFound)
			found++
			continue
		}
		if a == nil || b == nil || a == b {
			return bad("a tree node without its two children")
		}
		if k.mark(np) != 0 || inner >= leaves { // also what stops a cycle
			return bad("a tree node met twice (a cycle)")
		}
		k.setMark(np, nodeMet)
		inner++
		if *at[*cp.Node](unsafe.Pointer(a), nodeParentAt) != n || *at[*cp.Node](unsafe.Pointer(b), nodeParentAt) != n {
			return bad("a tree node whose children name another parent")
		}
		stack = append(stack, a, b)
	}
	k.stack = stack[:0]
	if found != leaves {
		return bad("a tree reaches %d of its %d leaves", found, leaves)
	}
	return nil
}

// walkPairs walks the pair list of each leaf in k.leaves (both trees': a
// pair may join an awake shape to a static one), checking each pair names
// the leaf on one side, its back link agrees, and each pair is met twice in
// all, once from each of its two leaves (so pairs link leaves of the trees,
// and a list in a cycle meets a pair again: an error).
func (k *snapCheck) walkPairs() error {
	for _, leaf := range k.leaves {
		var prev *cp.Pair
		for pr := *at[*cp.Pair](unsafe.Pointer(leaf), nodePairsAt); pr != nil; {
			p := unsafe.Pointer(pr)
			bit, th := uint32(1), unsafe.Add(p, pairAAt)
			switch leaf {
			case *at[*cp.Node](th, threadLeaf):
			case *at[*cp.Node](unsafe.Add(p, pairBAt), threadLeaf):
				bit, th = 2, unsafe.Add(p, pairBAt)
			default:
				return bad("a tree leaf's pair list holds a pair of other leaves")
			}
			m := k.mark(p)
			if m&bit != 0 {
				return bad("a tree leaf's pair list meets a pair twice (a cycle)")
			}
			if *at[*cp.Pair](th, threadPrev) != prev {
				return bad("a tree leaf's pair list whose back links disagree")
			}
			if m == 0 {
				k.pairs = append(k.pairs, pr)
			}
			k.setMark(p, m|bit)
			prev, pr = pr, *at[*cp.Pair](th, threadNext)
		}
	}
	for _, pr := range k.pairs {
		if k.mark(unsafe.Pointer(pr)) != markKnown|3 {
			return bad("a tree pair in only one of its leaves' lists")
		}
	}
	return nil
}

// checkRecords checks this package's records name objects of the space: each
// body record's body is in the space and its shapes are that body's, each
// body of the space (but its static body) and each shape refers to a record
// of the body, each joint's and rope's
// bodies are in the space and its constraints are the space's.
func (w *World) checkRecords(k *snapCheck) error {
	for _, list := range [][]*bodyRec{w.bodies, w.walls} {
		for _, r := range list {
			if err := k.checkRec(r); err != nil {
				return err
			}
		}
	}
	for _, r := range w.ropes {
		for i, p := range r.points {
			if p == nil || p.e == nil {
				return bad("a rope without one of its points")
			}
			if err := k.checkRec(p); err != nil {
				return err
			}
			for _, s := range p.shapes { // a point reports its number in the rope
				if ref, ok := s.UserData.(*shapeRef); !ok || ref == nil || ref.index != i {
					return bad("a rope point reporting another point's number")
				}
			}
		}
	}
	for _, b := range k.bodyList {
		// bodyVelocity and collect read a body's record from its UserData.
		if r, ok := b.UserData.(*bodyRec); b != w.space.StaticBody &&
			(!ok || k.mark(unsafe.Pointer(r)) != markKnown|recKnown || r.body != b) {
			return bad("a body of the space without its record")
		}
		for _, s := range *at[[]*cp.Shape](unsafe.Pointer(b), bodyShapesAt) {
			ref, ok := s.UserData.(*shapeRef)
			if !ok || ref == nil || k.mark(unsafe.Pointer(ref.rec)) != markKnown|recKnown || ref.rec.body != b {
				return bad("a shape of the space without a record of its body")
			}
			if !shapeIndexOK(ref) {
				return bad("a shape reporting index %d, which its record cannot have", ref.index)
			}
		}
	}
	for _, list := range [][]*pair{w.contacts.prev, w.contacts.cur} {
		for _, p := range list {
			if err := k.checkTouch(p); err != nil {
				return err
			}
		}
	}
	for _, arb := range k.arbList {
		if err := k.checkArbTouch(arb); err != nil {
			return err
		}
	}
	for _, j := range w.joints {
		if err := k.checkJoined(j.a, j.b, j.cons); err != nil {
			return err
		}
	}
	for _, r := range w.ropes {
		if r == nil {
			return bad("a nil rope record")
		}
		if err := k.checkJoined(r.a, r.b, r.cons); err != nil {
			return err
		}
	}
	return nil
}

// recKnown marks a body record met in the world's lists or a rope's points.
const recKnown = 64

// checkTouch checks a touch record of the contact log: a live one (its key
// set) names two shapes' references whose records are the world's, and
// its Touch names two entities.
func (k *snapCheck) checkTouch(p *pair) error {
	if p == nil {
		return bad("a nil touch")
	}
	if p.key == (pairKey{}) {
		return nil
	}
	for _, ref := range []*shapeRef{p.key.a, p.key.b} {
		if ref == nil || k.mark(unsafe.Pointer(ref.rec)) != markKnown|recKnown {
			return bad("a touch of a shape without a record of the world")
		}
	}
	if p.t.A == nil || p.t.B == nil {
		return bad("a touch without its entities")
	}
	// The Touch a step reports is the one kept here: it must name the key's
	// entities and shapes (Touch.ShapeA indexes game code's Collider).
	if p.t.A != p.key.a.rec.e || p.t.B != p.key.b.rec.e || p.t.ShapeA != p.key.a.index || p.t.ShapeB != p.key.b.index {
		return bad("a touch naming other entities or shapes than its key's")
	}
	return nil
}

// checkArbTouch checks the touch record an arbiter holds: a live one is a
// touch of the arbiter's two shapes (a step takes it for theirs without a
// look-up).
func (k *snapCheck) checkArbTouch(arb *cp.Arbiter) error {
	p, _ := arb.UserData.(*pair)
	if p == nil || p.key == (pairKey{}) {
		return nil
	}
	a, b := arb.Shapes()
	ra, _ := a.UserData.(*shapeRef)
	rb, _ := b.UserData.(*shapeRef)
	if p.key != (pairKey{ra, rb}) && p.key != (pairKey{rb, ra}) {
		return bad("an arbiter holding the touch of other shapes")
	}
	return k.checkTouch(p)
}

// checkRec checks a body record: its body is in the space (or it has none
// built) and its shapes are the body's.
func (k *snapCheck) checkRec(r *bodyRec) error {
	if m := k.mark(unsafe.Pointer(r)); m != 0 && m != markKnown|recKnown {
		return bad("a body record in the world's lists that is not a body record")
	}
	k.setMark(unsafe.Pointer(r), recKnown)
	if r.body == nil || !k.isBody(r.body) {
		return bad("a body record whose body is not in the space")
	}
	for _, s := range r.shapes {
		if s == nil || k.mark(unsafe.Pointer(s))&(inStaticTree|inDynamicTree) == 0 || *at[*cp.Body](unsafe.Pointer(s), shapeBodyAt) != r.body {
			return bad("a body record whose shape is not its body's")
		}
	}
	return nil
}

// checkJoined checks a joint's or rope's bodies and constraints.
func (k *snapCheck) checkJoined(a, b *cp.Body, cons []*cp.Constraint) error {
	if (a != nil && !k.isBody(a)) || (b != nil && !k.isBody(b)) {
		return bad("a joint or rope of a body not in the space")
	}
	for _, c := range cons {
		if c == nil || k.mark(unsafe.Pointer(c)) == 0 {
			return bad("a joint or rope whose constraint is not the space's")
		}
	}
	return nil
}

// shapeIndexOK reports whether ref's index is one its record can report
// (Touch.ShapeA and ShapeB, Hit.Shape), which game code may use to index its
// Collider's Shapes: a shape of the Collider as built, a wall rectangle of a
// tilemap (each rectangle of MergeCells is one box, always built: its index
// is its place among the record's shapes), or a rope's point (the rope's
// check holds each point to its own number).
func shapeIndexOK(ref *shapeRef) bool {
	r := ref.rec
	switch {
	case ref.index < 0:
		return false
	case r.col != nil:
		return ref.index < len(r.built)
	case r.cells != nil:
		return ref.index < len(r.shapes)
	}
	return ref.index < MaxRopeSegments
}

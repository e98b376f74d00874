package physics

import (
	"math"
	"reflect"
	"slices"
	"unsafe"

	"github.com/jakecoffman/cp/v2"
)

// watchedType is the cp collision type of watched shapes: sensors, one-way
// shapes and shapes on kinematic bodies. Only pairs with a watched shape have
// a collision handler (and so go through preSolve during cp's step): a sensor
// pair is never solved and a kinematic body's pair with a static one is never
// kept by cp, so neither could be read after the step, and a one-way shape
// must be able to ignore a pair. Every other pair uses cp's default handler,
// which spares cp v2.1.0 the two wildcard handler look-ups (one allocation
// each) it makes per touching pair per step once a pair has a handler; those
// pairs are read from the bodies' arbiters after the step (collectContacts).
const watchedType cp.CollisionType = 1

// Cost of a step, and how it is measured: cp's step plus Griff's sync,
// write-back and contact bookkeeping. BenchmarkPyramid_820 and
// BenchmarkPyramid_5050 step pyramids of boxes through a World and the same
// scene built directly on cp (checked to give the same bits by
// TestPyramidMatchesCP). A steady step allocates no more than cp's own step
// (TestPyramidStepAllocs), because only watched shapes get a handler (see
// watchedType; their pre-solve callback lets one-way shapes through and
// reports the pairs cp does not keep: sensors, and kinematic against static).
// Every other pair is read after the step from the bodies' arbiters, with
// impact speeds from the velocities saved before the step (what cp's solver
// starts from). Each arbiter's UserData holds its touch record, so a lasting
// contact costs no map operation; records are never reused, so a live record
// found there is that arbiter's.

// collectContacts records, after cp's step and before anything moves a body,
// the pairs without a watched shape that cp solved: for each dynamic body
// awake at the start or at the end of the step, in walk order (bodies in the
// order built, then rope points; see beforeStep), its arbiters in the order
// cp's solver listed them, each arbiter once, read from its reader: cp's first
// body if that body is walked (a dynamic body awake at some time in the step),
// else the second. A body asleep for the whole step is skipped: its pairs are
// carried over by endStep.
//
// When no body slept as the step began and none sleeps after it (always, in
// a world without sleeping), the arbiters come from cp's own list of the
// step's solved arbiters (collectListed); otherwise each walked body's
// arbiter list is walked (collectWalked). Both give the same pairs in the same
// order when both apply (TestCollectPathsAgree).
func (w *World) collectContacts() {
	if w.sleptBodies == 0 && len(sleepingComponents(w.space)) == 0 && !w.walkEveryList {
		w.collectListed()
		return
	}
	w.collectWalked()
}

// collectWalked is collectContacts by a walk of each walked body's arbiter
// list.
func (w *World) collectWalked() {
	for _, r := range w.bodies {
		w.collectOf(r)
	}
	for _, rp := range w.ropes {
		for _, r := range rp.points {
			w.collectOf(r)
		}
	}
	clear(w.arbScratch)
	w.arbScratch = w.arbScratch[:0]
}

func (w *World) collectOf(r *bodyRec) {
	if r.kind != BodyDynamic {
		return
	}
	asleep := r.body.IsSleeping()
	if r.slept && asleep {
		return
	}
	w.arbScratch = w.arbScratch[:0]
	r.body.EachArbiter(w.arbFunc)
	// cp pushes each arbiter to the front of a body's list.
	for i := len(w.arbScratch) - 1; i >= 0; i-- {
		arb := w.arbScratch[i]
		if ba, _ := arbBodies(arb); ba != r.body && walked(ba) {
			continue // read from its first body
		}
		w.readArbiter(arb, asleep)
	}
}

// collectListed is collectContacts for a step in which no body slept or
// woke. Then every arbiter between awake bodies was taken off the bodies'
// lists as the step began, and cp threaded the step's solved arbiters onto
// their bodies in the order of its list (Space.arbiters, cp v2.1.0,
// ProcessComponents): a body's list, read back to front, is that list's
// arbiters of the body, in the list's order. So grouping the list by reader
// (a counting sort on the reader's walk index, stable) gives collectWalked's
// order without visiting the bodies' lists. The reader's walk index is read
// from the cp bodies the arbiter holds (walkOf), not through its shapes or
// the bodies' records.
func (w *World) collectListed() {
	arbs := spaceArbiters(w.space)
	n := int(w.walkLen) + 1 // group 0: arbiters with no dynamic body
	starts := slices.Grow(w.arbStarts[:0], n+1)[:n+1]
	clear(starts)
	// keys: each arbiter's group; order: arbiter indexes sorted by group.
	// Indexes, not pointers, so the scratch needs no clearing and no write
	// barrier.
	m := len(arbs)
	buf := slices.Grow(w.arbKeys[:0], 2*m)[:2*m]
	keys, order := buf[:m], buf[m:]
	for i := len(arbs) - 1; i >= 0; i-- {
		arb := arbs[i]
		ba, bb := arbBodies(arb)
		k := walkOf(ba, w.walkLen)
		if k == 0 {
			k = walkOf(bb, w.walkLen)
		}
		keys[i] = k
		starts[k+1]++
	}
	for k := 1; k <= n; k++ {
		starts[k] += starts[k-1]
	}
	for i, k := range keys {
		order[starts[k]] = int32(i)
		starts[k]++
	}
	// starts[0] is now where group 1 begins: group 0 is read by no body.
	c := &w.contacts
	w.fill.from = len(c.cur)
	for _, i := range order[starts[0]:] {
		arb := arbs[i]
		// The common case, inlined: a lasting ordinary pair met for the
		// first time this step through an arbiter that is not new. It does
		// what readArbiter and ordinary do then (found, its Impulse, Normal
		// and Point), in the same order.
		p, _ := arb.UserData.(*pair)
		if p == nil || p.key.a == nil || p.seen == c.stamp || arb.IsFirstContact() {
			n := len(c.cur)
			w.readArbiter(arb, false)
			if len(c.cur) != n {
				w.fill.slow = append(w.fill.slow, int32(n)) // its report is endStep's
			}
			continue
		}
		if p.watched {
			continue
		}
		p.lastPush = p.t.Impulse
		p.t.Impulse = 0
		impulse, point, n, ba := arbImpulsePoint(arb)
		p.t.Impulse += perSecond(impulse)
		if ba != p.bodyA {
			n = n.Neg()
		}
		p.t.Normal, p.t.Point = unit(n), gvec(point)
		c.touchFilled(p) // c.touch(p) and its report, once p's touch is complete
	}
	w.fill.to = len(c.cur)
	w.arbStarts, w.arbKeys = starts, buf
}

// readArbiter records arb, solved this step, unless a shape of it is watched
// (read in preSolve). asleep says whether its reader sleeps after the step.
func (w *World) readArbiter(arb *cp.Arbiter, asleep bool) {
	// A lasting pair is known from its arbiter without reading the shapes
	// (see newPair).
	hint, _ := arb.UserData.(*pair)
	var k pairKey
	if hint != nil && hint.key.a != nil {
		if hint.watched {
			return
		}
		k = hint.key
	} else {
		sa, sb := arb.Shapes()
		ra, rb := sa.UserData.(*shapeRef), sb.UserData.(*shapeRef)
		if ra.watched || rb.watched {
			return
		}
		k = pairKey{ra, rb}
		if rb.before(ra) {
			k = pairKey{rb, ra}
		}
	}
	w.ordinary(arb, k, hint, asleep)
}

// ordinary records arb, read from r's arbiters after the step, between the
// shapes of k (neither watched): the pair's touch (Normal and Point from the
// first of its arbiters found this step, as in preSolve), the impulse the
// solver applied (none if r fell asleep in the step, see impulses) and an
// impact if the arbiter is new.
func (w *World) ordinary(arb *cp.Arbiter, k pairKey, hint *pair, asleep bool) {
	c := &w.contacts
	p, fresh := c.found(k, hint)
	if p != hint {
		arb.UserData = p // stored only when new: see appendSame
	}
	if !asleep {
		p.t.Impulse += perSecond(arb.TotalImpulse().Length())
	}
	if !fresh {
		w.fill.refill = true // p's report may have been filled (touchFilled)
	}
	first := arb.IsFirstContact()
	if !fresh && !first {
		return
	}
	// arb's first shape and body are cp's, not necessarily k.a's.
	n := arb.Normal()
	point := firstPoint(arb)
	if first {
		sa, sb := arb.Shapes()
		ra, rb := sa.UserData.(*shapeRef), sb.UserData.(*shapeRef)
		rel := velocityAt(rb.rec, point).Sub(velocityAt(ra.rec, point))
		if speed := perSecond(-rel.Dot(n)); speed >= w.opts.ImpactSpeed {
			c.impacts = append(c.impacts, impact(ra, rb, n, point, speed))
		}
	}
	if fresh {
		if ba, _ := arbBodies(arb); ba != p.bodyA {
			n = n.Neg()
		}
		p.t.Normal, p.t.Point = unit(n), gvec(point)
	}
}

// walked reports whether collectOf reads b's arbiters this step.
func walked(b *cp.Body) bool {
	if b.GetType() != cp.BODY_DYNAMIC {
		return false
	}
	if !b.IsSleeping() {
		return true
	}
	r, ok := b.UserData.(*bodyRec)
	return ok && !r.slept
}

// velocityAt is cp's Body.VelocityAtWorldPoint with a dynamic body's
// velocities as they were when the step began (what the solver started from).
func velocityAt(r *bodyRec, point cp.Vector) cp.Vector {
	b := r.body
	if r.kind != BodyDynamic {
		return b.VelocityAtWorldPoint(point)
	}
	rel := point.Sub(b.LocalToWorld(b.CenterOfGravity()))
	return r.v0.Add(rel.Perp().Mult(r.w0))
}

// spaceArbiters returns cp's list of the arbiters solved in its last step
// (the unexported Space.arbiters of cp v2.1.0).
func spaceArbiters(sp *cp.Space) []*cp.Arbiter {
	return *(*[]*cp.Arbiter)(unsafe.Add(unsafe.Pointer(sp), spaceArbitersAt))
}

// sleepingComponents returns cp's list of sleeping groups of bodies (the
// unexported Space.sleepingComponents of cp v2.1.0): empty when no body
// sleeps.
func sleepingComponents(sp *cp.Space) []*cp.Body {
	return *(*[]*cp.Body)(unsafe.Add(unsafe.Pointer(sp), spaceSleepingAt))
}

// anyAsleep reports whether any body of sp sleeps. cp v2.1.0 keeps every
// sleeping body in a group listed in sleepingComponents, and an awake body's
// sleeping root is nil between steps (ProcessComponents clears it as it
// passes the body; only Sleep and a group put to sleep set it, listing the
// group), so when the list is empty Body.IsSleeping is false for every body
// and need not be read (a cache line of each body otherwise untouched).
func anyAsleep(sp *cp.Space) bool { return len(sleepingComponents(sp)) != 0 }

// firstPoint returns arb.ContactPointSet().Points[0].PointA, the first
// contact point on cp's first shape, with the same arithmetic, without
// building the whole set (it is read for every touching pair every step).
// It reads the unexported Arbiter.contacts and swapped, Contact.r1 and r2 and
// Body.p (the centre of gravity, not Position) of cp v2.1.0.
func firstPoint(arb *cp.Arbiter) cp.Vector {
	if arb.Count() == 0 {
		return cp.Vector{}
	}
	c := &(*(*[]cp.Contact)(unsafe.Add(unsafe.Pointer(arb), arbContactsAt)))[0]
	ba, _ := arbBodies(arb) // cp's first body: body_b if swapped
	r := *(*cp.Vector)(unsafe.Add(unsafe.Pointer(c), contactR1At))
	if *(*bool)(unsafe.Add(unsafe.Pointer(arb), arbSwappedAt)) {
		r = *(*cp.Vector)(unsafe.Add(unsafe.Pointer(c), contactR2At))
	}
	return (*(*cp.Vector)(unsafe.Add(unsafe.Pointer(ba), bodyPAt))).Add(r)
}

// arbImpulsePoint returns arb.TotalImpulse().Length(), firstPoint(arb),
// arb.Normal() and cp's first body (arbBodies) with the same arithmetic (each
// product rounded, as cp v2.1.0's Rotate, Add and Dot do without fused
// multiply-adds), in one pass over the contacts without copying them and
// without reading the shapes. The length of the sum is that of its negation,
// so the sign TotalImpulse gives by swapped is left out. It reads the
// unexported Arbiter.contacts, n and swapped and Contact.jnAcc and jtAcc of
// cp v2.1.0. With no contact the impulse and point are 0.
func arbImpulsePoint(arb *cp.Arbiter) (impulse float64, point, normal cp.Vector, first *cp.Body) {
	a := unsafe.Pointer(arb)
	n := *(*cp.Vector)(unsafe.Add(a, arbNAt)) // arb.n, as TotalImpulse reads it
	first = *(**cp.Body)(unsafe.Add(a, arbBodyAAt))
	normal = n
	swapped := *(*bool)(unsafe.Add(a, arbSwappedAt))
	if swapped {
		first = *(**cp.Body)(unsafe.Add(a, arbBodyBAt))
		normal = n.Neg()
	}
	count := arb.Count()
	if count == 0 {
		return 0, cp.Vector{}, normal, first
	}
	cs := *(*[]cp.Contact)(unsafe.Add(a, arbContactsAt))
	// firstPoint, inlined
	c0 := unsafe.Pointer(&cs[0])
	r := *(*cp.Vector)(unsafe.Add(c0, contactR1At))
	if swapped {
		r = *(*cp.Vector)(unsafe.Add(c0, contactR2At))
	}
	point = (*(*cp.Vector)(unsafe.Add(unsafe.Pointer(first), bodyPAt))).Add(r)
	var sum cp.Vector
	for i := range count {
		c := &cs[i]
		jn := *(*float64)(unsafe.Add(unsafe.Pointer(c), contactJnAt))
		jt := *(*float64)(unsafe.Add(unsafe.Pointer(c), contactJtAt))
		sum.X += float64(n.X*jn) - float64(n.Y*jt)
		sum.Y += float64(n.X*jt) + float64(n.Y*jn)
	}
	return math.Sqrt(float64(sum.X*sum.X) + float64(sum.Y*sum.Y)), point, normal, first
}

// arbBodies is arb.Bodies() (the bodies in the order of the handler's types:
// swapped, cp's second first) read from the arbiter's own body fields
// (Arbiter.body_a and body_b, which cp v2.1.0 sets with its shapes a and b
// to their bodies) rather than through the two shapes: collectListed reads
// it for every arbiter after the step, when the shapes are no longer in
// cache.
func arbBodies(arb *cp.Arbiter) (*cp.Body, *cp.Body) {
	a := unsafe.Pointer(arb)
	ba, bb := *(**cp.Body)(unsafe.Add(a, arbBodyAAt)), *(**cp.Body)(unsafe.Add(a, arbBodyBAt))
	if *(*bool)(unsafe.Add(a, arbSwappedAt)) {
		return bb, ba
	}
	return ba, bb
}

var (
	contactJnAt   = fieldOffsetOf(reflect.TypeFor[cp.Contact](), "jnAcc", reflect.TypeFor[float64]())
	contactJtAt   = fieldOffsetOf(reflect.TypeFor[cp.Contact](), "jtAcc", reflect.TypeFor[float64]())
	arbContactsAt = fieldOffsetOf(reflect.TypeFor[cp.Arbiter](), "contacts", reflect.TypeFor[[]cp.Contact]())
	arbSwappedAt  = fieldOffsetOf(reflect.TypeFor[cp.Arbiter](), "swapped", reflect.TypeFor[bool]())
	arbNAt        = fieldOffsetOf(reflect.TypeFor[cp.Arbiter](), "n", reflect.TypeFor[cp.Vector]())
	arbBodyAAt    = fieldOffsetOf(reflect.TypeFor[cp.Arbiter](), "body_a", reflect.TypeFor[*cp.Body]())
	arbBodyBAt    = fieldOffsetOf(reflect.TypeFor[cp.Arbiter](), "body_b", reflect.TypeFor[*cp.Body]())
	contactR1At   = fieldOffsetOf(reflect.TypeFor[cp.Contact](), "r1", reflect.TypeFor[cp.Vector]())
	contactR2At   = fieldOffsetOf(reflect.TypeFor[cp.Contact](), "r2", reflect.TypeFor[cp.Vector]())
	bodyPAt       = fieldOffsetOf(reflect.TypeFor[cp.Body](), "p", reflect.TypeFor[cp.Vector]())
)

var (
	spaceArbitersAt = fieldOffsetOf(reflect.TypeFor[cp.Space](), "arbiters", reflect.TypeFor[[]*cp.Arbiter]())
	spaceSleepingAt = fieldOffsetOf(reflect.TypeFor[cp.Space](), "sleepingComponents", reflect.TypeFor[[]*cp.Body]())
)

package physics

import (
	mathbits "math/bits"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// TouchPhase says whether a touch began, goes on or ended in the last step.
type TouchPhase uint8

// The touch phases.
const (
	// TouchBegin: the shapes touch now and did not in the step before.
	TouchBegin TouchPhase = iota
	// TouchStay: the shapes touched in the step before and still do.
	TouchStay
	// TouchEnd: the shapes touched in the step before and no longer do (or one
	// of them is gone).
	TouchEnd
)

var touchPhaseNames = griff.NewEnum[TouchPhase]("touch phase", "begin", "stay", "end")

// String returns "begin", "stay" or "end".
func (p TouchPhase) String() string { return touchPhaseNames.Name(p) }

// Touch is one report of two shapes touching. Of the two, A is the one with the
// lower entity id (then the lower shape index; a collider before tilemap walls).
type Touch struct {
	Phase TouchPhase
	// A and B are the entities whose shapes touch. For TouchEnd either may no
	// longer be alive.
	A, B *scenes.Entity
	// ShapeA and ShapeB are the shapes' indexes in their Collider as it was
	// built when the touch began (the wall rectangle's index in MergeCells'
	// result for tilemap walls, a point's number from 0 for a rope's
	// points). A Collider changed since is built again, so a TouchEnd may
	// name a shape its Collider no longer has: check the index against
	// Collider.Shapes before using it.
	ShapeA, ShapeB int
	// Sensor is true if either shape is a sensor.
	Sensor bool
	// Normal is the unit contact normal, pointing from A towards B. For
	// TouchEnd it is the last one seen.
	Normal griff.Vec
	// Point is a contact point in the world (world units, y down).
	Point griff.Vec
	// Impulse is how hard the shapes pushed each other this step: the length of
	// the total impulse the solver applied between them (mass × world units per
	// second; divide by the step's length for a force). It is 0 for sensors and
	// one-way passes; a pair kept touching while asleep, and TouchEnd, keep the
	// last value seen.
	Impulse float64
}

// Impact reports two shapes meeting with a speed along the contact normal of
// at least Options.ImpactSpeed, on the step they began to touch. Sensors make
// no impacts.
type Impact struct {
	A, B           *scenes.Entity
	ShapeA, ShapeB int
	Normal         griff.Vec // from A towards B
	Point          griff.Vec // world units
	// Speed is how fast the shapes were closing along the normal, in world
	// units per second, before the solver acted.
	Speed float64
}

// Touches returns the last step's touch reports: first the pairs touching now,
// in the order cp's collision detection found them (TouchBegin or TouchStay),
// then pairs that stay touching while asleep (TouchStay), then those that ended
// (TouchEnd), in the order they were reported the step before. The slice is
// reused by the next Step. After a step following one whose reports nobody
// read, the first call writes them (see Reports and queries in the package
// documentation); they are the same either way. Touches must be called from
// the game's goroutine.
func (w *World) Touches() []Touch { return w.contacts.reports() }

// TouchesOf appends to dst the last step's touch reports that involve e (as A
// or B), in the order of Touches, and returns the extended slice.
func (w *World) TouchesOf(e *scenes.Entity, dst []Touch) []Touch {
	for _, t := range w.contacts.reports() {
		if t.A == e || t.B == e {
			dst = append(dst, t)
		}
	}
	return dst
}

// Impacts returns the last step's impacts, in the order found. The slice is
// reused by the next Step.
func (w *World) Impacts() []Impact { return w.contacts.impacts }

type pairKey struct{ a, b *shapeRef }

// pairBlock is how many pairs newPair allocates at once.
const pairBlock = 64

// pair is one pair of touching shapes, kept from the step it began until the
// step after it ended. Its Touch's entities, shape indexes and Sensor are set
// when it is made; Normal and Point by the first arbiter found each step.
type pair struct {
	key      pairKey
	t        Touch
	seen     uint64   // the last step it was touching
	before   uint64   // the step it was touching before that, or 0
	lastPush float64  // Impulse of the step before
	bodyA    *cp.Body // key.a's body
	watched  bool     // a shape is watched: found in preSolve, not collectContacts
	// Not state (snapSkip), and last so that the snapshot layout keeps its
	// offsets (it fits in the padding after watched):
	idx int32 // its index in cur when last touched, so in prev the step after (see touch)
}

// solidArb is a solid arbiter of a watched pair found this step (a chain or
// walls may touch one shape through several cp shapes).
type solidArb struct {
	p   *pair
	arb *cp.Arbiter
}

// contactLog turns what cp reports during a step into touch reports. The maps
// are only looked up, never iterated; orders come from the slices. A pair
// that stays touching while asleep costs no map operation. Each arbiter's
// UserData holds its pair, so a lasting contact needs no map. Impulses are
// read from the step's arbiters after cp's step rather than in a post-solve
// callback.
type contactLog struct {
	stamp     uint64
	pairs     map[pairKey]*pair
	cur, prev []*pair
	block     []pair // new pairs are taken from here
	out       []Touch
	impacts   []Impact
	solids    []solidArb
	// Not state (snapSkip), and last so that the snapshot layout keeps its
	// offsets:
	tally *stepTally // the World's (set by bind)
}

// stepTally is what touch notes of the pairs of prev touched again in a step,
// so that endStep finds the others without walking prev (not state, kept in
// World's tail so that the snapshot layout keeps its offsets).
type stepTally struct {
	refound  int      // pairs of prev touched again this step (touch)
	again    []uint64 // bit i: prev[i] touched again, when exact
	inexact  bool     // a pair of prev touched again did not know its index (a restore): endPairs walks prev
	walkPrev bool     // test switch: endStep walks prev as it did before the tally (World.walkEveryList)

	// The reports of a step nobody reads are not written: a step after one
	// whose reports were not read (lazy, set as it begins) writes only the
	// pairs' phases, and out[i] is written from prev[i]'s touch (after
	// endStep's swap, this step's pairs) for every i < due by the first
	// reader (reports), or before a snapshot writes out (either makes the
	// next step write its reports as it goes). The pyramid of
	// 5,050 boxes, which reads none, writes no report slot (about 8,000 a
	// step, each most of two cache lines missing every cache). A world read
	// every step writes the reports while it has each pair at hand, as
	// before, not in a second pass over the pairs.
	due  int  // out[:due] is yet to be written from prev[:due]
	lazy bool // this step leaves its reports to the reader
	read bool // the reports were read since the step before began
}

// reportFill is what collectListed noted of the reports it wrote (not state,
// kept in World's tail so that the snapshot layout keeps its offsets): it
// wrote cur[i]'s report into out[i] (touchFilled) while the pair was at hand,
// for every i in [from, to) but those listed in slow (pairs it read through
// readArbiter), so endStep does not read those pairs again. refill says a
// pair's touch changed after it was filled (a second arbiter of the pair):
// endStep then writes every report.
type reportFill struct {
	from, to int
	slow     []int32
	refill   bool
}

// reset forgets the last step's fill: nothing is filled.
func (f *reportFill) reset() {
	f.from, f.to, f.slow, f.refill = 0, 0, f.slow[:0], false
}

func (c *contactLog) init() {
	c.stamp = 1 // so that a new pair's before (0) is never the step before
	c.pairs = map[pairKey]*pair{}
}

func (c *contactLog) beginStep() {
	c.stamp++
	t := c.tally
	t.refound, t.inexact = 0, false
	t.due, t.lazy, t.read = 0, !t.read, false
	n := (len(c.prev) + 63) / 64
	t.again = slices.Grow(t.again[:0], n)[:n]
	clear(t.again)
	c.cur = c.cur[:0]
	c.impacts = c.impacts[:0]
	c.out = c.out[:0] // reports are built from cur (touchFilled, endStep)
}

// found records that the pair touches this step and reports whether this is
// the first time this step (several cp shapes of a chain or walls may report
// one pair; the first sets Normal and Point). A fresh pair's Impulse is 0.
// hint is the pair arb's UserData held since an earlier step, or nil: a pair
// keeps its key until it ends (then its key is zero), so a hint with key k is
// the map's pair for k and the lookup is saved.
func (c *contactLog) found(k pairKey, hint *pair) (p *pair, fresh bool) {
	p = hint
	if p == nil || p.key != k {
		p = c.pairs[k]
	}
	if p == nil {
		p = c.newPair(k)
	}
	if p.seen == c.stamp {
		return p, false
	}
	p.lastPush = p.t.Impulse
	p.t.Impulse = 0
	c.touch(p)
	return p, true
}

// newPair returns a new pair for k. Pairs are never reused: an arbiter's
// UserData may still point at an ended pair, and a live pair (non-zero key)
// found there must be that arbiter's pair. They are allocated in blocks of
// pairBlock.
func (c *contactLog) newPair(k pairKey) *pair {
	if len(c.block) == 0 {
		c.block = make([]pair, pairBlock)
	}
	p := &c.block[0]
	c.block = c.block[1:]
	*p = pair{key: k, bodyA: k.a.rec.body, t: Touch{
		A: k.a.rec.e, B: k.b.rec.e, ShapeA: k.a.index, ShapeB: k.b.index,
		Sensor: k.a.sensor || k.b.sensor,
	}}
	c.pairs[k] = p
	return p
}

// touch marks p as touching this step.
func (c *contactLog) touch(p *pair) {
	p.before, p.seen = p.seen, c.stamp
	if p.before == c.stamp-1 {
		// p is in prev (every pair touched in a step is in cur), at idx
		// unless restored since
		t := c.tally
		t.refound++
		if i := int(p.idx); i < len(c.prev) && c.prev[i] == p {
			t.again[i>>6] |= 1 << (i & 63)
		} else {
			t.inexact = true
		}
	}
	p.idx = int32(len(c.cur))
	c.cur = appendSame(c.cur, p)
}

// appendSame is append(s, p), but leaves the slot as it is when it already
// holds p (left there two steps ago: cur and prev swap each step). A lasting
// contact is usually found in the same place, and a pointer stored while the
// garbage collector marks goes through its write barrier.
func appendSame(s []*pair, p *pair) []*pair {
	if n := len(s); n < cap(s) && s[:n+1][n] == p {
		return s[:n+1]
	}
	return append(s, p)
}

// solid records that arb, between p's shapes (p watched), is solved this step.
func (c *contactLog) solid(p *pair, arb *cp.Arbiter) {
	c.solids = append(c.solids, solidArb{p, arb})
}

// impulses adds to the Impulse of each watched pair found this step what the
// solver applied through its arbiters. A pair whose body fell asleep this step
// was not solved (cp puts bodies to sleep before it solves) and keeps 0;
// endStep gives it the last impulse seen.
func (c *contactLog) impulses() {
	for _, x := range c.solids {
		if !x.p.key.sleepsNow() {
			x.p.t.Impulse += perSecond(x.arb.TotalImpulse().Length())
		}
	}
	clear(c.solids)
	c.solids = c.solids[:0]
}

// endStep carries sleeping pairs over, builds the reports (but those f says
// collectListed filled) and makes this step's pairs the previous ones.
// sleeping says whether a body slept as the step began or sleeps now: if
// not, no pair is asleep (pairKey.asleep), so none is carried over.
func (c *contactLog) endStep(f *reportFill, sleeping bool) {
	c.impulses()
	// When every pair of prev touched again (refound counts them: the
	// pairs of prev are those with seen one step ago), none is carried over
	// or ended, and prev is not walked.
	ended := c.tally.refound < len(c.prev)
	if ended && (sleeping || c.tally.walkPrev) {
		for _, p := range c.prev {
			if p.seen != c.stamp && p.key.alive() && p.key.asleep() {
				c.touch(p) // kept as it was
			}
		}
	}
	// out[i] is cur[i]'s report: collectListed filled some already
	// (touchFilled); the slots past them hold the last step's reports.
	if n := len(c.cur); n > len(c.out) {
		c.out = slices.Grow(c.out, n-len(c.out))[:n]
	}
	if f.refill || f.to == 0 {
		c.report(0, len(c.cur))
	} else {
		c.report(0, f.from)
		for _, i := range f.slow {
			c.report(int(i), int(i)+1)
		}
		c.report(f.to, len(c.cur))
	}
	if c.tally.lazy {
		c.tally.due = len(c.cur)
	}
	if ended {
		c.endPairs()
	}
	c.cur, c.prev = c.prev, c.cur
}

// report writes the reports of cur[from:to] into out[from:to], out as long
// as cur, or only their phases in a lazy step (see stepTally.due).
func (c *contactLog) report(from, to int) {
	lazy := c.tally.lazy
	for i, p := range c.cur[from:to] {
		p.t.Phase = TouchBegin
		if p.before == c.stamp-1 {
			p.t.Phase = TouchStay
			if p.t.Impulse == 0 && p.key.asleep() {
				// Fell asleep this step: cp solved no contact of the body.
				p.t.Impulse = p.lastPush
			}
		}
		if !lazy {
			putTouch(&c.out[from+i], &p.t)
		}
	}
}

// reports writes the reports the last step left for its reader (see
// stepTally.due) and returns them all. The next step writes its reports as
// it goes: a world read or snapshotted every step (a Timeline's) pays no
// second pass over the pairs.
func (c *contactLog) reports() []Touch {
	t := c.tally
	if t.due != 0 {
		for i, p := range c.prev[:t.due] {
			putTouch(&c.out[i], &p.t)
		}
		t.due = 0
	}
	t.read = true
	return c.out
}

// endPairs reports the pairs of prev not touching this step as ended and
// forgets them.
func (c *contactLog) endPairs() {
	if c.tally.inexact || c.tally.walkPrev {
		for _, p := range c.prev {
			if p.seen != c.stamp {
				c.end(p)
			}
		}
		return
	}
	// The pairs of prev not touched again are those whose bit touch did not
	// set, in prev's order; each is read, not every pair of prev.
	for k, word := range c.tally.again {
		for bits := ^word; bits != 0; bits &= bits - 1 {
			i := k<<6 + mathbits.TrailingZeros64(bits)
			if i >= len(c.prev) {
				break
			}
			c.end(c.prev[i])
		}
	}
}

// end reports p, of prev and not touching this step, as ended and forgets it.
func (c *contactLog) end(p *pair) {
	t := p.t
	t.Phase = TouchEnd
	c.out = appendTouch(c.out, &t)
	delete(c.pairs, p.key)
	*p = pair{}
}

// appendTouch is append(out, *t), but when the slot past out's end still
// holds a report of t's entities (the last step's report in that place) it
// copies only the fields without pointers: a whole Touch stored while the
// garbage collector marks goes through its write barrier, and most reports
// of a step are where they were the step before.
func appendTouch(out []Touch, t *Touch) []Touch {
	n := len(out)
	if n == cap(out) {
		return append(out, *t)
	}
	out = out[:n+1]
	putTouch(&out[n], t)
	return out
}

// putTouch sets *o to *t, storing only the fields without pointers when o
// already names t's entities (see appendTouch).
func putTouch(o, t *Touch) {
	if o.A == t.A && o.B == t.B {
		o.Phase, o.ShapeA, o.ShapeB, o.Sensor = t.Phase, t.ShapeA, t.ShapeB, t.Sensor
		o.Normal, o.Point, o.Impulse = t.Normal, t.Point, t.Impulse
	} else {
		*o = *t
	}
}

// touchFilled is touch(p) followed by endStep's report of p, written by
// collectListed while p is at hand, so that endStep need not read p again:
// one call for collectListed's common case (touch is too large to be
// inlined), so it repeats touch's steps; TestCollectPathsAgree compares its
// reports with those of touch and endStep. It is only for a step in which no
// body slept or sleeps (then endStep's asleep test is false), for a pair that
// is not watched (no impulse is added to it at endStep) and whose touch
// nothing changes after (a second arbiter of the pair sets refill: see
// ordinary). In a lazy step it sets p's phase and leaves the report to the
// reader (see stepTally.due).
func (c *contactLog) touchFilled(p *pair) {
	// touch
	p.before, p.seen = p.seen, c.stamp
	p.t.Phase = TouchBegin
	if p.before == c.stamp-1 {
		p.t.Phase = TouchStay
		t := c.tally
		t.refound++
		if i := int(p.idx); i < len(c.prev) && c.prev[i] == p {
			t.again[i>>6] |= 1 << (i & 63)
		} else {
			t.inexact = true
		}
	}
	i := len(c.cur)
	p.idx = int32(i)
	c.cur = appendSame(c.cur, p)
	if c.tally.lazy {
		return // p's phase is set: the reader writes its report (reports)
	}
	// the report, in out[i]
	if i < cap(c.out) {
		c.out = c.out[:i+1]
	} else {
		c.out = slices.Grow(c.out, i+1-len(c.out))[:i+1]
	}
	putTouch(&c.out[i], &p.t)
}

func (k pairKey) alive() bool {
	return k.a.rec.seen != 0 && k.b.rec.seen != 0 && k.a.rec.e.Alive() && k.b.rec.e.Alive()
}

// sleepsNow reports whether either body sleeps.
func (k pairKey) sleepsNow() bool {
	return k.a.rec.body.IsSleeping() || k.b.rec.body.IsSleeping()
}

// asleep reports whether either body sleeps or slept when the step began: cp
// does not look for contacts of sleeping bodies, and a body woken during the
// step gets its old contacts back without the pre-solve callback.
func (k pairKey) asleep() bool {
	a, b := k.a.rec, k.b.rec
	return a.slept || b.slept || a.body.IsSleeping() || b.body.IsSleeping()
}

// before orders shape refs: entity id, then collider before walls, then index.
func (r *shapeRef) before(o *shapeRef) bool {
	if r.id != o.id {
		return r.id < o.id
	}
	if r.noComp != o.noComp {
		return o.noComp
	}
	return r.index < o.index
}

// preSolve is cp's pre-solve callback for every pair of touching shapes with a
// watched shape (see watchedType) that is not ignored: one-way shapes, touch
// records and impacts.
func (w *World) preSolve(arb *cp.Arbiter) bool {
	if !w.fixSeam(arb) {
		return false
	}
	sa, sb := arb.Shapes()
	ra, rb := sa.UserData.(*shapeRef), sb.UserData.(*shapeRef)
	n := arb.Normal()
	if passesOneWay(ra, n) || passesOneWay(rb, n.Neg()) {
		return arb.Ignore()
	}
	set := arb.ContactPointSet()
	point := set.Points[0].PointA
	sensor := sa.Sensor() || sb.Sensor()
	if !sensor && arb.IsFirstContact() {
		ba, bb := arb.Bodies()
		rel := bb.VelocityAtWorldPoint(point).Sub(ba.VelocityAtWorldPoint(point))
		if speed := perSecond(-rel.Dot(n)); speed >= w.opts.ImpactSpeed {
			w.contacts.impacts = append(w.contacts.impacts, impact(ra, rb, n, point, speed))
		}
	}
	if rb.before(ra) {
		ra, rb, n = rb, ra, n.Neg()
	}
	hint, _ := arb.UserData.(*pair)
	p, fresh := w.contacts.found(pairKey{ra, rb}, hint)
	if fresh {
		p.t.Normal, p.t.Point = unit(n), gvec(point)
	}
	p.watched = true
	arb.UserData = p
	if !sensor {
		w.contacts.solid(p, arb)
	}
	return true
}

func impact(ra, rb *shapeRef, n, p cp.Vector, speed float64) Impact {
	if rb.before(ra) {
		ra, rb, n = rb, ra, n.Neg()
	}
	return Impact{A: ra.rec.e, B: rb.rec.e, ShapeA: ra.index, ShapeB: rb.index,
		Normal: unit(n), Point: gvec(p), Speed: speed}
}

// passesOneWay reports whether r is one-way and the other shape meets it from a
// side it lets through; n points from r's shape to the other.
func passesOneWay(r *shapeRef, n cp.Vector) bool {
	return r.oneWay != (griff.Vec{}) && n.Dot(vec(r.oneWay)) <= 0
}

// unit converts a cp normal, turning -0 into 0 so reports print and hash the
// same whichever way a pair was met.
func unit(n cp.Vector) griff.Vec {
	if n.X == 0 {
		n.X = 0
	}
	if n.Y == 0 {
		n.Y = 0
	}
	return gvec(n)
}

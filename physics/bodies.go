package physics

import (
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// bodyRec is the cache of one entity's body: the cp body and shapes built from
// its components, and what the world last read from or wrote to its transform.
type bodyRec struct {
	e      *scenes.Entity
	body   *cp.Body
	kind   BodyKind
	comp   *Body     // nil for an implicit static body (Collider alone) or walls
	col    *Collider // the collider built from, or nil
	built  []Shape   // deep copy of the shapes built, to see edits
	cells  []bool    // tilemap walls: the cells built from
	shapes []*cp.Shape
	seen   uint64

	lastPos griff.Vec // local transform values last read or written
	lastRot float64
	lastVel griff.Vec // Body velocities last read or written
	lastW   float64
	// cp's velocities last given to or read from the body (cp units) and the
	// Body velocities they stand for, so a velocity cp did not change is
	// written back as it was given, not converted there and back.
	cpVel  cp.Vector
	cpW    float64
	setVel griff.Vec
	setW   float64

	gravity  griff.Vec // this body's gravity for the coming step
	cpGrav   cp.Vector // gravity in cp units
	linKeep  float64   // exp(-LinearDamping*dt)
	angKeep  float64   // exp(-AngularDamping*dt)
	fixedRot bool
	never    bool // NeverSleep
	plainVel bool // cp's own velocity function is set (world gravity, no damping)

	moving     bool // kinematic: moved by its transform this step
	moveTarget griff.Vec
	moveRot    float64
	radius     float64   // inner radius for continuous sweeps
	before     cp.Vector // position before the step, for continuous sweeps
	continuous bool
	slept      bool      // asleep when the step began
	v0         cp.Vector // velocity when the step began, for impacts
	w0         float64   // angular velocity when the step began

	// Not state (snapSkip), and last so that the snapshot layout keeps its
	// offsets:
	walk int32 // 1 + position in the step's walk order for a dynamic body, else 0; set by beforeStep
	hot  uint8 // steady's copies of settings in other cache lines (hotKnown...), set by applySettings; 0 after a restore
	// built in this line, when it is one plain shape (see setOne): 1 + its
	// Kind, and its Size and Radius; one is 0 otherwise and after a restore.
	// (The record stays 384 bytes, six cache lines.)
	one       uint8
	oneSize   griff.Vec
	oneRadius float64
}

// The bits of bodyRec.hot: what steady reads of a dynamic body's settings,
// kept in the record's last cache line (with walk, slept, v0 and w0, which
// every step writes) so that steady does not read the two lines that hold
// them. Every write of the fields they copy is followed by setHot, or (never,
// in steady) writes the bit too; a record without hotKnown (decoded by a
// restore) is not steady until applySettings sets them.
const (
	hotKnown    uint8 = 1 << iota // the other bits are set
	hotFixedRot                   // fixedRot
	hotNever                      // never
	hotPlain                      // gravity is the world's (same bits), linKeep and angKeep are 1
	hotPlainVel                   // plainVel
)

// setOne sets r.one, oneSize and oneRadius from r.built: when it is one
// shape whose fields but Kind, Size and Radius are all zero (a plain box,
// circle or capsule, the common case), steady compares the Collider with
// these copies (sameBuilt) instead of reading the built copy's two cache
// lines.
func (r *bodyRec) setOne() {
	r.one, r.oneSize, r.oneRadius = 0, griff.Vec{}, 0
	if len(r.built) != 1 {
		return
	}
	if s := &r.built[0]; s.plain() {
		// (a Kind of 255 gives 0: not known, compared in full)
		r.one, r.oneSize, r.oneRadius = uint8(s.Kind)+1, s.Size, s.Radius
	}
}

// plain reports whether every field of s but Kind, Size and Radius is zero
// (floats compared with ==, so -0 counts as zero, as sameSettings counts it
// equal to 0).
func (s *Shape) plain() bool {
	return s.Offset == (griff.Vec{}) && s.Angle == 0 && len(s.Points) == 0 && s.Friction == 0 &&
		s.Restitution == 0 && s.Density == 0 && !s.Sensor && s.OneWay == 0 && s.Layers == 0 && s.Mask == 0
}

// sameBuilt is sameShapes(r.built, c), from r's copies in its last cache
// line when r.one is set: built is then one plain shape, and c's shapes
// equal it exactly when c has one shape, plain, of the same Kind, Size and
// Radius (== on every float, as sameSettings compares them; a field equal
// to a zero is equal to the other's zero). TestSameBuiltMatchesShapes.
func (r *bodyRec) sameBuilt(c *Collider) bool {
	if r.one == 0 {
		return sameShapes(r.built, c)
	}
	if c == nil || len(c.Shapes) != 1 {
		return false
	}
	s := &c.Shapes[0]
	return s.Kind == ShapeKind(r.one-1) && s.Size == r.oneSize && s.Radius == r.oneRadius && s.plain()
}

// setHot sets r.hot from the fields it copies; g is the world's gravity.
func (r *bodyRec) setHot(g griff.Vec) {
	h := hotKnown
	if r.fixedRot {
		h |= hotFixedRot
	}
	if r.never {
		h |= hotNever
	}
	if sameBits(r.gravity, g) && r.linKeep == 1 && r.angKeep == 1 {
		h |= hotPlain
	}
	if r.plainVel {
		h |= hotPlainVel
	}
	r.hot = h
}

// shapeRef is what a cp shape's UserData holds: the entity and shape index
// reported for it.
type shapeRef struct {
	rec    *bodyRec
	index  int
	oneWay griff.Vec // outward normal of the solid side, or zero
	// id and noComp are rec's entity id and whether rec has neither Body nor
	// Collider (tilemap walls, rope points), kept here for ordering pairs
	// without chasing pointers in every pre-solve.
	id     scenes.EntityID
	noComp bool
	// watched: the shape is a sensor, one-way or on a kinematic body, so
	// its pairs go through preSolve (see watchedType).
	watched bool
	sensor  bool
	// seam is what a static shape knows of its neighbours (see findSeams),
	// or nil.
	seam *seamInfo
	// seams holds them by cp shape when the shape is several (a chain).
	seams map[*cp.Shape]*seamInfo
}

// newShapeRef returns the reference of shape index of r.
func newShapeRef(r *bodyRec, index int, oneWay griff.Vec) *shapeRef {
	return &shapeRef{rec: r, index: index, oneWay: oneWay, id: r.e.ID(), noComp: r.comp == nil && r.col == nil}
}

// steady is syncBody's common case, a dynamic body that nothing changed since
// the world last read or wrote it, in one check: r (e's record) was built
// from b and c, the shapes are the same, the transform is where the world
// left it (parentless, not jumped; placeable then holds) and b's settings and
// velocities are those read last (applySettings then changes nothing but the
// NeverSleep and Continuous flags). Then it does what syncBody would and
// reports true; else it changes nothing and reports false.
func (w *World) steady(r *bodyRec, e *scenes.Entity, b *Body, c *Collider, dt float64) bool {
	if r.comp != b || r.col != c || b.Kind != BodyDynamic || r.kind != BodyDynamic || e.Parent() != nil {
		return false
	}
	tr := e.Transform()
	p, a := tr.Position(), tr.Rotation()
	// (inWorld is false for a NaN or infinite position, so p needs no
	// finiteness test of its own.)
	if tr.Jumped() || p != r.lastPos || a != r.lastRot || a-a != 0 || !inWorld(p) {
		return false
	}
	// The record's settings are read from its copies in hot: fixedRot,
	// gravity, linKeep, angKeep, plainVel and never lie in two cache lines
	// steady would otherwise read for them alone.
	g, h := w.opts.Gravity, r.hot
	if h&hotKnown == 0 || b.Velocity != r.lastVel || b.AngularVelocity != r.lastW || b.FixedRotation != (h&hotFixedRot != 0) ||
		b.LinearDamping != 0 || b.AngularDamping != 0 || b.NoGravity || (b.GravityScale != 0 && b.GravityScale != 1) ||
		!(math.Abs(g[0])+math.Abs(g[1]) <= MaxGravity/2) || h&hotPlain == 0 ||
		(dt > 0 && h&hotPlainVel == 0) || !r.sameBuilt(c) {
		return false
	}
	r.seen = w.stamp
	if never := h&hotNever != 0; never != b.NeverSleep || r.continuous != b.Continuous {
		// (stored only when changed: no write to their cache lines)
		r.never, r.continuous = b.NeverSleep, b.Continuous
		r.hot = h &^ hotNever
		if r.never {
			r.hot |= hotNever
		}
	}
	if b.NeverSleep {
		r.body.Activate()
	}
	return true
}

// syncBody syncs e's body from its Body b (nil for a Collider alone) and
// Collider c; r is w.byEntity[e.ID()].
func (w *World) syncBody(e *scenes.Entity, r *bodyRec, b *Body, c *Collider, dt float64) {
	kind := BodyStatic
	if b != nil {
		kind = b.Kind
	}
	if kind > BodyStatic {
		w.scene.Problems().Warn(e, "Griff.Body", "unknown %v; simulated as dynamic", kind)
		kind = BodyDynamic
	}
	component := "Griff.Collider"
	if b != nil {
		component = "Griff.Body"
	}
	if !w.placeable(e, component) {
		return // not seen: dropUnseen takes a built body out
	}
	if r != nil && (r.comp != b || r.col != c || r.kind != kind || !sameShapes(r.built, c)) {
		w.removeBody(r)
		r = nil
	}
	if r == nil {
		if !w.admit(e, c, kind) {
			return // not seen, like a body not placeable
		}
		r = w.buildBody(e, b, c, kind)
		w.bodies = append(w.bodies, r)
		w.byEntity[e.ID()] = r
	} else if w.readTransform(r, dt) && r.kind == BodyDynamic && !w.roomFor(r) {
		w.removeBody(r) // moved into a crowd by game code: left out until moved
		w.refuse(e)
		return
	}
	r.seen = w.stamp
	if b != nil {
		w.applySettings(r, b, dt)
	}
}

func (w *World) buildBody(e *scenes.Entity, b *Body, c *Collider, kind BodyKind) *bodyRec {
	r := &bodyRec{e: e, kind: kind, comp: b, col: c, linKeep: 1, angKeep: 1}
	r.body = newCPBody(kind)
	r.body.UserData = r
	tr := e.Transform()
	r.lastPos, r.lastRot = tr.Position(), tr.Rotation()
	pos, rot := toWorld(e, r.lastPos, r.lastRot)
	r.body.SetAngle(rot)
	r.body.SetPosition(vec(pos))
	w.space.AddBody(r.body)
	if c != nil {
		r.built = copyShapes(c.Shapes)
		r.setOne()
		for i, s := range c.Shapes {
			w.addShape(r, s, i, "Griff.Collider", 0)
		}
	}
	if kind == BodyDynamic {
		w.dynamic++
		if m := r.body.Mass(); !(m > 0) || math.IsInf(m, 0) || !(r.body.Moment() > 0) {
			r.body.SetMass(1)
			r.body.SetMoment(1)
		}
		r.body.SetVelocityUpdateFunc(bodyVelocity)
	}
	if b != nil {
		r.fixedRot = b.FixedRotation
		if r.fixedRot && kind == BodyDynamic {
			r.body.SetMoment(math.Inf(1))
		}
		r.lastVel, r.lastW = b.Velocity, b.AngularVelocity
		v, spin := w.boundVelocity(e, b.Velocity, b.AngularVelocity)
		if r.fixedRot {
			spin = 0
		}
		r.setVelocity(v, spin)
	}
	r.radius = innerRadius(r.built)
	if kind == BodyStatic {
		w.markSeamsOf(r)
	}
	return r
}

// removeBody takes r's shapes, body and the joints and ropes on it out of the
// space.
func (w *World) removeBody(r *bodyRec) {
	w.dropJointsOn(r.body)
	w.dropRopesOn(r.body)
	for _, s := range r.shapes {
		w.space.RemoveShape(s)
	}
	w.space.RemoveBody(r.body)
	switch r.kind {
	case BodyStatic:
		w.markSeamsOf(r)
	case BodyDynamic:
		w.dynamic--
	}
	r.shapes = nil
	if w.byEntity[r.e.ID()] == r {
		delete(w.byEntity, r.e.ID())
	}
	if w.wallsBy[r.e.ID()] == r {
		delete(w.wallsBy, r.e.ID())
	}
	r.seen = 0
}

// dropUnseen removes the records not seen in this sync, keeping the order of
// the others.
func (w *World) dropUnseen(recs []*bodyRec, by map[scenes.EntityID]*bodyRec) []*bodyRec {
	out := recs[:0]
	for _, r := range recs {
		switch {
		case r.seen == w.stamp:
			out = append(out, r)
		case r.seen != 0: // not seen: entity gone, inactive or component removed
			w.removeBody(r)
		}
	}
	clear(recs[len(out):])
	return out
}

// placeable reports whether e's transform puts a body at a finite place. If
// not (a NaN or infinite position or rotation, or a parent's), it warns once,
// naming e and component, and the body is left out of the world (taken out if
// it was built) until the transform is finite again: cp would spread the NaN
// through its broad phase to every body near it.
func (w *World) placeable(e *scenes.Entity, component string) bool {
	tr := e.Transform()
	p, a := tr.Position(), tr.Rotation()
	par := e.Parent()
	if par == nil && p[0]-p[0] == 0 && p[1]-p[1] == 0 && a-a == 0 && inWorld(p) {
		return true // the common case, what the rest finds for it
	}
	ok := finite(p[0], p[1], a)
	wp := p
	if ok && par != nil {
		var wa float64
		wp, wa = toWorld(e, p, a)
		ok = finite(wp[0], wp[1], wa)
	}
	if !ok {
		w.scene.Problems().Warn(e, component, "the position or rotation is not finite; body left out")
		return false
	}
	if !inWorld(wp) {
		w.scene.Problems().Warn(e, component, "the position is further than 1e7 world units from the origin; body left out")
		return false
	}
	return true
}

// readTransform moves r's body to where game code put its transform, if it
// changed since the world last read or wrote it, and reports whether it put
// the body there at once.
func (w *World) readTransform(r *bodyRec, dt float64) bool {
	tr := r.e.Transform()
	p, a := tr.Position(), tr.Rotation()
	if !tr.Jumped() && p == r.lastPos && a == r.lastRot {
		return false
	}
	r.lastPos, r.lastRot = p, a
	pos, rot := toWorld(r.e, p, a)
	if r.kind == BodyKinematic && dt > 0 && !tr.Jumped() {
		// Moved, not teleported: reach the target through a velocity for this
		// step, so what stands on the body is carried.
		r.moving, r.moveTarget, r.moveRot = true, pos, rot
		return false
	}
	w.place(r, pos, rot)
	return true
}

// place puts r's body at pos, rot (world) at once and wakes what it touches.
func (w *World) place(r *bodyRec, pos griff.Vec, rot float64) {
	b := r.body
	b.SetAngle(rot)
	b.SetPosition(vec(pos))
	for _, s := range r.shapes {
		w.space.ReindexShape(s)
	}
	switch r.kind {
	case BodyStatic:
		b.ActivateStatic(nil)
		w.markSeamsOf(r)
	case BodyKinematic:
		b.EachArbiter(func(arb *cp.Arbiter) {
			a, o := arb.Bodies()
			if a == b {
				a = o
			}
			a.Activate()
		})
	}
}

// applySettings reads a Body's settings and velocities into r before a step.
func (w *World) applySettings(r *bodyRec, b *Body, dt float64) {
	body := r.body
	if r.kind == BodyKinematic {
		v, spin := w.boundVelocity(r.e, b.Velocity, b.AngularVelocity)
		if r.moving {
			cur := gvec(body.Position())
			v = griff.V((r.moveTarget[0]-cur[0])/dt, (r.moveTarget[1]-cur[1])/dt)
			spin = (r.moveRot - body.Angle()) / dt
		}
		if cv := velToCP(v); cv != body.Velocity() {
			body.SetVelocityVector(cv)
		}
		if cw := perNs(spin); cw != body.AngularVelocity() {
			body.SetAngularVelocity(cw)
		}
		return
	}
	if r.kind != BodyDynamic {
		return
	}
	if b.Velocity != r.lastVel || b.AngularVelocity != r.lastW {
		v, spin := w.boundVelocity(r.e, b.Velocity, b.AngularVelocity)
		if b.Velocity != r.lastVel {
			r.cpVel, r.setVel = velToCP(v), v
			body.SetVelocityVector(r.cpVel)
			r.lastVel = b.Velocity
		}
		if b.AngularVelocity != r.lastW {
			r.cpW, r.setW = perNs(spin), spin
			body.SetAngularVelocity(r.cpW)
			r.lastW = b.AngularVelocity
		}
	}
	if b.FixedRotation != r.fixedRot {
		r.fixedRot = b.FixedRotation
		if r.fixedRot {
			body.SetMoment(math.Inf(1))
			body.SetAngularVelocity(0)
		} else {
			body.AccumulateMassFromShapes()
		}
		w.velsRead = false // the body's spin is no longer cpW
	}
	w.applyMotion(r, b, dt)
	if plain := r.gravity == w.opts.Gravity && r.linKeep == 1 && r.angKeep == 1; dt > 0 && plain != r.plainVel {
		// cp's function gives the same bits as updateVelocity then, one
		// indirect call fewer per body per step.
		r.plainVel = plain
		if plain {
			body.SetVelocityUpdateFunc(cp.BodyUpdateVelocity)
		} else {
			body.SetVelocityUpdateFunc(bodyVelocity)
		}
	}
	r.never, r.continuous = b.NeverSleep, b.Continuous
	r.setHot(w.opts.Gravity)
	if r.never {
		body.Activate()
	}
}

// applyMotion sets r's gravity and damping keeps from b for a step of dt
// seconds. A Body with the defaults (world gravity, no damping: most bodies)
// takes the world's gravity and keeps of 1 as they are, which is what the
// bounds and keep give for it (the world's gravity is bounded already), with
// no warning; only other Bodies go through the bounds. (The world's gravity
// is well inside MaxGravity when its |x|+|y| is at most half of it, so
// boundGravity would not clamp it even by a rounding.)
func (w *World) applyMotion(r *bodyRec, b *Body, dt float64) {
	g := w.opts.Gravity
	if b.LinearDamping == 0 && b.AngularDamping == 0 && !b.NoGravity && (b.GravityScale == 0 || b.GravityScale == 1) &&
		math.Abs(g[0])+math.Abs(g[1]) <= MaxGravity/2 {
		if !sameBits(r.gravity, g) || r.linKeep != 1 || r.angKeep != 1 {
			// (else cpGrav, always set with gravity, is accelToCP(g) already)
			r.gravity, r.cpGrav = g, accelToCP(g)
			r.linKeep, r.angKeep = 1, 1
		}
		return
	}
	r.gravity = w.boundGravity(r.e, w.opts.Gravity, b)
	r.cpGrav = accelToCP(r.gravity)
	r.linKeep = keep(w.boundDamping(r.e, b.LinearDamping), dt)
	r.angKeep = keep(w.boundDamping(r.e, b.AngularDamping), dt)
}

// sameBits reports whether a and b are the same bits (0 and -0 differ).
func sameBits(a, b griff.Vec) bool {
	return math.Float64bits(a[0]) == math.Float64bits(b[0]) && math.Float64bits(a[1]) == math.Float64bits(b[1])
}

func bodyGravity(g griff.Vec, b *Body) griff.Vec {
	switch {
	case b.NoGravity:
		return griff.Vec{}
	case b.GravityScale == 0 || b.GravityScale == 1:
		return g
	}
	return griff.V(g[0]*b.GravityScale, g[1]*b.GravityScale)
}

// keep returns exp(-damping*dt), the part of a velocity kept over dt seconds,
// with Griff's deterministic Exp.
func keep(damping, dt float64) float64 {
	if damping <= 0 || dt <= 0 {
		return 1
	}
	return griff.Exp(-damping * dt)
}

// bodyVelocity is the cp velocity function of dynamic bodies that are not
// plain (see applySettings): updateVelocity of the body's record. It is a
// plain function, not a method value, so a snapshot can name it.
func bodyVelocity(body *cp.Body, g cp.Vector, damping, dt float64) {
	body.UserData.(*bodyRec).updateVelocity(body, g, damping, dt)
}

// updateVelocity is r's cp velocity function: gravity scaled for the body,
// angular damping through cp's damping and linear damping folded into the
// gravity term so one cp call applies both:
// v*lin + g*dt = v*ang + (g + v*(lin-ang)/dt)*dt.
func (r *bodyRec) updateVelocity(body *cp.Body, _ cp.Vector, damping, dt float64) {
	g := r.cpGrav
	if r.linKeep != r.angKeep {
		v, k := body.Velocity(), (r.linKeep-r.angKeep)/dt
		g = cp.Vector{X: g.X + float64(v.X*k), Y: g.Y + float64(v.Y*k)}
	}
	cp.BodyUpdateVelocity(body, g, damping*r.angKeep, dt)
}

// setVelocity gives r's cp body the velocity v (world units per second) and
// spin (radians per second).
func (r *bodyRec) setVelocity(v griff.Vec, spin float64) {
	r.cpVel, r.setVel = velToCP(v), v
	r.cpW, r.setW = perNs(spin), spin
	r.body.SetVelocityVector(r.cpVel)
	r.body.SetAngularVelocity(r.cpW)
}

// velocity returns r's cp body's velocities in world units and radians per
// second: those given to it if cp did not change them.
func (r *bodyRec) velocity() (griff.Vec, float64) {
	if v := r.body.Velocity(); v != r.cpVel {
		r.cpVel, r.setVel = v, velFromCP(v)
	}
	if w := r.body.AngularVelocity(); w != r.cpW {
		r.cpW, r.setW = w, perSecond(w)
	}
	return r.setVel, r.setW
}

// toWorld turns a local position and rotation of e into world ones, through
// its parent's world matrix. The rotation adds the ancestors' rotations (exact
// for parents without mirroring scales).
func toWorld(e *scenes.Entity, p griff.Vec, a float64) (griff.Vec, float64) {
	par := e.Parent()
	if par == nil {
		return p, a
	}
	return par.Transform().World().Apply(p), a + worldRotation(par)
}

// toLocal is toWorld's inverse.
func toLocal(e *scenes.Entity, p griff.Vec, a float64) (griff.Vec, float64) {
	par := e.Parent()
	if par == nil {
		return p, a
	}
	inv, ok := par.Transform().World().Invert()
	if !ok {
		return p, a
	}
	return inv.Apply(p), a - worldRotation(par)
}

func worldRotation(e *scenes.Entity) float64 {
	a := 0.0
	for ; e != nil; e = e.Parent() {
		a += e.Transform().Rotation()
	}
	return a
}

func copyShapes(s []Shape) []Shape {
	out := slices.Clone(s)
	for i := range out {
		out[i].Points = slices.Clone(out[i].Points)
	}
	return out
}

// sameShapes reports whether c's shapes equal the built copy.
func sameShapes(built []Shape, c *Collider) bool {
	if c != nil && len(built) == 1 && len(c.Shapes) == 1 {
		// one shape, the common case, without the loop
		return built[0].sameSettings(&c.Shapes[0]) && slices.Equal(built[0].Points, c.Shapes[0].Points)
	}
	var cur []Shape
	if c != nil {
		cur = c.Shapes
	}
	if len(built) != len(cur) {
		return false
	}
	for i := range built {
		if !built[i].sameSettings(&cur[i]) || !slices.Equal(built[i].Points, cur[i].Points) {
			return false
		}
	}
	return true
}

// sameSettings reports whether s and o are equal but for Points (floats
// compared with ==, so a NaN setting never equals). It runs for every body
// every step, so it compares in place rather than through copies.
func (s *Shape) sameSettings(o *Shape) bool {
	return s.Kind == o.Kind && s.Offset == o.Offset && s.Size == o.Size &&
		s.Angle == o.Angle && s.Radius == o.Radius && s.Friction == o.Friction &&
		s.Restitution == o.Restitution && s.Density == o.Density &&
		s.Sensor == o.Sensor && s.OneWay == o.OneWay && s.Layers == o.Layers && s.Mask == o.Mask
}

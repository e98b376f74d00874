package physics

import (
	"math"
	"sync"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/jakecoffman/cp/v2"
)

// The defaults of zero-valued Options.
const (
	// DefaultGravityY is the gravity of a world whose Options.Gravity is zero:
	// (0, DefaultGravityY), 980 world units per second² downwards (9.8 m/s² at
	// 100 world units a metre).
	DefaultGravityY = 980.0
	// DefaultIterations is the solver's iteration count when Options.Iterations
	// is 0 (cp's own default).
	DefaultIterations = 10
	// DefaultSleepTime is how long a body must rest before it sleeps when
	// Options.SleepTime is 0. The unit is seconds.
	DefaultSleepTime = 0.5
	// DefaultIdleSpeed is the idle speed of a world without gravity whose
	// Options.IdleSpeed is 0. The unit is world units per second.
	DefaultIdleSpeed = 1.0
	// DefaultImpactSpeed is the impact threshold when Options.ImpactSpeed is 0.
	// The unit is world units per second.
	DefaultImpactSpeed = 200.0
)

// Options configures a World. The zero value is a valid configuration:
// gravity (0, DefaultGravityY), DefaultIterations, sleeping after DefaultSleepTime,
// DefaultImpactSpeed.
type Options struct {
	// Gravity is the acceleration of every dynamic body, in world units per
	// second² (y down). The zero value means (0, DefaultGravityY); set NoGravity for a
	// world without gravity (top-down games). Longer than MaxGravity it is
	// clamped; not finite, the default is used (one warning each).
	Gravity griff.Vec
	// NoGravity turns gravity off.
	NoGravity bool
	// Iterations is the number of solver iterations per step; 0 means
	// DefaultIterations. More is stiffer and slower; at most MaxIterations.
	Iterations int
	// SleepTime is how long a body must rest before it falls asleep, in seconds;
	// 0 means DefaultSleepTime.
	SleepTime float64
	// IdleSpeed is the speed, in world units per second, below which a body
	// rests. 0 means cp's rule: the speed gravity adds in one step, or
	// DefaultIdleSpeed in a world without gravity.
	IdleSpeed float64
	// NoSleep turns sleeping off for the whole world.
	NoSleep bool
	// ImpactSpeed is the speed along the contact normal, in world units per
	// second, above which a first contact is reported as an Impact; 0 means
	// DefaultImpactSpeed.
	ImpactSpeed float64
}

func (o Options) resolved() Options {
	if o.Gravity == (griff.Vec{}) {
		o.Gravity = griff.V(0, DefaultGravityY)
	}
	if o.NoGravity {
		o.Gravity = griff.Vec{}
	}
	if o.Iterations <= 0 {
		o.Iterations = DefaultIterations
	}
	if o.SleepTime <= 0 {
		o.SleepTime = DefaultSleepTime
	}
	if o.IdleSpeed <= 0 && o.Gravity == (griff.Vec{}) {
		o.IdleSpeed = DefaultIdleSpeed
	}
	if o.IdleSpeed < 0 {
		o.IdleSpeed = 0
	}
	if o.ImpactSpeed <= 0 {
		o.ImpactSpeed = DefaultImpactSpeed
	}
	return o
}

// cpBodyMu serialises cp.NewBody: cp counts bodies in an unguarded package
// variable (used only by Body.String), which would be a data race when two
// games build worlds at once. It guards that counter and nothing else.
var cpBodyMu sync.Mutex

func newCPBody(kind BodyKind) *cp.Body {
	cpBodyMu.Lock()
	defer cpBodyMu.Unlock()
	switch kind {
	case BodyStatic:
		return cp.NewStaticBody()
	case BodyKinematic:
		return cp.NewKinematicBody()
	}
	return cp.NewBody(0, 0)
}

func newCPSpace() *cp.Space {
	cpBodyMu.Lock()
	defer cpBodyMu.Unlock()
	return cp.NewSpace()
}

// World is the physics of one scene being played: a cp space built from the
// scene's Body, Collider, Joint, Rope and TilemapWalls components, stepped by the
// physics system. Its cp objects are built from those components; their state
// beyond the scene is written by AppendSnapshot. Every field below is state
// unless snapSkip (snapshot.go) lists it with the reason it is not. A World
// must be used from the game's goroutine.
type World struct {
	scene *scenes.Scene
	opts  Options
	space *cp.Space
	stamp uint64

	bodies   []*bodyRec // in the order built
	byEntity map[scenes.EntityID]*bodyRec
	walls    []*bodyRec
	wallsBy  map[scenes.EntityID]*bodyRec
	joints   []*jointRec
	jointsBy map[scenes.EntityID]*jointRec
	ropes    []*ropeRec

	arbScratch []*cp.Arbiter     // one body's arbiters, reused
	arbFunc    func(*cp.Arbiter) // appends to arbScratch, made once
	ropesBy    map[scenes.EntityID]*ropeRec
	groups     uint // last cp group handed to a rope
	seamsDirty bool // a static shape was built, removed or moved: findSeams before the step

	contacts contactLog
	query    queryScratch

	// The bounds on a step's work (see crowd.go).
	dynamic      int                         // dynamic bodies built
	leftOut      int                         // dynamic bodies left out in the last sync
	refused      map[scenes.EntityID]refusal // left out by MaxCrowd
	warnedBodies bool                        // MaxBodies warned about
	warnedCrowd  bool                        // MaxCrowd warned about
	crowd        int                         // crowdAround's count
	crowdFunc    cp.SpaceBBQueryFunc         // w.countMoving, made once

	handlers     []*cp.CollisionHandler // made by newWorld, in order
	snap         *snapCodec             // made by the first snapshot
	skipArbiters bool                   // test switch: snapshots leave cp's arbiter cache out
	seamsLost    bool                   // restored: seam caches not found yet

	// Not state (snapSkip), and last so that the snapshot layout keeps its
	// offsets:
	walkLen       int32          // bodies and rope points in the step's walk order (beforeStep)
	sleptBodies   int            // dynamic bodies asleep as the step began (beforeStep)
	arbStarts     []int32        // collectListed's group starts, reused
	arbKeys       []int32        // collectListed's reader of each arbiter, then their order, reused
	walkEveryList bool           // test switch: collectContacts always walks the bodies' lists
	continuousN   int            // continuous dynamic bodies (beforeStep): 0 skips sweepContinuous
	synced        []syncedBody   // sync's entities with a Collider whose Body it met, in order, reused
	prewalked     int            // records sync prewalked this step, -1 if one was dropped
	preContinuous int            // continuous bodies among them
	noPrewalk     bool           // test switch: sync prewalks no body
	fill          reportFill     // the reports collectListed wrote, for endStep
	tally         stepTally      // contacts' pairs of prev touched again (contacts.tally)
	velsRead      bool           // every dynamic record's cpVel and cpW are its body's (see writeBack, prewalk)
	writeLater    []int32        // writeBack's records with an action left for after, reused
	writeInOrder  bool           // test switch: writeBack writes in build order even when no body sleeps
	shape         uint64         // the scene's Structure when the last sync began and ended (see sync)
	shapeKnown    bool           // shape holds: false before the first sync and after a restore
	lone          []loneCollider // the entities with a Collider and no Body, as syncColliders last met them
	fullSync      bool           // test switch: sync never takes shape as known
	sameShape     bool           // the last sync took shape as known (tests)
}

// NewWorld returns the world of scene s, with nothing built yet: the first Sync
// or Step builds every body of the scene, in hierarchy order.
func NewWorld(s *scenes.Scene, opts Options) *World {
	if s == nil {
		panic("physics: NewWorld with a nil scene")
	}
	opts, notes := boundOptions(opts.resolved())
	for _, n := range notes {
		s.Problems().Warn(nil, physicsComponent, "%s", n)
	}
	return newWorld(s, opts)
}

// newWorld makes a world with opts already resolved and bounded.
func newWorld(s *scenes.Scene, opts Options) *World {
	w := &World{
		scene:    s,
		opts:     opts,
		space:    newCPSpace(),
		byEntity: map[scenes.EntityID]*bodyRec{},
		wallsBy:  map[scenes.EntityID]*bodyRec{},
		jointsBy: map[scenes.EntityID]*jointRec{},
		ropesBy:  map[scenes.EntityID]*ropeRec{},
		refused:  map[scenes.EntityID]refusal{},
	}
	sp := w.space
	sp.Iterations = uint(w.opts.Iterations)
	sp.SetGravity(accelToCP(w.opts.Gravity))
	if !w.opts.NoSleep {
		sp.SleepTimeThreshold = float64(w.opts.SleepTime * nsPerSecond)
	}
	sp.IdleSpeedThreshold = perNs(w.opts.IdleSpeed)
	setCollisionBias(sp)
	setTreeVelocity(sp)
	// Only pairs with a watched shape get a handler (see watchedType); cp
	// solves the others with its default handler and they are read after
	// the step (collectContacts). Pairs of a shape with seams and an
	// unwatched shape only have their seam contacts judged; they are read
	// after the step like the others.
	for _, other := range [...]cp.CollisionType{0, watchedType, seamType} {
		w.handlers = append(w.handlers, sp.NewCollisionHandler(watchedType, other))
	}
	w.handlers = append(w.handlers, sp.NewCollisionHandler(seamType, 0))
	w.bind()
	w.contacts.init()
	return w
}

// bind gives the world's collision handlers and callbacks their functions,
// which call w: when the world is made, and after a restore.
func (w *World) bind() {
	for i, h := range w.handlers {
		h.BeginFunc = func(*cp.Arbiter, *cp.Space, any) bool { return true }
		h.PreSolveFunc = func(arb *cp.Arbiter, _ *cp.Space, _ any) bool { return w.preSolve(arb) }
		if i == len(w.handlers)-1 { // seams and unwatched shapes
			h.PreSolveFunc = func(arb *cp.Arbiter, _ *cp.Space, _ any) bool { return w.fixSeam(arb) }
		}
		h.PostSolveFunc = func(*cp.Arbiter, *cp.Space, any) {}
		h.SeparateFunc = func(*cp.Arbiter, *cp.Space, any) {}
	}
	w.arbFunc = func(arb *cp.Arbiter) { w.arbScratch = append(w.arbScratch, arb) }
	w.contacts.tally = &w.tally
	w.crowdFunc = w.countMoving
}

// Scene returns the scene the world simulates.
func (w *World) Scene() *scenes.Scene { return w.scene }

// Options returns the world's options with defaults filled in.
func (w *World) Options() Options { return w.opts }

// Step advances the world by dt seconds (one fixed step; dt > 0): Sync, then
// cp's step, then the continuous sweeps, then it writes every awake body's
// position and rotation to its transform (and a dynamic body's velocities to its
// Body) and collects the step's touches and impacts. dt counts in whole
// nanoseconds, game time's own unit (it is rounded to the nearest, and is at
// least 1 ns; see the package doc, Determinism). Step panics if dt <= 0 or is
// not finite.
func (w *World) Step(dt float64) {
	if !(dt > 0) || math.IsInf(dt, 0) {
		panic("physics: Step with dt <= 0 or not finite")
	}
	ns := stepNanoseconds(dt)
	w.sync(ns / nsPerSecond)
	w.contacts.beginStep()
	w.fill.reset()
	w.beforeStep()
	drainArbiters(w.space) // every arbiter of the step new: snappool.go
	w.space.Step(ns)
	w.collectContacts()
	w.sweepContinuous()
	w.writeBack()
	w.contacts.endStep(&w.fill, w.sleptBodies != 0 || anyAsleep(w.space))
}

// cpBody returns the cp body built for entity e (its Body, or the static body
// of its Collider), or nil if none is built.
func (w *World) cpBody(e *scenes.Entity) *cp.Body {
	if r := w.byEntity[e.ID()]; r != nil {
		return r.body
	}
	return nil
}

// IsSleeping reports whether e's body is asleep. It is false for entities with
// no dynamic body.
func (w *World) IsSleeping(e *scenes.Entity) bool {
	b := w.cpBody(e)
	return b != nil && b.IsSleeping()
}

// Wake wakes e's body and what it touches, if it is a sleeping dynamic body.
func (w *World) Wake(e *scenes.Entity) {
	if b := w.cpBody(e); b != nil {
		b.Activate()
	}
}

// ApplyImpulse changes e's dynamic body's velocity by impulse/mass (impulse in
// mass × world units per second, along the world's axes whatever way the body
// has turned, applied at the centre of gravity, so it adds no spin) and wakes it;
// the new velocity is in Body.Velocity after the next step. It does nothing for
// other bodies.
func (w *World) ApplyImpulse(e *scenes.Entity, impulse griff.Vec) {
	r := w.byEntity[e.ID()]
	if r == nil || r.kind != BodyDynamic {
		return
	}
	r.body.Activate()
	// At the world point of the centre of gravity: cp's
	// ApplyImpulseAtLocalPoint would read the impulse in the body's own
	// turned frame.
	r.body.ApplyImpulseAtWorldPoint(velToCP(impulse), r.body.LocalToWorld(r.body.CenterOfGravity()))
	v, spin := w.boundVelocity(e, velFromCP(r.body.Velocity()), perSecond(r.body.AngularVelocity()))
	r.setVelocity(v, spin)
	r.lastVel = v
	if b := scenes.Get[Body](e); b != nil {
		b.Velocity = r.lastVel
	}
}

// Mass returns the mass of e's body (mass units: density × square world units),
// or 0 if e has no dynamic body.
func (w *World) Mass(e *scenes.Entity) float64 {
	r := w.byEntity[e.ID()]
	if r == nil || r.kind != BodyDynamic {
		return 0
	}
	return r.body.Mass()
}

// ShapeCount returns the number of cp shapes built for e: its collider's shapes
// (a chain counts one per segment) plus its tilemap walls' boxes.
func (w *World) ShapeCount(e *scenes.Entity) int {
	n := 0
	if r := w.byEntity[e.ID()]; r != nil {
		n += len(r.shapes)
	}
	if r := w.wallsBy[e.ID()]; r != nil {
		n += len(r.shapes)
	}
	return n
}

// vec converts a Griff vector to cp's.
func vec(v griff.Vec) cp.Vector { return cp.Vector{X: v[0], Y: v[1]} }

// gvec converts a cp vector to Griff's.
func gvec(v cp.Vector) griff.Vec { return griff.Vec{v.X, v.Y} }

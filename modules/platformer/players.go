package platformer

import (
	"math"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/physworld"
	"github.com/griffengine/griff/scenes"
)

// The steps of the players system.
var (
	// StepPlayers turns input into the velocities of Player and TopDown
	// components: running, jumping with coyote time and the jump buffer, the
	// jump cut (logic).
	StepPlayers = runtime.NewStep("PlatformerPlayers")
	// StepPlayerBodies gives the players' bodies their velocities and settings
	// (physics, before runtime.StepPhysics).
	StepPlayerBodies = runtime.NewStep("PlatformerPlayerBodies")
	// StepGround finds which players stand on something from the physics
	// step's touches (resolve).
	StepGround = runtime.NewStep("PlatformerGround")
)

// Defaults of zero-valued Player and TopDown fields.
const (
	defaultRunSpeed     = 220
	defaultRunAccel     = 2400
	defaultJumpSpeed    = 560
	defaultJumpCut      = 0.45
	defaultMaxFall      = 900
	defaultCoyote       = 100 * time.Millisecond
	defaultJumpBuffer   = 100 * time.Millisecond
	defaultDropTime     = 250 * time.Millisecond
	defaultTopDownSpeed = 160
	defaultTopDownAccel = 1600
	// groundNormal is how far up (as the y of a unit normal, y down) a contact
	// must point for the player to stand on it: slopes up to about 45°.
	groundNormal = -0.7
	// risingSpeed is the upward speed (world units per second, relative to the
	// ground) above which a player is taken to be jumping through, not
	// standing.
	risingSpeed = 1.0
)

// playerSystem owns Player and TopDown: it has no state of its own.
type playerSystem struct {
	grounds []grounding `griff:"-"` // the players' ground before a ground step's touches (not state)
}

func (*playerSystem) Name() string { return "Platformer.Players" }

func (s *playerSystem) Setup(g *runtime.Game) error {
	g.AddStep(StepPlayers, runtime.InPhase(runtime.PhaseLogic), s.decide)
	g.AddStep(StepPlayerBodies, runtime.Before(runtime.StepPhysics), s.bodies)
	g.AddStep(StepGround, runtime.InPhase(runtime.PhaseResolve), s.ground)
	return nil
}

func (s *playerSystem) decide(g *runtime.Game) {
	// Read-only (scenes' Change marks): a player's entity is marked when
	// its step changes its Player (marks.go) or a drop writes its
	// Collider, so players standing still are shared by a Timeline.
	in, dt := g.Input(), g.Clock().Delta()
	for e, p := range runtime.EachRead[Player](g) {
		b := scenes.Read[physics.Body](e)
		if !usable(g, e, "Platformer.Player", b, p.Input) {
			continue
		}
		was := *p
		dropped := dropThrough(e, scenes.Read[physics.Collider](e), p, in, dt)
		decidePlayer(p, b.Velocity, scenes.Read[Health](e), in, dt, dropped)
		if !samePlayer(&was, p) {
			e.MarkChanged()
		}
	}
	for e, td := range runtime.EachRead[TopDown](g) {
		b := scenes.Read[physics.Body](e)
		if !usable(g, e, "Platformer.TopDown", b, td.Input) {
			continue
		}
		v := td.Velocity
		decideTopDown(td, b.Velocity, scenes.Read[Health](e), in, dt)
		if !scenes.SameVec(v, td.Velocity) {
			e.MarkChanged()
		}
	}
}

// usable reports whether a player component can be moved: it needs a body and a
// local player number in [0, input.MaxPlayers). Each mistake warns once.
func usable(g *runtime.Game, e *scenes.Entity, component string, b *physics.Body, player int) bool {
	switch {
	case b == nil:
		g.Problems().Warn(e, component, "needs a Griff.Body on the same entity")
	case player < 0 || player >= input.MaxPlayers:
		g.Problems().Warn(e, component, "input %d is not a local player number (0 to %d)", player, input.MaxPlayers-1)
	default:
		return true
	}
	return false
}

// dropThrough ends a drop whose time is up, giving the shapes their masks back,
// or starts one when jump is pressed with down held on the ground: DropLayers
// are taken out of the masks of the player's shapes (which the physics world
// sees before the next step). It reports whether a drop started, which uses up
// the jump press.
func dropThrough(e *scenes.Entity, c *physics.Collider, p *Player, in *input.State, dt time.Duration) bool {
	if c == nil {
		return false
	}
	if p.Dropping > 0 {
		p.Dropping -= dt
		if p.Dropping <= 0 {
			e.MarkChanged() // c was read (decide)
			p.Dropping = 0
			for i := range min(len(c.Shapes), len(p.Masks)) {
				c.Shapes[i].Mask = p.Masks[i]
			}
			p.Masks = nil
		}
		return false
	}
	if p.GroundLayers&p.DropLayers == 0 || !p.Grounded || !in.Held(p.Input, ActionDown) || !in.Pressed(p.Input, ActionJump) {
		return false
	}
	e.MarkChanged() // c was read (decide)
	p.Masks = make([]uint32, len(c.Shapes))
	for i := range c.Shapes {
		m := c.Shapes[i].Mask
		p.Masks[i] = m
		if m == 0 {
			m = ^uint32(0)
		}
		c.Shapes[i].Mask = m &^ p.DropLayers
	}
	p.Dropping = max(orDuration(p.DropTime, defaultDropTime), 1)
	return true
}

// decidePlayer works out p.Velocity for the next physics step from the body's
// velocity v after the last one, the input and the game time dt of this step;
// dropped says the jump press of this step started a drop instead.
func decidePlayer(p *Player, v griff.Vec, h *Health, in *input.State, dt time.Duration, dropped bool) {
	sec := dt.Seconds()
	if p.Grounded {
		p.SinceGrounded, p.Jumping, p.Cut = 0, false, false
	} else {
		p.SinceGrounded += dt
	}
	buffer := orDuration(p.JumpBuffer, defaultJumpBuffer)
	switch {
	case in.Pressed(p.Input, ActionJump) && !dropped:
		p.Buffered, p.SinceJumpPressed = true, 0
	case p.Buffered:
		p.SinceJumpPressed += dt
		p.Buffered = p.SinceJumpPressed <= buffer
	}
	stunned := h != nil && h.Stunned > 0
	rel := v[0] - p.Carry[0]
	if !stunned {
		move := axis(in, p.Input, ActionLeft, ActionRight)
		accel := orFloat(p.Acceleration, defaultRunAccel)
		if !p.Grounded {
			accel = orFloat(p.AirAcceleration, accel)
		}
		rel = approach(rel, move*orFloat(p.Speed, defaultRunSpeed), accel*sec)
		if p.Wall != 0 && rel*float64(p.Wall) > 0 { // do not push into a wall
			rel = 0
		}
		if move != 0 {
			p.Facing = int(math.Copysign(1, move))
		}
	}
	p.Carry = griff.Vec{}
	if p.Grounded {
		p.Carry = p.Ground
		if p.Ground[1] > v[1] { // follow a platform going down
			v[1] = p.Ground[1]
		}
	}
	v[0] = rel + p.Carry[0]
	canJump := p.Grounded || (!p.Jumping && p.SinceGrounded <= orDuration(p.CoyoteTime, defaultCoyote))
	if p.Buffered && canJump && !stunned {
		v[1] = math.Min(p.Carry[1], 0) - orFloat(p.JumpSpeed, defaultJumpSpeed)
		p.Jumping, p.Cut, p.Buffered, p.Grounded = true, false, false, false
		p.Jumps++
	}
	if p.Jumping && !p.Cut && v[1] < 0 && !in.Held(p.Input, ActionJump) {
		v[1] *= orFloat(p.JumpCut, defaultJumpCut)
		p.Cut = true
	}
	v[1] = math.Min(v[1], orFloat(p.MaxFallSpeed, defaultMaxFall))
	if buffer < 0 {
		p.Buffered = false
	}
	p.Velocity = v
}

// decideTopDown works out td.Velocity from the input: eight directions, the
// diagonal no faster than a straight line.
func decideTopDown(td *TopDown, v griff.Vec, h *Health, in *input.State, dt time.Duration) {
	if h != nil && h.Stunned > 0 {
		td.Velocity = v
		return
	}
	move := griff.V(axis(in, td.Input, ActionLeft, ActionRight), axis(in, td.Input, ActionUp, ActionDown))
	if l := move.Len(); l > 1 {
		move = move.Mul(1 / l)
	}
	target := move.Mul(orFloat(td.Speed, defaultTopDownSpeed))
	td.Velocity = approachVec(v, target, orFloat(td.Acceleration, defaultTopDownAccel)*dt.Seconds())
}

func (s *playerSystem) bodies(g *runtime.Game) {
	for e, p := range runtime.EachRead[Player](g) {
		if b := scenes.Read[physics.Body](e); b != nil {
			setBody(e, b, p.Velocity, false)
		}
	}
	for e, td := range runtime.EachRead[TopDown](g) {
		if b := scenes.Read[physics.Body](e); b != nil {
			setBody(e, b, td.Velocity, true)
		}
	}
}

// setBody gives b, e's Body read only, a player's velocity v and the flags
// a player's body has, marking e changed only when that changes b.
func setBody(e *scenes.Entity, b *physics.Body, v griff.Vec, noGravity bool) {
	if scenes.SameVec(b.Velocity, v) && b.FixedRotation && b.NeverSleep && (b.NoGravity || !noGravity) {
		return
	}
	e.MarkChanged()
	b.Velocity, b.FixedRotation, b.NeverSleep = v, true, true
	if noGravity {
		b.NoGravity = true
	}
}

// ground sets every Player's Grounded and Ground from the last physics step's
// touches, in the order they were found, and marks the entities of those it
// changed (s.grounds holds them as they were).
func (s *playerSystem) ground(g *runtime.Game) {
	s.grounds = s.grounds[:0]
	for e, p := range runtime.EachRead[Player](g) {
		s.grounds = append(s.grounds, grounding{e, p, p.Grounded, p.Ground, p.GroundLayers, p.Wall})
		p.Grounded, p.Ground, p.GroundLayers, p.Wall = false, griff.Vec{}, 0, 0
	}
	if w := worldOf(g); w != nil {
		for _, t := range w.Touches() {
			if t.Phase == physics.TouchEnd || t.Sensor {
				continue
			}
			s.standOn(t.A, t.B, t.ShapeB, t.Normal.Mul(-1))
			s.standOn(t.B, t.A, t.ShapeA, t.Normal)
		}
	}
	for i := range s.grounds {
		gr := &s.grounds[i]
		p := gr.p
		if p.Grounded != gr.grounded || !scenes.SameVec(p.Ground, gr.ground) || p.GroundLayers != gr.layers || p.Wall != gr.wall {
			gr.e.MarkChanged()
		}
		*gr = grounding{}
	}
}

// visited reports whether ground keeps e's Player's ground (and so marks e
// if it changes).
func (s *playerSystem) visited(e *scenes.Entity) bool {
	for i := range s.grounds {
		if s.grounds[i].e == e {
			return true
		}
	}
	return false
}

// grounding is a Player's ground as ground found it, before the touches.
type grounding struct {
	e        *scenes.Entity
	p        *Player
	grounded bool
	ground   griff.Vec
	layers   uint32
	wall     int
}

// standOn marks self grounded if it has a Player and n, the contact normal from
// other towards self, points up while self is not rising off other; or marks a
// wall beside it when n points sideways and other is not a dynamic body. shape
// is other's shape index.
func (s *playerSystem) standOn(self, other *scenes.Entity, shape int, n griff.Vec) {
	p := scenes.Read[Player](self) // ground marks self if this changes p
	if p == nil {
		return
	}
	if !s.visited(self) {
		self.MarkChanged() // a Player ground did not visit (not active)
	}
	ob := scenes.Read[physics.Body](other) // other is only read
	if math.Abs(n[0]) > -groundNormal && (ob == nil || ob.Kind != physics.BodyDynamic) {
		p.Wall = -int(math.Copysign(1, n[0]))
	}
	if n[1] > groundNormal {
		return
	}
	var ground griff.Vec
	if ob != nil && ob.Kind == physics.BodyKinematic {
		ground = ob.Velocity
	}
	if b := scenes.Read[physics.Body](self); b != nil && b.Velocity[1]-ground[1] < -risingSpeed {
		return
	}
	p.Grounded, p.Ground = true, ground
	p.GroundLayers |= layersOf(other, shape)
}

// layersOf returns the collision layers of e's shape number i: a Collider
// shape's, else its TilemapWalls' (layer 1 when zero).
func layersOf(e *scenes.Entity, i int) uint32 {
	var l uint32
	if c := scenes.Read[physics.Collider](e); c != nil && i >= 0 && i < len(c.Shapes) {
		l = c.Shapes[i].Layers
	} else if w := scenes.Read[physics.TilemapWalls](e); w != nil {
		l = w.Wall.Layers
	}
	if l == 0 {
		return 1
	}
	return l
}

// worldOf returns the physics world of the scene being played, or nil if there
// is none yet (before the first step of the start scene) or no physics system.
func worldOf(g *runtime.Game) *physics.World {
	ph, ok := runtime.LookupService[physworld.Physics](g)
	if !ok {
		return nil
	}
	w := ph.World()
	if w == nil || w.Scene() != g.Scene() {
		return nil
	}
	return w
}

// axis returns +1 if only plus is held, -1 if only minus is, else 0.
func axis(in *input.State, player int, minus, plus string) float64 {
	var a float64
	if in.Held(player, minus) {
		a--
	}
	if in.Held(player, plus) {
		a++
	}
	return a
}

// approach moves v towards target by at most step (>= 0).
func approach(v, target, step float64) float64 {
	if v < target {
		return math.Min(v+step, target)
	}
	return math.Max(v-step, target)
}

// approachVec moves v towards target by a distance of at most step (>= 0).
func approachVec(v, target griff.Vec, step float64) griff.Vec {
	d := target.Sub(v)
	l := d.Len()
	if l <= step || l == 0 {
		return target
	}
	k := step / l
	return griff.V(v[0]+float64(d[0]*k), v[1]+float64(d[1]*k))
}

// orFloat returns v, or def if v is 0.
func orFloat(v, def float64) float64 {
	if v == 0 {
		return def
	}
	return v
}

// orDuration returns d, or def if d is 0.
func orDuration(d, def time.Duration) time.Duration {
	if d == 0 {
		return def
	}
	return d
}

// orInt returns v, or def if v is 0.
func orInt(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

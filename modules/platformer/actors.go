package platformer

import (
	"math"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// The steps of the actors system.
var (
	// StepActors decides where movers, patrols and chasers go this step
	// (logic).
	StepActors = runtime.NewStep("PlatformerActors")
	// StepActorBodies gives their bodies (and crates') velocities and settings,
	// and moves movers without a body (physics, before runtime.StepPhysics).
	StepActorBodies = runtime.NewStep("PlatformerActorBodies")
)

// Defaults of zero-valued actor fields.
const (
	defaultMoverSpeed  = 60
	defaultPatrolSpeed = 60
	defaultReach       = 16
	defaultDrop        = 24
	defaultChaseRange  = 200
	defaultChaseSpeed  = 80
	defaultChaseTarget = "Player"
	// wallNormal is how sideways (|x| of a unit normal) a hit must face for a
	// patrol to take it as a wall.
	wallNormal = 0.5
)

// actorSystem owns PathMover, Patrol, Chaser and Crate. Its only field is a scratch
// buffer for ray hits, not state.
type actorSystem struct {
	hits []physics.Hit `griff:"-"`
}

func (*actorSystem) Name() string { return "Platformer.Actors" }

func (s *actorSystem) Setup(g *runtime.Game) error {
	g.AddStep(StepActors, runtime.InPhase(runtime.PhaseLogic), s.decide)
	g.AddStep(StepActorBodies, runtime.Before(runtime.StepPhysics), s.bodies)
	return nil
}

func (s *actorSystem) decide(g *runtime.Game) {
	dt := g.Clock().Delta()
	for e, m := range runtime.Each[PathMover](g) {
		checkMover(g, e, m)
		decideMover(m, e.Transform().Position(), dt)
	}
	w := worldOf(g)
	for e, p := range runtime.Each[Patrol](g) {
		s.decidePatrol(w, e, p)
	}
	for e, c := range runtime.Each[Chaser](g) {
		decideChaser(e, c, dt)
	}
}

// decideMover sets m.Velocity so the mover reaches its next waypoint, landing on
// it exactly on the step it arrives, then turns to the following one.
func decideMover(m *PathMover, pos griff.Vec, dt time.Duration) {
	m.Velocity = griff.Vec{}
	if !m.Started {
		m.Origin, m.Started = pos, true
	}
	n := len(m.Points)
	if n < 2 || dt <= 0 {
		return
	}
	if m.Waiting > 0 {
		m.Waiting -= dt
		return
	}
	if m.Next < 0 || m.Next >= n {
		m.Next = 0
	}
	sec := dt.Seconds()
	target := m.Origin.Add(m.Points[m.Next])
	d := target.Sub(pos)
	dist := d.Len()
	speed := math.Abs(orFloat(m.Speed, defaultMoverSpeed))
	if !finite(dist) {
		return
	}
	if dist > speed*sec {
		m.Velocity = d.Mul(speed / dist)
		return
	}
	m.Velocity = d.Mul(1 / sec)
	m.Waiting = m.Wait
	m.Next, m.Back = nextWaypoint(m.Next, n, m.Back, m.Loop)
}

// nextWaypoint returns the waypoint after i of n, and whether a ping-pong mover
// then goes backwards.
func nextWaypoint(i, n int, back, loop bool) (int, bool) {
	switch {
	case loop:
		return (i + 1) % n, false
	case back && i == 0:
		return 1, false
	case back:
		return i - 1, true
	case i == n-1:
		return n - 2, true
	}
	return i + 1, false
}

func (s *actorSystem) decidePatrol(w *physics.World, e *scenes.Entity, p *Patrol) {
	dir := 1
	if p.Direction < 0 {
		dir = -1
	}
	if w != nil {
		pos := e.Transform().WorldPosition()
		reach, drop := orFloat(p.Reach, defaultReach), orFloat(p.Drop, defaultDrop)
		wall, ok := s.ray(w, e, pos, griff.V(pos[0]+float64(float64(dir)*reach), pos[1]))
		turn := ok && math.Abs(wall.Normal[0]) > wallNormal
		if !turn && !p.WalkOffLedges {
			_, standing := s.ray(w, e, pos, griff.V(pos[0], pos[1]+drop))
			ahead := griff.V(pos[0]+float64(float64(dir)*reach), pos[1])
			_, floor := s.ray(w, e, ahead, griff.V(ahead[0], ahead[1]+drop))
			turn = standing && !floor
		}
		if turn {
			dir = -dir
			p.Turns++
		}
	}
	p.Direction = dir
	var vy float64
	if b := scenes.Get[physics.Body](e); b != nil {
		vy = b.Velocity[1]
	}
	p.Velocity = griff.V(float64(dir)*orFloat(p.Speed, defaultPatrolSpeed), vy)
}

// ray returns the first solid shape on the segment from a to b that is not
// self's and not a player's.
func (s *actorSystem) ray(w *physics.World, self *scenes.Entity, a, b griff.Vec) (physics.Hit, bool) {
	if !finite(a[0]) || !finite(a[1]) || !finite(b[0]) || !finite(b[1]) {
		return physics.Hit{}, false
	}
	s.hits = w.RaycastAll(a, b, physics.Filter{}, s.hits[:0])
	for _, h := range s.hits {
		if h.Entity != self && !isPlayer(h.Entity) {
			return h, true
		}
	}
	return physics.Hit{}, false
}

// decideChaser sets c.Velocity towards its target while the target is in range,
// stopping on it rather than overshooting.
func decideChaser(e *scenes.Entity, c *Chaser, dt time.Duration) {
	var v griff.Vec
	if b := scenes.Get[physics.Body](e); b != nil && !c.Fly {
		v[1] = b.Velocity[1]
	}
	c.Chasing = false
	target := e.FindFor("Platformer.Chaser", orString(c.Target, defaultChaseTarget))
	sec := dt.Seconds()
	if target == nil || !target.ActiveInHierarchy() || sec <= 0 {
		c.Velocity = v
		return
	}
	d := target.Transform().WorldPosition().Sub(e.Transform().WorldPosition())
	if !c.Fly {
		d[1] = 0
	}
	dist := d.Len()
	if dist > orFloat(c.Range, defaultChaseRange) || !finite(dist) {
		c.Velocity = v
		return
	}
	c.Chasing = true
	if dist == 0 {
		c.Velocity = v
		return
	}
	speed := orFloat(c.Speed, defaultChaseSpeed)
	if dist <= speed*sec {
		speed = dist / sec
	}
	d = d.Mul(speed / dist)
	if c.Fly {
		c.Velocity = d
		return
	}
	c.Velocity = griff.V(d[0], v[1])
}

func (s *actorSystem) bodies(g *runtime.Game) {
	sec := g.Clock().DeltaSeconds()
	for e, m := range runtime.Each[PathMover](g) {
		if b := scenes.Get[physics.Body](e); b != nil {
			b.Kind, b.Velocity = physics.BodyKinematic, m.Velocity
			continue
		}
		p := e.Transform().Position()
		e.Transform().SetPosition(griff.V(p[0]+float64(m.Velocity[0]*sec), p[1]+float64(m.Velocity[1]*sec)))
	}
	for e, p := range runtime.Each[Patrol](g) {
		if b := actorBody(g, e, "Platformer.Patrol"); b != nil {
			b.Velocity, b.FixedRotation = p.Velocity, true
		}
	}
	for e, c := range runtime.Each[Chaser](g) {
		if b := actorBody(g, e, "Platformer.Chaser"); b != nil {
			b.Velocity, b.FixedRotation, b.NoGravity = c.Velocity, true, c.Fly
		}
	}
	for e, c := range runtime.Each[Crate](g) {
		if b := actorBody(g, e, "Platformer.Crate"); b != nil {
			b.FixedRotation, b.LinearDamping = !c.Tumble, c.Damping
		}
	}
}

// isPlayer reports whether e is a player (has a Player or TopDown component).
func isPlayer(e *scenes.Entity) bool {
	return e != nil && (scenes.Has[Player](e) || scenes.Has[TopDown](e))
}

// orString returns s, or def if s is "".
func orString(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// finite reports whether x is neither infinite nor NaN.
func finite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// Package motion is the system of the simplest built-in movement: a Mover moves
// its entity at a constant velocity and spin, bouncing inside optional bounds,
// and a Wander changes a Mover's velocity at random moments drawn from the
// game's random stream. Its step, runtime.StepMotion, runs in the simulate
// phase.
//
// Decisions:
//   - Movement is by game time: slow motion slows it and a step of zero game
//     time (a hit stop) moves nothing; wanders still pick their next change on
//     time.
//   - Rotation is kept in [-π, π] so a spinning entity keeps its precision.
//   - Change marks: the step marks an entity changed only when it writes its
//     Mover or Wander (a bounce, a wander's change); a mover that only moves
//     sets its transform, which marks the transform alone (the Timeline's
//     cheap path), so its record is shared otherwise.
//   - Products are rounded before they are added (float64(v*dt)), so no fused
//     multiply-add makes one machine differ from another.
package motion

import (
	"math"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Mover moves its entity at a constant velocity: the simplest built-in motion,
// used by the built-in game and by tests. Saved as "Griff.Mover".
type Mover struct {
	// Velocity is in world units per second of game time (y down).
	Velocity griff.Vec `json:"velocity"`
	// Spin is the turn rate in radians per second of game time; positive turns
	// from +x towards +y.
	Spin float64 `json:"spin,omitempty"`
	// Bounds, when not empty, keeps the entity inside the box (local coordinates of
	// its parent): a velocity component that would leave it is reversed.
	Bounds griff.Box `json:"bounds,omitzero"`
}

// Wander changes its entity's Mover velocity at random moments: waits drawn from
// the game's random stream with Rand.NextEvent (mean Every), directions uniform,
// speeds between MinSpeed and MaxSpeed. It needs a Mover on the same entity.
// Saved as "Griff.Wander".
type Wander struct {
	// Every is the mean time between changes, in game time; 0 means one second.
	Every time.Duration `json:"every"`
	// MinSpeed and MaxSpeed bound the speed in world units per second.
	MinSpeed float64 `json:"minSpeed" griff:"was=min_speed"`
	MaxSpeed float64 `json:"maxSpeed" griff:"was=max_speed"`
	// Next is the game time of the next change: state, saved.
	Next griff.Time `json:"next"`
}

func init() {
	scenes.Register[Mover]("Griff.Mover")
	scenes.Register[Wander]("Griff.Wander")
}

// NewSystem returns the motion system. It has no options and no state of its
// own: what it moves is in the components.
func NewSystem() runtime.System { return system{} }

type system struct{}

func (system) Name() string { return "Motion" }

func (system) Setup(g *runtime.Game) error {
	g.AddStep(runtime.StepMotion, runtime.InPhase(runtime.PhaseSimulate), moveAll)
	return nil
}

func moveAll(g *runtime.Game) {
	now, dt := g.Clock().Now(), g.Clock().DeltaSeconds()
	// Read without marking: an entity is marked changed only when its
	// Wander and Mover are written (see Change marks below).
	for e, w := range scenes.ActiveRead[Wander](g.Scene()) {
		if now.Before(w.Next) {
			continue
		}
		if m := scenes.Read[Mover](e); m != nil {
			e.MarkChanged()
			wander(g, w, m)
		}
	}
	if dt == 0 {
		return
	}
	// By runs (one loop body call a page of entities, not one an entity),
	// each moved in one loop that works out a new position and sets it with
	// the inlined Transform.TrySetPosition, the transform's line touched
	// once.
	for ts, ms := range scenes.ActiveTransformRunsRead[Mover](g.Scene()) {
		moveRun(ts, ms[:len(ts)], dt)
	}
}

// chunk is how many transforms moveRun moves before it turns those of them
// that spin: few enough that their transforms (64 bytes each) and Movers
// (56) are still in the first-level cache when it reads them again.
const chunk = 64

// moveRun moves the transforms ts by their Movers ms (of the same length)
// over dt seconds, chunk at a time: the new positions worked out and set
// with Transform.TrySetPosition, inlined, in a loop that makes no call;
// then those that crossed their bounds (bounced) or that TrySetPosition
// declined, set with SetPosition; then the turns of those that spin. Each
// transform ends as SetPosition then SetRotation on it would leave it.
func moveRun(ts []scenes.Transform, ms []Mover, dt float64) {
	var later [chunk]uint8 // the items left to the second loop
	for len(ts) > 0 {
		n := min(len(ts), chunk)
		t, m := ts[:n], ms[:n]
		nl, spin := moveChunk(t, m, dt, &later)
		for _, i := range later[:nl] {
			tr, mv := &t[i], &m[i]
			x, y := next(tr, mv, dt) // as above: TrySetPosition changed nothing
			if mv.out(x, y) {
				tr.Entity().MarkChanged() // bounce writes the velocity
				x, y = bounce(x, y, mv)
			}
			tr.SetPosition(griff.V(x, y))
		}
		if spin != 0 { // (or -0)
			for i := range t {
				if mv := &m[i]; mv.Spin != 0 {
					t[i].SetRotation(wrapAngle(t[i].Rotation() + float64(mv.Spin*dt)))
				}
			}
		}
		ts, ms = ts[n:], ms[n:]
	}
}

// moveChunk moves the transforms t (at most chunk) by their Movers m, of
// the same length, over dt seconds where TrySetPosition can, and lists the
// others in later, returning their number and the bits of the Movers'
// spins ORed (0 if none spins). It is moveRun's inner loop, apart so that
// moveRun's own variables take none of its registers.
func moveChunk(t []scenes.Transform, m []Mover, dt float64, later *[chunk]uint8) (nl int, spin uint64) {
	m = m[:len(t)]
	for i := range t {
		tr, mv := &t[i], &m[i]
		x, y := next(tr, mv, dt)
		spin |= math.Float64bits(mv.Spin)
		if !mv.out(x, y) && tr.TrySetPosition(x, y) {
			continue
		}
		later[nl&(chunk-1)] = uint8(i)
		nl++
	}
	return nl, spin
}

// next returns where m moves t in dt seconds, before any bounce. (Vectors
// are taken apart into their items, see Transform.PositionXY.)
func next(t *scenes.Transform, m *Mover, dt float64) (x, y float64) {
	x, y = t.PositionXY()
	return x + float64(m.Velocity[0]*dt), y + float64(m.Velocity[1]*dt)
}

// out reports whether (x, y) is outside m's bounds, and they are not empty.
func (m *Mover) out(x, y float64) bool {
	b := &m.Bounds
	return (x < b.Min[0] || x > b.Max[0] || y < b.Min[1] || y > b.Max[1]) &&
		b.Min[0] < b.Max[0] && b.Min[1] < b.Max[1]
}

func wander(g *runtime.Game, w *Wander, m *Mover) {
	every := w.Every
	if every <= 0 {
		every = time.Second
	}
	r := g.Rand()
	angle := r.FloatRange(-math.Pi, math.Pi)
	speed := r.FloatRange(w.MinSpeed, w.MaxSpeed)
	if w.MaxSpeed <= w.MinSpeed {
		speed = w.MinSpeed
	}
	m.Velocity = griff.Rotate(griff.V(speed, 0), angle)
	w.Next = g.Clock().Now().Add(r.NextEvent(every))
}

// bounce reflects (x, y) into m.Bounds and turns the velocity away from
// the edge it crossed.
func bounce(x, y float64, m *Mover) (float64, float64) {
	p := griff.V(x, y)
	b := m.Bounds
	for i := range 2 {
		if p[i] < b.Min[i] {
			p[i] = 2*b.Min[i] - p[i]
			m.Velocity[i] = math.Abs(m.Velocity[i])
		} else if p[i] > b.Max[i] {
			p[i] = 2*b.Max[i] - p[i]
			m.Velocity[i] = -math.Abs(m.Velocity[i])
		}
	}
	return p[0], p[1]
}

// wrapAngle brings a (radians) back into [-π, π] when a turn of one step has
// carried it out, so a spinning entity's rotation keeps its precision.
func wrapAngle(a float64) float64 {
	switch {
	case a > math.Pi:
		return a - 2*math.Pi
	case a < -math.Pi:
		return a + 2*math.Pi
	}
	return a
}

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
	for e, w := range scenes.Active[Wander](g.Scene()) {
		if m := scenes.Get[Mover](e); m != nil && !now.Before(w.Next) {
			wander(g, w, m)
		}
	}
	if dt == 0 {
		return
	}
	// By runs (one loop body call a page of entities, not one an entity),
	// with the bounds test inline and bounce only for the few crossing.
	for ts, ms := range scenes.ActiveTransformRuns[Mover](g.Scene()) {
		ms = ms[:len(ts)]
		for i := range ts {
			tr, m := &ts[i], &ms[i]
			p := tr.Position()
			p = griff.V(p[0]+float64(m.Velocity[0]*dt), p[1]+float64(m.Velocity[1]*dt))
			if b := &m.Bounds; b.Min[0] < b.Max[0] && b.Min[1] < b.Max[1] && // not empty
				(p[0] < b.Min[0] || p[0] > b.Max[0] || p[1] < b.Min[1] || p[1] > b.Max[1]) {
				p = bounce(p, m)
			}
			tr.SetPosition(p)
			if m.Spin != 0 {
				tr.SetRotation(wrapAngle(tr.Rotation() + float64(m.Spin*dt)))
			}
		}
	}
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

// bounce reflects p into m.Bounds and turns the velocity away from the edge it
// crossed.
func bounce(p griff.Vec, m *Mover) griff.Vec {
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
	return p
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

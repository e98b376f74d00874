package effects

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The defaults and bounds of an Emitter's settings.
const (
	// DefaultLifetime is a particle's life when Lifetime is 0: 1 second.
	DefaultLifetime = 1.0
	// MinLifetime is the shortest life: 1 ms.
	MinLifetime = 1e-3
	// MaxLifetime is the longest life: 60 seconds.
	MaxLifetime = 60.0
	// DefaultSize is a particle's side when StartSize is 0: 4 world units.
	DefaultSize = 4.0
	// DefaultMax is the most live particles when Max is 0: 1,000.
	DefaultMax = 1000
	// MaxParticles is the most live particles one emitter may have: 100,000.
	MaxParticles = 100_000
	// MaxRate is the most particles a second: 100,000.
	MaxRate = 100_000.0
	// MaxSpeed bounds Speed and each axis of Gravity and Area: 1e6 world units
	// (a second, a second squared, across).
	MaxSpeed = 1e6
	// MaxSize is the largest StartSize and EndSize, in world units: 10,000.
	// A larger (or negative, or non-finite) size warns and is drawn clamped.
	MaxSize = 1e4
)

// Emitter makes its entity emit particles: small squares (or pieces of an
// image) that fly from it, fall by Gravity and change colour and size over
// their life. Particles are simulated in the game's steps, in world units
// (they stay where they were emitted when the emitter moves), drawn between
// steps, and take their random numbers from the emitter's own stream, spawned
// from the game's Rand on its first step. Messages (runtime/messages):
// "burst" emits Burst particles at once, "start" and "stop" turn Rate on and
// off. Saved as "Griff.Emitter".
type Emitter struct {
	visual.DrawOrder
	// Preset fills the settings left at zero with a weather preset: "rain" or
	// "snow" (see Preset); the default ("") is none.
	Preset Preset `json:"preset,omitzero"`
	// Rate is how many particles are emitted a second while not Off.
	// Clamped into [0, MaxRate]; negative or NaN is 0 (one warning).
	Rate float64 `json:"rate,omitempty"`
	// Burst is how many particles are emitted at once on the emitter's first
	// step and on each "burst" message. Clamped into [0, Max].
	Burst int `json:"burst,omitempty"`
	// Off stops emission at Rate (bursts still happen).
	Off bool `json:"off,omitempty"`
	// Lifetime is a particle's life in seconds; the default (0) is
	// DefaultLifetime. Clamped into [MinLifetime, MaxLifetime].
	Lifetime float64 `json:"lifetime,omitempty"`
	// Speed is a particle's speed when emitted, in world units a second, and
	// SpeedJitter how much it varies: each particle's speed is
	// Speed·(1 + SpeedJitter·u) with u uniform in [-1, 1).
	Speed       float64 `json:"speed,omitempty"`
	SpeedJitter float64 `json:"speedJitter,omitempty"`
	// Angle is the direction particles fly, in radians from +x towards +y
	// (down), and Spread the full width of the cone they fly in (2π: all
	// round). The default (0, 0) is straight to the right.
	Angle  float64 `json:"angle,omitempty"`
	Spread float64 `json:"spread,omitempty"`
	// Gravity accelerates every particle, in world units a second squared.
	Gravity griff.Vec `json:"gravity,omitzero"`
	// Area is the size of the box, centred on the entity, particles start
	// in (world units); the default (0, 0) is the entity's position.
	Area griff.Vec `json:"area,omitzero"`
	// StartColor is a particle's colour when emitted and EndColor when it
	// dies, straight RGBA. The defaults (zero) are white, and StartColor with
	// alpha 0 (fading out).
	StartColor griff.Color `json:"startColor,omitzero"`
	EndColor   griff.Color `json:"endColor,omitzero"`
	// StartSize and EndSize are a particle's side when emitted and when it
	// dies, in world units. The defaults (0) are DefaultSize and StartSize.
	StartSize float64 `json:"startSize,omitempty"`
	EndSize   float64 `json:"endSize,omitempty"`
	// Ease is the curve colour and size follow from start to end over a
	// particle's life; the default is linear.
	Ease griff.Easing `json:"ease,omitzero"`
	// Stretch draws a particle this many seconds of its velocity long (a
	// streak, for rain); the default (0) draws squares.
	Stretch float64 `json:"stretch,omitempty"`
	// Image is the image particles show (a path in the game folder) and Src
	// the part of it; the default ("") draws solid squares.
	Image string        `json:"image,omitempty"`
	Src   visual.Region `json:"src,omitzero"`
	// Max is the most live particles; emission beyond it is dropped. The
	// default (0) is DefaultMax; at most MaxParticles.
	Max int `json:"max,omitempty"`

	// State is what the effects system keeps from step to step.
	State EmitterState `griff:"-,snapshot"`
	// live are the live particles, in world units. Not state: a snapshot
	// keeps the emitter's stream and clock, so emission goes on the same after
	// a restore, but the particles in flight are decoration and are not kept.
	live []particle `griff:"-"`
	// warned is the set of settings already warned about (bits of a field).
	warned uint16 `griff:"-"`
}

// EmitterState is what the effects system keeps on an Emitter.
type EmitterState struct {
	// Rand is the emitter's random stream, spawned on its first step (Seeded).
	Rand   griff.Rand
	Seeded bool
	// Owed is the fraction of a particle owed to Rate.
	Owed float64
	// Started is whether the first step's burst was emitted.
	Started bool
	// Tick is the last step the particles moved on and DT its length in
	// seconds, for drawing between steps.
	Tick griff.Tick
	DT   float64
}

// particle is one live particle.
type particle struct {
	pos, prev, vel griff.Vec // world units, per second
	age, life      float64   // seconds
}

// Live returns how many particles are alive.
func (em *Emitter) Live() int { return len(em.live) }

// ParticlePosition returns where live particle i is, in world units.
// It panics if i is not in [0, Live()).
func (em *Emitter) ParticlePosition(i int) griff.Vec { return em.live[i].pos }

// WorldPlaced reports true: particles are drawn in world units.
func (em *Emitter) WorldPlaced() bool { return true }

// Messages lists the messages an emitter acts on.
func (em *Emitter) Messages() []string { return []string{"burst", "start", "stop"} }

// OnMessage emits a burst, or starts or stops emission at Rate.
func (em *Emitter) OnMessage(m *messages.Message) {
	switch m.Name {
	case "burst":
		em.Emit(m.Game, m.To, em.Burst)
	case "start":
		em.Off = false
	case "stop":
		em.Off = true
	}
}

// Emit emits n particles from e, the emitter's entity, now (clamped to the
// room left under Max and under the game's cap, Options.MaxLive). It must be
// called from the game's goroutine, during a step.
func (em *Emitter) Emit(g *runtime.Game, e *scenes.Entity, n int) {
	s := em.settings(g, e)
	em.seed(g)
	n = min(max(n, 0), s.max-len(em.live))
	if sys, ok := runtime.LookupService[Service](g); ok {
		if sys, ok := sys.(*system); ok {
			n = min(n, sys.room(g, e, n))
			sys.live += n
		}
	}
	origin := e.Transform().WorldPosition()
	for range n {
		em.spawn(&s, origin)
	}
}

func (em *Emitter) seed(g *runtime.Game) {
	if !em.State.Seeded {
		em.State.Rand = *g.Rand().Spawn()
		em.State.Seeded = true
	}
}

// spawn adds one particle at origin.
func (em *Emitter) spawn(s *settings, origin griff.Vec) {
	r := &em.State.Rand
	p := origin
	if s.area != (griff.Vec{}) {
		p[0] += float64(s.area[0] * (r.Float64() - 0.5))
		p[1] += float64(s.area[1] * (r.Float64() - 0.5))
	}
	ang := float64(s.spread*(r.Float64()-0.5)) + s.angle
	speed := s.speed * (1 + float64(s.jitter*(2*r.Float64()-1)))
	sin, cos := griff.Sincos(ang)
	em.live = append(em.live, particle{pos: p, prev: p, vel: griff.Vec{float64(cos * speed), float64(sin * speed)}, life: s.life})
}

// move moves the particles by dt seconds and ends the old ones, on step
// tick.
func (em *Emitter) move(g *runtime.Game, e *scenes.Entity, tick griff.Tick, dt float64) {
	s := em.settings(g, e)
	em.seed(g)
	em.State.Tick, em.State.DT = tick, dt
	gx, gy := float64(s.gravity[0]*dt), float64(s.gravity[1]*dt)
	live := em.live
	for i := 0; i < len(live); {
		p := &live[i]
		p.age += dt
		if p.age >= p.life {
			live[i] = live[len(live)-1]
			live = live[:len(live)-1]
			continue
		}
		p.prev = p.pos
		p.vel[0] += gx
		p.vel[1] += gy
		p.pos[0] += float64(p.vel[0] * dt)
		p.pos[1] += float64(p.vel[1] * dt)
		i++
	}
	em.live = live
}

// emitStep emits the step's particles (the first step's burst and what Rate
// owes over dt seconds) within Max and the room sys leaves.
func (em *Emitter) emitStep(g *runtime.Game, e *scenes.Entity, dt float64, sys *system) {
	s := em.settings(g, e)
	n := 0
	if !em.State.Started {
		em.State.Started = true
		n = s.burst
	}
	if !em.Off && s.rate > 0 {
		em.State.Owed += float64(s.rate * dt)
		whole := math.Floor(em.State.Owed)
		em.State.Owed -= whole
		n += int(whole)
	}
	n = min(n, s.max-len(em.live))
	if n > 0 {
		n = min(n, sys.room(g, e, n))
		sys.live += n
	}
	origin := e.Transform().WorldPosition()
	for range n {
		em.spawn(&s, origin)
	}
}

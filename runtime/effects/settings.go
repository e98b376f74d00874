package effects

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Preset is a weather preset of an Emitter. It is saved by name: "none",
// "rain", "snow".
type Preset uint8

// The presets. Each fills only the settings an emitter leaves at zero, so a
// scene file can start from one and change what it needs ("rain" with a
// wider Area for a wider view).
const (
	// PresetNone changes nothing.
	PresetNone Preset = iota
	// PresetRain is streaks falling fast and slightly slanted: Rate 300,
	// Lifetime 1.2 s, Speed 600 at Angle 1.45 rad (just off straight down),
	// Spread 0.05, Gravity (0, 400), Area (1000, 0), a pale blue, size 2,
	// Stretch 0.02 s (a streak 12 units long at full speed), Max 2,000.
	PresetRain
	// PresetSnow is flakes drifting down slowly and wide: Rate 60, Lifetime
	// 8 s, Speed 40 straight down with SpeedJitter 0.5 and Spread 1.2, Gravity
	// (0, 5), Area (1000, 0), white, size 3, Max 1,000.
	PresetSnow
)

var presetNames = griff.NewEnum[Preset]("particle preset", "none", "rain", "snow")

// String returns the preset's name.
func (p Preset) String() string { return presetNames.Name(p) }

// MarshalText returns the preset's name.
func (p Preset) MarshalText() ([]byte, error) { return presetNames.Marshal(p) }

// UnmarshalText reads a preset's name; any other text is an error listing
// the names.
func (p *Preset) UnmarshalText(b []byte) error { return presetNames.Unmarshal(p, b) }

// settings are an emitter's settings with defaults and presets filled in and
// every number in range.
type settings struct {
	rate, life, speed, jitter, angle, spread float64
	gravity, area                            griff.Vec
	burst, max                               int
}

// The bits of Emitter.warned: which setting was warned about.
const (
	warnRate = 1 << iota
	warnBurst
	warnLife
	warnSpeed
	warnMax
	warnGravity
	warnArea
	warnSpread
	warnSize
)

// presetOf returns preset p's settings, or zeros.
func presetOf(p Preset) (s settings, color griff.Color, size, stretch float64) {
	switch p {
	case PresetRain:
		return settings{rate: 300, life: 1.2, speed: 600, angle: 1.45, spread: 0.05,
			gravity: griff.V(0, 400), area: griff.V(1000, 0), max: 2000}, griff.RGBA(0.7, 0.8, 1, 0.8), 2, 0.02
	case PresetSnow:
		return settings{rate: 60, life: 8, speed: 40, jitter: 0.5, angle: math.Pi / 2, spread: 1.2,
			gravity: griff.V(0, 5), area: griff.V(1000, 0), max: 1000}, griff.RGB(1, 1, 1), 3, 0
	}
	return settings{}, griff.Color{}, 0, 0
}

// settings returns em's settings for this step, warning once per setting out
// of range on e (naming Griff.Emitter) in g's problem log.
func (em *Emitter) settings(g *runtime.Game, e *scenes.Entity) settings {
	ps, _, _, _ := presetOf(em.Preset)
	s := settings{angle: finite(or(em.Angle, ps.angle)), spread: finite(or(em.Spread, ps.spread)), jitter: finite(or(em.SpeedJitter, ps.jitter))}
	var ok bool
	if s.spread, ok = bound(s.spread, 0, 2*math.Pi, 0); !ok {
		em.warn(g, e, warnSpread, "spread", em.Spread)
	}
	for _, v := range [2]float64{em.StartSize, em.EndSize} {
		if _, ok := bound(finite(v), 0, MaxSize, 0); !ok || finite(v) != v {
			em.warn(g, e, warnSize, "size", v)
		}
	}
	if s.rate, ok = bound(or(em.Rate, ps.rate), 0, MaxRate, 0); !ok {
		em.warn(g, e, warnRate, "rate", em.Rate)
	}
	if s.life, ok = bound(or(em.Lifetime, or(ps.life, DefaultLifetime)), MinLifetime, MaxLifetime, DefaultLifetime); !ok {
		em.warn(g, e, warnLife, "lifetime", em.Lifetime)
	}
	if s.speed, ok = bound(or(em.Speed, ps.speed), -MaxSpeed, MaxSpeed, 0); !ok {
		em.warn(g, e, warnSpeed, "speed", em.Speed)
	}
	for i := range 2 {
		if s.gravity[i], ok = bound(or(em.Gravity[i], ps.gravity[i]), -MaxSpeed, MaxSpeed, 0); !ok {
			em.warn(g, e, warnGravity, "gravity", em.Gravity[i])
		}
		if s.area[i], ok = bound(or(em.Area[i], ps.area[i]), 0, MaxSpeed, 0); !ok {
			em.warn(g, e, warnArea, "area", em.Area[i])
		}
	}
	s.max = em.Max
	if s.max == 0 {
		s.max = ps.max
		if s.max == 0 {
			s.max = DefaultMax
		}
	}
	if s.max < 0 || s.max > MaxParticles {
		em.warn(g, e, warnMax, "max", float64(em.Max))
		s.max = max(0, min(s.max, MaxParticles))
	}
	s.burst = em.Burst
	if s.burst < 0 || s.burst > s.max {
		em.warn(g, e, warnBurst, "burst", float64(em.Burst))
		s.burst = max(0, min(s.burst, s.max))
	}
	return s
}

// warn reports setting name's value v as out of range, once per setting.
func (em *Emitter) warn(g *runtime.Game, e *scenes.Entity, bit uint16, name string, v float64) {
	if em.warned&bit == 0 {
		em.warned |= bit
		g.Problems().Warn(e, "Griff.Emitter", "effects: %s %v is out of range; clamped (see effects.Emitter)", name, v)
	}
}

// or returns v, or def for a zero v.
func or(v, def float64) float64 {
	if v == 0 {
		return def
	}
	return v
}

// finite returns v, or 0 for NaN or an infinity.
func finite(v float64) float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return 0
	}
	return v
}

// bound returns v clamped into [lo, hi] (nan for NaN), and false if it was
// out of range.
func bound(v, lo, hi, nan float64) (float64, bool) {
	switch {
	case math.IsNaN(v):
		return nan, false
	case v < lo:
		return lo, false
	case v > hi:
		return hi, false
	}
	return v, true
}

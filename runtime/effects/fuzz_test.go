package effects_test

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// FuzzEmitterValues steps an emitter and a light with any numbers a scene
// file could hold: nothing panics, live particles stay within the bound and
// their positions stay finite.
func FuzzEmitterValues(f *testing.F) {
	f.Add(10.0, 1.0, 50.0, 0.0, 3, 100, 0.5, 80.0)
	f.Add(-5.0, math.NaN(), math.Inf(1), 1e300, -7, -1, 9.0, math.Inf(-1))
	f.Add(1e9, 1e-9, -1e9, math.NaN(), 1<<30, 1<<30, -3.0, math.NaN())
	f.Fuzz(func(t *testing.T, rate, life, speed, grav float64, burst, mx int, flicker, reach float64) {
		g := newGame(t)
		em := emitterAt(g, effects.Emitter{Rate: rate, Lifetime: life, Speed: speed, Gravity: griff.V(grav, grav),
			Area: griff.V(grav, speed), Burst: burst, Max: mx, Spread: flicker, SpeedJitter: flicker})
		le := g.Scene().NewEntity("Lamp", nil)
		scenes.Add(le, visual.Light{Reach: reach, Flicker: flicker, Brightness: speed, Spread: grav, Shadows: true})
		for range 3 {
			g.Step()
		}
		if em.Live() > effects.MaxParticles {
			t.Fatalf("%d live particles, above MaxParticles", em.Live())
		}
		for i := range em.Live() {
			p := em.ParticlePosition(i)
			if math.IsNaN(p[0]) || math.IsNaN(p[1]) || math.IsInf(p[0], 0) || math.IsInf(p[1], 0) {
				t.Fatalf("particle %d at %v", i, p)
			}
		}
	})
}

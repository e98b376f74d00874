package effects_test

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func newGame(t testing.TB) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 3}, view.NewSystem(), effects.NewSystem(effects.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func emitterAt(g *runtime.Game, em effects.Emitter) *effects.Emitter {
	e := g.Scene().NewEntity("Sparks", nil)
	e.Transform().SetPosition(griff.V(50, 50))
	scenes.Add(e, em)
	return scenes.Get[effects.Emitter](e)
}

// positions returns the live particles' positions.
func positions(em *effects.Emitter) []griff.Vec {
	out := make([]griff.Vec, em.Live())
	for i := range out {
		out[i] = em.ParticlePosition(i)
	}
	return out
}

// TestSameParticlesAtAnyFrameRate runs an emitter for 120 steps at 30, 60
// and 144 frames a second: the particles are the same, bit for bit.
func TestSameParticlesAtAnyFrameRate(t *testing.T) {
	var want []griff.Vec
	for _, fps := range []int{30, 60, 144} {
		g := newGame(t)
		em := emitterAt(g, effects.Emitter{Rate: 90, Burst: 10, Speed: 70, SpeedJitter: 0.5, Spread: 2, Gravity: griff.V(0, 150), Lifetime: 1.5})
		frame := time.Second / time.Duration(fps)
		steps := 0
		for steps < 120 {
			steps += g.Advance(frame)
			if steps > 120 {
				t.Fatalf("%d fps overshot to %d steps", fps, steps)
			}
		}
		got := positions(em)
		if len(got) == 0 {
			t.Fatalf("%d fps: no live particles", fps)
		}
		if want == nil {
			want = got
			continue
		}
		if len(got) != len(want) {
			t.Fatalf("%d fps: %d particles, want %d", fps, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%d fps: particle %d at %v, want %v", fps, i, got[i], want[i])
			}
		}
	}
}

// TestBadValuesWarnAndClamp gives an emitter a negative rate, a NaN
// lifetime and a burst above Max, and a light a NaN reach: each warns once
// and is clamped; nothing panics.
func TestBadValuesWarnAndClamp(t *testing.T) {
	g := newGame(t)
	em := emitterAt(g, effects.Emitter{Rate: -5, Lifetime: math.NaN(), Burst: 50, Max: 10, Speed: math.Inf(1)})
	le := g.Scene().NewEntity("Lamp", nil)
	scenes.Add(le, visual.Light{Reach: math.NaN(), Brightness: -2, Flicker: 3})
	for range 5 {
		g.Step()
	}
	if em.Live() != 10 {
		t.Errorf("burst of 50 with max 10 left %d live, want 10", em.Live())
	}
	l := scenes.Get[visual.Light](le)
	if l.Reach != 0 || l.Brightness != 0 || l.Flicker != 1 {
		t.Errorf("light clamped to reach %v brightness %v flicker %v, want 0, 0, 1", l.Reach, l.Brightness, l.Flicker)
	}
	var em1, li int
	for _, p := range g.Problems().List() {
		switch p.Component {
		case "Griff.Emitter":
			em1++
		case "Griff.Light":
			li++
		}
	}
	// rate, lifetime, speed, burst; reach, brightness, flicker.
	if em1 != 4 || li != 3 {
		t.Errorf("warnings: %d for the emitter (want 4), %d for the light (want 3): %v", em1, li, g.Problems().List())
	}
	for _, p := range g.Problems().List() {
		if !strings.Contains(p.Message, "clamped") {
			t.Errorf("warning %q does not say it was clamped", p.Message)
		}
	}
}

// TestEmitterStreamLeavesGameRand checks that after its first step an
// emitter draws only from its own stream.
func TestEmitterStreamLeavesGameRand(t *testing.T) {
	a, b := newGame(t), newGame(t)
	emitterAt(a, effects.Emitter{Rate: 600})
	emitterAt(b, effects.Emitter{Rate: 5})
	for range 30 {
		a.Step()
		b.Step()
	}
	if x, y := a.Rand().Uint64(), b.Rand().Uint64(); x != y {
		t.Errorf("game streams differ (%x, %x) with emitters of different rates", x, y)
	}
}

// TestSteadyStepAllocatesNothing steps 10,000 live particles.
func TestSteadyStepAllocatesNothing(t *testing.T) {
	g := newGame(t)
	emitterAt(g, effects.Emitter{Rate: 20000, Max: 10000, Lifetime: 30, Speed: 10, Spread: 6})
	for range 60 {
		g.Step()
	}
	if n := testing.AllocsPerRun(20, g.Step); n != 0 {
		t.Errorf("a step with 10,000 particles allocated %v times, want 0", n)
	}
}

// TestAmbientFadesIn fades a scene's ambient light in over half a second.
func TestAmbientFadesIn(t *testing.T) {
	g := newGame(t)
	e := g.Scene().NewEntity("Cave", nil)
	scenes.Add(e, visual.AmbientLight{Color: griff.RGB(0.1, 0.1, 0.1), FadeIn: 0.5})
	a := scenes.Get[visual.AmbientLight](e)
	for range 15 {
		g.Step()
	}
	if w := a.Weight.Value(); math.Abs(w-0.5) > 1e-9 {
		t.Errorf("after 15 of 30 steps the weight is %v, want 0.5", w)
	}
	for range 20 {
		g.Step()
	}
	if w := a.Weight.Value(); w != 1 {
		t.Errorf("after the fade the weight is %v, want 1", w)
	}
}

// BenchmarkParticleStep_10k steps an emitter with 10,000 live particles;
// ns/particle is the step's cost per particle.
func BenchmarkParticleStep_10k(b *testing.B) {
	g := newGame(b)
	em := emitterAt(g, effects.Emitter{Rate: 20000, Max: 10000, Lifetime: 30, Speed: 10, Spread: 6, Gravity: griff.V(0, 5)})
	for range 60 {
		g.Step()
	}
	b.ReportAllocs()
	for b.Loop() {
		g.Step()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(em.Live()), "ns/particle")
}

// TestFromSceneFile reads rain, a flickering shadowed light, a room's ambient
// light and a fading screen effect from a scene file and runs them.
func TestFromSceneFile(t *testing.T) {
	const file = `{"format": 1, "nextId": 5, "entities": [
	  {"id": 1, "name": "Sky", "components": {"Griff.Emitter": {"preset": "rain"}}},
	  {"id": 2, "name": "Torch", "components": {"Griff.Light": {"kind": "cone", "reach": 80, "flicker": 0.3, "shadows": true}}},
	  {"id": 3, "name": "Cave", "components": {"Griff.AmbientLight": {"color": "#101018", "fadeIn": 1}}},
	  {"id": 4, "name": "Grey", "components": {"Griff.ScreenEffect": {"effect": "grayscale", "amount": 1, "fadeSeconds": 2}}}
	]}`
	probs := scenes.NewProblems(nil)
	sc, err := scenes.ReadScene("cave.scene", []byte(file), probs)
	if err != nil {
		t.Fatal(err)
	}
	g, err := runtime.NewGame(runtime.Options{Seed: 3, Scene: sc, Problems: probs}, view.NewSystem(), effects.NewSystem(effects.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		g.Step()
	}
	rain := scenes.Get[effects.Emitter](sc.Find("Sky"))
	if n := rain.Live(); n < 250 || n > 300 {
		t.Errorf("rain has %d live drops after a second at 300 a second, want about 300", n)
	}
	fx := scenes.Get[visual.ScreenEffect](sc.Find("Grey"))
	if v := fx.Shown.Value(); math.Abs(v-0.5) > 1e-9 {
		t.Errorf("grayscale after 1 s of a 2 s fade is %v, want 0.5", v)
	}
	torch := scenes.Get[visual.Light](sc.Find("Torch"))
	if v := torch.State.Shown.Value(); !(v >= 0.7 && v <= 1) {
		t.Errorf("flicker factor %v, want in [0.7, 1]", v)
	}
	if len(probs.List()) != 0 {
		t.Errorf("problems: %v", probs.List())
	}
}

// TestSnapshotKeepsStreams snapshots a game with an emitter and a flickering
// light, steps on, restores and steps on again: the emission count and the
// flicker are the same both times, and so is the fingerprint.
func TestSnapshotKeepsStreams(t *testing.T) {
	g := newGame(t)
	em := emitterAt(g, effects.Emitter{Rate: 37, Speed: 20, Spread: 3, Lifetime: 10})
	le := g.Scene().NewEntity("Lamp", nil)
	scenes.Add(le, visual.Light{Flicker: 0.5})
	for range 20 {
		g.Step()
	}
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	run := func() (int, float64, string) {
		before := em.Live()
		for range 20 {
			g.Step()
		}
		l := scenes.Get[visual.Light](g.Scene().Find("Lamp"))
		return em.Live() - before, l.State.Shown.Value(), g.Fingerprint()
	}
	n1, f1, p1 := run()
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	em = scenes.Get[effects.Emitter](g.Scene().Find("Sparks"))
	n2, f2, p2 := run()
	if n1 != n2 || f1 != f2 || p1 != p2 {
		t.Errorf("after a restore: %d new particles, flicker %v, fingerprint %s; before: %d, %v, %s", n2, f2, p2, n1, f1, p1)
	}
}

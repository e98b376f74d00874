package effects_test

import (
	"fmt"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/messages"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
)

func cappedGame(t testing.TB, maxLive int) (*runtime.Game, *scenes.Problems) {
	t.Helper()
	probs := scenes.NewProblems(nil)
	g, err := runtime.NewGame(runtime.Options{Seed: 3, Problems: probs}, view.NewSystem(), messages.NewSystem(), effects.NewSystem(effects.Options{MaxLive: maxLive}))
	if err != nil {
		t.Fatal(err)
	}
	return g, probs
}

// capWarnings returns the problems about the particle cap.
func capWarnings(probs *scenes.Problems) []string {
	var out []string
	for _, p := range probs.List() {
		if s := fmt.Sprint(p); strings.Contains(s, "cap") {
			out = append(out, s)
		}
	}
	return out
}

// The game's cap holds across emitters: the first in hierarchy order gets
// its burst, the second what is left, new particles are refused (the live
// ones fly on) and the problem log says so once.
func TestParticleCapAcrossEmitters(t *testing.T) {
	g, probs := cappedGame(t, 100)
	a := emitterAt(g, effects.Emitter{Burst: 80, Lifetime: 2})
	b := emitterAt(g, effects.Emitter{Burst: 80, Rate: 600, Lifetime: 2})
	g.Step()
	if a.Live() != 80 || b.Live() != 20 {
		t.Fatalf("after the bursts %d and %d particles live, want 80 and 20 under a cap of 100", a.Live(), b.Live())
	}
	a.Emit(g, g.Scene().Find("Sparks"), 10) // a burst by message or code is refused too
	for range 30 {
		g.Step()
	}
	if a.Live()+b.Live() != 100 {
		t.Errorf("%d + %d particles live, want the cap, 100", a.Live(), b.Live())
	}
	if got := runtime.Service[effects.Service](g).LiveParticles(); got != 100 {
		t.Errorf("LiveParticles() = %d, want 100", got)
	}
	if w := capWarnings(probs); len(w) != 1 || !strings.Contains(w[0], "Griff.Emitter") {
		t.Errorf("cap warnings %q, want one naming Griff.Emitter", w)
	}
	for range 130 { // the bursts die after 2 s; the rate fills the room again
		g.Step()
	}
	if a.Live() != 0 || b.Live() != 100 {
		t.Errorf("after the bursts died %d and %d particles live, want 0 and 100", a.Live(), b.Live())
	}
}

// The default cap, and a nonsense one clamped with a warning.
func TestParticleCapDefault(t *testing.T) {
	for _, c := range []struct {
		set, want int
		warn      bool
	}{{0, effects.DefaultMaxLive, false}, {-5, 1, true}, {1 << 40, effects.MaxMaxLive, true}, {300, 300, false}} {
		g, probs := cappedGame(t, c.set)
		if got := runtime.Service[effects.Service](g).MaxLive(); got != c.want {
			t.Errorf("MaxLive %d gives a cap of %d, want %d", c.set, got, c.want)
		}
		if got := len(probs.List()) > 0; got != c.warn {
			t.Errorf("MaxLive %d: warned %v, want %v (%v)", c.set, got, c.warn, probs.List())
		}
	}
}

// 100 emitters at the per-emitter maximum (the reviewer's 1.1 GB) stay
// within the default cap: live particles and the heap stay small, and a
// step at the cap allocates nothing.
func TestHundredEmittersAtTheCap(t *testing.T) {
	g, _ := cappedGame(t, 0)
	var ems []*effects.Emitter
	for range 100 {
		ems = append(ems, emitterAt(g, effects.Emitter{Rate: effects.MaxRate, Max: effects.MaxParticles, Lifetime: 60}))
	}
	for range 30 {
		g.Step()
	}
	total := 0
	for _, em := range ems {
		total += em.Live()
	}
	if total != effects.DefaultMaxLive {
		t.Errorf("100 emitters at full rate have %d live particles, want the cap %d", total, effects.DefaultMaxLive)
	}
	if n := testing.AllocsPerRun(10, g.Step); n != 0 {
		t.Errorf("a step at the cap allocated %v times, want 0", n)
	}
}

// BenchmarkParticleCap_100emitters steps 100 emitters held at the default
// cap; heap-MB is the heap in use after the run.
func BenchmarkParticleCap_100emitters(b *testing.B) {
	g, _ := cappedGame(b, 0)
	for range 100 {
		emitterAt(g, effects.Emitter{Rate: effects.MaxRate, Max: effects.MaxParticles, Lifetime: 60})
	}
	for range 30 {
		g.Step()
	}
	b.ReportAllocs()
	for b.Loop() {
		g.Step()
	}
	debug.FreeOSMemory()
	var ms runtimeMemStats
	ms.read()
	b.ReportMetric(float64(ms.HeapInuse)/(1<<20), "heap-MB")
	b.ReportMetric(float64(runtime.Service[effects.Service](g).LiveParticles()), "particles")
}

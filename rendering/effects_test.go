package rendering_test

import (
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/softdraw"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/effects"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// fxGame returns a game with the view and effects systems, seeded 7, and
// what build adds to its scene.
func fxGame(t testing.TB, build func(s *scenes.Scene)) *runtime.Game {
	t.Helper()
	g, err := runtime.NewGame(runtime.Options{Seed: 7}, view.NewSystem(), effects.NewSystem(effects.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	build(g.Scene())
	return g
}

func at(s *scenes.Scene, name string, pos griff.Vec) *scenes.Entity {
	e := s.NewEntity(name, nil)
	e.Transform().SetPosition(pos)
	return e
}

// litScene is a grey floor, a wall box (a collider) right of a shadowed point
// light, a cone light pointing down, and a dark ambient light.
func litScene(s *scenes.Scene) {
	scenes.Add(at(s, "Floor", griff.V(0, 0)), visual.Shape{Size: griff.V(320, 180), Color: griff.RGB(0.8, 0.8, 0.8)})
	wall := at(s, "Wall", griff.V(150, 70))
	scenes.Add(wall, visual.Shape{Size: griff.V(12, 40), Pivot: griff.V(0.5, 0.5), Color: griff.RGB(0.6, 0.3, 0.2)})
	scenes.Add(wall, physics.Collider{Shapes: []physics.Shape{physics.Box(12, 40)}})
	scenes.Add(at(s, "Torch", griff.V(100, 70)), visual.Light{Reach: 90, Color: griff.RGB(1, 0.85, 0.6), Brightness: 1.5, Shadows: true})
	scenes.Add(at(s, "Lamp", griff.V(260, 20)), visual.Light{Kind: visual.LightCone, Reach: 120, Angle: math.Pi / 2, Spread: 0.8, Color: griff.RGB(0.5, 0.7, 1)})
	scenes.Add(at(s, "Cave", griff.V(0, 0)), visual.AmbientLight{Color: griff.RGB(0.1, 0.1, 0.15)})
	scenes.Add(at(s, "Mood", griff.V(0, 0)), visual.ScreenEffect{Effect: visual.EffectVignette, Amount: 0.5})
}

// buildWith builds g's list at blend with a renderer of workers workers.
func buildWith(g *runtime.Game, workers int, blend float64) *drawlist.List {
	r := rendering.NewRenderer(rendering.Options{Screen: screen, Workers: workers})
	defer r.Close()
	var l drawlist.List
	r.Build(g, blend, &l)
	return &l
}

// TestLitSceneGolden draws a lit scene with a shadow with 1 worker and with 4
// (identical), and checks its software picture: the floor lit before the wall
// is brighter than behind it, and far from every light it is the ambient.
func TestLitSceneGolden(t *testing.T) {
	g := fxGame(t, litScene)
	for range 3 {
		g.Step()
	}
	one, four := buildWith(g, 1, 0.5), buildWith(g, 4, 0.5)
	if one.String() != four.String() {
		t.Fatalf("lists differ with 1 and 4 workers:\n%s\n%s", one, four)
	}
	golden(t, "lit_scene", one.String())
	img, err := softdraw.New(nil, nil).Picture(screen.X, screen.Y, one)
	if err != nil {
		t.Fatal(err)
	}
	front, behind, far := img.RGBAAt(125, 70), img.RGBAAt(175, 70), img.RGBAAt(20, 170)
	if !(front.R > behind.R+60) {
		t.Errorf("floor before the wall %v, behind it %v: want a shadow behind", front, behind)
	}
	if far.R > 40 || far.R == 0 {
		t.Errorf("floor far from the lights %v, want the dim ambient (~0.1·0.8)", far)
	}
	if dir := os.Getenv("GRIFF_PICTURES"); dir != "" {
		f, err := os.Create(filepath.Join(dir, "lit_scene.png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, img); err != nil {
			t.Fatal(err)
		}
	}
}

// burstScene is an emitter bursting 24 particles upwards with gravity,
// shrinking and going from yellow to red.
func burstScene(s *scenes.Scene) {
	scenes.Add(at(s, "Sparks", griff.V(160, 120)), effects.Emitter{
		Burst: 24, Speed: 80, SpeedJitter: 0.3, Angle: -math.Pi / 2, Spread: 1.5, Gravity: griff.V(0, 200),
		Lifetime: 0.8, StartColor: griff.RGB(1, 1, 0), EndColor: griff.RGBA(1, 0, 0, 0), StartSize: 4, EndSize: 1,
	})
}

// TestParticleBurstGolden draws a particle burst, between steps, with 1
// worker and with 4 (identical).
func TestParticleBurstGolden(t *testing.T) {
	g := fxGame(t, burstScene)
	for range 10 {
		g.Step()
	}
	one, four := buildWith(g, 1, 0.25), buildWith(g, 4, 0.25)
	if one.String() != four.String() {
		t.Fatalf("lists differ with 1 and 4 workers")
	}
	if n := len(one.Quads); n != 24 {
		t.Errorf("burst drew %d quads, want 24", n)
	}
	golden(t, "particle_burst", one.String())
}

// tenThousand returns a game whose emitter has 10,000 live particles.
func tenThousand(t testing.TB) (*runtime.Game, *effects.Emitter) {
	g := fxGame(t, func(s *scenes.Scene) {
		scenes.Add(at(s, "Fountain", griff.V(160, 90)), effects.Emitter{Rate: 20000, Max: 10000, Lifetime: 30, Speed: 3, Spread: 6})
	})
	for range 60 {
		g.Step()
	}
	var em *effects.Emitter
	for _, e := range scenes.Active[effects.Emitter](g.Scene()) {
		em = e
	}
	return g, em
}

// TestParticleBuildAllocatesNothing builds 10,000 particles' list again.
func TestParticleBuildAllocatesNothing(t *testing.T) {
	g, em := tenThousand(t)
	if em.Live() != 10000 {
		t.Fatalf("%d live particles, want 10000", em.Live())
	}
	r := rendering.NewRenderer(rendering.Options{Screen: screen})
	var l drawlist.List
	r.Build(g, 0.5, &l)
	if n := testing.AllocsPerRun(10, func() { r.Build(g, 0.5, &l) }); n != 0 {
		t.Errorf("building 10,000 particles allocated %v times, want 0", n)
	}
}

// BenchmarkParticleBuild_10k builds the draw list of 10,000 live particles;
// ns/particle is the build's cost per particle.
func BenchmarkParticleBuild_10k(b *testing.B) {
	g, em := tenThousand(b)
	r := rendering.NewRenderer(rendering.Options{Screen: screen})
	var l drawlist.List
	r.Build(g, 0.5, &l)
	b.ReportAllocs()
	for b.Loop() {
		r.Build(g, 0.5, &l)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(em.Live()), "ns/particle")
}

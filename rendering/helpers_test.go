package rendering_test

import (
	"flag"
	"github.com/griffengine/griff/runtime/view"
	"image"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

var (
	imagesOnce sync.Once
	imagesDir  string
	imagesErr  error
)

// images returns Ebitengine's example images (real files nobody here wrote), found
// in the module cache with go list: ebiten.png 57×26, runner.png 256×96,
// tiles.png 400×224 (16-texel tiles), gophers.jpg.
func images(t testing.TB) fs.FS {
	t.Helper()
	imagesOnce.Do(func() {
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
		if err != nil {
			imagesErr = err
			return
		}
		imagesDir = filepath.Join(strings.TrimSpace(string(out)), "examples", "resources", "images")
	})
	if imagesErr != nil {
		t.Fatalf("finding Ebitengine's example images: %v", imagesErr)
	}
	return os.DirFS(imagesDir)
}

// screen is the screen size of the tests: small, so dumps stay readable.
var screen = image.Pt(320, 180)

// fixture is a game with a renderer and a list.
type fixture struct {
	hook func(g *runtime.Game) // run in the logic phase of each step, if set
	g    *runtime.Game
	s    *scenes.Scene
	r    *rendering.Renderer
	list drawlist.List
}

// newFixture makes a game with the view system and an empty scene, and a
// renderer over Ebitengine's example images with the given number of workers.
func newFixture(t testing.TB, workers int) *fixture {
	t.Helper()
	f := &fixture{}
	g, err := runtime.NewGame(runtime.Options{}, view.NewSystem(), hookSystem{f})
	if err != nil {
		t.Fatal(err)
	}
	f.g, f.s = g, g.Scene()
	f.r = rendering.NewRenderer(rendering.Options{Assets: images(t), Workers: workers})
	f.r.SetScreen(screen)
	return f
}

// entity adds an entity at pos under parent (nil: a root).
func (f *fixture) entity(name string, parent *scenes.Entity, pos griff.Vec) *scenes.Entity {
	e := f.s.NewEntity(name, parent)
	e.Transform().SetPosition(pos)
	return e
}

// settle builds once (so the scene counts as come in) and steps twice, so nothing
// counts as moved or jumped.
func (f *fixture) settle() {
	f.build(0)
	f.g.Step()
	f.g.Step()
}

// build builds the list at blend and returns its dump.
func (f *fixture) build(blend float64) string {
	f.r.Build(f.g, blend, &f.list)
	return f.list.String()
}

// golden compares got with testdata/name.golden, rewriting it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("dump differs from %s (run with -update to accept):\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

// toPixels maps a clip-space corner to screen pixels (origin top-left, y down).
func toPixels(c drawlist.Corner) griff.Vec {
	return griff.V(float64((c.X+1)/2*float32(screen.X)), float64((1-c.Y)/2*float32(screen.Y)))
}

// quads returns the list's quads in drawing order.
func (f *fixture) quads() []drawlist.Quad { return f.list.Quads }

func near(a, b griff.Vec, eps float64) bool {
	return a.Sub(b).Len() <= eps
}

// hookSystem runs its fixture's hook in the logic phase.
type hookSystem struct{ f *fixture }

func (hookSystem) Name() string { return "Hook" }

func (h hookSystem) Setup(g *runtime.Game) error {
	g.AddStep(runtime.NewStep("Hook"), runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if h.f.hook != nil {
			h.f.hook(g)
		}
	})
	return nil
}

// step runs one step with hook, then none.
func (f *fixture) step(hook func(g *runtime.Game)) {
	f.hook = hook
	f.g.Step()
	f.hook = nil
}

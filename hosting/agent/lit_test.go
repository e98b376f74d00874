package agent_test

import (
	"image/png"
	"os"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/agent"
	"github.com/griffengine/griff/runtime"
)

// litGame is a 160×90 game folder: a grey floor, a wall (a collider) right of
// a shadowed warm point light, a dark ambient light and a vignette.
var litGame = fstest.MapFS{
	"project.griff": {Data: []byte(`{"name": "Lit", "startScene": "main", "window": {"width": 160, "height": 90}}`)},
	"scenes/main.json": {Data: []byte(`{"format": 1, "nextId": 7, "entities": [
		{"id": 1, "name": "Camera", "transform": {"position": [80, 45]}, "components": {"Griff.Camera": {"clear": "#000000"}}},
		{"id": 2, "name": "Floor", "components": {"Griff.Shape": {"size": [160, 90], "color": "#cccccc"}}},
		{"id": 3, "name": "Wall", "transform": {"position": [80, 45]}, "components": {
			"Griff.Shape": {"size": [8, 30], "pivot": [0.5, 0.5], "color": "#995533"},
			"Griff.Collider": {"shapes": [{"size": [8, 30]}]}}},
		{"id": 4, "name": "Torch", "transform": {"position": [60, 45]}, "components": {"Griff.Light": {"reach": 70, "color": "#ffd9a0", "brightness": 1.5, "shadows": true}}},
		{"id": 5, "name": "Cave", "components": {"Griff.AmbientLight": {"color": "#1a1a26"}}},
		{"id": 6, "name": "Mood", "components": {"Griff.ScreenEffect": {"effect": "vignette", "amount": 0.5}}}]}`)},
}

// goldenLit is litGame's frame after three steps drawn by the software
// backend; refresh it with go test -update and look at it in the diff.
const goldenLit = "testdata/lit_scene.png"

// TestLitSceneScreenshotGolden takes a headless screenshot of a lit scene:
// the floor lit before the wall is brighter than in its shadow, the floor far
// from the light is the dim ambient, and the picture matches the stored one
// (each channel within 2 of 255).
func TestLitSceneScreenshotGolden(t *testing.T) {
	lg, err := hosting.Load(litGame, "lit")
	if err != nil {
		t.Fatal(err)
	}
	s, err := agent.NewSession(lg, agent.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Do(func(g *runtime.Game) {
		for range 3 {
			g.Step()
		}
		if n := g.Problems().Len(); n != 0 {
			t.Errorf("the lit game has problems: %v", g.Problems().List())
		}
	})
	got, err := s.Picture()
	if err != nil {
		t.Fatal(err)
	}
	// (30, 45) and (90, 45) are both 30 from the light; the wall (x 76 to 84) is between
	// the light and the second
	lit, shadow, far := got.RGBAAt(30, 45), got.RGBAAt(90, 45), got.RGBAAt(150, 80)
	t.Logf("lit %v shadow %v far %v", lit, shadow, far)
	if !(int(lit.R) > int(shadow.R)+60) {
		t.Errorf("floor 30 left of the light %v, 30 right of it behind the wall %v: want a shadow behind", lit, shadow)
	}
	if far.R > 40 || far.R == 0 {
		t.Errorf("floor far from the light %v, want the dim ambient (~0.1·0.8, darkened by the vignette)", far)
	}
	if *update {
		f, err := os.Create(goldenLit)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, got); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(goldenLit)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("the frame is %v, the golden picture %v", got.Bounds(), want.Bounds())
	}
	if n, at := differing(got, want, 2); n > 0 {
		t.Errorf("%d pixels differ from %s by more than 2, the first at %v", n, goldenLit, at)
	}
}

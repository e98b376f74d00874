package rendering_test

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
)

// ldtkSampleGame returns a fixture whose scene is LDtk's sample project
// Typical_2D_platformer_example (scenes/ldtk/testdata, MIT), read as
// scenes/typical.ldtk, and the problems reading it gave.
func ldtkSampleGame(t *testing.T) (*fixture, []scenes.Problem) {
	t.Helper()
	data, err := os.ReadFile("../scenes/ldtk/testdata/Typical_2D_platformer_example.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	probs := scenes.NewProblems(nil)
	lv, err := ldtk.Read("scenes/typical.ldtk", data, nil, probs)
	if err != nil {
		t.Fatal(err)
	}
	file, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, 1)
	s, err := scenes.ReadScene("scenes/typical.ldtk", file, f.g.Problems())
	if err != nil {
		t.Fatal(err)
	}
	f.g.SetScene(s)
	return f, probs.List()
}

// LDtk's sample Typical_2D_platformer_example with its tileset image present
// gives no warning, read, drawn in a window (Renderer) or checked headless
// (ImageCheck): its IntGrid layer "Collisions" is collision data (a tilemap
// of no tileset whose cells are empty), which the check warned of as "no
// image named". Without the image, it alone warns, once.
func TestLDtkSampleWarnsOnlyOfMissingImages(t *testing.T) {
	var atlas bytes.Buffer
	png.Encode(&atlas, image.NewRGBA(image.Rect(0, 0, 368, 336))) // the size the project gives
	withAtlas := fstest.MapFS{"scenes/atlas/SunnyLand_by_Ansimuz-extended.png": {Data: atlas.Bytes()}}
	for _, tc := range []struct {
		name   string
		assets fstest.MapFS
		want   []string
	}{
		{"atlas", withAtlas, nil},
		{"no atlas", fstest.MapFS{}, []string{"image scenes/atlas/SunnyLand_by_Ansimuz-extended.png: open"}},
	} {
		drawn, read := ldtkSampleGame(t)
		for _, p := range read {
			if p.Severity >= scenes.SeverityWarning {
				t.Errorf("%s: reading warned: %v", tc.name, p)
			}
		}
		r := rendering.NewRenderer(rendering.Options{Assets: tc.assets, Screen: screen})
		r.Build(drawn.g, 0, &drawn.list)
		checked, _ := ldtkSampleGame(t)
		rendering.NewImageCheck(tc.assets).Check(checked.g)
		for _, run := range []struct {
			by    string
			probs []scenes.Problem
		}{{"the renderer", drawn.g.Problems().List()}, {"the check", checked.g.Problems().List()}} {
			var warned []string
			for _, p := range run.probs {
				if p.Severity >= scenes.SeverityWarning {
					warned = append(warned, p.String())
				}
			}
			if len(warned) != len(tc.want) {
				t.Errorf("%s: %s warned %d times, want %d:\n%s", tc.name, run.by, len(warned), len(tc.want), strings.Join(warned, "\n"))
				continue
			}
			for i, w := range tc.want {
				if !strings.Contains(warned[i], w) {
					t.Errorf("%s: %s warned %q, want it to say %q", tc.name, run.by, warned[i], w)
				}
			}
		}
	}
}

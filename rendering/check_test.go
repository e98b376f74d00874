package rendering_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// hugePNG returns a PNG header declaring w×h RGBA pixels, and no pixel data:
// the size of shared/cases/png-huge's big.png is 20000×20000.
func hugePNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0)
	c := append([]byte("IHDR"), ihdr...)
	b.Write(binary.BigEndian.AppendUint32(nil, uint32(len(ihdr))))
	b.Write(c)
	b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(c)))
	return b.Bytes()
}

// checkAssets is a game folder with an image too big to draw (a header alone:
// it is refused before any pixel is read) and a good 4×4 one.
func checkAssets() fstest.MapFS {
	var ok bytes.Buffer
	png.Encode(&ok, image.NewRGBA(image.Rect(0, 0, 4, 4)))
	return fstest.MapFS{"assets/big.png": {Data: hugePNG(20000, 20000)}, "assets/ok.png": {Data: ok.Bytes()}}
}

// imageScene fills f's scene with drawables naming a huge image (twice, and as
// a tileset), a missing one (from a module's own drawable too), a good one, no
// image, and a missing one on an inactive entity, which is not drawn.
func imageScene(f *fixture) {
	scenes.Add(f.entity("Big", nil, griff.V(0, 0)), visual.Sprite{Image: "assets/big.png"})
	scenes.Add(f.entity("BigAgain", nil, griff.V(0, 0)), visual.Sprite{Image: "assets/big.png"})
	scenes.Add(f.entity("Map", nil, griff.V(0, 0)), visual.Tilemap{Tileset: "assets/big.png", TileSize: 8, Width: 1, Cells: []int{1}})
	scenes.Add(f.entity("Gone", nil, griff.V(0, 0)), visual.Sprite{Image: "assets/gone.png"})
	scenes.Add(f.entity("Badge", nil, griff.V(0, 0)), Badge{Picture: "assets/lost.png", Width: 16})
	scenes.Add(f.entity("Fine", nil, griff.V(0, 0)), visual.Sprite{Image: "assets/ok.png"})
	scenes.Add(f.entity("Unnamed", nil, griff.V(0, 0)), visual.Sprite{})
	hidden := f.entity("Hidden", nil, griff.V(0, 0))
	scenes.Add(hidden, visual.Sprite{Image: "assets/hidden.png"})
	hidden.SetActive(false)
}

// An ImageCheck (what a headless run does) reports the same problems, in the
// same order, as a Renderer building the same scene (what the window does):
// once per file, naming the first entity and component drawing it, an image
// over 4096 pixels a side refused from its header. It allocates next to
// nothing (decoding big.png would take 1.6 GB), and nothing more once every
// image has been looked up.
func TestImageCheckReportsWhatTheRendererDoes(t *testing.T) {
	assets := checkAssets()
	drawn := newFixture(t, 1)
	imageScene(drawn)
	r := rendering.NewRenderer(rendering.Options{Assets: assets, Screen: screen})
	r.Build(drawn.g, 0, &drawn.list)

	checked := newFixture(t, 1)
	imageScene(checked)
	c := rendering.NewImageCheck(assets)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	c.Check(checked.g)
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > 1<<20 {
		t.Errorf("the first Check allocated %d bytes, want under 1 MiB", n)
	}

	want, got := drawn.g.Problems().List(), checked.g.Problems().List()
	if len(got) != 4 {
		t.Errorf("the check reported %d problems, want 4 (big.png, gone.png, lost.png, no image):\n%v", len(got), got)
	}
	if len(got) != len(want) {
		t.Fatalf("the check reported\n%v\nthe renderer\n%v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("problem %d: the check reported\n%v\nthe renderer\n%v", i, got[i], want[i])
		}
	}
	if len(got) > 0 {
		if w := "warning: Big#1: Griff.Sprite: rendering: image assets/big.png: too big: 20000x20000 pixels, more than 4096 on a side; drawn as a magenta placeholder"; got[0].String() != w {
			t.Errorf("first problem %q, want %q", got[0].String(), w)
		}
	}
	if allocs := testing.AllocsPerRun(10, func() { c.Check(checked.g) }); allocs != 0 {
		t.Errorf("a Check once every image is known made %v allocations, want 0", allocs)
	}
	if n := checked.g.Problems().Len(); n != len(got) {
		t.Errorf("checking again reported %d more problems", n-len(got))
	}
}

// An image whose header reads but whose pixels do not, and texts with a font
// that is missing or not a font: the check decodes the image and reads the
// fonts, and reports what a Renderer reports in the window once the backend
// has failed to decode the image (Renderer.ImageFailed), word for word.
func TestImageCheckReportsPixelsAndFontsAsTheWindowDoes(t *testing.T) {
	var good bytes.Buffer
	png.Encode(&good, image.NewRGBA(image.Rect(0, 0, 8, 8)))
	assets := fstest.MapFS{"assets/cut.png": {Data: good.Bytes()[:60]}, "fonts/bad.ttf": {Data: []byte("not a font")}}
	fill := func(f *fixture) {
		scenes.Add(f.entity("Cut", nil, griff.V(0, 0)), visual.Sprite{Image: "assets/cut.png"})
		scenes.Add(f.entity("Gone", nil, griff.V(0, 0)), visual.Text{Text: "Hi", Font: "fonts/gone.ttf"})
		scenes.Add(f.entity("Bad", nil, griff.V(0, 0)), visual.Text{Text: "Hi", Font: "fonts/bad.ttf"})
	}
	drawn := newFixture(t, 1)
	fill(drawn)
	r := rendering.NewRenderer(rendering.Options{Assets: assets, Screen: screen})
	r.Build(drawn.g, 0, &drawn.list)
	r.ImageFailed("assets/cut.png", errors.New("unexpected EOF")) // what the backend's decoder says
	r.Build(drawn.g, 0, &drawn.list)

	checked := newFixture(t, 1)
	fill(checked)
	rendering.NewImageCheck(assets).Check(checked.g)

	str := func(ps []scenes.Problem) (out []string) {
		for _, p := range ps {
			out = append(out, p.String())
		}
		slices.Sort(out)
		return out
	}
	got, want := str(checked.g.Problems().List()), str(drawn.g.Problems().List())
	if len(got) != 3 || !slices.Equal(got, want) {
		t.Errorf("the check reported\n%s\nthe window's renderer\n%s\nwant the same 3", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if w := "warning: Cut#1: Griff.Sprite: rendering: image assets/cut.png: unexpected EOF; drawn as a magenta placeholder"; len(got) == 0 || got[1] != w {
		t.Errorf("problems %q, want one %q", got, w)
	}
}

package hosting_test

import (
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
)

var parallaxShots = flag.String("parallax-png", "", "write TestMapParallaxScrollsPrefabs's pictures into this folder")

// parallaxMap is a Tiled map with a red coin on a layer of factor 1 and a
// yellow one on a layer of factor 0.5 inside a group of factor 0.5 (0.25 in
// all, a shift of 0.75 in x), both prefab spawns, over a grey ground drawn
// as a rectangle.
const parallaxMap = `<?xml version="1.0" encoding="UTF-8"?>
<map orientation="orthogonal" width="40" height="6" tilewidth="16" tileheight="16">
 <group id="1" name="Far" parallaxx="0.5">
  <objectgroup id="2" name="Hills" parallaxx="0.5">
   <object id="1" name="Far coin" type="coin" x="60" y="20" width="8" height="8">
    <properties><property name="Griff.Shape.color" value="#ffff00ff"/></properties>
   </object>
  </objectgroup>
 </group>
 <objectgroup id="3" name="Play">
  <object id="2" name="Ground" x="-400" y="70" width="1200" height="20"/>
  <object id="3" name="Near coin" type="coin" x="60" y="50" width="8" height="8">
   <properties><property name="Griff.Shape.color" value="#ff0000ff"/></properties>
  </object>
 </objectgroup>
</map>`

// TestMapParallaxScrollsPrefabs plays a map through hosting and draws it
// (the software backend, as a screenshot) with the camera at two places 40
// units apart: the coin of the layer of factor 1 moves 40 pixels on the
// screen, the coin spawned on the far layer 10 (a quarter: Tiled's factors
// multiplied through the group), and the far coin's body stays where the
// map puts it.
func TestMapParallaxScrollsPrefabs(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"project.griff":     `{"name": "Parallax", "startScene": "main", "window": {"width": 160, "height": 90}}`,
		"scenes/main.json":  "{\"format\": 1, \"map\": \"levels/sky.tmx\",\n \"entities\": [\n  {\"id\": 1, \"name\": \"Camera\", \"components\": {\"Griff.Camera\": {}}}\n]}",
		"levels/sky.tmx":    parallaxMap,
		"prefabs/coin.json": reloadPrefab("8"),
	})
	lg, err := hosting.Load(os.DirFS(dir), "parallax")
	if err != nil {
		t.Fatal(err)
	}
	g, err := lg.NewGame(hosting.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ps := g.Problems().List(); len(ps) != 0 {
		t.Errorf("problems: %v", ps)
	}
	cam := find(g.Scene(), "Camera")
	far := find(g.Scene(), "Far coin")
	if cam == nil || far == nil {
		t.Fatalf("camera %v, far coin %v; want both", cam, far)
	}
	screen := runtime.Service[runtime.Screen](g)
	shot := func(x float64, name string) (nearX, farX int) {
		cam.Transform().Teleport(griff.V(x, 45))
		g.Step()
		pic := screen.Thumbnail(160, 90)
		if pic == nil {
			t.Fatal("no picture")
		}
		if *parallaxShots != "" {
			writePNG(t, filepath.Join(*parallaxShots, name+".png"), pic)
		}
		return leftmost(pic, 255, 0), leftmost(pic, 255, 255)
	}
	n1, f1 := shot(80, "camera-80")
	n2, f2 := shot(120, "camera-120")
	if n1 < 0 || f1 < 0 || n2 < 0 || f2 < 0 {
		t.Fatalf("coins at x %d, %d (camera 80) and %d, %d (camera 120); want both seen", n1, f1, n2, f2)
	}
	if d := n1 - n2; d != 40 {
		t.Errorf("the near coin moved %d px on the screen, want 40 (the camera's move)", d)
	}
	if d := f1 - f2; d != 10 {
		t.Errorf("the far coin moved %d px on the screen, want 10 (a quarter of the camera's move)", d)
	}
	if p := far.Transform().WorldPosition(); p != griff.V(64, 24) {
		t.Errorf("the far coin is at %v in the world, want (64, 24): parallax moves the drawing only", p)
	}
}

// leftmost returns the leftmost column of pic with a pixel of red r, green
// gr and blue 0, or -1.
func leftmost(pic *image.RGBA, r, gr uint8) int {
	b := pic.Bounds()
	for x := b.Min.X; x < b.Max.X; x++ {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			c := pic.RGBAAt(x, y)
			if c.R == r && c.G == gr && c.B == 0 {
				return x
			}
		}
	}
	return -1
}

func writePNG(t *testing.T, path string, pic image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, pic); err != nil {
		t.Fatal(err)
	}
}

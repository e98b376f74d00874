package tiled_test

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/tiled"
)

// TestRepeatingImageLayers: an image layer that repeats (repeatx, repeaty)
// draws copies of its image side by side over the map (32×16 pixels here):
// two 16-pixel copies across; with a parallax factor of 0.5, as much again
// on either side (the layer scrolls by up to half the map), four; both axes,
// a grid. One whose file does not give the image's size warns and is drawn
// once. Both formats.
func TestRepeatingImageLayers(t *testing.T) {
	tmx := `<map width="4" height="2" tilewidth="8" tileheight="8">
<imagelayer id="1" name="Clouds" repeatx="1"><image source="../assets/sky.png" width="16" height="8"/></imagelayer>
<imagelayer id="2" name="Far" repeatx="1" parallaxx="0.5"><image source="../assets/sky.png" width="16" height="8"/></imagelayer>
<imagelayer id="3" name="Tiles" offsetx="4" repeatx="1" repeaty="1"><image source="../assets/sky.png" width="16" height="8"/></imagelayer>
<imagelayer id="4" name="Unsized" repeaty="1"><image source="../assets/sky.png"/></imagelayer>
</map>`
	tmj := `{"type": "map", "width": 4, "height": 2, "tilewidth": 8, "tileheight": 8, "layers": [
 {"type": "imagelayer", "id": 1, "name": "Clouds", "repeatx": true, "image": "../assets/sky.png", "imagewidth": 16, "imageheight": 8},
 {"type": "imagelayer", "id": 2, "name": "Far", "repeatx": true, "parallaxx": 0.5, "image": "../assets/sky.png", "imagewidth": 16, "imageheight": 8},
 {"type": "imagelayer", "id": 3, "name": "Tiles", "offsetx": 4, "repeatx": true, "repeaty": true, "image": "../assets/sky.png", "imagewidth": 16, "imageheight": 8},
 {"type": "imagelayer", "id": 4, "name": "Unsized", "repeaty": true, "image": "../assets/sky.png"}]}`
	places := func(n *level.Node) []griff.Vec {
		var out []griff.Vec
		for _, c := range n.Children {
			if fieldsOf(t, c, "Griff.Sprite") != nil {
				out = append(out, c.Position)
			}
		}
		return out
	}
	for _, c := range []struct{ name, data string }{{"r.tmx", tmx}, {"r.tmj", tmj}} {
		fsys := game(t)
		fsys["maps/"+c.name] = &fstest.MapFile{Data: []byte(c.data)}
		lv, probs, err := readMap(fsys, c.name)
		if err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string][]griff.Vec{
			"Clouds": {griff.V(0, 0), griff.V(16, 0)},
			"Far":    {griff.V(-16, 0), griff.V(0, 0), griff.V(16, 0), griff.V(32, 0)},
			// At x 4: copies from -16 (covering x 0) to 16 (up to 36); rows 0 and 8.
			"Tiles": {griff.V(-16, 0), griff.V(0, 0), griff.V(16, 0), griff.V(-16, 8), griff.V(0, 8), griff.V(16, 8)},
		} {
			n := findNode(lv, name)
			if got := places(n); !equalVecs(got, want) {
				t.Errorf("%s: %s's copies at %v, want %v", c.name, name, got, want)
			}
		}
		if p := fieldsOf(t, findNode(lv, "Far"), "Griff.Parallax"); p == nil || string(p["shift"]) != "[0.5,0]" {
			t.Errorf("%s: Far's parallax %s, want a shift of (0.5, 0)", c.name, p)
		}
		if fieldsOf(t, findNode(lv, "Unsized"), "Griff.Sprite") == nil || len(probs) != 1 || !strings.Contains(probs[0].Message, `"Unsized" repeats its image, and its file does not give the image's size`) {
			t.Errorf("%s: problems\n%s\nwant one about Unsized, drawn once", c.name, problemsText(probs))
		}
	}
}

func equalVecs(a, b []griff.Vec) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestRepeatsAreBounded: a small map naming many repeating image layers of
// a one-pixel image over a large map draws at most tiled.MaxRepeats copies
// in all, and warns.
func TestRepeatsAreBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<map width="1000" height="1000" tilewidth="16" tileheight="16">`)
	for i := range 50 {
		fmt.Fprintf(&b, `<imagelayer id="%d" name="L%d" repeatx="1" repeaty="1"><image source="../assets/sky.png" width="1" height="1"/></imagelayer>`, i+1, i)
	}
	b.WriteString(`</map>`)
	fsys := game(t)
	fsys["maps/many.tmx"] = &fstest.MapFile{Data: []byte(b.String())}
	lv, probs, err := readMap(fsys, "many.tmx")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	lv.Walk(func(nd *level.Node) {
		if fieldsOf(t, nd, "Griff.Sprite") != nil {
			n++
		}
	})
	if n != tiled.MaxRepeats {
		t.Errorf("%d copies, want tiled.MaxRepeats (%d)", n, tiled.MaxRepeats)
	}
	if len(probs) != 50 || !strings.Contains(probs[0].Message, "at most 4096 copies in all") {
		t.Errorf("%d problems (first %v), want one a layer", len(probs), probs[0])
	}
}

package tiled_test

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/klauspost/compress/zstd"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/tiled"
)

// TestZstdLayer: a layer whose data is base64 of zstd-compressed gids (as
// Tiled writes with "Tile Layer Format: Base64 (Zstandard compressed)") is
// read, flips and all.
func TestZstdLayer(t *testing.T) {
	gids := []uint32{1, 0, 2 | 1<<31, 3 | 1<<29 | 1<<31}
	raw := make([]byte, 0, 16)
	for _, g := range gids {
		raw = binary.LittleEndian.AppendUint32(raw, g)
	}
	enc, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	data := base64.StdEncoding.EncodeToString(enc.EncodeAll(raw, nil))
	fsys := game(t)
	fsys["maps/z.tmx"] = &fstest.MapFile{Data: fmt.Appendf(nil, `<map orientation="orthogonal" width="2" height="2" tilewidth="16" tileheight="16">
<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4"><image source="../assets/tiles.png" width="64" height="32"/></tileset>
<layer name="Z" width="2" height="2"><data encoding="base64" compression="zstd">%s</data></layer>
</map>`, data)}
	lv, probs, err := readMap(fsys, "z.tmx")
	if err != nil || len(probs) != 0 {
		t.Fatalf("err %v, problems %v", err, probs)
	}
	var tm struct {
		Cells []int `json:"cells"`
		Flips []int `json:"flips"`
	}
	component(t, lv.Roots[0], "Griff.Tilemap", &tm)
	if fmt.Sprint(tm.Cells) != "[1 0 2 3]" || fmt.Sprint(tm.Flips) != "[0 0 1 5]" {
		t.Errorf("cells %v flips %v, want [1 0 2 3] and [0 0 1 5] (x; diagonal + x)", tm.Cells, tm.Flips)
	}
}

// TestZstdBomb: zstd data that would inflate far past the layer's cells is
// refused (a warning) without being inflated.
func TestZstdBomb(t *testing.T) {
	enc, _ := zstd.NewWriter(nil)
	data := base64.StdEncoding.EncodeToString(enc.EncodeAll(make([]byte, 4<<20), nil))
	fsys := game(t)
	fsys["maps/z.tmx"] = &fstest.MapFile{Data: fmt.Appendf(nil, `<map width="2" height="2" tilewidth="8" tileheight="8"><layer name="L" width="2" height="2"><data encoding="base64" compression="zstd">%s</data></layer></map>`, data)}
	_, probs, err := readMap(fsys, "z.tmx")
	if err != nil || len(probs) != 1 || !strings.Contains(probs[0].Message, "17 bytes where 4 cells need 16") {
		t.Errorf("err %v, problems %v; want one warning that the data is longer than the cells", err, probs)
	}
}

// component decodes n's component typ into v.
func component(t *testing.T, n *level.Node, typ string, v any) {
	t.Helper()
	for _, c := range n.Components {
		if c.Type == typ {
			b, _ := json.Marshal(c.Value)
			if err := json.Unmarshal(b, v); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("%s has no %s", n.Name, typ)
}

func area(p []griff.Vec) float64 {
	a := 0.0
	for i := range p {
		q := p[(i+1)%len(p)]
		a += p[i][0]*q[1] - q[0]*p[i][1]
	}
	return a / 2
}

func TestConvexParts(t *testing.T) {
	for _, c := range []struct {
		name  string
		pts   []griff.Vec
		parts int
		area  float64
	}{
		{"triangle", []griff.Vec{{0, 0}, {10, 0}, {5, -8}}, 1, 40},
		{"square, clockwise on screen", []griff.Vec{{0, 0}, {0, 10}, {10, 10}, {10, 0}}, 1, 100},
		// An L: 20×20 less its 10×10 top-right quarter.
		{"L", []griff.Vec{{0, 0}, {10, 0}, {10, 10}, {20, 10}, {20, 20}, {0, 20}}, 2, 300},
		// A U of three 10×30 / 10×10 bars: at least 3 convex parts.
		{"U", []griff.Vec{{0, 0}, {10, 0}, {10, 20}, {20, 20}, {20, 0}, {30, 0}, {30, 30}, {0, 30}}, 3, 700},
		{"line", []griff.Vec{{0, 0}, {5, 5}, {10, 10}}, 0, 0},
		{"bow tie", []griff.Vec{{0, 0}, {10, 10}, {10, 0}, {0, 10}}, 0, 0},
	} {
		parts := tiled.ConvexParts(c.pts)
		total := 0.0
		for _, p := range parts {
			a := area(p)
			if a <= 0 {
				t.Errorf("%s: part %v has area %v, want > 0 (one winding)", c.name, p, a)
			}
			for i := range p {
				if q, r := p[(i+1)%len(p)], p[(i+2)%len(p)]; (q[0]-p[i][0])*(r[1]-p[i][1])-(q[1]-p[i][1])*(r[0]-p[i][0]) < 0 {
					t.Errorf("%s: part %v is not convex", c.name, p)
				}
			}
			total += a
		}
		if len(parts) != c.parts || total != c.area {
			t.Errorf("%s: %d parts of area %v, want %d of %v", c.name, len(parts), total, c.parts, c.area)
		}
	}
}

// TestConcavePolygonCollider: a concave polygon object becomes a collider of
// its convex parts; a polyline a chain.
func TestConcavePolygonCollider(t *testing.T) {
	fsys := game(t)
	fsys["maps/p.tmx"] = &fstest.MapFile{Data: []byte(`<map orientation="orthogonal" width="2" height="2" tilewidth="16" tileheight="16">
<objectgroup name="Walls">
<object id="1" name="L" x="5" y="6"><polygon points="0,0 10,0 10,10 20,10 20,20 0,20"/></object>
<object id="2" name="Bad" x="0" y="0"><polygon points="0,0 10,10 10,0 0,10"/></object>
</objectgroup></map>`)}
	lv, probs, err := readMap(fsys, "p.tmx")
	if err != nil {
		t.Fatal(err)
	}
	var col struct {
		Shapes []struct {
			Kind   string      `json:"kind"`
			Points []griff.Vec `json:"points"`
		} `json:"shapes"`
	}
	l := lv.Roots[0].Children[0]
	component(t, l, "Griff.Collider", &col)
	if len(col.Shapes) != 2 || col.Shapes[0].Kind != "polygon" || l.Position != griff.V(5, 6) {
		t.Errorf("the L: %+v at %v, want two polygons at (5, 6)", col, l.Position)
	}
	if len(probs) != 1 || !strings.Contains(probs[0].String(), `maps/p.tmx:4:`) || !strings.Contains(probs[0].Message, `polygon object 2 "Bad"`) {
		t.Errorf("problems %v, want one naming the bow tie's line and name", probs)
	}
}

// TestFeaturesGolden reads a map (built following Tiled's TMX documentation)
// with a zstd layer of flipped, animated, 120°-turned and collection tiles
// with parallax, an image layer with parallax, a concave polygon, a
// polyline and a polygon that crosses itself: the scene and the problems
// match the golden files.
func TestFeaturesGolden(t *testing.T) {
	lv, probs, err := readMap(game(t), "features.tmx")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "features.golden", dump(t, lv))
	var ps strings.Builder
	for _, p := range probs {
		ps.WriteString(p.String() + "\n")
	}
	golden(t, "features.problems", ps.String())
}

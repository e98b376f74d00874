package tiled_test

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes/tiled"
)

// BenchmarkReadTMX_256x256 reads a map of one CSV tile layer of 256×256
// cells and writes its scene file.
func BenchmarkReadTMX_256x256(b *testing.B) {
	var cells strings.Builder
	for i := range 256 * 256 {
		if i > 0 {
			cells.WriteByte(',')
		}
		fmt.Fprint(&cells, 1+i%8)
	}
	m := []byte(`<map orientation="orthogonal" width="256" height="256" tilewidth="16" tileheight="16">
<tileset firstgid="1" name="t" tilewidth="16" tileheight="16" tilecount="8" columns="4"><image source="t.png"/>
<tile id="0"><properties><property name="collision" value="solid"/></properties></tile></tileset>
<layer name="L" width="256" height="256"><data encoding="csv">` + cells.String() + `</data></layer></map>`)
	fsys := fstest.MapFS{"t.png": {}}
	b.SetBytes(int64(len(m)))
	for b.Loop() {
		lv, err := tiled.ReadTMX("m.tmx", m, fsys, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := lv.SceneFile(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadTMX_builtinLevel1 reads the built-in game's first level (120×20
// cells in three tile layers whose properties set Griff.Tilemap fields, each
// checked with level.Override.CheckNode) and writes its scene file.
func BenchmarkReadTMX_builtinLevel1(b *testing.B) {
	m, err := os.ReadFile("../../assets/builtin/levels/level1.tmx")
	if err != nil {
		b.Fatal(err)
	}
	ts, err := os.ReadFile("../../assets/builtin/levels/tiles.tsx")
	if err != nil {
		b.Fatal(err)
	}
	fsys := fstest.MapFS{"levels/tiles.tsx": {Data: ts}}
	b.SetBytes(int64(len(m)))
	b.ReportAllocs()
	for b.Loop() {
		lv, err := tiled.ReadTMX("levels/level1.tmx", m, fsys, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := lv.SceneFile(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadTMJ_256x256 reads a JSON map of one tile layer of 256×256
// cells (an array of ids, as Tiled writes it) and an object layer of 256
// objects, and writes its scene file.
func BenchmarkReadTMJ_256x256(b *testing.B) {
	var cells, objs strings.Builder
	for i := range 256 * 256 {
		if i > 0 {
			cells.WriteByte(',')
		}
		fmt.Fprint(&cells, 1+i%8)
	}
	for i := range 256 {
		if i > 0 {
			objs.WriteByte(',')
		}
		fmt.Fprintf(&objs, `{"id": %d, "name": "box", "x": %d, "y": 8, "width": 16, "height": 16}`, i+1, i*16)
	}
	m := []byte(`{"type": "map", "orientation": "orthogonal", "width": 256, "height": 256, "tilewidth": 16, "tileheight": 16,
"tilesets": [{"firstgid": 1, "name": "t", "tilewidth": 16, "tileheight": 16, "tilecount": 8, "columns": 4, "image": "t.png",
 "tiles": [{"id": 0, "properties": [{"name": "collision", "type": "string", "value": "solid"}]}]}],
"layers": [{"type": "tilelayer", "id": 1, "name": "L", "width": 256, "height": 256, "data": [` + cells.String() + `]},
 {"type": "objectgroup", "id": 2, "name": "O", "objects": [` + objs.String() + `]}]}`)
	fsys := fstest.MapFS{"t.png": {}}
	b.SetBytes(int64(len(m)))
	b.ReportAllocs()
	for b.Loop() {
		lv, err := tiled.ReadTMJ("m.tmj", m, fsys, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := lv.SceneFile(); err != nil {
			b.Fatal(err)
		}
	}
}

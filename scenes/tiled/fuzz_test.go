package tiled_test

import (
	"errors"
	"io/fs"
	"os"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/tiled"
)

// TestPropertiesReachFields: the golden map's properties of every type set
// the Go fields of the components they name.
func TestPropertiesReachFields(t *testing.T) {
	lv, _, err := readMap(game(t), "all.tmx")
	if err != nil {
		t.Fatal(err)
	}
	sf, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenes.ReadScene(lv.Name, sf, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got *demoProps
	for _, p := range scenes.All[demoProps](s) {
		got = p
	}
	color, _ := griff.Hex("#10203040")
	want := demoProps{AString: "line one\nline two", AnInt: -7, AFloat: 2.25, ABool: true, AColor: color, AFile: "maps/art/door.png", AnObject: 9}
	if got == nil || *got != want {
		t.Errorf("Demo.Props = %+v, want %+v", got, want)
	}
	for _, c := range scenes.All[demoClass](s) {
		if c.Count != 3 || c.Inner.Deep {
			t.Errorf("Demo.Class = %+v, want count 3, inner.deep false", c)
		}
	}
}

// fuzz reads data as maps/f.EXT beside the test maps' tile sets (and
// go-tiled's maps in maps/gotiled/). The seeds are small real maps (Tiled's
// own files from go-tiled, this package's smaller test maps, maps of bad
// numbers and misspelt properties), so mutations get past the limits into
// the reader. The golden maps all.tmx and all.tmj (5 and 8 KB) are left
// out: the fuzzer spent its minute minimizing their mutations (each
// candidate a whole read), making 4 to 7 executions a minute.
// Whatever data holds, the reader must not panic, and must return either a
// *FileError naming the file, or a level whose every problem names a file,
// whose scene file is written (or refused as past scenes.MaxFileSize with
// level.ErrTooLarge) and reads back as a scene (once level.DropRefused has
// dropped the property values the scene reader refuses, as hosting does),
// and whose spawns place.
func fuzz(f *testing.F, ext string, seeds []string, read func(name string, data []byte, fsys fs.FS, problems *scenes.Problems) (*level.Level, error)) {
	fsys := game(f)
	for name, file := range outsideGame(f) {
		fsys[name] = file
	}
	for _, name := range []string{"infinite", "features", "templated"} {
		if data, err := os.ReadFile("testdata/" + name + ext); err == nil {
			f.Add(data)
		}
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		probs := scenes.NewProblems(nil)
		lv, err := read("maps/f"+ext, data, fsys, probs)
		if err != nil {
			var fe *tiled.FileError
			if !errors.As(err, &fe) || fe.File == "" {
				t.Fatalf("the error %v is not a *tiled.FileError naming a file", err)
			}
			return
		}
		for _, p := range probs.List() {
			if p.File == "" {
				t.Errorf("the problem %v names no file", p)
			}
		}
		for { // as hosting reads it: values of properties the scene reader refuses are dropped
			sf, err := lv.SceneFile()
			if errors.Is(err, level.ErrTooLarge) {
				return
			}
			if err != nil {
				t.Fatalf("SceneFile: %v", err)
			}
			s, err := scenes.ReadScene(lv.Name, sf, nil)
			if err != nil && lv.DropRefused(err, func(p scenes.Problem) {
				if p.File == "" || p.Line == 0 && ext == ".tmx" {
					t.Errorf("the problem %v names no file and line", p)
				}
			}) {
				continue
			}
			if err != nil {
				t.Fatalf("the scene made from the map does not read: %v\n%s", err, sf)
			}
			lv.Place(s, func(string) *scenes.Template { return nil }) // every spawn warns: no prefabs
			return
		}
	})
}

// tmxSeeds are small maps for FuzzTMX: go-tiled's, and maps of every
// problem the reader warns about.
func tmxSeeds(f *testing.F) []string {
	out := []string{shapesMap, nanTMX, `<map width="1" height="1" tilewidth="8" tileheight="8"><properties><property name="x" value="1"/></properties></map>`,
		`<map width="2" height="1" tilewidth="8" tileheight="8"><objectgroup id="1" name="O" opacity="7"><properties><property name="Griff.TilemapWalls.fromTilemap" value="solid"/></properties>
<object id="2" x="1" y="1" width="2" height="2"><properties><property name="Griff.Shape.kind" value="hexagon"/><property name="Griff.Shape.radius" type="float" value="2"/></properties></object></objectgroup>
<layer id="3" name="L" width="2" height="2"><data encoding="csv">0,x</data></layer></map>`,
		// Tile sets out of order, overlapping and badly numbered, a gid
		// past them all, bad property types, a prefab in a tinted group.
		`<map width="3" height="1" tilewidth="8" tileheight="8"><tileset firstgid="3" name="b" tilewidth="8" tileheight="8" tilecount="4" columns="2"><image source="../assets/sky.png"/></tileset>
<tileset firstgid="1" name="a" tilewidth="8" tileheight="8" tilecount="4" columns="2"><image source="../assets/tiles.png"/></tileset><tileset firstgid="x" source="things.tsx"/>
<layer id="1" name="L" width="3" height="1"><data encoding="csv">1,3,99</data></layer>
<group id="2" name="G" opacity="0.5" offsetx="3"><objectgroup id="3" name="O"><properties><property name="Griff.Text.color" type="color" value="#zz"/></properties>
<object id="4" name="C" class="Coin" x="1" y="1"><properties><property name="Platformer.Coin.value" type="int" value="1.5"/><property name="Griff.Sprite.flipX" type="bool" value="yes"/></properties></object></objectgroup></group></map>`,
		`<map width="100000" height="100000" tilewidth="8" tileheight="99999"><layer id="1" name="A"><data encoding="csv"></data></layer></map>`}
	for _, name := range []string{"test.tmx", "test3.tmx", "groups.tmx"} {
		data, err := os.ReadFile("testdata/gotiled/" + name)
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, string(data))
	}
	return out
}

func FuzzTMX(f *testing.F) {
	fuzz(f, ".tmx", tmxSeeds(f), tiled.ReadTMX)
}

// tmjSeeds are small maps for FuzzTMJ of most of what the format holds,
// each under 1 KB: the worker minimizes every new input it finds, each
// candidate a whole read, so a seed of 2 KB kept it minimizing for the
// whole minute of a run.
var tmjSeeds = []string{`{"type":"map","width":2,"height":2,"tilewidth":8,"tileheight":8,"parallaxoriginx":4,
"tilesets":[{"firstgid":1,"name":"ts","tilewidth":8,"tileheight":8,"tilecount":4,"columns":2,"image":"../assets/tiles.png",
 "tiles":[{"id":0,"properties":[{"name":"collision","type":"string","value":"oneWay"}]},{"id":1,"animation":[{"tileid":1,"duration":100},{"tileid":2,"duration":100}]},
  {"id":2,"objectgroup":{"objects":[{"id":1,"x":0,"y":0,"width":8,"height":4},{"id":2,"x":1,"y":1,"polygon":[{"x":0,"y":0},{"x":4,"y":0},{"x":0,"y":4}]}]}}]}],
"layers":[{"type":"tilelayer","id":1,"name":"T","width":2,"height":2,"encoding":"base64","compression":"zlib","data":"eJxjZGBgYAJiZgYIAAAAUAAH","parallaxx":0.5,"tintcolor":"#80ff0000"}]}`,
	`{"type":"map","width":2,"height":2,"tilewidth":8,"tileheight":8,"properties":[{"name":"music","type":"file","value":"a.ogg"}],
"tilesets":[{"firstgid":1,"source":"things.tsj"}],
"layers":[{"type":"imagelayer","id":2,"name":"I","image":"../assets/sky.png","imagewidth":16,"imageheight":16,"parallaxy":0.2},
 {"type":"group","id":3,"name":"G","opacity":0.5,"layers":[{"type":"objectgroup","id":4,"name":"O","objects":[
  {"id":5,"name":"t","x":1,"y":1,"width":20,"height":8,"text":{"text":"hi","pixelsize":10,"wrap":true,"color":"#ff00ff00","halign":"center"}},
  {"id":6,"name":"p","x":2,"y":2,"polyline":[{"x":0,"y":0},{"x":5,"y":5}]},{"id":7,"gid":2,"x":3,"y":3,"width":8,"height":8},
  {"id":8,"class":"Coin","x":4,"y":4,"properties":[{"name":"Platformer.Coin","type":"class","value":{"value":3}}]}]}]}]}`,
}

func FuzzTMJ(f *testing.F) {
	fuzz(f, ".tmj", append(tmjSeeds, nanTMJ, `{"type":"map","width":2,"height":1,"tilewidth":8,"tileheight":8,"tilesets":[{"firstgid":1,"source":"things.tsj"}],`+
		`"layers":[{"type":"tilelayer","id":1,"name":"L","width":2,"height":1,"data":[1,2]},{"type":"group","id":2,"layers":[{"type":"objectgroup","id":3,`+
		`"objects":[{"id":1,"x":1,"y":2,"width":3,"height":4,"ellipse":true},{"id":2,"class":"Coin","x":5,"y":5,"properties":[{"name":"Platformer.Coin.value","type":"int","value":2}]}]}]}]}`,
		`{"type":"map","width":3,"height":1,"tilewidth":8,"tileheight":8,"tilesets":[{"firstgid":3,"name":"b","tilewidth":8,"tileheight":8,"tilecount":4,"columns":2,"image":"../assets/sky.png"},`+
			`{"firstgid":1,"name":"a","tilewidth":8,"tileheight":8,"tilecount":4,"columns":2,"image":"../assets/tiles.png"},{"firstgid":0,"source":"things.tsj"}],`+
			`"layers":[{"type":"tilelayer","id":1,"name":"L","width":3,"height":1,"data":[1,3,99]},{"type":"group","id":2,"opacity":0.5,"offsetx":3,"layers":[{"type":"objectgroup","id":3,`+
			`"properties":[{"name":"Griff.Text.color","type":"color","value":"#zz"}],"objects":[{"id":4,"class":"Coin","x":1,"y":1,"properties":[{"name":"Platformer.Coin.value","type":"int","value":1.5},{"name":"Griff.Sprite.flipX","type":"bool","value":"yes"}]}]}]}]}`,
		`{"type":"map","width":1048577,"height":1,"tilewidth":8,"tileheight":99999,"layers":[]}`), tiled.ReadTMJ)
}

package tiled_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/tiled"
)

// walkCases are objects written to catch the corners where a token walk
// could differ from encoding/xml's reflection: attributes given twice, bad
// and spaced numbers, namespaces, a second <polygon>, <text> and
// <properties>, text in CDATA and beside child elements, comments, class
// properties nested in a property, unknown children, and broken XML
// inside an object.
var walkCases = []string{
	`<map width="2" height="2" tilewidth="8" tileheight="8"><objectgroup id="1" name="O">
<object id="1" id="2" name="a" name="b" x=" 3 " y="4" x="5" gid=" 7 " visible="0" visible="1" rotation="x"><point/><ellipse>text<z/></ellipse></object>
<object id="3" x:y="9" xmlns:x="urn:x" p:id="4" xmlns:p="urn:p"><polygon points="0,0 1,1"/><polygon other="1"/><polyline points="2,2 3,3"><a/></polyline></object>
<object id="5"><text pixelsize="12" wrap="1" bold=" 1 " color="#ff0000">one <b>bold</b><![CDATA[ & <two> ]]><!-- c --> three</text><text halign="center"/></object>
<object id="6"><properties><property name="a" value="1"/><x/><property name="b">multi
line</property></properties><!-- between --><properties><property name="c" type="class" propertytype="K"><properties><property name="d" value="2"/><property name="e" type="class"><properties><property name="f" value="3"/></properties></property></properties></property></properties></object>
<object id=""/><object gid=""/><object id="7" template="gem.tx"/><object id="8" template="coin.tx" x="1"/>
</objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object id="x"/></objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object gid="4294967296"/></objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object id="99999999999999999999"/></objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object><text wrap="yes">a</text></object></objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object><text>a<b></text></object></objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object><properties><property name="a"><x></property></properties></object></objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object><properties><property name="a" value="1"></properties></object></objectgroup></map>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><objectgroup><object id="1"><point>`,
	`<map width="1" height="1" tilewidth="8" tileheight="8"><tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="1" columns="1"><image source="../assets/tiles.png"/>
<tile id="0"><objectgroup><object id="1" x="1" y="1" width="4" height="4"/><object id="2"><polygon points="0,0 4,0 0,4"/></object></objectgroup></tile></tileset></map>`,
}

// walkFiles are the files the walk is compared over: the test maps, tile
// sets and templates, go-tiled's maps, the built-in game's levels, the
// fuzz corpus of FuzzTMX, and walkCases.
func walkFiles(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, pat := range []string{"testdata/*.t[msx]x", "testdata/*.tx", "testdata/gotiled/*.t[ms]x", "testdata/gotiled/*/*.t[ms]x", "../../assets/builtin/levels/*.t[ms]x"} {
		names, _ := filepath.Glob(pat)
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			out[name] = data
		}
	}
	corpus, _ := filepath.Glob("testdata/fuzz/FuzzTMX/*")
	for _, name := range corpus {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		_, arg, _ := strings.Cut(string(data), "[]byte(")
		s, err := strconv.Unquote(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(arg), ")")))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = []byte(s)
	}
	for i, c := range walkCases {
		out[fmt.Sprintf("walkCases[%d]", i)] = []byte(c)
	}
	if len(out) < 20 {
		t.Fatalf("only %d files to compare over", len(out))
	}
	return out
}

// readAll reads data as the map maps/f.tmx and writes everything that
// comes of it: the error, the problems, the scene file and the spawns.
func readAll(fsys fs.FS, data []byte) string {
	probs := scenes.NewProblems(nil)
	lv, err := tiled.ReadTMX("maps/f.tmx", data, fsys, probs)
	var b strings.Builder
	fmt.Fprintf(&b, "error: %v\n", err)
	for _, p := range probs.List() {
		fmt.Fprintf(&b, "problem: %+v\n", p)
	}
	if lv == nil {
		return b.String()
	}
	sf, err := lv.SceneFile()
	fmt.Fprintf(&b, "scene file (%v):\n%s\n", err, sf)
	for _, sp := range lv.Spawns {
		fmt.Fprintf(&b, "spawn %s %q at %v turned %v\n", sp.Prefab, sp.Name, sp.Position, sp.Rotation)
		for _, o := range sp.Fields {
			fmt.Fprintf(&b, "  %s.%s = %s\n", o.Component, o.Field, o.Value)
		}
	}
	return b.String()
}

// checkWalk fails t if reading data's objects by the token walk differs
// from reading them by reflection, object by object or in the whole read.
func checkWalk(t *testing.T, fsys fs.FS, name string, data []byte) {
	t.Helper()
	if d := tiled.ObjectsBoth(data); d != "" {
		t.Errorf("%s: %s", name, d)
	}
	walk := readAll(fsys, data)
	var refl string
	tiled.WithReflectedObjects(func() { refl = readAll(fsys, data) })
	if walk != refl {
		t.Errorf("%s: the read differs\nwalk:\n%s\nreflection:\n%s", name, walk, refl)
	}
}

// TestObjectWalkSameAsReflection: readObject gives the objects, warnings,
// errors and scene files encoding/xml's reflection gave.
func TestObjectWalkSameAsReflection(t *testing.T) {
	fsys := game(t)
	for name, file := range outsideGame(t) {
		fsys[name] = file
	}
	objects := 0
	for name, data := range walkFiles(t) {
		objects += strings.Count(string(data), "<object ")
		checkWalk(t, fsys, name, data)
	}
	if objects < 90 {
		t.Errorf("only %d objects compared", objects)
	}
}

// FuzzObjectWalk compares readObject with encoding/xml's reflection over
// mutations of the test maps, FuzzTMX's seeds and walkCases.
func FuzzObjectWalk(f *testing.F) {
	fsys := game(f)
	for name, file := range outsideGame(f) {
		fsys[name] = file
	}
	for _, data := range walkFiles(f) {
		if len(data) < 4096 {
			f.Add(data)
		}
	}
	for _, s := range tmxSeeds(f) {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkWalk(t, fsys, "fuzz", data)
	})
}

package tiled_test

import (
	"os"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
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

// fuzz reads data as maps/f.EXT beside the test maps' tile sets: whatever
// it holds, the reader returns a level or an error, and the level's scene
// file is written.
func fuzz(f *testing.F, ext string, read func(name string, data []byte, fsys fstest.MapFS) error) {
	for _, name := range []string{"all", "infinite", "features"} {
		if data, err := os.ReadFile("testdata/" + name + ext); err == nil {
			f.Add(data)
		}
	}
	if ext == ".tmx" {
		f.Add([]byte(shapesMap)) // shapes drawn on tiles
	}
	fsys := game(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		_ = read("maps/f"+ext, data, fsys) // an error is fine; a panic is not
	})
}

func FuzzTMX(f *testing.F) {
	fuzz(f, ".tmx", func(name string, data []byte, fsys fstest.MapFS) error {
		lv, err := tiled.ReadTMX(name, data, fsys, nil)
		if err != nil {
			return err
		}
		_, err = lv.SceneFile()
		return err
	})
}

func FuzzTMJ(f *testing.F) {
	fuzz(f, ".tmj", func(name string, data []byte, fsys fstest.MapFS) error {
		lv, err := tiled.ReadTMJ(name, data, fsys, nil)
		if err != nil {
			return err
		}
		_, err = lv.SceneFile()
		return err
	})
}

package ldtk_test

import (
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/level"
)

// TestNonFiniteNumbersWarn: a layer's opacity or offset, a tile's alpha and
// an entity's position that are not finite numbers ("1e400", which
// encoding/json refuses, or "NaN") warn at the layer's or entity's line and
// take their defaults; the layer and the entity are still read.
func TestNonFiniteNumbersWarn(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for _, r := range [][2]string{
		{`"__identifier": "Decor", "__type": "Tiles", "__cWid": 4, "__cHei": 3, "__gridSize": 8, "__opacity": 1,
				  "__pxTotalOffsetX": 0`, `"__identifier": "Decor", "__type": "Tiles", "__cWid": 4, "__cHei": 3, "__gridSize": 8, "__opacity": 1e400,
				  "__pxTotalOffsetX": "NaN"`},
		{`"t": 0, "d": [0], "a": 1 }`, `"t": 0, "d": [0], "a": -1e999 }`},
		{`"px": [12, 16]`, `"px": [1e400, 16]`},
	} {
		if !strings.Contains(s, r[0]) {
			t.Fatalf("small.ldtk has no %s", r[0])
		}
		s = strings.Replace(s, r[0], r[1], 1)
	}
	var p scenes.Problems
	l, err := ldtk.Read("small.ldtk", []byte(s), os.DirFS("testdata"), &p)
	if err != nil {
		t.Fatal(err)
	}
	var all strings.Builder
	for _, pr := range p.List() {
		all.WriteString(pr.String() + "\n")
	}
	for _, w := range []string{
		`small.ldtk:43:14: layer "Decor": __opacity`, `layer "Decor": __opacity "1e400" is not a finite number`, `layer "Decor": __pxTotalOffsetX "NaN"`,
		`layer "Decor": a tile's alpha (a) "-1e999"`,
		`small.ldtk:26:78: entity "Coin": px[0]`, `entity "Coin": px[0] "1e400"`,
	} {
		if !strings.Contains(all.String(), w) {
			t.Errorf("no problem says %q; problems:\n%s", w, all.String())
		}
	}
	decor := findByName(l, "Decor")
	if decor == nil || decor.Position[0] != 0 || len(decor.Children) == 0 {
		t.Errorf("Decor = %+v, want read, at x 0", decor)
	}
	if len(l.Spawns) != 2 || l.Spawns[0].Position[0] != 0 || l.Spawns[0].Position[1] != 16 {
		t.Errorf("spawns %+v, want 2, the first at (0, 16)", l.Spawns)
	}
	sf, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := scenes.ReadScene(l.Name, sf, nil); err != nil {
		t.Fatalf("the scene does not read: %v", err)
	}
}

// findByName returns the first node of l named name, or nil.
func findByName(l *level.Level, name string) *level.Node {
	var out *level.Node
	l.Walk(func(n *level.Node) {
		if n.Name == name && out == nil {
			out = n
		}
	})
	return out
}

// TestOpacityOutOfRangeWarns: a layer's __opacity or a tile's alpha outside
// 0..1 (LDtk's range) warns at the layer's line and column, naming the
// layer, and is clamped: __opacity -5 draws the layer's tiles with alpha 0,
// a tile's alpha 3 as 1.
func TestOpacityOutOfRangeWarns(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `"__identifier": "Decor", "__type": "Tiles", "__cWid": 4, "__cHei": 3, "__gridSize": 8, "__opacity": 1,`,
		`"__identifier": "Decor", "__type": "Tiles", "__cWid": 4, "__cHei": 3, "__gridSize": 8, "__opacity": -5,`, 1)
	s = strings.Replace(s, `"t": 0, "d": [0], "a": 1 }`, `"t": 0, "d": [0], "a": 3 }`, 1)
	var p scenes.Problems
	l, err := ldtk.Read("small.ldtk", []byte(s), os.DirFS("testdata"), &p)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pr := range p.List() {
		if strings.Contains(pr.Message, "is not from 0 to 1") {
			got = append(got, pr.String())
		}
	}
	want := []string{
		`warning: small.ldtk:43:14: layer "Decor": __opacity -5 is not from 0 to 1; 0 is used`,
		`warning: small.ldtk:43:14: layer "Decor": a tile's alpha (a) 3 is not from 0 to 1; 1 is used`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	sf, err := l.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	if n, m := strings.Count(string(sf), `"tint"`), strings.Count(string(sf), `"tint": "#ffffff00"`); n == 0 || n != m {
		t.Errorf("%d tints, %d of alpha 0; want every Decor tile drawn at alpha 0:\n%s", n, m, sf)
	}
}

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

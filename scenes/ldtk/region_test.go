package ldtk_test

import (
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
)

// A tile off the grid whose source rectangle has a number past a
// visual.Region's int32 is left out with one warning naming its layer, not
// drawn from a wrapped rectangle.
func TestTileSrcOutOfRegion(t *testing.T) {
	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	file := strings.Replace(string(data), `"src": [24, 8]`, `"src": [4294967320, 8]`, 1)
	if file == string(data) {
		t.Fatal("small.ldtk has no tile with src [24, 8]")
	}
	var p scenes.Problems
	l, err := ldtk.Read("small.ldtk", []byte(file), fstest.MapFS{}, &p)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, pr := range p.List() {
		msgs = append(msgs, pr.String())
	}
	all := strings.Join(msgs, "\n")
	if n := strings.Count(all, "a tile's source rectangle (src, tileGridSize) reaches outside -2147483648..2147483647 pixels; such tiles left out"); n != 1 {
		t.Errorf("problems\n%s\nwant one on the tile's source rectangle", all)
	}
	decor := l.Roots[0].Children[1]
	if sprites := decor.Children[len(decor.Children)-1]; len(sprites.Children) != 2 {
		t.Errorf("Decor sprites %d, want 2 (the far tile left out)", len(sprites.Children))
	}
}

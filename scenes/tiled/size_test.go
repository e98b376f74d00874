package tiled_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
	"github.com/griffengine/griff/scenes/tiled"
)

// TestSceneTooLargeNamesTheLimit: a map within tiled's limits (a layer of
// MaxLayerCells cells, a file under tiled.MaxFileSize) whose scene would be
// larger than scenes.MaxFileSize is refused by SceneFile with an error that
// names the map file, the limit and how far past it the scene is.
func TestSceneTooLargeNamesTheLimit(t *testing.T) {
	side := 1024 // side × side = tiled.MaxLayerCells
	if side*side != tiled.MaxLayerCells {
		t.Fatalf("the layer is not MaxLayerCells cells")
	}
	var csv strings.Builder
	for i := range side * side {
		if i > 0 {
			csv.WriteByte(',')
		}
		csv.WriteByte('3')
	}
	data := fmt.Sprintf(`<map width="%d" height="%d" tilewidth="8" tileheight="8">
 <tileset firstgid="1" name="t" tilewidth="8" tileheight="8" tilecount="4" columns="2"><image source="../assets/tiles.png" width="16" height="16"/></tileset>
 <layer id="1" name="Big" width="%d" height="%d"><data encoding="csv">%s</data></layer>
</map>`, side, side, side, side, csv.String())
	if len(data) > tiled.MaxFileSize {
		t.Fatalf("the map is %d bytes, past tiled.MaxFileSize", len(data))
	}
	fsys := game(t)
	fsys["maps/big.tmx"] = &fstest.MapFile{Data: []byte(data)}
	lv, probs, err := readMap(fsys, "big.tmx")
	if err != nil || len(probs) != 0 {
		t.Fatalf("the map does not read: %v %v", err, probs)
	}
	_, err = lv.SceneFile()
	if !errors.Is(err, level.ErrTooLarge) {
		t.Fatalf("SceneFile: %v, want an error wrapping level.ErrTooLarge", err)
	}
	// Each cell is "3," (2 bytes): the scene is past 2 MiB by about the
	// header and the layer's other fields.
	for _, want := range []string{"maps/big.tmx", "scenes.MaxFileSize", fmt.Sprint(scenes.MaxFileSize), " past the "} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error %q does not say %q", err, want)
		}
	}
	var n, over int
	if _, e := fmt.Sscanf(err.Error()[strings.Index(err.Error(), "is ")+3:], "%d bytes, %d past", &n, &over); e != nil || over != n-scenes.MaxFileSize || over <= 0 {
		t.Errorf("the error %q does not give the size and how far past the limit it is", err)
	}
}

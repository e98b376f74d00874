package ui_test

import (
	"flag"
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestMenuGolden builds the draw list of the title menu with the focus on
// Volume, halfway between two steps of its glow, with 1 worker and with 4: the
// lists are the same and match testdata/menu.golden (the panel's box, each
// widget's box coloured by its glow, the slider's bar, the labels).
func TestMenuGolden(t *testing.T) {
	g, _ := newGame(t, append(press(2, "UIDown"), press(4, "UIDown")...))
	run(g, 8)
	var dumps [2]string
	for i, workers := range []int{1, 4} {
		r := rendering.NewRenderer(rendering.Options{Workers: workers})
		r.SetScreen(image.Pt(int(screen[0]), int(screen[1])))
		var list drawlist.List
		r.Build(g, 0.5, &list)
		dumps[i] = list.String()
	}
	if dumps[0] != dumps[1] {
		t.Errorf("the menu built with 4 workers differs from 1:\n%s\nwant\n%s", dumps[1], dumps[0])
	}
	path := filepath.Join("testdata", "menu.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(dumps[0]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if dumps[0] != string(want) {
		t.Errorf("dump differs from %s (run with -update to accept):\ngot:\n%s\nwant:\n%s", path, dumps[0], want)
	}
}

package tests

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// TestMatch3LayoutColourAtItsPlace: a level file whose layout names a
// colour beyond the level's colours is reported at the digit's own line and
// column of the level file (it was 1:1, the board's place), through the
// whole load of the template with that file edited.
func TestMatch3LayoutColourAtItsPlace(t *testing.T) {
	m, ok := runtime.LookupModule("match3")
	if !ok || m.Template == nil {
		t.Fatal("the match3 module has no template")
	}
	folder := fstest.MapFS{}
	err := fs.WalkDir(m.Template, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(m.Template, p)
		folder[p] = &fstest.MapFile{Data: data}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	// Level 1 edited: 5 colours, and a 7 at line 5, column 4.
	folder["levels/level1.m3"] = &fstest.MapFile{Data: []byte("# Level 1, edited\nsize 8 8\ncolours 5\nlayout\n" +
		"...7....\n" + strings.Repeat("........\n", 7) + "image assets/gems.png\nat 300 20\n")}
	lg, err := hosting.Load(folder, "gems")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { got = append(got, p.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	g.Step()
	all := strings.Join(got, "\n")
	if want := "levels/level1.m3:5:4: layout: colour 7 is more than the level's colours (colours 5, line 3)"; !strings.Contains(all, want) {
		t.Errorf("problems\n%s\nwant one with %q", all, want)
	}
}

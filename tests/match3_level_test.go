package tests

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/match3"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// match3Template returns the match3 template's files, to be edited by a test.
func match3Template(t *testing.T) fstest.MapFS {
	t.Helper()
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
	return folder
}

// TestMatch3DeadLevelFileReshuffles: a level file whose layout fixes every
// colour so that no swap matches does not leave the player stuck: the board
// is reshuffled, playable, and the problem log has one warning naming the
// level file and the level's scene.
func TestMatch3DeadLevelFileReshuffles(t *testing.T) {
	folder := match3Template(t)
	// modules/match3's TestTiledDeadLayoutHasNoMove checks this layout has no move.
	rows := strings.Repeat("12121212\n34343434\n21212121\n43434343\n", 2)
	folder["levels/level1.m3"] = &fstest.MapFile{Data: []byte("# Level 1, stuck\nsize 8 8\ncolours 5\nseed 4\nlayout\n" +
		rows + "image assets/gems.png\nat 300 20\n")}
	project := string(folder["project.griff"].Data)
	folder["project.griff"] = &fstest.MapFile{Data: []byte(strings.Replace(project, `"startScene": "title"`, `"startScene": "level1"`, 1))}
	lg, err := hosting.Load(folder, "gems")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	g, err := lg.NewGame(hosting.Options{Problems: func(p scenes.Problem) { got = append(got, p.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		g.Step()
	}
	b := scenes.Get[match3.Board](g.Scene().Find("Board"))
	if b == nil || !b.HasMove() || b.Shuffles != 1 || b.Phase == match3.PhaseOver {
		t.Fatalf("board %+v: want a reshuffled board with a move, still playing", b)
	}
	var warned []string
	for _, p := range got {
		if strings.Contains(p, "no swap that matches") {
			warned = append(warned, p)
		}
	}
	want := `warning: gems/levels/level1.m3:1:1: Board#`
	if len(warned) != 1 || !strings.HasPrefix(warned[0], want) || !strings.Contains(warned[0], `level "gems/scenes/level1.json" starts with no swap`) {
		t.Errorf("warnings %q, want one starting %q naming the level scene", warned, want)
	}
}

// TestMatch3LayoutColourAtItsPlace: a level file whose layout names a
// colour beyond the level's colours is reported at the digit's own line and
// column of the level file (it was 1:1, the board's place), through the
// whole load of the template with that file edited.
func TestMatch3LayoutColourAtItsPlace(t *testing.T) {
	folder := match3Template(t)
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

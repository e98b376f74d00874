package puzzle

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// problems returns the problems of the game's problems, one a line.
func (r *rig) problems() string {
	var out []string
	for _, p := range r.g.Problems().List() {
		out = append(out, p.String())
	}
	return strings.Join(out, "\n")
}

// level returns the title and grid width of the level built.
func (r *rig) level() (string, int) {
	root := r.root()
	for _, c := range root.Children() {
		if gr := scenes.Get[grid.Grid](c); gr != nil {
			return scenes.Get[LevelInfo](root).Title, gr.Width
		}
	}
	r.t.Fatal("the level has no grid")
	return "", 0
}

// rebuild asks for level n to be built, as the level select does, and lets
// it settle.
func (r *rig) rebuild(n int) {
	r.t.Helper()
	b := r.board()
	b.Level, b.Built = n, 0
	r.settle()
}

// TestLevelFiles: a board's levels come from the files it names, patterns
// in path order; a missing file, a pattern matching nothing and a malformed
// level each warn (a level's mistake at file:line:col, the column in
// characters) and everything else plays.
func TestLevelFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"levels/b.xsb": {Data: []byte("; Bad\n#é@x$.#\n\n; B2\n#@E#\n")},
		"levels/a.xsb": {Data: []byte("; A1\n#@$.#\n\n; A2\n######\n#@$ .#\n######\n")},
	}
	r := newFolderRig(t, fsys, func(b *Board) {
		b.Files = []string{"levels/*.xsb", "levels/missing.xsb", "extra/*.xsb"}
	})
	probs := r.problems()
	for _, want := range []string{
		"Board#1: Puzzle.Board: levels/missing.xsb: the level file is missing",
		`Board#1: Puzzle.Board: files: "extra/*.xsb" matches no level file`,
		"Board#1: Puzzle.Board: levels/b.xsb:2:2: unknown character 'é'",
	} {
		if !strings.Contains(probs, want) {
			t.Errorf("problems\n%s\nwant one with %q", probs, want)
		}
	}
	if n := r.g.Problems().Len(); n != 3 {
		t.Errorf("%d problems, want 3 (each once):\n%s", n, probs)
	}
	for i, want := range []struct {
		title string
		width int
	}{{"A1", 5}, {"A2", 6}, {"B2", 4}} {
		r.rebuild(i)
		if title, w := r.level(); title != want.title || w != want.width {
			t.Errorf("level %d is %q, %d wide; want %q, %d wide", i+1, title, w, want.title, want.width)
		}
	}
	r.do("R")
	if b := r.board(); !b.Won {
		t.Errorf("B2 (reach the exit) was not won: %+v", b)
	}
}

// TestEditedLevelFile: a level file edited while the game runs is read
// again when a level is next built; the level being played is not changed
// under the player. A mistake in the edit warns at its file:line:col and
// the file's other levels play.
func TestEditedLevelFile(t *testing.T) {
	fsys := fstest.MapFS{"levels/a.xsb": {Data: []byte("; One\n#@$.#\n\n; Two\n#@E#\n")}}
	r := newFolderRig(t, fsys, func(b *Board) { b.Files = []string{"levels/a.xsb"} })
	if title, w := r.level(); title != "One" || w != 5 {
		t.Fatalf("the first level is %q, %d wide", title, w)
	}
	fsys["levels/a.xsb"] = &fstest.MapFile{Data: []byte("; One\n#@ $ .#\n\n; Two\n#@E#\n")}
	for range 10 {
		r.g.Step()
	}
	if title, w := r.level(); title != "One" || w != 5 {
		t.Errorf("the level played changed under the player: %q, %d wide", title, w)
	}
	r.rebuild(0)
	if title, w := r.level(); title != "One" || w != 7 {
		t.Errorf("after the edit level 1 is %q, %d wide; want the edited one, 7 wide", title, w)
	}
	r.do("RRR")
	if !r.board().Won {
		t.Error("the edited level was not solved by RRR")
	}
	fsys["levels/a.xsb"] = &fstest.MapFile{Data: []byte("; One\n#@ $ ?#\n\n; Two\n#@E#\n")}
	r.rebuild(0)
	if title, _ := r.level(); title != "Two" {
		t.Errorf("with level 1 broken the level built is %q, want Two", title)
	}
	if p := r.problems(); !strings.Contains(p, "levels/a.xsb:2:6: unknown character '?'") {
		t.Errorf("problems %q do not name the edit's mistake", p)
	}
}

// TestLevelFilesWithoutAFolder: a game with no game folder (made in code)
// warns that its board's files cannot be read, and plays its Levels.
func TestLevelFilesWithoutAFolder(t *testing.T) {
	r := newFolderRig(t, nil, func(b *Board) {
		b.Files = []string{"levels/a.xsb"}
		b.Levels = []string{"#@E#"}
	})
	if p := r.problems(); !strings.Contains(p, "no game folder") || r.g.Problems().Len() != 1 {
		t.Errorf("problems %q, want one saying there is no game folder", p)
	}
	r.do("R")
	if !r.board().Won {
		t.Error("the board's own level was not played")
	}
}

// TestLevelFileTooLarge: a file over MaxLevelFileSize is not read, with a
// warning; the other files play.
func TestLevelFileTooLarge(t *testing.T) {
	fsys := fstest.MapFS{
		"levels/a.xsb":   {Data: []byte("#@E#\n")},
		"levels/big.xsb": {Data: []byte(strings.Repeat("#", MaxLevelFileSize+1))},
	}
	r := newFolderRig(t, fsys, func(b *Board) { b.Files = []string{"levels/*.xsb"} })
	if p := r.problems(); !strings.Contains(p, "levels/big.xsb: the level file is larger than 1048576 bytes") {
		t.Errorf("problems %q, want one about the large file", p)
	}
	if title, w := r.level(); title != "" || w != 4 {
		t.Errorf("level %q, %d wide; want the small file's", title, w)
	}
}

package match3

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

const goodLevel = `# a level
size 5 4
colours 4
moves 12
goal clear 2 10
seed 42
cell 40
at 10 20
layout
..#..
.....
1...2
.....
`

func TestReadLevel(t *testing.T) {
	lv, err := ReadLevel("levels/a.m3", []byte(goodLevel))
	if err != nil {
		t.Fatal(err)
	}
	b := lv.Board
	if b.Width != 5 || b.Height != 4 || b.Colours != 4 || b.Moves != 12 || b.Seed != 42 || b.CellSize != 40 {
		t.Errorf("read %+v", b)
	}
	if b.Goal != (Goal{Kind: GoalClear, Color: 1, Count: 10}) || lv.At != griff.V(10, 20) {
		t.Errorf("goal %+v at %v", b.Goal, lv.At)
	}
	if want := []string{"..#..", ".....", "1...2", "....."}; !slices.Equal(b.Layout, want) {
		t.Errorf("layout %q, want %q", b.Layout, want)
	}
	if msgs := b.Check(); len(msgs) != 0 {
		t.Errorf("Check: %v", msgs)
	}
	b.Deal(1)
	if b.In(Cell{2, 0}) || b.At(Cell{0, 2}) != (Gem{Color: 0, Kind: KindNormal}) || b.At(Cell{4, 2}).Color != 1 {
		t.Errorf("dealt %v", rows(&b))
	}
}

func TestReadLevelErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"size 5", "f.m3:1:1: size wants 2 number(s), got 1"},
		{"\n  size 5 x", "f.m3:2:10: size: want a whole number in [3, 16], got \"x\""},
		{"size 5 99", "f.m3:1:8: size: want a whole number"},
		{"sise 5 5", "f.m3:1:1: unknown keyword \"sise\""},
		{"moves 3\nmoves 4", "f.m3:2:1: moves is given twice"},
		{"goal win 3", "f.m3:1:6: goal: unknown kind \"win\""},
		{"goal clear 12 3", "f.m3:1:12: goal clear: colour 12"},
		{"size 3 3\nlayout\n...\n.x.\n...", "f.m3:4:2: layout: 'x' is not a cell"},
		{"size 3 3\nlayout\n...\n....\n...", "f.m3:4:1: layout: row 2 has 4 cells, want 3"},
		{"size 3 3\nlayout\n...", "f.m3:4:1: layout: row 2 of 3 is missing"},
		{"colours 4 5", "f.m3:1:11: colours wants 1 number(s), got 2"},
		{"seed -1", "f.m3:1:6: seed: want a whole number"},
		{"\xff", "f.m3:1:1: the file is not UTF-8"},
		// A layout colour beyond the level's colours is at its own place,
		// also when "colours" comes after the layout.
		{"colours 4\nsize 3 3\nlayout\n...\n.7.\n...", "f.m3:5:2: layout: colour 7 is more than the level's colours (colours 4, line 1)"},
		{"size 3 3\nlayout\n..9\n...\n...", "f.m3:3:3: layout: colour 9 is more than the level's colours (the default 6)"},
		{"size 3 3\nlayout\n  ..5\n4..\n...\ncolours 3", "f.m3:3:5: layout: colour 5 is more than the level's colours (colours 3, line 6)"},
		{"size 3 3\nlayout\n..é\n...\n...", "f.m3:3:3: layout: 'é' is not a cell"},
	} {
		_, err := ReadLevel("f.m3", []byte(tc.text))
		var le *LevelError
		if !errors.As(err, &le) || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ReadLevel(%q): %v, want %s...", tc.text, err, tc.want)
		}
	}
}

// TestLevelFileMakesABoard: the registered reader turns a level file into a
// scene holding its board, as hosting reads a "map".
func TestLevelFileMakesABoard(t *testing.T) {
	read := level.RegisteredReader(LevelExt)
	if read == nil {
		t.Fatal("no reader registered for .m3")
	}
	lv, err := read("levels/a.m3", []byte(goodLevel), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenes.ReadScene("a", doc, scenes.NewProblems(nil))
	if err != nil {
		t.Fatal(err)
	}
	e := s.Find("Board")
	if e == nil {
		t.Fatalf("no Board in %s", doc)
	}
	b := scenes.Get[Board](e)
	if b == nil || b.Width != 5 || !b.HUD || b.Goal.Count != 10 || e.Transform().Position() != griff.V(10, 20) {
		t.Errorf("board %+v at %v", b, e.Transform().Position())
	}
}

func FuzzReadLevel(f *testing.F) {
	f.Add([]byte(goodLevel))
	f.Add([]byte("size 3 3\nlayout\n.#.\n1.2\n...\n"))
	f.Add([]byte("goal score 100\nmoves 5\n"))
	f.Add([]byte("layout\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		lv, err := ReadLevel("f.m3", data)
		if err != nil {
			var le *LevelError
			if !errors.As(err, &le) || le.Line < 1 || le.Col < 1 {
				t.Fatalf("error %v is not at a line and column", err)
			}
			return
		}
		b := lv.Board
		b.Check()
		b.Deal(1)
		if w, h := b.size(); len(b.Cells) != w*h {
			t.Fatalf("dealt %d cells", len(b.Cells))
		}
	})
}

package puzzle

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/griffengine/griff/runtime/grid"
)

func TestReadLevels(t *testing.T) {
	text := "; One\n" +
		"#####\n" +
		"#@$.#\n" +
		"#####\n" +
		"\n" +
		"####\n" +
		"#+*#   \r\n" +
		"# $ #\n" +
		"####\n" +
		";Exit\n" +
		"#@-E_#\n"
	lv, err := ReadLevels("x.xsb", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(lv) != 3 {
		t.Fatalf("read %d levels, want 3", len(lv))
	}
	a, b, c := lv[0], lv[1], lv[2]
	if a.Title != "One" || a.Line != 2 || a.Width != 5 || a.Height != 3 || a.Player != grid.C(1, 1) ||
		len(a.Crates) != 1 || a.Crates[0] != grid.C(2, 1) || a.Targets[0] != grid.C(3, 1) || !a.Walls[0] || a.Walls[6] {
		t.Errorf("level 1 = %+v", a)
	}
	if b.Title != "" || b.Line != 6 || b.Width != 7 || b.Height != 4 || b.Player != grid.C(1, 1) ||
		len(b.Crates) != 2 || len(b.Targets) != 2 || b.Targets[0] != grid.C(1, 1) || b.Targets[1] != grid.C(2, 1) || b.Crates[1] != grid.C(2, 2) {
		t.Errorf("level 2 (player on a target, a crate on one, a short row, CRLF) = %+v", b)
	}
	if c.Title != "Exit" || len(c.Exits) != 1 || c.Exits[0] != grid.C(3, 0) || len(c.Targets) != 0 || c.Walls[2] {
		t.Errorf("level 3 (an exit, - and _ floors) = %+v", c)
	}
}

func TestReadLevelsErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
		good             int
	}{
		{"bad character", "#####\n#@$x.#\n#####", "f:2:4: unknown character 'x'", 0},
		{"no player", "#####\n# $.#\n#####", "f:1:1: the level has no player", 0},
		{"two players", "#####\n#@$.@#\n#####", "f:2:5: a second player", 0},
		{"crates and targets", "######\n#@$$.#\n######", "f:1:1: the level has 2 crates and 1 targets", 0},
		{"no goal", "####\n#@ #\n####", "f:1:1: the level has no goal", 0},
		{"too wide", "#@$." + strings.Repeat(" ", MaxLevelSide), "f:1:65: the row is longer than 64 cells", 0},
		{"too tall", "#@$.\n" + strings.Repeat("#\n", MaxLevelSide), "f:65:1: the level has more than 64 rows", 0},
		{"bad level between good ones", "#@$.#\n\n#@?$.#\n\n; ok\n#@E#", "f:3:3: unknown character '?'", 2},
		// Columns count characters, not bytes: é is two bytes, 日 three.
		{"non-ASCII character", "; Café\n#日@$.#\n#####", "f:2:2: unknown character '日'", 0},
		{"after a non-ASCII character", "#é@$.@#", "f:1:6: a second player", 0},
		{"a wide row of non-ASCII characters", strings.Repeat("é", 40) + "#@$.", "f:1:1: unknown character 'é'", 0},
		{"not UTF-8", "#@\xff$.#", "f:1:3: a byte 0xff that is not UTF-8 text", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lv, err := ReadLevels("f", []byte(tc.text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
			if !errors.Is(err, ErrBadLevel) {
				t.Errorf("error %v does not wrap ErrBadLevel", err)
			}
			if len(lv) != tc.good {
				t.Errorf("%d levels read, want %d", len(lv), tc.good)
			}
		})
	}
}

// TestReadLevelsColumnsInCharacters: every error of a row with non-ASCII
// characters is at the column a text editor shows (characters), and a row
// longer than MaxLevelSide characters is reported at character 65 however
// many bytes its characters take.
func TestReadLevelsColumnsInCharacters(t *testing.T) {
	_, err := ReadLevels("f", []byte("#é@$.@#"))
	want := []string{"f:1:2: unknown character 'é'", "f:1:6: a second player"}
	for _, w := range want {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("error %v, want one containing %q", err, w)
		}
	}
	if _, err := ReadLevels("f", []byte(strings.Repeat("é", 40)+"#@$.")); err != nil && strings.Contains(err.Error(), "longer") {
		t.Errorf("a row of 44 characters (84 bytes) is too long: %v", err)
	}
	lv, err := ReadLevels("f", []byte("\ufeff; Bom\n#@$.#"))
	if err != nil || len(lv) != 1 || lv[0].Title != "Bom" || lv[0].Player != grid.C(1, 0) {
		t.Errorf("a level after a byte order mark: %+v, %v", lv, err)
	}
}

// TestBadLevelWarns: a board with a malformed level warns with the text's
// line and column and plays the good levels.
func TestBadLevelWarns(t *testing.T) {
	r := newRig(t, "#@x$.#\n\n#@$.#", nil)
	probs := r.g.Problems().List()
	if len(probs) != 1 || !strings.Contains(probs[0].String(), "Board") || !strings.Contains(probs[0].Message, "levels:1:3: unknown character 'x'") {
		t.Fatalf("problems %v, want one on the board naming levels:1:3", probs)
	}
	r.do("RR")
	if b := r.board(); !b.Won {
		t.Errorf("the good level was not played to a win: %+v", b)
	}
}

func FuzzReadLevels(f *testing.F) {
	for _, s := range []string{corridor, "; t\n#@$.#\n\n#+*#", "#@E#", "", ";\n;\n", "#@$x\n\n\n#", "\t@$.\r\n", strings.Repeat("#", 70), "\ufeff#é@$.@#\n#\xff"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lv, err := ReadLevels("fuzz", data)
		for _, l := range lv {
			if len(l.Walls) != l.Width*l.Height || l.Width > MaxLevelSide || l.Height > MaxLevelSide {
				t.Fatalf("level %+v has %d walls for %d×%d", l, len(l.Walls), l.Width, l.Height)
			}
			if len(l.Targets) > 0 && len(l.Targets) != len(l.Crates) || len(l.Targets) == 0 && len(l.Exits) == 0 {
				t.Fatalf("a level with no goal or unmatched crates was read: %+v", l)
			}
		}
		if err != nil && !errors.Is(err, ErrBadLevel) {
			t.Fatalf("error %v does not wrap ErrBadLevel", err)
		}
		checkPlaces(t, data, err)
	})
}

// checkPlaces fails unless every mistake in err is on a line of data and at
// most one column past its last character (columns count characters).
func checkPlaces(t *testing.T, data []byte, err error) {
	t.Helper()
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return
	}
	lines := strings.Split(strings.ReplaceAll(strings.TrimPrefix(string(data), "\ufeff"), "\r\n", "\n"), "\n")
	for _, e := range j.Unwrap() {
		var le *LevelError
		if !errors.As(e, &le) || le.Line < 1 || le.Line > len(lines) || le.Col < 1 ||
			le.Col > utf8.RuneCountInString(strings.TrimRight(lines[le.Line-1], "\r"))+1 {
			t.Fatalf("mistake %v is not at a character of the text %q", e, data)
		}
	}
}

package arc_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// TestLoadLoopIndexOutOfRange: a save whose range loop position is one the loop
// can never be at (before its first round, past its last) is refused by the
// load ladder: the problem names the arc, the key and the value, and the passage
// restarts rather than resuming somewhere the game that saved never was.
func TestLoadLoopIndexOutOfRange(t *testing.T) {
	cases := []struct {
		name, from, to string
		problem        string // "" for none
		log            []string
	}{
		{"in range resumes", `"$count.i":1`, `"$count.i":2`, "", []string{"409: count 4 gave 4"}},
		{"count index -1", `"$count.i":1`, `"$count.i":-1`,
			"Tutorial: Tutorial.Count/count: local $count.i: arc: saved value does not fit: loop index -1 is not in [0, 4); the passage restarts",
			[]string{"411: count 4 gave 4"}},
		{"count index 1,000,000", `"$count.i":1`, `"$count.i":1000000`,
			"Tutorial.Count/count: local $count.i: arc: saved value does not fit: loop index 1000000 is not in [0, 4)",
			[]string{"411: count 4 gave 4"}},
		{"slice index past the end", `"$Count.i":1`, `"$Count.i":2`,
			"Tutorial.Run/Count: local $Count.i: arc: saved value does not fit: loop index 2 is not in [0, 2)",
			nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			edited := false
			w, problems := loadEdited(t, 407, 600, func() arc.Arc[*example.Ctx] { return &example.Tutorial{} }, func(b []byte) []byte {
				edited = bytes.Contains(b, []byte(c.from))
				return bytes.Replace(b, []byte(c.from), []byte(c.to), 1)
			})
			if !edited {
				t.Fatalf("the save has no %s", c.from)
			}
			if c.problem == "" && len(problems) > 0 {
				t.Fatalf("problems %v, want none", problems)
			}
			if c.problem != "" && (len(problems) == 0 || !strings.Contains(problems[0].String(), c.problem)) {
				t.Fatalf("problems %v, want the first to hold %q", problems, c.problem)
			}
			after := slices.DeleteFunc(slices.Clone(w.ctx.Log), func(s string) bool { return !strings.Contains(s, ":") || atoi(s) <= 407 })
			if len(after) < len(c.log) || !slices.Equal(after[:len(c.log)], c.log) {
				t.Errorf("log after the load\n%s\nwant it to start\n%s", strings.Join(after, "\n"), strings.Join(c.log, "\n"))
			}
		})
	}
}

func TestCheckRuneIndex(t *testing.T) {
	s := "aé" // 'a' at 0 (1 byte), 'é' at 1 (2 bytes)
	for _, c := range []struct {
		i, next int
		ok      bool
	}{{0, 1, true}, {1, 3, true}, {2, 3, false}, {1, 2, false}, {-1, 0, false}, {3, 4, false}} {
		if err := arc.CheckRuneIndex(s, c.i, c.next); (err == nil) != c.ok {
			t.Errorf("CheckRuneIndex(%q, %d, %d) = %v, want ok %v", s, c.i, c.next, err, c.ok)
		}
	}
	if err := arc.CheckIndex[uint8](255, 255); err == nil {
		t.Errorf("CheckIndex(255, 255) = nil, want an error")
	}
}

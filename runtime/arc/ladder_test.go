package arc_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/edited/deletedpassage"
	"github.com/griffengine/griff/runtime/arc/internal/edited/deletedroot"
	"github.com/griffengine/griff/runtime/arc/internal/edited/insertedpause"
	"github.com/griffengine/griff/runtime/arc/internal/edited/renamedkey"
	"github.com/griffengine/griff/runtime/arc/internal/edited/renamedlocal"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// loadEdited saves the tutorial after step k and loads the save with mk making the
// edited script; it returns the world after step end and the load's problems.
func loadEdited(t *testing.T, k, end int, mk func() arc.Arc[*example.Ctx], edit func([]byte) []byte) (*world, []arc.Problem) {
	t.Helper()
	return loadEditedIn(t, false, k, end, mk, edit)
}

// loadEditedIn is loadEdited through the JSON form or (bin) the binary one, which
// edit must then be nil for.
func loadEditedIn(t *testing.T, bin bool, k, end int, mk func() arc.Arc[*example.Ctx], edit func([]byte) []byte) (*world, []arc.Problem) {
	t.Helper()
	w := newWorld()
	w.s.Add(newTutorial())
	for w.tick < k {
		w.step()
	}
	data := w.s.Save()
	if edit != nil {
		data = edit(data)
	}
	n := newWorld()
	n.tick = w.tick
	load := n.s.Load
	if bin {
		data, _ = w.s.AppendSnapshot(nil)
		load = n.s.LoadSnapshot
	}
	problems, err := load(data, func(string) arc.Arc[*example.Ctx] { return mk() })
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	for n.tick < end && n.s.Len() > 0 {
		n.step()
	}
	return n, problems
}

func TestLoadLadder(t *testing.T) {
	cases := []struct {
		name     string
		k        int
		mk       func() arc.Arc[*example.Ctx]
		edit     func([]byte) []byte
		problems []string // substrings, one per problem, in order
		log      []string // the log starts so after the load
	}{
		{"same script resumes", 200, func() arc.Arc[*example.Ctx] { return &example.Tutorial{} }, nil,
			nil, []string{"254: nag 1", "404: last nag 2"}},
		{"renamed key restarts the passage with its parameters", 200, func() arc.Arc[*example.Ctx] { return &renamedkey.Tutorial{} }, nil,
			[]string{`Tutorial.Nag/nag: key "nag" is gone; the passage restarts`}, []string{"301: nag 1", "451: last nag 2"}},
		{"missing local restarts the passage", 407, func() arc.Arc[*example.Ctx] { return &renamedlocal.Tutorial{} }, nil,
			[]string{"Tutorial.Count/count: local acc: arc: value missing from the save; the passage restarts"}, []string{"411: count 4 gave 4", "412: other 5"}},
		{"deleted passage: the frame is dropped and the caller re-runs the call", 200, func() arc.Arc[*example.Ctx] { return &deletedpassage.Tutorial{} }, nil,
			[]string{"passage Tutorial.Nag is gone (the call now runs Nag)", "Tutorial.Run/Nag: the frame above cannot be restored; the statement runs again"},
			[]string{"301: nag 1", "451: last nag 2"}},
		{"pause inserted before a loop: the loop's hidden state is keyed by its own pauses, so it resumes", 407, func() arc.Arc[*example.Ctx] { return &insertedpause.Tutorial{} }, nil,
			nil, []string{"409: count 4 gave 4", "410: other 5"}},
		{"deleted root restarts the arc", 200, func() arc.Arc[*example.Ctx] { return &deletedroot.Intro{} }, nil,
			[]string{"root passage Tutorial.Run is gone (now Intro.Run); the arc restarts"}, []string{"301: settled", "351: nag 0"}},
		{"unknown arc type is dropped", 200, func() arc.Arc[*example.Ctx] { return nil }, nil,
			[]string{"Tutorial: unknown arc type; dropped"}, nil},
		{"unreadable parameter drops the frame", 200, func() arc.Arc[*example.Ctx] { return &example.Tutorial{} },
			func(b []byte) []byte {
				return bytes.Replace(b, []byte(`"params":{"n":1}`), []byte(`"params":{"n":"one"}`), 1)
			},
			[]string{"Tutorial.Nag/nag: parameter n: arc: saved value does not fit", "the statement runs again"}, []string{"301: nag 1"}},
		{"unreadable wait re-runs the statement", 200, func() arc.Arc[*example.Ctx] { return &example.Tutorial{} },
			func(b []byte) []byte { return bytes.Replace(b, []byte(`"kind":"span"`), []byte(`"kind":"spam"`), 1) },
			[]string{`Tutorial.Nag/nag: wait: arc: saved value does not fit: wait kind "spam"; the statement runs again`}, []string{"301: nag 1"}},
	}
	for _, c := range cases {
		for _, bin := range []bool{false, true} {
			if bin && c.edit != nil {
				continue // the edits are of the JSON text
			}
			testLadderCase(t, bin, c.name, c.k, c.mk, c.edit, c.problems, c.log)
		}
	}
}

func testLadderCase(t *testing.T, bin bool, name string, k int, mk func() arc.Arc[*example.Ctx], edit func([]byte) []byte, wantProblems, wantLog []string) {
	c := struct {
		k        int
		problems []string
		log      []string
	}{k, wantProblems, wantLog}
	if bin {
		name += " (binary)"
	}
	{
		t.Run(name, func(t *testing.T) {
			w, problems := loadEditedIn(t, bin, c.k, 600, mk, edit)
			if len(problems) != len(c.problems) {
				t.Fatalf("got problems %v, want %d: %q", problems, len(c.problems), c.problems)
			}
			for i, p := range problems {
				if !strings.Contains(p.String(), c.problems[i]) {
					t.Errorf("problem %d is %q, want it to hold %q", i, p, c.problems[i])
				}
			}
			after := slices.DeleteFunc(slices.Clone(w.ctx.Log), func(s string) bool { return !strings.Contains(s, ":") || atoi(s) <= c.k })
			if len(after) < len(c.log) || !slices.Equal(after[:len(c.log)], c.log) {
				t.Errorf("log after the load\n%s\nwant it to start\n%s", strings.Join(after, "\n"), strings.Join(c.log, "\n"))
			}
		})
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

func TestLoadFields(t *testing.T) {
	cases := []struct {
		name      string
		edit      func([]byte) []byte
		wantShown int
		problem   string
	}{
		{"kept", nil, 3, ""},
		{"missing keeps the default", func(b []byte) []byte { return bytes.Replace(b, []byte(`"Shown":3,`), nil, 1) }, 0, ""},
		{"unreadable is reported and keeps the default", func(b []byte) []byte { return bytes.Replace(b, []byte(`"Shown":3`), []byte(`"Shown":"three"`), 1) }, 0, "field Shown unreadable"},
		{"out of range is reported", func(b []byte) []byte { return bytes.Replace(b, []byte(`"Shown":3`), []byte(`"Shown":1e400`), 1) }, 0, "field Shown unreadable"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got *example.Tutorial
			_, problems := loadEdited(t, 50, 50, func() arc.Arc[*example.Ctx] { got = &example.Tutorial{}; return got }, c.edit)
			if got.Shown != c.wantShown {
				t.Errorf("Shown = %d, want %d", got.Shown, c.wantShown)
			}
			if (c.problem == "") != (len(problems) == 0) || (c.problem != "" && !strings.Contains(problems[0].String(), c.problem)) {
				t.Errorf("problems %v, want %q", problems, c.problem)
			}
		})
	}
}

func TestLoadBadData(t *testing.T) {
	for _, data := range []string{"", "{", "[]", `{"arcs":{}}`, `{"arcs":[]} x`, `{"latches":[],"arcs":[]}`} {
		w := newWorld()
		if _, err := w.s.Load([]byte(data), newArc); !errors.Is(err, arc.ErrBadSave) {
			t.Errorf("Load(%q) = %v, want ErrBadSave", data, err)
		}
	}
}

package runtimetest_test

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime/runtimetest"
)

func eventsText(es []input.Event) string {
	var b strings.Builder
	for _, e := range es {
		fmt.Fprintf(&b, "%d %s %v %g %v;", e.Tick, e.Action, e.Down, e.Value, e.Kind)
	}
	return b.String()
}

// TestTapsOrder: within-step taps first, then last step's releases, then
// this step's presses, then raw events; every queue is emptied as it is
// sent and the presses are released exactly one step later.
func TestTapsOrder(t *testing.T) {
	var s runtimetest.Taps
	s.Next = append(s.Next, "a")
	s.Within = append(s.Within, "w")
	s.Send = append(s.Send, input.Event{Tick: 99, Action: "h", Down: true, Value: 1})
	got := []string{eventsText(s.Events(1, nil))}
	if !s.Pending() {
		t.Error("not pending with a release to send")
	}
	s.Next = append(s.Next, "b")
	got = append(got, eventsText(s.Events(2, nil)), eventsText(s.Events(3, nil)))
	if s.Pending() {
		t.Error("pending with nothing queued or held")
	}
	k := input.Event{}.Kind
	want := []string{
		fmt.Sprintf("1 w true 1 %v;1 w false 0 %v;1 a true 1 %v;1 h true 1 %v;", k, k, k, k),
		fmt.Sprintf("2 a false 0 %v;2 b true 1 %v;", k, k),
		fmt.Sprintf("3 b false 0 %v;", k),
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("step %d: %q, want %q", i+1, got[i], want[i])
		}
	}
}

// TestFolderWith: every file copied, extra added and replacing.
func TestFolderWith(t *testing.T) {
	src := fstest.MapFS{"scenes/a.json": {Data: []byte("A")}, "levels/1.txt": {Data: []byte("one")}}
	m := runtimetest.FolderWith(t, src, map[string]string{"levels/1.txt": "uno", "story/x": "X"})
	var got []string
	fs.WalkDir(m, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := fs.ReadFile(m, p)
			got = append(got, p+"="+string(b))
		}
		return err
	})
	if s, want := strings.Join(got, " "), "levels/1.txt=uno scenes/a.json=A story/x=X"; s != want {
		t.Errorf("folder %q, want %q", s, want)
	}
	if _, err := (runtimetest.Loader{FS: m}).LoadScene("b", nil); err == nil {
		t.Error("a missing scene loaded")
	}
}

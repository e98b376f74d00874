package arc_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// runAll runs w until its arcs are done (or limit steps) and returns the log.
func runAll(w *world, limit int) []string {
	for w.s.Len() > 0 && w.tick < limit {
		w.step()
	}
	return w.ctx.Log
}

// reloadBinary makes reload use the binary form (AppendSnapshot, LoadSnapshot).
var reloadBinary bool

// reload saves w's scheduler and loads it into a fresh world at the same step and
// with the same log, through the JSON form or, with reloadBinary, the binary one. A
// binary reload also checks that the loaded scheduler saves the same bytes in
// both forms as w.
func reload(t *testing.T, w *world) *world {
	t.Helper()
	data := w.s.Save()
	n := newWorld()
	n.tick = w.tick
	n.ctx.Log = slices.Clone(w.ctx.Log)
	load := n.s.Load
	if reloadBinary {
		snap, err := w.s.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		data, load = snap, n.s.LoadSnapshot
	}
	problems, err := load(data, newArc)
	if err != nil {
		t.Fatalf("Load at step %d: %v\n%q", w.tick, err, data)
	}
	if len(problems) > 0 {
		t.Fatalf("Load at step %d: problems %v\n%q", w.tick, problems, data)
	}
	if reloadBinary {
		again, _ := n.s.AppendSnapshot(nil)
		if !bytes.Equal(again, data) {
			t.Fatalf("step %d: snapshot, load, snapshot gives other bytes:\n%q\n%q", w.tick, data, again)
		}
		if a, b := w.s.Save(), n.s.Save(); !bytes.Equal(a, b) {
			t.Fatalf("step %d: loaded from the binary form, the JSON save differs:\n%s\n%s", w.tick, a, b)
		}
	}
	return n
}

// TestSaveAtEveryStep saves the tutorial (nested passages, loops, a range, a switch,
// a random wait) after every step, loads it into a fresh scheduler and checks that
// what happens next is what happens in an uninterrupted run.
func TestSaveAtEveryStep(t *testing.T) {
	for _, bin := range []bool{false, true} {
		reloadBinary = bin
		saveAtEveryStep(t)
	}
	reloadBinary = false
}

func saveAtEveryStep(t *testing.T) {
	whole := newWorld()
	whole.s.Add(newTutorial())
	want := runAll(whole, 5000)
	end := whole.tick
	for k := 0; k < end; k++ {
		w := newWorld()
		w.s.Add(newTutorial())
		for w.tick < k {
			w.step()
		}
		got := runAll(reload(t, w), 5000)
		if !slices.Equal(got, want) {
			t.Fatalf("saved (binary %v) at step %d, log\n%s\nwant\n%s", reloadBinary, k, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestWakeBeforeSave checks that a Wake asked for before a save still ends the
// wait after the load.
func TestWakeBeforeSave(t *testing.T) {
	wake := map[int]func(*world){3: func(w *world) { w.s.Wake(w.s.Arcs()[0]) }}
	for _, at := range []int{-1, 2} {
		w, _ := script(t, wake, 5, at)
		want := []string{"3: any: timeout"}
		if !slices.Equal(w.ctx.Log, want) {
			t.Errorf("reloaded at %d: got %q, want %q", at, w.ctx.Log, want)
		}
	}
}

// TestSaveName checks that Options.SaveName names the arcs in a save and that Load
// hands that name to newArc.
func TestSaveName(t *testing.T) {
	s := arc.NewScheduler[*example.Ctx](arc.Options{SaveName: func(a arc.Saveable) string { return "example." + a.ArcName() }})
	s.Add(&example.Napper{D: time.Second})
	data := s.Save()
	if !strings.Contains(string(data), `"type":"example.Napper"`) {
		t.Errorf("save %s, want type example.Napper", data)
	}
	var got []string
	n := arc.NewScheduler[*example.Ctx](arc.Options{})
	if _, err := n.Load(data, func(typ string) arc.Arc[*example.Ctx] {
		got = append(got, typ)
		return &example.Napper{}
	}); err != nil {
		t.Fatal(err)
	}
	if want := []string{"example.Napper"}; !slices.Equal(got, want) {
		t.Errorf("newArc got %q, want %q", got, want)
	}
}

// TestCheckSave checks that CheckSave accepts what Load accepts and refuses, with
// ErrBadSave, what Load refuses.
func TestCheckSave(t *testing.T) {
	w := newWorld()
	w.s.Add(&example.Napper{D: time.Second})
	cases := []struct {
		data string
		ok   bool
	}{
		{string(w.s.Save()), true},
		{`{"arcs":[]}`, true},
		{`{"arcs":{}}`, false},
		{`{"latches":[],"arcs":[]}`, false},
		{`{"arcs":[]} {}`, false},
		{`nope`, false},
	}
	for _, c := range cases {
		err := arc.CheckSave([]byte(c.data))
		_, lerr := newWorld().s.Load([]byte(c.data), newArc)
		if (err == nil) != c.ok || (err == nil) != (lerr == nil) || err != nil && !errors.Is(err, arc.ErrBadSave) {
			t.Errorf("CheckSave(%s) = %v (Load: %v), want ok %v", c.data, err, lerr, c.ok)
		}
	}
}

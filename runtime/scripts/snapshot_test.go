package scripts_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/scripts"
	"github.com/griffengine/griff/runtime/scripts/internal/scripttest"
)

// snapshotter is the part of the script system a whole-game snapshot uses.
type snapshotter interface {
	AppendSnapshot(buf []byte) ([]byte, error)
	RestoreSnapshot(data []byte) error
}

func snap(t testing.TB, g *runtime.Game) snapshotter {
	t.Helper()
	s, ok := scripts.Of(g).(snapshotter)
	if !ok {
		t.Fatal("the script system has no AppendSnapshot and RestoreSnapshot")
	}
	return s
}

// manyGame is storyGame with 1,000 more arcs: world stories (pairs of them sharing
// one *griff.Rand), spinners and counters on 200 entities, watchers of the fault
// trigger, and a bomb on an entity that goes off on step 100.
func manyGame(t testing.TB, start bool) (*runtime.Game, *scripttest.Log) {
	g, log := storyGame(t, start)
	sc := scripts.Of(g)
	var shared *griff.Rand
	for i := range 200 {
		e := g.Scene().NewEntity(fmt.Sprint("E", i), nil)
		if !start {
			continue
		}
		sc.Start(&scripttest.Spinner{N: i}, e)
		if i%10 == 0 {
			sc.Start(&scripttest.Counter{Name: e.Name()}, e)
		}
		if i == 7 {
			sc.Start(&scripttest.Bomb{Fuse: 100}, e)
		}
	}
	if !start {
		return g, log
	}
	for i := range 760 {
		if i%2 == 0 {
			shared = griff.NewRand(uint64(i))
		}
		sc.Start(&scripttest.Story{Rand: shared}, nil)
	}
	for range 17 {
		sc.Start(&scripttest.Watcher{}, nil)
	}
	return g, log
}

func saveState(t testing.TB, g *runtime.Game) string {
	t.Helper()
	b, err := scripts.Of(g).Save()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSnapshotRestorePlaysOn takes a snapshot of 1,000 arcs in flight (every pause
// kind, shared random streams, triggers, latches, quarantine, held entities and a
// fault not yet published), plays on, and restores it into a game brought to the
// same step: it must save the same state and reach the same fingerprint and log.
// Snapshot, restore, snapshot gives the same bytes.
func TestSnapshotRestorePlaysOn(t *testing.T) {
	const at, end = 100, 420
	a, alog := manyGame(t, true)
	play(a, at)
	data, err := snap(t, a).AppendSnapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	stateAt := saveState(t, a)
	if !strings.Contains(stateAt, `"Fuse":0`) || !strings.Contains(stateAt, `"stream":`) {
		t.Fatalf("the snapshot step lacks the bomb gone off or shared streams: %.400s", stateAt)
	}
	na := len(alog.Lines)
	play(a, end)

	b, blog := manyGame(t, false)
	play(b, at)
	b.Scene().Find("Villain").SetActive(true)
	if err := snap(t, b).RestoreSnapshot(data); err != nil {
		t.Fatal(err)
	}
	if got := saveState(t, b); got != stateAt {
		t.Fatalf("restored state differs:\n%.600s\nwant\n%.600s", got, stateAt)
	}
	again, _ := snap(t, b).AppendSnapshot(nil)
	if !bytes.Equal(again, data) {
		t.Fatalf("snapshot, restore, snapshot gives other bytes (%d, %d)", len(data), len(again))
	}
	nb := len(blog.Lines)
	play(b, end)
	if ga, gb := since(alog, na), since(blog, nb); ga != gb {
		t.Fatalf("after the restore:\n  played on %.600s\n  restored  %.600s", ga, gb)
	}
	if !strings.Contains(since(alog, na), "watcher saw 1 faults") {
		t.Errorf("the fault of the snapshot's step was not published after it: %.400s", since(alog, na))
	}
	if sa, sb := saveState(t, a), saveState(t, b); sa != sb {
		t.Errorf("states differ at the end")
	}
	if a.Fingerprint() != b.Fingerprint() {
		t.Errorf("fingerprints differ at the end: %v", runtime.DiffState(a.StateDigest(), b.StateDigest(), 5))
	}
}

// TestSnapshotRestoreOntoItself restores a game's snapshot onto the same game later
// on: it is back where it was and saves the same state.
func TestSnapshotRestoreOntoItself(t *testing.T) {
	g, _ := manyGame(t, true)
	play(g, 60)
	data, _ := snap(t, g).AppendSnapshot(nil)
	want := saveState(t, g)
	play(g, 90)
	if err := snap(t, g).RestoreSnapshot(data); err != nil {
		t.Fatal(err)
	}
	if got := saveState(t, g); got != want {
		t.Errorf("restored onto itself, the state differs:\n%.600s\nwant\n%.600s", got, want)
	}
	if n := len(scripts.Of(g).Arcs(g.Scene().Find("E3"))); n != 1 {
		t.Errorf("E3 has %d arcs after the restore, want its spinner", n)
	}
}

// TestRestoreSnapshotBadData refuses every cut of a snapshot, foreign data and a
// wrong version with an error naming the problem, and leaves the system as it was.
func TestRestoreSnapshotBadData(t *testing.T) {
	g, _ := storyGame(t, true)
	play(g, 20)
	data, _ := snap(t, g).AppendSnapshot(nil)
	play(g, 30)
	before := saveState(t, g)
	bad := map[string][]byte{
		"foreign":  []byte(`{"arcs":[]}`),
		"version":  append([]byte("GSCR\x09"), data[5:]...),
		"arc data": append(bytes.Clone(data[:len(data)-3]), 0xee, 0xee, 0xee),
	}
	for i := range len(data) {
		bad[fmt.Sprint("cut at ", i)] = data[:i]
	}
	for name, d := range bad {
		err := snap(t, g).RestoreSnapshot(d)
		if err == nil || !strings.Contains(err.Error(), "snapshot") {
			t.Fatalf("%s: error %v, want one about the snapshot", name, err)
		}
		if got := saveState(t, g); got != before {
			t.Fatalf("%s: a refused snapshot changed the scripts", name)
		}
	}
}

// FuzzRestoreSnapshot feeds RestoreSnapshot arbitrary bytes: an error or a game
// that steps and saves, never a panic.
func FuzzRestoreSnapshot(f *testing.F) {
	g, _ := storyGame(f, true)
	for _, k := range []int{1, 45, 160} {
		play(g, k)
		data, _ := snap(f, g).AppendSnapshot(nil)
		f.Add(data)
	}
	f.Add([]byte("GSCR\x01\x00\x00\x00\x00\x00\x00ARCB\x01\x00\x02\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, _ := storyGame(t, true)
		g.Step()
		if err := snap(t, g).RestoreSnapshot(data); err != nil {
			return
		}
		steps(g, 3)
		if _, err := snap(t, g).AppendSnapshot(nil); err != nil {
			t.Fatal(err)
		}
		_ = saveState(t, g)
	})
}

func snapshotGame(b *testing.B) *runtime.Game {
	g, _ := manyGame(b, true)
	play(g, 100)
	return g
}

// BenchmarkScriptsSave_1k is the JSON save of the script system with 1,000 arcs
// (Scripts.Save, also its state digest input); BenchmarkScriptsSnapshot_1k the
// binary one.
func BenchmarkScriptsSave_1k(b *testing.B) {
	g := snapshotGame(b)
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		_, _ = scripts.Of(g).Save()
	}
}

func BenchmarkScriptsSnapshot_1k(b *testing.B) {
	g := snapshotGame(b)
	s := snap(b, g)
	buf, _ := s.AppendSnapshot(nil)
	b.SetBytes(int64(len(buf)))
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		buf, _ = s.AppendSnapshot(buf[:0])
	}
}

// BenchmarkScriptsLoad_1k loads 1,000 arcs through Scripts.Load (JSON);
// BenchmarkScriptsRestore_1k through RestoreSnapshot. Each replaces the arcs of
// the same game.
func BenchmarkScriptsLoad_1k(b *testing.B) {
	g := snapshotGame(b)
	data, _ := scripts.Of(g).Save()
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if _, err := scripts.Of(g).Load(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScriptsRestore_1k(b *testing.B) {
	g := snapshotGame(b)
	s := snap(b, g)
	data, _ := s.AppendSnapshot(nil)
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		if err := s.RestoreSnapshot(data); err != nil {
			b.Fatal(err)
		}
	}
}

// TestRestoreForgetsLaterSignals restores a snapshot taken before the story made
// its door trigger and lamp latch and before a latch was made and set: the state
// is the snapshot's, and the later latch is clear until asked for again.
func TestRestoreForgetsLaterSignals(t *testing.T) {
	g, _ := storyGame(t, true)
	play(g, 10)
	data, _ := snap(t, g).AppendSnapshot(nil)
	want := saveState(t, g)
	play(g, 200)
	late := scripts.Of(g).Latch("late")
	late.Set()
	if err := snap(t, g).RestoreSnapshot(data); err != nil {
		t.Fatal(err)
	}
	if got := saveState(t, g); got != want {
		t.Errorf("restored state\n%s\nwant\n%s", got, want)
	}
	if again, _ := snap(t, g).AppendSnapshot(nil); !bytes.Equal(again, data) {
		t.Errorf("snapshot, restore, snapshot gives other bytes")
	}
	if late.IsSet() {
		t.Errorf("a latch made after the snapshot is still set")
	}
	if scripts.Of(g).Latch("late") != late || scripts.Of(g).Trigger("door") == nil {
		t.Fatal("the latch and trigger made after the snapshot are not found again")
	}
	if got := saveState(t, g); !strings.Contains(got, `"latches":["late"]`) || !strings.Contains(got, `"late":false`) ||
		!strings.Contains(got, `"triggers":["Griff.ScriptFault","door"]`) {
		t.Errorf("asked for again, the latch and trigger are not saved: %s", got)
	}
}

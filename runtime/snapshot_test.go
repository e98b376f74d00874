package runtime_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/runtime/sceneflow"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
)

// Churn is a test component with a cache its Attached hook builds.
type Churn struct {
	Count int      `json:"count"`
	Tags  []string `json:"tags"`
	Twice int      `griff:"-"` // not state: 2*Count when attached
}

func (c *Churn) Attached(*scenes.Entity) { c.Twice = 2 * c.Count }

func init() { scenes.Register[Churn]("Test.Churn") }

// churnSystem spawns and destroys entities each step, drawing from the
// game's Rand, and counts on a Churn component.
type churnSystem struct {
	tmpl *scenes.Template `griff:"-"` // not state: content
}

var churnStep = runtime.NewStep("Test.Churn")

func (*churnSystem) Name() string { return "Churn" }

func (s *churnSystem) Setup(g *runtime.Game) error {
	src := scenes.NewScene("", nil)
	e := src.NewEntity("Spark", nil)
	scenes.Add(e, motion.Mover{})
	scenes.Add(e, lifetime.Lifetime{})
	s.tmpl = scenes.NewTemplate("spark", e)
	g.AddStep(churnStep, runtime.InPhase(runtime.PhaseLogic), s.step)
	return nil
}

func (s *churnSystem) step(g *runtime.Game) {
	r := g.Rand()
	if r.Chance(0.3) {
		v := griff.V(r.FloatRange(-50, 50), r.FloatRange(-50, 50))
		life := time.Duration(r.IntRange(5, 90)) * 16 * time.Millisecond
		g.Spawn(s.tmpl, nil, griff.V(r.FloatRange(0, 100), 0), func(e *scenes.Entity) {
			scenes.Get[motion.Mover](e).Velocity = v
			scenes.Get[lifetime.Lifetime](e).Remaining = life
		})
	}
	for _, c := range scenes.Active[Churn](g.Scene()) {
		c.Count++
		if g.Input().Pressed(0, "jump") {
			c.Tags = append(c.Tags, "jump")
		}
		c.Twice = 2 * c.Count
	}
}

// churnGame is a game of motion, timers, lifetimes and the churn system with a
// small scene: wanderers, a timer, a tween and a counter.
func churnGame(t testing.TB, seed uint64) *runtime.Game {
	t.Helper()
	var events []input.Event
	for tick := griff.Tick(3); tick < 2000; tick += 37 {
		events = append(events, input.Event{Tick: tick, Action: "jump", Down: true, Value: 1},
			input.Event{Tick: tick + 5, Action: "jump"})
	}
	g, err := runtime.NewGame(runtime.Options{Seed: seed, Input: input.NewScript(events)},
		motion.NewSystem(), timers.NewSystem(), lifetime.NewSystem(), view.NewSystem(), &churnSystem{})
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene()
	for i := range 5 {
		w := sc.NewEntity("Wanderer", nil)
		w.Transform().SetPosition(griff.V(float64(i)*10, 0))
		scenes.Add(w, motion.Mover{Spin: 0.5})
		scenes.Add(w, motion.Wander{Every: 200 * time.Millisecond, MinSpeed: 5, MaxSpeed: 40})
		child := sc.NewEntity("Tail", w)
		scenes.Add(child, timers.Tween{To: griff.V(3, 3), Duration: time.Second, Loop: timers.LoopPingPong})
	}
	c := sc.NewEntity("Counter", nil)
	scenes.Add(c, Churn{})
	scenes.Add(c, timers.Timer{Duration: 250 * time.Millisecond, Repeat: true})
	return g
}

func stepTo(g *runtime.Game, tick int) {
	for int(g.Clock().Tick()) < tick {
		g.Step()
	}
}

// TestSnapshotRestorePlaysOn snapshots a churning game at several steps, plays
// on, restores and plays the same steps again: the state must be the same to
// the last bit, snapshot, restore, snapshot the same bytes, and the
// components' caches rebuilt by their Attached hooks.
func TestSnapshotRestorePlaysOn(t *testing.T) {
	g := churnGame(t, 7)
	scene := g.Scene()
	for _, c := range []struct{ at, then int }{{0, 30}, {1, 50}, {40, 200}, {300, 17}, {301, 400}} {
		stepTo(g, c.at)
		snap, err := g.Snapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		stepTo(g, c.at+c.then)
		want := g.StateDigest()
		if err := g.Restore(snap); err != nil {
			t.Fatalf("restore at step %d: %v", c.at, err)
		}
		again, err := g.Snapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(snap, again) {
			t.Fatalf("step %d: snapshot, restore, snapshot gives other bytes", c.at)
		}
		for _, ch := range scenes.All[Churn](g.Scene()) {
			if ch.Twice != 2*ch.Count {
				t.Fatalf("step %d: the Churn cache is %d after a restore, want %d", c.at, ch.Twice, 2*ch.Count)
			}
		}
		stepTo(g, c.at+c.then)
		if got := g.StateDigest(); runtime.FingerprintOf(got) != runtime.FingerprintOf(want) {
			t.Fatalf("restored at step %d, played %d steps: %v", c.at, c.then, runtime.DiffState(want, got, 8))
		}
	}
	if g.Scene() == scene {
		t.Error("the restored scene is the scene it replaced")
	}
	if n := g.Scene().Len(); n < 15 {
		t.Errorf("the scene has %d entities at the end; the churn should have spawned more", n)
	}
}

// TestRestoreRefusesBadSnapshots changes, cuts and replaces a snapshot at many
// places: each must be refused with an error, and the game left as it was.
func TestRestoreRefusesBadSnapshots(t *testing.T) {
	src := churnGame(t, 3)
	stepTo(src, 120)
	snap, err := src.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	g := churnGame(t, 4)
	stepTo(g, 77)
	want := g.Fingerprint()
	check := func(what string, data []byte, says string) {
		t.Helper()
		err := g.Restore(data)
		if err == nil {
			t.Fatalf("%s: restored", what)
		}
		if !strings.Contains(err.Error(), says) {
			t.Fatalf("%s: error %q does not say %q", what, err, says)
		}
		if got := g.Fingerprint(); got != want {
			t.Fatalf("%s: the game changed", what)
		}
	}
	step := max(1, len(snap)/300)
	for at := 0; at < len(snap); at += step {
		bad := append([]byte(nil), snap...)
		bad[at] ^= 0x5a
		check("byte "+itoa(at)+" changed", bad, "refused")
		check("cut at "+itoa(at), snap[:at], "refused")
	}
	check("another format", []byte("PK\x03\x04 a zip file, not a snapshot"), "not a Griff snapshot")
	newer := runtime.Reseal(append([]byte(nil), snap...))
	newer[8] = 99
	check("a newer version", newer, "format version is 99")
	other, err := runtime.NewGame(runtime.Options{}, motion.NewSystem(), sceneflow.NewSystem(nil))
	if err != nil {
		t.Fatal(err)
	}
	foreign, err := other.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	check("another game's", foreign, "this game has 0 that keep state")
}

func itoa(i int) string {
	var b [20]byte
	n := len(b)
	for {
		n--
		b[n] = byte('0' + i%10)
		if i /= 10; i == 0 {
			return string(b[n:])
		}
	}
}

// FuzzRestore feeds the snapshot reader any bytes (with the check sum made
// right, so the reader goes past it): it must never panic, and the game is
// either unchanged, with an error, or restored whole: its own snapshot
// restores and gives the same bytes.
func FuzzRestore(f *testing.F) {
	src := churnGame(f, 9)
	for _, at := range []int{0, 10, 90} {
		stepTo(src, at)
		snap, err := src.Snapshot(nil)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(snap)
	}
	f.Add([]byte(runtime.SnapshotMagic))
	// One game for every input, put back to step 5 by a restore of its own
	// snapshot first: building a game and fingerprinting it cost ~0.7 ms an
	// input, and the fuzzer's minimizing of an input that finds new coverage
	// runs it thousands of times, so fuzzing stalled at a few inputs a second.
	// The snapshot bytes stand for the fingerprint: they are the whole state.
	g := churnGame(f, 1)
	stepTo(g, 5)
	base, err := g.Snapshot(nil)
	if err != nil {
		f.Fatal(err)
	}
	var now []byte
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := g.Restore(base); err != nil {
			t.Fatalf("the game's own snapshot is refused: %v", err)
		}
		if err := g.Restore(runtime.Reseal(data)); err != nil {
			if now, _ = g.Snapshot(now[:0]); !bytes.Equal(now, base) {
				t.Fatalf("refused (%v) but the game changed", err)
			}
			return
		}
		// Restored: the game is whole. (It is not stepped: bytes can make any
		// state, such as an animation of a billion frames a step.)
		again, err := g.Snapshot(nil)
		if err != nil {
			t.Fatalf("restored, but cannot snapshot after: %v", err)
		}
		_ = g.Fingerprint()
		if err := g.Restore(again); err != nil {
			t.Fatalf("restored, but its own snapshot is refused: %v", err)
		}
		if third, _ := g.Snapshot(nil); !bytes.Equal(again, third) {
			t.Fatal("snapshot, restore, snapshot gives other bytes")
		}
	})
}

// TestTimelineRewindPlaysOnTheSame plays a churning game recording every
// step, then rewinds to several steps in the ring and plays on with the same
// input: each time the game reaches the fingerprint of the first time through.
func TestTimelineRewindPlaysOnTheSame(t *testing.T) {
	g := churnGame(t, 11)
	tl := runtime.NewTimeline(g, 2) // 120 steps
	if tl.Cap() != 120 {
		t.Fatalf("a 2 s timeline at 60 steps a second holds %d snapshots, want 120", tl.Cap())
	}
	want := map[int]string{}
	record := func() {
		t.Helper()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	record()
	for range 300 {
		g.Step()
		record()
		want[int(g.Clock().Tick())] = g.Fingerprint()
	}
	if tl.Len() != 120 || tl.Oldest() != 181 || tl.Newest() != 300 {
		t.Fatalf("the timeline holds %d snapshots, steps %d to %d; want 120, 181 to 300", tl.Len(), tl.Oldest(), tl.Newest())
	}
	if err := tl.Rewind(100); err == nil || !strings.Contains(err.Error(), "181 to 300") {
		t.Fatalf("rewind past the ring: %v", err)
	}
	for _, at := range []griff.Tick{299, 250, 221, 240} {
		if err := tl.Rewind(at); err != nil {
			t.Fatal(err)
		}
		if g.Fingerprint() != want[int(at)] {
			t.Fatalf("rewound to step %d: the state is not what it was then", at)
		}
		for range 40 {
			g.Step()
			record()
			if tick := int(g.Clock().Tick()); want[tick] != "" && g.Fingerprint() != want[tick] {
				t.Fatalf("rewound to step %d: step %d differs from the first time through", at, tick)
			}
		}
	}
	whole, ok := tl.Bytes(nil, tl.Newest())
	snap, err := g.Snapshot(nil)
	if !ok || err != nil || !bytes.Equal(whole, snap) {
		t.Fatalf("the timeline's newest snapshot is not Game.Snapshot's bytes (%v, %v)", ok, err)
	}
}

// TestRestoreFileNamesTheFile writes a snapshot to a file, restores it, and
// refuses a cut copy with an error naming the file.
func TestRestoreFileNamesTheFile(t *testing.T) {
	g := churnGame(t, 21)
	stepTo(g, 30)
	dir := t.TempDir()
	name := filepath.Join(dir, "quick.snapshot")
	if err := g.WriteSnapshotFile(name); err != nil {
		t.Fatal(err)
	}
	want := g.Fingerprint()
	stepTo(g, 60)
	if err := g.RestoreFile(name); err != nil || g.Fingerprint() != want {
		t.Fatalf("RestoreFile: %v (restored the state: %v)", err, g.Fingerprint() == want)
	}
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.snapshot")
	if err := os.WriteFile(cut, data[:len(data)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	err = g.RestoreFile(cut)
	if err == nil || !strings.Contains(err.Error(), cut) || !strings.Contains(err.Error(), "check sum") {
		t.Fatalf("a cut snapshot file: %v; want an error naming %s and the check sum", err, cut)
	}
	if err := g.RestoreFile(filepath.Join(dir, "none")); err == nil || !strings.Contains(err.Error(), "none") {
		t.Fatalf("a missing file: %v", err)
	}
	if g.Fingerprint() != want {
		t.Fatal("a refused file changed the game")
	}
}

// TestTimelineOfOne: a timeline of one snapshot (a loop's fault guard) keeps
// the last step, whole, and rewinds to it.
func TestTimelineOfOne(t *testing.T) {
	g := churnGame(t, 5)
	tl := runtime.NewTimeline(g, 1.0/60)
	for range 50 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	want := g.Fingerprint()
	snap, _ := g.Snapshot(nil)
	if whole, ok := tl.Bytes(nil, 50); !ok || !bytes.Equal(whole, snap) || tl.Cap() != 1 || tl.Oldest() != 50 {
		t.Fatalf("a timeline of one holds steps %d to %d; its bytes are Game.Snapshot's: %v", tl.Oldest(), tl.Newest(), ok && bytes.Equal(whole, snap))
	}
	stepTo(g, 60)
	if err := tl.Rewind(50); err != nil || g.Fingerprint() != want {
		t.Fatalf("rewind to step 50: %v", err)
	}
	if n := testing.AllocsPerRun(20, func() { _ = tl.Record() }); n != 0 {
		t.Errorf("recording into a timeline of one makes %v allocations, want 0", n)
	}
}

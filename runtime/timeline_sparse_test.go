package runtime_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/lifetime"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
)

// boomSystem panics in a re-simulated step while armed: a step that fails
// only when taken again.
type boomSystem struct {
	armed bool `griff:"-"` // not state: the test's switch
}

var boomStep = runtime.NewStep("Test.Boom")

func (*boomSystem) Name() string { return "Boom" }

func (s *boomSystem) Setup(g *runtime.Game) error {
	g.AddStep(boomStep, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		if s.armed && g.Resimulating() {
			panic("boom")
		}
	})
	return nil
}

// liveChurn is the churn game (snapshot_test.go) played from a live source:
// a source that cannot go back, so a rewound game replays the input only if
// the timeline kept it. press pushes the input of step tick (taken next).
func liveChurn(t testing.TB, extra ...runtime.System) (g *runtime.Game, press func(tick griff.Tick)) {
	t.Helper()
	live := input.NewLive(nil)
	systems := append([]runtime.System{motion.NewSystem(), timers.NewSystem(), lifetime.NewSystem(), view.NewSystem(), &churnSystem{}}, extra...)
	g, err := runtime.NewGame(runtime.Options{Seed: 11, Input: live}, systems...)
	if err != nil {
		t.Fatal(err)
	}
	sc := g.Scene()
	for i := range 4 {
		w := sc.NewEntity("Wanderer", nil)
		w.Transform().SetPosition(griff.V(float64(i)*10, 0))
		scenes.Add(w, motion.Mover{Spin: 0.5})
		scenes.Add(w, motion.Wander{Every: 200 * time.Millisecond, MinSpeed: 5, MaxSpeed: 40})
	}
	scenes.Add(sc.NewEntity("Counter", nil), Churn{})
	return g, func(tick griff.Tick) {
		switch tick % 7 {
		case 2:
			live.Push(input.Event{Action: "jump", Down: true, Value: 1})
		case 4:
			live.Push(input.Event{Action: "jump"})
		}
	}
}

// TestSparseTimelineRewinds plays a game from a live source, recording a
// sparse timeline (a whole snapshot every 8 steps), and rewinds it to steps
// on and between whole snapshots: each time the game must be exactly where
// it was after that step (Snapshot bytes and Fingerprint), and play on with
// the same input to the same states. A dense timeline's rewind of a twin
// game gives the same bytes.
func TestSparseTimelineRewinds(t *testing.T) {
	g, press := liveChurn(t)
	twin, pressTwin := liveChurn(t)
	tl := runtime.NewTimelineEvery(g, 1, 8)
	dense := runtime.NewTimeline(twin, 1)
	if tl.Every() != 8 || dense.Every() != 1 {
		t.Fatalf("Every: sparse %d, dense %d; want 8 and 1", tl.Every(), dense.Every())
	}
	snaps := map[griff.Tick][]byte{}
	prints := map[griff.Tick]string{}
	record := func() {
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		if err := dense.Record(); err != nil {
			t.Fatal(err)
		}
		b, err := g.Snapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		snaps[g.Clock().Tick()], prints[g.Clock().Tick()] = b, g.Fingerprint()
	}
	step := func() {
		press(g.Clock().Tick() + 1)
		pressTwin(twin.Clock().Tick() + 1)
		g.Step()
		twin.Step()
	}
	record()
	for range 100 {
		step()
		record()
	}
	if tl.Oldest() != 48 || dense.Oldest() != 41 { // 60 steps, the sparse one less the 7 after the whole snapshot 40 it dropped
		t.Fatalf("the timelines hold from steps %d (sparse) and %d (dense), want 48 and 41", tl.Oldest(), dense.Oldest())
	}
	for tick := tl.Oldest(); tick <= 100; tick++ {
		if got, want := tl.Whole(tick), tick%8 == 0; got != want {
			t.Fatalf("Whole(%d) = %v, want %v", tick, got, want)
		}
		if _, ok := tl.Bytes(nil, tick); ok != (tick%8 == 0) {
			t.Fatalf("Bytes(%d) reports %v; want true only for a whole snapshot", tick, ok)
		}
	}
	for _, c := range []struct{ from, to griff.Tick }{{100, 93}, {100, 88}, {100, 81}, {100, 59}, {70, 70}, {70, 65}} {
		for g.Clock().Tick() < c.from {
			step()
			record()
		}
		if err := tl.Rewind(c.to); err != nil {
			t.Fatalf("rewind from %d to %d: %v", c.from, c.to, err)
		}
		if err := dense.Rewind(c.to); err != nil {
			t.Fatal(err)
		}
		got, err := g.Snapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		viaDense, err := twin.Snapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, snaps[c.to]) || g.Fingerprint() != prints[c.to] {
			t.Fatalf("rewound from %d to %d: not the state after step %d", c.from, c.to, c.to)
		}
		if !bytes.Equal(got, viaDense) {
			t.Fatalf("rewound from %d to %d: the sparse rewind's snapshot is not the dense rewind's", c.from, c.to)
		}
		if tl.Newest() != c.to {
			t.Fatalf("after the rewind the newest step is %d, want %d", tl.Newest(), c.to)
		}
		if g.Resimulating() {
			t.Fatal("Resimulating still on after the rewind")
		}
		for g.Clock().Tick() < c.from {
			step()
			if got, want := g.Fingerprint(), prints[g.Clock().Tick()]; got != want {
				t.Fatalf("rewound from %d to %d: step %d played on differs from the first time through", c.from, c.to, g.Clock().Tick())
			}
			record()
		}
	}
}

// TestSparseTimelineWholeAfterOutsideChanges: a change made between steps
// that no input replays (a spawn asked for by the host, a restore, a scene
// set, a time scale, a NoteOutsideChange) makes the next Record a whole
// snapshot, and a checked rewind across it re-simulates to the recorded
// state. Without the rule (Spawn not counting as an outside change) the
// rewind past the spawn would re-simulate a game without the spark.
func TestSparseTimelineWholeAfterOutsideChanges(t *testing.T) {
	g, press := liveChurn(t)
	tl := runtime.NewTimelineEvery(g, 2, 16)
	tl.SetChecked(true)
	spark := scenes.NewTemplate("spark", scenes.NewScene("", nil).NewEntity("Spark", nil))
	changes := map[griff.Tick]func(){
		5:  func() { g.Spawn(spark, nil, griff.V(1, 2), nil) },
		9:  func() { g.Clock().SetTimeScale(0.5) },
		13: func() { g.NoteOutsideChange() },
		20: func() { g.SetScene(g.Scene()) },
	}
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	last := griff.Tick(0) // the last whole snapshot
	for g.Clock().Tick() < 40 {
		if f := changes[g.Clock().Tick()]; f != nil {
			f()
		}
		press(g.Clock().Tick() + 1)
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		tick := g.Clock().Tick()
		_, changed := changes[tick-1]
		want := changed || tick-last == 16
		if want {
			last = tick
		}
		if whole := tl.Whole(tick); whole != want {
			t.Fatalf("step %d: Whole = %v; want a whole snapshot after an outside change and 16 steps after the last", tick, whole)
		}
	}
	want, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := tl.Rewind(8); err != nil {
		t.Fatal(err)
	}
	if g.Scene().Find("Spark") == nil {
		t.Fatal("rewound to step 8: the spark the host spawned at step 6 is missing")
	}
	// The rest of the way, with the same input, must meet the recording.
	for g.Clock().Tick() < 40 {
		if f := changes[g.Clock().Tick()]; f != nil {
			f()
		}
		press(g.Clock().Tick() + 1)
		g.Step()
	}
	if got, _ := g.Snapshot(nil); !bytes.Equal(got, want) {
		t.Fatal("played on after the rewind: not the state of the first time through")
	}
}

// TestSparseCheckedRewindCatchesAnUntoldChange: a component written between
// steps by code that does not tell the game (no NoteOutsideChange) is not in
// the recorded input, so a re-simulation cannot make it; a checked sparse
// timeline's Rewind fails naming the step and the component, the game is
// back where it was before the Rewind, and the timeline is unchanged.
func TestSparseCheckedRewindCatchesAnUntoldChange(t *testing.T) {
	g, press := liveChurn(t)
	tl := runtime.NewTimelineEvery(g, 2, 16)
	tl.SetChecked(true)
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	for g.Clock().Tick() < 30 {
		if g.Clock().Tick() == 20 {
			for _, c := range scenes.Active[Churn](g.Scene()) {
				c.Count += 1000 // a host's edit the timeline is not told of
			}
		}
		press(g.Clock().Tick() + 1)
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := g.Snapshot(nil)
	oldest, newest, n := tl.Oldest(), tl.Newest(), tl.Len()
	err := tl.Rewind(25)
	if !errors.Is(err, runtime.ErrResimulationDiffers) {
		t.Fatalf("rewind across an untold change: %v, want ErrResimulationDiffers", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "step 21") || !strings.Contains(msg, "Test.Churn") {
		t.Fatalf("the error does not name step 21 and the component: %v", err)
	}
	if got, _ := g.Snapshot(nil); !bytes.Equal(got, before) {
		t.Fatal("a failed rewind left the game changed")
	}
	if tl.Oldest() != oldest || tl.Newest() != newest || tl.Len() != n {
		t.Fatal("a failed rewind changed the timeline")
	}
	if err := tl.Rewind(16); err != nil { // a whole snapshot: a restore, nothing re-simulated
		t.Fatal(err)
	}
}

// TestSparseRewindPanicPutsTheGameBack: a re-simulated step that panics makes
// Rewind return an error naming the step; the game is where it was before
// the Rewind, Resimulating is off, and the timeline unchanged.
func TestSparseRewindPanicPutsTheGameBack(t *testing.T) {
	boom := &boomSystem{}
	g, press := liveChurn(t, boom)
	tl := runtime.NewTimelineEvery(g, 1, 8)
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	for g.Clock().Tick() < 30 {
		press(g.Clock().Tick() + 1)
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	before, _ := g.Snapshot(nil)
	fp, n := g.Fingerprint(), tl.Len()
	boom.armed = true
	err := tl.Rewind(27)
	if err == nil || !strings.Contains(err.Error(), "re-simulated step 25 panicked: boom") {
		t.Fatalf("rewind with a panicking step: %v", err)
	}
	if got, _ := g.Snapshot(nil); !bytes.Equal(got, before) || g.Fingerprint() != fp {
		t.Fatal("the game is not where it was before the failed rewind")
	}
	if g.Resimulating() || tl.Len() != n || tl.Newest() != 30 {
		t.Fatalf("after the failed rewind: resimulating %v, %d steps held to %d; want false, %d to 30", g.Resimulating(), tl.Len(), tl.Newest(), n)
	}
	boom.armed = false
	if err := tl.Rewind(27); err != nil {
		t.Fatal(err)
	}
}

// TestSparseTimelineRingKeepsAWholeSnapshotFirst: once the ring is full,
// dropping the oldest whole snapshot drops the steps of input after it, so
// the oldest step held is always a whole snapshot and every step held can
// be rewound to.
func TestSparseTimelineRingKeepsAWholeSnapshotFirst(t *testing.T) {
	g, press := liveChurn(t)
	tl := runtime.NewTimelineEvery(g, 0.5, 8) // 30 steps
	if err := tl.Record(); err != nil {
		t.Fatal(err)
	}
	for g.Clock().Tick() < 100 {
		press(g.Clock().Tick() + 1)
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		if !tl.Whole(tl.Oldest()) || g.Clock().Tick() >= 30 && tl.Len() < tl.Cap()-7 {
			t.Fatalf("step %d: oldest %d (whole %v), %d held of %d", g.Clock().Tick(), tl.Oldest(), tl.Whole(tl.Oldest()), tl.Len(), tl.Cap())
		}
	}
	if err := tl.Rewind(tl.Oldest() + 3); err != nil {
		t.Fatal(err)
	}
}

// TestSparseRecordAllocatesNothing: recording a step as its input, once the
// ring is warm, allocates nothing (Record of the same step again drops it
// and records it anew, through the same path).
func TestSparseRecordAllocatesNothing(t *testing.T) {
	g, press := liveChurn(t)
	tl := runtime.NewTimelineEvery(g, 1, 16)
	for g.Clock().Tick() < 90 {
		press(g.Clock().Tick() + 1)
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	if tl.Whole(90) {
		t.Fatal("step 90 has a whole snapshot; the test wants a step of input")
	}
	allocs := testing.AllocsPerRun(100, func() {
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 || !tl.Stats().Sparse || tl.Whole(90) {
		t.Fatalf("a sparse Record allocated %v times (sparse %v), want 0", allocs, tl.Stats().Sparse)
	}
}

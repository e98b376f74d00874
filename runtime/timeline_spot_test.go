package runtime_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

// TestTimelineSpotCheckRewritesAKeptPointersWrite: a Timer written through a
// pointer kept from an earlier step marks nothing, so the unchecked timeline
// shares the rock's stale record; within the steps the spot check takes to go
// round the scene (111 entities, 32 a step) it finds the difference, writes
// the record again in the newest snapshot (whose bytes are then
// Game.Snapshot's), warns once in the problem log naming the rock and the
// component type, and leaves the snapshots taken before it as they were. A
// rewind to that snapshot puts back the written value.
func TestTimelineSpotCheckRewritesAKeptPointersWrite(t *testing.T) {
	g := churnGame(t, 7)
	sc := g.Scene()
	var rocks []*scenes.Entity
	for i := range 100 {
		rock := sc.NewEntity("Rock", nil)
		rock.Transform().SetPosition(griff.V(float64(i), 5))
		scenes.Add(rock, timers.Timer{Duration: time.Second, Paused: true})
		rocks = append(rocks, rock)
	}
	kept := scenes.Get[timers.Timer](rocks[70]) // marks it, this step only
	tl := runtime.NewTimeline(g, 1)
	for range 6 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	before := tl.Newest()
	old, _ := tl.Bytes(nil, before)
	kept.Elapsed = 300 * time.Millisecond // no mark
	found := griff.Tick(0)
	var snap []byte
	for range 8 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		var err error
		if snap, err = g.Snapshot(snap[:0]); err != nil {
			t.Fatal(err)
		}
		got, _ := tl.Bytes(nil, tl.Newest())
		if tl.SpotFound() > 0 {
			if !bytes.Equal(got, snap) {
				t.Fatalf("step %d: the spot check found the write, but the timeline's snapshot is not Game.Snapshot's", tl.Newest())
			}
			found = tl.Newest()
			break
		}
		if bytes.Equal(got, snap) {
			t.Fatalf("step %d: the timeline's snapshot already holds the write the rock was never marked for", tl.Newest())
		}
	}
	if found == 0 || tl.SpotFound() != 1 {
		t.Fatalf("the spot check found %d stale records in 8 steps, want 1", tl.SpotFound())
	}
	if again, _ := tl.Bytes(nil, before); !bytes.Equal(again, old) {
		t.Error("writing the record again changed a snapshot taken before")
	}
	warned := 0
	for _, p := range g.Problems().List() {
		if strings.Contains(p.Message, "without being marked changed") {
			warned++
			if p.Component != scenes.NameOf[timers.Timer]() || !strings.Contains(p.String(), "Rock") {
				t.Errorf("the warning names %q, component %q; want the rock and %s", p.String(), p.Component, scenes.NameOf[timers.Timer]())
			}
		}
	}
	if warned != 1 {
		t.Fatalf("%d warnings about unmarked writes, want 1: %v", warned, g.Problems().List())
	}
	// Another unmarked write of the same component type is written again
	// but not warned about.
	kept.Elapsed = 400 * time.Millisecond
	for range 5 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	if tl.SpotFound() != 2 || len(g.Problems().List()) != warned {
		t.Errorf("a second write: %d found, problems %v; want 2 found and no new warning", tl.SpotFound(), g.Problems().List())
	}
	if err := tl.Rewind(found); err != nil {
		t.Fatal(err)
	}
	if got, _ := g.Snapshot(nil); !bytes.Equal(got, snap) {
		t.Fatal("rewound to the step the spot check wrote the record again, the game is not what it was")
	}
	if tm, _ := scenes.Peek[timers.Timer](g.Scene().Entity(rocks[70].ID())); tm.Elapsed != 300*time.Millisecond {
		t.Errorf("rewound, the rock's timer has %v elapsed, want 300ms", tm.Elapsed)
	}
}

// BenchmarkTimelineSpotCheck is the spot check's cost on each Record of the
// 10,000-entity game: 32 entities compared with their records (none differs).
func BenchmarkTimelineSpotCheck(b *testing.B) {
	g := bigGame(b)
	tl := runtime.NewTimeline(g, 1)
	for range 3 {
		g.Step()
		if err := tl.Record(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	defer cputime.Report(b)()
	for b.Loop() {
		tl.SpotCheckNewest()
	}
	if tl.SpotFound() != 0 {
		b.Fatalf("the spot check found %d stale records", tl.SpotFound())
	}
}

// TestTimelineRecordsTheSameStepAgain: recording again after the same step
// (the newest snapshot dropped for the new one) shares no record the dropped
// snapshot's marks covered. The spot check found such records stale; the
// checked mode names any.
func TestTimelineRecordsTheSameStepAgain(t *testing.T) {
	g := churnGame(t, 4)
	tl := runtime.NewTimeline(g, 1)
	tl.SetChecked(true)
	for range 40 {
		g.Step()
		for range 2 {
			if err := tl.Record(); err != nil {
				t.Fatalf("step %d: %v", g.Clock().Tick(), err)
			}
		}
	}
}

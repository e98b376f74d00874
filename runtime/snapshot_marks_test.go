package runtime_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

// TestTimelineGroupsFollowChanges: a churning game with 1,200 still rocks
// (several groups of records), where between steps children are added under
// one rock (so its group grows past twice its size and is split), rocks are
// destroyed (a group empties and is dropped), one is renamed and one is
// reparented. In checked mode, at every step the timeline's snapshot is
// Game.Snapshot's bytes, the groups without a change are shared, and a
// rewind plays on to the same snapshot.
func TestTimelineGroupsFollowChanges(t *testing.T) {
	g := churnGame(t, 3)
	sc := g.Scene()
	var rocks []*scenes.Entity
	for i := range 1200 {
		rock := sc.NewEntity("Rock", nil)
		rock.Transform().SetPosition(griff.V(float64(i), 5))
		scenes.Add(rock, timers.Timer{Duration: time.Second, Paused: true})
		rocks = append(rocks, rock)
	}
	tl := runtime.NewTimeline(g, 1)
	tl.SetChecked(true)
	var whole, snap []byte
	sharedGroups := 0
	snaps := map[griff.Tick][]byte{}
	for step := range 240 {
		switch {
		case step < 120: // 5 children a step under rock 300: 600 in its group
			for range 5 {
				sc.NewEntity("Pebble", rocks[300])
			}
		case step < 140: // rocks 450..809 go, 18 a step: a whole group empties
			for _, r := range rocks[450+(step-120)*18 : 450+(step-119)*18] {
				sc.Destroy(r)
			}
		case step == 150:
			rocks[1100].SetName("Boulder")
		case step == 160:
			rocks[900].SetParent(rocks[1000])
		}
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatalf("step %d: %v", g.Clock().Tick(), err)
		}
		st := tl.Stats()
		sharedGroups += st.Groups - st.New
		var ok bool
		var err error
		whole, ok = tl.Bytes(whole[:0], tl.Newest())
		if snap, err = g.Snapshot(snap[:0]); !ok || err != nil || !bytes.Equal(whole, snap) {
			t.Fatalf("step %d: the timeline's snapshot is not Game.Snapshot's bytes (%v, %v)", tl.Newest(), ok, err)
		}
		if step%40 == 0 {
			snaps[g.Clock().Tick()] = bytes.Clone(snap)
		}
	}
	if sharedGroups < 4*200 {
		t.Errorf("%d groups were shared over 240 steps, want at least 4 a step", sharedGroups)
	}
	back := tl.Oldest() + 10
	want, _ := tl.Bytes(nil, back)
	if err := tl.Rewind(back); err != nil {
		t.Fatal(err)
	}
	if got, _ := g.Snapshot(nil); !bytes.Equal(got, want) {
		t.Fatal("rewound, the game's snapshot is not the timeline's")
	}
	for range 30 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatalf("after the rewind, step %d: %v", g.Clock().Tick(), err)
		}
	}
}

// TestTimelineCheckedNamesAWriteThroughAReadOnlyAccessor: a component written
// through scenes.Read (which does not mark its entity changed) is caught by
// the checked mode, which names the entity and the component type; written
// after Entity.MarkChanged, it is not.
func TestTimelineCheckedNamesAWriteThroughAReadOnlyAccessor(t *testing.T) {
	g := churnGame(t, 5)
	sc := g.Scene()
	rock := sc.NewEntity("Rock", nil)
	scenes.Add(rock, timers.Timer{Duration: time.Second, Paused: true})
	tl := runtime.NewTimeline(g, 1)
	tl.SetChecked(true)
	for range 3 {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	g.Step()
	rock.MarkChanged()
	scenes.Read[timers.Timer](rock).Elapsed = time.Millisecond
	if err := tl.Record(); err != nil {
		t.Fatalf("a write after MarkChanged: %v", err)
	}
	g.Step()
	scenes.Read[timers.Timer](rock).Elapsed = 2 * time.Millisecond
	err := tl.Record()
	if err == nil || !strings.Contains(err.Error(), "Rock#") || !strings.Contains(err.Error(), scenes.NameOf[timers.Timer]()) {
		t.Fatalf("a write through Read: err %v, want one naming Rock and %s", err, scenes.NameOf[timers.Timer]())
	}
}

// TestTimelineOf10kAllocatesNothing: on the 10,000-entity game where 1% move,
// once the ring has gone round, a step and its record allocate nothing
// (groups reused once no snapshot holds them, with room for a rebuild).
func TestTimelineOf10kAllocatesNothing(t *testing.T) {
	g := bigGame(t)
	tl := runtime.NewTimeline(g, 1)
	for range 2 * tl.Cap() {
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
	}
	if n := testing.AllocsPerRun(60, func() { g.Step(); _ = tl.Record() }); n != 0 {
		t.Errorf("a step and its record make %v allocations, want 0", n)
	}
	if st := tl.Stats(); st.Groups-st.New < st.Groups/2 {
		t.Errorf("%d of %d groups were shared, want at least half", st.Groups-st.New, st.Groups)
	}
}

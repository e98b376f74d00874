package physics_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// playCollect plays the pile scene (with a kinematic pusher added) and logs
// every touch and impact in order, with the number of steps whose contacts
// came from cp's list of arbiters.
func playCollect(t *testing.T, data []byte, opts physics.Options, walk bool, steps int) (log []string, listed int) {
	s, err := scenes.ReadScene("pile", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	addPusher(s)
	w := physics.NewWorld(s, opts)
	physics.WalkEveryList(w, walk)
	for step := range steps {
		if step == steps/2 {
			// wake the pile: a heavy box dropped onto it
			e := s.NewEntity("Drop", nil)
			e.Transform().SetPosition(griff.V(0, 600))
			scenes.Add(e, physics.Body{Velocity: griff.V(0, 800)})
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(60, 60)}})
		}
		s.BeginStep()
		w.Step(dt)
		if physics.ReadCPList(w) {
			listed++
		}
		for _, tc := range w.Touches() {
			log = append(log, fmt.Sprintf("%d touch %+v", step, touchRec{tc.Phase, tc.A.ID(), tc.B.ID(), tc.ShapeA, tc.ShapeB, tc.Sensor, tc.Normal, tc.Point, tc.Impulse}))
		}
		for _, im := range w.Impacts() {
			log = append(log, fmt.Sprintf("%d impact %d %d %d %d %v %v %v", step, im.A.ID(), im.B.ID(), im.ShapeA, im.ShapeB, im.Normal, im.Point, im.Speed))
		}
	}
	return log, listed
}

// TestCollectPathsAgree checks that reading a step's contacts from cp's list
// of solved arbiters gives every touch and impact, in order, exactly as
// walking each body's arbiter list does, with sleeping off (every step reads
// the list) and on (steps where bodies sleep or wake walk the lists). The
// walk also builds every report at the end of the step and finds ended pairs
// by walking the step before's (WalkEveryList), so the reports written as a
// pair is read and the ended pairs found from touch's tally are checked too.
func TestCollectPathsAgree(t *testing.T) {
	data := pileScene(t, 120)
	const steps = 400
	for _, c := range []struct {
		name string
		opts physics.Options
	}{{"NoSleep", physics.Options{NoSleep: true}}, {"Sleep", physics.Options{SleepTime: 0.2}}} {
		t.Run(c.name, func(t *testing.T) {
			want, walkedListed := playCollect(t, data, c.opts, true, steps)
			got, listed := playCollect(t, data, c.opts, false, steps)
			if walkedListed != listed {
				t.Fatalf("%d steps could read cp's list, %d when walking the lists: the runs differ", listed, walkedListed)
			}
			for i := range min(len(got), len(want)) {
				if got[i] != want[i] {
					t.Fatalf("report %d differs:\nfrom cp's list    %s\nfrom body lists   %s", i, got[i], want[i])
				}
			}
			if len(got) != len(want) {
				t.Fatalf("%d reports from cp's list, %d from the bodies' lists", len(got), len(want))
			}
			if listed == 0 || len(got) < steps {
				t.Fatalf("%d of %d steps read cp's list, %d reports: the test shows nothing", listed, steps, len(got))
			}
			ends := 0
			for _, l := range got {
				if strings.Contains(l, "Phase:end") {
					ends++
				}
			}
			if ends == 0 {
				t.Error("no touch ended: the ended pairs are not compared")
			}
			if c.opts.NoSleep && listed != steps {
				t.Errorf("%d of %d steps read cp's list, want all with sleeping off", listed, steps)
			}
			if !c.opts.NoSleep && listed == steps {
				t.Errorf("every step read cp's list: nothing slept, the walk is not compared")
			}
			t.Logf("%d reports; %d of %d steps read cp's list", len(got), listed, steps)
		})
	}
}

// TestAnyAsleepCoversEveryBody checks what beforeStep and writeBack assume to
// skip reading each body's sleeping state: when cp lists no sleeping group,
// no body sleeps (and when a body sleeps, a group is listed). The pile falls
// asleep, is woken by a box dropped on it, and falls asleep again.
func TestAnyAsleepCoversEveryBody(t *testing.T) {
	s, err := scenes.ReadScene("pile", pileScene(t, 120), nil)
	if err != nil {
		t.Fatal(err)
	}
	w := physics.NewWorld(s, physics.Options{SleepTime: 0.2})
	var bodies []*scenes.Entity
	for e := range scenes.Active[physics.Body](s) {
		bodies = append(bodies, e)
	}
	const steps = 600
	sleepy, awake := 0, 0
	for step := range steps {
		if step == steps/2 {
			e := s.NewEntity("Drop", nil)
			e.Transform().SetPosition(griff.V(0, 600))
			scenes.Add(e, physics.Body{Velocity: griff.V(0, 800)})
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(60, 60)}})
			bodies = append(bodies, e)
		}
		s.BeginStep()
		w.Step(dt)
		n := 0
		for _, e := range bodies {
			if w.IsSleeping(e) {
				n++
			}
		}
		if any := physics.AnyAsleep(w); any != (n > 0) {
			t.Fatalf("step %d: %d bodies asleep, anyAsleep %v", step, n, any)
		}
		if n > 0 {
			sleepy++
		} else {
			awake++
		}
	}
	if sleepy == 0 || awake == 0 {
		t.Fatalf("%d steps with sleeping bodies, %d without: the test shows nothing", sleepy, awake)
	}
	t.Logf("%d steps with sleeping bodies, %d without", sleepy, awake)
}

// TestPrewalkChangesNothing checks that sync's prewalk (beforeStep's work
// done for steady bodies while sync has their records) gives the same
// touches, impacts and snapshot bytes (after the last step) as
// beforeStep's own walk of every record: the pile with a kinematic pusher, a continuous bullet, sleeping on,
// a box dropped on the sleeping pile half way and a body removed later.
func TestPrewalkChangesNothing(t *testing.T) {
	data := pileScene(t, 120)
	prewalked := 0 // steps whose sync prewalked every record (the floor comes first, the drop after it: see prewalkAt)
	play := func(off bool) (log []string, snaps [][]byte) {
		s, err := scenes.ReadScene("pile", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		addPusher(s)
		bullet := s.NewEntity("Bullet", nil)
		bullet.Transform().SetPosition(griff.V(-700, 900))
		scenes.Add(bullet, physics.Body{Velocity: griff.V(3000, 0), Continuous: true})
		scenes.Add(bullet, physics.Collider{Shapes: []physics.Shape{physics.Circle(4)}})
		w := physics.NewWorld(s, physics.Options{SleepTime: 0.2})
		physics.NoPrewalk(w, off)
		const steps = 400
		for step := range steps {
			switch step {
			case steps / 2:
				e := s.NewEntity("Drop", nil)
				e.Transform().SetPosition(griff.V(0, 600))
				scenes.Add(e, physics.Body{Velocity: griff.V(0, 800)})
				scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Box(60, 60)}})
			case 3 * steps / 4:
				s.Destroy(bullet)
			}
			s.BeginStep()
			w.Step(dt)
			if !off && physics.PrewalkedAll(w) {
				prewalked++
			}
			for _, tc := range w.Touches() {
				log = append(log, fmt.Sprintf("%d touch %+v", step, touchRec{tc.Phase, tc.A.ID(), tc.B.ID(), tc.ShapeA, tc.ShapeB, tc.Sensor, tc.Normal, tc.Point, tc.Impulse}))
			}
			for _, im := range w.Impacts() {
				log = append(log, fmt.Sprintf("%d impact %d %d %d %d %v %v %v", step, im.A.ID(), im.B.ID(), im.ShapeA, im.ShapeB, im.Normal, im.Point, im.Speed))
			}
			if step == steps-1 {
				b, err := w.AppendSnapshot(nil)
				if err != nil {
					t.Fatal(err)
				}
				snaps = append(snaps, bytes.Clone(b))
			}
		}
		return log, snaps
	}
	want, wantSnaps := play(true)
	got, gotSnaps := play(false)
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			t.Fatalf("report %d differs:\nprewalked  %s\nwalked     %s", i, got[i], want[i])
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%d reports prewalked, %d walked", len(got), len(want))
	}
	for i := range wantSnaps {
		if !bytes.Equal(gotSnaps[i], wantSnaps[i]) {
			t.Fatalf("snapshot %d differs (%d and %d bytes)", i, len(gotSnaps[i]), len(wantSnaps[i]))
		}
	}
	impacts := 0
	for _, l := range got {
		if strings.Contains(l, "impact") {
			impacts++
		}
	}
	if impacts == 0 {
		t.Fatal("no impacts: the velocities prewalk notes are not compared")
	}
	if prewalked < 390 {
		t.Fatalf("%d of 400 steps prewalked every record, want at least 390: prewalk is not compared", prewalked)
	}
	t.Logf("%d reports (%d impacts), last snapshots alike, %d steps prewalked", len(got), impacts, prewalked)
}

// addPusher adds to s the kinematic box that pushes through the pile scene
// from the left at 120 units a second.
func addPusher(s *scenes.Scene) {
	pusher := s.NewEntity("Pusher", nil)
	pusher.Transform().SetPosition(griff.V(-400, 960))
	scenes.Add(pusher, physics.Body{Kind: physics.BodyKinematic, Velocity: griff.V(120, 0)})
	scenes.Add(pusher, physics.Collider{Shapes: []physics.Shape{physics.Box(30, 60)}})
}

package physics_test

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
)

// TestWriteBackOrderChangesNothing checks that writeBack's writing of the
// records from the last (when no body sleeps), with kinematic bodies placed
// and runaways stopped after, in build order, gives what writing them in
// build order gives: every transform and Body, bit for bit, after every
// step, the touches and impacts, the problems (two runaways stopped in one
// step), the entities marked changed (as sets: the order of the list is not
// build order) and the last snapshot's bytes. The pile scene with a
// kinematic pusher moved by its transform, with sleeping off and on.
func TestWriteBackOrderChangesNothing(t *testing.T) {
	data := pileScene(t, 120)
	type run struct {
		log   []string
		snap  []byte
		stats [3]int // steps without a sleeping body, kinematic moves, runaways stopped
	}
	play := func(inOrder bool, opts physics.Options) run {
		var out run
		s, err := scenes.ReadScene("pile", data, nil)
		if err != nil {
			t.Fatal(err)
		}
		pusher := s.NewEntity("Pusher", nil)
		pusher.Transform().SetPosition(griff.V(-400, 960))
		scenes.Add(pusher, physics.Body{Kind: physics.BodyKinematic})
		scenes.Add(pusher, physics.Collider{Shapes: []physics.Shape{physics.Box(30, 60)}})
		var runaways []*scenes.Entity
		for i := range 2 {
			e := s.NewEntity("Runaway", nil)
			e.Transform().SetPosition(griff.V(physics.MaxPosition-1000, float64(-1000*i)))
			scenes.Add(e, physics.Body{})
			scenes.Add(e, physics.Collider{Shapes: []physics.Shape{physics.Circle(4)}})
			runaways = append(runaways, e)
		}
		w := physics.NewWorld(s, opts)
		physics.WriteInOrder(w, inOrder)
		s.TakeChanges(&out) // the first call reports All
		for step := range 300 {
			pusher.Transform().SetPosition(pusher.Transform().Position().Add(griff.V(2, 0)))
			out.stats[1]++
			if step == 100 {
				for _, e := range runaways {
					scenes.Get[physics.Body](e).Velocity = griff.V(physics.MaxSpeed, 0)
				}
			}
			s.BeginStep()
			w.Step(dt)
			if !physics.AnyAsleep(w) {
				out.stats[0]++
			}
			for e := range s.Walk() {
				tr := e.Transform()
				p := tr.Position()
				line := fmt.Sprintf("%d %d %x %x %x", step, e.ID(), math.Float64bits(p[0]), math.Float64bits(p[1]), math.Float64bits(tr.Rotation()))
				if b := scenes.Read[physics.Body](e); b != nil {
					line += fmt.Sprintf(" %x %x %x", math.Float64bits(b.Velocity[0]), math.Float64bits(b.Velocity[1]), math.Float64bits(b.AngularVelocity))
				}
				out.log = append(out.log, line)
			}
			for _, tc := range w.Touches() {
				out.log = append(out.log, fmt.Sprintf("%d touch %v %d %d %v %v %v", step, tc.Phase, tc.A.ID(), tc.B.ID(), tc.Normal, tc.Point, tc.Impulse))
			}
			for _, im := range w.Impacts() {
				out.log = append(out.log, fmt.Sprintf("%d impact %d %d %v %v", step, im.A.ID(), im.B.ID(), im.Point, im.Speed))
			}
			ch := s.TakeChanges(&out)
			var marked []scenes.EntityID
			for _, e := range ch.Entities[:ch.Whole] {
				marked = append(marked, e.ID())
			}
			slices.Sort(marked)
			out.log = append(out.log, fmt.Sprintf("%d marked %v", step, marked))
		}
		for _, pr := range s.Problems().List() {
			out.log = append(out.log, fmt.Sprintf("problem %v", pr))
			out.stats[2]++
		}
		b, err := w.AppendSnapshot(nil)
		if err != nil {
			t.Fatal(err)
		}
		out.snap = bytes.Clone(b)
		return out
	}
	for _, opts := range []physics.Options{{NoSleep: true}, {SleepTime: 0.2}} {
		want, got := play(true, opts), play(false, opts)
		for i := range min(len(got.log), len(want.log)) {
			if got.log[i] != want.log[i] {
				t.Fatalf("%+v: line %d differs:\nlast first  %s\nin order    %s", opts, i, got.log[i], want.log[i])
			}
		}
		if len(got.log) != len(want.log) {
			t.Fatalf("%+v: %d lines written from the last, %d in order", opts, len(got.log), len(want.log))
		}
		if !bytes.Equal(got.snap, want.snap) {
			t.Fatalf("%+v: the last snapshots differ (%d and %d bytes)", opts, len(got.snap), len(want.snap))
		}
		if got.stats[0] == 0 || got.stats[2] < 2 {
			t.Fatalf("%+v: %d steps without a sleeping body, %d problems: the test shows nothing", opts, got.stats[0], got.stats[2])
		}
		t.Logf("%+v: %d lines alike, %d steps without a sleeping body, %d problems", opts, len(got.log), got.stats[0], got.stats[2])
	}
}

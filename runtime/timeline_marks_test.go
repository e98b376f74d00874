package runtime_test

import (
	"slices"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/timers"
	"github.com/griffengine/griff/scenes"
)

// TestTimelineNeedlessMarks: between two steps of a game of still rocks
// with paused timers, one rock is marked changed and left as it was (a
// needless mark), one has its timer written (a real change), one is marked
// and moved (its record differs in its transform alone) and one is moved
// by a setter (listed for its transform). A checked Timeline reports the
// first as NeedlessMarks' whole and the third as TransformOnlyMarks, and
// nothing else; unchecked, it reports nothing.
func TestTimelineNeedlessMarks(t *testing.T) {
	for _, checked := range []bool{true, false} {
		g, err := runtime.NewGame(runtime.Options{Seed: 1}, timers.NewSystem())
		if err != nil {
			t.Fatal(err)
		}
		sc := g.Scene()
		var rocks []*scenes.Entity
		for i := range 4 {
			r := sc.NewEntity("Rock", nil)
			r.Transform().SetPosition(griff.V(float64(i), 5))
			scenes.Add(r, timers.Timer{Duration: time.Second, Paused: true})
			rocks = append(rocks, r)
		}
		tl := runtime.NewTimeline(g, 1)
		tl.SetChecked(checked)
		for range 3 {
			g.Step()
			if err := tl.Record(); err != nil {
				t.Fatal(err)
			}
		}
		rocks[0].MarkChanged()
		scenes.Get[timers.Timer](rocks[1]).Duration = 2 * time.Second
		rocks[2].MarkChanged()
		rocks[2].Transform().SetPosition(griff.V(20, 5))
		rocks[3].Transform().SetPosition(griff.V(30, 5))
		g.Step()
		if err := tl.Record(); err != nil {
			t.Fatal(err)
		}
		whole, moved := tl.NeedlessMarks()
		tf := tl.TransformOnlyMarks()
		if !checked {
			if len(whole)+len(moved)+len(tf) != 0 {
				t.Errorf("unchecked: needless %v %v, transform-only %v; want none", whole, moved, tf)
			}
			continue
		}
		if !slices.Equal(whole, rocks[:1]) || len(moved) != 0 || !slices.Equal(tf, rocks[2:3]) {
			t.Errorf("needless %v, moved %v, transform-only %v; want [%v], [], [%v]", whole, moved, tf, rocks[0], rocks[2])
		}
	}
}

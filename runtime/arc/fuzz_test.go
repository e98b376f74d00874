package arc_test

import (
	"testing"

	"github.com/griffengine/griff/runtime/arc/internal/example"
)

// FuzzLoad feeds Load arbitrary bytes: it must return an error or problems, never
// panic, and what it loads must tick without a panic escaping the fault boundary.
func FuzzLoad(f *testing.F) {
	for _, k := range []int{0, 2, 50, 200, 407, 410} {
		w := newWorld()
		w.s.Add(newTutorial())
		for w.tick < k {
			w.step()
		}
		f.Add(w.s.Save())
	}
	w, _ := script(&testing.T{}, map[int]func(*world){11: func(w *world) { w.ctx.Bell.Raise() }, 12: func(w *world) { w.ctx.Door.Raise() }}, 13, -1)
	f.Add(w.s.Save())
	f.Add([]byte(`{"arcs":[{"type":"Gate","frames":[{"at":"Gate.Run/any","wait":{"kind":"triggers","all":false,"signals":["door"],"raised":[0],"first":0,"last":0}}]}]}`))
	k := newWorld()
	k.s.Add(&example.Keeper{Gate: &example.Gate{}, Echo: &example.Echo{Name: "e", Every: step}})
	k.step()
	f.Add(k.s.Save())
	for _, i := range []string{"-1", "1000000", "4"} { // loop positions no loop of 4 is ever at
		f.Add([]byte(`{"arcs":[{"type":"Tutorial","frames":[{"at":"Tutorial.Run/Count","locals":{"total":1,"n":4,"$Count.range":[3,4],"$Count.i":1}},{"at":"Tutorial.Count/count","params":{"n":4},"locals":{"sum":1,"i":1,"$count.n":4,"$count.i":` + i + `},"wait":{"kind":"yield"}}]}]}`))
	}
	f.Add([]byte(`{"arcs":[]}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		n := newWorld()
		n.ctx.Moved = true
		if _, err := n.s.Load(data, newArc); err != nil {
			return
		}
		for range 3 {
			n.step()
		}
		_ = n.s.Save()
		_ = example.Ctx{}
	})
}

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

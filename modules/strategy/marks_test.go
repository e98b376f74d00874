package strategy

import (
	"testing"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/runtimetest"
)

// TestSameUnitSeesEveryField: same sees a change of every state field of
// a Unit (runtimetest.CheckSameFields: each leaf, a float made -0, a nil
// slice made empty), and a path or queue written in place; changing a field
// that is not state does not count.
func TestSameUnitSeesEveryField(t *testing.T) {
	same := func(a, b *Unit) bool {
		var s system
		s.keep(a)
		return s.same(b, &s.was[0])
	}
	runtimetest.CheckSameFields(t, same)
	base := Unit{Kind: "peon", Path: []grid.Cell{{1, 2}, {3, 4}}, Queue: []string{"peon"}}
	var s system
	s.keep(&base)
	check := func(name string, changed bool, u *Unit) {
		t.Helper()
		if got := !s.same(u, &s.was[0]); got != changed {
			t.Errorf("%s changed: same says changed %v, want %v", name, got, changed)
		}
	}
	check("nothing", false, &base)
	// In place: the same length, another cell; a queue's element replaced.
	u := base
	u.Path = []grid.Cell{{1, 2}, {3, 5}}
	check("a path cell", true, &u)
	u = base
	u.Queue = []string{"knight"}
	check("a queued kind", true, &u)
	u = base
	u.Picked = true
	check("Picked (not state)", false, &u)
}

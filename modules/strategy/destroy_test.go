package strategy

import (
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// TestKeyEntitiesDestroyed: an agent (or a script) destroying the Hud,
// then the computer's units, then the Match, mid-game under random input:
// no panic, and the match is won once the computer has no building.
func TestKeyEntitiesDestroyed(t *testing.T) {
	set, _ := data.LoadFS(Template(), "tables")
	r := newRigSet(t, 3, set, input.NewScript(monkey(5, 900)), nil, field(26, 16), true, u("hall", 0, 2, 2), u("mine", 2, 9, 2), u("peasant", 0, 6, 6), u("hall", 1, 20, 10))
	r.step(100)
	for _, c := range r.me.Children() {
		if scenes.Get[Hud](c) != nil {
			r.g.Destroy(c)
		}
	}
	r.step(400)
	for _, c := range r.me.Children() {
		if u := scenes.Get[Unit](c); u != nil && u.Side == 1 {
			r.g.Destroy(c)
		}
	}
	r.step(400)
	if o := r.match().Over; o != "won" {
		t.Errorf("the computer has no building: the match is %q, want won", o)
	}
	r.g.Destroy(r.me)
	r.step(400)
}

package tactics

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// stepSafely steps the rig n times and fails the test, naming the step, if
// one panics.
func (r *rig) stepSafely(n int) {
	r.t.Helper()
	for i := range n {
		err := func() (err error) {
			defer func() {
				if p := recover(); p != nil {
					err = fmt.Errorf("step %d panicked: %v", i, p)
				}
			}()
			r.g.Step()
			return nil
		}()
		if err != nil {
			r.t.Fatal(err)
		}
	}
}

// units returns the battle's units (alive or not) with their movers.
func (r *rig) units() []*Unit {
	var out []*Unit
	for _, e := range r.g.Scene().Find("Battle").Children() {
		if u := scenes.Get[Unit](e); u != nil {
			out = append(out, u)
		}
	}
	return out
}

// TestBadBattleFields: a Battle whose settings a scene file or an agent's
// set_field made wrong (a size below 1 or past MaxMapSide, terrain rows
// too short or too long, a mode or phase that is none, a selected unit
// that is not there, a seize cell off the map) never panics: the battle
// plays on.
func TestBadBattleFields(t *testing.T) {
	cases := map[string]func(b *Battle){
		"negative width": func(b *Battle) { b.Width = -3 },
		"zero height":    func(b *Battle) { b.Height = 0 },
		"huge size":      func(b *Battle) { b.Width, b.Height = 1<<40, 1<<40 },
		"wider":          func(b *Battle) { b.Width = 20 },
		"no rows":        func(b *Battle) { b.Terrain = nil },
		"odd rows":       func(b *Battle) { b.Terrain = []string{"é#", "", "FFFFFFFFFFFFFFFFFFFFFFF"} },
		"bad mode":       func(b *Battle) { b.Mode = 9 },
		"acting no unit": func(b *Battle) { b.Mode, b.Selected = ModeActing, 99 },
		"moving no unit": func(b *Battle) { b.Mode, b.Selected = ModeMoving, 99 },
		"bad phase":      func(b *Battle) { b.Phase = "nobody" },
		"cursor off":     func(b *Battle) { b.Cursor = grid.C(-5, 400) },
		"seize off":      func(b *Battle) { b.Win, b.Seize = WinSeize, grid.C(99, 99) },
		"unknown win":    func(b *Battle) { b.Win = "dance" },
		"negative wait":  func(b *Battle) { b.Wait = -1 << 62 },
		"huge cell":      func(b *Battle) { b.CellSize = 1e300 },
		"negative cell":  func(b *Battle) { b.CellSize = -8 },
		"target no unit": func(b *Battle) { b.Target = -4 },
		"from off":       func(b *Battle) { b.From = grid.C(-1, -1) },
	}
	for name, mutate := range cases {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, duel)
			r.stepSafely(3)
			mutate(r.battle())
			r.stepSafely(10)
			for _, w := range []intent{doSelect, doMove, doAttack, doWait, doCancel, doEndTurn} {
				r.sys.link.queue = append(r.sys.link.queue, netCommand{what: w, cell: grid.C(1, 2)})
				r.stepSafely(120)
			}
		})
	}
}

// TestBadUnitFields: units whose stats a scene file or an agent made wrong
// (negative or huge move, range or vision, a movement type that is none, a
// cell off the map, a path through walls and off the map) never panic.
func TestBadUnitFields(t *testing.T) {
	cases := map[string]func(u *Unit, m *grid.Mover){
		"huge move":       func(u *Unit, m *grid.Mover) { u.Move = 1 << 40 },
		"negative move":   func(u *Unit, m *grid.Mover) { u.Move = -7 },
		"huge range":      func(u *Unit, m *grid.Mover) { u.MinRange, u.MaxRange = 0, 1<<40 },
		"inverted range":  func(u *Unit, m *grid.Mover) { u.MinRange, u.MaxRange = 5, -2 },
		"huge vision":     func(u *Unit, m *grid.Mover) { u.Vision = 1 << 40 },
		"negative vision": func(u *Unit, m *grid.Mover) { u.Vision = -9 },
		"bad movement":    func(u *Unit, m *grid.Mover) { u.Movement = 200 },
		"off the map":     func(u *Unit, m *grid.Mover) { m.Cell = grid.C(-3, 77) },
		"huge attack":     func(u *Unit, m *grid.Mover) { u.Attack, u.Defence = 1<<62, -1<<62 },
		"path off map":    func(u *Unit, m *grid.Mover) { u.Path = []grid.Cell{grid.C(-1, 0), grid.C(50, 50)} },
		"same numbers":    func(u *Unit, m *grid.Mover) { u.Number = 1 },
		"no side":         func(u *Unit, m *grid.Mover) { u.Side = "" },
		"hp above max":    func(u *Unit, m *grid.Mover) { u.HP = 1 << 40 },
	}
	for name, mutate := range cases {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, fogDuel)
			r.stepSafely(3)
			for _, e := range r.g.Scene().Find("Battle").Children() {
				if u := scenes.Get[Unit](e); u != nil {
					mutate(u, scenes.Get[grid.Mover](e))
				}
			}
			r.stepSafely(10)
			for _, w := range []intent{doSelect, doMove, doAttack, doWait, doCancel, doEndTurn} {
				for _, c := range []grid.Cell{grid.C(0, 2), grid.C(5, 1), grid.C(1, 3)} {
					r.sys.link.queue = append(r.sys.link.queue, netCommand{what: w, cell: c})
					r.stepSafely(60)
				}
			}
			r.stepSafely(1200)
		})
	}
}

// fogDuel is duel with fog of war.
const fogDuel = "fog on\n" + duel

// TestRandomInputEnds: long random intents on random cells, as a player
// mashing keys or a bad client would send, never panic, and a battle where
// the player ends every phase is finished by the enemy (the AI must not
// stall).
func TestRandomInputEnds(t *testing.T) {
	for seed := range uint64(6) {
		r := newRig(t, fogDuel)
		rnd := griff.NewRand(seed + 1)
		for range 400 {
			w := intent(rnd.IntN(6))
			c := grid.C(rnd.IntN(12)-2, rnd.IntN(9)-2)
			r.sys.link.queue = append(r.sys.link.queue, netCommand{what: w, cell: c})
			r.stepSafely(1 + rnd.IntN(40))
		}
		for range 200 {
			if r.battle().Result != "" {
				break
			}
			r.sys.link.queue = append(r.sys.link.queue, netCommand{what: doEndTurn})
			r.stepSafely(300)
		}
		if r.battle().Result == "" {
			t.Errorf("seed %d: the battle did not end with the player ending every phase: %+v", seed, *r.battle())
		}
	}
}

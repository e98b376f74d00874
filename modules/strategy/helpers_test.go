package strategy

import (
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// rig is a game playing a match made in code with the template's tables.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	me       *scenes.Entity
	problems []scenes.Problem
}

// newRig makes a match on rows (no computer, no fog unless fog) with the
// units given ("kind side x y", buildings built).
func newRig(t testing.TB, seed uint64, rows []string, fog bool, units ...Unit) *rig {
	t.Helper()
	set, err := data.LoadFS(Template(), "tables")
	if err != nil {
		t.Fatal(err)
	}
	return newRigSet(t, seed, set, nil, nil, rows, fog, units...)
}

func newRigSet(t testing.TB, seed uint64, set *data.Set, in input.Source, extra []runtime.System, rows []string, fog bool, units ...Unit) *rig {
	t.Helper()
	r := &rig{t: t}
	g, err := builtins.NewGame(runtime.Options{Seed: seed, Input: in, Problems: scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })},
		builtins.Options{Tables: set}, append(Systems(), extra...)...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	sc := g.Scene()
	r.me = sc.NewEntity("Match", nil)
	scenes.Add(r.me, Match{Width: len(rows[0]), Height: len(rows), Rows: rows, AISide: -1, NoFog: !fog, Start: [2]int{1000, 1000}})
	for _, u := range units {
		u.Built = true
		scenes.Add(sc.NewEntity(u.Kind, r.me), u)
	}
	scenes.Add(sc.NewEntity("Hud", r.me), Hud{})
	return r
}

// match returns the rig's match.
func (r *rig) match() *Match { return scenes.Get[Match](r.me) }

// step plays n steps.
func (r *rig) step(n int) {
	for range n {
		r.g.Step()
	}
}

// units returns the match's units in hierarchy order.
func (r *rig) units() []*Unit {
	var us []*Unit
	for _, c := range r.me.Children() {
		if u := scenes.Get[Unit](c); u != nil && c.Alive() {
			us = append(us, u)
		}
	}
	return us
}

// byKind returns the units of kind of side.
func (r *rig) byKind(kind string, side int) []*Unit {
	var us []*Unit
	for _, u := range r.units() {
		if u.Kind == kind && u.Side == side {
			us = append(us, u)
		}
	}
	return us
}

// order plays a command now (as the host does with a player's).
func (r *rig) order(c Command) {
	s := r.sys()
	s.link.queue = append(s.link.queue, c)
}

// sys returns the rig's strategy system.
func (r *rig) sys() *system {
	for _, x := range r.g.Systems() {
		if s, ok := x.(*system); ok {
			return s
		}
	}
	r.t.Fatal("no strategy system")
	return nil
}

// ids returns the units' ids.
func ids(us []*Unit) []int {
	var out []int
	for _, u := range us {
		out = append(out, u.ID)
	}
	return out
}

// u is a unit of kind of side on tile (x, y).
func u(kind string, side, x, y int) Unit { return Unit{Kind: kind, Side: side, Tile: grid.C(x, y)} }

// field returns an open map w×h with a rock border.
func field(w, h int) []string {
	rows := make([]string, h)
	for y := range h {
		b := make([]byte, w)
		for x := range w {
			b[x] = '.'
			if x == 0 || y == 0 || x == w-1 || y == h-1 {
				b[x] = '#'
			}
		}
		rows[y] = string(b)
	}
	return rows
}

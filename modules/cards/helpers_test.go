package cards

import (
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// rig is a game with the cards system playing one Table.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *runtimetest.Taps
	table    *scenes.Entity
	problems []scenes.Problem
}

// noProblems fails the test if the game reported a problem.
func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

// newRig makes a game whose Table is the template's (its tables read from
// the template's folder) changed by setup, seeded with seed.
func newRig(t testing.TB, seed uint64, setup func(tb *Table)) *rig {
	t.Helper()
	sc := scenes.NewScene("cards test", nil)
	e := sc.NewEntity("Table", nil)
	tb := Table{
		Deck:    []string{"strike", "strike", "strike", "strike", "strike", "defend", "defend", "defend", "defend", "bash"},
		Fights:  []string{"slime slime", "cultist louse", "golem"},
		Rewards: []string{"cleave", "twin", "shrug", "flex", "rush", "slam", "guard"},
		HeroHP:  60,
	}
	if setup != nil {
		setup(&tb)
	}
	scenes.Add(e, tb)
	scenes.Add(e, turns.Order{Sides: []string{sidePlayer, sideEnemies}})
	in := &runtimetest.Taps{}
	systems := append([]runtime.System{runtimetest.Folder(Template())}, Systems()...)
	r := &rig{t: t, in: in, table: e}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: seed, Input: in, Problems: probs}, builtins.Options{}, systems...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	return r
}

// tb returns the rig's Table.
func (r *rig) tb() *Table { return scenes.Get[Table](r.table) }

// until steps until ok or n steps, failing the test then.
func (r *rig) until(n int, what string, ok func() bool) {
	r.t.Helper()
	for range n {
		if ok() {
			return
		}
		r.g.Step()
	}
	if !ok() {
		r.t.Fatalf("after %d steps: not %s (table %+v)", n, what, *r.tb())
	}
}

// press presses a in the next step and steps twice (press and release).
func (r *rig) press(a string) {
	r.in.Next = append(r.in.Next, a)
	r.g.Step()
	r.g.Step()
}

// pile returns the cards of pile p in order.
func (r *rig) pile(p Pile) []*Card {
	var out []*Card
	for _, c := range r.table.Children() {
		if k := scenes.Get[Card](c); c.Alive() && k != nil && k.Pile == p {
			out = append(out, k)
		}
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j].Order < out[i].Order {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// fighters returns the hero and the living enemies.
func (r *rig) fighters() (*Fighter, []*Fighter) {
	var hero *Fighter
	var enemies []*Fighter
	for _, c := range r.table.Children() {
		if x := scenes.Get[Fighter](c); c.Alive() && x != nil {
			if x.Enemy {
				if x.Alive() {
					enemies = append(enemies, x)
				}
			} else {
				hero = x
			}
		}
	}
	return hero, enemies
}

// started steps until the first player's turn began.
func (r *rig) started() {
	r.t.Helper()
	r.until(20, "the player's turn", func() bool { return r.tb().Phase == PhasePlayer })
}

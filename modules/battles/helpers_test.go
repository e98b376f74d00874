package battles

import (
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/items"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// rig is a game playing a battle scene made in code, with the template's
// tables: the party (knight, mage, cleric at level) against foes.
type rig struct {
	t        testing.TB
	g        *runtime.Game
	in       *runtimetest.Taps
	battle   *scenes.Entity
	party    *scenes.Entity
	problems []scenes.Problem
}

func newRig(t testing.TB, seed uint64, level int, foes string) *rig {
	t.Helper()
	return newRigSet(t, seed, level, foes, nil)
}

// newRigSet is newRig with the tables read from files (name to bytes), or
// the template's when files is nil.
func newRigSet(t testing.TB, seed uint64, level int, foes string, files map[string][]byte) *rig {
	t.Helper()
	set, err := data.LoadFS(Template(), "tables")
	if files != nil {
		set, err = data.LoadFiles(files)
	}
	if err != nil {
		t.Fatal(err)
	}
	sc := scenes.NewScene("battle", nil)
	b := sc.NewEntity("Battle", nil)
	scenes.Add(b, Battle{})
	scenes.Add(b, turns.Order{Sides: []string{sideBattle}})
	for _, n := range []string{"Message", "Menu", "Status"} {
		label(sc, b, n, griff.V(0, 0), textOfName(n))
	}
	p := sc.NewEntity("Party", nil)
	var heroes []Hero
	for _, id := range []string{"knight", "mage", "cleric"} {
		heroes = append(heroes, Hero{ID: id, Level: level})
	}
	scenes.Add(p, Party{Heroes: heroes, Foes: foes, From: "map"})
	scenes.Add(p, items.Inventory{Start: "2 Potion, 1 Antidote, 1 Phoenix"})
	in := &runtimetest.Taps{}
	r := &rig{t: t, in: in, battle: b, party: p}
	probs := scenes.NewProblems(func(p scenes.Problem) { r.problems = append(r.problems, p) })
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: seed, Input: in, Problems: probs}, builtins.Options{Tables: set}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	r.g = g
	return r
}

// noProblems fails the test if the game reported a problem.
func (r *rig) noProblems() {
	r.t.Helper()
	for _, p := range r.problems {
		r.t.Errorf("problem: %v", p)
	}
}

func (r *rig) b() *Battle { return scenes.Get[Battle](r.battle) }

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
		r.t.Fatalf("after %d steps: not %s (battle %+v)", n, what, *r.b())
	}
}

// press presses a in the next step and steps twice (press and release).
func (r *rig) press(as ...string) {
	for _, a := range as {
		r.in.Next = append(r.in.Next, a)
		r.g.Step()
		r.g.Step()
	}
}

// fighters returns the heroes and the enemies, by slot.
func (r *rig) fighters() (heroes, enemies []*Fighter) {
	for _, c := range r.battle.Children() {
		if x := scenes.Get[Fighter](c); c.Alive() && x != nil {
			if x.Enemy {
				enemies = append(enemies, x)
			} else {
				heroes = append(heroes, x)
			}
		}
	}
	return heroes, enemies
}

// heroTurn steps until a hero's menu is open and returns the hero.
func (r *rig) heroTurn() *Fighter {
	r.t.Helper()
	r.until(600, "a hero's menu", func() bool { return r.b().Phase == PhaseCommand })
	hs, _ := r.fighters()
	for _, h := range hs {
		if key(h) == r.b().Actor {
			return h
		}
	}
	r.t.Fatal("no hero has the turn")
	return nil
}

func textOfName(string) visual.Text { return visual.Text{Size: 12} }

package battles

import (
	"testing"

	"github.com/griffengine/griff/scenes"
)

// TestBadBattleFieldsDoNotFreezeIt: a battle whose scene file sets its
// state fields to nonsense (a phase past the last, a menu with no fighters,
// an action shown for a billion steps, cursors out of range) warns or
// mends them and reaches a hero's menu (it froze for good).
func TestBadBattleFieldsDoNotFreezeIt(t *testing.T) {
	cases := map[string]func(b *Battle){
		"phase past the last":   func(b *Battle) { b.Phase = 200 },
		"menu before the start": func(b *Battle) { b.Phase, b.Actor, b.Menu = PhaseCommand, 77, 40 },
		"list before the start": func(b *Battle) { b.Phase, b.List, b.Skill = PhaseList, -3, "nothing" },
		"target before start":   func(b *Battle) { b.Phase, b.Target, b.Aim = PhaseTarget, 99, 99 },
		"act a billion steps":   func(b *Battle) { b.Phase, b.Wait = PhaseAct, -1_000_000_000 },
		"wait with a bad actor": func(b *Battle) { b.Phase, b.Actor = PhaseWait, -5 },
		"over before the start": func(b *Battle) { b.Phase = PhaseWon },
	}
	for name, bad := range cases {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, 1, 1, "slime")
			bad(r.b())
			for range 600 {
				if r.b().Phase == PhaseCommand && r.b().Actor != 77 {
					return
				}
				r.in.Next = append(r.in.Next, ActionConfirm)
				r.g.Step()
				r.g.Step()
			}
			t.Errorf("no hero's menu in 1200 steps: %+v (problems %v)", *r.b(), r.problems)
		})
	}
}

// TestFightersDestroyedEndTheBattle: foes or heroes destroyed while a
// hero's menu is open (an agent's destroy, a script) end the battle at
// once, won or lost (the menu waited for good with no one to target).
func TestFightersDestroyedEndTheBattle(t *testing.T) {
	for _, enemies := range []bool{true, false} {
		r := newRig(t, 1, 1, "slime slime")
		r.heroTurn()
		hs, es := r.fighters()
		gone := hs
		if enemies {
			gone = es
		}
		for _, x := range gone {
			for _, c := range r.battle.Children() {
				if scenes.Get[Fighter](c) == x {
					r.g.Destroy(c)
				}
			}
		}
		for range 20 {
			r.press(ActionConfirm)
		}
		want := PhaseLost
		if enemies {
			want = PhaseWon
		}
		if b := r.b(); b.Phase != want && b.Phase != PhaseDone {
			t.Errorf("with the enemies destroyed %v: the battle is %+v, want %v", enemies, *b, want)
		}
	}
}

package tactics

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/turns"
)

// duel is a small battle: Alm (lord, move 5) and Ray (archer) against Brute
// (soldier) standing in a forest.
const duel = `size 8 5
map
........
..F..F..
........
...M....
........
unit player lord Alm 0 2 leader
unit player archer Ray 1 3
unit enemy soldier Brute 5 1
`

// TestMoveRange: a unit moves to a cell its move points reach (forest
// costing 2), not one beyond; a move taken back puts it where it stood.
func TestMoveRange(t *testing.T) {
	r := newRig(t, duel)
	r.settle()
	r.do(doSelect, r.cell("Alm"))
	if b := r.battle(); b.Mode != ModeSelected || b.Selected != 1 {
		t.Fatalf("mode %v selected %d after selecting Alm", b.Mode, b.Selected)
	}
	if i := r.sys.field.Index(grid.C(5, 2)); r.sys.show[i] != showMove {
		t.Errorf("(5,2), 5 steps away, is not shown as a move: %d", r.sys.show[i])
	}
	if i := r.sys.field.Index(grid.C(6, 2)); r.sys.show[i] != showAttack {
		t.Errorf("(6,2), 6 steps away, is not shown as attack range: %d", r.sys.show[i])
	}
	if i := r.sys.field.Index(r.cell("Ray")); r.sys.show[i] != showMove {
		t.Errorf("the ally Ray's cell, passable, is shown as %d, want a move", r.sys.show[i])
	}
	r.do(doMove, grid.C(6, 2)) // 6 plains away: out of reach
	if r.cell("Alm") != grid.C(0, 2) || r.battle().Mode != ModeSelected {
		t.Fatalf("Alm moved to %v beyond its move", r.cell("Alm"))
	}
	r.do(doMove, grid.C(2, 1)) // the forest: 1 + 1 + 2 = 4
	if r.cell("Alm") != grid.C(2, 1) || r.battle().Mode != ModeActing {
		t.Fatalf("Alm at %v mode %v, want in the forest acting", r.cell("Alm"), r.battle().Mode)
	}
	r.do(doCancel, grid.Cell{})
	r.settle()
	if r.cell("Alm") != grid.C(0, 2) || r.battle().Mode != ModeSelected {
		t.Errorf("after cancel Alm at %v mode %v, want back at (0,2) selected", r.cell("Alm"), r.battle().Mode)
	}
}

// TestPassThroughAllies: a unit walks through its allies in a corridor
// (the grid would refuse the step; the system makes it) to the cell beyond,
// but not onto an ally nor through an enemy; the enemy does the same.
func TestPassThroughAllies(t *testing.T) {
	r := newRig(t, `size 10 4
map
##########
..........
##########
..........
unit player cavalier Sain 0 1
unit player knight Bors 1 1
unit player soldier Kate 2 1
unit enemy soldier Brute 6 1
unit enemy soldier Scout 9 1
unit enemy soldier Far 9 3 hold
`)
	r.settle()
	r.do(doSelect, r.cell("Sain"))
	r.do(doMove, grid.C(2, 1)) // onto Kate: refused
	if r.battle().Mode != ModeSelected || r.cell("Sain") != grid.C(0, 1) {
		t.Fatalf("Sain moved onto an ally: at %v", r.cell("Sain"))
	}
	r.do(doMove, grid.C(7, 1)) // beyond Brute: refused
	if r.cell("Sain") != grid.C(0, 1) {
		t.Fatalf("Sain passed an enemy: at %v", r.cell("Sain"))
	}
	r.do(doMove, grid.C(5, 1)) // through Bors and Kate
	if r.cell("Sain") != grid.C(5, 1) || r.battle().Mode != ModeActing {
		t.Fatalf("Sain at %v mode %v, want through both allies to (5,1)", r.cell("Sain"), r.battle().Mode)
	}
	_, sain := r.unit("Sain")
	_, bors := r.unit("Bors")
	_, kate := r.unit("Kate")
	if sain.Steps != 5 || bors.Cell != grid.C(1, 1) || kate.Cell != grid.C(2, 1) || bors.Moving || kate.Moving {
		t.Errorf("Sain took %d steps; Bors at %v, Kate at %v", sain.Steps, bors.Cell, kate.Cell)
	}
	if p := r.g.Scene().Find("Battle/Sain").Transform().Position(); p != center(5, 1, DefaultCellSize) {
		t.Errorf("Sain drawn at %v, want the centre of (5,1)", p)
	}
	// In the enemy's phase, Scout walks through Wall, who holds, toward Kate.
	r = newRig(t, `size 10 4
map
##########
..........
##########
##########
unit player soldier Kate 0 1
unit enemy knight Wall 7 1 hold
unit enemy soldier Scout 9 1
`)
	r.settle()
	r.do(doEndTurn, grid.Cell{})
	if r.cell("Wall") != grid.C(7, 1) || r.cell("Scout") != grid.C(4, 1) {
		t.Errorf("Wall at %v, Scout at %v; want Wall holding at (7,1), Scout through him to (4,1)", r.cell("Wall"), r.cell("Scout"))
	}
}

// TestForecastIsTheBlow: the preview shown with the cursor on the target
// has the numbers Predict gives (the forest's defence counted), and the
// attack then does exactly that.
func TestForecastIsTheBlow(t *testing.T) {
	r := newRig(t, duel)
	r.settle()
	r.moveTo("Alm", grid.C(4, 1)) // 1+1+1+1+1 by row 2, then up: 5
	b := r.battle()
	b.Cursor = r.cell("Brute")
	r.g.Step()
	want := "Alm → Brute: 4 damage (HP 18 → 14) · counter 3 (HP 20 → 17)" // 7-2-1 and 6-3
	if b.Preview != want {
		t.Errorf("preview %q, want %q", b.Preview, want)
	}
	r.do(doAttack, r.cell("Brute"))
	alm, _ := r.unit("Alm")
	brute, _ := r.unit("Brute")
	if alm.HP != 17 || brute.HP != 14 || !alm.Done {
		t.Errorf("after the blow Alm HP %d (done %v), Brute HP %d; want 17, done, 14", alm.HP, alm.Done, brute.HP)
	}
	if want := "Alm hits Brute for 4 (14 left); Brute strikes back for 3 (17 left)"; r.battle().Log != want {
		t.Errorf("log %q, want %q", r.battle().Log, want)
	}
}

// TestArcherRange: an archer (range 2) cannot attack from beside its
// target, and from 2 cells takes no counter.
func TestArcherRange(t *testing.T) {
	r := newRig(t, duel)
	r.settle()
	r.moveTo("Ray", grid.C(4, 1))
	r.do(doAttack, r.cell("Brute"))
	if b := r.battle(); b.Mode != ModeActing || b.Log != "" {
		t.Fatalf("an archer attacked from beside: mode %v log %q", b.Mode, b.Log)
	}
	r.do(doCancel, grid.Cell{})
	r.do(doMove, grid.C(3, 1))
	r.do(doAttack, r.cell("Brute"))
	ray, _ := r.unit("Ray")
	brute, _ := r.unit("Brute")
	if ray.HP != 16 || brute.HP != 15 { // 6-2-1 (the forest) from 2 cells, no counter
		t.Errorf("Ray HP %d, Brute HP %d; want 16 and 15", ray.HP, brute.HP)
	}
}

// TestTurnPhases: once every player's unit has acted the enemy's phase
// comes by itself; after it the player's phase of turn 2, units ready.
func TestTurnPhases(t *testing.T) {
	r := newRig(t, duel)
	r.settle()
	tr := runtime.Service[turns.Turns](r.g)
	if b := r.battle(); b.Phase != SidePlayer || tr.Round() != 1 || !strings.Contains(b.Status, "Turn 1 · Player Phase") {
		t.Fatalf("start: phase %q round %d status %q", b.Phase, tr.Round(), b.Status)
	}
	r.do(doSelect, r.cell("Alm"))
	r.do(doWait, grid.Cell{})
	if b := r.battle(); b.Phase != SidePlayer {
		t.Fatalf("the phase ended with Ray still to act: %q", b.Phase)
	}
	r.do(doSelect, r.cell("Alm")) // done: not selectable again
	if r.battle().Mode != ModeIdle {
		t.Error("a unit that acted was selected")
	}
	r.do(doSelect, r.cell("Ray"))
	r.do(doWait, grid.Cell{})
	if tr.Round() != 2 || r.battle().Phase != SidePlayer {
		t.Fatalf("after both waited: round %d phase %q, want the player's of 2", tr.Round(), r.battle().Phase)
	}
	for _, n := range []string{"Alm", "Ray"} {
		if u, _ := r.unit(n); u.Done {
			t.Errorf("%s still done in turn 2", n)
		}
	}
	if brute, _ := r.unit("Brute"); !brute.Done || r.cell("Brute") == grid.C(5, 1) {
		t.Errorf("Brute did not play its phase: done %v at %v", brute.Done, r.cell("Brute"))
	}
}

// TestAIChoosesTheBestAttack: of a knight, an archer and a lord in reach,
// the soldier attacks the archer, who takes most and cannot strike back.
func TestAIChoosesTheBestAttack(t *testing.T) {
	r := newRig(t, `size 8 4
map
........
........
........
........
unit player knight Bors 0 0
unit player archer Ray 0 3
unit player lord Alm 6 3 leader
unit enemy soldier Brute 3 1
`)
	r.settle()
	r.do(doEndTurn, grid.Cell{})
	bors, _ := r.unit("Bors")
	ray, _ := r.unit("Ray")
	alm, _ := r.unit("Alm")
	if ray.HP != 11 || bors.HP != 22 || alm.HP != 20 {
		t.Errorf("HP Bors %d Ray %d Alm %d, want 22 11 20 (the archer hit for 6-1)", bors.HP, ray.HP, alm.HP)
	}
	if d := Distance(r.cell("Brute"), r.cell("Ray")); d != 1 {
		t.Errorf("Brute ended %d from Ray", d)
	}
}

// TestAIHoldsAndApproaches: an enemy that holds stays until a player's unit
// comes into its reach; one that does not walks its full move toward the
// nearest.
func TestAIHoldsAndApproaches(t *testing.T) {
	r := newRig(t, `size 16 4
map
................
................
................
................
unit player lord Alm 0 1 leader
unit enemy soldier Boss 15 0 hold
unit enemy soldier Runner 15 2
`)
	r.settle()
	r.do(doEndTurn, grid.Cell{})
	if r.cell("Boss") != grid.C(15, 0) {
		t.Errorf("the holding Boss moved to %v", r.cell("Boss"))
	}
	if got := r.cell("Runner"); Distance(got, grid.C(15, 2)) != 5 || Distance(got, r.cell("Alm")) != 15-5+1 {
		t.Errorf("Runner went to %v, want 5 cells nearer Alm", got)
	}
}

// enemyTurnTrace plays the template's first map's first turn (the player
// ends it at once) and describes every unit after the enemy's phase.
func enemyTurnTrace(t *testing.T) string {
	data, err := fs.ReadFile(Template(), "maps/map1.tac")
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, string(data))
	r.settle()
	r.do(doEndTurn, grid.Cell{})
	var b strings.Builder
	for _, u := range r.sys.units {
		fmt.Fprintf(&b, "%s %v hp %d done %v\n", u.u.Name, u.m.Cell, u.u.HP, u.u.Done)
	}
	fmt.Fprintf(&b, "log %s\nround %d\n", r.battle().Log, runtime.Service[turns.Turns](r.g).Round())
	return b.String()
}

// TestEnemyTurnIsDeterministic: the AI plays a full turn (every enemy unit
// acts) and two games make the same moves.
func TestEnemyTurnIsDeterministic(t *testing.T) {
	a, b := enemyTurnTrace(t), enemyTurnTrace(t)
	if a != b {
		t.Fatalf("two enemy turns differ:\n%s\n%s", a, b)
	}
	if !strings.Contains(a, "round 2") || strings.Count(a, "done true") != 3 {
		t.Errorf("the enemy did not play a full turn:\n%s", a)
	}
	for _, start := range []string{"Brigand (10,1)", "Thug (10,3)", "Raider (8,3)"} {
		if strings.Contains(a, start) {
			t.Errorf("%s did not move:\n%s", start, a)
		}
	}
}

// TestFogHidesEnemies: in fog an enemy out of sight (too far, or behind a
// wall) is not drawn, not described and cannot be attacked; one in sight is.
func TestFogHidesEnemies(t *testing.T) {
	r := newRig(t, `size 10 4
fog on
map
..........
..#.......
..........
..........
unit player lord Alm 0 1 leader
unit enemy soldier Near 1 3
unit enemy soldier Walled 3 1
unit enemy soldier Far 9 1
`)
	r.settle()
	b := r.battle()
	for name, seen := range map[string]bool{"Near": true, "Walled": false, "Far": false} {
		if got := r.sys.visible(b, r.cell(name)); got != seen {
			t.Errorf("%s visible %v, want %v", name, got, seen)
		}
		look := r.g.Scene().Find("Battle/" + name + "/Look")
		if look.ActiveInHierarchy() != seen {
			t.Errorf("%s drawn %v, want %v", name, look.ActiveInHierarchy(), seen)
		}
		b.Cursor = r.cell(name)
		r.g.Step()
		if strings.Contains(b.Info, name) != seen {
			t.Errorf("the cursor on %s: info %q", name, b.Info)
		}
	}
	// Alm walks round the wall to stand beside Walled, who is then seen and
	// attacked (7-2); the attack is logged before the enemy's phase.
	r.moveTo("Alm", grid.C(3, 0))
	if !r.sys.visible(b, r.cell("Walled")) {
		t.Fatal("Walled unseen from beside it")
	}
	r.sys.link.queue = append(r.sys.link.queue, netCommand{what: doAttack, cell: r.cell("Walled")})
	r.g.Step()
	if w, _ := r.unit("Walled"); w.HP != 13 {
		t.Errorf("Walled HP %d, want 13", w.HP)
	}
}

// TestWinByRout: the last enemy's fall wins the battle.
func TestWinByRout(t *testing.T) {
	r := newRig(t, duel)
	brute, _ := r.unit("Brute")
	brute.HP = 3
	r.settle()
	r.moveTo("Alm", grid.C(4, 1))
	r.do(doAttack, r.cell("Brute"))
	b := r.battle()
	if b.Result != ResultWon || !strings.Contains(b.Log, "Brute falls") || !strings.Contains(b.Status, "Victory on turn 1") {
		t.Errorf("result %q log %q status %q, want won", b.Result, b.Log, b.Status)
	}
	if u, _ := r.unit("Brute"); u != nil {
		t.Error("the fallen Brute is still in the battle")
	}
}

// seize is a battle won by the lord waiting on (3,0).
const seize = `size 8 4
win seize 3 0
map
...H....
........
........
........
unit player lord Alm 0 0 leader
unit player soldier Kate 0 1
unit enemy knight Guard 7 3 hold
`

// TestWinBySeize: the leader waiting on the seize cell wins; another unit
// there does not while the leader lives.
func TestWinBySeize(t *testing.T) {
	r := newRig(t, seize)
	r.settle()
	r.moveTo("Kate", grid.C(3, 0))
	r.do(doWait, grid.Cell{})
	if b := r.battle(); b.Result != "" {
		t.Fatalf("Kate seized: %q", b.Result)
	}
	r = newRig(t, seize)
	r.settle()
	r.moveTo("Alm", grid.C(3, 0))
	if b := r.battle(); b.Result != "" {
		t.Fatal("seized before waiting")
	}
	r.do(doWait, grid.Cell{})
	if b := r.battle(); b.Result != ResultWon {
		t.Errorf("Alm waited on the fort: result %q", b.Result)
	}
}

// TestLoss: the leader's fall loses at once; so does losing every unit.
func TestLoss(t *testing.T) {
	r := newRig(t, `size 6 4
map
......
......
......
......
unit player lord Alm 0 0 leader
unit player soldier Kate 0 3
unit enemy soldier Brute 2 0
`)
	alm, _ := r.unit("Alm")
	alm.HP = 2
	r.settle()
	r.do(doEndTurn, grid.Cell{})
	if b := r.battle(); b.Result != ResultLost || !strings.Contains(b.Log, "Alm falls") {
		t.Errorf("the leader fell: result %q log %q", b.Result, b.Log)
	}
	r = newRig(t, `size 6 4
map
......
......
......
......
unit player soldier Kate 0 0
unit enemy soldier Brute 2 0
`)
	kate, _ := r.unit("Kate")
	kate.HP = 2
	r.settle()
	r.do(doEndTurn, grid.Cell{})
	if b := r.battle(); b.Result != ResultLost {
		t.Errorf("every unit fell: result %q", b.Result)
	}
}

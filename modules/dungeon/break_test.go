package dungeon

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// hasProblem reports whether a problem's message holds want.
func (r *rig) hasProblem(want string) bool {
	return slices.ContainsFunc(r.problems, func(p scenes.Problem) bool { return strings.Contains(p.Message, want) })
}

// playRandom plays n steps of random held and tapped actions (from its own
// Rand, seeded with seed), and fails if the hero is ever off the map's
// open cells once the run is played.
func (r *rig) playRandom(seed uint64, n int) {
	r.t.Helper()
	rnd := griff.NewRand(seed)
	acts := []string{"", ActionUp, ActionDown, ActionLeft, ActionRight}
	taps := []string{ActionWait, ActionDrink, ActionNew}
	for i := range n {
		if rnd.IntN(6) == 0 {
			r.in.hold = acts[rnd.IntN(len(acts))]
		}
		if rnd.IntN(10) == 0 {
			r.in.tap = append(r.in.tap, taps[rnd.IntN(len(taps))])
		}
		r.g.Step()
		run := r.run()
		if run.Phase != PhasePlay || r.hero() == nil {
			continue
		}
		w, h := run.size()
		f := Generate(run.Seed, run.Depth, w, h)
		if c := r.heroCell(); !f.At(c).Open() {
			r.t.Fatalf("step %d: the hero stands on %v, tile %d, floor %d", i, c, f.At(c), run.Depth)
		}
	}
}

// TestNewRunKeyDuringPlay: the new-run key pressed (or sent) while the run
// is played does nothing and spends no turn (it once indexed past the
// steps' directions and panicked).
func TestNewRunKeyDuringPlay(t *testing.T) {
	r := newRig(t, 3, "", nil)
	r.started()
	before := r.heroCell()
	r.in.tap = append(r.in.tap, ActionNew)
	r.steps(5)
	if got := r.run(); got.Turns != 0 || got.Phase != PhasePlay || r.heroCell() != before {
		t.Errorf("after the new-run key: turns %d, phase %d, hero at %v (was %v)", got.Turns, got.Phase, r.heroCell(), before)
	}
	r.noProblems()
}

// TestRandomInput plays thousands of steps of random keys (the new-run key
// among them) with several table and Run mistakes: nothing panics, and the
// hero always stands on an open cell of its floor.
func TestRandomInput(t *testing.T) {
	head := "id,name:text,hp:dice,attack:int,defense:int,xp:int,from:int,to:int,look:int\n"
	for _, tc := range []struct {
		name, table string
		set         func(r *Run)
	}{
		{"template", "", nil},
		{"one floor, tiny", "", func(r *Run) { r.Floors, r.Width, r.Height, r.Sight = 1, 1, -4, 1 }},
		{"weak hero", "", func(r *Run) { r.HeroHP, r.Floors = 1, 1000 }},
		{"odd numbers", head + "rat,rat,-5,-9000000000000000000,-9000000000000000000,-9000000000000000000,1,5,1\nbat,bat,3,1,0,1,1,5,99\n", nil},
		{"wrong types", "id,name:int,hp:text,attack:text,defense:float,xp:dice,from:text,to:int,look:int\nrat,3,lots,x,1.5,1d4,one,5,1\n", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, 3, tc.table, tc.set)
			r.playRandom(5, 3000)
		})
	}
}

// TestDestroyedMapOrHeroIsMadeAgain: destroying the hero or the map (as an
// agent may) mid-run makes them again on the next steps, the floor built
// anew, and play goes on with the hero on its floor's start.
func TestDestroyedMapOrHeroIsMadeAgain(t *testing.T) {
	for _, name := range []string{"Run/Hero", "Run/Map"} {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, 3, "", nil)
			r.started()
			r.in.hold = ActionRight
			r.steps(40)
			r.in.hold = ""
			r.g.Destroy(r.g.Scene().Find(name))
			r.steps(10)
			run := r.run()
			if run.Phase != PhasePlay || r.hero() == nil || r.g.Scene().Find("Run/Map") == nil {
				t.Fatalf("after destroying %s: phase %d, hero %v", name, run.Phase, r.hero())
			}
			f := Generate(run.Seed, run.Depth, DefaultWidth, DefaultHeight)
			if c := r.heroCell(); c != f.Start {
				t.Errorf("the hero stands on %v (tile %d), not the start %v", c, f.At(c), f.Start)
			}
			gr := scenes.Get[grid.Grid](r.g.Scene().Find("Run/Map"))
			if gr.Width != f.Width || len(gr.Blocked) != len(f.Tiles) {
				t.Errorf("the map's grid is %d wide with %d cells", gr.Width, len(gr.Blocked))
			}
			r.playRandom(2, 300)
			r.noProblems()
		})
	}
}

// TestRunWithoutTurnOrderWarns: a Run whose entity lacks the turn order or
// the monsters' actor warns (nobody would ever get a turn).
func TestRunWithoutTurnOrderWarns(t *testing.T) {
	r := newRig(t, 3, "", nil)
	run := r.g.Scene().Find("Run")
	scenes.Remove[turns.Order](run)
	r.steps(10)
	if !r.hasProblem("no Griff.TurnOrder") {
		t.Errorf("no warning in %v", r.problems)
	}
}

// TestOutlandishMonsterNumbers: a monster row's numbers beyond 0 to
// 1_000_000 warn and are clamped, and a huge XP raises the hero at
// most to MaxLevel (it once looped for as many levels as the XP allowed);
// floors from > to and a look out of range warn at the table's row and
// column.
func TestOutlandishMonsterNumbers(t *testing.T) {
	head := "id,name:text,hp:int,attack:int,defense:int,xp:int,from:int,to:int,look:int\n"
	r := newRig(t, 3, head+"rat,rat,1,-7,0,9000000000000000000,1,5,1\nbat,bat,1,1,0,1,4,2,1\ncat,cat,1,1,0,1,9,9,99\n", nil)
	r.started()
	e := r.monsters()[0]
	if m := scenes.Get[Monster](e); m.XP != MaxMonsterNumber || m.Attack != 0 {
		t.Errorf("the rat: %+v", *m)
	}
	h := scenes.Get[Hero](r.hero())
	h.XP = 1 << 62
	d := r.besideHero(e)
	r.in.hold = holdFor[d]
	for range 600 {
		if r.g.Step(); !e.Alive() {
			break
		}
	}
	if e.Alive() || h.Level != MaxLevel {
		t.Errorf("after the kill: alive %v, hero %+v", e.Alive(), *h)
	}
	for _, want := range []string{`monster "rat": xp 9000000000000000000 is not 0 to 1000000`, `monster "rat": attack -7`, `monsters.csv:3: row 3, column 8 (to): id "bat": lives on floors 4 to 2: on none`, `monsters.csv:4: row 4, column 9 (look): id "cat": look 99: looks are 1 to 13`} {
		if !r.hasProblem(want) {
			t.Errorf("no problem %q in %v", want, r.problems)
		}
	}
}

// TestOfflineRunOfAnotherPlayerWarns: a Run given to player 3 in a game
// that is not online cannot be played by anyone: it warns.
func TestOfflineRunOfAnotherPlayerWarns(t *testing.T) {
	r := newRig(t, 3, "", func(run *Run) { run.Player = 3 })
	r.steps(20)
	if !r.hasProblem("the run is player 3's, but the game is not online") {
		t.Errorf("no warning in %v", r.problems)
	}
}

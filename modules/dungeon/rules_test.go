package dungeon

import (
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// openBeside returns a direction from c to an open floor cell of the
// run's floor with no monster, or fails.
func (r *rig) openBeside(c grid.Cell) grid.Dir {
	r.t.Helper()
	fl := Generate(r.run().Seed, r.run().Depth, DefaultWidth, DefaultHeight)
	for _, d := range []grid.Dir{grid.DirRight, grid.DirLeft, grid.DirDown, grid.DirUp} {
		n := c.Add(d.Offset())
		if fl.At(n) == TileFloor {
			return d
		}
	}
	r.t.Fatalf("no floor beside %v", c)
	return grid.DirNone
}

// besideHero moves monster e next to the hero, awake, and returns the
// direction from the hero to it.
func (r *rig) besideHero(e *scenes.Entity) grid.Dir {
	d := r.openBeside(r.heroCell())
	mv := scenes.Get[grid.Mover](e)
	mv.Cell = r.heroCell().Add(d.Offset())
	mv.From, mv.Moving = mv.Cell, false
	scenes.Get[Monster](e).Awake = true
	return d
}

var holdFor = map[grid.Dir]string{grid.DirRight: ActionRight, grid.DirLeft: ActionLeft, grid.DirUp: ActionUp, grid.DirDown: ActionDown}

// TestHeroFightsAndLevels: walking into a monster attacks it (hits and
// misses in the log) until it is slain; its XP raise the hero's level.
func TestHeroFightsAndLevels(t *testing.T) {
	r := newRig(t, 3, "", nil)
	r.started()
	e := r.monsters()[0]
	m := scenes.Get[Monster](e)
	m.HP, m.Attack, m.XP = 30, 0, 25
	d := r.besideHero(e)
	r.in.hold = holdFor[d]
	for range 600 {
		r.g.Step()
		if !e.Alive() {
			break
		}
	}
	r.in.hold = ""
	if e.Alive() {
		t.Fatalf("the monster still stands with %d hp", m.HP)
	}
	run, h := r.run(), scenes.Get[Hero](r.hero())
	if run.Kills != 1 || h.Level != 2 || h.XP != 15 || h.MaxHP != DefaultHeroHP+5 || h.Attack != heroAttack+1 {
		t.Errorf("after the kill: %d kills, hero %+v; want 1 kill, level 2 with 15 XP, %d hp and attack %d", run.Kills, *h, DefaultHeroHP+5, heroAttack+1)
	}
	if r.heroCell() == r.heroCell().Add(d.Offset()) {
		t.Error("the hero stepped into the monster")
	}
	log := strings.Join(run.Log, "\n")
	if !strings.Contains(log, "You slay the "+m.Name) || !strings.Contains(log, "You reach level 2") {
		t.Errorf("the log reads %q", log)
	}
	r.noProblems()
}

// TestBlows: a blow hits 4 times in 5 for attack+0..2-defence, at least 1.
func TestBlows(t *testing.T) {
	r := newRig(t, 5, "", nil)
	r.started()
	var p *play
	for _, s := range r.g.Systems() {
		if d, ok := s.(*system); ok {
			p = &d.at
		}
	}
	misses, seen := 0, map[int]int{}
	for range 5000 {
		n := p.blow(5, 4)
		if n == 0 {
			misses++
			continue
		}
		seen[n]++
	}
	if misses < 900 || misses > 1100 {
		t.Errorf("%d misses in 5000, want about 1000", misses)
	}
	if len(seen) != 3 || seen[1] == 0 || seen[2] == 0 || seen[3] == 0 {
		t.Errorf("hits of attack 5 on defence 4: %v, want 1, 2 and 3", seen)
	}
	for range 100 {
		if n := p.blow(1, 9); n > 1 {
			t.Fatalf("a blow of 1 on defence 9 did %d", n)
		}
	}
}

// TestMonstersWakeAndHunt: a monster the hero sees wakes and walks to the
// hero; next to the hero it attacks.
func TestMonstersWakeAndHunt(t *testing.T) {
	r := newRig(t, 3, "", nil)
	r.started()
	e := r.monsters()[0]
	m, mv := scenes.Get[Monster](e), scenes.Get[grid.Mover](e)
	m.Attack = 0
	fl := Generate(r.run().Seed, 1, DefaultWidth, DefaultHeight)
	room := fl.Rooms[0]
	corner := grid.C(room.X, room.Y)
	if corner == r.heroCell() {
		corner = grid.C(room.X+room.W-1, room.Y+room.H-1)
	}
	mv.Cell, mv.From = corner, corner
	e.Transform().Teleport(scenes.Get[grid.Grid](r.g.Scene().Find("Run/Map")).Center(mapOrigin, corner))
	start := manhattan(corner, r.heroCell())
	for range 20 {
		r.in.tap = append(r.in.tap, ActionWait)
		r.steps(10)
	}
	if !m.Awake || !m.Seen {
		t.Errorf("the monster in the hero's room: awake %v, seen %v", m.Awake, m.Seen)
	}
	if d := manhattan(mv.Cell, r.heroCell()); d != 1 {
		t.Errorf("after 20 turns the monster is %d cells from the hero (it started %d away), want next to it", d, start)
	}
	if !slices.ContainsFunc(r.run().Log, func(s string) bool { return strings.Contains(s, "hits you") || strings.Contains(s, "misses you") }) {
		t.Errorf("the monster never attacked: %q", r.run().Log)
	}
}

func manhattan(a, b grid.Cell) int {
	return max(a.X()-b.X(), b.X()-a.X()) + max(a.Y()-b.Y(), b.Y()-a.Y())
}

// TestFogRemembers: the hero's cell is seen and explored; far cells are
// dark; after walking on, cells seen before stay explored and are dimmed
// once out of sight; monsters out of sight are not drawn.
func TestFogRemembers(t *testing.T) {
	r := newRig(t, 3, "", nil)
	r.started()
	r.g.Step()
	run := r.run()
	fog := scenes.Get[visual.Tilemap](r.g.Scene().Find("Run/Map/Fog"))
	at := r.heroCell()
	i := at.Y()*DefaultWidth + at.X()
	if !run.Explored[i] || fog.Cells[i] != 0 {
		t.Fatalf("the hero's cell: explored %v, fog %d", run.Explored[i], fog.Cells[i])
	}
	if fog.Cells[0] != tileDark || run.Explored[0] {
		t.Errorf("the map's corner: fog %d, explored %v; want dark and unexplored", fog.Cells[0], run.Explored[0])
	}
	before := slices.Clone(run.Explored)
	for _, a := range []string{ActionRight, ActionDown, ActionLeft, ActionUp, ActionRight} {
		r.in.hold = a
		r.steps(90)
	}
	r.in.hold = ""
	r.steps(10)
	dim := 0
	for i, was := range before {
		if was && !run.Explored[i] {
			t.Fatalf("cell %d was forgotten", i)
		}
		if was && fog.Cells[i] == tileDim {
			dim++
		}
	}
	t.Logf("explored %d cells, then %d; %d of the first now dim", count(before), count(run.Explored), dim)
	if count(run.Explored) <= count(before) {
		t.Error("walking explored nothing new")
	}
	for _, e := range r.monsters() {
		m := scenes.Get[Monster](e)
		tint := scenes.Get[visual.Sprite](e).Tint.Value()
		if !m.Seen && tint.A != 0 {
			t.Errorf("monster %s out of sight is drawn (tint %v)", m.Name, tint)
		}
	}
}

func count(b []bool) int {
	n := 0
	for _, x := range b {
		if x {
			n++
		}
	}
	return n
}

// TestPotion: a hurt hero drinks the potion (12 hp back, used up, a
// turn); with none left the key only says so, spending no turn.
func TestPotion(t *testing.T) {
	r := newRig(t, 3, "", nil)
	r.started()
	h := scenes.Get[Hero](r.hero())
	h.HP = 5
	r.in.tap = append(r.in.tap, ActionDrink)
	r.steps(3)
	if h.HP != 5+PotionHeal || r.inventory().Count(ItemPotion) != 0 || r.run().Turns != 1 {
		t.Fatalf("after drinking: hp %d, %d potions, %d turns", h.HP, r.inventory().Count(ItemPotion), r.run().Turns)
	}
	r.steps(5)
	r.in.tap = append(r.in.tap, ActionDrink)
	r.steps(3)
	if r.run().Turns != 1 || r.run().Log[len(r.run().Log)-1] != "You have no potion." {
		t.Errorf("drinking with none: %d turns, log %q", r.run().Turns, r.run().Log)
	}
}

// TestStairs: stepping onto the stairs makes the next floor, with the
// hero on its start and the fog back; the last floor's stairs win the run.
func TestStairs(t *testing.T) {
	r := newRig(t, 3, "", func(run *Run) { run.Floors = 2 })
	r.started()
	onStairs := func() {
		fl := Generate(r.run().Seed, r.run().Depth, DefaultWidth, DefaultHeight)
		mv := scenes.Get[grid.Mover](r.hero())
		mv.Cell, mv.From = fl.Stairs, fl.Stairs
		r.steps(4)
	}
	onStairs()
	run := r.run()
	next := Generate(run.Seed, 2, DefaultWidth, DefaultHeight)
	if run.Depth != 2 || run.Built != 2 || run.Phase != PhasePlay || r.heroCell() != next.Start {
		t.Fatalf("after the stairs: depth %d built %d phase %d, hero at %v (start %v)", run.Depth, run.Built, run.Phase, r.heroCell(), next.Start)
	}
	if count(run.Explored) > 200 {
		t.Errorf("floor 2 begins with %d cells explored", count(run.Explored))
	}
	onStairs()
	if run.Phase != PhaseWon {
		t.Fatalf("the last floor's stairs: phase %d", run.Phase)
	}
	sum := scenes.Get[visual.Text](r.g.Scene().Find("Run/Summary")).Text
	if !strings.HasPrefix(sum, "You escaped the dungeon!\n") || !r.g.Scene().Find("Run/SummaryBack").Active() {
		t.Errorf("the summary reads %q", sum)
	}
	r.noProblems()
}

// TestPermadeath: at 0 hit points the run ends with its summary; the
// new-run key begins another run with another seed on floor 1.
func TestPermadeath(t *testing.T) {
	r := newRig(t, 3, "", nil)
	r.started()
	e := r.monsters()[0]
	scenes.Get[Monster](e).Attack = 50
	name := scenes.Get[Monster](e).Name
	r.besideHero(e)
	for range 30 {
		r.in.tap = append(r.in.tap, ActionWait)
		r.steps(8)
		if r.run().Phase == PhaseDead {
			break
		}
	}
	run := r.run()
	if run.Phase != PhaseDead || run.KilledBy != name {
		t.Fatalf("phase %d killed by %q, want dead by %q", run.Phase, run.KilledBy, name)
	}
	sum := scenes.Get[visual.Text](r.g.Scene().Find("Run/Summary")).Text
	if !strings.HasPrefix(sum, "Slain by a "+name+" on floor 1\n") {
		t.Errorf("the summary reads %q", sum)
	}
	seed := run.Seed
	r.in.hold = ActionRight // ignored: the run is over
	r.steps(20)
	r.in.hold = ""
	if run.Phase != PhaseDead {
		t.Fatal("a step key played on after death")
	}
	r.in.tap = append(r.in.tap, ActionNew)
	r.steps(6)
	if run.Phase != PhasePlay || run.Depth != 1 || run.Seed == seed || run.Turns != 0 || run.Kills != 0 {
		t.Fatalf("the new run: %+v", *run)
	}
	if h := scenes.Get[Hero](r.hero()); h == nil || h.HP != DefaultHeroHP {
		t.Errorf("the new run's hero: %+v", h)
	}
}

// TestBadMonsterTables: a missing table or a missing column warns and the
// floor has no monsters; the game goes on.
func TestBadMonsterTables(t *testing.T) {
	for _, tc := range []struct{ name, table, want string }{
		{"missing", "-", `no table "monsters" (tables/monsters.csv)`},
		{"no look", "id,name:text,hp:int,from:int,to:int\nrat,rat,3,1,5\n", `no whole-number column "look"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRig(t, 3, tc.table, nil)
			r.started()
			r.steps(30)
			if n := len(r.monsters()); n != 0 {
				t.Errorf("%d monsters", n)
			}
			if !slices.ContainsFunc(r.problems, func(p scenes.Problem) bool { return strings.Contains(p.Message, tc.want) }) {
				t.Errorf("no problem %q in %v", tc.want, r.problems)
			}
		})
	}
}

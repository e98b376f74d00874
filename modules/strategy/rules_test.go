package strategy

import (
	"fmt"
	"strings"
	"testing"
)

// TestUnitWalksAroundAWall: a footman west of a rock wall with one gap
// far to the south reaches a point east of it, never standing on a
// blocked tile.
func TestUnitWalksAroundAWall(t *testing.T) {
	rows := field(16, 12)
	for y := 1; y < 9; y++ {
		rows[y] = rows[y][:8] + "#" + rows[y][9:]
	}
	r := newRig(t, 1, rows, false, u("footman", 0, 2, 2))
	r.step(1)
	f := r.byKind("footman", 0)[0]
	r.order(Command{Side: 0, Order: OrderMove, X: 13*Tile + 16, Y: 2*Tile + 16, Units: []int{f.ID}})
	for i := 0; i < 1200 && f.Act != OrderIdle || i == 0; i++ {
		r.step(1)
		c := cellAt(f.X, f.Y)
		if r.match().terrain(c.X(), c.Y()) != TerrainGrass {
			t.Fatalf("step %d: the footman stands on blocked tile %v", i, c)
		}
	}
	if f.Act != OrderIdle || f.X/Sub != 13*Tile+16 || f.Y/Sub != 2*Tile+16 {
		t.Errorf("the footman is at (%d, %d) doing %v, want idle at (432, 80)", f.X/Sub, f.Y/Sub, f.Act)
	}
}

// twenty places 20 footmen and sends them to one point, returning the rig
// after they have stopped.
func twenty(t *testing.T) *rig {
	var us []Unit
	for i := range 20 {
		us = append(us, u("footman", 0, 2+i%5, 2+i/5))
	}
	r := newRig(t, 1, field(24, 16), false, us...)
	r.step(1)
	r.order(Command{Side: 0, Order: OrderMove, X: 18 * Tile, Y: 9 * Tile, Units: ids(r.byKind("footman", 0))})
	r.step(2400)
	return r
}

// TestTwentyUnitsSpreadAtOnePoint: 20 footmen sent to one point all stop
// there (within 5 tiles), none overlapping another by more than a world
// unit.
func TestTwentyUnitsSpreadAtOnePoint(t *testing.T) {
	r := twenty(t)
	fs := r.byKind("footman", 0)
	for i, a := range fs {
		if a.Act != OrderIdle {
			t.Errorf("footman %d still %v at (%d, %d) to (%d, %d) path %v at %d stuck %d routed %v", a.ID, a.Act, a.X/Sub, a.Y/Sub, a.TX/Sub, a.TY/Sub, a.Path, a.At, a.Stuck, a.Routed)
		}
		if d := isqrt(dist2(a.X, a.Y, 18*Tile*Sub, 9*Tile*Sub)); d > 5*Tile*Sub {
			t.Errorf("footman %d stopped %d world units from the point", a.ID, d/Sub)
		}
		for _, b := range fs[i+1:] {
			if d := isqrt(dist2(a.X, a.Y, b.X, b.Y)); d < int64(radius(a)+radius(b)-Sub) {
				t.Errorf("footmen %d and %d overlap: %d apart, radii %d", a.ID, b.ID, d/Sub, (radius(a)+radius(b))/Sub)
			}
		}
	}
}

// TestAvoidanceIsDeterministic: the same 20 footmen sent the same way end
// on the same bits twice.
func TestAvoidanceIsDeterministic(t *testing.T) {
	place := func() string {
		var b strings.Builder
		for _, f := range twenty(t).byKind("footman", 0) {
			fmt.Fprintf(&b, "%d,%d;", f.X, f.Y)
		}
		return b.String()
	}
	if a, b := place(), place(); a != b {
		t.Errorf("two runs differ:\n%s\n%s", a, b)
	}
}

// TestGatheringLoop: a peasant told to gather at a mine brings gold to
// the hall, 10 at a time, again and again; one told to a tree brings wood
// and the tree's wood goes down.
func TestGatheringLoop(t *testing.T) {
	rows := field(20, 12)
	rows[5] = rows[5][:14] + "T" + rows[5][15:]
	r := newRig(t, 1, rows, false, u("hall", 0, 2, 2), u("mine", 2, 9, 2), u("peasant", 0, 6, 6), u("peasant", 0, 7, 6))
	r.step(1)
	m := r.match()
	ps := r.byKind("peasant", 0)
	mine := r.byKind("mine", 2)[0]
	r.order(Command{Side: 0, Order: OrderGather, Target: mine.ID, Units: []int{ps[0].ID}})
	r.order(Command{Side: 0, Order: OrderGather, X: 14*Tile + 16, Y: 5*Tile + 16, Units: []int{ps[1].ID}})
	gold, wood := m.Stock[0][Gold], m.Stock[0][Wood]
	r.step(1800)
	if g := m.Stock[0][Gold] - gold; g < 3*Carry || g%Carry != 0 {
		t.Errorf("the gatherer brought %d gold in 30 s, want at least 3 loads of %d", g, Carry)
	}
	if mine.Stock != mine.MaxHP-(m.Stock[0][Gold]-gold)-ps[0].Carry {
		t.Errorf("the mine holds %d of %d, the side got %d and the peasant carries %d", mine.Stock, mine.MaxHP, m.Stock[0][Gold]-gold, ps[0].Carry)
	}
	if w := m.Stock[0][Wood] - wood; w < Carry {
		t.Errorf("the woodcutter brought %d wood", w)
	}
	if left := m.Wood[5*20+14]; left >= TreeWood {
		t.Errorf("the tree still has %d wood", left)
	}
}

// TestBuildingAndTraining: a peasant told to build a farm lays it (paid
// then) and its progress rises to its time; then the supply cap rises by
// 4 and the hall trains a peasant over its time. While it waits for
// supply, its player is told once, not every few seconds.
func TestBuildingAndTraining(t *testing.T) {
	r := newRig(t, 1, field(20, 14), false, u("hall", 0, 2, 2), u("peasant", 0, 6, 3), u("peasant", 0, 6, 4),
		u("peasant", 0, 7, 3), u("peasant", 0, 7, 4), u("peasant", 0, 8, 3), u("peasant", 0, 8, 4))
	r.step(1)
	s, m := r.sys(), r.match()
	if s.used[0] != 6 || s.cap[0] != 6 {
		t.Fatalf("supply %d/%d, want 6/6 (a hall gives 6)", s.used[0], s.cap[0])
	}
	hall := r.byKind("hall", 0)[0]
	r.order(Command{Side: 0, Order: OrderTrain, What: "peasant", Units: []int{hall.ID}})
	r.step(2)
	if m.UI.Message != "Not enough farms" || !hall.Waits {
		t.Errorf("waiting for supply, the message is %q (waits %v)", m.UI.Message, hall.Waits)
	}
	for i := 0; i < 398; i++ {
		if r.step(1); i > MessageSteps && m.UI.Message != "" {
			t.Fatalf("the message came back at step %d: %q", i, m.UI.Message)
		}
	}
	if n := len(r.byKind("peasant", 0)); n != 6 || hall.Train != 0 || m.Stock[0][Gold] != 1000-50 {
		t.Fatalf("with no supply left: %d peasants, training at %d, gold %d; want 6, 0 and 950", n, hall.Train, m.Stock[0][Gold])
	}
	p := r.byKind("peasant", 0)[0]
	r.order(Command{Side: 0, Order: OrderBuild, What: "farm", X: 12 * Tile, Y: 8 * Tile, Units: []int{p.ID}})
	var farm *Unit
	for i := 0; i < 600 && farm == nil; i++ {
		r.step(1)
		if fs := r.byKind("farm", 0); len(fs) > 0 {
			farm = fs[0]
		}
	}
	if farm == nil || farm.Done || m.Stock[0][Gold] != 1000-50-80 || m.Stock[0][Wood] != 1000-40 {
		t.Fatalf("no farm laid (or paid wrongly: gold %d, wood %d)", m.Stock[0][Gold], m.Stock[0][Wood])
	}
	r.step(100)
	if farm.Progress < 90 || farm.Progress > 101 || farm.HP <= farm.MaxHP/10 {
		t.Errorf("after 100 steps the farm's progress is %d, hp %d", farm.Progress, farm.HP)
	}
	r.step(farm.def.Time)
	if !farm.Done || s.cap[0] != 10 {
		t.Fatalf("the farm is done %v, cap %d; want done and 10", farm.Done, s.cap[0])
	}
	r.step(2)
	if hall.Train == 0 {
		t.Fatal("the hall does not train with supply free")
	}
	r.step(hall.def.Time)
	if n := len(r.byKind("peasant", 0)); n != 7 || len(hall.Queue) != 0 {
		t.Errorf("after training: %d peasants, queue %v; want 7 and empty", n, hall.Queue)
	}
}

// TestDamage: damage less armour, at least 1, times the roll.
func TestDamage(t *testing.T) {
	for _, c := range []struct{ dmg, armor, roll, want int }{
		{9, 2, 100, 7}, {9, 2, 50, 3}, {3, 5, 100, 1}, {3, 5, 50, 1}, {6, 0, 75, 4}, {0, 0, 100, 1},
	} {
		if got := Damage(c.dmg, c.armor, c.roll); got != c.want {
			t.Errorf("Damage(%d, %d, %d) = %d, want %d", c.dmg, c.armor, c.roll, got, c.want)
		}
	}
}

// TestCombat: two footmen against one: the one dies, each hit taking 3 to
// 7 hit points, at most one hit a cooldown; the archer shoots from range.
func TestCombat(t *testing.T) {
	r := newRig(t, 5, field(20, 12), false, u("footman", 0, 3, 5), u("footman", 0, 3, 6), u("footman", 1, 9, 5), u("archer", 1, 16, 5))
	r.step(1)
	foe := r.byKind("footman", 1)[0]
	archer := r.byKind("archer", 1)[0]
	r.order(Command{Side: 0, Order: OrderAttack, Target: foe.ID, Units: ids(r.byKind("footman", 0))})
	steps := 0
	for ; steps < 1200 && foe.HP > 0; steps++ {
		r.step(1)
	}
	if foe.HP > 0 {
		t.Fatalf("the footman stands with %d hit points", foe.HP)
	}
	// 60 hit points at most 7 a hit: 9 hits, by two footmen at most one
	// each every 50 steps.
	if steps < 4*50 {
		t.Errorf("the footman fell after %d steps: faster than the cooldowns allow", steps)
	}
	r.step(2)
	if len(r.byKind("footman", 1)) != 0 {
		t.Error("the dead footman was not removed")
	}
	mine := r.byKind("footman", 0)
	r.order(Command{Side: 0, Order: OrderAttack, Target: archer.ID, Units: ids(mine)})
	hurt := false
	for i := 0; i < 600 && !hurt; i++ {
		r.step(1)
		for _, f := range mine {
			if f.HP < f.MaxHP && gap(f, archer) > 20*Sub {
				hurt = true
			}
		}
	}
	if !hurt {
		t.Error("the archer never hit a footman from range")
	}
}

// TestFogHidesTheOtherSide: a foe far away is not seen (nor visible to
// player 0's machine), its tiles unexplored; walking up to it, it is
// seen; walking away, its tiles stay explored but not seen.
func TestFogHidesTheOtherSide(t *testing.T) {
	r := newRig(t, 1, field(30, 10), true, u("footman", 0, 2, 5), u("farm", 1, 25, 5))
	r.step(1)
	m := r.match()
	f, farm := r.byKind("footman", 0)[0], r.byKind("farm", 1)[0]
	i := 5*30 + 25
	if farm.VisibleTo(0) || m.Explored[i]&1 != 0 || !farm.VisibleTo(1) {
		t.Fatalf("at the start the far farm is visible to player 0 %v, explored %v", farm.VisibleTo(0), m.Explored[i]&1 != 0)
	}
	r.order(Command{Side: 0, Order: OrderMove, X: 21*Tile + 16, Y: 5*Tile + 16, Units: []int{f.ID}})
	r.step(900)
	if !farm.VisibleTo(0) || m.Seen[i]&1 == 0 {
		t.Fatal("the footman near the farm does not see it")
	}
	r.order(Command{Side: 0, Order: OrderMove, X: 2*Tile + 16, Y: 5*Tile + 16, Units: []int{f.ID}})
	r.step(900)
	if farm.VisibleTo(0) || m.Seen[i]&1 != 0 || m.Explored[i]&1 == 0 {
		t.Errorf("back home: farm visible %v, seen %v, explored %v; want false, false, true", farm.VisibleTo(0), m.Seen[i]&1 != 0, m.Explored[i]&1 != 0)
	}
}

// TestComputerIsDeterministic: the computer playing its side alone from
// the template's start builds the same things with the same seed, and
// builds up (workers, a barracks, soldiers).
func TestComputerIsDeterministic(t *testing.T) {
	run := func() (string, *rig) {
		r := newRig(t, 9, field(30, 24), false, u("hall", 1, 20, 4), u("mine", 2, 14, 3), u("hall", 0, 3, 18),
			u("peasant", 1, 18, 8), u("peasant", 1, 19, 8), u("peasant", 1, 20, 8), u("peasant", 1, 21, 8))
		r.match().AISide = 1
		r.step(6000)
		var b strings.Builder
		for _, x := range r.units() {
			fmt.Fprintf(&b, "%s@%d,%d;", x.Kind, x.X, x.Y)
		}
		fmt.Fprintf(&b, "%v %+v", r.match().Stock, r.match().AI)
		return b.String(), r
	}
	a, r := run()
	if b, _ := run(); a != b {
		t.Errorf("two runs differ:\n%s\n%s", a, b)
	}
	if len(r.byKind("barracks", 1)) == 0 || len(r.byKind("peasant", 1)) < 6 || len(r.byKind("footman", 1)) == 0 {
		t.Errorf("the computer built up too little: %s", a)
	}
	for _, p := range r.problems {
		t.Errorf("problem: %v", p)
	}
}

package tactics

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/runtime/grid"
)

// TestTerrainTable pins the costs and defences the package documentation
// promises (Fire Emblem's numbers).
func TestTerrainTable(t *testing.T) {
	want := map[Terrain][movements]int{
		Plains:   {1, 1, 1, 1},
		Forest:   {2, 2, 3, 1},
		Mountain: {3, Impassable, Impassable, 1},
		Water:    {Impassable, Impassable, Impassable, 1},
		Wall:     {Impassable, Impassable, Impassable, Impassable},
		Fort:     {1, 1, 1, 1},
	}
	defence := map[Terrain]int{Plains: 0, Forest: 1, Mountain: 2, Water: 0, Wall: 0, Fort: 2}
	for tr, costs := range want {
		for m := range movements {
			if got := Cost(tr, m); got != costs[m] {
				t.Errorf("Cost(%v, %v) = %d, want %d", tr, m, got, costs[m])
			}
		}
		if got := Defence(tr); got != defence[tr] {
			t.Errorf("Defence(%v) = %d, want %d", tr, got, defence[tr])
		}
	}
	if Cost(terrains, Foot) != Impassable || Cost(Plains, movements) != Impassable || Defence(terrains) != 0 {
		t.Error("an unknown terrain or movement is not impassable with no defence")
	}
}

// terrainField makes the field of rows (terrain characters).
func terrainField(rows ...string) *Field {
	b := Battle{Width: len(rows[0]), Height: len(rows), Terrain: rows}
	var f Field
	b.Fill(&f)
	return &f
}

// TestReachTerrainCosts: a foot unit pays 2 for forest and 3 for mountain,
// never enters water; armour never climbs; a flier pays 1 everywhere but
// walls.
func TestReachTerrainCosts(t *testing.T) {
	f := terrainField(
		".F...",
		".M~..",
		".....",
	)
	cases := []struct {
		m    Movement
		move int
		cost map[grid.Cell]int // -1: out of reach
	}{
		{Foot, 3, map[grid.Cell]int{{1, 0}: 2, {2, 0}: 3, {0, 2}: 2, {1, 2}: 3, {1, 1}: -1, {2, 1}: -1, {3, 0}: -1}},
		{Foot, 4, map[grid.Cell]int{{1, 1}: 4, {2, 2}: 4, {3, 0}: 4, {2, 1}: -1}},
		{Armor, 9, map[grid.Cell]int{{1, 1}: -1, {2, 1}: -1, {4, 1}: 6}},
		{Mounted, 3, map[grid.Cell]int{{1, 0}: 3, {2, 0}: -1, {1, 2}: 3}},
		{Flying, 3, map[grid.Cell]int{{1, 1}: 2, {2, 1}: 3, {3, 0}: 3}},
	}
	for _, c := range cases {
		f.Reach(grid.C(0, 0), c.move, c.m)
		if f.CostTo(grid.C(0, 0)) != 0 {
			t.Errorf("%v: the start costs %d", c.m, f.CostTo(grid.C(0, 0)))
		}
		for cell, want := range c.cost {
			if got := f.CostTo(cell); got != want {
				t.Errorf("%v move %d: CostTo(%v) = %d, want %d", c.m, c.move, cell, got, want)
			}
			if f.Reachable(cell) != (want >= 0) {
				t.Errorf("%v move %d: Reachable(%v) = %v", c.m, c.move, cell, f.Reachable(cell))
			}
		}
	}
}

// TestReachPathIsCheapest: the path goes the cheaper way, and its cost is
// what CostTo says.
func TestReachPathIsCheapest(t *testing.T) {
	f := terrainField(
		".MM.",
		"....",
	)
	f.Reach(grid.C(0, 0), 5, Foot)
	// Straight over two mountains costs 3+3+1 = 7; round by row 1 costs 5.
	want := []grid.Cell{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {3, 0}}
	if got := f.Path(grid.C(3, 0), nil); f.CostTo(grid.C(3, 0)) != 5 || !slices.Equal(got, want) {
		t.Errorf("cost %d path %v, want 5 by %v", f.CostTo(grid.C(3, 0)), got, want)
	}
	if got := f.CostTo(grid.C(1, 0)); got != 3 {
		t.Errorf("the mountain beside the start costs %d, want 3", got)
	}
	if p := f.Path(grid.C(0, 0), nil); len(p) != 0 || p == nil {
		t.Errorf("the path to the start is %v, want empty", p)
	}
	if p := f.Path(grid.C(2, 0), nil); p != nil {
		t.Errorf("a path out of reach: %v", p)
	}
}

// TestReachPassesAllies: ReachPassing goes through the side's own units,
// never ending on one, and is stopped by the other side's.
func TestReachPassesAllies(t *testing.T) {
	f := terrainField("......", "######")
	f.Side[f.Index(grid.C(2, 0))] = 1
	f.ReachPassing(grid.C(0, 0), 5, Foot, 1)
	if f.Reachable(grid.C(2, 0)) || f.CostTo(grid.C(2, 0)) != 2 {
		t.Errorf("the ally's cell: reachable %v cost %d, want passed at 2 but not ended on", f.Reachable(grid.C(2, 0)), f.CostTo(grid.C(2, 0)))
	}
	if want := []grid.Cell{{1, 0}, {2, 0}, {3, 0}}; !f.Reachable(grid.C(3, 0)) || !slices.Equal(f.Path(grid.C(3, 0), nil), want) {
		t.Errorf("beyond the ally: reachable %v path %v", f.Reachable(grid.C(3, 0)), f.Path(grid.C(3, 0), nil))
	}
	f.ReachPassing(grid.C(0, 0), 2, Foot, 1)
	if th := f.Threat(1, 1, nil); !th[f.Index(grid.C(2, 0))] || th[f.Index(grid.C(3, 0))] {
		t.Error("threat from the ally's cell, passed through")
	}
	f.ReachPassing(grid.C(0, 0), 5, Foot, 2)
	if f.Reachable(grid.C(3, 0)) {
		t.Error("an enemy passed")
	}
}

// TestReachBlockedByUnits: Reach (passing nobody) is stopped by a unit of
// either side, and the way round is taken when there is one.
func TestReachBlockedByUnits(t *testing.T) {
	for _, side := range []uint8{1, 2} {
		f := terrainField("......", "######")
		f.Side[f.Index(grid.C(2, 0))] = side
		f.Reach(grid.C(0, 0), 5, Foot)
		if f.Reachable(grid.C(2, 0)) || f.Reachable(grid.C(3, 0)) {
			t.Errorf("side %d: the corridor is passed: cost %d beyond", side, f.CostTo(grid.C(3, 0)))
		}
		g := terrainField("......", "......")
		g.Side[g.Index(grid.C(2, 0))] = side
		g.Reach(grid.C(0, 0), 5, Foot)
		if got := g.CostTo(grid.C(3, 0)); got != 5 {
			t.Errorf("side %d: round the unit costs %d, want 5", side, got)
		}
	}
}

// TestThreatRanges: an archer (range 2) cannot reach the cells beside it;
// a mage (1-2) reaches both rings.
func TestThreatRanges(t *testing.T) {
	f := terrainField(".....", ".....", ".....", ".....", ".....")
	f.Reach(grid.C(2, 2), 0, Foot)
	archer := f.Threat(2, 2, nil)
	mage := f.Threat(1, 2, nil)
	for i := range archer {
		c := grid.C(i%5, i/5)
		d := Distance(c, grid.C(2, 2))
		if archer[i] != (d == 2) {
			t.Errorf("archer threatens %v (distance %d): %v", c, d, archer[i])
		}
		if mage[i] != (d == 1 || d == 2) {
			t.Errorf("mage threatens %v (distance %d): %v", c, d, mage[i])
		}
	}
	if InRange(grid.C(0, 0), grid.C(1, 0), 2, 2) || !InRange(grid.C(0, 0), grid.C(1, 1), 2, 2) {
		t.Error("InRange of an archer is wrong")
	}
}

// TestPredict: damage is attack - defence - the terrain's defence, at least
// 0; the defender strikes back only if it lives and reaches.
func TestPredict(t *testing.T) {
	lord := Fighter{HP: 20, Attack: 7, Defence: 3, MinRange: 1, MaxRange: 1, Cell: grid.C(0, 0)}
	soldier := Fighter{HP: 18, Attack: 6, Defence: 2, MinRange: 1, MaxRange: 1, Cell: grid.C(1, 0), Terrain: Forest}
	if f := Predict(lord, soldier); f != (Forecast{Damage: 4, Counter: 3, CanCounter: true, AttackerHP: 17, DefenderHP: 14}) {
		t.Errorf("lord on soldier in a forest: %+v", f)
	}
	soldier.Terrain = Fort
	if f := Predict(lord, soldier); f.Damage != 3 {
		t.Errorf("on a fort: damage %d, want 3", f.Damage)
	}
	archer := Fighter{HP: 16, Attack: 6, Defence: 1, MinRange: 2, MaxRange: 2, Cell: grid.C(3, 0)}
	soldier.Terrain = Plains
	if f := Predict(archer, soldier); f != (Forecast{Damage: 4, AttackerHP: 16, DefenderHP: 14}) {
		t.Errorf("archer at 2 on a soldier: %+v, want no counter", f)
	}
	archer.Cell = grid.C(2, 0)
	if f := Predict(soldier, archer); f.CanCounter || f.Damage != 5 {
		t.Errorf("soldier beside an archer: %+v, want 5 and no counter", f)
	}
	weak := soldier
	weak.HP = 4
	if f := Predict(lord, weak); f.CanCounter || f.DefenderHP != 0 || f.AttackerHP != 20 {
		t.Errorf("a killing blow: %+v, want no counter", f)
	}
	knight := Fighter{HP: 22, Attack: 7, Defence: 6, MinRange: 1, MaxRange: 1, Cell: grid.C(2, 0), Terrain: Mountain}
	if f := Predict(soldier, knight); f.Damage != 0 || f.Counter != 5 {
		t.Errorf("soldier on a knight on a mountain: %+v, want 0 and a counter of 5", f)
	}
}

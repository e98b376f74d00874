package strategy

import (
	"github.com/griffengine/griff/runtime/grid"
)

// The computer's plan: its build order, then the loop it repeats, and
// how often it thinks. Its waves: the first waits until AI.NextWave (the
// scene's, or FirstWave), then each needs WaveSize + 2 a wave more idle
// soldiers and WaveGap steps after the last.
var (
	buildOrder = []string{"farm", "peasant", "peasant", "barracks", "peasant", "farm", "footman", "footman", "archer", "farm", "footman"}
	buildLoop  = []string{"footman", "archer", "farm", "footman"}
)

const (
	ThinkEvery = 30
	FirstWave  = 9000
	WaveSize   = 3
	WaveGap    = 2400
	// GoldWorkers is how many workers the computer puts on gold.
	GoldWorkers = 3
)

// think is the computer's step (every ThinkEvery steps): idle workers to
// gold (GoldWorkers of them) and wood, the next item of its plan when it
// can pay, and a wave at the player when enough soldiers stand idle. Its
// only chance is the game's Rand (where it builds); it sees through the
// fog where the player's first building is.
func (s *system) think(side int) {
	m := s.m
	if m.Step%ThinkEvery != ThinkEvery/2 {
		return
	}
	if m.AI.NextWave == 0 {
		m.AI.NextWave = FirstWave
	}
	hall := s.firstOwn(side, RoleHall)
	if hall == nil {
		return
	}
	s.aiWorkers(side, hall)
	s.aiPlan(side, hall)
	s.aiWave(side)
}

// firstOwn returns side's first finished building of role.
func (s *system) firstOwn(side int, role Role) *Unit {
	for _, r := range s.units {
		if r.u.Side == side && r.u.def.Role == role && r.u.Done && r.u.HP > 0 {
			return r.u
		}
	}
	return nil
}

// aiWorkers sends idle workers to work.
func (s *system) aiWorkers(side int, hall *Unit) {
	gold := 0
	for _, r := range s.units {
		if u := r.u; u.Side == side && u.def.Role == RoleWorker && (u.Act == OrderGather || u.Act == OrderReturn) && u.Target != 0 {
			gold++
		}
	}
	for _, r := range s.units {
		u := r.u
		if u.Side != side || u.def.Role != RoleWorker || u.Act != OrderIdle {
			continue
		}
		c := Command{Side: side, Order: OrderGather, Units: []int{u.ID}}
		if mine := s.nearestMine(hall.X, hall.Y); mine != nil && gold < GoldWorkers {
			c.Target = mine.ID
			gold++
		} else if t, ok := s.nearestTree(cellAt(hall.X, hall.Y), 12); ok {
			c.X, c.Y = t.X()*Tile+Tile/2, t.Y()*Tile+Tile/2
		} else {
			continue
		}
		s.apply(&c)
	}
}

// aiPlan does the next item of the plan if it can.
func (s *system) aiPlan(side int, hall *Unit) {
	m := s.m
	k := m.AI.Next
	kind := buildItem(k)
	def := s.defs.Kind(kind)
	if def == nil {
		m.AI.Next++
		return
	}
	if ok, _ := s.afford(side, def); !ok {
		return
	}
	if !def.Building() {
		for _, r := range s.units {
			b := r.u
			if b.Side == side && b.Done && b.def.Building() && len(b.Queue) < 2 && containsStr(b.def.Trains, kind) {
				s.apply(&Command{Side: side, Order: OrderTrain, What: kind, Units: []int{b.ID}})
				m.AI.Next++
				return
			}
		}
		if def = s.lostTrainer(side, kind); def == nil {
			return
		}
		kind = def.ID
	}
	if def.Role == RoleFarm && k >= len(buildOrder) && s.cap[side]-s.used[side] > 3 {
		m.AI.Next++ // no farm needed yet
		return
	}
	for _, r := range s.units {
		if u := r.u; u.Side == side && u.Act == OrderBuild && u.Target == 0 {
			return // a builder is on its way
		}
	}
	site, ok := s.aiSite(def, hall, side)
	if !ok {
		return
	}
	var worker *Unit
	for _, r := range s.units {
		if u := r.u; u.Side == side && u.def.Role == RoleWorker && u.Act != OrderBuild {
			worker = u
		}
	}
	if worker == nil {
		return
	}
	s.apply(&Command{Side: side, Order: OrderBuild, X: site.X() * Tile, Y: site.Y() * Tile, What: kind, Units: []int{worker.ID}})
	if kind == buildItem(k) {
		m.AI.Next++
	}
}

// buildItem returns the plan's item k.
func buildItem(k int) string {
	k = max(k, 0) // a saved plan out of range starts the build order again
	if k < len(buildOrder) {
		return buildOrder[k]
	}
	return buildLoop[(k-len(buildOrder))%len(buildLoop)]
}

// lostTrainer returns the building that trains kind when side has none
// (standing or going up, or a builder on the way): the computer builds it
// again. Nil when it has one.
func (s *system) lostTrainer(side int, kind string) *Def {
	var tk *Def
	for _, id := range s.defs.Order {
		if d := s.defs.Kinds[id]; d.Building() && containsStr(d.Trains, kind) {
			tk = d
			break
		}
	}
	if tk == nil {
		return nil
	}
	for _, r := range s.units {
		if u := r.u; u.Side == side && (u.Kind == tk.ID || (u.Act == OrderBuild && u.Build == tk.ID)) {
			return nil
		}
	}
	return tk
}

// aiSite finds where the computer builds def: on rings round its hall, 2
// to 9 tiles out, from a place on each ring the game's Rand picks, the
// first site free with a free tile all round it (so paths stay open).
func (s *system) aiSite(def *Def, hall *Unit, side int) (grid.Cell, bool) {
	hc := cellAt(hall.X, hall.Y)
	for r := 3; r <= 9; r++ {
		var ring []grid.Cell
		for y := hc.Y() - r; y <= hc.Y()+r; y++ {
			for x := hc.X() - r; x <= hc.X()+r; x++ {
				if x == hc.X()-r || x == hc.X()+r || y == hc.Y()-r || y == hc.Y()+r {
					ring = append(ring, grid.C(x, y))
				}
			}
		}
		start := s.game.Rand().IntN(len(ring))
		for i := range ring {
			c := ring[(start+i)%len(ring)]
			big := &Def{Size: def.Size + 2}
			if s.siteFree(big, grid.C(c.X()-1, c.Y()-1), Neutral, nil) {
				return c, true
			}
		}
	}
	return grid.Cell{}, false
}

// aiWave sends the idle soldiers at the player's first building when
// there are enough of them and it is time.
func (s *system) aiWave(side int) {
	m := s.m
	if m.Step < m.AI.NextWave {
		return
	}
	var ids []int
	for _, r := range s.units {
		if u := r.u; u.Side == side && u.def.Role == RoleSoldier && u.Act == OrderIdle {
			ids = append(ids, u.ID)
		}
	}
	if len(ids) < WaveSize+2*m.AI.Wave {
		return
	}
	var goal *Unit
	for _, r := range s.units {
		if u := r.u; u.Side != side && u.Side < Sides && u.def.Building() {
			goal = u
			break
		}
	}
	if goal == nil {
		return
	}
	s.apply(&Command{Side: side, Order: OrderAttackMove, X: goal.X / Sub, Y: goal.Y / Sub, Units: ids})
	m.AI.Wave++
	m.AI.NextWave = m.Step + WaveGap
}

func containsStr(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

package strategy

import (
	"github.com/griffengine/griff/runtime/grid"
)

// Sight and chase timings, in steps.
const (
	// LookEvery is how often an idle or attack-moving soldier looks for a
	// foe in sight; ChaseEvery how often a chaser finds its path again.
	LookEvery  = 8
	ChaseEvery = 30
	// StuckSteps is how long a unit stays stuck before it finds its path
	// again, and before one near its point counts as there.
	StuckSteps = 30
)

// play moves every unit a step through its order, in hierarchy order.
func (s *system) play() {
	s.supply()
	for _, r := range s.units {
		u := r.u
		if u.HP <= 0 {
			continue
		}
		if u.Cool > 0 {
			u.Cool--
		}
		if u.Shot > 0 {
			u.Shot--
		}
		if u.def.Building() {
			if u.Done {
				s.train(u)
			}
			continue
		}
		s.act(u)
	}
}

// unstick counts the steps each moving unit moved less than half its
// speed since the step began (after the pushes of the others) and, stuck
// StuckSteps, has it step aside (left of its way for an even id, right
// for an odd one) so a jam of units pushing each other breaks up; stuck
// twice as long, it finds its path again.
func (s *system) unstick() {
	for i, r := range s.units {
		u := r.u
		if i >= len(s.prev) || u.def.Building() || !moving(u) {
			continue
		}
		p := s.prev[i]
		if isqrt(dist2(p[0], p[1], u.X, u.Y))*2 >= int64(u.def.Speed) {
			u.Stuck = 0
			continue
		}
		u.Stuck++
		if u.Stuck > StuckSteps {
			dx, dy := int64(u.TX-u.X), int64(u.TY-u.Y)
			if d := isqrt(dx*dx + dy*dy); d > 0 {
				sp := int64(u.def.Speed)
				if u.ID%2 == 0 {
					sp = -sp
				}
				s.nudge(u, int(-dy*sp/d), int(dx*sp/d))
			}
		}
		if u.Stuck > 3*StuckSteps {
			u.Routed, u.Stuck = false, 0
		}
	}
}

// remember keeps where each unit stands as the step begins.
func (s *system) remember() {
	s.prev = s.prev[:0]
	for _, r := range s.units {
		s.prev = append(s.prev, [2]int{r.u.X, r.u.Y})
	}
}

// moving reports whether u's order moves it.
func moving(u *Unit) bool {
	return u.Act != OrderIdle && u.Act != OrderStop && u.Work == 0
}

// act does a step of u's order.
func (s *system) act(u *Unit) {
	soldier := u.def.Role == RoleSoldier
	switch u.Act {
	case OrderStop:
		u.Act = OrderIdle
	case OrderIdle:
		if soldier && s.look(u) {
			u.Then, u.Dest = OrderIdle, [2]int{u.X, u.Y}
		}
	case OrderMove:
		if s.advance(u) || s.nearEnough(u) {
			u.Act = OrderIdle
		}
	case OrderAttackMove:
		if s.look(u) {
			u.Then = OrderAttackMove
			return
		}
		if s.advance(u) || s.nearEnough(u) {
			u.Act = OrderIdle
		}
	case OrderAttack:
		s.attack(u)
	case OrderGather:
		s.gather(u)
	case OrderReturn:
		s.carry(u)
	case OrderBuild:
		s.build(u)
	}
}

// nearEnough reports whether a unit stuck near its point (within three
// of its radii, others standing there) may stop there.
func (s *system) nearEnough(u *Unit) bool {
	r := int64(3 * radius(u))
	return u.Stuck > StuckSteps && dist2(u.X, u.Y, u.TX, u.TY) <= r*r
}

// look starts an attack on the nearest foe u's side sees within u's
// sight (every LookEvery steps): true if it did.
func (s *system) look(u *Unit) bool {
	if (s.m.Step+u.ID)%LookEvery != 0 {
		return false
	}
	reach := int64(u.def.Sight * Tile * Sub)
	var best *Unit
	bd := int64(-1)
	for _, r := range s.units {
		t := r.u
		if t.Side == u.Side || t.Side == Neutral || t.HP <= 0 || !s.sees(u.Side, t) {
			continue
		}
		d := dist2(u.X, u.Y, t.X, t.Y)
		if t.def.Building() {
			d += int64(Tile*Sub) * int64(Tile*Sub) * 4 // units first
		}
		if d <= reach*reach && (bd < 0 || d < bd) {
			best, bd = t, d
		}
	}
	if best == nil {
		return false
	}
	if u.Act != OrderAttack && u.Act != OrderIdle {
		u.Dest = [2]int{u.TX, u.TY}
	}
	u.Act, u.Target, u.Routed, u.Work = OrderAttack, best.ID, false, 0
	return true
}

// sees reports whether side sees t this step.
func (s *system) sees(side int, t *Unit) bool {
	return s.m.NoFog || t.Side == side || t.Seen&(1<<uint(side)) != 0
}

// attack does a step of u's attack on its target: a hit when in range
// and cooled down, else a step towards it. A target gone, u goes back to
// what it did (an attack-move goes on to its point).
func (s *system) attack(u *Unit) {
	t := s.unit(u.Target)
	if t == nil || t.Side == u.Side || (!s.sees(u.Side, t) && u.Side < Sides) {
		u.Act, u.Target = u.Then, 0
		if u.Act == OrderAttackMove {
			goTo(u, u.Dest[0], u.Dest[1])
		}
		return
	}
	if gap(u, t) <= u.def.Range*Sub {
		u.Stuck = 0
		if u.Cool == 0 {
			s.hit(u, t)
		}
		return
	}
	if !u.Routed || (s.m.Step+u.ID)%ChaseEvery == 0 {
		x, y := s.approachUnit(u, t)
		goTo(u, x, y)
	}
	s.advance(u)
}

// Damage returns what a hit of damage does to armour with a roll from 50
// to 100 (percent): damage less armour, at least 1, times the roll,
// rounded down, at least 1 (Warcraft II's rule, armour taken first).
func Damage(damage, armor, roll int) int {
	return max(max(damage-armor, 1)*roll/100, 1)
}

// hit makes u's attack on t, with a roll from the game's Rand; a soldier
// hit while idle fights back.
func (s *system) hit(u, t *Unit) {
	t.HP -= Damage(u.def.Damage, t.def.Armor, 50+s.game.Rand().IntN(51))
	u.Cool = u.def.Cooldown
	u.Shot, u.ShotAt = 8, [2]int{t.X / Sub, t.Y / Sub}
	if t.def.Role == RoleSoldier && t.Act == OrderIdle {
		t.Act, t.Target, t.Then, t.Routed = OrderAttack, u.ID, OrderIdle, false
	}
}

// gather does a step of a worker's gathering: to its mine or tree, the
// steps of work there, then back with the load.
func (s *system) gather(u *Unit) {
	if u.def.Role != RoleWorker {
		u.Act = OrderIdle
		return
	}
	if u.Carry >= Carry {
		s.toHall(u)
		return
	}
	if u.Target != 0 {
		mine := s.unit(u.Target)
		if mine == nil || mine.Stock <= 0 {
			if mine = s.nearestMine(u.X, u.Y); mine == nil {
				u.Act, u.Work = OrderIdle, 0
				return
			}
			u.Target, u.Routed = mine.ID, false
		}
		if s.near(u, mine) {
			if u.Work++; u.Work >= GatherSteps {
				n := min(Carry, mine.Stock)
				mine.Stock -= n
				u.Carry, u.CarryWhat, u.Work = n, Gold, 0
				s.toHall(u)
			}
			return
		}
		if !u.Routed {
			x, y := s.approachUnit(u, mine)
			goTo(u, x, y)
		}
		s.advance(u)
		return
	}
	m := s.m
	i := u.Res.Y()*m.Width + u.Res.X()
	if m.terrain(u.Res.X(), u.Res.Y()) != TerrainTree {
		t, ok := s.nearestTree(u.Res, 8)
		if !ok {
			u.Act, u.Work = OrderIdle, 0
			return
		}
		u.Res, u.Routed, u.Work = t, false, 0
		i = t.Y()*m.Width + t.X()
	}
	if gapTile(u, u.Res)+radius(u) <= Reach {
		if u.Work++; u.Work >= ChopSteps {
			n := min(Carry, m.Wood[i])
			m.Wood[i] -= n
			u.Carry, u.CarryWhat, u.Work = n, Wood, 0
			s.toHall(u)
		}
		return
	}
	if !u.Routed {
		x, y := s.approach(u.Res.X(), u.Res.Y(), u.Res.X(), u.Res.Y(), u.X, u.Y)
		goTo(u, x, y)
	}
	s.advance(u)
}

// toHall sends a loaded worker back to its side's nearest town hall.
func (s *system) toHall(u *Unit) {
	u.Act, u.Routed, u.Work = OrderReturn, false, 0
}

// carry does a step of a loaded worker's way back: at a town hall of its
// side the load goes into the side's stock and it goes gathering again.
func (s *system) carry(u *Unit) {
	h := s.nearestOwn(u, RoleHall)
	if h == nil {
		u.Act = OrderIdle
		return
	}
	if s.near(u, h) {
		s.m.Stock[u.Side][u.CarryWhat] += u.Carry
		u.Carry, u.Act, u.Routed = 0, OrderGather, false
		return
	}
	if !u.Routed {
		x, y := s.approachUnit(u, h)
		goTo(u, x, y)
	}
	s.advance(u)
}

// nearestOwn returns u's side's finished building of role nearest to u.
func (s *system) nearestOwn(u *Unit, role Role) *Unit {
	var best *Unit
	bd := int64(-1)
	for _, r := range s.units {
		t := r.u
		if t.Side != u.Side || t.def.Role != role || !t.Done || t.HP <= 0 {
			continue
		}
		if d := dist2(u.X, u.Y, t.X, t.Y); bd < 0 || d < bd {
			best, bd = t, d
		}
	}
	return best
}

// nearestMine returns the mine with gold nearest to (x, y).
func (s *system) nearestMine(x, y int) *Unit {
	var best *Unit
	bd := int64(-1)
	for _, r := range s.units {
		t := r.u
		if t.def.Role != RoleMine || t.Stock <= 0 {
			continue
		}
		if d := dist2(x, y, t.X, t.Y); bd < 0 || d < bd {
			best, bd = t, d
		}
	}
	return best
}

// nearestTree returns the tree nearest to c within reach tiles.
func (s *system) nearestTree(c grid.Cell, reach int) (grid.Cell, bool) {
	best, bd := grid.Cell{}, -1
	for y := c.Y() - reach; y <= c.Y()+reach; y++ {
		for x := c.X() - reach; x <= c.X()+reach; x++ {
			if s.m.terrain(x, y) != TerrainTree {
				continue
			}
			dx, dy := x-c.X(), y-c.Y()
			if d := dx*dx + dy*dy; bd < 0 || d < bd {
				best, bd = grid.C(x, y), d
			}
		}
	}
	return best, bd >= 0
}

package strategy

import (
	"github.com/griffengine/griff/runtime/grid"
)

// WaitSite is how long a builder waits for units to leave a site before
// it gives up.
const WaitSite = 120

// supply works out each side's supply used (its units' and those being
// trained) and its cap (its finished farms' and halls', at most
// MaxSupply).
func (s *system) supply() {
	s.used, s.cap = [Sides]int{}, [Sides]int{}
	for _, r := range s.units {
		u := r.u
		if u.Side >= Sides {
			continue
		}
		if u.def.Supply > 0 {
			s.used[u.Side] += u.def.Supply
		} else if u.Train > 0 && len(u.Queue) > 0 {
			if d := s.defs.Kind(u.Queue[0]); d != nil {
				s.used[u.Side] += max(d.Supply, 0)
			}
		}
		if u.def.Supply < 0 && u.Done {
			s.cap[u.Side] = min(s.cap[u.Side]-u.def.Supply, MaxSupply)
		}
	}
}

// afford reports whether side has the gold and wood def costs, and what
// it lacks ("gold", "wood").
func (s *system) afford(side int, def *Def) (bool, string) {
	st := s.m.Stock[side]
	switch {
	case st[Gold] < def.Gold:
		return false, "Not enough gold"
	case st[Wood] < def.Wood:
		return false, "Not enough wood"
	}
	return true, ""
}

// pay takes def's cost from side's stock.
func (s *system) pay(side int, def *Def) {
	s.m.Stock[side][Gold] -= def.Gold
	s.m.Stock[side][Wood] -= def.Wood
}

// complain shows a message to side's player, if a person plays it.
func (s *system) complain(side int, msg string) {
	if side >= 0 && side < s.people {
		ui := s.m.uiOf(side)
		ui.Message, ui.Said = msg, MessageSteps
	}
}

// siteFree reports whether building def fits with its top-left tile at c:
// every tile on the map, open (no tree, rock, water or building) and, for
// a player, explored; and no unit but skip stands on it.
func (s *system) siteFree(def *Def, c grid.Cell, side int, skip *Unit) bool {
	m := s.m
	for y := c.Y(); y < c.Y()+def.Size; y++ {
		for x := c.X(); x < c.X()+def.Size; x++ {
			t := grid.C(x, y)
			if !s.grid.Open(t) {
				return false
			}
			if side < Sides && !m.NoFog && m.Explored[y*m.Width+x]&(1<<uint(side)) == 0 {
				return false
			}
		}
	}
	x0, y0 := c.X()*Tile*Sub, c.Y()*Tile*Sub
	x1, y1 := x0+def.Size*Tile*Sub, y0+def.Size*Tile*Sub
	for _, r := range s.units {
		u := r.u
		if u == skip || u.def.Building() || u.HP <= 0 {
			continue
		}
		if u.X+radius(u) > x0 && u.X-radius(u) < x1 && u.Y+radius(u) > y0 && u.Y-radius(u) < y1 {
			return false
		}
	}
	return true
}

// build does a step of a worker's building: to the site, then (paid
// there) the building is laid and the worker works on it until it
// stands.
func (s *system) build(u *Unit) {
	if u.def.Role != RoleWorker {
		u.Act = OrderIdle
		return
	}
	if u.Target != 0 {
		b := s.unit(u.Target)
		if b == nil || b.Done {
			u.Act, u.Target, u.Work = OrderIdle, 0, 0
			return
		}
		if s.near(u, b) {
			u.Work = 1
			b.Progress++
			b.HP = min(b.HP+max(b.MaxHP*9/10/b.def.Time, 1), b.MaxHP)
			if b.Progress >= b.def.Time {
				b.Done, b.HP = true, max(b.HP, b.MaxHP*9/10)
				u.Act, u.Target, u.Work = OrderIdle, 0, 0
			}
			return
		}
		if !u.Routed {
			x, y := s.approachUnit(u, b)
			goTo(u, x, y)
		}
		s.advance(u)
		return
	}
	def := s.defs.Kind(u.Build)
	if def == nil || !def.Building() {
		u.Act = OrderIdle
		return
	}
	n := def.Size - 1
	x0, y0 := u.Res.X(), u.Res.Y()
	reach := false
	for y := y0; y <= y0+n && !reach; y++ {
		for x := x0; x <= x0+n; x++ {
			if gapTile(u, grid.C(x, y))+radius(u) <= Reach {
				reach = true
				break
			}
		}
	}
	if !reach {
		if !u.Routed {
			x, y := s.approach(x0, y0, x0+n, y0+n, u.X, u.Y)
			goTo(u, x, y)
		}
		s.advance(u)
		return
	}
	if !s.siteFree(def, u.Res, Neutral, u) {
		if u.Stuck++; u.Stuck > WaitSite {
			u.Act, u.Stuck = OrderIdle, 0
			s.complain(u.Side, "Can't build there")
		}
		return
	}
	if ok, why := s.afford(u.Side, def); !ok {
		u.Act = OrderIdle
		s.complain(u.Side, why)
		return
	}
	s.pay(u.Side, def)
	u.Target, u.Routed = s.spawn(def, u.Side, u.Res, false), false
	s.builtSite(def, u.Res)
}

// builtSite blocks a building's tiles on the grid at once (it is spawned
// at the end of the step).
func (s *system) builtSite(def *Def, c grid.Cell) {
	for y := c.Y(); y < c.Y()+def.Size; y++ {
		for x := c.X(); x < c.X()+def.Size; x++ {
			if i := s.grid.Index(grid.C(x, y)); i >= 0 {
				s.grid.Blocked[i] = true
			}
		}
	}
}

// train does a step of a building's training: the first of its queue
// gets a step (waiting while its side lacks supply) and, trained, walks
// out on the open tile beside the building nearest the map's middle.
func (s *system) train(b *Unit) {
	if len(b.Queue) == 0 {
		return
	}
	def := s.defs.Kind(b.Queue[0])
	if def == nil {
		b.Queue, b.Train = b.Queue[1:], 0
		return
	}
	if b.Train == 0 && s.used[b.Side]+def.Supply > s.cap[b.Side] {
		if !b.Waits { // said once a wait, not again every few seconds
			b.Waits = true
			s.complain(b.Side, "Not enough farms")
		}
		return
	}
	b.Waits = false
	if b.Train == 0 {
		s.used[b.Side] += def.Supply
	}
	if b.Train++; b.Train < def.Time {
		return
	}
	n := b.def.Size - 1
	mx, my := s.m.Width*Tile*Sub/2, s.m.Height*Tile*Sub/2
	x, y := s.approach(b.Tile.X(), b.Tile.Y(), b.Tile.X()+n, b.Tile.Y()+n, mx, my)
	s.spawn(def, b.Side, cellAt(x, y), true)
	b.Queue, b.Train = b.Queue[1:], 0
}

// bury removes the units whose hit points are gone.
func (s *system) bury() {
	for _, r := range s.units {
		if r.u.HP <= 0 {
			s.game.Destroy(r.e)
		}
	}
}

// judge ends the match: won when side 1 has no building left, lost when
// side 0 has none (a side that never had one cannot lose).
func (s *system) judge() {
	var have [Sides]bool
	for _, r := range s.units {
		u := r.u
		if u.HP > 0 && u.def.Building() && u.Side < Sides {
			have[u.Side] = true
		}
	}
	switch {
	case s.m.Had[0] && !have[0]:
		s.m.Over = "lost"
	case s.m.Had[1] && !have[1]:
		s.m.Over = "won"
	}
}

// fog works out what each side sees this step: the tiles within each of
// its units' sight (a circle of Sight tiles round its tile), added to
// what it explored; then which units each side sees.
func (s *system) fog() {
	m := s.m
	clear(m.Seen)
	for _, r := range s.units {
		u := r.u
		if u.Side >= Sides || u.HP <= 0 {
			continue
		}
		c := cellAt(u.X, u.Y)
		rr := u.def.Sight
		if u.def.Building() {
			rr += u.def.Size / 2
		}
		bit := uint8(1) << uint(u.Side)
		for y := max(c.Y()-rr, 0); y <= min(c.Y()+rr, m.Height-1); y++ {
			for x := max(c.X()-rr, 0); x <= min(c.X()+rr, m.Width-1); x++ {
				dx, dy := x-c.X(), y-c.Y()
				if dx*dx+dy*dy <= rr*rr+rr {
					m.Seen[y*m.Width+x] |= bit
				}
			}
		}
	}
	for i, v := range m.Seen {
		m.Explored[i] |= v
	}
	for _, r := range s.units {
		u := r.u
		c := cellAt(u.X, u.Y)
		if i := c.Y()*m.Width + c.X(); c.X() >= 0 && c.Y() >= 0 && c.X() < m.Width && c.Y() < m.Height {
			u.Seen = m.Seen[i]
		}
		if u.def.Building() {
			s.footprint(u, func(i int) { u.Seen |= m.Seen[i] })
		}
		if u.Side < Sides {
			u.Seen |= 1 << uint(u.Side)
		}
		if m.NoFog {
			u.Seen = 1<<Sides - 1
		}
	}
}

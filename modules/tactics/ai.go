package tactics

import (
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// The AI's scores of a move: a point of damage dealt is worth damageScore,
// one taken costs as much; a kill is worth killScore and falling costs
// dieScore; each point of the terrain's defence adds one, so of equal
// attacks the safer cell wins.
const (
	damageScore = 10
	killScore   = 1000
	dieScore    = 2000
)

// farAway is the movement budget of the search for the way to the nearest
// foe: more than any map's whole cost.
const farAway = 1 << 20

// Plan is the enemy AI's choice for one unit: where it walks and whom it
// attacks there.
type Plan struct {
	// To is the cell it ends its move on (its own to stay).
	To grid.Cell
	// Target is the Number of the unit it attacks from To, 0 for none.
	Target int
	// Score is the attack's score (0 without one).
	Score int
}

// enemyTurn plays the enemy's phase one unit at a time: the first enemy
// unit in hierarchy order that has not acted plans (plan) and walks; it
// attacks when it arrives (arrive). With every unit done, the phase ends.
func (s *system) enemyTurn(e *scenes.Entity, b *Battle) {
	for i := range s.units {
		r := &s.units[i]
		if r.u.Side != SideEnemy || r.u.Done {
			continue
		}
		p := s.plan(r)
		b.Selected, b.Target, b.From, b.Mode = r.u.Number, p.Target, r.m.Cell, ModeMoving
		if p.To != r.m.Cell {
			s.reach(r, r.m.Cell, farAway)
			r.write()
			r.u.Path = append(r.u.Path[:0], s.field.Path(p.To, s.path)...)
		}
		return
	}
	s.endPhase(e, SideEnemy)
	b.Mode = ModeIdle
}

// plan picks r's move: the best-scored attack it can make from a cell it
// can reach (cells in row order, targets in hierarchy order, the first of
// equal scores kept), or else, unless it holds, the cell of its reach
// closest along its path to the nearest player's unit. The AI sees every
// unit, fog or not.
func (s *system) plan(r *unitRef) Plan {
	s.reach(r, r.m.Cell, r.u.Move)
	best := Plan{To: r.m.Cell}
	found := false
	for i := range s.field.dist {
		from := grid.C(i%s.field.Width, i/s.field.Width)
		if !s.field.Reachable(from) {
			continue
		}
		for k := range s.units {
			t := &s.units[k]
			if t.u.Side == r.u.Side || !InRange(from, t.m.Cell, r.u.MinRange, r.u.MaxRange) {
				continue
			}
			if sc := s.score(r, from, t); !found || sc > best.Score {
				best, found = Plan{To: from, Target: t.u.Number, Score: sc}, true
			}
		}
	}
	if found || r.u.Hold {
		return best
	}
	return Plan{To: s.approach(r)}
}

// score is the AI's value of r attacking t from cell from.
func (s *system) score(r *unitRef, from grid.Cell, t *unitRef) int {
	f := Predict(s.fighter(r, from), s.fighter(t, t.m.Cell))
	sc := damageScore*(f.Damage-f.Counter) + Defence(s.field.At(from))
	if f.DefenderHP == 0 {
		sc += killScore
	}
	if f.AttackerHP == 0 {
		sc -= dieScore
	}
	return sc
}

// approach returns where r walks to near the nearest player's unit: the
// cheapest way to a cell beside one (first of equals in hierarchy order,
// neighbours up, right, down, left), followed as far as r's move goes. With
// no way to any, r stays.
func (s *system) approach(r *unitRef) grid.Cell {
	s.reach(r, r.m.Cell, farAway)
	goal, cost := r.m.Cell, -1
	for _, t := range s.units {
		if t.u.Side == r.u.Side {
			continue
		}
		for _, d := range steps {
			c := t.m.Cell.Add(d)
			if k := s.field.CostTo(c); k >= 0 && s.field.Reachable(c) && (cost < 0 || k < cost) {
				goal, cost = c, k
			}
		}
	}
	if cost < 0 {
		return r.m.Cell
	}
	to := r.m.Cell
	for _, c := range s.field.Path(goal, s.path) {
		if s.field.CostTo(c) > r.u.Move {
			break
		}
		if s.field.Reachable(c) { // not an ally's cell, passed through
			to = c
		}
	}
	return to
}

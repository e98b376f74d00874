// Package grid is the system of grid movement: a Grid of square cells (blocked
// cells from a tilemap's solid tiles), Movers that step one cell at a time
// and are drawn sliding between cells, crates they push, brains that pick each
// step (a player's Control, a Chase, a Patrol, or a module's own Brain), and
// A* path finding (Pathfinder). Its step, runtime.StepGridMoves, runs in the
// logic phase. A scene file uses all of it with no code.
//
// Decisions:
//   - A mover's cell changes when its step starts, not when it ends: the cell
//     it leaves and the cell it enters are both taken until it arrives, so two
//     movers never meet in a cell and nothing walks into a sliding crate.
//   - The slide is the transform moving a little each fixed step, by game time
//     (slow motion slows it, a pause stops it); the renderer's interpolation
//     between steps (DESIGN section 6) makes it smooth at any frame rate. A
//     mover placed away from its cell's centre (a scene's first step, a mover
//     added by code) jumps there with Transform.Teleport, so it is not drawn
//     sliding in from where it was.
//   - A mover that arrives and is asked for another step at once keeps the
//     time left over from the last one, so walking while a key is held covers
//     a cell every StepTime exactly, at any step rate.
//   - Movers are handled in hierarchy order: of two movers wanting one cell,
//     the first in the hierarchy gets it. A pushed crate slides at its
//     pusher's pace, starting on the same step.
//   - The system owns no state: all of it is in the components (Mover, the
//     brains), so snapshots and saves need nothing from it.
package grid

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// NewSystem returns the grid movement system. It has no options.
func NewSystem() runtime.System { return &system{} }

// moverRef is one active mover of this step.
type moverRef struct {
	e    *scenes.Entity
	m    *Mover
	done bool // already handled this step (pushed before its turn)
}

type system struct {
	movers []moverRef     `griff:"-"` // this step's movers, hierarchy order
	occ    []int32        `griff:"-"` // per cell: index in movers + 1, or 0
	grid   *Grid          `griff:"-"` // this step's grid
	origin griff.Vec      `griff:"-"` // the grid entity's position
	finder Pathfinder     `griff:"-"` // brains' path finding, reused
	path   []Cell         `griff:"-"` // brains' path buffer, reused
	ctx    Context        `griff:"-"` // the context handed to brains, reused
	gridE  *scenes.Entity `griff:"-"` // the grid's entity
	game   *runtime.Game  `griff:"-"` // the game, for fault boundaries
}

func (*system) Name() string { return "Grid" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(runtime.StepGridMoves, runtime.InPhase(runtime.PhaseLogic), s.step)
	return nil
}

func (s *system) step(g *runtime.Game) {
	if !s.collect(g) {
		return
	}
	dt := g.Clock().Delta()
	s.ctx = Context{Grid: s.grid, Input: g.Input(), sys: s}
	for i := range s.movers {
		r := &s.movers[i]
		if r.done {
			continue
		}
		arrived := false
		if r.m.Moving {
			r.e.MarkChanged() // read-only in collect: a sliding mover is written
			r.m.Elapsed += dt
			if r.m.Elapsed < r.m.Pace {
				s.place(r)
				continue
			}
			s.arrive(i)
			arrived = true
		}
		s.decide(i, arrived)
	}
}

// collect finds the grid and the active movers and fills the occupancy; it
// returns false if the scene has no grid.
func (s *system) collect(g *runtime.Game) bool {
	sc := g.Scene()
	s.grid, s.gridE = nil, nil
	for e, gr := range scenes.ActiveRead[Grid](sc) { // the system only reads the grid
		s.grid, s.gridE = gr, e
		break
	}
	if s.grid == nil || s.grid.Width <= 0 {
		return false
	}
	if s.grid.tooBig() {
		g.Problems().Warn(s.gridE, "Griff.Grid", "the grid has more than %d cells (width %d, %d rows); nothing moves on it", MaxCells, s.grid.Width, s.grid.Rows())
		return false
	}
	s.origin = s.gridE.Transform().Position()
	n := s.grid.Width * s.grid.Rows()
	if cap(s.occ) < n {
		s.occ = make([]int32, n)
	}
	s.occ = s.occ[:n]
	clear(s.occ)
	s.movers = s.movers[:0]
	// Read only: a mover is marked changed where the system writes it (a
	// Timeline then writes only the records of movers that moved).
	for e, m := range scenes.ActiveRead[Mover](sc) {
		s.movers = append(s.movers, moverRef{e: e, m: m})
		k := int32(len(s.movers))
		s.take(m.Cell, k)
		if m.Moving {
			s.take(m.From, k)
		}
	}
	return true
}

// take marks cell c as held by mover k (index + 1), or frees it (k = 0),
// unless it is outside the grid.
func (s *system) take(c Cell, k int32) {
	if i := s.grid.Index(c); i >= 0 {
		s.occ[i] = k
	}
}

// occupant returns the mover holding c, or nil.
func (s *system) occupant(c Cell) *moverRef {
	i := s.grid.Index(c)
	if i < 0 || s.occ[i] == 0 {
		return nil
	}
	return &s.movers[s.occ[i]-1]
}

// arrive ends mover i's step, keeping the time left over in Elapsed.
func (s *system) arrive(i int) {
	r := &s.movers[i]
	r.m.Elapsed -= r.m.Pace
	r.m.Moving = false
	if o := s.occupant(r.m.From); o == r {
		s.take(r.m.From, 0)
	}
	r.m.From = r.m.Cell
}

// decide settles mover i on its cell, then asks its brain for a step and
// takes it.
func (s *system) decide(i int, arrived bool) {
	r := &s.movers[i]
	s.settle(r, arrived)
	dir := DirNone
	if ct, b := brainOf(r.e); b != nil {
		s.ctx.Entity, s.ctx.Mover = r.e, r.m
		s.game.Enter(r.e, ct, runtime.HookStep)
		dir = b.NextStep(&s.ctx)
		s.game.Leave()
		s.ctx.Entity, s.ctx.Mover = nil, nil
	}
	if dir != DirNone && s.try(i, dir) {
		s.place(r)
		return
	}
	if r.m.Elapsed != 0 {
		r.e.MarkChanged()
		r.m.Elapsed = 0
	}
}

// settle puts a mover that stands on its cell at the cell's centre: at the
// end of a slide (arrived) by moving there, else (a scene's first step, a
// mover added or moved by code) by a jump, so it is not drawn sliding in.
func (s *system) settle(r *moverRef, arrived bool) {
	tr := r.e.Transform()
	c := s.grid.Center(s.origin, r.m.Cell)
	switch {
	case tr.Position() == c:
	case arrived:
		tr.SetPosition(c)
	default:
		tr.Teleport(c)
	}
}

// try starts mover i's step in dir, pushing a crate ahead if it may; it
// returns false (counting a bump) if the step is refused.
func (s *system) try(i int, dir Dir) bool {
	r := &s.movers[i]
	if r.m.Facing != dir {
		r.e.MarkChanged()
		r.m.Facing = dir
	}
	to := r.m.Cell.Add(dir.Offset())
	ok := s.grid.Open(to)
	if ok && dir.Diagonal() {
		off := dir.Offset()
		ok = s.grid.Open(r.m.Cell.Add(Cell{off[0], 0})) && s.grid.Open(r.m.Cell.Add(Cell{0, off[1]}))
	}
	if o := s.occupant(to); ok && o != nil {
		ok = r.m.Push && !dir.Diagonal() && !o.m.Moving && pushable(s.game, o.e) && s.shove(o, dir, r.m)
	}
	if !ok {
		r.e.MarkChanged()
		r.m.Bumps++
		return false
	}
	s.start(r, to, r.m.stepTime(), int32(i+1))
	return true
}

// shove starts the push of crate o one cell in dir, at the pusher's pace and
// as far into its step; false if the cell beyond is blocked or taken.
func (s *system) shove(o *moverRef, dir Dir, pusher *Mover) bool {
	to := o.m.Cell.Add(dir.Offset())
	if !s.grid.Open(to) || s.occupant(to) != nil {
		return false
	}
	k := s.occ[s.grid.Index(o.m.Cell)]
	o.e.MarkChanged()
	o.m.Facing = dir
	o.m.Elapsed = pusher.Elapsed
	s.start(o, to, pusher.stepTime(), k)
	s.place(o)
	o.done = true
	return true
}

// start begins r's step into to at pace; k is r's occupancy mark.
func (s *system) start(r *moverRef, to Cell, pace time.Duration, k int32) {
	r.e.MarkChanged()
	r.m.From, r.m.Cell = r.m.Cell, to
	r.m.Pace = pace
	r.m.Moving = true
	r.m.Steps++
	s.take(to, k)
}

// place sets r's transform along its slide: From's centre plus the fraction
// Elapsed/Pace of the way to Cell's.
func (s *system) place(r *moverRef) {
	a, b := s.grid.Center(s.origin, r.m.From), s.grid.Center(s.origin, r.m.Cell)
	t := 1.0
	if r.m.Pace > 0 {
		t = min(max(float64(r.m.Elapsed)/float64(r.m.Pace), 0), 1)
	}
	r.e.Transform().SetPosition(griff.V(a[0]+float64((b[0]-a[0])*t), a[1]+float64((b[1]-a[1])*t)))
}

package puzzle

import (
	"slices"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// moveDirs are the move actions and their steps, in the order a held key is
// looked for (the first held one moves).
var moveDirs = [...]struct {
	action string
	dir    grid.Dir
}{{ActionUp, grid.DirUp}, {ActionDown, grid.DirDown}, {ActionLeft, grid.DirLeft}, {ActionRight, grid.DirRight}}

// resting reports whether no mover of the level slides.
func resting(root *scenes.Entity) bool {
	for _, c := range root.Children() {
		if m := scenes.Read[grid.Mover](c); m != nil && m.Moving {
			return false
		}
	}
	return true
}

// player returns the level's player entity, or nil.
func player(root *scenes.Entity) *scenes.Entity {
	for _, c := range root.Children() {
		if scenes.Has[Player](c) && scenes.Has[grid.Mover](c) && c.ActiveInHierarchy() {
			return c
		}
	}
	return nil
}

// move starts a move once everything rests: the oldest queued one
// (Board.Queued), else the direction pressed this step, else the one held
// (a held key repeats). It takes the level's state and tells the player's
// brain; StepPuzzleGoals then keeps the move or, if the grid refused it,
// puts everything back. While something slides, the directions pressed are
// queued instead.
func (s *system) move(b *Board, root *scenes.Entity) {
	p := player(root)
	if p == nil {
		return
	}
	if !resting(root) {
		s.queue(b)
		return
	}
	d := s.wanted()
	if len(b.Queued) > 0 {
		d = b.Queued[0]
		b.Queued = slices.Delete(b.Queued, 0, 1)
	}
	if d == grid.DirNone {
		return
	}
	s.before = capture(s.before[:0], root)
	scenes.Get[Player](p).Want = d
	s.trying = p
}

// wanted returns the first direction pressed this step (even if let go in
// it: a tap shorter than a step), else the first held, else grid.DirNone.
func (s *system) wanted() grid.Dir {
	in := s.game.Input()
	for _, md := range moveDirs {
		if in.Pressed(0, md.action) {
			return md.dir
		}
	}
	for _, md := range moveDirs {
		if in.Held(0, md.action) {
			return md.dir
		}
	}
	return grid.DirNone
}

// queue adds the directions pressed this step to b.Queued, up to
// MaxQueuedMoves.
func (s *system) queue(b *Board) {
	in := s.game.Input()
	for _, md := range moveDirs {
		if in.Pressed(0, md.action) && len(b.Queued) < MaxQueuedMoves {
			b.Queued = append(b.Queued, md.dir)
		}
	}
}

// record makes the state taken as this move began (s.before) the new
// pending state, pushing what the move before it changed onto the history.
func (s *system) record(b *Board) {
	if b.Pending != nil {
		b.History = append(b.History, Entry{Changes: diff(b.Pending, s.before)})
	}
	b.Pending = append(b.Pending[:0:0], s.before...)
	b.Moves = len(b.History) + 1
}

// undo takes back the last move: the level's components are put back as
// they were when it began, movers sliding back.
func (s *system) undo(b *Board, root *scenes.Entity) {
	sc := s.game.Scene()
	b.Queued = nil
	switch {
	case b.Pending != nil:
		restore(sc, b.Pending, b.stepTime())
		b.Pending = nil
	case len(b.History) > 0:
		last := b.History[len(b.History)-1]
		b.History = b.History[:len(b.History)-1]
		restore(sc, last.Changes, b.stepTime())
	default:
		return
	}
	b.Undos++
	b.Moves = len(b.History)
	if b.Pending != nil {
		b.Moves++
	}
	s.cover(root)
}

// restart puts the level back as it was built, as a move of its own (so
// undo takes it back); it does nothing if nothing changed since.
func (s *system) restart(b *Board, root *scenes.Entity) {
	b.Queued = nil
	s.before = capture(s.before[:0], root)
	if len(diff(b.Start, s.before)) == 0 {
		return
	}
	s.record(b)
	restore(s.game.Scene(), b.Start, 0)
}

// goals is StepPuzzleGoals: it keeps or refuses the move tried this step and
// checks the level's goal once everything rests.
func (s *system) goals(g *runtime.Game) {
	if s.link.client() {
		return
	}
	e, b := s.board()
	if b == nil || b.Built != b.Level+1 || b.Start == nil {
		return // no level, or one built this step: the old one goes at the step's end
	}
	s.was.keep(b)
	s.check(g, e, b)
	s.was.mark(e, b)
}

// check is StepPuzzleGoals on the host, for the board b of e with a level
// built.
func (s *system) check(g *runtime.Game, e *scenes.Entity, b *Board) {
	root := levelRoot(e)
	if root == nil {
		return
	}
	if p := s.trying; p != nil {
		s.trying = nil
		if m := scenes.Read[grid.Mover](p); m != nil && m.Moving {
			s.record(b)
			s.endTurn(p)
		} else {
			restore(g.Scene(), s.before, 0) // a refused move changes nothing
		}
	}
	if b.Won || !resting(root) {
		return
	}
	if s.cover(root) && s.outputGoal(e, b) {
		b.Won, b.WonFor = true, 0
		for len(b.Solved) <= b.Level {
			b.Solved = append(b.Solved, false)
		}
		b.Solved[b.Level] = true
	}
}

// endTurn ends the player's turn (runtime/turns) after a move, if it has
// one going: the turns system ends it on its next step.
func (s *system) endTurn(p *scenes.Entity) {
	if !scenes.Has[turns.Actor](p) {
		return
	}
	if t, ok := runtime.LookupService[turns.Turns](s.game); ok {
		t.EndTurn(p)
	}
}

// cover marks the targets crates stand on and colours the crates (marking
// the entities it changes only: scenes' Change marks), and
// reports whether the level's own goal is met: every target covered and the
// player on an exit, for a level that has them.
func (s *system) cover(root *scenes.Entity) bool {
	s.crates = s.crates[:0]
	var at grid.Cell
	for _, c := range root.Children() {
		m := scenes.Read[grid.Mover](c)
		switch {
		case m == nil:
		case scenes.Has[grid.Crate](c):
			s.crates = append(s.crates, m.Cell)
		case scenes.Has[Player](c):
			at = m.Cell
		}
	}
	done, exits, onExit := true, false, false
	for _, c := range root.Children() {
		if t := scenes.Read[Target](c); t != nil {
			if covered := containsCell(s.crates, t.Cell); covered != t.Covered {
				c.MarkChanged()
				t.Covered = covered
			}
			done = done && t.Covered
		}
		if x := scenes.Read[Exit](c); x != nil {
			exits = true
			onExit = onExit || x.Cell == at
		}
	}
	s.paintCrates(root)
	return done && (!exits || onExit)
}

// paintCrates draws each crate by whether it stands on a target: the
// shape's colour or the sheet's tile, marking the crates it changes only.
func (s *system) paintCrates(root *scenes.Entity) {
	targets := s.covered[:0]
	for _, c := range root.Children() {
		if t := scenes.Read[Target](c); t != nil && t.Covered {
			targets = append(targets, t.Cell)
		}
	}
	s.covered = targets
	for _, c := range root.Children() {
		m := scenes.Read[grid.Mover](c)
		if m == nil || !scenes.Has[grid.Crate](c) {
			continue
		}
		done := containsCell(targets, m.Cell)
		if sh := scenes.Read[visual.Shape](c); sh != nil {
			color := colorCrate
			if done {
				color = colorCrateDone
			}
			if sh.Color != color {
				c.MarkChanged()
				sh.Color = color
			}
		}
		if sp := scenes.Read[visual.Sprite](c); sp != nil && sp.Region.W > 0 {
			tile := TileCrate
			if done {
				tile = TileCrateDone
			}
			if r := tileRegion(tile, int(sp.Region.W)); sp.Region != r {
				c.MarkChanged()
				sp.Region = r
			}
		}
	}
}

func containsCell(cells []grid.Cell, c grid.Cell) bool {
	for _, x := range cells {
		if x == c {
			return true
		}
	}
	return false
}

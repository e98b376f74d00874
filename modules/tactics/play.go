package tactics

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// cursorMoves are the cursor's actions and their steps.
var cursorMoves = [...]struct {
	action string
	dir    grid.Dir
}{{ActionUp, grid.DirUp}, {ActionDown, grid.DirDown}, {ActionLeft, grid.DirLeft}, {ActionRight, grid.DirRight}}

// intent is what a player asks of the battle: from the keys, the mouse or
// a network command.
type intent uint8

const (
	doSelect  intent = iota // at a cell: select, move, attack or wait, by mode
	doMove                  // move the selected unit to a cell
	doAttack                // attack the unit on a cell
	doWait                  // end the selected unit's action where it stands
	doEndTurn               // end the player's phase
	doCancel                // step back: unselect, or undo a move
)

// playerInput reads the local player's input in the player's phase: the
// cursor (keys, or the mouse over the map), then one intent.
func (s *system) playerInput(e *scenes.Entity, b *Battle) {
	if panels, ok := runtime.LookupService[ui.IPanels](s.game); ok && panels.Top() != "" {
		return // a menu is open
	}
	in := s.game.Input()
	for _, cm := range cursorMoves {
		if in.Pressed(0, cm.action) {
			if c := b.Cursor.Add(cm.dir.Offset()); s.field.In(c) {
				b.Cursor = c
			}
		}
	}
	pt := in.Pointer(0)
	cell, on := s.pointerCell(e, b, griff.V(pt.X, pt.Y), pt.Known)
	if on && (pt.Moved || in.Pressed(0, ActionClick)) {
		b.Cursor = cell
	}
	switch {
	case in.Pressed(0, ActionSelect) || (on && in.Pressed(0, ActionClick)):
		s.do(e, b, doSelect, b.Cursor)
	case in.Pressed(0, ActionCancel) || in.Pressed(0, ActionBack):
		s.do(e, b, doCancel, b.Cursor)
	case in.Pressed(0, ActionWait):
		s.do(e, b, doWait, b.Cursor)
	case in.Pressed(0, ActionEndTurn):
		s.do(e, b, doEndTurn, b.Cursor)
	case in.Pressed(0, ActionNext):
		s.nextReady(b)
	}
}

// pointerCell returns the cell under the pointer at p (logical pixels: the
// battle is drawn on the HUD), and whether it is on the map.
func (s *system) pointerCell(e *scenes.Entity, b *Battle, p griff.Vec, known bool) (grid.Cell, bool) {
	if !known {
		return grid.Cell{}, false
	}
	inv, ok := e.Transform().World().Invert()
	if !ok {
		return grid.Cell{}, false
	}
	l := inv.Apply(p)
	cs := b.cellSize()
	x, y := math.Floor(l.X()/cs), math.Floor(l.Y()/cs)
	if math.IsNaN(x) || math.IsNaN(y) || x < 0 || y < 0 || x >= float64(b.Width) || y >= float64(b.Height) {
		return grid.Cell{}, false
	}
	return grid.C(int(x), int(y)), true
}

// nextReady puts the cursor on the next player's unit that has not acted,
// after the one under it, in hierarchy order.
func (s *system) nextReady(b *Battle) {
	start := -1
	for i, r := range s.units {
		if r.m.Cell == b.Cursor {
			start = i
		}
	}
	for k := 1; k <= len(s.units); k++ {
		r := s.units[(start+k+len(s.units))%len(s.units)]
		if r.u.Side == SidePlayer && !r.u.Done {
			b.Cursor = r.m.Cell
			return
		}
	}
}

// visible reports whether the player sees cell c (always, without fog).
func (s *system) visible(b *Battle, c grid.Cell) bool {
	if !b.Fog {
		return true
	}
	i := s.field.Index(c)
	return i >= 0 && i < len(s.seen) && s.seen[i]
}

// do carries out what the player asks, at cell c, in the player's phase
// with nothing walking. It reports whether anything changed.
func (s *system) do(e *scenes.Entity, b *Battle, what intent, c grid.Cell) bool {
	sel := s.unit(b.Selected)
	if sel == nil && b.Mode != ModeIdle {
		b.Mode, b.Selected = ModeIdle, 0
	}
	switch what {
	case doEndTurn:
		s.cancelMove(b, sel)
		b.Mode, b.Selected = ModeIdle, 0
		s.endPhase(e, SidePlayer)
		return true
	case doCancel:
		return s.cancelMove(b, sel)
	case doWait:
		if sel == nil || (b.Mode != ModeSelected && b.Mode != ModeActing) {
			return false
		}
		s.finish(e, b, sel)
		return true
	case doMove:
		return b.Mode == ModeSelected && s.moveTo(b, sel, c)
	case doAttack:
		return b.Mode == ModeActing && s.attack(e, b, sel, c)
	}
	return s.selectAt(e, b, sel, c)
}

// selectAt is doSelect: what a click or the select key means at c.
func (s *system) selectAt(e *scenes.Entity, b *Battle, sel *unitRef, c grid.Cell) bool {
	b.Cursor = c
	at := s.unitAt(c)
	switch b.Mode {
	case ModeIdle:
		if at != nil && at.u.Side == SidePlayer && !at.u.Done {
			b.Mode, b.Selected, b.From = ModeSelected, at.u.Number, at.m.Cell
			return true
		}
		return false
	case ModeSelected:
		switch {
		case at == sel:
			b.Mode = ModeActing
			return true
		case at != nil && at.u.Side == SidePlayer && !at.u.Done:
			b.Selected, b.From = at.u.Number, at.m.Cell
			return true
		case s.moveTo(b, sel, c):
			return true
		}
		b.Mode, b.Selected = ModeIdle, 0
		return true
	case ModeActing:
		if at == sel {
			s.finish(e, b, sel)
			return true
		}
		return s.attack(e, b, sel, c)
	}
	return false
}

// moveTo starts sel's walk to c if it can end its move there.
func (s *system) moveTo(b *Battle, sel *unitRef, c grid.Cell) bool {
	if sel == nil || c == sel.m.Cell {
		return false
	}
	s.reach(sel, sel.m.Cell, sel.u.Move)
	if !s.field.Reachable(c) {
		return false
	}
	s.path = s.field.Path(c, s.path)
	sel.write()
	sel.u.Path = append(sel.u.Path[:0], s.path...)
	b.Mode = ModeMoving
	return true
}

// attack makes sel attack the visible enemy on c, if in range, and ends its
// action.
func (s *system) attack(e *scenes.Entity, b *Battle, sel *unitRef, c grid.Cell) bool {
	t := s.unitAt(c)
	if sel == nil || t == nil || t.u.Side == sel.u.Side || !s.visible(b, c) ||
		!InRange(sel.m.Cell, c, sel.u.MinRange, sel.u.MaxRange) {
		return false
	}
	s.fight(b, sel, t)
	s.finish(e, b, sel)
	return true
}

// finish ends sel's action; once every player's unit has acted the phase
// ends (Fire Emblem's "auto end turn").
func (s *system) finish(e *scenes.Entity, b *Battle, sel *unitRef) {
	sel.write()
	sel.u.Done = true
	b.Mode, b.Selected = ModeIdle, 0
	for _, r := range s.units {
		if r.u.Side == SidePlayer && !r.u.Done && r.u.HP > 0 {
			return
		}
	}
	s.endPhase(e, SidePlayer)
}

// cancelMove steps back: a moved unit goes back to where it stood (Fire
// Emblem lets a move be taken back until the unit acts), a selected one is
// unselected.
func (s *system) cancelMove(b *Battle, sel *unitRef) bool {
	switch {
	case sel == nil:
		return false
	case b.Mode == ModeActing:
		sel.write()
		sel.m.Cell, sel.m.From = b.From, b.From // the grid system puts it there (Teleport)
		b.Mode, b.Cursor = ModeSelected, b.From
	default:
		b.Mode, b.Selected = ModeIdle, 0
	}
	return true
}

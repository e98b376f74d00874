package match3

import (
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/runtime/view"
	"github.com/griffengine/griff/scenes"
)

// pointerOnBoard returns the pointer in the board's own units (cell (0, 0)'s
// top-left corner at the origin, a cell CellSize wide: the space the board
// draws in), and true; false if the pointer is not known, is over no
// camera's view, or the board's transform cannot be inverted.
//
// A HUD board is drawn in screen pixels, so the pointer (in the project's
// logical pixels) goes through the board's transform only. A board in the
// world goes first through the camera under the pointer
// (runtime/view.ScreenToWorld: its position, zoom, turn and bounds as the
// step ends), which needs the logical screen's size: the UI system's
// (ui.Screener). A game without the UI system takes the pointer as world
// units.
func pointerOnBoard(g *runtime.Game, e *scenes.Entity, b *Board, pt input.Pointer) (griff.Vec, bool) {
	if !pt.Known {
		return griff.Vec{}, false
	}
	at := griff.V(pt.X, pt.Y)
	if !b.HUD {
		if scr, ok := screen(g); ok {
			var seen bool
			if at, _, seen = view.ScreenToWorld(g.Scene(), scr, at); !seen {
				return griff.Vec{}, false
			}
		}
	}
	inv, ok := e.Transform().World().Invert()
	if !ok {
		return griff.Vec{}, false
	}
	local := inv.Apply(at)
	if math.IsNaN(local[0]) || math.IsNaN(local[1]) || math.IsInf(local[0], 0) || math.IsInf(local[1], 0) {
		return griff.Vec{}, false
	}
	return local, true
}

// screen returns the game's logical screen size from its UI system, if it
// has one.
func screen(g *runtime.Game) (griff.Vec, bool) {
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if !ok {
		return griff.Vec{}, false
	}
	s, ok := panels.(ui.Screener)
	if !ok {
		return griff.Vec{}, false
	}
	return s.Screen(), true
}

// point handles the pointer at at, in the board's own units (known false if
// it is nowhere on the board's view): pressing picks the gem under it (or
// swaps a picked neighbour with it); a grabbed gem dragged half a cell swaps
// that way, also when the button is let go in the same step the drag
// reaches half a cell (what was seen of the drag counts).
func (b *Board) point(at griff.Vec, known, pressed, held bool, tick griff.Tick) {
	if !known {
		if !held {
			b.Grab = false
		}
		return
	}
	size := b.cellSize()
	c := Cell{floorDiv(at.X(), size), floorDiv(at.Y(), size)}
	switch {
	case pressed && b.In(c):
		b.Cursor = c
		if b.Picked && neighbours(b.Pick, c) && b.Swap(b.Pick, c, tick) {
			return
		}
		b.Pick, b.Picked, b.Grab, b.GrabFrom = c, true, true, at
	case b.Grab:
		if b.drag(at, size, tick) || !held {
			b.Grab = false
		}
	}
}

// drag swaps the grabbed gem towards at, the pointer, once it is half a cell
// of size from where it was grabbed; it reports whether it tried.
func (b *Board) drag(at griff.Vec, size float64, tick griff.Tick) bool {
	dx, dy := at.X()-b.GrabFrom.X(), at.Y()-b.GrabFrom.Y()
	if max(dx, -dx, dy, -dy) < size/2 {
		return false
	}
	d := Cell{sign(dx), 0}
	if max(dy, -dy) > max(dx, -dx) {
		d = Cell{0, sign(dy)}
	}
	if to := (Cell{b.Pick.X + d.X, b.Pick.Y + d.Y}); b.Swap(b.Pick, to, tick) {
		b.Cursor = to
	}
	return true
}

// floorDiv returns ⌊v/size⌋ (v in world units, size a cell's side), clamped
// to ±2^30 so that any pointer gives a cell.
func floorDiv(v, size float64) int {
	q := math.Floor(v / size)
	return int(max(-1<<30, min(1<<30, q)))
}

func sign(v float64) int {
	if v < 0 {
		return -1
	}
	return 1
}

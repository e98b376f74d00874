package data

import (
	"errors"
	"fmt"
	"strings"

	"github.com/griffengine/griff/data/table"
)

// Bounds on a Set, checked by NewSet (and so LoadFS, LoadFiles and With), on top of
// the bounds of each table file (table.MaxFileSize, table.MaxCells,
// table.MaxFormulaNodes), so that a set at every bound allocates about 131 MB in
// all while it loads (budget 200 MB).
//
// Memory, measured by TestTableAtBoundsMemory and TestSetAtBoundsMemory
// (counting bytes): a cell whose formula is its own, the costliest, allocates
// about 500 bytes while it loads (Table and Set, garbage included) and keeps
// about 280 (a number cell far less; equal formula cells of a file share one
// parsed formula, and then a cell keeps about 150); a formula node beyond the
// first about 72 more. So a table at every bound allocates about 75 MB in all
// (budget 100 MB), and a set at MaxCells about 131 MB (budget 200 MB; 72 MB
// kept), well within a 1 GB address space; the text of the files (at most 16
// MiB) is held as well. Before these bounds, a 10 MB file of 524,000 distinct
// formula cells allocated 641 MB and kept 215 MB.
const (
	// MaxCells is the most cells all the tables of a set may have together,
	// not counting the id columns (262,144: two tables at table.MaxCells). A
	// number cell takes 40 bytes in a Set; a formula cell about 40 more, plus 8
	// bytes a name it reads (with its Table's, about 500 bytes allocated a cell:
	// see table.MaxCells).
	MaxCells = 1 << 18
	// MaxFormulaNodes is the most nodes the distinct parsed formulas of all the
	// tables of a set may have together (262,144, as many as one table may
	// have: see table.MaxFormulaNodes; about 19 MB).
	MaxFormulaNodes = 1 << 18
	// MaxBytes is the most bytes LoadFS and LoadFiles read in all, every file
	// together (16 MiB; each file also at most table.MaxFileSize). A table keeps
	// the text of its cells, so this bounds the text a set holds.
	MaxBytes = 16 << 20
	// MaxEvalWork bounds the work of evaluating one formula cell that reads
	// dice: the nodes of its formula, plus the most dice its own dice roll, plus
	// the same for each dice cell and dice-reading formula cell it reads, however
	// deep (a cell read twice counts twice, as it is evaluated twice). 2,097,152
	// steps is a few tens of milliseconds; "1000d6!" alone is 21,000 (a die
	// explodes at most dice.MaxExplosions times). Formula cells that read no
	// dice are worked out once at load and read as stored numbers, so they add
	// nothing.
	MaxEvalWork = 1 << 21
	// MaxEvalDepth bounds how deep dice-reading formula cells may read each
	// other (a cell that reads one that reads one ... is 3 deep), which bounds the
	// stack an evaluation takes.
	MaxEvalDepth = 1000
)

// ErrTooMuchWork is wrapped by the error for a formula cell whose evaluation
// could exceed MaxEvalWork or MaxEvalDepth.
var ErrTooMuchWork = errors.New("formula evaluation too costly")

// checkCycles looks for formula cells that read each other in a circle, by depth-
// first search from every formula cell in Cell order (with a stack of its own, so a
// chain of a million cells takes no more than 16 bytes a cell). Without a cycle it
// returns the formula cells in dependency order (each after every formula cell it
// reads).
func (s *Set) checkCycles() ([]int, error) {
	var order []int
	state := make([]uint8, len(s.cells)) // 0 new, 1 on the path, 2 done
	type frame struct{ id, next int }
	var path []frame
	for root := range s.cells {
		if state[root] != 0 || s.cells[root].form == nil {
			continue
		}
		state[root] = 1
		path = append(path[:0], frame{id: root})
		for len(path) > 0 {
			top := &path[len(path)-1]
			f := s.cells[top.id].form
			if top.next == f.NumSlots() {
				state[top.id] = 2
				order = append(order, top.id)
				path = path[:len(path)-1]
				continue
			}
			slot := f.Slot(top.next)
			top.next++
			switch {
			case s.cells[slot].form == nil || state[slot] == 2:
			case state[slot] == 1:
				i := len(path) - 1
				for path[i].id != slot {
					i--
				}
				var names []string
				for _, p := range path[i:] {
					names = append(names, s.name(p.id))
				}
				names = append(names, s.name(slot))
				return nil, s.cellError(slot, fmt.Errorf("%w: %s", ErrCycle, strings.Join(names, " -> ")))
			default:
				state[slot] = 1
				path = append(path, frame{id: slot})
			}
		}
	}
	return order, nil
}

// evalCost is the most work and depth of evaluating a dice-reading formula cell.
type evalCost struct{ work, depth int }

// fixFormulas works out, once, every formula cell that reads no dice (of its own or
// through the cells it reads, transitively), visiting the cells in dependency
// order, so each one reads the values already worked out of the cells it reads. A
// cell that fails keeps its error, which Value returns. Cells that read dice stay
// to be evaluated at each Value, reading the fixed cells' stored values; their
// cost is checked against MaxEvalWork and MaxEvalDepth, and the first one beyond
// is returned as an error wrapping ErrTooMuchWork.
func (s *Set) fixFormulas(order []int) error {
	costs := map[int]evalCost{}
	for _, id := range order {
		c := &s.cells[id]
		if !c.form.HasDice() && s.diceFree(id) {
			var err error
			if c.num, err = s.Value(id, nil); err != nil {
				c.num, c.failed = 0, true
				if s.errs == nil {
					s.errs = map[int]error{}
				}
				s.errs[id] = err
			}
			c.fixed = true
			continue
		}
		cost := s.cost(id, costs)
		if cost.work > MaxEvalWork || cost.depth > MaxEvalDepth {
			return s.cellError(id, fmt.Errorf("%w: evaluating it may take %d steps and read dice-reading formula cells %d deep (nodes evaluated and dice rolled, through the cells it reads), more than %d steps or %d deep",
				ErrTooMuchWork, cost.work, cost.depth, MaxEvalWork, MaxEvalDepth))
		}
		costs[id] = cost
	}
	return nil
}

// cost returns the most work and depth of evaluating the dice-reading formula
// cell id, from the costs of the dice-reading formula cells it reads (each at most
// MaxEvalWork, and at most formula.MaxLen of them, so the sum cannot overflow).
func (s *Set) cost(id int, costs map[int]evalCost) evalCost {
	f := s.cells[id].form
	cost := evalCost{work: f.Expr().Nodes() + f.Expr().MaxRolls(), depth: 1}
	for i := range f.NumSlots() {
		switch sc := &s.cells[f.Slot(i)]; {
		case sc.typ == table.TypeDice:
			cost.work += sc.dice.MaxRolls()
		case sc.typ == table.TypeFormula && !sc.fixed:
			sub := costs[f.Slot(i)]
			cost.work += sub.work
			cost.depth = max(cost.depth, sub.depth+1)
		}
	}
	return cost
}

// diceFree reports whether the cells the formula cell id reads are all numbers or
// fixed formula cells.
func (s *Set) diceFree(id int) bool {
	f := s.cells[id].form
	for i := range f.NumSlots() {
		switch c := &s.cells[f.Slot(i)]; c.typ {
		case table.TypeDice:
			return false
		case table.TypeFormula:
			if !c.fixed {
				return false
			}
		}
	}
	return true
}

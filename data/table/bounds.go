package table

import (
	"errors"
	"fmt"

	"github.com/griffengine/griff/data/dice"
	"github.com/griffengine/griff/data/formula"
)

// Bounds on what one table file may hold, checked by ReadCSV and Parse, so that a
// few bytes cannot ask for more memory than a budget: a table at every bound at
// once allocates about 75 MB in all while it loads (budget 100 MB, asserted by
// package data's TestTableAtBoundsMemory). They are above what a game's
// tables hold (a thousand rows of fifty columns is 51,000 cells).
const (
	// MaxFileSize is the longest table file read, in bytes (8 MiB). The file and
	// the text of its cells are held while it is read: at most about twice this.
	MaxFileSize = 8 << 20
	// MaxCells is the most cells a table file may have: rows times header cells,
	// the header row and the id and comment columns included (131,072). Loading a cell into
	// a Table and a data.Set allocates about 500 bytes in all, garbage included,
	// and keeps about 280 (a formula cell whose formula is its own, the
	// costliest, measured at this bound by data's TestTableAtBoundsMemory; a
	// number cell far less): about 65 MB allocated.
	MaxCells = 1 << 17
	// MaxColumns is the most header cells a table file may have, the id and
	// comment columns included (16,384; a game's widest tables have about a
	// hundred). A column costs more than a cell (its name, type and map entry:
	// a one-row table allocates about 1,450 bytes a formula column, measured by
	// data's TestWideRowBindsLinearly), so this bounds a wide table to about
	// 24 MB allocated in all.
	MaxColumns = 1 << 14
	// MaxFormulaNodes is the most nodes (numbers, dice, names, operators, calls;
	// see formula.Expr.Nodes) the distinct formulas of a table may have in all
	// (262,144). A node beyond the first of a formula allocates about 72 bytes and
	// keeps about 66 (measured), so at most about 19 MB. Equal formula cells
	// share one parsed formula, so a column whose every row reads
	// "hp * 2 + level" counts once.
	MaxFormulaNodes = 1 << 18
)

// ErrTooBig is wrapped by the errors for a table beyond a bound: MaxFileSize,
// MaxColumns, MaxCells or MaxFormulaNodes.
var ErrTooBig = errors.New("table too big")

// sharer parses the cells of one file, giving equal formula and dice cells one
// parsed value (formula.Expr and dice.Expr never change after Parse, so they can
// be shared), and counts the nodes of the distinct formulas.
type sharer struct {
	forms map[string]*formula.Expr
	dice  map[string]*dice.Expr
	nodes int
}

func (sh *sharer) parseCell(t Type, text string, dec decimals) (cell, error) {
	switch t {
	case TypeFormula:
		if f, ok := sh.forms[text]; ok {
			return cell{form: f}, nil
		}
	case TypeDice:
		if d, ok := sh.dice[text]; ok {
			return cell{dice: d}, nil
		}
	default:
		return parseCell(t, text, dec)
	}
	c, err := parseCell(t, text, dec)
	if err != nil {
		return c, err
	}
	if t == TypeDice {
		if sh.dice == nil {
			sh.dice = map[string]*dice.Expr{}
		}
		sh.dice[text] = c.dice
		return c, nil
	}
	if sh.nodes += c.form.Nodes(); sh.nodes > MaxFormulaNodes {
		return cell{}, fmt.Errorf("%w: the distinct formulas of the table have more than %d nodes", ErrTooBig, MaxFormulaNodes)
	}
	if sh.forms == nil {
		sh.forms = map[string]*formula.Expr{}
	}
	sh.forms[text] = c.form
	return c, nil
}

package data

import (
	"fmt"

	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
)

// Row is one row of a table of a Set, as the formula.Env of formulas made by
// Set.Compile: their bare names read this row's columns. Rows are made with the
// Set and never change; Set.Row returns them without allocating.
type Row struct {
	set  *Set
	t, r int
}

// Row returns the row id of the table tableName, or an error wrapping ErrBadRef.
func (s *Set) Row(tableName, id string) (*Row, error) {
	t, ok := s.tableIndex(tableName)
	if !ok {
		return nil, fmt.Errorf("data: %w: no table %s", ErrBadRef, tableName)
	}
	r, ok := s.tables[t].RowIndex(id)
	if !ok {
		return nil, fmt.Errorf("data: %w: no row %q in table %s", ErrBadRef, id, tableName)
	}
	return &s.rows[t][r], nil
}

// RowAt returns row number r (as in Table.RowIndex) of the table tableName. It
// panics if there is no such table or r is out of range.
func (s *Set) RowAt(tableName string, r int) *Row {
	t, ok := s.tableIndex(tableName)
	if !ok {
		panic("data: RowAt: no table " + tableName)
	}
	return &s.rows[t][r]
}

// ID returns the row's id.
func (w *Row) ID() string { return w.set.tables[w.t].ID(w.r) }

// Table returns the row's table.
func (w *Row) Table() *table.Table { return w.set.tables[w.t] }

// Relative slots (formulas made by Compile) are negative: slot = -1 - code, with
// code = column | (via+1) << viaShift, via being the ref column followed or -1.
const viaShift = 24

// Value implements formula.Env: a negative slot reads a column of this row (or of
// the row a ref column of this row names); other slots are Cells of the Set.
func (w *Row) Value(slot int, rng *griff.Rand) (float64, error) {
	if slot >= 0 {
		return w.set.Value(slot, rng)
	}
	code := -1 - slot
	col, via := code&(1<<viaShift-1), code>>viaShift-1
	s := w.set
	if via < 0 {
		return s.Value(s.cellOf(w.t, w.r, col), rng)
	}
	ref := &s.cells[s.cellOf(w.t, w.r, via)]
	if ref.ref < 0 {
		return 0, ErrEmptyRef
	}
	return s.Value(s.cellOf(int(ref.tgt), int(ref.ref), col), rng)
}

// Compile parses src and binds it to the rows of the table tableName: a bare name
// is a column of the row it is evaluated with, "weapon.damage" follows that row's
// ref column weapon, and "table[row].column" is a fixed cell. Evaluate the formula
// with a Row of that table: f.Eval(row, rng). Compile returns a *formula.Error for
// a bad formula or a name that the table does not have.
func (s *Set) Compile(tableName, src string) (*formula.Formula, error) {
	t, ok := s.tableIndex(tableName)
	if !ok {
		return nil, fmt.Errorf("data: %w: no table %s", ErrBadRef, tableName)
	}
	return formula.Compile(src, rowScope{s: s, t: t})
}

// rowScope resolves names to relative slots of any row of table t.
type rowScope struct {
	s *Set
	t int
}

// Resolve implements formula.Scope: a fixed cell for table[row].column, else a
// relative slot (see viaShift).
func (rs rowScope) Resolve(ref formula.Ref) (int, error) {
	s := rs.s
	if ref.Table != "" {
		return cellScope{s: s, t: rs.t}.Resolve(ref)
	}
	via, t := -1, rs.t
	if ref.Via != "" {
		var err error
		if via, err = s.column(t, ref.Via, true); err != nil {
			return 0, err
		}
		var ok bool
		if t, ok = s.tableIndex(s.tables[t].Column(via).Target); !ok {
			return 0, fmt.Errorf("%w: no table %s", ErrBadRef, s.tables[t].Column(via).Target)
		}
	}
	col, err := s.column(t, ref.Column, false)
	if err != nil {
		return 0, err
	}
	return -1 - (col | (via+1)<<viaShift), nil
}

package data

import (
	"fmt"

	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/data/table"
)

// loadCells fills the cells of table ti, resolving ref cells.
func (s *Set) loadCells(ti int) error {
	t := s.tables[ti]
	for c, col := range t.Columns() {
		tgt := -1
		if col.Type == table.TypeRef {
			var ok bool
			if tgt, ok = s.tableIndex(col.Target); !ok {
				return t.CellError(-1, c, fmt.Errorf("%w: no table %s", ErrBadRef, col.Target))
			}
		}
		for r := range t.Len() {
			v := cellValue{typ: col.Type, ref: -1, tgt: int32(tgt)}
			switch col.Type {
			case table.TypeInt, table.TypeFloat, table.TypeBool:
				v.num = t.Number(r, c)
			case table.TypeDice:
				v.dice = t.Dice(r, c)
			case table.TypeRef:
				if id := t.Ref(r, c); id != "" {
					row, ok := s.tables[tgt].RowIndex(id)
					if !ok {
						return t.CellError(r, c, fmt.Errorf("%w: no row %q in table %s", ErrBadRef, id, col.Target))
					}
					v.ref = int32(row)
				}
			}
			s.cells[s.cellOf(ti, r, c)] = v
		}
	}
	return nil
}

// nodeCount counts the nodes of the distinct parsed formulas of a set, against
// MaxFormulaNodes. seen is looked up, never iterated.
type nodeCount struct {
	seen  map[*formula.Expr]bool
	nodes int
}

// add counts e unless it was counted; it returns an error wrapping
// table.ErrTooBig once the count passes MaxFormulaNodes.
func (nc *nodeCount) add(e *formula.Expr) error {
	if nc.seen[e] {
		return nil
	}
	nc.seen[e] = true
	if nc.nodes += e.Nodes(); nc.nodes > MaxFormulaNodes {
		return fmt.Errorf("%w: the distinct formulas of the tables have more than %d nodes in all", table.ErrTooBig, MaxFormulaNodes)
	}
	return nil
}

// bindFormulas binds the formula cells of table ti, counting their formulas'
// nodes in nc.
func (s *Set) bindFormulas(ti int, nc *nodeCount) error {
	t := s.tables[ti]
	for c, col := range t.Columns() {
		if col.Type != table.TypeFormula {
			continue
		}
		for r := range t.Len() {
			e := t.Formula(r, c)
			if err := nc.add(e); err != nil {
				return t.CellError(r, c, err)
			}
			f, err := e.Bind(cellScope{s: s, t: ti, r: r})
			if err != nil {
				return t.CellError(r, c, err)
			}
			s.cells[s.cellOf(ti, r, c)].form = f
		}
	}
	return nil
}

// cellScope resolves the names of the formula in a cell to Cells.
type cellScope struct {
	s    *Set
	t, r int
}

// Resolve implements formula.Scope: it returns the Cell that ref names, seen from
// the cell's own row.
func (cs cellScope) Resolve(ref formula.Ref) (int, error) {
	s := cs.s
	t, r := cs.t, cs.r
	switch {
	case ref.Table != "":
		var ok bool
		if t, ok = s.tableIndex(ref.Table); !ok {
			return 0, fmt.Errorf("%w: no table %s", ErrBadRef, ref.Table)
		}
		if r, ok = s.tables[t].RowIndex(ref.Row); !ok {
			return 0, fmt.Errorf("%w: no row %q in table %s", ErrBadRef, ref.Row, ref.Table)
		}
	case ref.Via != "":
		via, err := s.column(t, ref.Via, true)
		if err != nil {
			return 0, err
		}
		v := s.cells[s.cellOf(t, r, via)]
		if v.ref < 0 {
			return 0, fmt.Errorf("%w: %s is empty in this row", ErrBadRef, ref.Via)
		}
		t, r = int(v.tgt), int(v.ref)
	}
	c, err := s.column(t, ref.Column, false)
	if err != nil {
		return 0, err
	}
	return s.cellOf(t, r, c), nil
}

// column finds a column of table t that a formula can read (a number) or, if via,
// follow (a ref).
func (s *Set) column(t int, name string, via bool) (int, error) {
	tb := s.tables[t]
	c, ok := tb.ColumnIndex(name)
	if !ok {
		return 0, fmt.Errorf("%w: no column %q in table %s", ErrBadRef, name, tb.Name())
	}
	switch typ := tb.Column(c).Type; {
	case via && typ != table.TypeRef:
		return 0, fmt.Errorf("%w: %s is %v, not a ref column", ErrBadRef, name, typ)
	case !via && typ == table.TypeRef:
		return 0, fmt.Errorf("%w: %s is a ref column; name a column of the row it names, as in %s.column", ErrBadRef, name, name)
	case !via && !typ.IsNumber():
		return 0, fmt.Errorf("%w: %s is %v, which formulas cannot read", ErrBadRef, name, typ)
	}
	return c, nil
}

// cellError returns a *table.Error for the cell id.
func (s *Set) cellError(id int, err error) error {
	t, r, c := s.locate(id)
	return s.tables[t].CellError(r, c, err)
}

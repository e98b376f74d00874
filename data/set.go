package data

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/griffengine/griff/data/dice"
	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/griff"
)

// Errors a Set returns. NewSet, LoadFS and LoadFiles wrap them in a *table.Error
// naming the file, row and column; Cell, Row, Compile and Eval wrap ErrBadRef in a
// message naming what is missing; ErrNeedsRow and ErrEmptyRef come from
// evaluation, unwrapped (so returning them allocates nothing).
var (
	// ErrCycle: formula cells that read each other in a circle. The message names
	// the path, such as "stats[hero].a -> stats[hero].b -> stats[hero].a".
	ErrCycle = errors.New("formula cycle")
	// ErrBadRef: a reference (a ref cell or a name in a formula) that names no table,
	// row or column, or a column a formula cannot read (text, ref).
	ErrBadRef = errors.New("bad reference")
	// ErrNeedsRow: a formula compiled with Set.Compile was evaluated without a Row.
	ErrNeedsRow = errors.New("data: formula reads columns of a row; evaluate it with a Row")
	// ErrEmptyRef: a formula compiled with Set.Compile followed an empty ref cell.
	ErrEmptyRef = errors.New("data: formula follows an empty reference")
)

// Set is all the tables of a game, loaded together: every ref cell names an
// existing row, every formula cell is bound to the cells it reads, and no formula
// cells read each other in a cycle. A Set never changes after it is made and is
// safe for concurrent use (each evaluation needs its own *griff.Rand).
//
// A Set is also the formula.Env of its formula cells: their slots are Cells.
type Set struct {
	tables []*table.Table // sorted by name
	base   []int          // first Cell of each table
	cells  []cellValue    // every cell: table by table, row by row, column by column
	rows   [][]Row        // a Row for each row of each table
	errs   map[int]error  // the error of each failed fixed formula cell
}

// Cell names one cell of a Set. Cells are numbered table by table (in name order),
// row by row, column by column, from 0.
type Cell int

// cellValue is a cell ready to read (40 bytes).
type cellValue struct {
	num  float64
	dice *dice.Expr
	form *formula.Formula
	ref  int32 // TypeRef: row in the target table, -1 if empty
	tgt  int32 // TypeRef: target table
	typ  table.Type
	// TypeFormula: fixed is set when the cell reads no dice, even through the cells
	// it reads; its value (num) or, if failed, its error (in Set.errs) was worked
	// out when the set was loaded.
	fixed, failed bool
}

// NewSet loads tables into a set: it resolves every ref cell, binds every formula
// cell and checks them for cycles, in table name order, row order and column order,
// and returns the first error as a *table.Error naming the file, row and column (and
// wrapping ErrBadRef, ErrCycle or a *formula.Error). Table names must be distinct.
func NewSet(tables ...*table.Table) (*Set, error) {
	s := &Set{tables: slices.Clone(tables)}
	slices.SortStableFunc(s.tables, func(a, b *table.Table) int { return strings.Compare(a.Name(), b.Name()) })
	n := 0
	for i, t := range s.tables {
		if i > 0 && s.tables[i-1].Name() == t.Name() {
			return nil, t.CellError(-1, -1, fmt.Errorf("two tables called %s", t.Name()))
		}
		s.base = append(s.base, n)
		n += t.Len() * t.NumColumns()
		if n > MaxCells {
			return nil, t.CellError(-1, -1, fmt.Errorf("%w: the tables have more than %d cells in all", table.ErrTooBig, MaxCells))
		}
	}
	s.cells = make([]cellValue, n)
	s.rows = make([][]Row, len(s.tables))
	for ti, t := range s.tables {
		s.rows[ti] = make([]Row, t.Len())
		for r := range s.rows[ti] {
			s.rows[ti][r] = Row{set: s, t: ti, r: r}
		}
		if err := s.loadCells(ti); err != nil {
			return nil, err
		}
	}
	nc := &nodeCount{seen: map[*formula.Expr]bool{}}
	for ti := range s.tables {
		if err := s.bindFormulas(ti, nc); err != nil {
			return nil, err
		}
	}
	order, err := s.checkCycles()
	if err != nil {
		return nil, err
	}
	if err := s.fixFormulas(order); err != nil {
		return nil, err
	}
	return s, nil
}

// LoadFS reads every dir/*.csv file of fsys (in name order) with table.ReadCSV
// (no more than table.MaxFileSize+1 bytes of each) and loads them with NewSet. A
// file's table name is its base name without ".csv". Files longer than MaxBytes
// in all are refused with a *table.Error naming the file that crosses it and
// wrapping table.ErrTooBig.
func LoadFS(fsys fs.FS, dir string) (*Set, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.csv"))
	if err != nil {
		return nil, fmt.Errorf("data: listing %s: %w", dir, err)
	}
	slices.Sort(names)
	var tables []*table.Table
	read := int64(0)
	for _, name := range names {
		t, err := readTable(fsys, name, &read)
		if err != nil {
			return nil, err
		}
		tables = append(tables, t)
	}
	return NewSet(tables...)
}

// readTable reads the table file name of fsys with table.ReadCSV, which reads no
// more than table.MaxFileSize+1 bytes of it, adding the bytes read to *read; it
// refuses the file if *read passes MaxBytes.
func readTable(fsys fs.FS, name string, read *int64) (*table.Table, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("data: reading %s: %w", name, err)
	}
	defer f.Close()
	cr := &countReader{r: f}
	t, err := table.ReadCSV(cr, name)
	if *read += cr.n; *read > MaxBytes {
		return nil, tooManyBytes(name)
	}
	return t, err
}

// countReader counts the bytes read from r.
type countReader struct {
	r io.Reader
	n int64
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// tooManyBytes is the error for the file that takes a set's files past MaxBytes.
func tooManyBytes(name string) error {
	return &table.Error{File: name, Err: fmt.Errorf("%w: the table files are longer than %d bytes in all", table.ErrTooBig, MaxBytes)}
}

// LoadFiles reads each file (name to CSV bytes, such as "weapons.csv") with
// table.Parse, in name order, and loads them with NewSet. Files longer than
// MaxBytes in all are refused as LoadFS refuses them.
func LoadFiles(files map[string][]byte) (*Set, error) {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	var tables []*table.Table
	read := 0
	for _, name := range names {
		if read += len(files[name]); read > MaxBytes {
			return nil, tooManyBytes(name)
		}
		t, err := table.Parse(files[name], name)
		if err != nil {
			return nil, err
		}
		tables = append(tables, t)
	}
	return NewSet(tables...)
}

// With returns a new set with t in place of the table of the same name (or added),
// checked as NewSet checks. s does not change.
func (s *Set) With(t *table.Table) (*Set, error) {
	tables := slices.DeleteFunc(slices.Clone(s.tables), func(o *table.Table) bool { return o.Name() == t.Name() })
	return NewSet(append(tables, t)...)
}

// Tables returns the set's tables, sorted by name.
func (s *Set) Tables() []*table.Table { return slices.Clone(s.tables) }

// Table returns the table called name, or nil and false.
func (s *Set) Table(name string) (*table.Table, bool) {
	i, ok := s.tableIndex(name)
	if !ok {
		return nil, false
	}
	return s.tables[i], true
}

func (s *Set) tableIndex(name string) (int, bool) {
	return slices.BinarySearchFunc(s.tables, name, func(t *table.Table, n string) int { return strings.Compare(t.Name(), n) })
}

func (s *Set) cellOf(t, r, c int) int { return s.base[t] + r*s.tables[t].NumColumns() + c }

// Cell returns the cell at tableName[rowID].column, or an error wrapping ErrBadRef.
func (s *Set) Cell(tableName, rowID, column string) (Cell, error) {
	t, ok := s.tableIndex(tableName)
	if !ok {
		return -1, fmt.Errorf("data: %w: no table %s", ErrBadRef, tableName)
	}
	r, ok := s.tables[t].RowIndex(rowID)
	if !ok {
		return -1, fmt.Errorf("data: %w: no row %q in table %s", ErrBadRef, rowID, tableName)
	}
	c, ok := s.tables[t].ColumnIndex(column)
	if !ok {
		return -1, fmt.Errorf("data: %w: no column %q in table %s", ErrBadRef, column, tableName)
	}
	return Cell(s.cellOf(t, r, c)), nil
}

// Eval returns the value of a cell: an int, float or bool (1 or 0) as it is, a dice
// cell rolled with rng, a formula cell that reads no dice (not even through the
// cells it reads) as worked out when the set was loaded (its value or its error),
// any other formula cell evaluated afresh (dice in it and in the formula cells it
// reads that read dice are rolled again). Text and ref cells are ErrBadRef. The error of a
// failing formula cell is wrapped with the cell's name. Eval allocates nothing
// unless it fails. It panics if c is not a cell of s.
func (s *Set) Eval(c Cell, rng *griff.Rand) (float64, error) { return s.Value(int(c), rng) }

// Formula returns the bound formula of a formula cell, or nil for other cells.
// Evaluate it with the Set as its Env: f.Eval(set, rng).
func (s *Set) Formula(c Cell) *formula.Formula { return s.cells[c].form }

// Value implements formula.Env for formula cells: slot is a Cell. A negative slot
// (a formula made by Compile) returns ErrNeedsRow.
func (s *Set) Value(slot int, rng *griff.Rand) (float64, error) {
	if slot < 0 {
		return 0, ErrNeedsRow
	}
	c := &s.cells[slot]
	switch c.typ {
	case table.TypeDice:
		return float64(c.dice.Roll(rng)), nil
	case table.TypeFormula:
		if c.fixed {
			if c.failed {
				return 0, s.errs[slot]
			}
			return c.num, nil
		}
		v, err := c.form.Eval(s, rng)
		if err != nil {
			return 0, fmt.Errorf("%s: %w", s.name(slot), err)
		}
		return v, nil
	case table.TypeText, table.TypeRef:
		return 0, fmt.Errorf("data: %w: %s is %v", ErrBadRef, s.name(slot), c.typ)
	}
	return c.num, nil
}

// locate returns the table, row and column of the cell id.
func (s *Set) locate(id int) (t, r, c int) {
	for t = len(s.tables) - 1; t > 0; t-- {
		if s.base[t] <= id && id < s.base[t]+s.tables[t].Len()*s.tables[t].NumColumns() {
			break
		}
	}
	n := s.tables[t].NumColumns()
	return t, (id - s.base[t]) / n, (id - s.base[t]) % n
}

// name returns a cell's name as a formula writes it: table[row].column.
func (s *Set) name(id int) string {
	t, r, c := s.locate(id)
	tb := s.tables[t]
	return formula.Ref{Table: tb.Name(), Row: tb.ID(r), Column: tb.Column(c).Name}.String()
}

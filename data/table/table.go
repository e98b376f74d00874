package table

import (
	"fmt"

	"github.com/griffengine/griff/data/dice"
	"github.com/griffengine/griff/data/formula"

	"github.com/griffengine/griff/data/internal/quote"
)

// Table is an immutable table of game data: rows keyed by a unique id, and typed
// columns. Nothing changes a Table after it is made: the With... methods return a
// new Table and leave the old one as it was (columns that did not change are
// shared). A *Table is safe for concurrent use.
//
// Rows and columns are numbered from 0 in file order. Accessors panic, as
// programmer mistakes, if a row or column number is out of range or the column has
// another type.
type Table struct {
	name   string
	file   string // where it was read from, for errors; "" if made in code
	idName string // header of the id column
	cols   []Column
	colIdx map[string]int // column number by name; built with cols, never changed after
	colPos []int          // 1-based column in the file, 0 if not from a file
	ids    []string
	src    []srcPos // where each row came from
	index  map[string]int
	data   [][]cell // data[col][row]
	comma  decimals // how float cells write decimals (from the file's separator and cells)
}

// New returns an empty table with the given name, id column header and columns.
// It returns an error if a name is not a valid name (see IsName), a column name
// repeats (or repeats idName), or a TypeRef column has no Target.
func New(name, idName string, cols ...Column) (*Table, error) {
	t := &Table{name: name, idName: idName, index: map[string]int{}, colIdx: map[string]int{}}
	if !IsName(name) {
		return nil, fmt.Errorf("table: %q is not a table name", name)
	}
	if !IsName(idName) {
		return nil, fmt.Errorf("table %s: id column %q is not a name", name, idName)
	}
	for _, c := range cols {
		if err := t.checkNewColumn(c); err != nil {
			return nil, err
		}
		t.colIdx[c.Name] = len(t.cols)
		t.cols = append(t.cols, c)
		t.colPos = append(t.colPos, 0)
		t.data = append(t.data, nil)
	}
	return t, nil
}

func (t *Table) checkNewColumn(c Column) error {
	switch {
	case !IsName(c.Name):
		return fmt.Errorf("table %s: %q is not a column name", t.name, c.Name)
	case c.Name == t.idName:
		return fmt.Errorf("table %s: column %q is the id column", t.name, c.Name)
	case c.Type > TypeRef:
		return fmt.Errorf("table %s: column %q has unknown type %v", t.name, c.Name, c.Type)
	case c.Type == TypeRef && !IsName(c.Target):
		return fmt.Errorf("table %s: column %q refers to no table", t.name, c.Name)
	}
	if _, dup := t.ColumnIndex(c.Name); dup {
		return fmt.Errorf("table %s: column %q twice", t.name, c.Name)
	}
	return nil
}

// Name returns the table's name (a CSV file's base name without ".csv").
func (t *Table) Name() string { return t.name }

// File returns the file the table was read from, or "" if it was made in code.
func (t *Table) File() string { return t.file }

// IDName returns the header of the id column, such as "id".
func (t *Table) IDName() string { return t.idName }

// Len returns the number of rows.
func (t *Table) Len() int { return len(t.ids) }

// NumColumns returns the number of columns, not counting the id column.
func (t *Table) NumColumns() int { return len(t.cols) }

// Column returns column col.
func (t *Table) Column(col int) Column { return t.cols[col] }

// Columns returns a copy of the columns, in order.
func (t *Table) Columns() []Column { return append([]Column(nil), t.cols...) }

// ColumnIndex returns the number of the column called name, and whether there is
// one. It takes the same time whatever the number of columns (one map lookup), so
// binding the formulas of a table is linear in its cells.
func (t *Table) ColumnIndex(name string) (int, bool) {
	if i, ok := t.colIdx[name]; ok {
		return i, true
	}
	return -1, false
}

// indexColumns builds t.colIdx afresh from t.cols. A table shares its map with
// the copies made from it until one changes its columns, which calls this.
func (t *Table) indexColumns() {
	t.colIdx = make(map[string]int, len(t.cols))
	for i, c := range t.cols {
		t.colIdx[c.Name] = i
	}
}

// ID returns the id of row row.
func (t *Table) ID(row int) string { return t.ids[row] }

// IDs returns a copy of the row ids, in order.
func (t *Table) IDs() []string { return append([]string(nil), t.ids...) }

// RowIndex returns the number of the row with the given id, and whether there is one.
func (t *Table) RowIndex(id string) (int, bool) {
	r, ok := t.index[id]
	return r, ok
}

func (t *Table) at(row, col int, want Type) cell {
	if t.cols[col].Type != want {
		panic(fmt.Sprintf("table: %s.%s is %v, not %v", t.name, t.cols[col].Name, t.cols[col].Type, want))
	}
	return t.data[col][row]
}

// Int returns the cell of an int column.
func (t *Table) Int(row, col int) int64 { return t.at(row, col, TypeInt).i }

// Float returns the cell of a float column.
func (t *Table) Float(row, col int) float64 { return t.at(row, col, TypeFloat).num }

// Bool returns the cell of a bool column.
func (t *Table) Bool(row, col int) bool { return t.at(row, col, TypeBool).num != 0 }

// Text returns the cell of a text column, as written.
func (t *Table) Text(row, col int) string { return t.at(row, col, TypeText).text }

// Ref returns the row id in a ref column's cell, or "" if the cell is empty.
func (t *Table) Ref(row, col int) string { return t.at(row, col, TypeRef).text }

// Dice returns the dice expression of a dice column's cell (an empty cell is "0").
func (t *Table) Dice(row, col int) *dice.Expr { return t.at(row, col, TypeDice).dice }

// Formula returns the parsed formula of a formula column's cell (an empty cell is
// "0"). To evaluate it, bind it to a table set (package data).
func (t *Table) Formula(row, col int) *formula.Expr { return t.at(row, col, TypeFormula).form }

// Number returns the cell of an int, float or bool column as a float64 (bools are 1
// or 0). It panics for other types.
func (t *Table) Number(row, col int) float64 {
	switch t.cols[col].Type {
	case TypeInt, TypeFloat, TypeBool:
		return t.data[col][row].num
	}
	panic(fmt.Sprintf("table: %s.%s is %v, not a number", t.name, t.cols[col].Name, t.cols[col].Type))
}

// Cell returns the canonical text of any cell: what WriteCSV writes and WithCell
// reads back.
func (t *Table) Cell(row, col int) string { return t.data[col][row].format(t.cols[col].Type) }

// srcPos is where a row was read: 1-based row (header = 1) and line; 0 if made in code.
type srcPos struct{ row, line int }

// Error is a mistake in a table: which file, row and column, and what.
type Error struct {
	File   string // the file, or the table name if it was not read from a file
	Row    int    // 1-based row of the file (the header is row 1, or 2 after a sep line), 0 if not about a row
	Line   int    // 1-based line where the row starts (quoted newlines make rows longer), 0 if unknown
	Column int    // 1-based column of the file, 0 if not about a column
	Name   string // the column's name, if known
	Err    error
}

// Error returns "FILE:LINE: row R, column C (NAME): ERR", leaving out what is unknown.
func (e *Error) Error() string {
	s := e.File
	if e.Line > 0 {
		s += fmt.Sprintf(":%d", e.Line)
	}
	s += ": "
	if e.Row > 0 {
		s += fmt.Sprintf("row %d", e.Row)
		if e.Column > 0 || e.Name != "" {
			s += ", "
		}
	}
	if e.Column > 0 {
		s += fmt.Sprintf("column %d", e.Column)
		if e.Name != "" {
			s += " (" + e.Name + ")"
		}
	} else if e.Name != "" {
		s += "column " + e.Name
	}
	if e.Row > 0 || e.Column > 0 || e.Name != "" {
		s += ": "
	}
	return s + e.Err.Error()
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// CellError returns an *Error about the cell at row, col (either may be -1 for
// "not about a row/column") naming the file, row, line, column and column name.
func (t *Table) CellError(row, col int, err error) *Error {
	e := &Error{File: t.file, Err: err}
	if e.File == "" {
		e.File = t.name
	}
	if row >= 0 {
		e.Row, e.Line = t.src[row].row, t.src[row].line
		e.Err = fmt.Errorf("%s %s: %w", t.idName, quote.Q(t.ids[row]), err)
	}
	if col >= 0 {
		e.Column, e.Name = t.colPos[col], t.cols[col].Name
	}
	return e
}

package tables

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/data/table"
)

// Reader reads a module's own table (a unit or skill table, say) by column
// name and type, and its cells as whole numbers in a range, trimmed text or
// one of a list of words, gathering every mistake in Errs instead of
// stopping at the first, so one read tells a game's author everything that
// is wrong. A mistake about a cell is a *table.Error naming the file, line,
// row, column and the row's id; a missing column names the file and the
// header to write.
//
// A column that is not there is -1, and reading a cell of column -1 gives
// the method's empty value (lo, "", not found) without another error, so a
// reader can go on through the rows after a missing column. The zero Reader
// is not usable: make one with [NewReader]. Reading a cell of a column of
// another type than the method's, or a row out of range, is a mistake in
// code and panics (as the table's own accessors do).
type Reader struct {
	// Table is the table read.
	Table *table.Table
	// Errs are the mistakes found so far, in the order they were found.
	Errs []error
}

// NewReader returns a Reader of t with no mistakes yet.
func NewReader(t *table.Table) *Reader { return &Reader{Table: t} }

// Column returns the index of the column called name (the id column is not
// one) if it has type typ; otherwise it adds the mistake
// `FILE: no TYPE column "NAME" (write its header NAME:TYPE)` and returns -1.
func (r *Reader) Column(name string, typ table.Type) int {
	i, ok := r.Table.ColumnIndex(name)
	if !ok || r.Table.Column(i).Type != typ {
		r.Errs = append(r.Errs, fmt.Errorf("%s: no %s column %q (write its header %s:%s)", r.Table.File(), typ, name, name, typ))
		return -1
	}
	return i
}

// Int returns the whole number in the int column col of row, which must be
// from lo to hi (both included). A number out of range is the mistake
// "N is not from LO to HI" at its cell, and the nearest of lo and hi is
// returned; column -1 gives lo.
func (r *Reader) Int(row, col, lo, hi int) int {
	if col < 0 {
		return lo
	}
	n := r.Table.Int(row, col)
	if n < int64(lo) || n > int64(hi) {
		r.Errorf(row, col, "%d is not from %d to %d", n, lo, hi)
		return int(min(max(n, int64(lo)), int64(hi)))
	}
	return int(n)
}

// Text returns the text column col of row with the space around it taken
// off; column -1 gives "".
func (r *Reader) Text(row, col int) string {
	if col < 0 {
		return ""
	}
	return strings.TrimSpace(r.Table.Text(row, col))
}

// Word returns the index in names of the text of column col of row
// (trimmed), or -1 if it is none of them (column -1 reads as ""). It adds
// no mistake: the caller words its own, with Errorf.
func (r *Reader) Word(row, col int, names []string) int {
	s := r.Text(row, col)
	for i, n := range names {
		if n == s {
			return i
		}
	}
	return -1
}

// Errorf adds a mistake about the cell at row, col, formatted as
// fmt.Errorf does: a *table.Error at the cell (file:line, row, column and
// the row's id), or, for column -1, `FILE: row "ID": ...` (the column is
// missing, as said already).
func (r *Reader) Errorf(row, col int, format string, args ...any) {
	if col < 0 {
		r.Errs = append(r.Errs, fmt.Errorf("%s: row %q: "+format, append([]any{r.Table.File(), r.Table.ID(row)}, args...)...))
		return
	}
	r.Errs = append(r.Errs, r.Table.CellError(row, col, fmt.Errorf(format, args...)))
}

package curve

import (
	"fmt"
	"strconv"

	"github.com/griffengine/griff/data/table"
)

// Levels returns a table called name with an id column "level" and one row for
// each level from, from+1, ..., to (ids "1", "2", ...), and no other columns,
// built in one go (time linear in the levels). It returns an error if to < from,
// there are more than MaxValues levels, or name is not a table name.
func Levels(name string, from, to int) (*table.Table, error) {
	n, err := levelCount(from, to)
	if err != nil {
		return nil, err
	}
	t, err := table.New(name, "level")
	if err != nil {
		return nil, err
	}
	ids := make([]string, n)
	for i := range ids {
		ids[i] = strconv.Itoa(from + i)
	}
	return t.WithEmptyRows(ids...)
}

// Fill returns a copy of t with the column named column set from c: each row's id
// is read as its level (an integer), the curve's value there is rounded by r, and
// stored as an int column if r rounds to whole numbers (Mode != RoundNone and Step
// a whole number, or 0) and as a float column otherwise. It returns an error if a
// row id is not an integer or a value is not finite or does not fit an int64, and
// an *table.Error if column is not a column name (see table.IsName) or is t's id
// column.
func Fill(t *table.Table, column string, c Curve, r Rounding) (*table.Table, error) {
	switch {
	case !table.IsName(column):
		return nil, t.CellError(-1, -1, fmt.Errorf("curve: %q is not a column name", column))
	case column == t.IDName():
		return nil, t.CellError(-1, -1, fmt.Errorf("curve: %q is the id column, which holds the levels", column))
	}
	vals := make([]float64, t.Len())
	for row := range vals {
		x, err := strconv.Atoi(t.ID(row))
		if err != nil {
			return nil, t.CellError(row, -1, fmt.Errorf("curve: row id is not a level number"))
		}
		v, err := Values(c, x, x, r)
		if err != nil {
			return nil, t.CellError(row, -1, err)
		}
		vals[row] = v[0]
	}
	if r.Mode == RoundNone || r.Step != float64(int64(r.Step)) {
		return t.WithFloats(column, vals), nil
	}
	ints := make([]int64, len(vals))
	for i, v := range vals {
		if v < -(1<<63) || v >= 1<<63 {
			return nil, t.CellError(i, -1, fmt.Errorf("curve: %s = %v does not fit an int", column, v))
		}
		ints[i] = int64(v)
	}
	return t.WithInts(column, ints), nil
}

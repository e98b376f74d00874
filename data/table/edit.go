package table

import (
	"fmt"
	"slices"
	"strings"

	"github.com/griffengine/griff/data/internal/quote"
)

// clone returns a shallow copy of t: the column slices are shared until a With
// method replaces one (it never writes into a shared slice).
func (t *Table) clone() *Table {
	c := *t
	c.cols = slices.Clone(t.cols)
	c.colPos = slices.Clone(t.colPos)
	c.data = slices.Clone(t.data)
	return &c
}

func (t *Table) reindex() {
	t.index = make(map[string]int, len(t.ids))
	for i, id := range t.ids {
		t.index[id] = i
	}
}

// WithName returns a copy of t called name. It panics if name is not a valid name.
func (t *Table) WithName(name string) *Table {
	if !IsName(name) {
		panic(fmt.Sprintf("table: WithName: %q is not a name", name))
	}
	c := t.clone()
	c.name = name
	return c
}

// WithCell returns a copy of t with the cell at row, col read from text (as a CSV
// cell of the column's type). It returns an *Error naming the cell if text is not
// valid for the column; t never changes. It panics if row or col is out of range.
func (t *Table) WithCell(row, col int, text string) (*Table, error) {
	v, err := parseCell(t.cols[col].Type, text, t.comma)
	if err != nil {
		return nil, t.CellError(row, col, err)
	}
	c := t.clone()
	c.data[col] = slices.Clone(t.data[col])
	c.data[col][row] = v
	return c, nil
}

func checkID(id string) error {
	if id == "" || id != strings.TrimSpace(id) || strings.HasPrefix(id, "#") {
		return fmt.Errorf("row id %s is empty, has spaces around it or starts with #", quote.Q(id))
	}
	return nil
}

// WithRow returns a copy of t with the row id set to cells (one text per column,
// in column order, read as WithCell reads them): the row is replaced if t has it,
// else added at the end. It returns an *Error if the id or a cell is not valid or
// len(cells) != NumColumns().
func (t *Table) WithRow(id string, cells ...string) (*Table, error) {
	if err := checkID(id); err != nil {
		return nil, t.CellError(-1, -1, err)
	}
	if len(cells) != len(t.cols) {
		return nil, t.CellError(-1, -1, fmt.Errorf("row %s has %d cells, want %d", quote.Q(id), len(cells), len(t.cols)))
	}
	c := t.clone()
	row, ok := t.index[id]
	if !ok {
		row = len(t.ids)
		c.ids = append(slices.Clone(t.ids), id)
		c.src = append(slices.Clone(t.src), srcPos{})
		c.reindex()
	}
	for col, text := range cells {
		v, err := parseCell(t.cols[col].Type, text, t.comma)
		if err != nil {
			e := t.CellError(-1, col, fmt.Errorf("%s %s: %w", t.idName, quote.Q(id), err))
			if ok {
				e = t.CellError(row, col, err)
			}
			return nil, e
		}
		c.data[col] = append(slices.Clone(t.data[col][:len(t.ids)]), make([]cell, len(c.ids)-len(t.ids))...)
		c.data[col][row] = v
	}
	return c, nil
}

// WithEmptyRows returns a copy of t with a row added at the end for each id, in
// order, every cell empty (an empty cell of its type: 0, false, "", no row). It
// takes time linear in the rows (WithRow, adding one row at a time, copies the
// table each time). It returns an *Error if an id is not valid, repeats, or names a
// row t already has.
func (t *Table) WithEmptyRows(ids ...string) (*Table, error) {
	c := t.clone()
	c.ids = append(slices.Clone(t.ids), ids...)
	c.src = append(slices.Clone(t.src), make([]srcPos, len(ids))...)
	c.index = make(map[string]int, len(c.ids))
	for i, id := range c.ids {
		if i >= len(t.ids) {
			if err := checkID(id); err != nil {
				return nil, t.CellError(-1, -1, err)
			}
		}
		if _, dup := c.index[id]; dup {
			return nil, t.CellError(-1, -1, fmt.Errorf("row id %s twice", quote.Q(id)))
		}
		c.index[id] = i
	}
	for col := range c.cols {
		empty, err := parseCell(c.cols[col].Type, "", c.comma)
		if err != nil {
			return nil, t.CellError(-1, col, err)
		}
		c.data[col] = append(slices.Clone(t.data[col][:len(t.ids)]), make([]cell, len(ids))...)
		for r := len(t.ids); r < len(c.ids); r++ {
			c.data[col][r] = empty
		}
	}
	return c, nil
}

// WithoutRow returns a copy of t without the row id (an equal copy if t has none).
func (t *Table) WithoutRow(id string) *Table {
	c := t.clone()
	row, ok := t.index[id]
	if !ok {
		return c
	}
	c.ids = slices.Delete(slices.Clone(t.ids), row, row+1)
	c.src = slices.Delete(slices.Clone(t.src), row, row+1)
	for col := range c.data {
		c.data[col] = slices.Delete(slices.Clone(t.data[col]), row, row+1)
	}
	c.reindex()
	return c
}

// WithColumn returns a copy of t with the column col set to cells (one text per
// row, in row order; nil means every cell empty): a column of that name is
// replaced, else the column is added at the end. It returns an error if col is not
// valid or a cell is not valid for its type, or len(cells) is neither 0 nor Len().
func (t *Table) WithColumn(col Column, cells []string) (*Table, error) {
	i, ok := t.ColumnIndex(col.Name)
	if !ok {
		if err := t.checkNewColumn(col); err != nil {
			return nil, err
		}
	}
	if len(cells) != 0 && len(cells) != len(t.ids) {
		return nil, fmt.Errorf("table %s: column %s has %d cells, want %d", t.name, col.Name, len(cells), len(t.ids))
	}
	data := make([]cell, len(t.ids))
	for r := range data {
		text := ""
		if len(cells) > 0 {
			text = cells[r]
		}
		v, err := parseCell(col.Type, text, t.comma)
		if err != nil {
			e := t.CellError(r, -1, err)
			e.Name = col.Name
			return nil, e
		}
		data[r] = v
	}
	c := t.clone()
	if !ok {
		i = len(c.cols)
		c.cols, c.colPos, c.data = append(c.cols, col), append(c.colPos, 0), append(c.data, nil)
		c.indexColumns()
	}
	c.cols[i], c.data[i] = col, data
	return c, nil
}

// WithoutColumn returns a copy of t without the column name (an equal copy if t has
// none).
func (t *Table) WithoutColumn(name string) *Table {
	c := t.clone()
	if i, ok := t.ColumnIndex(name); ok {
		c.cols = slices.Delete(c.cols, i, i+1)
		c.colPos = slices.Delete(c.colPos, i, i+1)
		c.data = slices.Delete(c.data, i, i+1)
		c.indexColumns()
	}
	return c
}

// WithInts returns a copy of t with an int column name holding values (one per
// row, in row order), replacing a column of that name. It is how a column is filled
// from a curve (package curve). It panics if len(values) != Len() or name is not a
// valid column name.
func (t *Table) WithInts(name string, values []int64) *Table {
	data := make([]cell, len(values))
	for i, v := range values {
		data[i] = cell{i: v, num: float64(v)}
	}
	return t.withData(Column{Name: name, Type: TypeInt}, data)
}

// WithFloats is WithInts for a float column. It panics if a value is not finite.
func (t *Table) WithFloats(name string, values []float64) *Table {
	data := make([]cell, len(values))
	for i, v := range values {
		if v-v != 0 {
			panic(fmt.Sprintf("table: WithFloats: %s row %d is %v", name, i, v))
		}
		data[i] = cell{num: v}
	}
	return t.withData(Column{Name: name, Type: TypeFloat}, data)
}

func (t *Table) withData(col Column, data []cell) *Table {
	if len(data) != len(t.ids) {
		panic(fmt.Sprintf("table: %s.%s: %d values for %d rows", t.name, col.Name, len(data), len(t.ids)))
	}
	i, ok := t.ColumnIndex(col.Name)
	if !ok {
		if err := t.checkNewColumn(col); err != nil {
			panic(err.Error())
		}
	}
	c := t.clone()
	if !ok {
		i = len(c.cols)
		c.cols, c.colPos, c.data = append(c.cols, col), append(c.colPos, 0), append(c.data, nil)
		c.indexColumns()
	}
	c.cols[i], c.data[i] = col, data
	return c
}

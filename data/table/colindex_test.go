package table

import (
	"fmt"
	"strings"
	"testing"
)

// wideCSV returns a table file of one row and cols int columns c0, c1, ...
func wideCSV(cols int) []byte {
	var b strings.Builder
	b.WriteString("id")
	for c := range cols {
		fmt.Fprintf(&b, ",c%d:int", c)
	}
	b.WriteString("\nr" + strings.Repeat(",1", cols) + "\n")
	return []byte(b.String())
}

// checkColumnIndex fails unless ColumnIndex finds every column of t by name, by
// looking its name up in the table's map only: with the columns hidden from a
// copy (as if a scan over them found nothing) it still finds each. So finding a
// column costs one lookup, not a comparison a column (binding a 240,000-column
// row made 2.9e10 comparisons and took 64 s).
func checkColumnIndex(tb testing.TB, t *Table, gone ...string) {
	tb.Helper()
	if len(t.colIdx) != len(t.cols) {
		tb.Errorf("%s: %d names in the column map, %d columns", t.name, len(t.colIdx), len(t.cols))
	}
	hidden := *t
	hidden.cols = nil
	for i, c := range t.cols {
		if j, ok := hidden.ColumnIndex(c.Name); j != i || !ok {
			tb.Fatalf("%s: ColumnIndex(%q) = %d, %v, want %d, true", t.name, c.Name, j, ok, i)
		}
	}
	for _, name := range gone {
		if j, ok := t.ColumnIndex(name); ok {
			tb.Errorf("%s: ColumnIndex(%q) = %d, true, want no column", t.name, name, j)
		}
	}
}

// TestColumnIndexIsALookup: tables made every way (read, New, every edit that
// adds, removes or keeps columns) find columns by name in their map, and the
// map of a table never changes when a copy changes its columns.
func TestColumnIndexIsALookup(t *testing.T) {
	cols := MaxColumns - 1 // the widest table
	wide, err := Parse(wideCSV(cols), "wide.csv")
	if err != nil {
		t.Fatal(err)
	}
	checkColumnIndex(t, wide)
	if i, ok := wide.ColumnIndex(fmt.Sprintf("c%d", cols-1)); i != cols-1 || !ok {
		t.Errorf("ColumnIndex(last) = %d, %v", i, ok)
	}
	if _, err := Parse(wideCSV(cols+1), "wide.csv"); err == nil {
		t.Errorf("a table of %d columns was read, want ErrTooBig", cols+1)
	}
	small, err := New("s", "id", Column{Name: "a"}, Column{Name: "b", Type: TypeInt})
	if err != nil {
		t.Fatal(err)
	}
	checkColumnIndex(t, small)
	added, err := small.WithColumn(Column{Name: "c", Type: TypeFloat}, nil)
	if err != nil {
		t.Fatal(err)
	}
	checkColumnIndex(t, added)
	checkColumnIndex(t, small, "c")
	replaced, err := added.WithColumn(Column{Name: "a", Type: TypeBool}, nil)
	if err != nil {
		t.Fatal(err)
	}
	checkColumnIndex(t, replaced)
	removed := added.WithoutColumn("a")
	checkColumnIndex(t, removed, "a")
	checkColumnIndex(t, added)
	checkColumnIndex(t, removed.WithInts("n", nil))
	checkColumnIndex(t, removed.WithFloats("b", nil))
	checkColumnIndex(t, removed.WithName("other"), "a")
	if _, err := removed.WithColumn(Column{Name: "c"}, nil); err != nil {
		t.Errorf("replacing column c: %v", err)
	}
	if _, err := removed.WithColumn(Column{Name: "id"}, nil); err == nil {
		t.Errorf("a column named as the id column was added")
	}
}

package table_test

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/table"
)

// endless is a reader of endless "1,1\n" lines that counts the bytes it gives.
type endless struct{ n int64 }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "1,1\n"[(e.n+int64(i))%4]
	}
	e.n += int64(len(p))
	return len(p), nil
}

// TestFileSizeBounded: ReadCSV reads no more than MaxFileSize+1 bytes of a file,
// and refuses it, naming it.
func TestFileSizeBounded(t *testing.T) {
	r := &endless{}
	_, err := table.ReadCSV(r, "huge.csv")
	want := fmt.Sprintf("huge.csv: table too big: the file is longer than %d bytes", table.MaxFileSize)
	if !errors.Is(err, table.ErrTooBig) || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
	if r.n > table.MaxFileSize+64<<10 {
		t.Errorf("read %d bytes, want at most MaxFileSize+1 (and a read buffer)", r.n)
	}
	_, err = table.ReadCSV(io.LimitReader(&endless{}, table.MaxFileSize), "max.csv")
	if errors.Is(err, table.ErrTooBig) {
		t.Errorf("a file of MaxFileSize bytes: %v", err)
	}
}

// TestFormulaNodesBounded: the distinct formulas of a table may have at most
// MaxFormulaNodes nodes; equal ones count once.
func TestFormulaNodesBounded(t *testing.T) {
	terms := strings.Repeat("1+", 2499) + "1" // 4,999 nodes, 9,999 bytes
	grid := func(rows int, unique bool) []byte {
		var b strings.Builder
		b.WriteString("id,f:formula\n")
		for r := range rows {
			if unique {
				fmt.Fprintf(&b, "r%d,%s+%d\n", r, terms, r)
			} else {
				fmt.Fprintf(&b, "r%d,%s+1\n", r, terms)
			}
		}
		return []byte(b.String())
	}
	const rows = table.MaxFormulaNodes/5001 + 1 // 5,001 nodes each
	_, err := table.Parse(grid(rows, true), "f.csv")
	want := fmt.Sprintf(`f.csv:%d: row %d, column 2 (f): id "r%d": table too big: the distinct formulas of the table have more than %d nodes`, rows+1, rows+1, rows-1, table.MaxFormulaNodes)
	if !errors.Is(err, table.ErrTooBig) || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
	tb, err := table.Parse(grid(rows, false), "f.csv")
	if err != nil {
		t.Fatal(err)
	}
	if tb.Formula(0, 0) != tb.Formula(rows-1, 0) {
		t.Errorf("equal formula cells do not share their parsed formula")
	}
}

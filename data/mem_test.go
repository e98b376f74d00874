package data_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/table"
)

// formulaGrid returns a table file of rows rows: an int column hp and cols formula
// columns f0..f(cols-1), each reading hp and the column before it, as a
// designer's level table does. If unique, every row's formulas differ (they add
// the row number), so no two cells share a parsed formula.
func formulaGrid(rows, cols int, unique bool) []byte {
	var b strings.Builder
	b.WriteString("id,hp:int")
	for c := range cols {
		fmt.Fprintf(&b, ",f%d:formula", c)
	}
	b.WriteByte('\n')
	for r := range rows {
		fmt.Fprintf(&b, "r%d,%d", r, r)
		for c := range cols {
			if c == 0 {
				b.WriteString(",hp * 2 + 1")
			} else {
				fmt.Fprintf(&b, ",f%d + hp / 4", c-1)
			}
			if unique {
				fmt.Fprintf(&b, " + %d", r)
			}
		}
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

// loadBytes loads files as a set and returns it with the bytes allocated while
// loading and the bytes the heap holds afterwards over what it held before.
func loadBytes(tb testing.TB, files map[string][]byte) (set *data.Set, total, kept uint64) {
	tb.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	set, err := data.LoadFiles(files)
	if err != nil {
		tb.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	return set, after.TotalAlloc - before.TotalAlloc, after.HeapAlloc - before.HeapAlloc
}

// TestFormulaCellMemory: a million formula cells took about 3 GB (2,567 bytes
// kept a cell: each cell had its own parsed tree, a bound copy of it and three
// prepared errors per operator). Equal formulas now share one tree and a bound
// cell only adds its slots: 155 bytes a cell, the Table's and Set's cells
// included. Cells whose formulas all differ keep their trees.
func TestFormulaCellMemory(t *testing.T) {
	tests := []struct {
		unique  bool
		maxKept uint64 // bytes kept per formula cell
	}{
		{false, 200},
		{true, 1000},
	}
	for _, tt := range tests {
		const rows, cols = 3_000, 10
		src := formulaGrid(rows, cols, tt.unique)
		set, total, kept := loadBytes(t, map[string][]byte{"grid.csv": src})
		per := kept / (rows * cols)
		t.Logf("unique formulas %v: %d formula cells: %d bytes allocated while loading, %d kept: %d a cell",
			tt.unique, rows*cols, total, kept, per)
		if per > tt.maxKept {
			t.Errorf("unique formulas %v: %d bytes kept a formula cell, want at most %d", tt.unique, per, tt.maxKept)
		}
		if v, err := set.Eval(cell(t, set, "grid", "r2999", "f9"), nil); v != 2999*2+1+9*(2999/4.0)+b2f(tt.unique)*10*2999 || err != nil {
			t.Errorf("grid[r2999].f9 = %v, %v", v, err)
		}
		runtime.KeepAlive(set)
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// BenchmarkLoadFormulaCells loads two tables of 11,900 rows of 10 formula
// cells (under table.MaxCells each, 238,000 formula cells in all) and reports the
// bytes kept a formula cell.
func BenchmarkLoadFormulaCells(b *testing.B) {
	files := map[string][]byte{"a.csv": formulaGrid(11_900, 10, false), "b.csv": formulaGrid(11_900, 10, false)}
	b.ReportAllocs()
	var kept uint64
	for b.Loop() {
		_, _, kept = loadBytes(b, files)
	}
	b.ReportMetric(float64(kept)/(2*11_900*10), "kept-bytes/cell")
}

// intGrid returns a table file of rows rows and cols int columns, every cell 1.
func intGrid(rows, cols int) []byte {
	var b strings.Builder
	b.WriteString("id")
	for c := range cols {
		fmt.Fprintf(&b, ",c%d", c)
	}
	b.WriteByte('\n')
	line := strings.Repeat(",1", cols) + "\n"
	for r := range rows {
		fmt.Fprintf(&b, "r%d%s", r, line)
	}
	return []byte(b.String())
}

// TestTooManyCells: the bounds on cells name the file and the row where they are
// crossed.
func TestTooManyCells(t *testing.T) {
	const cols = 99                     // 100 header cells a row
	rows := table.MaxCells / (cols + 1) // the header row counts: this row crosses
	_, err := data.LoadFiles(map[string][]byte{"grid.csv": intGrid(rows, cols)})
	want := fmt.Sprintf("grid.csv:%d: row %d: table too big: more than %d cells", rows+1, rows+1, table.MaxCells)
	if !errors.Is(err, table.ErrTooBig) || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v, want %q", err, want)
	}
	files := map[string][]byte{}
	for i := range 3 { // each under table.MaxCells, together over data.MaxCells
		files[fmt.Sprintf("t%d.csv", i)] = intGrid(rows-1, cols)
	}
	_, err = data.LoadFiles(files)
	want = fmt.Sprintf("t2.csv: table too big: the tables have more than %d cells in all", data.MaxCells)
	if !errors.Is(err, table.ErrTooBig) || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}

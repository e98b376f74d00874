package data_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/data"
	"github.com/griffengine/griff/data/table"
)

// Memory budgets the bounds are chosen for (see the package documentation): a
// table at every bound of table.MaxCells and table.MaxFormulaNodes at once
// allocates at most tableBudget bytes while it loads, counting the garbage (so its
// heap never holds more); a set at data.MaxCells at most setBudget.
const (
	tableBudget = 100 << 20
	setBudget   = 200 << 20
)

// numberFormulas returns a table file of rows rows of cols formula columns whose
// cells all differ ("0", "1", "2", ...), the most a formula cell costs: no two
// share a parsed formula. The first long rows hold instead formulas of terms
// terms ("1+1+...+1+r", 2*terms+1 nodes).
func numberFormulas(rows, cols, long, terms int) []byte {
	var b bytes.Buffer
	b.WriteString("id")
	for c := range cols {
		fmt.Fprintf(&b, ",f%d:formula", c)
	}
	b.WriteByte('\n')
	body := strings.Repeat("1+", terms)
	for r := range rows {
		fmt.Fprintf(&b, "r%d", r)
		for c := range cols {
			if r < long {
				fmt.Fprintf(&b, ",%s%d", body, r*cols+c)
			} else {
				fmt.Fprintf(&b, ",%d", r*cols+c)
			}
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// TestTableAtBoundsMemory: a table of distinct formula cells at table.MaxCells
// (the 10 MB t.csv of 524,000 rows "0", "1", ... took 641 MB allocated
// and 215 MB kept, and ran out of memory under a 1 GB address space), with
// table.MaxFormulaNodes nodes, loads within tableBudget bytes allocated in all;
// one row more is refused, naming the file.
func TestTableAtBoundsMemory(t *testing.T) {
	const terms = 2000 // 4,001 nodes a long formula
	tests := []struct {
		name             string
		cols, long       int
		maxPerCell, kept uint64 // bytes allocated and kept a cell (header cells counted)
	}{
		{"one column", 1, 0, 400, 250},
		{"ten columns", 10, 0, 600, 320},
		{"every bound", 10, (table.MaxFormulaNodes - table.MaxCells) / (2 * terms * 10), 0, 0},
	}
	for _, tt := range tests {
		rows := table.MaxCells/(tt.cols+1) - 1 // the header row counts
		src := numberFormulas(rows, tt.cols, tt.long, terms)
		set, total, kept := loadBytes(t, map[string][]byte{"t.csv": src})
		cells := uint64((rows + 1) * (tt.cols + 1))
		t.Logf("%s: %d rows, %d bytes: %d cells: %d bytes allocated (%d a cell), %d kept (%d a cell)",
			tt.name, rows, len(src), cells, total, total/cells, kept, kept/cells)
		if total > tableBudget || (tt.long == 0 && (total/cells > tt.maxPerCell || kept/cells > tt.kept)) {
			t.Errorf("%s: %d bytes allocated, %d kept, want at most %d in all, %d and %d a cell",
				tt.name, total, kept, tableBudget, tt.maxPerCell, tt.kept)
		}
		id := fmt.Sprintf("r%d", rows-1)
		want := float64((rows-1)*tt.cols + tt.cols - 1)
		if v, err := set.Eval(cell(t, set, "t", id, fmt.Sprintf("f%d", tt.cols-1)), nil); v != want || err != nil {
			t.Errorf("%s: t[%s].f%d = %v, %v, want %v", tt.name, id, tt.cols-1, v, err, want)
		}
		if tt.long > 0 {
			if v, err := set.Eval(cell(t, set, "t", "r0", "f0"), nil); v != terms || err != nil {
				t.Errorf("%s: t[r0].f0 = %v, %v, want %d", tt.name, v, err, terms)
			}
		}
		_, err := data.LoadFiles(map[string][]byte{"t.csv": numberFormulas(rows+1, tt.cols, tt.long, terms)})
		if !errors.Is(err, table.ErrTooBig) || !strings.HasPrefix(err.Error(), fmt.Sprintf("t.csv:%d: ", rows+2)) {
			t.Errorf("%s: one row more: %v, want t.csv:%d: ... %v", tt.name, err, rows+2, table.ErrTooBig)
		}
	}
}

// TestSetAtBoundsMemory: a set of two tables at table.MaxCells (data.MaxCells in
// all) of distinct formula cells (238,280 one-node formulas, near
// data.MaxFormulaNodes) loads within setBudget bytes allocated.
func TestSetAtBoundsMemory(t *testing.T) {
	const cols = 10
	rows := table.MaxCells/(cols+1) - 1
	files := map[string][]byte{"a.csv": numberFormulas(rows, cols, 0, 0), "b.csv": numberFormulas(rows, cols, 0, 0)}
	_, total, kept := loadBytes(t, files)
	t.Logf("%d cells: %d bytes allocated, %d kept", 2*rows*(cols+1), total, kept)
	if total > setBudget {
		t.Errorf("%d bytes allocated, want at most %d", total, setBudget)
	}
}

// TestSetFormulaNodesBounded: the distinct formulas of a set may have at most
// data.MaxFormulaNodes nodes, each table within table.MaxFormulaNodes; the error
// names the file and cell that crosses it.
func TestSetFormulaNodesBounded(t *testing.T) {
	const terms = 2000 // 4,001 nodes a formula
	long := data.MaxFormulaNodes/(2*terms+1)/2 + 1
	files := map[string][]byte{"a.csv": numberFormulas(long, 1, long, terms), "b.csv": numberFormulas(long, 1, long, terms)}
	_, err := data.LoadFiles(files)
	// a.csv holds long formulas, under MaxFormulaNodes; b.csv's row r crosses.
	r := data.MaxFormulaNodes/(2*terms+1) - long
	want := fmt.Sprintf(`b.csv:%d: row %d, column 2 (f0): id "r%d": table too big: the distinct formulas of the tables have more than %d nodes in all`,
		r+2, r+2, r, data.MaxFormulaNodes)
	if !errors.Is(err, table.ErrTooBig) || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
	delete(files, "b.csv")
	if _, err := data.LoadFiles(files); err != nil {
		t.Errorf("one table of %d formulas: %v", long, err)
	}
}

// TestSetBytesBounded: LoadFiles and LoadFS read at most data.MaxBytes in all,
// refusing the file that crosses it by name.
func TestSetBytesBounded(t *testing.T) {
	text := func(n int) []byte { // a table of one text cell, n bytes in all
		head := "id,t\nr,"
		return append([]byte(head), bytes.Repeat([]byte("x"), n-len(head))...)
	}
	third := data.MaxBytes / 3
	files := map[string][]byte{"a.csv": text(third), "b.csv": text(third), "c.csv": text(data.MaxBytes - 2*third)}
	if _, err := data.LoadFiles(files); err != nil {
		t.Fatalf("files of MaxBytes in all: %v", err)
	}
	files["c.csv"] = text(data.MaxBytes - 2*third + 1)
	want := fmt.Sprintf("c.csv: table too big: the table files are longer than %d bytes in all", data.MaxBytes)
	if _, err := data.LoadFiles(files); !errors.Is(err, table.ErrTooBig) || err.Error() != want {
		t.Errorf("LoadFiles: %v, want %q", err, want)
	}
	fsys := fstest.MapFS{}
	for name, b := range files {
		fsys["tables/"+name] = &fstest.MapFile{Data: b}
	}
	want = "tables/" + want
	if _, err := data.LoadFS(fsys, "tables"); !errors.Is(err, table.ErrTooBig) || err.Error() != want {
		t.Errorf("LoadFS: %v, want %q", err, want)
	}
}

// chainRow returns a table file of one row of cols formula columns, each reading
// the one before it: c0 = 0, c1 = c0 + 1, ...
func chainRow(cols int) []byte {
	var b strings.Builder
	b.WriteString("id")
	for c := range cols {
		fmt.Fprintf(&b, ",c%d:formula", c)
	}
	b.WriteString("\nr,0")
	for c := 1; c < cols; c++ {
		fmt.Fprintf(&b, ",c%d+1", c-1)
	}
	b.WriteByte('\n')
	return []byte(b.String())
}

// TestWideRowBindsLinearly: a row of as many formula columns as a table may have
// (table.MaxColumns less the id column), each reading the one before it, loads
// with the bytes allocated linear in its columns and under 2,000 a column
// (binding looked each name up by comparing it with every column name: 1.2 s at
// 30,000 columns, 64 s at 240,000); that the lookup is a map's is shown by the
// table package's TestColumnIndexIsALookup. One column more is refused.
func TestWideRowBindsLinearly(t *testing.T) {
	cols := table.MaxColumns - 1
	var perCol [2]uint64
	for i, n := range []int{cols / 2, cols} {
		set, total, _ := loadBytes(t, map[string][]byte{"w.csv": chainRow(n)})
		perCol[i] = total / uint64(n)
		last := fmt.Sprintf("c%d", n-1)
		if v, err := set.Eval(cell(t, set, "w", "r", last), nil); v != float64(n-1) || err != nil {
			t.Errorf("w[r].%s = %v, %v, want %d", last, v, err, n-1)
		}
	}
	t.Logf("bytes allocated a column: %d at %d columns, %d at %d", perCol[0], cols/2, perCol[1], cols)
	if perCol[1] > perCol[0]*5/4 || perCol[1] > 2000 {
		t.Errorf("bytes allocated a column: %d at %d, %d at %d, want at most 2,000 and not growing", perCol[0], cols/2, perCol[1], cols)
	}
	_, err := data.LoadFiles(map[string][]byte{"w.csv": chainRow(cols + 1)})
	want := fmt.Sprintf("w.csv:1: row 1, column %d: table too big: more than %d header cells", table.MaxColumns+1, table.MaxColumns)
	if !errors.Is(err, table.ErrTooBig) || err.Error() != want {
		t.Errorf("%d columns: %v, want %q", cols+1, err, want)
	}
}

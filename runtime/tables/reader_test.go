package tables_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime/tables"
)

func readerOf(t testing.TB, text string) *tables.Reader {
	t.Helper()
	tab, err := table.Parse([]byte(text), "units.csv")
	if err != nil {
		t.Fatal(err)
	}
	return tables.NewReader(tab)
}

func errText(errs []error) string {
	var b strings.Builder
	for _, e := range errs {
		b.WriteString(e.Error() + "\n")
	}
	return b.String()
}

// TestReaderReadsTypedColumns: columns are found by name and type, numbers
// in range are read as they are, out of range as the nearest bound with a
// mistake at the cell, text trimmed, words by index.
func TestReaderReadsTypedColumns(t *testing.T) {
	r := readerOf(t, "id,name:text,hp:int,role:text\nknight, Sir K ,12,soldier\nrat,rat,99,wizard\nbat,bat,-4,worker\n")
	name, hp, role := r.Column("name", table.TypeText), r.Column("hp", table.TypeInt), r.Column("role", table.TypeText)
	if name != 0 || hp != 1 || role != 2 {
		t.Fatalf("columns %d %d %d, want 0 1 2", name, hp, role)
	}
	roles := []string{"worker", "soldier"}
	var got []int
	for row := range r.Table.Len() {
		got = append(got, r.Int(row, hp, 1, 50), r.Word(row, role, roles))
	}
	if want := []int{12, 1, 50, -1, 1, 0}; !slices.Equal(got, want) {
		t.Errorf("read %v, want %v", got, want)
	}
	if s := r.Text(0, name); s != "Sir K" {
		t.Errorf("text %q, want trimmed \"Sir K\"", s)
	}
	want := "units.csv:3: row 3, column 3 (hp): id \"rat\": 99 is not from 1 to 50\n" +
		"units.csv:4: row 4, column 3 (hp): id \"bat\": -4 is not from 1 to 50\n"
	if s := errText(r.Errs); s != want {
		t.Errorf("mistakes:\n%swant:\n%s", s, want)
	}
	var te *table.Error
	if !errors.As(r.Errs[0], &te) || te.Name != "hp" || te.Line != 3 {
		t.Errorf("mistake %#v is not a *table.Error at hp, line 3", r.Errs[0])
	}
}

// TestReaderMissingColumn: a column that is not there, or of another type,
// is one mistake naming the header to write; its cells read as empty values
// and a cell mistake on it names the row.
func TestReaderMissingColumn(t *testing.T) {
	r := readerOf(t, "id,size:text\nknight,big\n")
	size, speed := r.Column("size", table.TypeInt), r.Column("speed", table.TypeInt)
	if size != -1 || speed != -1 {
		t.Fatalf("columns %d %d, want -1 -1", size, speed)
	}
	if n, s, w := r.Int(0, size, 3, 9), r.Text(0, speed), r.Word(0, speed, []string{"a"}); n != 3 || s != "" || w != -1 {
		t.Errorf("read %d %q %d from missing columns, want 3 \"\" -1", n, s, w)
	}
	r.Errorf(0, speed, "%q is not one of %s", "", "a")
	want := "units.csv: no int column \"size\" (write its header size:int)\n" +
		"units.csv: no int column \"speed\" (write its header speed:int)\n" +
		"units.csv: row \"knight\": \"\" is not one of a\n"
	if s := errText(r.Errs); s != want {
		t.Errorf("mistakes:\n%swant:\n%s", s, want)
	}
}

// FuzzReader: whatever table reads, reading every row through the Reader
// (columns that may be missing or of another type) panics nowhere, keeps
// numbers in range and makes one mistake per out-of-range cell at most.
func FuzzReader(f *testing.F) {
	f.Add([]byte("id,name:text,hp:int,role:text\nknight,K,12,soldier\nrat,,-99999999999,\n"))
	f.Add([]byte("id,hp:text\nx,1\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		tab, err := table.Parse(b, "f.csv")
		if err != nil {
			return
		}
		r := tables.NewReader(tab)
		name, hp, role := r.Column("name", table.TypeText), r.Column("hp", table.TypeInt), r.Column("role", table.TypeText)
		before := len(r.Errs)
		for row := range tab.Len() {
			if n := r.Int(row, hp, -5, 5); n < -5 || n > 5 {
				t.Fatalf("row %d: %d out of -5..5", row, n)
			}
			_ = r.Text(row, name)
			if r.Word(row, role, []string{"a", "b"}) < 0 {
				r.Errorf(row, role, "not a or b")
			}
		}
		if len(r.Errs)-before > 2*tab.Len() {
			t.Fatalf("%d mistakes for %d rows", len(r.Errs)-before, tab.Len())
		}
	})
}

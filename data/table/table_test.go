package table_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/table"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func read(t *testing.T, name string) (*table.Table, error) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return table.Parse(b, name)
}

func canonical(t *testing.T, tb *table.Table) string {
	t.Helper()
	var buf bytes.Buffer
	if err := tb.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestReadGolden reads each valid file and compares its canonical CSV with
// testdata/NAME.golden (rewritten with -update), then checks that the canonical
// CSV reads back to itself.
func TestReadGolden(t *testing.T) {
	for _, name := range []string{"bom_semicolon.csv", "quoted_newline.csv", "semicolon_quoted_header.csv", "tabs.csv"} {
		tb, err := read(t, name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		got := canonical(t, tb)
		golden := filepath.Join("testdata", strings.TrimSuffix(name, ".csv")+".golden")
		if *update {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s: got\n%s\nwant\n%s", name, got, want)
		}
		back, err := table.Parse([]byte(got), name)
		if err != nil || canonical(t, back) != got {
			t.Errorf("%s: canonical CSV does not read back: %v", name, err)
		}
	}
}

func TestBOMSemicolon(t *testing.T) {
	tb, err := read(t, "bom_semicolon.csv")
	if err != nil {
		t.Fatal(err)
	}
	if tb.Name() != "bom_semicolon" || tb.IDName() != "id" || tb.Len() != 3 || tb.NumColumns() != 5 {
		t.Fatalf("name %q id %q rows %d cols %d, want bom_semicolon id 3 5", tb.Name(), tb.IDName(), tb.Len(), tb.NumColumns())
	}
	axe, _ := tb.RowIndex("axe")
	name, _ := tb.ColumnIndex("name")
	weight, _ := tb.ColumnIndex("weight")
	price, _ := tb.ColumnIndex("price")
	magic, _ := tb.ColumnIndex("magic")
	dmg, _ := tb.ColumnIndex("damage")
	if got := tb.Text(axe, name); got != "Axe; heavy" {
		t.Errorf("axe name = %q, want %q", got, "Axe; heavy")
	}
	if got := tb.Float(axe, weight); got != 3.25 {
		t.Errorf("axe weight = %v, want 3.25 (decimal comma)", got)
	}
	if got := tb.Int(axe, price); got != 20 {
		t.Errorf("axe price = %v, want 20", got)
	}
	if !tb.Bool(axe, magic) {
		t.Errorf("axe magic = false, want true")
	}
	if got := tb.Dice(axe, dmg).String(); got != "1d10+1" {
		t.Errorf("axe damage = %q, want 1d10+1", got)
	}
	if got := tb.Column(weight).Type; got != table.TypeFloat {
		t.Errorf("weight inferred as %v, want float", got)
	}
	if _, ok := tb.RowIndex("#draft"); ok {
		t.Errorf("comment row #draft was read")
	}
}

func TestQuotedNewline(t *testing.T) {
	tb, err := read(t, "quoted_newline.csv")
	if err != nil {
		t.Fatal(err)
	}
	text, _ := tb.ColumnIndex("text")
	if got, want := tb.Text(0, text), "A hero\nwho walks \"far\""; got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
	// The row after the quoted newline starts on line 4.
	_, err = tb.WithCell(1, 1, "x") // hp is int: refused, naming line 4
	var e *table.Error
	if !errors.As(err, &e) || e.Line != 4 || e.Row != 3 || e.Column != 3 || e.Name != "hp" {
		t.Errorf("WithCell error = %#v, want line 4 row 3 column 3 (hp)", err)
	}
}

func TestReadErrors(t *testing.T) {
	tests := []struct {
		file             string
		row, line, col   int
		name, msgContain string
	}{
		{"short_row.csv", 3, 3, 4, "name", "short row: 3 cells, the header has 4"},
		{"bad_int.csv", 3, 3, 2, "hp", `id "rat": "many" is not an int`},
		{"duplicate_id.csv", 3, 3, 1, "id", `row id "hero" twice`},
		{"long_row.csv", 3, 3, 5, "", `cell "oops" beyond the last column`},
		{"bad_type.csv", 1, 1, 2, "", `unknown type "integer"`},
	}
	for _, tt := range tests {
		_, err := read(t, tt.file)
		var e *table.Error
		if !errors.As(err, &e) {
			t.Errorf("%s: error %v, want *table.Error", tt.file, err)
			continue
		}
		if e.File != tt.file || e.Row != tt.row || e.Line != tt.line || e.Column != tt.col || e.Name != tt.name ||
			!strings.Contains(e.Error(), tt.msgContain) {
			t.Errorf("%s: got %q (row %d line %d col %d name %q), want row %d line %d col %d name %q containing %q",
				tt.file, e.Error(), e.Row, e.Line, e.Column, e.Name, tt.row, tt.line, tt.col, tt.name, tt.msgContain)
		}
	}
}

// TestColumnNamesFormulasMisread: column names that a formula lexes as dice or
// keywords used to load, and formulas then rolled the dice or read the keyword
// ("d6+1" rolled a d6 instead of reading column d6).
func TestColumnNamesFormulasMisread(t *testing.T) {
	tests := []struct{ csv, want string }{
		{"id,d6:int,v:formula\nx,5,d6+1\n", `t.csv:1: row 1, column 2: bad column header: column name: a formula reads "d6" as the dice 1d6, not as a name, so formulas could not read it`},
		{"id,D20\nx,5\n", `t.csv:1: row 1, column 2: bad column header: column name: a formula reads "D20" as the dice 1d20`},
		{"id,a,d6kh1:int\nx,1,5\n", `t.csv:1: row 1, column 3: bad column header: column name: a formula reads "d6kh1" as the dice`},
		{"id,and:int\nx,1\n", `t.csv:1: row 1, column 2: bad column header: column name: "and" is a formula keyword, not a name`},
		{"id,True\nx,1\n", `t.csv:1: row 1, column 2: bad column header: column name: "True" is a formula keyword`},
		{"id,a:ref(not)\nx,1\n", `t.csv:1: row 1, column 2: bad column header: "a:ref(not)": ref needs a table name, as in ref(weapons): "not" is a formula keyword`},
		{"d8,a\nx,1\n", `t.csv:1: row 1, column 1: bad table file: the first column holds the row ids; want a name such as id (got "d8"): column name: a formula reads "d8" as the dice 1d8`},
	}
	for _, tt := range tests {
		_, err := table.Parse([]byte(tt.csv), "t.csv")
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v, want prefix %q", tt.csv, err, tt.want)
		}
	}
	if _, err := table.Parse([]byte("id,x\nr,1\n"), "dir/d6.csv"); err == nil || !strings.Contains(err.Error(), `table name "d6"`) {
		t.Errorf("table file d6.csv: error %v, want one refusing the table name", err)
	}
	// Names that only start like dice or keywords, and function names, are fine.
	for _, name := range []string{"d6x", "d6_bonus", "dx", "d", "android", "notes", "if", "min", "exp"} {
		if _, err := table.Parse([]byte("id,"+name+":int\nx,1\n"), "t.csv"); err != nil {
			t.Errorf("column %q: error %v, want none", name, err)
		}
	}
}

func TestReadErrorMessages(t *testing.T) {
	tests := []struct{ csv, want string }{
		{"", "t.csv: bad table file: empty file, want a header row"},
		{"id,a\nx,\"open\n", `t.csv: row 2: parse error on line 2, column 9: extraneous or missing`},
		{"id,a:ref()\n", `t.csv:1: row 1, column 2: bad column header: "a:ref()": ref needs a table name`},
		{"id,a:formula\nx,1 +\n", `t.csv:2: row 2, column 2 (a): id "x": formula "1 +": col 4: unexpected end of formula`},
		{"id,a:dice\nx,2d0\n", `t.csv:2: row 2, column 2 (a): id "x": dice: bad expression "2d0"`},
		{"id,a:float\nx,inf\n", `t.csv:2: row 2, column 2 (a): id "x": "inf" is not a finite number`},
		{"id,a\n,1\n", `t.csv:2: row 2, column 1 (id): bad table file: empty row id`},
		{"id:int,a\n", `t.csv:1: row 1, column 1: bad table file: the first column holds the row ids`},
		{"id,,b\nx,1,2\n", `t.csv:2: row 2, column 2: bad table file: cell "1" under an empty header`},
		{"id,a,a\n", `t.csv:1: row 1, column 3 (a): bad table file: column "a" twice`},
		{"id,a\nx,\xff\n", `t.csv:2: bad table file: not UTF-8 text`},
	}
	for _, tt := range tests {
		_, err := table.Parse([]byte(tt.csv), "t.csv")
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v, want prefix %q", tt.csv, err, tt.want)
		}
	}
}

func TestInference(t *testing.T) {
	tb, err := table.Parse([]byte("id,i,f,b,t,e,c:text\nx,1,1.5,true,a,,007\ny,-2,3,FALSE,2,,8\n"), "inf.csv")
	if err != nil {
		t.Fatal(err)
	}
	want := []table.Type{table.TypeInt, table.TypeFloat, table.TypeBool, table.TypeText, table.TypeText, table.TypeText}
	for i, w := range want {
		if got := tb.Column(i).Type; got != w {
			t.Errorf("column %s: %v, want %v", tb.Column(i).Name, got, w)
		}
	}
}

func TestWithLeavesOriginal(t *testing.T) {
	t0, err := table.Parse([]byte("id,hp:int,weapon:ref(weapons)\nhero,10,sword\nrat,2,\n"), "units.csv")
	if err != nil {
		t.Fatal(err)
	}
	before := canonical(t, t0)
	t1, err := t0.WithCell(0, 0, "12")
	if err != nil {
		t.Fatal(err)
	}
	t2, err := t1.WithRow("bat", "1", "claw")
	if err != nil {
		t.Fatal(err)
	}
	t3, err := t2.WithRow("rat", "3", "teeth")
	if err != nil {
		t.Fatal(err)
	}
	t4, err := t3.WithColumn(table.Column{Name: "speed", Type: table.TypeFloat}, []string{"1.5", "2", "3"})
	if err != nil {
		t.Fatal(err)
	}
	t5 := t4.WithoutRow("hero").WithoutColumn("weapon").WithInts("xp", []int64{7, 8}).WithName("monsters")
	if got := canonical(t, t0); got != before {
		t.Errorf("original changed:\n%s\nwant\n%s", got, before)
	}
	want := "id,hp:int,speed:float,xp:int\nrat,3,2,7\nbat,1,3,8\n"
	if got := canonical(t, t5); got != want || t5.Name() != "monsters" {
		t.Errorf("after edits (%s):\n%s\nwant\n%s", t5.Name(), got, want)
	}
	want4 := "id,hp:int,weapon:ref(weapons),speed:float\nhero,12,sword,1.5\nrat,3,teeth,2\nbat,1,claw,3\n"
	if got := canonical(t, t4); got != want4 {
		t.Errorf("t4:\n%s\nwant\n%s", got, want4)
	}
	if _, err := t0.WithCell(0, 0, "lots"); err == nil {
		t.Errorf("WithCell(lots) on an int column: no error")
	}
	if _, err := t0.WithRow("#x", "1", ""); err == nil {
		t.Errorf("WithRow(#x): no error")
	}
	if _, err := t0.WithRow("x", "1"); err == nil {
		t.Errorf("WithRow with 1 of 2 cells: no error")
	}
}

func TestNew(t *testing.T) {
	tb, err := table.New("levels", "level", table.Column{Name: "xp", Type: table.TypeInt})
	if err != nil {
		t.Fatal(err)
	}
	tb, err = tb.WithRow("1", "0")
	if err != nil {
		t.Fatal(err)
	}
	if tb.Len() != 1 || tb.Int(0, 0) != 0 {
		t.Errorf("got %d rows, want 1", tb.Len())
	}
	for _, cols := range [][]table.Column{
		{{Name: "a"}, {Name: "a"}},
		{{Name: "level"}},
		{{Name: "1a"}},
		{{Name: "w", Type: table.TypeRef}},
	} {
		if _, err := table.New("levels", "level", cols...); err == nil {
			t.Errorf("New with %v: no error", cols)
		}
	}
}

func TestAccessorPanics(t *testing.T) {
	tb, _ := table.Parse([]byte("id,hp:int\nx,1\n"), "p.csv")
	defer func() {
		if r := recover(); r == nil || !strings.HasPrefix(r.(string), "table: p.hp is int, not text") {
			t.Errorf("recover() = %v, want a table: panic", r)
		}
	}()
	tb.Text(0, 0)
}

func FuzzReadCSV(f *testing.F) {
	for _, name := range []string{"bom_semicolon.csv", "quoted_newline.csv", "short_row.csv", "bad_int.csv", "long_row.csv", "tabs.csv", "sep_line_mobs.csv"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("id,a:formula,b:dice,c:ref(x)\nr,a+1,2d6,q\n"))
	f.Add([]byte("\xef\xbb\xbfsep=|\r\nid|a:float\r\nr|2.5\r\n"))
	f.Add([]byte("sep=;\r\n\r\nname;speed;# note, a\r\nslime;1,5;x\r\n"))
	f.Add([]byte("\n\nid\tspeed\tn:float\nr\t1,5\t2.5\n"))
	f.Add([]byte("SEP=,,\nid,a:float\nr,\"1,5\"\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		tb, err := table.Parse(b, "fuzz.csv")
		if err != nil {
			var e *table.Error
			if !errors.As(err, &e) || e.File != "fuzz.csv" {
				t.Fatalf("error %v is not a *table.Error naming the file", err)
			}
			return
		}
		var buf bytes.Buffer
		if err := tb.WriteCSV(&buf); err != nil {
			t.Fatal(err)
		}
		back, err := table.Parse(buf.Bytes(), "fuzz.csv")
		if err != nil {
			t.Fatalf("canonical CSV %q does not read back: %v", buf.String(), err)
		}
		var buf2 bytes.Buffer
		back.WriteCSV(&buf2)
		if buf2.String() != buf.String() {
			t.Fatalf("canonical CSV changed on reading back:\n%q\n%q", buf.String(), buf2.String())
		}
	})
}

func TestWithEmptyRows(t *testing.T) {
	tb, err := table.Parse([]byte("id,hp:int,name,f:formula\na,5,x,1+1\n"), "t.csv")
	if err != nil {
		t.Fatal(err)
	}
	got, err := tb.WithEmptyRows("b", "c")
	if err != nil {
		t.Fatal(err)
	}
	if got.Len() != 3 || tb.Len() != 1 || got.ID(2) != "c" || got.Int(2, 0) != 0 || got.Text(1, 1) != "" || got.Int(0, 0) != 5 {
		t.Errorf("WithEmptyRows: %v (original %d rows), want ids a b c, hp 5 0 0", got.IDs(), tb.Len())
	}
	if r, ok := got.RowIndex("c"); !ok || r != 2 {
		t.Errorf("RowIndex(c) = %d, %v, want 2, true", r, ok)
	}
	for _, ids := range [][]string{{"a"}, {"b", "b"}, {" b"}, {"#b"}} {
		if _, err := tb.WithEmptyRows(ids...); err == nil {
			t.Errorf("WithEmptyRows(%q): no error", ids)
		}
	}
}

// TestErrorQuoteShortened: a bad cell of a megabyte used to be quoted whole in
// the error; errors now quote at most 80 runes, marking the cut with "…".
func TestErrorQuoteShortened(t *testing.T) {
	big := strings.Repeat("y", 1<<20)
	for _, tc := range []struct{ csv, want string }{
		{"id,a:int\nx," + big + "\n", `t.csv:2: row 2, column 2 (a): id "x": "` + big[:80] + `…" is not an int`},
		{"id,a:dice\nx,1d6+" + big + "\n", `t.csv:2: row 2, column 2 (a): id "x": dice: bad expression "1d6+` + big[:76] + `…": at offset 4`},
		{"id,a\n" + big + ",1\n" + big + ",2\n", `t.csv:3: row 3, column 1 (id): bad table file: row id "` + big[:80] + `…" twice`},
	} {
		_, err := table.Parse([]byte(tc.csv), "t.csv")
		if msg := fmt.Sprint(err); len(msg) > 400 || !strings.HasPrefix(msg, tc.want) {
			t.Errorf("error (%d bytes) %.300s, want prefix %.300s", len(msg), msg, tc.want)
		}
	}
}

// TestShortRowMissingCommentColumns: a row that left off only its trailing
// comment cells (as spreadsheets do when the notes are empty) used to be refused.
func TestShortRowMissingCommentColumns(t *testing.T) {
	tb, err := table.Parse([]byte("id,hp:int,#notes,,# more\nhero,10,tough\nrat,2\nbat,1,x,,y\n"), "t.csv")
	if err != nil {
		t.Fatal(err)
	}
	if tb.Len() != 3 || tb.NumColumns() != 1 || tb.Int(1, 0) != 2 {
		t.Errorf("got %d rows, %d columns, rat hp %d; want 3, 1, 2", tb.Len(), tb.NumColumns(), tb.Int(1, 0))
	}
	_, err = table.Parse([]byte("id,hp:int,#notes,mp:int\nrat,2\n"), "t.csv")
	if want := "t.csv:2: row 2, column 4 (mp): bad table file: short row: 2 cells, the header has 4"; err == nil || err.Error() != want {
		t.Errorf("missing a real column after a comment column: error %v, want %s", err, want)
	}
}

// TestSemicolonDotWithDecimalCommas: in a ";" file, "1.000" used to read as 1
// even when the file writes decimals with a comma (so "." is a thousands
// separator there); it is refused in such a file, read as a decimal point in one
// without decimal commas.
func TestSemicolonDotWithDecimalCommas(t *testing.T) {
	_, err := table.Parse([]byte("id;speed;price\nx;1,5;1.000\n"), "t.csv")
	want := `t.csv:2: row 2, column 3 (price): id "x": "1.000" has a "." but this ";" file writes decimal commas`
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v, want prefix %s", err, want)
	}
	_, err = table.Parse([]byte("id;speed:float\nx;1,5\ny;.5\n"), "t.csv")
	if err == nil || !strings.Contains(err.Error(), `".5" has a "."`) {
		t.Errorf("typed float column: error %v, want one refusing .5", err)
	}
	tb, err := table.Parse([]byte("id;speed;n\nx;1.5;2\ny;2.25;1,000.5\n"), "t.csv")
	if err != nil || tb.Float(1, 0) != 2.25 || tb.Column(1).Type != table.TypeText {
		t.Errorf("dot decimals only: %v, speed %v, n %v; want 2.25 and n text", err, tb.Float(1, 0), tb.Column(1).Type)
	}
	tb, err = table.Parse([]byte("id;speed;label\nx;1,5;v1.2\n"), "t.csv")
	if err != nil || tb.Float(0, 0) != 1.5 || tb.Text(0, 1) != "v1.2" {
		t.Errorf("text with a dot beside decimal commas: %v", err)
	}
	if _, err := tb.WithCell(0, 0, "2.5"); err == nil {
		t.Errorf("WithCell(2.5) in a decimal-comma table: no error")
	}
}

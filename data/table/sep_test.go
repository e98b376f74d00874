package table_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/table"
)

// TestSepLine: a first line "sep=;" (as spreadsheet programs write) was read as
// the header and refused ("want a name such as id (got "sep=")"). It names the
// separator and is consumed; shared/cases/csv-sep-line.
func TestSepLine(t *testing.T) {
	mobs, err := os.ReadFile(filepath.Join("testdata", "sep_line_mobs.csv"))
	if err != nil {
		t.Fatal(err)
	}
	crlf := strings.ReplaceAll(string(mobs), "\n", "\r\n")
	tests := map[string]string{
		"as exported":    string(mobs),
		"CRLF":           crlf,
		"BOM":            "\xef\xbb\xbf" + string(mobs),
		"BOM CRLF":       "\xef\xbb\xbf" + crlf,
		"upper case":     strings.Replace(string(mobs), "sep=", "SEP=", 1),
		"written as row": strings.Replace(string(mobs), "sep=;", "sep=;;", 1),
		"comma":          "sep=,\nname,speed,hp\nslime,1.5,10\n",
		"comma CRLF":     "sep=,\r\nname,speed,hp\r\nslime,1.5,10\r\n",
		"tab":            "sep=\t\nname\tspeed\thp\nslime\t1.5\t10\n",
		"pipe":           "sep=|\nname|speed|hp\nslime|1.5|10\n", // "|" is never detected
	}
	for name, src := range tests {
		tb, err := table.Parse([]byte(src), "mobs.csv")
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		speed, _ := tb.ColumnIndex("speed")
		hp, _ := tb.ColumnIndex("hp")
		if tb.Len() != 1 || tb.ID(0) != "slime" || tb.IDName() != "name" || tb.NumColumns() != 2 {
			t.Errorf("%s: %d rows (%v), id column %q, %d columns; want one row slime, id column name, 2 columns",
				name, tb.Len(), tb.IDs(), tb.IDName(), tb.NumColumns())
			continue
		}
		if got := tb.Float(0, speed); got != 1.5 {
			t.Errorf("%s: speed = %v, want 1.5", name, got)
		}
		if got := tb.Int(0, hp); got != 10 {
			t.Errorf("%s: hp = %v, want 10", name, got)
		}
	}
}

// TestSepLineCountsInErrors: row and line numbers in errors count the sep line.
func TestSepLineCountsInErrors(t *testing.T) {
	tests := []struct {
		src            string
		row, line, col int
		msg            string
	}{
		{"sep=;\r\nname;hp:int\r\nslime;x\r\n", 3, 3, 2, `"x" is not an int`},
		{"\xef\xbb\xbfsep=,\nname,hp:int\nslime,1\nslime,2\n", 4, 4, 1, `row id "slime" twice`},
		{"sep=;\nname;hp:integer\n", 2, 2, 2, `unknown type "integer"`},
		{"sep=;\nsep=;\n", 2, 2, 1, `want a name such as id`},
		{"sep=:\nname:hp\n", 0, 1, 0, `names the separator ":"`},
		{"sep=\nname,hp\n", 0, 1, 0, `names the separator ""`},
		{"sep=;\n", 0, 0, 0, "empty file"},
		// Empty lines (skipped by encoding/csv) count as lines, not rows; the
		// separator is found on the first line that is not empty.
		{"sep=;\n\nname;hp:integer\n", 2, 3, 2, `unknown type "integer"`},
		{"\xef\xbb\xbfsep=;\r\n\r\nname;hp:int\r\nslime;x\r\n", 3, 4, 2, `"x" is not an int`},
		{"\n\r\nname;hp:integer\n", 1, 3, 2, `unknown type "integer"`},
	}
	for _, tt := range tests {
		_, err := table.Parse([]byte(tt.src), "mobs.csv")
		var e *table.Error
		if !errors.As(err, &e) || e.Row != tt.row || e.Line != tt.line || e.Column != tt.col || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Parse(%q) = %v, want row %d line %d column %d, %q", tt.src, err, tt.row, tt.line, tt.col, tt.msg)
		}
	}
}

// TestDecimalCommaBySeparator: a decimal comma ("1,5") is read only in ";" files,
// found or named by a sep line (the package documentation's decision). In ",",
// tab and "|" files it stays text in a column without a type and is refused in a
// float column, as before sep lines were read.
func TestDecimalCommaBySeparator(t *testing.T) {
	tests := []struct {
		name, src string
		want      float64 // speed; 0 when "1,5" is text
	}{
		{"; found", "name;speed\nslime;1,5\n", 1.5},
		{"; found after an empty line", "\nname;speed\nslime;1,5\n", 1.5},
		{"; named", "sep=;\nname;speed\nslime;1,5\n", 1.5},
		{"; named, commas in a note", "sep=;\nname;speed;# note, a, b\nslime;1,5;x\n", 1.5},
		{", quoted", "name,speed\nslime,\"1,5\"\n", 0},
		{", named", "sep=,\nname,speed\nslime,\"1,5\"\n", 0},
		{"tab found", "name\tspeed\nslime\t1,5\n", 0},
		{"tab named", "sep=\t\nname\tspeed\nslime\t1,5\n", 0},
		{"| named", "sep=|\nname|speed\nslime|1,5\n", 0},
	}
	for _, tt := range tests {
		tb, err := table.Parse([]byte(tt.src), "mobs.csv")
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		speed, ok := tb.ColumnIndex("speed")
		if !ok || tb.Len() != 1 {
			t.Errorf("%s: %d rows, speed column %v", tt.name, tb.Len(), ok)
			continue
		}
		if tt.want != 0 {
			if typ := tb.Columns()[speed].Type; typ != table.TypeFloat || tb.Float(0, speed) != tt.want {
				t.Errorf("%s: speed is %v %q, want float %v", tt.name, typ, tb.Cell(0, speed), tt.want)
			}
			continue
		}
		if typ := tb.Columns()[speed].Type; typ != table.TypeText || tb.Text(0, speed) != "1,5" {
			t.Errorf("%s: speed is %v %q, want text \"1,5\"", tt.name, typ, tb.Cell(0, speed))
		}
		// Typed float, the same cell is refused with a hint.
		typed := strings.Replace(tt.src, "speed", "speed:float", 1)
		_, err = table.Parse([]byte(typed), "mobs.csv")
		var e *table.Error
		if !errors.As(err, &e) || e.Column != 2 || !strings.Contains(err.Error(), `"1,5" is not a finite number: a decimal comma ("1,5") is read only in ";" separated files`) {
			t.Errorf("%s typed: err = %v, want the decimal-comma error at column 2", tt.name, err)
		}
	}
}

package table

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/griffengine/griff/data/formula"
	"github.com/griffengine/griff/data/internal/quote"
)

// ErrCSV is wrapped by the errors ReadCSV returns for a file that breaks the
// conventions of the package (besides the errors of encoding/csv and of the cells).
var ErrCSV = errors.New("bad table file")

// rawColumn is a header cell as read, with the cells below it.
type rawColumn struct {
	col   Column
	typed bool
	pos   int // 1-based file column
	skip  bool
	blank bool // empty header: every cell must be empty
	cells []string
}

// ReadCSV reads a table from CSV (see the package documentation for the
// conventions). file names the table in errors, and its base name without ".csv"
// is the table's name ("tables/weapons.csv" is "weapons"). Every error is an *Error
// naming the file and, where known, the row, line and column.
// ReadCSV reads at most MaxFileSize+1 bytes of r, so a file that is too long is
// refused without reading all of it (see Parse for the bounds).
func ReadCSV(r io.Reader, file string) (*Table, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, &Error{File: file, Err: err}
	}
	return Parse(b, file)
}

// Parse is ReadCSV for a file already in memory. It refuses a file longer than
// MaxFileSize bytes, a header of more than MaxColumns cells, a table of more than
// MaxCells cells (rows times header cells, the header row included) and one whose
// distinct formulas have more than MaxFormulaNodes nodes in all, with an *Error
// wrapping ErrTooBig that names the file and, for the last three, the row (and
// column) where the bound was crossed.
func Parse(b []byte, file string) (*Table, error) {
	fail := func(line int, format string, args ...any) error {
		return &Error{File: file, Line: line, Err: fmt.Errorf("%w: "+format, append([]any{ErrCSV}, args...)...)}
	}
	if len(b) > MaxFileSize {
		return nil, &Error{File: file, Err: fmt.Errorf("%w: the file is longer than %d bytes", ErrTooBig, MaxFileSize)}
	}
	name := strings.TrimSuffix(path.Base(strings.ReplaceAll(file, "\\", "/")), ".csv")
	if err := nameError(name); err != nil {
		return nil, fail(0, "table name %s (from the file name): %v", quote.Q(name), err)
	}
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	if !utf8.Valid(b) {
		i := 0
		for i < len(b) && utf8.FullRune(b[i:]) {
			r, n := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			i += n
		}
		return nil, fail(bytes.Count(b[:i], []byte("\n"))+1, "not UTF-8 text")
	}
	sep, sepRows, err := Separator(b, 0)
	if err != nil {
		return nil, fail(1, "%v", err)
	}
	cr := csv.NewReader(bytes.NewReader(b))
	cr.Comma, cr.FieldsPerRecord = sep, -1
	if sepRows > 0 {
		_, _ = cr.Read() // the sep line: one record, it holds no quote
	}
	header, err := cr.Read()
	if err == io.EOF {
		return nil, fail(0, "empty file, want a header row")
	}
	if err != nil {
		return nil, &Error{File: file, Err: err}
	}
	t := &Table{name: name, file: file, index: map[string]int{}}
	if sep == ';' {
		t.comma = dotOrCommaDecimals
	}
	headerLine, _ := cr.FieldPos(0) // after empty lines, which encoding/csv skips
	raw, err := t.readHeader(header, 1+sepRows, headerLine)
	if err != nil {
		return nil, err
	}
	// Size the rows' slices once: at most one row a line and MaxCells cells
	// (growing them by appending allocated twice the bytes they end with).
	hint := min(bytes.Count(b, []byte("\n"))+1, MaxCells/(len(raw)+1))
	t.ids, t.src, t.index = make([]string, 0, hint), make([]srcPos, 0, hint), make(map[string]int, hint)
	for _, rc := range raw {
		if !rc.blank {
			rc.cells = make([]string, 0, hint)
		}
	}
	if err := t.readRows(cr, raw, 2+sepRows); err != nil {
		return nil, err
	}
	if t.comma == dotOrCommaDecimals && usesDecimalComma(raw) {
		t.comma = commaDecimals
	}
	return t, t.buildColumns(raw)
}

// Separator returns the separator of the CSV text b (UTF-8, its byte order
// mark removed) as Parse reads it (see the package documentation, CSV
// conventions), for other readers of spreadsheet files to read them the same
// way: the one a first line "sep=X" names, with sepRows 1 (that line is not
// part of the table); else, with sepRows 0, the most frequent of ",", ";"
// and tab outside quotes on the header line, the first line that is not
// empty nor, when comment is not 0, starts with comment (a reader with
// encoding/csv's Comment set skips those too); "," on a tie. It returns an
// error for a first line "sep=" naming a separator this package does not
// read, saying which.
func Separator(b []byte, comment rune) (sep rune, sepRows int, err error) {
	if sep, sepRows, err = sepLine(b); sepRows > 0 || err != nil {
		return sep, sepRows, err
	}
	return detectSeparator(b, comment), 0, nil
}

// detectSeparator returns the most frequent of ',', ';' and tab outside quotes on
// the first line that is not empty nor a comment, which encoding/csv reads as
// the header (',' on a tie).
func detectSeparator(b []byte, comment rune) rune {
	for len(b) > 0 && (b[0] == '\n' || (b[0] == '\r' && len(b) > 1 && b[1] == '\n') ||
		comment != 0 && bytes.HasPrefix(b, []byte(string(comment)))) {
		_, b, _ = bytes.Cut(b, []byte("\n")) // encoding/csv skips empty lines (and comments)
	}
	var counts [256]int
	quoted := false
	for _, c := range b {
		if c == '"' {
			quoted = !quoted
		} else if c == '\n' && !quoted {
			break
		} else if !quoted {
			counts[c]++
		}
	}
	sep := byte(',')
	for _, c := range []byte{';', '\t'} {
		if counts[c] > counts[sep] {
			sep = c
		}
	}
	return rune(sep)
}

// sepLine reads a first line "sep=X" (any case, then one separator character,
// repeated or not, and the line's end), which spreadsheet programs write to name
// the separator (a program that read it as a row may write it back as "sep=;;"). It
// returns the separator and 1, the rows it takes; or 0, 0 if the first line is
// not a sep line; or an error for a sep line naming a separator this package does
// not read (see sepChars).
func sepLine(b []byte) (sep rune, rows int, err error) {
	line, _, _ := bytes.Cut(b, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(line) < 4 || !bytes.EqualFold(line[:4], []byte("sep=")) {
		return 0, 0, nil
	}
	arg := string(line[4:])
	if r, n := utf8.DecodeRuneInString(arg); n > 0 && strings.ContainsRune(sepChars, r) && strings.Trim(arg[n:], string(r)) == "" {
		return r, 1, nil
	}
	return 0, 0, fmt.Errorf("the first line %s names the separator %s; want sep= and one of \",\", \";\", \"|\" or a tab", quote.Q(string(line)), quote.Q(arg))
}

// sepChars are the separators a sep line may name.
const sepChars = ",;|\t"

// readHeader reads the header cells; row and line are the header's file row and line.
func (t *Table) readHeader(header []string, row, line int) ([]*rawColumn, error) {
	herr := func(i int, name string, err error) error {
		return &Error{File: t.file, Row: row, Line: line, Column: i + 1, Name: name, Err: err}
	}
	id, typed, err := ParseHeader(header[0])
	if err != nil || (typed && id.Type != TypeText) {
		why := ""
		if err != nil {
			why = ": " + strings.TrimPrefix(err.Error(), ErrHeader.Error()+": ")
		}
		return nil, herr(0, "", fmt.Errorf("%w: the first column holds the row ids; want a name such as id (got %s)%s", ErrCSV, quote.Q(header[0]), why))
	}
	t.idName = id.Name
	if len(header) > MaxColumns {
		return nil, herr(MaxColumns, "", fmt.Errorf("%w: more than %d header cells", ErrTooBig, MaxColumns))
	}
	raw := make([]*rawColumn, 0, len(header)-1)
	seen := map[string]bool{id.Name: true}
	for i, h := range header[1:] {
		rc := &rawColumn{pos: i + 2}
		raw = append(raw, rc)
		switch hs := strings.TrimSpace(h); {
		case strings.HasPrefix(hs, "#"):
			rc.skip = true
			continue
		case hs == "":
			rc.skip, rc.blank = true, true
			continue
		}
		if rc.col, rc.typed, err = ParseHeader(h); err != nil {
			return nil, herr(i+1, "", err)
		}
		if seen[rc.col.Name] {
			return nil, herr(i+1, rc.col.Name, fmt.Errorf("%w: column %s twice", ErrCSV, quote.Q(rc.col.Name)))
		}
		seen[rc.col.Name] = true
	}
	return raw, nil
}

// readRows reads the rows after the header; firstRow is the file row of the first.
func (t *Table) readRows(cr *csv.Reader, raw []*rawColumn, firstRow int) error {
	for recNo := firstRow; ; recNo++ {
		rec, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return &Error{File: t.file, Row: recNo, Err: err}
		}
		line, _ := cr.FieldPos(0)
		rerr := func(col int, name string, format string, args ...any) error {
			return &Error{File: t.file, Row: recNo, Line: line, Column: col, Name: name,
				Err: fmt.Errorf("%w: "+format, append([]any{ErrCSV}, args...)...)}
		}
		if cells := (len(t.ids) + 2) * (len(raw) + 1); cells > MaxCells {
			return &Error{File: t.file, Row: recNo, Line: line,
				Err: fmt.Errorf("%w: more than %d cells (rows times columns, the header included)", ErrTooBig, MaxCells)}
		}
		id := strings.TrimSpace(rec[0])
		if strings.HasPrefix(id, "#") || allBlank(rec) {
			continue // a comment or an empty row
		}
		for cells := len(rec); len(rec) < len(raw)+1; {
			missing := raw[len(rec)-1]
			if !missing.skip { // only missing comment (and blank) columns may be left off
				return rerr(missing.pos, missing.col.Name, "short row: %d cells, the header has %d", cells, len(raw)+1)
			}
			rec = append(rec, "")
		}
		for i, c := range rec[len(raw)+1:] {
			if strings.TrimSpace(c) != "" {
				return rerr(len(raw)+2+i, "", "cell %s beyond the last column of the header", quote.Q(c))
			}
		}
		if id == "" {
			return rerr(1, t.idName, "empty row id")
		}
		if _, dup := t.index[id]; dup {
			return rerr(1, t.idName, "row id %s twice", quote.Q(id))
		}
		for i, rc := range raw {
			if rc.blank && strings.TrimSpace(rec[i+1]) != "" {
				return rerr(rc.pos, "", "cell %s under an empty header", quote.Q(rec[i+1]))
			}
			rc.cells = append(rc.cells, rec[i+1])
		}
		t.index[id] = len(t.ids)
		t.ids = append(t.ids, id)
		t.src = append(t.src, srcPos{row: recNo, line: line})
	}
}

// allBlank reports whether every cell of rec is empty or spaces.
func allBlank(rec []string) bool {
	for _, c := range rec {
		if strings.TrimSpace(c) != "" {
			return false
		}
	}
	return true
}

func (t *Table) buildColumns(raw []*rawColumn) error {
	forms := 0 // cells of typed formula columns: the most distinct formulas
	for _, rc := range raw {
		if rc.typed && rc.col.Type == TypeFormula {
			forms += len(rc.cells)
		}
	}
	sh := sharer{forms: make(map[string]*formula.Expr, forms)} // sized once
	t.cols, t.colPos, t.data = make([]Column, 0, len(raw)), make([]int, 0, len(raw)), make([][]cell, 0, len(raw))
	for _, rc := range raw {
		if rc.skip {
			continue
		}
		if !rc.typed {
			rc.col.Type = infer(rc.cells, min(t.comma, dotOrCommaDecimals))
		}
		cells := make([]cell, len(rc.cells))
		for r, s := range rc.cells {
			c, err := sh.parseCell(rc.col.Type, s, t.comma)
			if err != nil {
				e := &Error{File: t.file, Row: t.src[r].row, Line: t.src[r].line, Column: rc.pos, Name: rc.col.Name}
				e.Err = fmt.Errorf("%s %s: %w", t.idName, quote.Q(t.ids[r]), err)
				return e
			}
			cells[r] = c
		}
		t.cols = append(t.cols, rc.col)
		t.colPos = append(t.colPos, rc.pos)
		t.data = append(t.data, cells)
	}
	t.indexColumns()
	return nil
}

// WriteCSV writes t as CSV with "," separators, a header of typed columns
// ("hp:int", "weapon:ref(weapons)") and every cell in its canonical form, so
// ReadCSV reads back an equal table.
func (t *Table) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	rec := []string{t.idName}
	for _, c := range t.cols {
		rec = append(rec, c.String())
	}
	if err := cw.Write(rec); err != nil {
		return err
	}
	for r, id := range t.ids {
		rec = append(rec[:0], id)
		for c := range t.cols {
			rec = append(rec, t.Cell(r, c))
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

package table

import (
	"bytes"
	"encoding/csv"
	"errors"
	"testing"
)

// FuzzSepLine checks that a sep line naming the separator the file would be read
// with anyway changes nothing but the numbers in errors: for any body, Parse of
// "sep=X" (LF or CRLF, with a byte-order mark before it or not) and the body,
// with X the separator detectSeparator finds in the body, reads the same table
// as Parse of the body alone, or fails with the same error whose row and line
// (and encoding/csv's line) are one more (shared/cases/csv-sep-line).
func FuzzSepLine(f *testing.F) {
	f.Add([]byte("name;speed;hp\nslime;1,5;10\n"))
	f.Add([]byte("id,hp:int\nx,1\nx,2\n"))
	f.Add([]byte("\n\r\nid\thp:integer\n"))
	f.Add([]byte("id;a\nr;\"open\n"))
	f.Add([]byte("id,a:float\nr,1.5\nq,\"1,5\"\n"))
	f.Add([]byte("id;a:float\nr;1,5\nq;2.5\n"))
	f.Add([]byte("id,a\nr,\xff\n"))
	f.Fuzz(func(t *testing.T, body []byte) {
		if len(body) > 1<<16 || bytes.HasPrefix(body, []byte("\xef\xbb\xbf")) ||
			(len(body) >= 4 && bytes.EqualFold(body[:4], []byte("sep="))) {
			return // a body's own BOM or sep line is no longer at the start
		}
		sep := detectSeparator(body, 0)
		want, werr := Parse(body, "fuzz.csv")
		for _, prefix := range []string{"sep=" + string(sep) + "\n", "\xef\xbb\xbfsep=" + string(sep) + "\r\n"} {
			got, gerr := Parse(append([]byte(prefix), body...), "fuzz.csv")
			if (werr == nil) != (gerr == nil) {
				t.Fatalf("%q: without the sep line err = %v, with %q err = %v", body, werr, prefix, gerr)
			}
			if werr == nil {
				var wb, gb bytes.Buffer
				_ = want.WriteCSV(&wb)
				_ = got.WriteCSV(&gb)
				if wb.String() != gb.String() {
					t.Fatalf("%q: with %q reads\n%q\nwithout\n%q", body, prefix, gb.String(), wb.String())
				}
				continue
			}
			var we, ge *Error
			if !errors.As(werr, &we) || !errors.As(gerr, &ge) {
				t.Fatalf("errors %v, %v are not *Error", werr, gerr)
			}
			next := func(n int) int {
				if n > 0 {
					return n + 1
				}
				return 0
			}
			if ge.Row != next(we.Row) || ge.Line != next(we.Line) || ge.Column != we.Column || ge.Name != we.Name {
				t.Fatalf("%q: with %q err = %v, want %v one row and line later", body, prefix, gerr, werr)
			}
			var wp, gp *csv.ParseError
			if errors.As(we.Err, &wp) {
				if !errors.As(ge.Err, &gp) || gp.Line != wp.Line+1 || gp.StartLine != wp.StartLine+1 || gp.Column != wp.Column || gp.Err != wp.Err {
					t.Fatalf("%q: with %q err = %v, want %v one line later", body, prefix, gerr, werr)
				}
			} else if ge.Err.Error() != we.Err.Error() {
				t.Fatalf("%q: with %q err = %v, want %v", body, prefix, gerr, werr)
			}
		}
	})
}

package ui_test

import (
	"testing"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime/ui"
)

const stringsCSV = "id,en,fr\nmenu.start,Start,Commencer\nmenu.quit,Quit,\n"

func TestStrings(t *testing.T) {
	tb, err := table.Parse([]byte(stringsCSV), "strings.csv")
	if err != nil {
		t.Fatal(err)
	}
	s, err := ui.NewStrings(tb)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id, lang, want string
		ok             bool
	}{
		{"menu.start", "fr", "Commencer", true},
		{"menu.start", "en", "Start", true},
		{"menu.quit", "fr", "Quit", true}, // empty cell: the fallback
		{"menu.start", "de", "Start", true},
		{"menu.gone", "en", "", false},
	} {
		if got, ok := s.Lookup(tc.id, tc.lang); got != tc.want || ok != tc.ok {
			t.Errorf("Lookup(%q, %q) = %q, %v; want %q, %v", tc.id, tc.lang, got, ok, tc.want, tc.ok)
		}
	}
}

// FuzzStrings reads any bytes as a string table's CSV: nothing panics, and
// every row of a table that reads looks up in every language.
func FuzzStrings(f *testing.F) {
	f.Add([]byte(stringsCSV))
	f.Add([]byte("id,n:int\na,1\n"))
	f.Add([]byte("id,en\n\"a\nb\",\"x,y\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tb, err := table.Parse(data, "strings.csv")
		if err != nil {
			return
		}
		s, err := ui.NewStrings(tb)
		if err != nil {
			return
		}
		for _, id := range tb.IDs() {
			for _, l := range append(s.Languages(), "xx") {
				if _, ok := s.Lookup(id, l); !ok {
					t.Fatalf("row %q does not look up in %q", id, l)
				}
			}
		}
	})
}

package ui

import (
	"fmt"

	"github.com/griffengine/griff/data/table"
)

// StringsTable is the name of the table (tables/strings.csv in a game folder)
// the UI takes its texts from when Options.Strings is nil.
const StringsTable = "strings"

// Strings is a string table: every text a game shows, by id, in each
// language. It is a data table (CSV read by the data package) whose rows are
// the ids and whose text columns are the languages, named as the game likes
// ("en", "fr", "pt-BR"); the first is the fallback:
//
//	id,en,fr
//	menu.start,Start,Commencer
//	menu.quit,Quit,[color=red]Quitter[/color]
//
// A text may hold inline tags (package markup). A widget's Label "@menu.start"
// shows that row in the current language. Strings is immutable and safe for
// concurrent use.
type Strings struct {
	t     *table.Table
	langs []string
	cols  []int
}

// NewStrings returns the string table of t. It returns an error if t has no
// text column.
func NewStrings(t *table.Table) (*Strings, error) {
	s := &Strings{t: t}
	for i, c := range t.Columns() {
		if c.Type == table.TypeText {
			s.langs = append(s.langs, c.Name)
			s.cols = append(s.cols, i)
		}
	}
	if len(s.cols) == 0 {
		return nil, fmt.Errorf("ui: string table %s has no text column (one per language)", t.Name())
	}
	return s, nil
}

// Languages returns the table's languages in column order; the first is the
// fallback.
func (s *Strings) Languages() []string { return append([]string(nil), s.langs...) }

// Lookup returns the text of id in lang: the fallback language's where lang
// is not a column or its cell is empty. It reports false if id is not a row.
func (s *Strings) Lookup(id, lang string) (string, bool) {
	row, ok := s.t.RowIndex(id)
	if !ok {
		return "", false
	}
	for i, l := range s.langs {
		if l == lang {
			if txt := s.t.Text(row, s.cols[i]); txt != "" {
				return txt, true
			}
		}
	}
	return s.t.Text(row, s.cols[0]), true
}

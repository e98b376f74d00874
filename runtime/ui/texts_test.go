package ui_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

func testStrings(t testing.TB) *ui.Strings {
	t.Helper()
	tb, err := table.Parse([]byte(stringsCSV), "strings.csv")
	if err != nil {
		t.Fatal(err)
	}
	st, err := ui.NewStrings(tb)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// A plain Griff.Text that is a string-table id shows the row in the player's
// language, under a title menu that pauses the gameplay; the language can
// change; an id the table lacks warns once naming the entity and component.
func TestTextLooksUpStringTable(t *testing.T) {
	probs := scenes.NewProblems(nil)
	g, err := runtime.NewGame(runtime.Options{Problems: probs}, ui.NewSystem(ui.Options{Screen: screen, Strings: testStrings(t)}))
	if err != nil {
		t.Fatal(err)
	}
	s := g.Scene()
	scenes.Add(s.NewEntity("Title", nil), ui.Panel{Name: "Title", Open: true, Pauses: true, Size: screen})
	scenes.Add(s.NewEntity("Caption", nil), visual.Text{Text: "@menu.start"})
	scenes.Add(s.NewEntity("Plain", nil), visual.Text{Text: "@"})
	scenes.Add(s.NewEntity("Lost", nil), visual.Text{Text: "@menu.gone"})
	shown := func(name string) string { return scenes.Get[visual.Text](s.Find(name)).Shown() }
	if got := shown("Caption"); got != "@menu.start" {
		t.Errorf("before any step the text shows %q, want the id as written", got)
	}
	g.Step()
	g.Step()
	if got := shown("Caption"); got != "Start" {
		t.Errorf("Text @menu.start shows %q, want Start", got)
	}
	if got := shown("Plain"); got != "@" {
		t.Errorf("Text @ shows %q, want @ (not an id)", got)
	}
	if got := shown("Lost"); got != "@menu.gone" {
		t.Errorf("Text @menu.gone shows %q, want it as written", got)
	}
	runtime.Service[ui.IPanels](g).SetLanguage("fr")
	g.Step()
	if got := shown("Caption"); got != "Commencer" {
		t.Errorf("in French Text @menu.start shows %q, want Commencer", got)
	}
	scenes.Get[visual.Text](s.Find("Caption")).Text = "@menu.quit"
	if got := shown("Caption"); got != "@menu.quit" {
		t.Errorf("a changed id not looked up yet shows %q, want it as written", got)
	}
	g.Step()
	if got := shown("Caption"); got != "Quit" {
		t.Errorf("Text @menu.quit in French shows %q, want the fallback Quit", got)
	}
	var warns []string
	for _, p := range probs.List() {
		if w := fmt.Sprint(p); strings.Contains(w, "menu.gone") {
			warns = append(warns, w)
		}
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "Lost") || !strings.Contains(warns[0], "Griff.Text") {
		t.Errorf("warnings about the missing id: %q, want one naming Lost and Griff.Text", warns)
	}
}

package dialogue_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/dlg"
	"github.com/griffengine/griff/data/table"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/dialogue"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

const idsDlg = `== start
Guard: @guard.halt
* @choice.truth -> END
* @choice.lost -> END
`

const idsCSV = "id,en,fr\nguard.halt,Halt!,Halte !\nchoice.truth,Tell the truth,Dire la vérité\n"

// Dialogue lines and choices that are string-table ids show their
// rows in the player's language; a missing id warns once on the
// conversation's entity.
func TestDialogueLooksUpStringTable(t *testing.T) {
	sc, ps := dlg.Parse("dialogue/ids.dlg", []byte(idsDlg))
	if len(ps) > 0 {
		t.Fatal(ps)
	}
	tb, err := table.Parse([]byte(idsCSV), "strings.csv")
	if err != nil {
		t.Fatal(err)
	}
	st, err := ui.NewStrings(tb)
	if err != nil {
		t.Fatal(err)
	}
	probs := scenes.NewProblems(nil)
	g, err := runtime.NewGame(runtime.Options{Problems: probs}, dialogue.NewSystem(dlg.NewSet(sc)), ui.NewSystem(ui.Options{Strings: st}))
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Guard", nil)
	scenes.Add(e, dialogue.Conversation{Dialogue: "ids", AutoStart: true})
	scenes.Add(e, dialogue.Caption{})
	scenes.Add(e, visual.Text{})
	runtime.Service[ui.IPanels](g).SetLanguage("fr")
	g.Step()
	g.Step()
	if got := text(e); got != "Guard: Halte !" {
		t.Errorf("the caption shows %q, want %q", got, "Guard: Halte !")
	}
	must(t, dialogue.Of(g).Next(e))
	g.Step()
	want := "1. Dire la vérité\n2. @choice.lost"
	if got := text(e); got != want {
		t.Errorf("the caption shows %q, want %q", got, want)
	}
	if turn := dialogue.Of(g).Turn(e); len(turn.Choices) != 2 || turn.Choices[0].Text != "Dire la vérité" {
		t.Errorf("Turn's choices are %+v, want the first looked up", turn.Choices)
	}
	n := 0
	for _, p := range probs.List() {
		if w := fmt.Sprint(p); strings.Contains(w, "choice.lost") {
			n++
			if !strings.Contains(w, "Guard") || !strings.Contains(w, "Griff.Conversation") {
				t.Errorf("warning %q does not name Guard and Griff.Conversation", w)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d warnings about the missing id, want 1", n)
	}
}

package novel_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime/hud"
	"github.com/griffengine/griff/scenes"
)

// wholeMarks returns the entities marked changed as a whole since the last
// call by owner (scenes.Scene.TakeChanges), and whether all may have
// changed (another owner took the marks: the rollback ring records a
// snapshot as a line is shown).
func wholeMarks(sc *scenes.Scene, owner any) (map[*scenes.Entity]bool, bool) {
	ch := sc.TakeChanges(owner)
	m := map[*scenes.Entity]bool{}
	for _, e := range ch.Entities[:ch.Whole] {
		m[e] = true
	}
	return m, ch.All
}

// TestStillStepMarksNothing: while a line types, a step does not mark the
// Reader nor the typewriter's Rate (scenes' Change marks), so a Timeline
// shares the Reader's record; an advance pressed then marks the typewriter
// (skipped to the end) and the Reader (Waited counts the press); a step
// once the line is whole marks the Reader (Waited counts), and the advance
// that shows the next line marks it.
func TestStillStepMarksNothing(t *testing.T) {
	g, l := started(t, "label start:\n    \""+strings.Repeat("A long line. ", 20)+"\"\n    \"next\"\n", nil)
	sc := g.Scene()
	var re *scenes.Entity
	for e := range scenes.AllRead[novel.Reader](sc) {
		re = e
	}
	tw := sc.Find("SayText")
	if re == nil || tw == nil || scenes.Read[hud.Typewriter](tw).Done {
		t.Fatal("no Reader, or no line typing")
	}
	wholeMarks(sc, t)
	for range 3 {
		g.Step()
		if m, all := wholeMarks(sc, t); m[re] || all {
			t.Errorf("a step of a line typing marked the Reader changed (or all: %v)", all)
		}
	}
	l.Next = append(l.Next, novel.ActionAdvance)
	g.Step()
	if m, all := wholeMarks(sc, t); !all && (!m[re] || !m[tw]) {
		t.Errorf("an advance while the line types marked the Reader %v and the typewriter %v, want both", m[re], m[tw])
	}
	steps(g, 3)
	if !scenes.Read[hud.Typewriter](tw).Done {
		t.Fatal("the line skipped is not whole")
	}
	wholeMarks(sc, t)
	g.Step()
	if m, all := wholeMarks(sc, t); !all && !m[re] {
		t.Error("a step with the line whole did not mark the Reader (its Waited)")
	}
	l.Next = append(l.Next, novel.ActionAdvance)
	g.Step()
	if m, all := wholeMarks(sc, t); !all && !m[re] || scenes.Read[novel.Reader](re).Now.Text != "next" {
		t.Errorf("the advance to the next line (%q) did not mark the Reader", scenes.Read[novel.Reader](re).Now.Text)
	}
}

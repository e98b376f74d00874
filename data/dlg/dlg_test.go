package dlg_test

import (
	"errors"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/data/dlg"
)

func guard(t *testing.T) *dlg.Script {
	t.Helper()
	src, err := os.ReadFile("testdata/guard.dlg")
	if err != nil {
		t.Fatal(err)
	}
	s, probs := dlg.Parse("guard.dlg", src)
	// The jump to "rich" goes nowhere: one problem, the rest reads.
	if len(probs) != 1 || probs[0].Line != 20 || !strings.Contains(probs[0].Message, `"rich"`) {
		t.Fatalf("problems %v, want one at line 20 about node \"rich\"", probs)
	}
	return s
}

func TestPlayWithFlagsAndChoices(t *testing.T) {
	s := dlg.NewSession(guard(t))
	s.SetFlag("gold", dlg.Int(5))
	if err := s.Start("start"); err != nil {
		t.Fatal(err)
	}
	if got := s.Turn(); got.Kind != dlg.TurnLine || got.Speaker != "Guard" || got.Text != "Halt! Who goes there?" {
		t.Fatalf("first turn %+v", got)
	}
	if err := s.Choose(0); !errors.Is(err, dlg.ErrRefused) {
		t.Fatalf("Choose on a line: %v, want ErrRefused", err)
	}
	must(t, s.Next())
	menu := s.Turn()
	if menu.Kind != dlg.TurnMenu || len(menu.Choices) != 3 || menu.Choices[0].Open || !menu.Choices[1].Open {
		t.Fatalf("menu %+v, want 3 choices, the bribe closed", menu)
	}
	before := s.Save()
	if err := s.Choose(0); !errors.Is(err, dlg.ErrRefused) || s.Save() != before {
		t.Fatalf("closed choice: %v, save %q -> %q; want refused, nothing moved", err, before, s.Save())
	}
	must(t, s.Choose(1))
	if got := s.Turn(); got.Speaker != "Ann" || got.Node != "truth" {
		t.Fatalf("after the truth %+v", got)
	}
	must(t, s.Next())
	must(t, s.Next())
	if got := s.Turn(); got.Speaker != "" || got.Text != "The gate creaks open." {
		t.Fatalf("narration %+v", got)
	}
	must(t, s.Next())
	if got, want := s.Save(), `dlg1 END 0 gold=5 met_guard=true name="Ann"`; got != want {
		t.Fatalf("Save() = %q, want %q", got, want)
	}
}

func TestBribeAndSecondVisit(t *testing.T) {
	s := dlg.NewSession(guard(t))
	s.SetFlag("gold", dlg.Int(12))
	must(t, s.Start("start"))
	must(t, s.Next())
	must(t, s.Choose(0))
	must(t, s.Next())
	if got := s.Turn().Kind; got != dlg.TurnEnded {
		t.Fatalf("after the bribe: %v, want ended", got)
	}
	if got := s.Flag("gold"); got != dlg.Int(2) {
		t.Errorf("gold = %v, want 2", got)
	}
	must(t, s.Start("start"))
	if got := s.Turn().Text; got != "Oh, it's you again." {
		t.Errorf("second visit says %q", got)
	}
}

func TestSaveLoadMidConversation(t *testing.T) {
	sc := guard(t)
	a := dlg.NewSession(sc)
	a.SetFlag("gold", dlg.Int(50))
	must(t, a.Start("start"))
	must(t, a.Next())
	save := a.Save()
	if want := "dlg1 start 3 gold=50 met_guard=true"; save != want {
		t.Fatalf("Save() = %q, want %q", save, want)
	}
	b := dlg.NewSession(sc)
	must(t, b.Load(save))
	for _, s := range []*dlg.Session{a, b} {
		must(t, s.Choose(0))
		must(t, s.Next())
	}
	if a.Save() != b.Save() || b.Save() != "dlg1 END 0 bribed=true gold=40 met_guard=true" {
		t.Fatalf("played on: %q and %q", a.Save(), b.Save())
	}
}

func TestLoadRefusesAMissingNodeByName(t *testing.T) {
	s := dlg.NewSession(guard(t))
	err := s.Load("dlg1 tavern 0 gold=1")
	if !errors.Is(err, dlg.ErrNoNode) || !strings.Contains(err.Error(), `"tavern"`) {
		t.Fatalf("Load: %v, want ErrNoNode naming tavern", err)
	}
	for _, bad := range []string{"", "dlg2 start 0", "dlg1 start 2", "dlg1 start 4", "dlg1 start 99", "dlg1 start x", "dlg1 start 0 gold", `dlg1 start 0 a="`} {
		if err := s.Load(bad); !errors.Is(err, dlg.ErrBadSave) {
			t.Errorf("Load(%q): %v, want ErrBadSave", bad, err)
		}
	}
	if got := s.Save(); got != "dlg1 - 0" {
		t.Errorf("after refused loads Save() = %q, want idle and no flags", got)
	}
}

func TestProblemsHaveLineAndColumn(t *testing.T) {
	src := "Guard: too early\n== a\n  set x = \n  [if x ==] Guard: hi\n  * no arrow\n== a\n== 9x\nok\n-> a\n== b\n* go -> a\nnever\n"
	s, probs := dlg.Parse("bad.dlg", []byte(src))
	want := []dlg.Problem{{Line: 1, Column: 1}, {Line: 3, Column: 3}, {Line: 4, Column: 11}, {Line: 5, Column: 13},
		{Line: 6, Column: 1}, {Line: 7, Column: 1}, {Line: 12, Column: 1}}
	if len(probs) != len(want) {
		t.Fatalf("problems %v, want %d", probs, len(want))
	}
	for i, p := range probs {
		if p.Line != want[i].Line || p.Column != want[i].Column {
			t.Errorf("problem %d at %d:%d (%s), want %d:%d", i, p.Line, p.Column, p.Message, want[i].Line, want[i].Column)
		}
	}
	if len(s.Nodes) != 2 || len(s.Node("b").Body) != 1 {
		t.Errorf("nodes %d, want a and b with b's choice kept", len(s.Nodes))
	}
}

// TestMisspeltStatementsAreProblems checks that a statement with a typo is a
// Problem at its place, not narration the player would read, while narration
// that merely contains an equals sign or starts with a word like "set" reads.
func TestMisspeltStatementsAreProblems(t *testing.T) {
	src := "== a\nsett gold = 3\n  Set gold += 1\n=> END\n- > a\nThe sum: 1 = 1, as ever.\nsettle down, all of you\n-> END\n"
	s, probs := dlg.Parse("typo.dlg", []byte(src))
	want := []dlg.Problem{{Line: 2, Column: 1}, {Line: 3, Column: 3}, {Line: 4, Column: 1}, {Line: 5, Column: 1}}
	if len(probs) != len(want) {
		t.Fatalf("problems %v, want %d", probs, len(want))
	}
	for i, p := range probs {
		if p.Line != want[i].Line || p.Column != want[i].Column {
			t.Errorf("problem %d at %d:%d (%s), want %d:%d", i, p.Line, p.Column, p.Message, want[i].Line, want[i].Column)
		}
	}
	if n := len(s.Node("a").Body); n != 3 {
		t.Errorf("node a keeps %d statements, want the 2 narration lines and the jump", n)
	}
}

func TestStuckLoopEnds(t *testing.T) {
	s, probs := dlg.Parse("loop.dlg", []byte("== a\nset n += 1\n-> a\n"))
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	ses := dlg.NewSession(s)
	must(t, ses.Start("a"))
	if got := ses.Turn(); got.Kind != dlg.TurnEnded || got.Stuck == "" || ses.Flag("n").Int != dlg.MaxRun/2 {
		t.Fatalf("loop: %+v n=%v", got, ses.Flag("n"))
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestCountersSaturate checks that += and -= hold a flag at the int64 range
// instead of wrapping it to the other sign.
func TestCountersSaturate(t *testing.T) {
	sc, probs := dlg.Parse("count.dlg", []byte("== up\nset n += 10\nset m -= 10\nset k += 1\n-> END\n"))
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	s := dlg.NewSession(sc)
	s.SetFlag("n", dlg.Int(math.MaxInt64-3))
	s.SetFlag("m", dlg.Int(math.MinInt64+3))
	s.SetFlag("k", dlg.Int(41))
	must(t, s.Start("up"))
	if n, m, k := s.Flag("n").Int, s.Flag("m").Int, s.Flag("k").Int; n != math.MaxInt64 || m != math.MinInt64 || k != 42 {
		t.Errorf("n=%d m=%d k=%d, want the int64 limits and 42", n, m, k)
	}
}

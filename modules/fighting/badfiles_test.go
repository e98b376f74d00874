package fighting

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/griffengine/griff/scenes"
)

// TestBadMoveListWarns: each mistake of a move list warns once at
// file:line:col, the lines with mistakes are left out, and the rest plays.
func TestBadMoveListWarns(t *testing.T) {
	bad := `character ryo
health lots
look 0
speed 3

move Standing Jab
input 5LP
startup 4
active 2
recovery 7
damage 30
hitstun 13
blockstun 9
hit 16 60 62 84
guard sideways

move Broken
input 7LP
startup 3

move Hadoken
input 236P
startup 13
active 1
recovery 31
damage 60
hitstun 20
blockstun 16
shot 6
hit 30 56 74
pose shot
`
	r := newRig(t, map[string]string{"moves/ryo.moves": bad}, nil)
	r.start(ModeCPU)
	r.steps(300)
	want := []string{
		"moves/ryo.moves:2:8: health \"lots\"",
		"moves/ryo.moves:4:1: unknown line \"speed\"",
		"moves/ryo.moves:15:7: guard \"sideways\" is not one of mid, high, low",
		"moves/ryo.moves:17:1: move \"Broken\" has no input, active, recovery: left out",
		"moves/ryo.moves:18:7: a normal is 5 (standing), 2 (crouching) or j (air), not 7",
		"moves/ryo.moves:21:1: move \"Hadoken\" does damage but has no hit box",
		"moves/ryo.moves:30:1: hit takes four numbers",
	}
	var got []string
	for _, p := range r.problems {
		got = append(got, p.String())
	}
	all := strings.Join(got, "\n")
	last := -1
	for _, w := range want {
		at := strings.Index(all, w)
		if at < 0 {
			t.Errorf("no warning %q in:\n%s", w, all)
		} else if at < last {
			t.Errorf("warning %q is not in line order:\n%s", w, all)
		}
		last = max(last, at)
	}
	if len(got) != len(want) {
		t.Errorf("%d warnings, want %d (each once):\n%s", len(got), len(want), all)
	}
	c := r.sys().cs[0]
	if c == nil || len(c.Moves) != 2 || c.Health != 1000 {
		t.Fatalf("the character read: %+v", c)
	}
	if r.m.Phase != PhaseFight || r.f[1].X == StartRight && r.f[1].Health == r.sys().cs[1].Health {
		t.Errorf("the match does not play: phase %v, the computer at %d", r.m.Phase, r.f[1].X)
	}
}

// FuzzReadMoves: any file reads without a panic, every mistake is a
// MoveError at a line and column inside the file, and every move read
// has sane frame data.
func FuzzReadMoves(f *testing.F) {
	for _, name := range []string{"moves/ryo.moves", "moves/gant.moves"} {
		data, err := templateFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("character x\nmove a\ninput [4]6P\nstartup 1\nactive 1\nrecovery 0\nhit 0 0 1 1\n"))
	f.Add([]byte("move\nhit 1 2 3\n#x\n\tcharacter  y  z\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, errs := ReadMoves("f.moves", data)
		lines := strings.Count(string(data), "\n") + 1
		for _, err := range errs {
			var me *MoveError
			if !errors.As(err, &me) || !errors.Is(err, ErrMoves) {
				t.Fatalf("mistake %v is not a MoveError", err)
			}
			if me.Line < 1 || me.Line > lines || me.Col < 1 {
				t.Fatalf("mistake at %d:%d of %d lines: %v", me.Line, me.Col, lines, err)
			}
			if !utf8.ValidString(me.Msg) && utf8.Valid(data) {
				t.Fatalf("mistake text not UTF-8: %q", me.Msg)
			}
		}
		if c == nil {
			return
		}
		if len(c.Moves) > MaxMoves || c.Health < 1 {
			t.Fatalf("character %+v", c)
		}
		for _, m := range c.Moves {
			if m.Startup < 1 || m.Active < 1 || m.Recovery < 0 || m.Total() > 3*MaxSteps || m.Input.Buttons == 0 {
				t.Fatalf("move %+v", m)
			}
		}
	})
}

// FuzzParseInput: any input text parses or errs without a panic, and what
// parses has buttons.
func FuzzParseInput(f *testing.F) {
	for _, s := range []string{"5LP", "2HK", "jK", "236P", "623LP", "[4]6P", "[2]8K", "LP+LK", "236236P", "63214P"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		in, err := ParseInput(s)
		if err == nil && (in.Buttons == 0 || len(in.Motion) > 8) {
			t.Fatalf("ParseInput(%q) = %+v", s, in)
		}
	})
}

// TestBadCharacterPickStaysOnTitle: a characters list holding a move list
// that does not read (an empty path, a missing file, one with no character
// line) picked on the title, by player 0 or as the rival, warns and keeps
// the title with the fighters it had; a good pick after it plays. Begin
// used to leave the side without a character, the same step's show
// dereferenced it (a nil pointer panic that quarantined the Match: the game
// stopped on the title).
func TestBadCharacterPickStaysOnTitle(t *testing.T) {
	r := newRig(t, map[string]string{"moves/blank.moves": "# nothing\n"}, nil)
	r.g.Step()
	r.m.Characters = []string{"moves/ryo.moves", "moves/gant.moves", "", "moves/nope.moves", "moves/blank.moves"}
	press := func() {
		r.in.hold(0, ActionStart)
		r.g.Step()
		r.in.let(0, ActionStart)
		r.g.Step()
	}
	for _, pick := range []int{1, 2, 3, 4} { // rival 2, then self 2, 3, 4
		r.m.Char = pick
		press()
		if r.m.Phase != PhaseTitle || r.f[0].Char != 0 || r.f[1].Char != 1 {
			t.Fatalf("pick %d: phase %v, fighters play %d and %d; want the title and the 0 and 1 they had", pick, r.m.Phase, r.f[0].Char, r.f[1].Char)
		}
	}
	for _, p := range r.problems {
		if p.Severity != scenes.SeverityWarning {
			t.Errorf("problem %v, want warnings only", p)
		}
	}
	if len(r.problems) == 0 {
		t.Error("no warning of the broken move lists")
	}
	empty := false
	for _, p := range r.problems {
		empty = empty || strings.Contains(p.Message, "characters entry 3 of 5 is an empty path")
		if strings.Contains(p.Message, "open :") {
			t.Errorf("the empty entry warns as a file that does not open: %v", p)
		}
	}
	if !empty {
		t.Errorf("no warning naming the empty entry 3 of 5 in %v", r.problems)
	}
	// Versus: gant against ryo, the second player's pick.
	r.m.Char, r.m.Char2, r.m.Chose2, r.m.Pick = 1, 0, true, int(ModeVersus)
	press()
	r.steps(200)
	if r.m.Phase != PhaseFight || r.f[0].Char != 1 || r.f[1].Char != 0 {
		t.Errorf("gant against ryo: phase %v, chars %d and %d; want a fight of 1 and 0", r.m.Phase, r.f[0].Char, r.f[1].Char)
	}
}

// TestMoveListWithoutMovesWarns: a character line and no moves warns at
// the character line.
func TestMoveListWithoutMovesWarns(t *testing.T) {
	c, errs := ReadMoves("moves/ryo.moves", []byte("# Ryo\n\ncharacter ryo\nhealth 900\n"))
	if c == nil || c.Health != 900 {
		t.Fatalf("the character read: %+v", c)
	}
	if len(errs) != 1 || !strings.HasPrefix(errs[0].Error(), "moves/ryo.moves:3:1: character \"ryo\" has no moves") {
		t.Errorf("warnings %v, want one at moves/ryo.moves:3:1 saying ryo has no moves", errs)
	}
}

// TestDuplicateMovesWarn: a move repeating an earlier move's name, or its
// input when the earlier costs no meter, warns at its line and is left
// out; the same input after a super is kept (the fallback without meter).
func TestDuplicateMovesWarn(t *testing.T) {
	list := `character ryo
move Jab
input 5LP
startup 4
active 2
recovery 7
move Jab
input 2LP
startup 4
active 2
recovery 7
move Other Jab
input 5LP
startup 5
active 2
recovery 7
move Super
input 236P
startup 4
active 2
recovery 7
meter 100
move Fireball
input 236P
startup 13
active 2
recovery 30
`
	c, errs := ReadMoves("moves/ryo.moves", []byte(list))
	var names []string
	for _, m := range c.Moves {
		names = append(names, m.Name)
	}
	if got := strings.Join(names, ", "); got != "Jab, Super, Fireball" {
		t.Errorf("moves kept %s, want Jab, Super, Fireball", got)
	}
	want := []string{
		`moves/ryo.moves:7:1: move "Jab" has the name of move "Jab" (line 2): that one is kept, this one left out`,
		`moves/ryo.moves:12:1: move "Other Jab" has the input of move "Jab" (line 2): that one is kept, this one left out`,
	}
	if len(errs) != len(want) {
		t.Fatalf("warnings %v, want %q", errs, want)
	}
	for i, w := range want {
		if errs[i].Error() != w {
			t.Errorf("warning %d: %q, want %q", i, errs[i], w)
		}
	}
}

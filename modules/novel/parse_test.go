package novel_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/novel"
)

// dump writes a story's code one instruction a line, for comparing.
func dump(st *novel.Story) string {
	var b strings.Builder
	for i, in := range st.Code {
		fmt.Fprintf(&b, "%d %v %d:%d", i, in.Op, in.Line, in.Col)
		switch in.Op {
		case novel.OpSay:
			fmt.Fprintf(&b, " %s %q %s", in.Who, in.Text, in.ID)
		case novel.OpMenu:
			for _, o := range in.Options {
				fmt.Fprintf(&b, " [%q %+v ->%d]", o.Text, o.Cond, o.Target)
			}
		case novel.OpGoto:
			fmt.Fprintf(&b, " ->%d", in.Target)
		case novel.OpIfNot:
			fmt.Fprintf(&b, " %+v ->%d", in.Cond, in.Target)
		case novel.OpSet:
			fmt.Fprintf(&b, " %s %c %d", in.Cond.Flag, in.Assign, in.Value)
		case novel.OpBg, novel.OpShow, novel.OpHide, novel.OpMusic, novel.OpSound:
			fmt.Fprintf(&b, " %s %q at=%v %v %d", in.Who, in.Name, in.At, in.With, in.Steps)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestParseStatements reads every statement and checks what it compiles to.
func TestParseStatements(t *testing.T) {
	src := `# a comment
character aki "Aki" #f080b0
character ren "Ren \"R\""

label start:
    "Narration."
    aki: Hello: there.
    bg park
    bg room with fade 20
    show aki happy at left with dissolve
    show aki sad
    hide aki with slide
    hide ren with none
    music theme.ogg
    music stop
    sound synth:blip
    set kind
    set mood = 3
    set mood += 2
    set mood -= 1
    set kind = false
    if mood >= 2:
        ren: High.
    elif not kind:
        ren: Unkind.
    else:
        ren: Else.
    choice:
        "One":
            jump two
        "Two" if kind:
            aki: Two.
    end

label two:
    aki: Second label.
`
	st, probs := novel.Parse("t.story", []byte(src))
	if len(probs) > 0 {
		t.Fatalf("problems: %v", probs)
	}
	want := `0 say 6:5  "Narration." start/0
1 say 7:5 aki "Hello: there." start/1
2 bg 8:5  "park" at=0 none 0
3 bg 9:5  "room" at=0 fade 20
4 show 10:10 aki "happy" at=0.25 dissolve 30
5 show 11:10 aki "sad" at=0 none 0
6 hide 12:10 aki "" at=0 slide 30
7 hide 13:10 ren "" at=0 none 0
8 music 14:5  "theme.ogg" at=0 none 0
9 music 15:5  "" at=0 none 0
10 sound 16:5  "synth:blip" at=0 none 0
11 set 17:5 kind = 1
12 set 18:5 mood = 3
13 set 19:5 mood + 2
14 set 20:5 mood - 1
15 set 21:5 kind = 0
16 ifnot 22:5 {Flag:mood Not:false Cmp:>= Value:2} ->19
17 say 23:9 ren "High." start/2
18 goto 22:5 ->23
19 ifnot 24:5 {Flag:kind Not:true Cmp: Value:0} ->22
20 say 25:9 ren "Unkind." start/3
21 goto 24:5 ->23
22 say 27:9 ren "Else." start/4
23 menu 28:5 [\"One\" {Flag: Not:false Cmp: Value:0} ->24] [\"Two\" {Flag:kind Not:false Cmp: Value:0} ->26]
24 goto 30:13 ->29
25 goto 29:9 ->28
26 say 32:13 aki "Two." start/5
27 goto 31:9 ->28
28 end 33:5
29 say 36:5 aki "Second label." two/0
`
	want = strings.ReplaceAll(want, `\"`, `"`)
	if got := dump(st); got != want {
		t.Errorf("code:\n%s\nwant:\n%s", got, want)
	}
	if st.Labels["start"] != 0 || st.Labels["two"] != 29 {
		t.Errorf("labels %v, want start 0 and two 29", st.Labels)
	}
	if c := st.Character("ren"); c == nil || c.Name != `Ren "R"` || c.Color != "" {
		t.Errorf("ren is %+v, want the name Ren \"R\" and no colour", c)
	}
	if c := st.Character("aki"); c == nil || c.Color != "#f080b0" {
		t.Errorf("aki is %+v, want the colour #f080b0", c)
	}
}

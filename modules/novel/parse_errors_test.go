package novel_test

import (
	"strings"
	"testing"

	"github.com/griffengine/griff/modules/novel"
)

// TestParseErrors checks every mistake the reader reports, with its place
// and what the rest of the file still reads to.
func TestParseErrors(t *testing.T) {
	head := "character aki \"Aki\"\nlabel start:\n"
	for _, tc := range []struct {
		name, src string
		want      string // "line:col: part of the message"
	}{
		{"unknown statement", head + "    shw aki happy\n", "3:5: unknown statement \"shw\""},
		{"speaker without space", head + "    aki:hi\n", "3:5: unknown statement"},
		{"undeclared speaker", head + "    bob: Hi.\n", "3:5: no character \"bob\""},
		{"undeclared show", head + "    show bob happy\n", "3:10: no character \"bob\""},
		{"open narration", head + "    \"Hi.\n", "3:5: narration has no closing quote"},
		{"after narration", head + "    \"Hi.\" x\n", "3:11: text after the narration"},
		{"tab", head + "\taki: Hi.\n", "3:1: a tab in the indentation"},
		{"top-level statement", "aki: Hi.\n", "1:1: \"aki:\" at the top of the file"},
		{"indented top", "  character aki \"Aki\"\n", "1:3: unexpected indentation"},
		{"bad label", "label 9x:\n    \"a\"\n", "1:7: a label is written"},
		{"label no colon", "label start\n    \"a\"\n", "1:7: a label is written"},
		{"duplicate label", "label a:\n    \"a\"\nlabel a:\n    \"b\"\n", "3:7: label \"a\" already at line 1"},
		{"empty label", "label a:\nlabel b:\n    \"b\"\n", "1:8: \"label a:\" needs an indented block"},
		{"bad indentation", head + "    \"a\"\n      \"b\"\n", "4:7: indentation of 6 spaces where the block has 4"},
		{"character no id", "character \"Aki\"\n", "1:11: character needs an id"},
		{"character twice", "character a \"A\"\ncharacter a \"B\"\n", "2:11: character \"a\" declared twice"},
		{"character no name", "character a Aki\n", "1:13: character a needs a quoted name"},
		{"character bad colour", "character a \"A\" red\n", "1:17: \"red\" is not a colour"},
		{"jump nowhere", head + "    jump ende\nlabel ending:\n    \"e\"\n", "3:10: jump to \"ende\": no such label (did you mean ending?)"},
		{"jump no label", head + "    jump\n", "3:10: jump needs a label"},
		{"set no flag", head + "    set\n", "3:9: set needs a flag name"},
		{"set bad op", head + "    set a * 2\n", "3:11: set is written"},
		{"set bad value", head + "    set a += x\n", "3:14: \"x\" is not an integer"},
		{"set += true", head + "    set a += true\n", "3:14: \"true\" is not an integer"},
		{"bg no name", head + "    bg\n", "3:8: bg needs a background name"},
		{"bad transition", head + "    bg park with wipe\n", "3:18: \"wipe\" is not a transition"},
		{"bad steps", head + "    bg park with fade 0\n", "3:23: \"0\" is not a number of steps"},
		{"too many steps", head + "    bg park with fade 601\n", "3:23: \"601\" is not a number of steps"},
		{"bg at", head + "    bg park at left\n", "3:13: unexpected \"at\""},
		{"bad place", head + "    show aki happy at top\n", "3:23: \"top\" is not a place"},
		{"show no expr", head + "    show aki\n", "3:10: show is written"},
		{"hide no id", head + "    hide\n", "3:10: hide needs a character"},
		{"music no file", head + "    music\n", "3:11: music needs a file name"},
		{"sound bad file", head + "    sound ../x.wav\n", "3:11: sound needs a file name"},
		{"end with junk", head + "    end now\n", "3:9: \"end\" takes nothing"},
		{"if no colon", head + "    if a\n        \"x\"\n", "3:8: an if is written"},
		{"if bad cond", head + "    if a b:\n        \"x\"\n", "3:8: \"a b\" is not a condition"},
		{"if bad comparison", head + "    if a => 2:\n        \"x\"\n", "3:8: \"=>\" is not a comparison"},
		{"if bad number", head + "    if a > b:\n        \"x\"\n", "3:8: \"b\" is not an integer"},
		{"else alone", head + "    else:\n        \"x\"\n", "3:5: \"else:\" without an \"if\""},
		{"choice no colon", head + "    choice\n        \"a\":\n            \"x\"\n", "3:5: a choice is written choice:"},
		{"choice empty", head + "    choice:\n    \"x\"\n", "3:5: a choice needs options"},
		{"option unquoted", head + "    choice:\n        a:\n            \"x\"\n", "4:9: an option is written"},
		{"option no colon", head + "    choice:\n        \"a\"\n            \"x\"\n", "4:12: an option ends with a colon"},
		{"option junk", head + "    choice:\n        \"a\" when b:\n            \"x\"\n", "4:13: after an option's text only"},
		{"option bad cond", head + "    choice:\n        \"a\" if 1:\n            \"x\"\n", "4:16: \"1\" is not a condition"},
		{"not UTF-8", "label a:\n    \"é\xff\"\n", "2:7: byte 0xff is not UTF-8 text"},
	} {
		_, probs := novel.Parse("t.story", []byte(tc.src))
		if len(probs) == 0 {
			t.Errorf("%s: no problem, want %q", tc.name, tc.want)
			continue
		}
		got := probs[0].Error()
		if !strings.HasPrefix(got, "t.story:") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: first problem %q, want t.story:%s...", tc.name, got, tc.want)
		}
	}
}

// TestParseGoesOn checks that a mistake leaves out its statement and the rest
// of the file still reads; a jump to no label ends the story there.
func TestParseGoesOn(t *testing.T) {
	st, probs := novel.Parse("t.story", []byte("label start:\n    shw x\n    \"after\"\n    jump nowhere\n    \"unreachable\"\n"))
	if len(probs) != 2 {
		t.Fatalf("problems %v, want 2", probs)
	}
	if len(st.Code) != 3 || st.Code[0].Op != novel.OpSay || st.Code[0].Text != "after" || st.Code[1].Op != novel.OpEnd {
		t.Errorf("code:\n%s\nwant the narration, an end and the unreachable line", dump(st))
	}
}

// TestParseTooLong checks that a file over MaxStoryLen is refused with one
// problem.
func TestParseTooLong(t *testing.T) {
	st, probs := novel.Parse("t.story", make([]byte, novel.MaxStoryLen+1))
	if len(probs) != 1 || len(st.Code) != 0 || !strings.Contains(probs[0].Error(), "t.story:1:1: the file is") {
		t.Errorf("problems %v, code %d; want one problem at 1:1 and no code", probs, len(st.Code))
	}
}

// TestParseByteOrderMark checks a story saved with a byte order mark (as
// Windows Notepad writes) reads as the same story without it.
func TestParseByteOrderMark(t *testing.T) {
	src := "label start:\n    \"hello\"\n"
	plain, _ := novel.Parse("t.story", []byte(src))
	st, probs := novel.Parse("t.story", []byte("\ufeff"+src))
	if len(probs) != 0 {
		t.Fatalf("problems %v, want none", probs)
	}
	if dump(st) != dump(plain) {
		t.Errorf("with a byte order mark:\n%s\nwithout:\n%s", dump(st), dump(plain))
	}
}

// TestParseBadBytesLeaveTheRest: a line with a byte that is not UTF-8 is
// left out with one warning at that byte; the lines before and after read.
func TestParseBadBytesLeaveTheRest(t *testing.T) {
	st, probs := novel.Parse("t.story", []byte("label start:\n    \"one\"\n    \"tw\xfeo\"\n    jump next\nlabel next:\n    \"three\"\n"))
	if len(probs) != 1 || !strings.Contains(probs[0].Error(), "t.story:3:8: byte 0xfe") {
		t.Fatalf("problems %v, want one at 3:8", probs)
	}
	if _, ok := st.Labels["next"]; !ok {
		t.Errorf("labels %v: the label after the bad line was not read", st.Labels)
	}
}

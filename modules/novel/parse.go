package novel

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// srcLine is one line of a story that holds a statement.
type srcLine struct {
	no, indent int
	text       string
}

// parser reads one story file.
type parser struct {
	st     *Story
	lines  []srcLine
	i      int
	probs  []Problem
	label  string
	says   int
	jumps  []jump
	labels map[string]srcLine
}

// jump is a goto whose label is resolved once every label is known.
type jump struct {
	at    int
	label string
	line  srcLine
	col   int
}

// Parse reads a story file: name is its name for problems, src its text
// (UTF-8, with or without a byte order mark). It returns the story and the problems found, each at its line and
// column. Parse never panics and never fails outright: a statement with a
// mistake is left out (a jump to a label that does not exist ends the story
// there) and the rest of the file still reads. The format is in the package
// documentation.
func Parse(name string, src []byte) (*Story, []Problem) {
	p := &parser{st: &Story{Name: name, Labels: map[string]int{}}, labels: map[string]srcLine{}}
	if len(src) > MaxStoryLen {
		p.fail(srcLine{no: 1}, 1, "the file is %d bytes, more than the %d a story may hold", len(src), MaxStoryLen)
		return p.st, p.probs
	}
	// A byte order mark (what Windows Notepad writes) is not part of the
	// text, as every Griff reader of text files takes it.
	p.split(strings.TrimPrefix(string(src), "\ufeff"))
	p.top()
	p.resolve()
	p.checkCharacters()
	return p.st, p.probs
}

// fail records a problem at column col of line l.
func (p *parser) fail(l srcLine, col int, format string, args ...any) {
	p.probs = append(p.probs, Problem{File: p.st.Name, Line: l.no, Col: col, Message: sprintf(format, args...)})
}

// badUTF8 returns the index of the first byte of line that is not UTF-8, or
// -1.
func badUTF8(line string) int {
	for i, r := range line {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(line[i:]); n == 1 {
				return i
			}
		}
	}
	return -1
}

// split keeps the lines that hold statements: not blank, not comments. A
// line with a byte that is not UTF-8 warns at that byte's column (counted in
// characters) and is left out; the rest of the file reads.
func (p *parser) split(src string) {
	for no, raw := range strings.Split(src, "\n") {
		raw = strings.TrimRight(raw, " \t\r")
		body := strings.TrimLeft(raw, " ")
		if body == "" || body[0] == '#' {
			continue
		}
		l := srcLine{no: no + 1, indent: len(raw) - len(body), text: body}
		if bad := badUTF8(raw); bad >= 0 {
			p.fail(l, utf8.RuneCountInString(raw[:bad])+1, "byte 0x%02x is not UTF-8 text: the line is left out", raw[bad])
			continue
		}
		if body[0] == '\t' {
			p.fail(l, l.indent+1, "a tab in the indentation: indent with spaces")
			continue
		}
		p.lines = append(p.lines, l)
	}
}

// top reads the file's top level: characters and labels.
func (p *parser) top() {
	for p.i < len(p.lines) {
		l := p.lines[p.i]
		p.i++
		if l.indent != 0 {
			p.fail(l, l.indent+1, "unexpected indentation: a statement belongs inside a label")
			continue
		}
		word, rest := cut(l.text)
		switch word {
		case "character":
			p.character(l, rest)
		case "label":
			p.labelBlock(l, rest)
		default:
			p.fail(l, 1, "%q at the top of the file: only \"character\" and \"label NAME:\" go there", word)
			p.skipBlock(0)
		}
	}
}

// character reads `character ID "Name" [#rrggbb]`.
func (p *parser) character(l srcLine, rest string) {
	id, rest := cut(rest)
	col := strings.Index(l.text, rest) + 1
	if !isName(id) {
		p.fail(l, 11, "character needs an id (letters, digits and _): character aki \"Aki\" #e0708f")
		return
	}
	if p.st.Character(id) != nil {
		p.fail(l, 11, "character %q declared twice", id)
		return
	}
	name, after, ok := quoted(rest)
	if !ok {
		p.fail(l, col, "character %s needs a quoted name: character %s \"Name\"", id, id)
		return
	}
	color := strings.TrimSpace(after)
	if color != "" && !isColor(color) {
		p.fail(l, strings.LastIndex(l.text, color)+1, "%q is not a colour: write #rrggbb", color)
		return
	}
	p.st.Characters = append(p.st.Characters, Character{ID: id, Name: name, Color: color})
}

// labelBlock reads `label NAME:` and its block.
func (p *parser) labelBlock(l srcLine, rest string) {
	name, ok := strings.CutSuffix(strings.TrimSpace(rest), ":")
	name = strings.TrimSpace(name)
	if !ok || !isName(name) {
		p.fail(l, 7, "a label is written: label NAME: (letters, digits and _)")
		p.skipBlock(0)
		return
	}
	if prev, dup := p.labels[name]; dup {
		p.fail(l, 7, "label %q already at line %d", name, prev.no)
		p.skipBlock(0)
		return
	}
	p.labels[name] = l
	p.st.Labels[name] = len(p.st.Code)
	p.label, p.says = name, 0
	p.block(0, l)
}

// skipBlock skips the lines deeper than indent.
func (p *parser) skipBlock(indent int) {
	for p.i < len(p.lines) && p.lines[p.i].indent > indent {
		p.i++
	}
}

// block reads the statements deeper than parent, all at the first one's
// indentation. An empty block is a problem at its header.
func (p *parser) block(parent int, head srcLine) {
	if p.i >= len(p.lines) || p.lines[p.i].indent <= parent {
		p.fail(head, len(head.text)+head.indent, "%q needs an indented block after it", head.text)
		return
	}
	indent := p.lines[p.i].indent
	for p.i < len(p.lines) && p.lines[p.i].indent > parent {
		l := p.lines[p.i]
		if l.indent != indent {
			p.fail(l, l.indent+1, "indentation of %d spaces where the block has %d", l.indent, indent)
			p.i++
			p.skipBlock(l.indent)
			continue
		}
		p.i++
		p.statement(l)
	}
}

// emit appends an instruction and returns its index.
func (p *parser) emit(in Instr) int {
	p.st.Code = append(p.st.Code, in)
	return len(p.st.Code) - 1
}

// resolve points jumps at their labels.
func (p *parser) resolve() {
	for _, j := range p.jumps {
		at, ok := p.st.Labels[j.label]
		if !ok {
			p.fail(j.line, j.col, "jump to %q: no such label%s", j.label, suggestLabel(j.label, p.st.Labels))
			p.st.Code[j.at] = Instr{Op: OpEnd, Line: j.line.no, Col: j.line.indent + 1}
			continue
		}
		p.st.Code[j.at].Target = at
	}
}

// cut splits s at its first space.
func cut(s string) (string, string) {
	a, b, _ := strings.Cut(s, " ")
	return a, strings.TrimSpace(b)
}

// quoted reads a "double-quoted" string at the start of s (\" and \\ escape)
// and returns it and what follows.
func quoted(s string) (string, string, bool) {
	if !strings.HasPrefix(s, `"`) {
		return "", s, false
	}
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s):
			i++
			b.WriteByte(s[i])
		case c == '"':
			return b.String(), s[i+1:], true
		default:
			b.WriteByte(c)
		}
	}
	return "", s, false
}

// isName reports whether s is a name: letters, digits and '_', not starting
// with a digit.
func isName(s string) bool {
	if s == "" || (s[0] >= '0' && s[0] <= '9') {
		return false
	}
	for _, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// isFile reports whether s names an asset: a name with '.', '-' and '/' too.
func isFile(s string) bool {
	if s == "" || strings.Contains(s, "..") {
		return false
	}
	for _, c := range s {
		if !(c == '_' || c == '.' || c == '-' || c == '/' || c == ':' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// isColor reports whether s is "#rrggbb".
func isColor(s string) bool {
	if len(s) != 7 || s[0] != '#' {
		return false
	}
	_, err := strconv.ParseUint(s[1:], 16, 32)
	return err == nil
}

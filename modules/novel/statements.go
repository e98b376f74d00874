package novel

import (
	"fmt"
	"strconv"
	"strings"
)

// sprintf is fmt.Sprintf (kept short for problem messages).
func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// statement reads one statement of a block.
func (p *parser) statement(l srcLine) {
	col := l.indent + 1
	if strings.HasPrefix(l.text, `"`) {
		p.narration(l)
		return
	}
	word, rest := cut(l.text)
	switch word {
	case "choice:", "choice":
		p.choice(l, rest)
	case "if":
		p.ifChain(l)
	case "elif", "else", "else:":
		p.fail(l, col, "%q without an \"if\" before it", word)
		p.skipBlock(l.indent)
	case "jump":
		p.jump(l, rest)
	case "set":
		p.set(l, rest)
	case "bg":
		p.bg(l, rest)
	case "show":
		p.show(l, rest)
	case "hide":
		p.hide(l, rest)
	case "music", "sound":
		p.audio(l, word, rest)
	case "end":
		if rest != "" {
			p.fail(l, col+4, "\"end\" takes nothing after it")
			return
		}
		p.emit(Instr{Op: OpEnd, Line: l.no, Col: col})
	default:
		p.say(l, word)
	}
}

// say reads `speaker: text`.
func (p *parser) say(l srcLine, word string) {
	col := l.indent + 1
	who, text, ok := strings.Cut(l.text, ":")
	if !ok || !isName(who) || !strings.HasPrefix(text, " ") || strings.TrimSpace(text) == "" {
		p.fail(l, col, "unknown statement %q: a line is written speaker: text, narration \"in quotes\"", word)
		p.skipBlock(l.indent)
		return
	}
	p.line(l, who, strings.TrimSpace(text))
}

// narration reads `"text"`.
func (p *parser) narration(l srcLine) {
	text, rest, ok := quoted(l.text)
	if !ok {
		p.fail(l, l.indent+1, "narration has no closing quote")
		return
	}
	if rest = strings.TrimLeft(rest, " "); rest != "" {
		p.fail(l, l.indent+len(l.text)-len(rest)+1, "text after the narration's closing quote")
		return
	}
	p.line(l, "", text)
}

// line emits a line, numbered within its label.
func (p *parser) line(l srcLine, who, text string) {
	id := p.label + "/" + strconv.Itoa(p.says)
	p.says++
	p.emit(Instr{Op: OpSay, Line: l.no, Col: l.indent + 1, Who: who, Text: text, ID: id})
}

// choice reads a `choice:` block of options `"text" [if cond]:` with blocks.
func (p *parser) choice(l srcLine, rest string) {
	if !strings.HasSuffix(l.text, ":") || (rest != "" && rest != ":") {
		p.fail(l, l.indent+1, "a choice is written choice: with its options indented below")
		p.skipBlock(l.indent)
		return
	}
	menu := p.emit(Instr{Op: OpMenu, Line: l.no, Col: l.indent + 1})
	var ends []int
	if p.i >= len(p.lines) || p.lines[p.i].indent <= l.indent {
		p.fail(l, l.indent+1, "a choice needs options indented below it: \"text\":")
	}
	for p.i < len(p.lines) && p.lines[p.i].indent > l.indent {
		o := p.lines[p.i]
		p.i++
		opt, ok := p.option(o)
		if !ok {
			p.skipBlock(o.indent)
			continue
		}
		opt.Target = len(p.st.Code)
		p.block(o.indent, o)
		ends = append(ends, p.emit(Instr{Op: OpGoto, Line: o.no, Col: o.indent + 1}))
		p.st.Code[menu].Options = append(p.st.Code[menu].Options, opt)
	}
	for _, e := range ends {
		p.st.Code[e].Target = len(p.st.Code)
	}
}

// option reads a choice's option line `"text" [if cond]:`.
func (p *parser) option(o srcLine) (Option, bool) {
	text, rest, ok := quoted(o.text)
	if !ok {
		p.fail(o, o.indent+1, "an option is written \"text\": or \"text\" if flag:")
		return Option{}, false
	}
	rest = strings.TrimSpace(rest)
	body, ok := strings.CutSuffix(rest, ":")
	if !ok {
		p.fail(o, o.indent+len(o.text)+1, "an option ends with a colon")
		return Option{}, false
	}
	opt := Option{Text: text}
	if body = strings.TrimSpace(body); body != "" {
		cond, ok := strings.CutPrefix(body, "if ")
		at := o.indent + strings.Index(o.text, body) + 1
		if !ok {
			p.fail(o, at, "after an option's text only \"if cond\" may come")
			return Option{}, false
		}
		c, err := parseCond(cond)
		if err != "" {
			p.fail(o, at+3, "%s", err)
			return Option{}, false
		}
		opt.Cond = c
	}
	return opt, true
}

// ifChain reads `if cond:` and the `elif cond:` and `else:` after it.
func (p *parser) ifChain(l srcLine) {
	var ends []int
	for head := l; ; {
		word, rest := cut(head.text)
		var test int = -1
		if word == "if" || word == "elif" {
			cond, ok := strings.CutSuffix(rest, ":")
			c, err := parseCond(strings.TrimSpace(cond))
			if !ok {
				err = "an if is written if flag: with its block indented below"
			}
			if err != "" {
				p.fail(head, head.indent+len(word)+2, "%s", err)
				p.skipBlock(head.indent)
				break
			}
			test = p.emit(Instr{Op: OpIfNot, Line: head.no, Col: head.indent + 1, Cond: c})
		}
		p.block(head.indent, head)
		if test < 0 {
			break // else
		}
		next := p.lines[min(p.i, len(p.lines)-1)]
		more := p.i < len(p.lines) && next.indent == l.indent && (strings.HasPrefix(next.text, "elif ") || next.text == "else:")
		if more {
			ends = append(ends, p.emit(Instr{Op: OpGoto, Line: head.no, Col: head.indent + 1}))
		}
		p.st.Code[test].Target = len(p.st.Code)
		if !more {
			break
		}
		head = next
		p.i++
	}
	for _, e := range ends {
		p.st.Code[e].Target = len(p.st.Code)
	}
}

// parseCond reads "flag", "not flag" or "flag OP integer"; it returns a
// message when the condition does not read.
func parseCond(s string) (Cond, string) {
	f := strings.Fields(s)
	switch {
	case len(f) == 1 && isName(f[0]) && f[0] != "not":
		return Cond{Flag: f[0]}, ""
	case len(f) == 2 && f[0] == "not" && isName(f[1]):
		return Cond{Flag: f[1], Not: true}, ""
	case len(f) == 3 && isName(f[0]):
		switch f[1] {
		case "==", "!=", "<", "<=", ">", ">=":
			n, err := strconv.ParseInt(f[2], 10, 64)
			if err != nil {
				return Cond{}, sprintf("%q is not an integer", f[2])
			}
			return Cond{Flag: f[0], Cmp: f[1], Value: n}, ""
		}
		return Cond{}, sprintf("%q is not a comparison: use == != < <= > >=", f[1])
	}
	return Cond{}, sprintf("%q is not a condition: write flag, not flag, or flag >= 2", s)
}

// jump reads `jump label`.
func (p *parser) jump(l srcLine, rest string) {
	if !isName(rest) {
		p.fail(l, l.indent+6, "jump needs a label name: jump ending")
		return
	}
	at := p.emit(Instr{Op: OpGoto, Line: l.no, Col: l.indent + 1})
	p.jumps = append(p.jumps, jump{at: at, label: rest, line: l, col: l.indent + 6})
}

// set reads `set flag`, `set flag = value`, `set flag += n` and `-= n`.
func (p *parser) set(l srcLine, rest string) {
	f := strings.Fields(rest)
	col := l.indent + 5
	if len(f) == 0 || !isName(f[0]) {
		p.fail(l, col, "set needs a flag name: set met_aki, set score += 1")
		return
	}
	in := Instr{Op: OpSet, Line: l.no, Col: l.indent + 1, Cond: Cond{Flag: f[0]}, Assign: '=', Value: 1}
	if len(f) == 1 {
		p.emit(in)
		return
	}
	if len(f) != 3 || (f[1] != "=" && f[1] != "+=" && f[1] != "-=") {
		p.fail(l, col+len(f[0])+1, "set is written set flag, set flag = value, set flag += n or set flag -= n")
		return
	}
	in.Assign = f[1][0]
	switch v := f[2]; {
	case v == "true" && in.Assign == '=':
		in.Value = 1
	case v == "false" && in.Assign == '=':
		in.Value = 0
	default:
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			p.fail(l, l.indent+strings.LastIndex(l.text, v)+1, "%q is not an integer (or true, false after =)", v)
			return
		}
		in.Value = n
	}
	p.emit(in)
}

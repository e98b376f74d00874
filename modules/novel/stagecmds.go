package novel

import (
	"slices"
	"strconv"
	"strings"
)

// positions are the places a character may stand, as fractions of the
// stage's width (Ren'Py's left, center and right).
var positions = map[string]float64{"left": 0.25, "center": 0.5, "right": 0.75}

// bg reads `bg NAME [with T [N]]`.
func (p *parser) bg(l srcLine, rest string) {
	name, rest := cut(rest)
	if !isFile(name) {
		p.fail(l, l.indent+4, "bg needs a background name: bg park (the picture assets/bg_park.png)")
		return
	}
	in := Instr{Op: OpBg, Line: l.no, Col: l.indent + 1, Name: name}
	if p.clauses(l, rest, &in, false) {
		p.emit(in)
	}
}

// show reads `show ID EXPR [at POS] [with T [N]]`.
func (p *parser) show(l srcLine, rest string) {
	id, rest := cut(rest)
	expr, rest := cut(rest)
	if !isName(id) || !isName(expr) || expr == "at" || expr == "with" {
		p.fail(l, l.indent+6, "show is written show CHARACTER EXPRESSION [at left|center|right] [with dissolve]")
		return
	}
	in := Instr{Op: OpShow, Line: l.no, Col: l.indent + 6, Who: id, Name: expr}
	if p.clauses(l, rest, &in, true) {
		p.emit(in)
	}
}

// hide reads `hide ID [with T [N]]`.
func (p *parser) hide(l srcLine, rest string) {
	id, rest := cut(rest)
	if !isName(id) {
		p.fail(l, l.indent+6, "hide needs a character: hide aki")
		return
	}
	in := Instr{Op: OpHide, Line: l.no, Col: l.indent + 6, Who: id}
	if p.clauses(l, rest, &in, false) {
		p.emit(in)
	}
}

// clauses reads the "at POS" (when at is allowed) and "with T [N]" after a
// stage statement into in; false after a problem.
func (p *parser) clauses(l srcLine, rest string, in *Instr, at bool) bool {
	f := strings.Fields(rest)
	colOf := func(w string) int { return l.indent + strings.LastIndex(l.text, w) + 1 }
	for i := 0; i < len(f); i++ {
		switch {
		case f[i] == "at" && at && i+1 < len(f):
			x, ok := positions[f[i+1]]
			if !ok {
				p.fail(l, colOf(f[i+1]), "%q is not a place: left, center or right", f[i+1])
				return false
			}
			in.At = x
			i++
		case f[i] == "with" && i+1 < len(f):
			t := slices.Index(transNames[:], f[i+1])
			if t < 0 {
				p.fail(l, colOf(f[i+1]), "%q is not a transition: none, fade, dissolve or slide", f[i+1])
				return false
			}
			in.With, in.Steps = Transition(t), DefaultTransitionSteps
			i++
			if i+1 < len(f) {
				n, err := strconv.Atoi(f[i+1])
				if err != nil || n < 1 || n > MaxTransitionSteps {
					p.fail(l, colOf(f[i+1]), "%q is not a number of steps from 1 to %d", f[i+1], MaxTransitionSteps)
					return false
				}
				in.Steps = n
				i++
			}
			if in.With == TransNone {
				in.Steps = 0
			}
		default:
			p.fail(l, colOf(f[i]), "unexpected %q: expected %s", f[i], map[bool]string{true: "at PLACE or with TRANSITION", false: "with TRANSITION"}[at])
			return false
		}
	}
	return true
}

// audio reads `music NAME`, `music stop` and `sound NAME`.
func (p *parser) audio(l srcLine, word, rest string) {
	if !isFile(rest) {
		p.fail(l, l.indent+len(word)+2, "%s needs a file name: %s theme.ogg", word, word)
		return
	}
	in := Instr{Op: OpMusic, Line: l.no, Col: l.indent + 1, Name: rest}
	if word == "sound" {
		in.Op = OpSound
	} else if rest == "stop" {
		in.Name = ""
	}
	p.emit(in)
}

// checkCharacters reports lines, shows and hides of undeclared characters;
// a show or hide of one is left as a no-op (a jump to the next instruction).
func (p *parser) checkCharacters() {
	for i, in := range p.st.Code {
		if in.Who == "" || p.st.Character(in.Who) != nil {
			continue
		}
		ids := make([]string, len(p.st.Characters))
		for j, c := range p.st.Characters {
			ids[j] = c.ID
		}
		p.probs = append(p.probs, Problem{File: p.st.Name, Line: in.Line, Col: in.Col,
			Message: sprintf("no character %q: declare it (character %s \"Name\")%s", in.Who, in.Who, suggest(in.Who, ids))})
		if in.Op != OpSay {
			p.st.Code[i] = Instr{Op: OpGoto, Line: in.Line, Col: in.Col, Target: i + 1}
		}
	}
}

// suggestLabel returns " (did you mean X?)" for the closest label, or "".
func suggestLabel(name string, labels map[string]int) string {
	names := make([]string, 0, len(labels))
	for n := range labels {
		names = append(names, n)
	}
	slices.Sort(names)
	return suggest(name, names)
}

// suggest returns " (did you mean X?)" for a candidate that differs from name
// by case or shares its first three letters, or "".
func suggest(name string, candidates []string) string {
	for _, c := range candidates {
		if strings.EqualFold(c, name) || (len(c) >= 3 && len(name) >= 3 && c[:3] == name[:3]) {
			return " (did you mean " + c + "?)"
		}
	}
	return ""
}

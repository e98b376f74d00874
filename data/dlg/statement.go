package dlg

import "strings"

// parseStatement reads one statement (trimmed, not a header or a comment);
// at is its 0-based offset in its line.
func parseStatement(text string, at int) (Statement, error) {
	var st Statement
	if strings.HasPrefix(text, "[") {
		end := strings.IndexByte(text, ']')
		if end < 0 {
			return st, errAt(at, "a condition opened with [ is not closed with ]")
		}
		c, err := parseBracket(text[1:end], at+1)
		if err != nil {
			return st, err
		}
		st.Cond = c
		rest := strings.TrimLeft(text[end+1:], " \t")
		at += len(text) - len(rest)
		text = rest
		if text == "" {
			return st, errAt(at, "a condition with no statement after it")
		}
	}
	switch {
	case strings.HasPrefix(text, "*"):
		return parseChoice(st, text, at)
	case strings.HasPrefix(text, "->"):
		st.Op = OpJump
		st.Target = strings.TrimSpace(text[2:])
		return st, checkTarget(st.Target, at+2)
	case strings.HasPrefix(text, "set ") || strings.HasPrefix(text, "set\t"):
		return parseSet(st, text, at)
	}
	st.Op = OpLine
	st.Speaker, st.Text = splitSpeaker(text)
	if st.Speaker == "" {
		return st, checkNarration(text, at)
	}
	return st, nil
}

// checkNarration refuses narration that is a misspelt statement, so a typo
// such as "sett gold = 3" or "=> END" is a Problem at its line rather than a
// line the player reads: text shaped "word flag = value" (or += n, -= n)
// whose first word is not "set", and text that starts with an arrow other
// than "->" ("=>", "- >", ">").
func checkNarration(text string, at int) error {
	for _, arrow := range []string{"=>", "- >", ">", "→"} {
		if strings.HasPrefix(text, arrow) {
			return errAt(at, "%q is not a statement: a jump is \"-> node\" (or \"-> END\")", text)
		}
	}
	toks, _, ok := lex(text)
	if !ok || len(toks) != 4 || toks[0].kind != 'n' || toks[1].kind != 'n' || toks[2].kind != 'o' {
		return nil
	}
	switch toks[2].text {
	case "=", "+=", "-=":
		return errAt(at, "unknown statement %q: a flag is set with \"set flag = value\" (or += n, -= n)", toks[0].text)
	}
	return nil
}

// parseBracket reads "if cond" (the inside of [...]).
func parseBracket(s string, at int) (Cond, error) {
	t := strings.TrimLeft(s, " \t")
	body, ok := strings.CutPrefix(t, "if")
	if !ok || body != "" && body[0] != ' ' && body[0] != '\t' {
		return Cond{}, errAt(at, "want \"[if condition]\", found [%s]", s)
	}
	return parseCond(body, at+len(s)-len(body))
}

// parseChoice reads "* text -> target [if cond]".
func parseChoice(st Statement, text string, at int) (Statement, error) {
	st.Op = OpChoice
	body := text[1:]
	if strings.HasSuffix(body, "]") {
		open := strings.LastIndex(body, "[")
		if open >= 0 && strings.HasPrefix(strings.TrimLeft(body[open+1:], " \t"), "if") {
			if len(st.Cond.Tests) > 0 {
				return st, errAt(at+1+open, "a choice with two conditions; join them with \"and\" in one")
			}
			c, err := parseBracket(body[open+1:len(body)-1], at+2+open)
			if err != nil {
				return st, err
			}
			st.Cond = c
			body = strings.TrimRight(body[:open], " \t")
		}
	}
	arrow := strings.LastIndex(body, "->")
	if arrow < 0 {
		return st, errAt(at+len(text), "a choice needs \"-> node\" (or \"-> END\") after its text")
	}
	st.Text = strings.TrimSpace(body[:arrow])
	st.Target = strings.TrimSpace(body[arrow+2:])
	if st.Text == "" {
		return st, errAt(at+1, "a choice with no text")
	}
	return st, checkTarget(st.Target, at+1+arrow+2)
}

func checkTarget(target string, at int) error {
	if !isName(target) {
		return errAt(at, "%q is not a node name (want -> node or -> END)", target)
	}
	return nil
}

// parseSet reads "set flag = value" (or += n, -= n).
func parseSet(st Statement, text string, at int) (Statement, error) {
	st.Op = OpSet
	toks, bad, ok := lex(text[3:])
	if !ok {
		return st, errAt(at+3+bad, "cannot read %q in a set", text[3+bad:])
	}
	if len(toks) != 3 || toks[0].kind != 'n' || toks[1].kind != 'o' {
		return st, errAt(at, "want \"set flag = value\" (or += n, -= n)")
	}
	op := toks[1].text
	if op != "=" && op != "+=" && op != "-=" {
		return st, errAt(at+3+toks[1].at, "want =, += or -= in a set, found %q", op)
	}
	v, ok := toks[2].value()
	if !ok {
		return st, errAt(at+3+toks[2].at, "%q is not a value (want true, false, an integer or a \"string\")", toks[2].text)
	}
	if op != "=" && v.Kind != KindInt {
		return st, errAt(at+3+toks[2].at, "%s takes an integer, not %s", op, v)
	}
	st.Flag, st.Assign, st.Value = toks[0].text, op[0], v
	return st, nil
}

// splitSpeaker splits "Speaker: text" into its speaker and text; text with
// no speaker name before ": " is narration (speaker "").
func splitSpeaker(text string) (string, string) {
	i := strings.Index(text, ":")
	if i <= 0 || i+1 < len(text) && text[i+1] != ' ' && text[i+1] != '\t' {
		return "", text
	}
	name := strings.TrimSpace(text[:i])
	for j := 0; j < len(name); j++ {
		c := name[j]
		if !isNameByte(c) && c != ' ' && c != '-' && c != '.' && c < 0x80 {
			return "", text
		}
	}
	return name, strings.TrimSpace(text[i+1:])
}

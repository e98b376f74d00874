package dlg

import "fmt"

// Test is one test of a Cond: Flag's truth (negated when Not), or, when Op
// is not "", Flag compared with Value by Op (== != < <= > >=).
type Test struct {
	Flag  string
	Not   bool
	Op    string
	Value Value
}

// Cond is a statement's condition: its Tests joined by "and" (every one
// holds) or, when Or, by "or" (one holds). No tests always holds.
type Cond struct {
	Tests []Test
	Or    bool
}

// holds reports whether c holds for the flags f.
func (c Cond) holds(f flags) bool {
	if len(c.Tests) == 0 {
		return true
	}
	for _, t := range c.Tests {
		if t.holds(f) == c.Or {
			return c.Or
		}
	}
	return !c.Or
}

func (t Test) holds(f flags) bool {
	v := f.get(t.Flag)
	if t.Op == "" {
		return v.Truth() != t.Not
	}
	if v == (Value{}) && t.Value.Kind == KindString {
		v = String("")
	}
	return compare(v, t.Op, t.Value)
}

// parseCond reads a condition from s; at is s's 0-based offset in its line,
// for the column of a mistake.
func parseCond(s string, at int) (Cond, error) {
	toks, bad, ok := lex(s)
	if !ok {
		return Cond{}, errAt(at+bad, "cannot read %q in a condition", s[bad:])
	}
	var c Cond
	joiner := ""
	for i := 0; ; {
		t, n, err := parseTest(toks[i:], at, s)
		if err != nil {
			return Cond{}, err
		}
		c.Tests = append(c.Tests, t)
		i += n
		if i == len(toks) {
			return c, nil
		}
		j := toks[i]
		if j.text != "and" && j.text != "or" || joiner != "" && j.text != joiner {
			return Cond{}, errAt(at+j.at, "want \"and\" or \"or\" (not both) between tests, found %q", j.text)
		}
		joiner, c.Or = j.text, j.text == "or"
		i++
	}
}

// parseTest reads one test from the front of toks and says how many tokens
// it took.
func parseTest(toks []token, at int, s string) (Test, int, error) {
	var t Test
	i := 0
	if i < len(toks) && toks[i].text == "not" {
		t.Not = true
		i++
	}
	if i >= len(toks) || toks[i].kind != 'n' {
		return t, 0, errAt(at+len(s), "want a flag's name in the condition %q", s)
	}
	t.Flag = toks[i].text
	i++
	if i < len(toks) && toks[i].kind == 'o' {
		op := toks[i]
		switch op.text {
		case "==", "!=", "<", "<=", ">", ">=":
		default:
			return t, 0, errAt(at+op.at, "%q is not a comparison (want == != < <= > >=)", op.text)
		}
		if t.Not {
			return t, 0, errAt(at+op.at, "\"not\" tests a flag's truth and takes no comparison; write != instead")
		}
		if i+1 >= len(toks) {
			return t, 0, errAt(at+len(s), "want a value after %q", op.text)
		}
		v, ok := toks[i+1].value()
		if !ok {
			return t, 0, errAt(at+toks[i+1].at, "%q is not a value (want true, false, an integer or a \"string\")", toks[i+1].text)
		}
		t.Op, t.Value = op.text, v
		i += 2
	}
	return t, i, nil
}

// posError is a mistake at a 0-based offset in its line.
type posError struct {
	at  int
	msg string
}

func (e *posError) Error() string { return e.msg }

func errAt(at int, format string, args ...any) error {
	return &posError{at, fmt.Sprintf(format, args...)}
}

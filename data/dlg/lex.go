package dlg

import (
	"strconv"
	"strings"
)

// token is one word of a condition, a set statement or a save: a name, a
// number, a quoted string or an operator, with its 0-based byte offset.
type token struct {
	text string
	at   int
	kind byte // 'n' name, '1' number, '"' string, 'o' operator
}

// lex splits s into tokens, or returns the offset of the first byte it
// cannot read.
func lex(s string) ([]token, int, bool) {
	var out []token
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case isNameStart(c):
			j := i + 1
			for j < len(s) && isNameByte(s[j]) {
				j++
			}
			out = append(out, token{s[i:j], i, 'n'})
			i = j
		case c >= '0' && c <= '9' || c == '-' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			out = append(out, token{s[i:j], i, '1'})
			i = j
		case c == '"':
			q, err := strconv.QuotedPrefix(s[i:])
			if err != nil {
				return out, i, false
			}
			out = append(out, token{q, i, '"'})
			i += len(q)
		default:
			op := operatorAt(s[i:])
			if op == "" {
				return out, i, false
			}
			out = append(out, token{op, i, 'o'})
			i += len(op)
		}
	}
	return out, 0, true
}

// operatorAt returns the operator s starts with, or "".
func operatorAt(s string) string {
	for _, op := range []string{"==", "!=", "<=", ">=", "+=", "-=", "<", ">", "=", "-"} {
		if strings.HasPrefix(s, op) {
			return op
		}
	}
	return ""
}

func isNameStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func isNameByte(c byte) bool { return isNameStart(c) || c >= '0' && c <= '9' }

// isName reports whether s is a name: letters, digits and '_', not starting
// with a digit.
func isName(s string) bool {
	if s == "" || !isNameStart(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isNameByte(s[i]) {
			return false
		}
	}
	return true
}

// value reads a token as a Value: true, false, an integer or a quoted
// string.
func (t token) value() (Value, bool) {
	switch {
	case t.kind == 'n' && t.text == "true":
		return Bool(true), true
	case t.kind == 'n' && t.text == "false":
		return Bool(false), true
	case t.kind == '1':
		n, err := strconv.ParseInt(t.text, 10, 64)
		return Int(n), err == nil
	case t.kind == '"':
		s, err := strconv.Unquote(t.text)
		return String(s), err == nil
	}
	return Value{}, false
}

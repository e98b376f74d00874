package formula

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/griffengine/griff/data/dice"

	"github.com/griffengine/griff/data/internal/quote"
)

type tokKind uint8

const (
	tEOF tokKind = iota
	tNum
	tDice
	tName
	tStr
	tPunct
)

// token is one lexeme; pos is its byte offset in the source.
type token struct {
	kind tokKind
	pos  int
	text string // the source text (for tStr, the unquoted contents)
	num  float64
	dice dice.Group
}

// twoByte are the punctuation tokens of two bytes.
var twoByte = []string{"<=", ">=", "==", "!=", "<>"}

// lex splits src into tokens. It returns an *Error at the first bad byte.
func lex(src string, toks []token) ([]token, error) {
	if want := len(src)/3 + 2; cap(toks) < want {
		toks = make([]token, 0, want)
	}
	toks = toks[:0]
	for i := 0; ; {
		for i < len(src) && isSpace(src[i]) {
			i++
		}
		if i == len(src) {
			return append(toks, token{kind: tEOF, pos: i}), nil
		}
		t, n, err := lexOne(src, i)
		if err != nil {
			return nil, err
		}
		toks = append(toks, t)
		i += n
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func lexOne(src string, i int) (token, int, error) {
	s := src[i:]
	c := s[0]
	switch {
	case c >= '0' && c <= '9' || c == '.' && len(s) > 1 && s[1] >= '0' && s[1] <= '9':
		return lexNumber(src, i)
	case c == '"' || c == '\'':
		end := strings.IndexByte(s[1:], c)
		if end < 0 {
			return token{}, 0, errAt(src, i, "string has no closing %c", c)
		}
		return token{kind: tStr, pos: i, text: s[1 : 1+end]}, end + 2, nil
	case c == 'd' || c == 'D':
		if g, n, err := dice.ParseGroup(s); err == nil {
			return token{kind: tDice, pos: i, text: s[:n], dice: g}, n, nil
		}
	}
	if r, _ := utf8.DecodeRuneInString(s); r == '_' || unicode.IsLetter(r) {
		n := 0
		for n < len(s) {
			r, w := utf8.DecodeRuneInString(s[n:])
			if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
				break
			}
			n += w
		}
		return token{kind: tName, pos: i, text: s[:n]}, n, nil
	}
	for _, p := range twoByte {
		if strings.HasPrefix(s, p) {
			return token{kind: tPunct, pos: i, text: p}, 2, nil
		}
	}
	if strings.IndexByte("+-*/%^(),[].<>=", c) >= 0 {
		return token{kind: tPunct, pos: i, text: s[:1]}, 1, nil
	}
	r, _ := utf8.DecodeRuneInString(s)
	return token{}, 0, errAt(src, i, "unexpected %q", r)
}

// lexNumber reads a number, or a dice group if the digits are followed by "d".
func lexNumber(src string, i int) (token, int, error) {
	s := src[i:]
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n > 0 && n < len(s) && (s[n] == 'd' || s[n] == 'D') {
		g, m, err := dice.ParseGroup(s)
		if err != nil {
			return token{}, 0, errAt(src, i+m, "%v", err)
		}
		return token{kind: tDice, pos: i, text: s[:m], dice: g}, m, nil
	}
	if n < len(s) && s[n] == '.' {
		n++
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
	}
	if n < len(s) && (s[n] == 'e' || s[n] == 'E') {
		m := n + 1
		if m < len(s) && (s[m] == '+' || s[m] == '-') {
			m++
		}
		if m < len(s) && s[m] >= '0' && s[m] <= '9' {
			for m < len(s) && s[m] >= '0' && s[m] <= '9' {
				m++
			}
			n = m
		}
	}
	v, err := strconv.ParseFloat(s[:n], 64)
	if err != nil || math.IsInf(v, 0) {
		return token{}, 0, errAt(src, i, "number %s out of range", quote.Q(s[:n]))
	}
	if n < len(s) && (s[n] == '_' || s[n] < utf8.RuneSelf && unicode.IsLetter(rune(s[n]))) {
		return token{}, 0, errAt(src, i+n, "unexpected %q after number", s[n])
	}
	return token{kind: tNum, pos: i, text: s[:n], num: v}, n, nil
}

// Error is a mistake in a formula found by Parse or Bind.
type Error struct {
	Src string // the formula
	Pos int    // byte offset of the mistake in Src
	Msg string
	Err error // for a name the Scope refused: the Scope's error; else nil
}

// Unwrap returns e.Err.
func (e *Error) Unwrap() error { return e.Err }

// Column returns the 1-based column of the mistake, counted in runes.
func (e *Error) Column() int { return utf8.RuneCountInString(e.Src[:e.Pos]) + 1 }

// Error returns `formula "SRC": col N: MSG`.
func (e *Error) Error() string {
	return fmt.Sprintf("formula %s: col %d: %s", quote.Around(e.Src, e.Pos), e.Column(), e.Msg)
}

func errAt(src string, pos int, format string, args ...any) *Error {
	return &Error{Src: src, Pos: min(pos, len(src)), Msg: fmt.Sprintf(format, args...)}
}

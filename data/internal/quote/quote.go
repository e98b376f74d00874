// Package quote quotes source text (formulas, dice, cells) for error messages,
// shortened so that a megabyte cell does not make a megabyte message.
package quote

import (
	"strconv"
	"unicode/utf8"
)

// MaxRunes is the most runes of source an error message quotes; longer text is
// cut and the cut marked with "…".
const MaxRunes = 80

// Q returns s quoted as strconv.Quote does, cut after MaxRunes runes with "…"
// added inside the quotes.
func Q(s string) string { return Around(s, 0) }

// Around returns s quoted as strconv.Quote does; if s is longer than MaxRunes
// runes, only a window of MaxRunes runes is quoted, placed so that it holds the
// byte offset pos (about MaxRunes/2 runes of context before it), with "…" marking
// each end that was cut. pos outside s is clamped.
func Around(s string, pos int) string {
	n := utf8.RuneCountInString(s)
	if n <= MaxRunes {
		return strconv.Quote(s)
	}
	pos = min(max(pos, 0), len(s))
	at := utf8.RuneCountInString(s[:pos])
	first := min(max(at-MaxRunes/2, 0), n-MaxRunes)
	lo, hi := runeOffset(s, first), runeOffset(s, first+MaxRunes)
	out := s[lo:hi]
	if lo > 0 {
		out = "…" + out
	}
	if hi < len(s) {
		out += "…"
	}
	return strconv.Quote(out)
}

// runeOffset returns the byte offset of rune number r of s (len(s) past the end).
func runeOffset(s string, r int) int {
	for i := range s {
		if r == 0 {
			return i
		}
		r--
	}
	return len(s)
}

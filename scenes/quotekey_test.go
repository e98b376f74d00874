package scenes

import (
	"strconv"
	"testing"
)

// FuzzQuoteKey: quoteKey gives strconv.Quote's text (fmt's %q), which the
// paths in errors were made with.
func FuzzQuoteKey(f *testing.F) {
	for _, s := range []string{"Griff.Sprite", "", `a"b`, `a\b`, "é", "\x7f", "\t", "a b~"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, k string) {
		if got, want := quoteKey(k), strconv.Quote(k); got != want {
			t.Fatalf("quoteKey(%q) = %s, want %s", k, got, want)
		}
	})
}

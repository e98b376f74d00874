package scenes

import (
	"fmt"
	"strings"
)

// separators are what Suggest leaves out of names before comparing them. A
// strings.Replacer is safe for concurrent use and never changes once made;
// making one on each call was about a third of reading a Tiled map whose
// properties name unregistered components (BenchmarkReadTMX_builtinLevel1,
// where none is registered).
var separators = strings.NewReplacer("_", "", "-", "")

// Suggest returns the name among candidates that name was most likely meant to
// be, for a "did you mean" in a message about a name that finds nothing: the
// first candidate equal to name but for case, "_" and "-" ("max_speed" for
// "maxSpeed"), else the candidate nearest to name within an edit distance
// (Levenshtein, in bytes) of 2, the first in candidates' order on a tie. It
// returns "" if none is that close, or if name is one of candidates.
func Suggest(name string, candidates []string) string {
	norm := func(s string) string { return strings.ToLower(separators.Replace(s)) }
	normName := norm(name)
	best, bestD := "", 3
	for _, c := range candidates {
		if c == name {
			return ""
		}
		if norm(c) == normName {
			return c
		}
		if d := editDistance(c, name); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// DidYouMean returns ` (did you mean "X"?)` for the candidate X that Suggest
// finds for name, or "" if it finds none: the ending of a message about a
// name that finds nothing.
func DidYouMean(name string, candidates []string) string {
	if near := Suggest(name, candidates); near != "" {
		return fmt.Sprintf(" (did you mean %q?)", near)
	}
	return ""
}

// componentNames returns the saved names of the registered components, sorted.
func componentNames() []string {
	types := Types()
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = t.name
	}
	return names
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

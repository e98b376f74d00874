package stamp_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime/arc/stamp"
)

// covered is a package of arc scripts: an arc in s.go whose field type, a
// passage and a constant are declared in types.go, beside code no arc reaches.
var covered = map[string]string{
	"s.go": `// Package p has an arc.
package p

import "github.com/griffengine/griff/runtime/arc"

// S is an arc.
type S struct {
	arc.Base
	F Field
}

// Run runs S.
func (s *S) Run(g *Game) {
	arc.Yield("a") // first
	s.F.A++
	nag(g, Limit)
}

// helper is not a script.
func helper(n int) int {
	return n * 2 // doubled
}
`,
	"types.go": `//go:build go1.21

package p

import "github.com/griffengine/griff/runtime/arc"

// Field is what S keeps.
type Field struct{ A int }

// Limit bounds nag.
const Limit = 3

// Game is the ambient type.
type Game struct{ N int }

func nag(g *Game, n int) {
	for i := 0; i < n; i++ {
		arc.Wait("w", 1)
	}
}

// Tally is a generic arc.
type Tally[T any] struct {
	arc.Base
	V T
}

func (t *Tally[T]) Run(g *Game) { arc.Yield("t") }

func count(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

func start() any { return nil }

// Point is a declaration below every passage of its file: its lines do not
// move one.
type Point struct{ X, Y int }

func add(a, b int) int { return a + b }
`,
}

// TestHashCovers checks that the stamp changes with what arcgen reads (arc and
// passage bodies and their lines, declarations, signatures, constants, files,
// what a body instantiates) and with nothing else: comments, the bodies of
// functions that neither pause nor call one that does, and layout.
func TestHashCovers(t *testing.T) {
	cases := []struct {
		name, file, old, new string
		changes              bool
	}{
		{"type comment edited", "types.go", "// Field is what S keeps.", "// Field is kept by S, the arc.", false},
		{"comment in another file's function edited", "types.go", "n := 0", "n := 0 // sum", false},
		{"comment below the arc edited", "s.go", "// doubled", "// times two", false},
		{"comment added below the arc", "s.go", "// helper is not", "// helper has a doc.\n// helper is not", false},
		{"package doc edited", "s.go", "// Package p has an arc.", "// Package p has one arc.", false},
		{"non-arc body edited", "types.go", "n += x", "n += 2 * x", false},
		{"non-arc body in the arc's file edited", "s.go", "return n * 2", "return n + n", false},
		{"formatting", "types.go", "type Point struct{ X, Y int }", "type Point struct {\n\tX, Y  int\n}", false},
		{"formatting of a body", "types.go", "func start() any { return nil }", "func start() any {\n\treturn nil\n}", false},
		{"formatting with a trailing comma", "types.go", "add(a, b int)", "add(\n\ta, b int,\n)", false},
		{"spacing", "types.go", "const Limit = 3", "const  Limit\t=   3 ;", false},

		{"arc body edited", "s.go", "s.F.A++", "s.F.A += 2", true},
		{"comment in the arc edited", "s.go", "// first", "// the first", true},
		{"line added above the arc", "s.go", "// S is an arc.", "// S is an arc,\n// a script.", true},
		{"line directive above the arc", "s.go", "// Run runs S.", "//line s.go:100", true},
		{"passage body edited", "types.go", "arc.Wait(\"w\", 1)", "arc.Wait(\"w\", 2)", true},
		{"field type edited in another file", "types.go", "type Field struct{ A int }", "type Field struct{ A, B int }", true},
		{"constant edited", "types.go", "const Limit = 3", "const Limit = 4", true},
		{"signature edited", "types.go", "func count(xs []int) int", "func count(xs []int64) int", true},
		{"non-arc body starts to pause", "types.go", "n := 0", "n := 0\n\tarc.Yield(\"c\")", true},
		{"non-arc body calls a passage", "types.go", "n := 0", "n := 0\n\tnag(nil, 1)", true},
		{"non-arc body instantiates a generic arc", "types.go", "return nil", "return &Tally[int]{}", true},
		{"build constraint edited", "types.go", "//go:build go1.21", "//go:build go1.22", true},
		{"import added", "types.go", "import \"github.com/griffengine/griff/runtime/arc\"", "import (\n\t\"github.com/griffengine/griff/runtime/arc\"\n\t_ \"fmt\"\n)", true},
	}
	hashOf := func(files map[string]string) string {
		dir := t.TempDir()
		for n, s := range files {
			if err := os.WriteFile(filepath.Join(dir, n), []byte(s), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		h, err := stamp.Hash(dir, nil)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	want := hashOf(covered)
	for _, c := range cases {
		files := map[string]string{}
		for n, s := range covered {
			files[n] = s
		}
		if !strings.Contains(files[c.file], c.old) {
			t.Fatalf("%s: %s has no %q", c.name, c.file, c.old)
		}
		files[c.file] = strings.Replace(files[c.file], c.old, c.new, 1)
		if got := hashOf(files); (got != want) != c.changes {
			t.Errorf("%s: hash changed %v, want %v", c.name, got != want, c.changes)
		}
	}
	files := map[string]string{"more.go": "package p\n"}
	for n, s := range covered {
		files[n] = s
	}
	if hashOf(files) == want {
		t.Errorf("file added: hash did not change")
	}
	broken := map[string]string{"s.go": covered["s.go"], "types.go": covered["types.go"] + "func {"}
	if a, b := hashOf(broken), hashOf(map[string]string{"s.go": covered["s.go"], "types.go": covered["types.go"] + "func { "}); a == b {
		t.Errorf("a file that does not parse is not stamped by its bytes")
	}
}

package tests

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// guideExamples are the examples a game developer copies first, one per
// thing to learn (issue 11, item 7). Each must stay a runnable example: a
// func with a "// Output:" comment, which go test runs and checks. Renaming
// one is fine; update this table in the same change.
var guideExamples = []struct {
	kind, dir, name string
}{
	{"a game: make one, add an entity, step it", "runtime", "ExampleGame"},
	{"the loop: real time in, fixed steps out, blend", "runtime", "ExampleGame_Advance"},
	{"the loop as every host runs it", "hosting", "ExampleLoop"},
	{"a game folder loaded and played from your own program", "hosting", "ExampleLoad"},
	{"a system with a step in a phase", "runtime", "ExampleSystem"},
	{"a component: registered, read from a scene file, used in code", "scenes", "ExampleRegister"},
	{"an arc: a script that waits and prints, run to completion", "runtime/arc", "Example_countdown"},
}

// examplePackages are the packages whose overview a game developer reads
// first and that keep at least one runnable example. (hosting/ebitenhost is
// left out: its package opens a display as it starts, so its examples could
// not run on a machine without one.)
var examplePackages = []string{
	"griff", "scenes", "scenes/visual", "data", "physics", "audio/mixer",
	"runtime", "runtime/arc", "rendering", "hosting", "modules/platformer",
}

func TestGuideExamples(t *testing.T) {
	for _, ex := range guideExamples {
		got, err := runnableExamples(filepath.Join("..", ex.dir))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(got, ex.name) {
			t.Errorf("%s: no runnable %s (%s); runnable examples there: %v", ex.dir, ex.name, ex.kind, got)
		}
	}
	for _, dir := range examplePackages {
		got, err := runnableExamples(filepath.Join("..", dir))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 {
			t.Errorf("%s has no runnable example (a func ExampleXxx with a // Output: comment)", dir)
		}
	}
}

// runnableExamples returns the names of the examples in dir's _test.go files
// that go test runs: a func named Example or Example<suffix> with no
// parameters and no results, whose body has a "// Output:" (or "// Unordered
// output:") comment. An example without one compiles but never runs.
func runnableExamples(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil {
		return nil, err
	}
	var names []string
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		got, err := runnableIn(name, src)
		if err != nil {
			return nil, err
		}
		names = append(names, got...)
	}
	slices.Sort(names)
	return names, nil
}

// runnableIn is runnableExamples for one file's source.
func runnableIn(name string, src []byte) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv != nil || !isExampleName(fn.Name.Name) || fn.Body == nil {
			continue
		}
		if fn.Type.Params.NumFields() != 0 || fn.Type.Results.NumFields() != 0 {
			continue
		}
		if hasOutput(f, fn) {
			names = append(names, fn.Name.Name)
		}
	}
	return names, nil
}

// isExampleName reports whether name is one go test takes as an example:
// "Example", or "Example" followed by "_" or an upper-case letter.
func isExampleName(name string) bool {
	rest, ok := strings.CutPrefix(name, "Example")
	return ok && (rest == "" || rest[0] == '_' || (rest[0] >= 'A' && rest[0] <= 'Z'))
}

// hasOutput reports whether fn's body holds an output comment.
func hasOutput(f *ast.File, fn *ast.FuncDecl) bool {
	for _, cg := range f.Comments {
		if cg.Pos() < fn.Body.Lbrace || cg.End() > fn.Body.Rbrace {
			continue
		}
		text := strings.ToLower(strings.TrimSpace(cg.Text()))
		for line := range strings.Lines(text) {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "output:") || strings.HasPrefix(line, "unordered output:") {
				return true
			}
		}
	}
	return false
}

// TestRunnableIn tests the checker: only examples with an output comment
// count, and only funcs go test takes as examples.
func TestRunnableIn(t *testing.T) {
	src := `package x_test
import "fmt"
func ExampleRuns() {
	fmt.Println(1)
	// Output: 1
}
func ExampleNoOutput() {
	fmt.Println(1)
}
func Examplenot() {
	// Output: 1
}
func ExampleTakesArg(n int) {
	// Output: 1
}
func Example_unordered() {
	// Unordered output:
	// 1
}
// Output: outside any body
func ExampleOutsideComment() {}
`
	got, err := runnableIn("x_test.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"ExampleRuns", "Example_unordered"}
	if !slices.Equal(got, want) {
		t.Errorf("runnableIn = %v, want %v", got, want)
	}
}

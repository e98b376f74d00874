package tests

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"

	_ "github.com/griffengine/griff/modules/all"
)

// The core names no module (DESIGN section 10): gameplay extension points
// (items.ItemUser, messages.Hearer, grid.Pushable, ...) are how a module's
// components take part. This test reads the core's code (the non-test Go
// files under runtime/) and fails on any import of a module, and on any
// string or comment that names a module's component: its saved name, a
// former name, or the name space before the dot that the module's saved
// names share ("Platformer.").

// moduleNames returns the saved and former names of every component a
// module registers, and the name spaces they use ("Platformer."), sorted.
func moduleNames() (names, spaces []string) {
	for _, ct := range scenes.Types() {
		if !strings.HasPrefix(ct.GoType().PkgPath(), module+"/modules/") {
			continue
		}
		for _, n := range append([]string{ct.Name()}, ct.FormerNames()...) {
			names = append(names, n)
			if space, _, ok := strings.Cut(n, "."); ok && space != "Griff" {
				spaces = append(spaces, space+".")
			}
		}
	}
	slices.Sort(names)
	slices.Sort(spaces)
	return names, slices.Compact(spaces)
}

// moduleMentions returns what file src (named name) says of modules: imports
// of module packages and texts (strings and comments) holding one of words.
func moduleMentions(name string, src []byte, words []string) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var out []string
	check := func(pos token.Pos, text string) {
		for _, w := range words {
			if strings.Contains(text, w) {
				out = append(out, fset.Position(pos).String()+": names "+w)
			}
		}
	}
	for _, im := range f.Imports {
		if p, _ := strconv.Unquote(im.Path.Value); strings.HasPrefix(p, module+"/modules/") {
			out = append(out, fset.Position(im.Pos()).String()+": imports "+p)
		}
	}
	for _, cg := range f.Comments {
		check(cg.Pos(), cg.Text())
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			check(lit.Pos(), lit.Value)
		}
		return true
	})
	return out, nil
}

func TestCoreNamesNoModule(t *testing.T) {
	names, spaces := moduleNames()
	if !slices.Contains(names, "Platformer.Crate") || !slices.Contains(spaces, "Platformer.") {
		t.Fatalf("module component names %v (spaces %v) lack Platformer.Crate: is modules/all imported?", names, spaces)
	}
	words := append(names, spaces...)
	err := filepath.WalkDir("../runtime", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		found, err := moduleMentions(path, src, words)
		for _, f := range found {
			t.Errorf("%s: a core system names a module's component; use an extension point", f)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestModuleMentionsChecker: the checker finds an import, a string and a
// comment naming a module's component, and passes clean code.
func TestModuleMentionsChecker(t *testing.T) {
	const bad = `package x

import _ "github.com/griffengine/griff/modules/platformer"

// Opens a Platformer.Door.
var s = "Platformer.Switch"
`
	const good = `package x

// Opens a Griff.Door.
var s = "Griff.Switch"
`
	words := []string{"Platformer."}
	if got, err := moduleMentions("bad.go", []byte(bad), words); err != nil || len(got) != 3 {
		t.Errorf("bad code: %q, %v; want 3 mentions", got, err)
	}
	if got, err := moduleMentions("good.go", []byte(good), words); err != nil || len(got) != 0 {
		t.Errorf("good code: %q, %v; want none", got, err)
	}
}

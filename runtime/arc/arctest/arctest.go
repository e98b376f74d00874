// Package arctest helps test packages of arc scripts. CheckFresh fails a test when a
// generated FILE_arc.go is missing or older than the package's sources, so a script
// (or a type a script's fields use, in any file of the package) edited without
// running go generate is caught by go test:
//
//	func TestArcsFresh(t *testing.T) { arctest.CheckFresh(t, ".") }
package arctest

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strings"

	"github.com/griffengine/griff/runtime/arc/stamp"
)

// TB is the part of testing.TB CheckFresh uses.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
}

// CheckFresh reports through t every problem with the generated arc code in dir:
// a FILE_arc.go whose package changed since it was generated (its recorded stamp
// differs from stamp.Hash of the package now: the stamp covers what the
// generated code can depend on, every declaration of the package and the
// passages' bodies, and leaves out comments, layout and the bodies of
// functions that do not pause; package stamp gives the rule), whose source is gone, or a source
// file that uses arc.Base or a pause and has no generated file. Each message says to
// run go generate. Test files are not scripts and are skipped. Types of other
// packages a script uses are not covered.
func CheckFresh(t TB, dir string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Errorf("arctest: %v", err)
		return
	}
	want, err := stamp.Hash(dir, nil)
	if err != nil {
		t.Errorf("arctest: %v", err)
		return
	}
	generated := map[string]bool{}
	for _, e := range ents {
		name := e.Name()
		if !strings.HasSuffix(name, stamp.Suffix) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("arctest: %v", err)
			continue
		}
		src, hash, ok := stamp.ParseHeader(b)
		if !ok {
			continue // not arcgen's
		}
		generated[src] = true
		if _, err := os.Stat(filepath.Join(dir, src)); err != nil {
			t.Errorf("arctest: %s: its source %s is gone; run go generate", filepath.Join(dir, name), src)
			continue
		}
		if hash != want {
			t.Errorf("arctest: %s is older than %s or another file of its package; run go generate", filepath.Join(dir, name), src)
		}
	}
	for _, e := range ents {
		name := e.Name()
		if !stamp.IsSource(name) || generated[name] {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err == nil && usesArc(b) {
			t.Errorf("arctest: %s has arc scripts but no generated %s; run go generate", filepath.Join(dir, name), strings.TrimSuffix(name, ".go")+stamp.Suffix)
		}
	}
}

// usesArc reports whether src names arc.Base or one of the pauses in its code (not
// in a comment or a string: a package doc may show a script).
func usesArc(src []byte) bool {
	fset := token.NewFileSet()
	var sc scanner.Scanner
	sc.Init(fset.AddFile("", -1, len(src)), src, nil, 0)
	var prev [2]string // the two tokens before the current one
	for {
		_, tok, lit := sc.Scan()
		if tok == token.EOF {
			return false
		}
		text := lit
		if tok == token.PERIOD {
			text = "."
		}
		if tok == token.IDENT && prev[0] == "arc" && prev[1] == "." {
			switch lit {
			case "Base", "Yield", "Wait", "WaitFor", "WaitAny", "WaitAll", "WaitForWithin", "WaitAnyWithin", "WaitAllWithin":
				return true
			}
		}
		prev[0], prev[1] = prev[1], text
	}
}

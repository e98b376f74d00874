package tests

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// A benchmark that reports the process's CPU time (anything of package
// cputime: Report, Nanos, Part; the metrics cpu-ns/op and cpu-ns/sprite) must
// not pause its timer on every pass of its loop: testing.B's StopTimer and
// StartTimer each read the memory statistics, which stops the world (about
// 20 µs on the shared 2-core machine), and the CPU time counts both reads
// though ns/op does not. A pause now and then (a game made again every 1,400
// steps, under an if) costs little and is allowed; work that must run on
// every pass but not count (the players' steps beside a server's frame, a GPU
// flush) runs untimed around a cputime.Part, which times the part with the
// monotonic clock and counts its allocations over a fixed number of passes
// after the loop.

// TestBenchmarksDoNotPauseEveryPass checks every benchmark in the module.
func TestBenchmarksDoNotPauseEveryPass(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, pos := range everyPassPauses(f) {
			t.Errorf("%s: the timer is paused on every pass of a loop in a benchmark that reports cpu-ns/op", fset.Position(pos))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestEveryPassPausesFindsThem tests the checker itself.
func TestEveryPassPausesFindsThem(t *testing.T) {
	src := `package x
func BenchmarkBad(b *testing.B) {
	defer cputime.Report(b)()
	for b.Loop() { work(); b.StopTimer(); b.StartTimer(); more() }
}
func BenchmarkNested(b *testing.B) {
	stop := cputime.Report(b)
	for i := 0; i < b.N; i++ { { b.StopTimer(); other(); b.StartTimer() }; work() }
	stop()
}
func BenchmarkSometimes(b *testing.B) {
	defer cputime.Report(b)()
	for b.Loop() { if done() { b.StopTimer(); reset(); b.StartTimer() }; work() }
}
func BenchmarkNoCPU(b *testing.B) {
	for b.Loop() { b.StopTimer(); flush(); b.StartTimer(); work() }
}
func benchNanos(b *testing.B) {
	for b.Loop() { c := cputime.Nanos(); work(); cpu += cputime.Nanos() - c; b.StopTimer(); flush(); b.StartTimer() }
}
func benchPart(b *testing.B) {
	var part cputime.Part
	for b.Loop() { part.Start(); work(); part.Stop(); flush() }
	part.Report(b)
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x_test.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, pos := range everyPassPauses(f) {
		lines = append(lines, fset.Position(pos).Line)
	}
	if len(lines) != 3 || lines[0] != 4 || lines[1] != 8 || lines[2] != 19 {
		t.Errorf("everyPassPauses found pauses on lines %v, want [4 8 19]", lines)
	}
}

// everyPassPauses returns where a function of f that uses package cputime
// calls StopTimer unconditionally in the body of a for loop (directly or in
// a plain block, not under an if, switch or select).
func everyPassPauses(f *ast.File) []token.Pos {
	var found []token.Pos
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil || !usesCPUTime(fn.Body) {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			switch l := n.(type) {
			case *ast.ForStmt:
				found = append(found, unconditionalStops(l.Body.List)...)
			case *ast.RangeStmt:
				found = append(found, unconditionalStops(l.Body.List)...)
			}
			return true
		})
	}
	return found
}

// usesCPUTime reports whether body names anything of package cputime (the
// process's CPU time: Report, Nanos, Part).
func usesCPUTime(body *ast.BlockStmt) bool {
	uses := false
	ast.Inspect(body, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := s.X.(*ast.Ident); ok && id.Name == "cputime" {
				uses = true
			}
		}
		return !uses
	})
	return uses
}

func unconditionalStops(list []ast.Stmt) []token.Pos {
	var found []token.Pos
	for _, st := range list {
		switch s := st.(type) {
		case *ast.BlockStmt:
			found = append(found, unconditionalStops(s.List)...)
		case *ast.ExprStmt:
			if c, ok := s.X.(*ast.CallExpr); ok {
				if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "StopTimer" {
					found = append(found, c.Pos())
				}
			}
		}
	}
	return found
}

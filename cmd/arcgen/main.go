// Command arcgen generates the resumable code of arc scripts (package
// github.com/griffengine/griff/runtime/arc). Put
//
//	//go:generate go run github.com/griffengine/griff/cmd/arcgen
//
// in a file of the package and run go generate: for every source file with arc types
// or passages, arcgen writes FILE_arc.go beside it (a frame struct per passage, a flat
// dispatch loop with //line directives, save and load code, and the package's
// stamp, which arctest.CheckFresh checks: a SHA-256 over what the generated code
// can depend on, every declaration of the package (such as a field's struct type
// declared in another file) and the passages' bodies, leaving out comments,
// layout and the bodies of functions that do not pause; package
// runtime/arc/stamp gives the rule).
//
// Usage:
//
//	arcgen [-check] [dir]
//
// dir defaults to the current directory. With -check arcgen writes nothing and exits
// with status 1 if any generated file differs from what it would write. arcgen exits
// with status 1 and prints one line per refusal (file:line:col: rule; what to write
// instead) when a script breaks a rule, and writes and removes nothing, saying
// what went wrong, when the package does not load cleanly (a syntax error, a
// go.mod that does not provide the engine, an import that fails), since its
// arcs cannot all be found then. The generator is package
// runtime/arc/arcgen, which griff-player also runs before it builds a game folder
// with Go code, so a stale arc never plays.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/griffengine/griff/runtime/arc/arcgen"
)

func main() {
	check := flag.Bool("check", false, "report generated files that are out of date instead of writing them")
	flag.Parse()
	dir := "."
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	if err := run(dir, *check); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run(dir string, check bool) error {
	_, err := arcgen.Update(dir, check)
	return err
}

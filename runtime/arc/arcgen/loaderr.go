package arcgen

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// loadErrors returns an error listing what kept the package p (loaded from
// dir) from loading cleanly enough to find its arcs, or nil.
//
// A type error is tolerated only when everything the package imports loaded:
// then it is about the package's own code (an arc whose generated code is
// missing or stale does not satisfy arc.Arc yet, and its generated functions
// are undefined), and every declaration still has its type, so no arc is
// missed. A syntax error, an error of the go command (a go.mod that does not
// provide the engine, say) or an import that did not load may hide an arc
// (a type embedding arc.Base whose arc package is unknown is not seen as
// one), and generating then would remove the arc's code or write it wrong.
func loadErrors(dir string, p *packages.Package) error {
	var bad, cannotImport []string
	for _, e := range p.Errors {
		switch {
		case e.Kind == packages.TypeError && strings.Contains(e.Msg, "could not import"):
			cannotImport = append(cannotImport, e.Error())
		case e.Kind == packages.TypeError:
		case e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# "+p.PkgPath+"\n"):
			// the go command's compile of the package: its type errors, as above
		default:
			bad = append(bad, e.Error())
		}
	}
	for _, path := range sortedImports(p) {
		if errs := p.Imports[path].Errors; len(errs) > 0 {
			bad = append(bad, fmt.Sprintf("import %q: %s", path, withoutPos(errs[0])))
		}
	}
	if len(bad) == 0 {
		bad = cannotImport // an import's error the go command did not give
	}
	if len(bad) == 0 {
		return nil
	}
	bad = dedupe(bad)
	if len(bad) > maxLoadErrors {
		bad = append(bad[:maxLoadErrors], fmt.Sprintf("and %d more", len(bad)-maxLoadErrors))
	}
	return fmt.Errorf("arcgen: the Go package in %s did not load, so its arcs cannot be found; nothing was written or removed:\n\t%s", dir, strings.Join(bad, "\n\t"))
}

// maxLoadErrors is how many load errors loadErrors lists.
const maxLoadErrors = 4

// withoutPos returns e's message without the position of the import in the
// game's file, which is the same for every import.
func withoutPos(e packages.Error) string {
	return strings.ReplaceAll(e.Msg, "\n", " ")
}

// sortedImports returns the import paths of p, sorted.
func sortedImports(p *packages.Package) []string {
	out := make([]string, 0, len(p.Imports))
	for path := range p.Imports {
		out = append(out, path)
	}
	slices.Sort(out)
	return out
}

// dedupe returns ss without repeats, in first-seen order.
func dedupe(ss []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

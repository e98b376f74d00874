package arcgen

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/types"
	"regexp"
	"strconv"

	"golang.org/x/tools/go/packages"
)

// spillAll runs the spilling pass (spill.go) round after round until no
// statement is left to rewrite, type-checking the rewritten package after each
// round and finding its arcs and passages again.
func (g *gen) spillAll() error {
	g.temps = map[string]string{}
	num := regexp.MustCompile(spillTemp + `([0-9]+)`)
	for _, f := range g.files {
		for _, m := range num.FindAllSubmatch(f.src, -1) {
			if n, _ := strconv.Atoi(string(m[1])); n > g.ntemp {
				g.ntemp = n
			}
		}
	}
	for round := 0; ; round++ {
		srcs := map[*fileInfo][]byte{}
		for _, f := range g.sortedFiles() {
			sp := &spill{g: g, f: f}
			for _, p := range f.out {
				sp.stmts(p.decl.Body.List)
			}
			if len(sp.edits) > 0 {
				srcs[f] = applyEdits(f.src, sp.edits)
			}
		}
		if len(srcs) == 0 {
			return nil
		}

		if round == maxSpillRounds {
			return fmt.Errorf("arcgen: pausing expressions nested deeper than %d levels; take some apart into locals", maxSpillRounds)
		}
		if err := g.recheck(srcs); err != nil {
			return err
		}
		g.errs, g.ambient = nil, nil
		g.arcs, g.passages = map[*types.TypeName]*arcType{}, map[*types.Func]*passage{}
		g.findArcs()
		g.findPassages()
	}
}

// recheck parses the package again with the rewritten sources and type-checks
// it against the imports the first load found, replacing what g knows. A
// rewrite that adds a type error is a bug of the pass and is reported as one.
func (g *gen) recheck(srcs map[*fileInfo][]byte) error {
	fset := g.fset
	var files []*ast.File
	old := g.sortedFiles()
	next := map[*ast.File]*fileInfo{}
	for _, f := range old {
		src := f.src
		if s, ok := srcs[f]; ok {
			src = s
		}
		af, err := parser.ParseFile(fset, f.path, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return fmt.Errorf("arcgen: %s: rewritten passage does not parse (a bug in arcgen): %v\n%s", f.name, err, src)
		}
		files = append(files, af)
		next[af] = &fileInfo{ast: af, name: f.name, path: f.path, src: src}
	}
	var errs []types.Error
	conf := types.Config{
		Importer: importer(g.lpkg.Imports),
		Sizes:    g.lpkg.TypesSizes,
		Error:    func(err error) { errs = append(errs, err.(types.Error)) },
	}
	if g.lpkg.Module != nil && g.lpkg.Module.GoVersion != "" {
		conf.GoVersion = "go" + g.lpkg.Module.GoVersion
	}
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes:     map[ast.Node]*types.Scope{},
		Instances:  map[*ast.Ident]types.Instance{},
	}
	pkg, _ := conf.Check(g.pkg.Path(), fset, files, info)
	known := map[string]bool{}
	for _, e := range g.lpkg.TypeErrors {
		known[e.Msg] = true
	}
	for _, e := range errs {
		if !known[e.Msg] {
			return fmt.Errorf("arcgen: %s: rewritten passage does not type-check (a bug in arcgen): %s", fset.Position(e.Pos), e.Msg)
		}
	}
	g.pkg, g.info, g.files = pkg, info, next
	return nil
}

// importer hands the type checker the packages the first load found.
type importer map[string]*packages.Package

func (m importer) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if p := m[path]; p != nil && p.Types != nil {
		return p.Types, nil
	}
	return nil, fmt.Errorf("arcgen: package %s was not loaded", path)
}

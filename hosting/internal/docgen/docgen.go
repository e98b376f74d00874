// Package docgen extracts the documentation of Griff's component types from
// their Go sources, for the agent surface's describe_component tool (package
// hosting/agent): a running game's program has no sources, so the docs are
// extracted at build time. Two builds use it:
//
//   - The engine's: Generate scans the engine's module and writes
//     hosting/agent/componentdocs.json, which package agent embeds. Run go
//     generate in hosting/agent after changing a component's doc comments;
//     TestComponentDocsAreFresh fails while the committed file differs from
//     what Generate writes.
//   - A game's own Go code: griff-player's build of a game folder with Go code
//     (package hosting/gamebuild) runs GenerateGame over the folder and its
//     sub-packages and compiles the result into the game's program, which
//     hands it to agent.RegisterComponentDocs.
//
// A component type is found by its registration, a call
// scenes.Register[T](name, ...) (Register[T] inside package scenes), with T
// declared in the same package and name a string literal or a string
// constant declared in that package (const wellName = "Blocks.Well"; a name
// computed at run time is not found, and its type is described without
// docs). Its documentation is the type's doc comment; a field's is its doc
// comment (or its line comment), and a field right below a documented one
// with none of its own shares it (the house style documents "HP and Full are
// ..." once above both). Fields of embedded structs, of the same package or
// another package scanned with it, are listed in place, as the component
// model saves them.
package docgen

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Doc is the documentation of one component type.
type Doc struct {
	// Package is where its Go package is: for the engine's types the folder
	// relative to the engine module's root ("modules/platformer"), for a
	// game's own its import path ("mygame"). Type is its Go type's name.
	Package string `json:"package"`
	Type    string `json:"type"`
	// Doc is the type's doc comment, as text.
	Doc string `json:"doc"`
	// Fields are the fields' doc comments by Go field name; a field without
	// one is left out.
	Fields map[string]string `json:"fields,omitempty"`
}

// skipRoots are the engine module's top folders that hold no component types
// of the engine; skipNames are folders skipped wherever they are (a game's
// scan skips testdata and vendor only).
var (
	skipRoots = []string{"docs", "tests", "cmd", "scripts"}
	skipNames = []string{"testdata", "internal"}
)

// Generate returns the documentation of every component type registered in
// the Go packages under root (the engine module's root), as indented JSON
// keyed by saved name, each Doc's Package the folder relative to root
// ("modules/platformer"). It skips root's docs, tests, cmd and scripts
// folders and every testdata and internal folder. It returns an error if a
// folder cannot be read or a Go file does not parse.
func Generate(root string) ([]byte, error) {
	return generate(root, func(rel, name string) bool {
		return slices.Contains(skipNames, name) || slices.Contains(skipRoots, rel)
	}, func(rel string) string { return rel })
}

// GenerateGame returns the documentation of the component types a game's Go
// code registers: the package in the folder dir, whose import path is
// pkgPath, and the packages in its sub-folders (but testdata, vendor, names
// starting with '.' or '_', and folders holding a go.mod of their own, which
// are other modules). It is JSON as Generate's, each Doc's Package the
// package's import path ("mygame", "mygame/enemies"). It returns an error if
// a folder cannot be read or a Go file does not parse.
func GenerateGame(dir, pkgPath string) ([]byte, error) {
	return generate(dir, func(rel, name string) bool {
		if name == "testdata" || name == "vendor" || strings.HasPrefix(name, "_") {
			return true
		}
		_, err := os.Stat(filepath.Join(dir, rel, "go.mod"))
		return err == nil
	}, func(rel string) string {
		if rel == "." {
			return pkgPath
		}
		return pkgPath + "/" + rel
	})
}

// generate scans the folders under root but those skip names (by their path
// relative to root, slash-separated, and their name; root itself and names
// starting with '.' are never asked), and writes the documentation as JSON,
// each Doc's Package pkgOf its folder's relative path.
func generate(root string, skip func(rel, name string) bool, pkgOf func(rel string) string) ([]byte, error) {
	sc := &scan{fset: token.NewFileSet(), all: map[string]*typeSpec{}}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if path != root && (strings.HasPrefix(d.Name(), ".") || skip(rel, d.Name())) {
			return filepath.SkipDir
		}
		return sc.scanPackage(path, pkgOf(rel))
	})
	if err != nil {
		return nil, err
	}
	docs := map[string]Doc{}
	for _, r := range sc.regs {
		docs[r.saved] = sc.docOf(r)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "\t")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(docs); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// scan is what Generate collects from every package before it writes the
// documentation: the registrations, and every package's type declarations by
// "package.Type", so a component embedding a struct of another package
// (visual.DrawOrder) gets that struct's field docs too.
type scan struct {
	fset *token.FileSet
	all  map[string]*typeSpec
	regs []reg
}

// reg is one scenes.Register[T]("saved") call: T of the package in folder rel.
type reg struct {
	saved, rel, pkg, typ string
	types                map[string]*typeSpec // the package's own types
}

// scanPackage adds the component types registered in the folder dir's Go
// files, and the package's types, to sc.
func (sc *scan) scanPackage(dir, rel string) error {
	pkgs, err := parser.ParseDir(sc.fset, dir, func(fi fs.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, parser.ParseComments)
	if err != nil {
		return err
	}
	for _, pkg := range pkgs {
		types, consts := typeDecls(pkg), stringConsts(pkg)
		for name, ts := range types {
			sc.all[pkg.Name+"."+name] = ts
		}
		for _, f := range pkg.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if saved, typ, ok := registration(n, pkg.Name, consts); ok && types[typ] != nil {
					sc.regs = append(sc.regs, reg{saved: saved, rel: rel, pkg: pkg.Name, typ: typ, types: types})
				}
				return true
			})
		}
	}
	return nil
}

// pkgTypes returns the types of the package named pkg, by name.
func (sc *scan) pkgTypes(pkg string) map[string]*typeSpec {
	out := map[string]*typeSpec{}
	for k, ts := range sc.all {
		if p, name, ok := strings.Cut(k, "."); ok && p == pkg {
			out[name] = ts
		}
	}
	return out
}

// typeSpec is a type declaration with its doc comment.
type typeSpec struct {
	spec *ast.TypeSpec
	doc  *ast.CommentGroup
}

// typeDecls returns the package's type declarations by name.
func typeDecls(pkg *ast.Package) map[string]*typeSpec {
	out := map[string]*typeSpec{}
	for _, f := range pkg.Files {
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, sp := range gd.Specs {
				ts := sp.(*ast.TypeSpec)
				doc := ts.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				out[ts.Name.Name] = &typeSpec{spec: ts, doc: doc}
			}
		}
	}
	return out
}

// stringConsts returns the package's constants whose value is a string
// literal, by name.
func stringConsts(pkg *ast.Package) map[string]string {
	out := map[string]string{}
	for _, f := range pkg.Files {
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i >= len(vs.Values) {
						break
					}
					if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						if v, err := strconv.Unquote(lit.Value); err == nil {
							out[n.Name] = v
						}
					}
				}
			}
		}
	}
	return out
}

// registration reports whether n is a call scenes.Register[T](name, ...),
// name a string literal or one of consts, returning the saved name and T's
// name.
func registration(n ast.Node, pkgName string, consts map[string]string) (saved, typ string, ok bool) {
	call, isCall := n.(*ast.CallExpr)
	if !isCall || len(call.Args) == 0 {
		return "", "", false
	}
	idx, isIdx := call.Fun.(*ast.IndexExpr)
	if !isIdx {
		return "", "", false
	}
	switch fn := idx.X.(type) {
	case *ast.SelectorExpr:
		x, isIdent := fn.X.(*ast.Ident)
		if !isIdent || x.Name != "scenes" || fn.Sel.Name != "Register" {
			return "", "", false
		}
	case *ast.Ident:
		if pkgName != "scenes" || fn.Name != "Register" {
			return "", "", false
		}
	default:
		return "", "", false
	}
	t, isIdent := idx.Index.(*ast.Ident)
	if !isIdent {
		return "", "", false
	}
	switch arg := call.Args[0].(type) {
	case *ast.BasicLit:
		if arg.Kind == token.STRING {
			s, err := strconv.Unquote(arg.Value)
			return s, t.Name, err == nil
		}
	case *ast.Ident:
		s, found := consts[arg.Name]
		return s, t.Name, found
	}
	return "", "", false
}

// docOf returns the documentation of the type r registers.
func (sc *scan) docOf(r reg) Doc {
	ts := r.types[r.typ]
	d := Doc{Package: r.rel, Type: r.typ, Doc: strings.TrimSpace(ts.doc.Text()), Fields: map[string]string{}}
	sc.fieldDocs(ts.spec, r.types, d.Fields, 0)
	if len(d.Fields) == 0 {
		d.Fields = nil
	}
	return d
}

// fieldDocs adds the doc comments of the struct ts's fields (and, in place,
// those of its embedded structs, of its own package (types) or another) to
// out.
func (sc *scan) fieldDocs(ts *ast.TypeSpec, types map[string]*typeSpec, out map[string]string, depth int) {
	fset := sc.fset
	st, ok := ts.Type.(*ast.StructType)
	if !ok || depth > 8 {
		return
	}
	prevDoc, prevLine := "", -10
	for _, f := range st.Fields.List {
		doc := strings.TrimSpace(f.Doc.Text())
		if doc == "" {
			doc = strings.TrimSpace(f.Comment.Text())
		}
		line := fset.Position(f.Pos()).Line
		if doc == "" && line == prevLine+1 {
			doc = prevDoc // under the comment of the field above
		}
		prevDoc, prevLine = doc, fset.Position(f.End()).Line
		if len(f.Names) == 0 {
			switch t := f.Type.(type) {
			case *ast.Ident:
				if types[t.Name] != nil {
					sc.fieldDocs(types[t.Name].spec, types, out, depth+1)
				}
			case *ast.SelectorExpr:
				if x, ok := t.X.(*ast.Ident); ok && sc.all[x.Name+"."+t.Sel.Name] != nil {
					// The other package's own types: scan it under its names.
					sc.fieldDocs(sc.all[x.Name+"."+t.Sel.Name].spec, sc.pkgTypes(x.Name), out, depth+1)
				}
			}
			continue
		}
		for _, n := range f.Names {
			if doc != "" && n.IsExported() {
				out[n.Name] = doc
			}
		}
	}
}

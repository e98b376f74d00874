// Package docgen extracts the documentation of Griff's component types from
// their Go sources, for the agent surface's describe_component tool: a running
// game's program has no sources, so the docs are extracted at build time into
// hosting/agent/componentdocs.json, which package agent embeds. Run go generate
// in hosting/agent after changing a component's doc comments;
// TestComponentDocsAreFresh fails while the committed file differs from what
// Generate writes.
//
// A component type is found by its registration, a call
// scenes.Register[T]("Saved.Name", ...) (Register[T] inside package scenes),
// with T declared in the same package. Its documentation is the type's doc
// comment; a field's is its doc comment (or its line comment), and a field
// right below a documented one with none of its own shares it (the house style
// documents "HP and Full are ..." once above both). Fields of embedded structs
// of the same package are listed in place, as the component model saves them.
//
// Games' own component types (in a game folder's Go code) are not in the file;
// describe_component says it has no documentation for them.
package docgen

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Doc is the documentation of one component type.
type Doc struct {
	// Package is the folder of its Go package, relative to the module's root
	// ("modules/platformer"); Type is its Go type's name.
	Package string `json:"package"`
	Type    string `json:"type"`
	// Doc is the type's doc comment, as text.
	Doc string `json:"doc"`
	// Fields are the fields' doc comments by Go field name; a field without
	// one is left out.
	Fields map[string]string `json:"fields,omitempty"`
}

// skipRoots are the module's top folders that hold no component types of the
// engine; skipNames are folders skipped wherever they are.
var (
	skipRoots = []string{"docs", "tests", "cmd", "scripts"}
	skipNames = []string{"testdata", "internal"}
)

// Generate returns the documentation of every component type registered in
// the Go packages under root (the module's root), as indented JSON keyed by
// saved name. It returns an error if a folder cannot be read or a Go file does
// not parse.
func Generate(root string) ([]byte, error) {
	sc := &scan{fset: token.NewFileSet(), all: map[string]*typeSpec{}}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		rel, _ := filepath.Rel(root, path)
		if path != root && (strings.HasPrefix(name, ".") || slices.Contains(skipNames, name) || slices.Contains(skipRoots, rel)) {
			return filepath.SkipDir
		}
		return sc.scanPackage(path, filepath.ToSlash(rel))
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
		types := typeDecls(pkg)
		for name, ts := range types {
			sc.all[pkg.Name+"."+name] = ts
		}
		for _, f := range pkg.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if saved, typ, ok := registration(n, pkg.Name); ok && types[typ] != nil {
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

// registration reports whether n is a call scenes.Register[T]("Name", ...),
// returning the saved name and T's name.
func registration(n ast.Node, pkgName string) (saved, typ string, ok bool) {
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
	lit, isLit := call.Args[0].(*ast.BasicLit)
	if !isIdent || !isLit || lit.Kind != token.STRING {
		return "", "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, t.Name, err == nil
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

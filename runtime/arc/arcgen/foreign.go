package arcgen

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Passages of other packages. Generated code resumes only passages of its own
// package (their frames and step functions are unexported), so a call from
// this package to a passage of another package of the same module would run
// it as an ordinary function, which panics at its first pause. foreignCalls
// finds such calls and refuses them. It reads the other package's source
// (not its generated files) and finds its passages as findPassages does, by
// syntax: a function or method that calls a pause of package arc, or that
// calls such a package function, or such a method on its own receiver.

// foreignCalls refuses calls, in any function of the package, to passages of
// other packages of the module.
func (g *gen) foreignCalls() {
	mod := g.lpkg.Module
	if mod == nil || mod.Dir == "" {
		return
	}
	cache := map[string]map[string]bool{}
	for _, f := range g.sortedFiles() {
		for _, d := range f.ast.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			inspectNoLit(fd.Body, func(n ast.Node) bool {
				c, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				fn := g.callee(c)
				if fn == nil || fn.Pkg() == nil || fn.Pkg() == g.pkg || fn.Pkg().Path() == ArcPath {
					return true
				}
				path := fn.Pkg().Path()
				rel, ok := strings.CutPrefix(path, mod.Path)
				if !ok || (rel != "" && rel[0] != '/') {
					return true
				}
				set, ok := cache[path]
				if !ok {
					set = foreignPassages(filepath.Join(mod.Dir, filepath.FromSlash(rel)))
					cache[path] = set
				}
				if key := funcKey(fn); set[key] {
					g.errorf(c.Pos(), "%s is a passage of package %s (it pauses), called from another package", "call it from a passage of its own package and make that the arc, or move it into this package: generated code resumes only passages of its own package", key, fn.Pkg().Name())
				}
				return true
			})
		}
	}
}

// funcKey returns "Name" for a package function, "Type.Name" for a method.
func funcKey(fn *types.Func) string {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil {
		return fn.Name()
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name() + "." + fn.Name()
	}
	return fn.Name()
}

// foreignPassages returns the passages (by funcKey) of the package in dir,
// found from its source by syntax; nil if it cannot be read.
func foreignPassages(dir string) map[string]bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	type fdecl struct {
		fd  *ast.FuncDecl
		arc string // the file's name of package arc, or ""
	}
	var decls []fdecl
	fset := token.NewFileSet()
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") || strings.HasSuffix(n, Suffix) {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		arcName := ""
		for _, im := range f.Imports {
			if p, _ := strconv.Unquote(im.Path.Value); p == ArcPath {
				arcName = "arc"
				if im.Name != nil {
					arcName = im.Name.Name
				}
			}
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				decls = append(decls, fdecl{fd, arcName})
			}
		}
	}
	is := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, d := range decls {
			key, recv := declKey(d.fd)
			if is[key] {
				continue
			}
			inspectNoLit(d.fd.Body, func(n ast.Node) bool {
				c, ok := n.(*ast.CallExpr)
				if !ok {
					return !is[key]
				}
				switch fun := ast.Unparen(c.Fun).(type) {
				case *ast.Ident:
					is[key] = is[key] || is[fun.Name]
				case *ast.SelectorExpr:
					if x, ok := fun.X.(*ast.Ident); ok {
						pause := x.Name == d.arc && d.arc != "" && pauseNames[fun.Sel.Name]
						own := recv != "" && x.Name == recv && is[typeOfKey(key)+"."+fun.Sel.Name]
						is[key] = is[key] || pause || own
					}
				}
				if is[key] {
					changed = true
				}
				return !is[key]
			})
		}
	}
	return is
}

var pauseNames = map[string]bool{"Yield": true, "Wait": true, "WaitFor": true, "WaitAny": true, "WaitAll": true, "WaitForWithin": true, "WaitAnyWithin": true, "WaitAllWithin": true}

// declKey returns the funcKey of a declaration and its receiver's name.
func declKey(fd *ast.FuncDecl) (key, recv string) {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name, ""
	}
	r := fd.Recv.List[0]
	if len(r.Names) > 0 {
		recv = r.Names[0].Name
	}
	t := r.Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name, recv
	}
	return fd.Name.Name, recv
}

func typeOfKey(key string) string {
	if i := strings.IndexByte(key, '.'); i >= 0 {
		return key[:i]
	}
	return ""
}

// Package arcgen is the generator of arc scripts (package runtime/arc), which the
// command cmd/arcgen (`go generate`) and griff-player (before it builds a game
// folder holding Go code) run: it reads a package of arc scripts with
// golang.org/x/tools/go/packages and writes, for each source file with arc types or
// passages, a FILE_arc.go holding one frame struct per passage, its flat dispatch
// loop (a resumable state machine with //line directives), and its save and load
// code (Generate returns the files, Update writes them).
//
// Decisions:
//   - A passage is a function or method of the package that pauses (calls a pause of
//     package arc) or calls a passage, found by a fixpoint over the package; Run of an
//     arc type (a struct embedding arc.Base) always is one. The type of Run's one
//     parameter is an ambient type; passage parameters of ambient types are never
//     saved and are handed in again on every resume.
//   - Statements without a pause are copied as written (reads of kept locals become
//     frame fields; returns, and breaks and continues that leave the copied code,
//     become jumps of the dispatch loop). Statements with one are lowered: each pause
//     or passage call gets a start state (so a load can run it again) and a resume
//     state named by its key; if, for, range and switch get states for their heads,
//     branches and ends.
//   - A call of a passage of another package of the module is refused
//     (foreign.go): generated code resumes only its own package's passages.
//   - goto works as in Go (to a label of the same or an enclosing block): a
//     label of lowered code that a goto targets begins a state, and the goto
//     a jump to it (goto.go).
//   - Before the lowering, a spilling pass (spill.go) takes apart each statement
//     that has a pause or passage call where the lowering cannot pause (inside
//     a bigger expression, a condition, tag, case, return, for head or
//     argument): temporaries arcV1, arcV2, ... (a prefix scripts cannot use)
//     hold, left to right, what the statement read before the call, except names
//     and field chains of reference type, read again after it (runtime/arc's
//     package doc lists the rules); the call becomes a statement of its own. It
//     rewrites the source text, with /*line*/ directives keeping the script's
//     positions, and type-checks the package again against the imports the
//     first load found (no second go command), round after round until nothing
//     is left; a rewrite that does not type-check is reported as a bug of
//     arcgen. Temporaries kept across a pause are saved as "$KEY.tN", named by
//     the key of the next point, so edits elsewhere in the passage do not
//     renumber them.
//   - A local is kept in the frame, and saved, when a pause (or the start of a
//     lowered branch) lies after its declaration in its scope and it is used at or
//     after that point, or in a loop around it declared outside the loop. What a key
//     needs is worked out by the same rule, per key. Parameters and named results are
//     always kept.
//   - Generic passages and generic arc types (generic.go) get generic frames, so
//     each instantiation has a frame of its own type; saves name the type
//     arguments ("Tally[int]", "Counter[float64].Add") through a registry the
//     generator writes: the type arguments the package itself instantiates them
//     with. A type argument a save cannot hold is refused; a save naming one
//     outside the registry fails to load (arc.ErrUnregistered).
//   - A variadic passage's arguments are packed into its slice parameter once,
//     on the way in, and saved as it. A pointer parameter a save cannot hold
//     (the seed's out and ref) is never saved: its argument must be the address
//     of a local or parameter of the caller, of a field path of the caller's
//     arc, or a pointer parameter of the caller handed on, and generated code
//     works it out again from that source on every resume (so after a load it
//     points into the loaded frames). Through an interface it is refused.
//   - A pointer to an arc of the package, or an interface arcs of the package
//     implement, is saveable anywhere (field, kept local, parameter, kept
//     temporary): generated code writes it with arc.WriteChild and reads it
//     with arc.ReadArc, which keep one arc per identity in a save. An
//     interface holding something else is saved with its dynamic type when
//     that is a basic type, a saveable named type of the package or a pointer
//     to one, or a type of the registry (dynamic.go); an interface that none
//     of these and no arc implements is refused.
//   - A passage call's receiver is read again on every resume when it is the
//     arc, a local or parameter, or a chain of fields from one (recvPath);
//     the spilling pass puts any other receiver in a kept temporary first
//     (keptRecv), so it is worked out once and saved. A receiver in a package
//     variable or the ambient value is refused.
//   - Existing FILE_arc.go files are read as empty while generating, so a stale one
//     cannot stop the generator. Type errors of the package's own code are
//     tolerated (an arc without its code does not satisfy arc.Arc yet); syntax
//     errors, errors of the go command and imports that did not load are not:
//     they can hide an arc (a type embedding an arc.Base of unknown type is not
//     seen as one), and generating then would remove or break its code. Nothing
//     is written or removed then.
//   - griff-player loads a game's package in its build module (Options), so
//     arcs are generated against the engine the game is built with.
//   - The header records the package's stamp (runtime/arc/stamp), which the
//     freshness check (runtime/arc/arctest) compares: a SHA-256 over what this
//     generator reads, every declaration of the package, the passages' bodies as
//     written and their lines, and the bodies that may instantiate a generic arc
//     or passage; comments, layout and other functions' bodies are left out, so
//     editing them rewrites no generated file.
package arcgen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/griffengine/griff/runtime/arc/stamp"
)

// ArcPath is the import path of the runtime package generated code uses.
const ArcPath = "github.com/griffengine/griff/runtime/arc"

// Suffix ends the name of every generated file: tutorial.go gives tutorial_arc.go.
const Suffix = stamp.Suffix

// Error is one refusal: the position, the rule broken and what to write instead.
type Error struct {
	Pos  token.Position
	Rule string
	Fix  string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s; %s", filepath.Base(e.Pos.Filename), e.Pos.Line, e.Pos.Column, e.Rule, e.Fix)
}

// Errors is the list of refusals of one run, in source order.
type Errors []*Error

func (es Errors) Error() string {
	s := make([]string, len(es))
	for i, e := range es {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// gen holds what one run knows about the package.
type gen struct {
	fset     *token.FileSet
	pkg      *types.Package
	info     *types.Info
	files    map[*ast.File]*fileInfo
	arcs     map[*types.TypeName]*arcType
	passages map[*types.Func]*passage
	ambient  []types.Type
	errs     Errors
	stamp    string // stamp.Hash of the package
	lpkg     *packages.Package
	temps    map[string]string     // spilled temporaries: name to the expression they hold
	ntemp    int                   // temporaries made so far
	typeArgs map[string]types.Type // the registry: type arguments by saved name
	// typeArgsDone: typeArgs is complete, so interface values may be saved
	// holding its types (dynTypes)
	typeArgsDone bool
	regFile      *fileInfo // the file the registry is written in
}

type fileInfo struct {
	ast  *ast.File
	name string // base name
	path string
	src  []byte
	out  []*passage
	arcs []*arcType
}

type arcType struct {
	obj      *types.TypeName
	st       *types.Struct
	run      *passage
	file     *fileInfo
	fields   []savedField
	generic  bool // it has type parameters
	embedded bool // another arc type of the package embeds it
}

// errorf records a refusal at pos. rule and fix are both formats: the first args
// fill rule's verbs, the rest fill fix's.
func (g *gen) errorf(pos token.Pos, rule, fix string, args ...any) {
	n := min(countVerbs(rule), len(args))
	g.errs = append(g.errs, &Error{Pos: g.fset.Position(pos), Rule: fmt.Sprintf(rule, args[:n]...), Fix: fmt.Sprintf(fix, args[n:]...)})
}

// countVerbs returns the number of formatting verbs in format (a "%%" is none).
func countVerbs(format string) int {
	n := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			i++
			continue
		}
		n++
	}
	return n
}

// Generate reads the package in dir and returns the generated files (base name to
// content) it would write, or the refusals. Existing FILE_arc.go files are ignored
// while reading, so a stale one does not get in the way.
func Generate(dir string) (map[string][]byte, error) { return generate(dir, nil, Options{}) }

// Options say how the go command loads the package of arc scripts. The zero value
// loads the package in dir through the module holding dir (its go.mod).
type Options struct {
	// ModuleDir, when set, is the folder the go command loads the package in
	// instead: a module that requires the package's module and replaces it by its
	// folder (as griff-player's build module does, so arcs are generated against
	// the engine the game is built with, whatever the game's go.mod says).
	ModuleDir string
	// ImportPath is the package's import path within ModuleDir's module; it is
	// needed when ModuleDir is set. The package it names must be the one in dir.
	ImportPath string
}

// GenerateWith is Generate, loading the package as o says.
func GenerateWith(dir string, o Options) (map[string][]byte, error) {
	return generate(dir, nil, o)
}

// generate is Generate with extra files (absolute path to content) read as if they
// were in dir, loaded as o says.
func generate(dir string, extra map[string][]byte, o Options) (map[string][]byte, error) {
	g, err := load(dir, extra, o)
	if err != nil {
		return nil, err
	}
	g.findArcs()
	g.findPassages()
	g.foreignCalls()
	if err := g.spillAll(); err != nil {
		return nil, err
	}
	g.findTypeArgs()
	g.typeArgsDone = true
	for _, p := range g.sortedPassages() {
		g.analyze(p)
	}
	for _, f := range g.sortedFiles() {
		for _, a := range f.arcs {
			a.fields = g.saved(a)
		}
	}
	if len(g.errs) > 0 {
		return nil, g.sorted()
	}
	g.regFile = g.registryFile()
	out := map[string][]byte{}
	for _, f := range g.sortedFiles() {
		if len(f.out) == 0 && len(f.arcs) == 0 {
			continue
		}
		b, err := g.emitFile(f)
		if err != nil {
			return nil, err
		}
		out[strings.TrimSuffix(f.name, ".go")+Suffix] = b
	}
	if len(g.errs) > 0 {
		return nil, g.sorted()
	}
	return out, nil
}

func (g *gen) sorted() Errors {
	sort.SliceStable(g.errs, func(i, j int) bool {
		a, b := g.errs[i].Pos, g.errs[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
	return g.errs
}

func load(dir string, extra map[string][]byte, o Options) (*gen, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	overlay := map[string][]byte{}
	for p, b := range extra {
		overlay[p] = b
	}
	ents, err := os.ReadDir(abs)
	if err != nil {
		return nil, fmt.Errorf("arcgen: %w", err)
	}
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), Suffix) {
			p := filepath.Join(abs, e.Name())
			b, err := os.ReadFile(p)
			if err != nil {
				return nil, fmt.Errorf("arcgen: %w", err)
			}
			overlay[p] = []byte("package " + packageName(b) + "\n")
		}
	}
	cfg := &packages.Config{
		Mode:    packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports | packages.NeedModule | packages.NeedTypesSizes,
		Dir:     abs,
		Overlay: overlay,
		Env:     append(os.Environ(), "CGO_ENABLED=0"),
	}
	pattern := "."
	if o.ModuleDir != "" { // as griff-player builds there: no workspace, go.mod completed as needed
		cfg.Dir, pattern = o.ModuleDir, o.ImportPath
		cfg.BuildFlags = []string{"-mod=mod"}
		cfg.Env = append(cfg.Env, "GOWORK=off")
	}
	pkgs, err := packages.Load(cfg, pattern)
	if err != nil {
		return nil, fmt.Errorf("arcgen: loading %s: %w", dir, err)
	}
	if len(pkgs) != 1 || pkgs[0].Types == nil {
		return nil, fmt.Errorf("arcgen: %s: no Go package", dir)
	}
	p := pkgs[0]
	for _, f := range p.CompiledGoFiles {
		if filepath.Dir(f) != abs {
			return nil, fmt.Errorf("arcgen: %s loads %s from %s, not %s", o.ModuleDir, pattern, filepath.Dir(f), abs)
		}
	}
	if err := loadErrors(dir, p); err != nil {
		return nil, err
	}
	g := &gen{fset: p.Fset, pkg: p.Types, info: p.TypesInfo, files: map[*ast.File]*fileInfo{},
		arcs: map[*types.TypeName]*arcType{}, passages: map[*types.Func]*passage{}, lpkg: p}
	for _, f := range p.Syntax {
		path := p.Fset.File(f.Pos()).Name()
		if strings.HasSuffix(path, Suffix) {
			continue
		}
		src, ok := extra[path]
		if !ok {
			src, err = os.ReadFile(path)
		}
		if err != nil {
			return nil, fmt.Errorf("arcgen: %w", err)
		}
		g.files[f] = &fileInfo{ast: f, name: filepath.Base(path), path: path, src: src}
	}
	if g.stamp, err = stamp.Hash(abs, extra); err != nil {
		return nil, fmt.Errorf("arcgen: %w", err)
	}
	return g, nil
}

func packageName(src []byte) string {
	for _, line := range strings.Split(string(src), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "package "); ok {
			return strings.TrimSpace(rest)
		}
	}
	return "main"
}

func (g *gen) sortedFiles() []*fileInfo {
	var fs []*fileInfo
	for _, f := range g.files {
		fs = append(fs, f)
	}
	slices.SortFunc(fs, func(a, b *fileInfo) int { return strings.Compare(a.name, b.name) })
	return fs
}

func (g *gen) sortedPassages() []*passage {
	var ps []*passage
	for _, p := range g.passages {
		ps = append(ps, p)
	}
	slices.SortFunc(ps, func(a, b *passage) int { return int(a.decl.Pos() - b.decl.Pos()) })
	return ps
}

// isArcObj reports whether obj is the named object of package arc.
func isArcObj(obj types.Object, name string) bool {
	return obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == ArcPath && obj.Name() == name
}

// findArcs finds the arc types: struct types that embed arc.Base, directly or
// through an embedded arc type of the package (by value), found by a fixpoint.
func (g *gen) findArcs() {
	type cand struct {
		ts *ast.TypeSpec
		tn *types.TypeName
		st *types.Struct
		f  *fileInfo
	}
	var cands []cand
	for _, f := range g.sortedFiles() {
		for _, d := range f.ast.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, s := range gd.Specs {
				ts := s.(*ast.TypeSpec)
				tn, _ := g.info.Defs[ts.Name].(*types.TypeName)
				if tn == nil {
					continue
				}
				if st, ok := tn.Type().Underlying().(*types.Struct); ok {
					cands = append(cands, cand{ts, tn, st, f})
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, c := range cands {
			if g.arcs[c.tn] != nil || (!embedsBase(c.st) && g.embeddedArc(c.st) == nil) {
				continue
			}
			a := &arcType{obj: c.tn, st: c.st, file: c.f, generic: c.ts.TypeParams != nil}
			g.arcs[c.tn] = a
			c.f.arcs = append(c.f.arcs, a)
			changed = true
		}
	}
	for _, f := range g.files {
		slices.SortFunc(f.arcs, func(a, b *arcType) int { return int(a.obj.Pos() - b.obj.Pos()) })
	}
	for _, a := range g.arcs {
		if e := g.embeddedArc(a.st); e != nil {
			e.embedded = true
		}
	}
	for _, c := range cands {
		for i := range c.st.NumFields() {
			fv := c.st.Field(i)
			if p, ok := fv.Type().(*types.Pointer); ok && fv.Embedded() && g.arcOf(p.Elem()) != nil {
				g.errorf(fv.Pos(), "%s embeds the arc type %s by pointer", "embed it by value (%s, not *%s): its fields are saved as the outer arc's", c.tn.Name(), g.arcOf(p.Elem()).obj.Name(), g.arcOf(p.Elem()).obj.Name(), g.arcOf(p.Elem()).obj.Name())
			}
		}
	}
}

// arcOf returns the arc type t names (an instance of a generic arc type
// names its origin), or nil.
func (g *gen) arcOf(t types.Type) *arcType {
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return g.arcs[n.Origin().Obj()]
	}
	return nil
}

// embeddedArc returns the arc type of the package st embeds by value, or nil.
func (g *gen) embeddedArc(st *types.Struct) *arcType {
	for i := range st.NumFields() {
		if fv := st.Field(i); fv.Embedded() {
			if a := g.arcOf(fv.Type()); a != nil {
				return a
			}
		}
	}
	return nil
}

// pauseName returns the name of the arc pause function call calls, or "".
func (g *gen) pauseName(call *ast.CallExpr) string {
	var id *ast.Ident
	switch fn := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = fn
	case *ast.SelectorExpr:
		id = fn.Sel
	case *ast.IndexExpr: // explicit instantiation arc.Wait[time.Duration]
		if s, ok := fn.X.(*ast.SelectorExpr); ok {
			id = s.Sel
		}
	}
	if id == nil {
		return ""
	}
	obj, ok := g.info.Uses[id].(*types.Func)
	if !ok || obj.Pkg() == nil || obj.Pkg().Path() != ArcPath {
		return ""
	}
	switch obj.Name() {
	case "Yield", "Wait", "WaitFor", "WaitAny", "WaitAll", "WaitForWithin", "WaitAnyWithin", "WaitAllWithin":
		return obj.Name()
	}
	return ""
}

// callee returns the package-local function or method call calls statically.
func (g *gen) callee(call *ast.CallExpr) *types.Func {
	switch fn := callFun(call).(type) {
	case *ast.Ident:
		f, _ := g.info.Uses[fn].(*types.Func)
		return f
	case *ast.SelectorExpr:
		// A method expression ((*T).M) names its method too: a passage called
		// that way is found here and refused by passageRecv.
		f, _ := g.info.Uses[fn.Sel].(*types.Func)
		return f
	}
	return nil
}

// callFun returns the function expression of call without its parentheses and
// explicit type arguments (Tally[Coin] gives Tally).
func callFun(call *ast.CallExpr) ast.Expr {
	fun := ast.Unparen(call.Fun)
	switch ix := fun.(type) {
	case *ast.IndexExpr:
		return ast.Unparen(ix.X)
	case *ast.IndexListExpr:
		return ast.Unparen(ix.X)
	}
	return fun
}

// inspectNoLit walks n like ast.Inspect but does not enter function literals.
func inspectNoLit(n ast.Node, f func(ast.Node) bool) {
	ast.Inspect(n, func(m ast.Node) bool {
		if _, ok := m.(*ast.FuncLit); ok {
			return false
		}
		return f(m)
	})
}

// findPassages finds every function of the package that pauses, directly or through
// another passage, and every Run of an arc type.
func (g *gen) findPassages() {
	decls := map[*types.Func]*ast.FuncDecl{}
	fileOf := map[*types.Func]*fileInfo{}
	for _, f := range g.sortedFiles() {
		for _, d := range f.ast.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if fn, ok := g.info.Defs[fd.Name].(*types.Func); ok {
				decls[fn], fileOf[fn] = fd, f
			}
		}
	}
	is := map[*types.Func]bool{}
	for fn, fd := range decls {
		if a := g.recvArc(fn); a != nil && fn.Name() == "Run" {
			is[fn] = true
			continue
		}
		inspectNoLit(fd.Body, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok && g.pauseName(c) != "" {
				is[fn] = true
			}
			return !is[fn]
		})
	}
	for changed := true; changed; {
		changed = false
		for fn, fd := range decls {
			if is[fn] {
				continue
			}
			inspectNoLit(fd.Body, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					if cf := g.callee(c); cf != nil && is[cf.Origin()] {
						is[fn], changed = true, true
					}
					if m := g.ifaceMethod(c); m != nil && len(g.implsOf(m, func(f *types.Func) bool { return is[f.Origin()] })) > 0 {
						is[fn], changed = true, true
					}
				}
				return !is[fn]
			})
		}
	}
	var fns []*types.Func
	for fn := range is {
		fns = append(fns, fn)
	}
	slices.SortFunc(fns, func(a, b *types.Func) int { return int(decls[a].Pos() - decls[b].Pos()) })
	for _, fn := range fns { // Runs first: they define the ambient types
		if fn.Name() == "Run" && g.recvArc(fn) != nil {
			g.newPassage(fn, decls[fn], fileOf[fn])
		}
	}
	for _, fn := range fns {
		if fn.Name() != "Run" || g.recvArc(fn) == nil {
			g.newPassage(fn, decls[fn], fileOf[fn])
		}
	}
	for _, f := range g.files {
		slices.SortFunc(f.out, func(a, b *passage) int { return int(a.decl.Pos() - b.decl.Pos()) })
	}
	for _, a := range g.arcs {
		if a.run == nil && !a.embedded {
			g.errorf(a.obj.Pos(), "arc type %s has no Run method", "add func (x *%s) Run(ctx CTX) with the ambient type as its one parameter", a.obj.Name(), a.obj.Name())
		}
	}
}

// recvArc returns the arc type fn is a method of (by pointer), or nil.
func (g *gen) recvArc(fn *types.Func) *arcType {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil {
		return nil
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return g.arcOf(t)
}

func embedsBase(st *types.Struct) bool {
	for i := range st.NumFields() {
		fv := st.Field(i)
		if n, ok := fv.Type().(*types.Named); ok && fv.Embedded() && isArcObj(n.Obj(), "Base") {
			return true
		}
	}
	return false
}

package arcgen

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
)

// passage is one function or method that pauses.
type passage struct {
	fn       *types.Func
	decl     *ast.FuncDecl
	file     *fileInfo
	arc      *arcType // the arc type it is a method of, nil for a package function
	recvName string
	name     string // saved name: "Tutorial.Nag", or "Greet" for a package function
	goName   string // Nag
	frame    string // arcFrame_Tutorial_Nag
	params   []*param
	results  []types.Type
	named    []*types.Var // named results, or nil
	pts      []*point
	ptOf     map[ast.Stmt]*point
	bounds   []token.Pos
	loops    map[ast.Stmt]*loopInfo
	kept     map[*types.Var]*local
	locals   []*local // kept locals and hidden state, in order of declaration
	uses     map[*types.Var][]token.Pos
	hasPause bool
}

type param struct {
	v       *types.Var
	ambient bool
	local   *local
}

type local struct {
	v      *types.Var // nil for hidden state
	name   string     // saved name: the source name, or "$key.x" for hidden state
	field  string     // frame field
	typ    types.Type
	param  bool
	result bool
	ref    bool // a pointer parameter: never saved, set again from the caller's source expression on every resume
}

// point is a pause or passage call: a keyed statement.
type point struct {
	stmt   ast.Stmt
	call   *ast.CallExpr
	key    string
	index  int    // 0-based, in source order
	pause  string // arc function name, or "" for a passage call
	callee *passage
	sub    string // frame field of the callee's frame
	loops  []ast.Stmt
	needed []*local
	recv   string       // receiver expression of a passage call on another arc, for generated code
	recvX  ast.Expr     // the receiver in the script (recv is worked out from it once locals are kept)
	iface  *ifaceCall   // a passage call through an interface (callee is nil)
	targs  []types.Type // type arguments of a call of a generic passage
	start  int          // state that begins the keyed statement
	resume int          // state that resumes at the key
}

// calleeName returns the Go name of the passage a call point calls.
func (pt *point) calleeName() string {
	if pt.iface != nil {
		return pt.iface.method.Name()
	}
	return pt.callee.goName
}

type loopInfo struct {
	stmt   ast.Stmt
	key    string // first key inside it
	hidden []*local
	kind   string            // "int", "slice", "array", "string" for ranges; "" for for
	names  map[string]string // hidden state: short name to frame field
}

func (l *loopInfo) hiddenField(x string) string { return l.names[x] }

func (g *gen) newPassage(fn *types.Func, fd *ast.FuncDecl, f *fileInfo) {
	p := &passage{fn: fn, decl: fd, file: f, goName: fn.Name(), ptOf: map[ast.Stmt]*point{},
		loops: map[ast.Stmt]*loopInfo{}, kept: map[*types.Var]*local{}}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil {
		p.arc = g.recvArc(fn)
		if p.arc == nil {
			g.errorf(fd.Pos(), "passage %s is a method of a type that is not an arc", "make it a method of a type that embeds arc.Base, or a package function", fn.Name())
			return
		}
		if _, ok := sig.Recv().Type().(*types.Pointer); !ok {
			g.errorf(fd.Pos(), "passage %s has a value receiver", "use a pointer receiver (*%s)", fn.Name(), p.arc.obj.Name())
			return
		}
		p.recvName = "arcSelf"
		if n := fd.Recv.List[0].Names; len(n) > 0 && n[0].Name != "_" {
			p.recvName = n[0].Name
		}
		p.name = p.arc.obj.Name() + "." + fn.Name()
		p.frame = "arcFrame_" + p.arc.obj.Name() + "_" + fn.Name()
		if fn.Name() == "Run" {
			p.arc.run = p
			if sig.Params().Len() != 1 {
				g.errorf(fd.Pos(), "Run of arc %s takes %d parameters", "Run takes exactly one parameter, of the ambient type (such as *runtime.Game)", p.arc.obj.Name(), sig.Params().Len())
				return
			}
			g.ambient = append(g.ambient, sig.Params().At(0).Type())
			if sig.Results().Len() > 0 {
				g.errorf(fd.Pos(), "Run of arc %s returns results", "Run returns nothing", p.arc.obj.Name())
				return
			}
		}
	} else {
		p.name = fn.Name()
		p.frame = "arcFrame_" + fn.Name()
	}
	for i := range sig.Results().Len() {
		r := sig.Results().At(i)
		p.results = append(p.results, r.Type())
		if r.Name() != "" && r.Name() != "_" {
			p.named = append(p.named, r)
		}
	}
	g.passages[fn] = p
	f.out = append(f.out, p)
}

func (g *gen) isAmbient(t types.Type) bool {
	for _, a := range g.ambient {
		if types.Identical(a, t) {
			return true
		}
	}
	return false
}

// analyze checks a passage against the rules and works out its keys and the locals
// kept across its pauses.
func (g *gen) analyze(p *passage) {
	sig := p.fn.Type().(*types.Signature)
	for i := range sig.Params().Len() {
		v := sig.Params().At(i)
		pa := &param{v: v, ambient: g.isAmbient(v.Type())}
		if !pa.ambient && v.Name() != "" && v.Name() != "_" {
			pa.local = &local{v: v, name: v.Name(), field: v.Name(), typ: v.Type(), param: true, ref: g.isRef(v)}
			p.kept[v] = pa.local
		}
		p.params = append(p.params, pa)
	}
	g.forbidden(p)
	g.closures(p)
	g.scan(p, p.decl.Body.List, nil)
	g.gotoBounds(p)
	g.keys(p)
	g.hidden(p)
	g.keep(p)
	for _, pt := range p.pts {
		if pt.recvX != nil {
			pt.recv = g.recvText(p, pt.recvX)
		}
	}
}

// hidden makes the hidden state of lowered range loops: the ranged value (evaluated
// once), the index and, for strings, the next byte offset. It is saved as "$key.x"
// with key the first key inside the loop.
func (g *gen) hidden(p *passage) {
	var loops []*loopInfo
	for _, l := range p.loops {
		if l.kind != "" {
			loops = append(loops, l)
		}
	}
	sort.Slice(loops, func(i, j int) bool { return loops[i].stmt.Pos() < loops[j].stmt.Pos() })
	used := map[string]bool{}
	for n, l := range loops {
		rs := l.stmt.(*ast.RangeStmt)
		xt := types.Default(g.info.TypeOf(rs.X))
		intT := types.Typ[types.Int]
		var parts []struct {
			x string
			t types.Type
		}
		add := func(x string, t types.Type) {
			parts = append(parts, struct {
				x string
				t types.Type
			}{x, t})
		}
		switch l.kind {
		case "int":
			add("n", xt)
			add("i", xt)
		case "string":
			add("s", xt)
			add("i", intT)
			add("next", intT)
		default:
			add("range", xt)
			add("i", intT)
		}
		prefix := "$" + l.key
		for d := 1; used[prefix]; d++ {
			prefix = "$" + l.key + "." + strconv.Itoa(d)
		}
		used[prefix] = true
		l.names = map[string]string{}
		for _, pt := range parts {
			f := "arcH" + strconv.Itoa(n) + "_" + pt.x
			l.names[pt.x] = f
			l.hidden = append(l.hidden, &local{name: prefix + "." + pt.x, field: f, typ: pt.t})
		}
	}
}

// forbidden refuses defer, go and recover in a passage.
func (g *gen) forbidden(p *passage) {
	sels := map[*ast.Ident]bool{}
	ast.Inspect(p.decl.Body, func(n ast.Node) bool {
		if s, ok := n.(*ast.SelectorExpr); ok {
			sels[s.Sel] = true
		}
		return true
	})
	for _, pa := range p.params {
		if strings.HasPrefix(pa.v.Name(), "arc") {
			g.errorf(pa.v.Pos(), "parameter %s of passage %s starts with \"arc\", which generated code reserves", "rename it", pa.v.Name(), p.name)
		}
	}
	inspectNoLit(p.decl.Body, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.GoStmt:
			g.errorf(s.Pos(), "go statement in passage %s", "start the work from a method that is not a passage, or make it an arc of its own", p.name)
		case *ast.DeferStmt:
			g.errorf(s.Pos(), "defer in passage %s", "run the deferred call explicitly before each return", p.name)
		case *ast.CallExpr:
			if id, ok := ast.Unparen(s.Fun).(*ast.Ident); ok {
				if b, ok := g.info.Uses[id].(*types.Builtin); ok && b.Name() == "recover" {
					g.errorf(s.Pos(), "recover in passage %s", "the scheduler's fault boundary recovers panics; remove it", p.name)
				}
			}
		case *ast.SelectorExpr:
			g.valueOrInterface(p, s, s.Sel)
		case *ast.Ident:
			if v, ok := g.info.Defs[s].(*types.Var); ok && strings.HasPrefix(v.Name(), "arc") && g.temps[v.Name()] == "" {
				g.errorf(s.Pos(), "local %s of passage %s starts with \"arc\", which generated code reserves", "rename it", v.Name(), p.name)
			}
			if !sels[s] {
				g.valueOrInterface(p, s, s)
			}
		}
		return true
	})
}

// valueOrInterface refuses a passage named without being called (a function
// value) and a call through an interface of a method some arc has as a passage.
func (g *gen) valueOrInterface(p *passage, x ast.Expr, id *ast.Ident) {
	fn, ok := g.info.Uses[id].(*types.Func)
	if !ok {
		return
	}
	if g.passages[fn.Origin()] != nil {
		if !g.isCalled(p.decl.Body, x) {
			g.errorf(x.Pos(), "passage %s named without being called", "call it as a statement; a function value of a passage cannot be saved", fn.Name())
		}
		return
	}
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
		return
	}
	if g.isCalled(p.decl.Body, x) {
		return // a passage call through an interface: dispatched on the dynamic type
	}
	iface, _ := sig.Recv().Type().Underlying().(*types.Interface)
	for q := range g.passages {
		if q.Name() == fn.Name() && q.Type().(*types.Signature).Recv() != nil && iface != nil {
			if a := g.recvArc(q); a != nil && types.Implements(types.NewPointer(a.obj.Type()), iface) {
				g.errorf(x.Pos(), "passage %s named through an interface without being called", "call it as a statement; a method value of a passage cannot be saved", fn.Name())
				return
			}
		}
	}
}

func (g *gen) isCalled(body ast.Node, x ast.Expr) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && callFun(c) == x {
			found = true
		}
		return !found
	})
	return found
}

// closures refuses pauses inside function literals.
func (g *gen) closures(p *passage) {
	ast.Inspect(p.decl.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		ast.Inspect(lit.Body, func(m ast.Node) bool {
			if c, ok := m.(*ast.CallExpr); ok && g.isPoint(c) {
				g.errorf(c.Pos(), "pause or passage call inside a closure in %s", "pause in the passage itself, or make the closure a passage (a method)", p.name)
			}
			return true
		})
		return false
	})
}

// isPoint reports whether call is a pause or a passage call.
func (g *gen) isPoint(call *ast.CallExpr) bool {
	if g.pauseName(call) != "" {
		return true
	}
	if fn := g.callee(call); fn != nil && g.passages[fn.Origin()] != nil {
		return true
	}
	return g.ifaceCallOf(call) != nil
}

// hasPoint reports whether n holds a pause or passage call outside closures.
func (g *gen) hasPoint(n ast.Node) bool {
	if n == nil {
		return false
	}
	found := false
	inspectNoLit(n, func(m ast.Node) bool {
		if c, ok := m.(*ast.CallExpr); ok && g.isPoint(c) {
			found = true
		}
		return !found
	})
	return found
}

// keys names every point: a pause by its literal key, a passage call by the callee's
// name, numbered in source order when repeated ("Nag", "Nag#1"); a pause key used
// again in a sibling block is numbered the same way ("step", "step#1").
func (g *gen) keys(p *passage) {
	seen := map[string]*point{}
	count := map[string]int{}
	same := map[string][]*point{} // pauses keyed by one literal in sibling blocks, in source order
	for i, pt := range p.pts {
		pt.index = i
		if pt.pause == "" {
			n := pt.calleeName()
			pt.key = n
			if c := count[n]; c > 0 {
				pt.key = n + "#" + strconv.Itoa(c)
			}
			count[n]++
			pt.sub = "arcSub_" + strings.ReplaceAll(pt.key, "#", "_")
		}
		if prev := seen[pt.key]; prev != nil && pt.pause != "" {
			lit := pt.key
			for _, o := range same[lit] {
				if !g.siblings(p, o, pt) {
					prev = o
				}
			}
			if !g.siblings(p, prev, pt) {
				g.errorf(pt.call.Pos(), "key %q used twice in %s (first at line %d)", "give each pause its own key, unique within the method (a key may be used again only in a sibling block)", pt.key, p.name, g.fset.Position(prev.call.Pos()).Line)
				continue
			}
			same[lit] = append(same[lit], pt)
			pt.key = lit + "#" + strconv.Itoa(len(same[lit])-1)
			seen[pt.key] = pt
			continue
		} else if prev != nil {
			g.errorf(pt.call.Pos(), "key %q used twice in %s (first at line %d)", "give each pause its own key, unique within the method", pt.key, p.name, g.fset.Position(prev.call.Pos()).Line)
			continue
		}
		seen[pt.key] = pt
		if pt.pause != "" {
			same[pt.key] = []*point{pt}
		}
	}
	for _, l := range p.loops {
		for _, pt := range p.pts {
			if pt.stmt.Pos() >= l.stmt.Pos() && pt.stmt.End() <= l.stmt.End() {
				l.key = pt.key
				break
			}
		}
	}
}

// keep works out which locals live across a point: a local is kept when a point
// (or the start of a lowered branch) lies in its scope after its declaration and the
// local is used at or after it, or in a loop around it that the local was declared
// outside of.
func (g *gen) keep(p *passage) {
	p.uses = map[*types.Var][]token.Pos{}
	var decl []*types.Var
	inspectNoLit(p.decl.Body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := g.info.Defs[id].(*types.Var); ok && v.Name() != "_" {
				decl = append(decl, v)
			}
		}
		return true
	})
	ast.Inspect(p.decl.Body, func(n ast.Node) bool { // uses inside closures count too
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := g.info.Uses[id].(*types.Var); ok && !v.IsField() {
				p.uses[v] = append(p.uses[v], id.Pos())
			}
		}
		return true
	})
	decl = append(decl, p.named...)
	for _, v := range decl {
		if p.kept[v] != nil {
			continue
		}
		for _, pt := range p.pts {
			if g.needed(p, v, pt.stmt.Pos(), pt.loops) {
				p.kept[v] = &local{v: v, name: v.Name(), field: v.Name(), typ: v.Type()}
				break
			}
		}
		if p.kept[v] != nil {
			continue
		}
		for _, b := range p.bounds {
			if g.needed(p, v, b, nil) {
				p.kept[v] = &local{v: v, name: v.Name(), field: v.Name(), typ: v.Type()}
				break
			}
		}
	}
	for _, v := range p.named { // named results live in the frame
		if p.kept[v] == nil {
			p.kept[v] = &local{v: v, name: v.Name(), field: v.Name(), typ: v.Type()}
		}
		p.kept[v].result = true
	}
	for _, pa := range p.params {
		if pa.local != nil {
			p.locals = append(p.locals, pa.local)
		}
	}
	var ks []*local
	for v, l := range p.kept {
		if !l.param {
			_ = v
			ks = append(ks, l)
		}
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i].v.Pos() < ks[j].v.Pos() })
	g.nameTemps(p, ks)
	p.locals = append(p.locals, ks...)
	g.checkKept(p)
	for _, pt := range p.pts {
		for _, l := range ks {
			if g.needed(p, l.v, pt.stmt.Pos(), pt.loops) {
				pt.needed = append(pt.needed, l)
			}
		}
		for _, ls := range pt.loops {
			pt.needed = append(pt.needed, p.loops[ls].hidden...)
		}
	}
}

// clash returns the local of others (kept locals of p with l's name) that cannot
// share l's saved name: a parameter or named result (kept throughout), or one kept
// across a pause l is kept across too. It returns nil when there is none.
func (g *gen) clash(p *passage, l *local, others []*local) *local {
	for _, o := range others {
		if l.param || l.result || o.param || o.result || l.v == nil || o.v == nil {
			return o
		}
		for _, pt := range p.pts {
			if g.needed(p, l.v, pt.stmt.Pos(), pt.loops) && g.needed(p, o.v, pt.stmt.Pos(), pt.loops) {
				return o
			}
		}
	}
	return nil
}

func (g *gen) needed(p *passage, v *types.Var, at token.Pos, loops []ast.Stmt) bool {
	sc := v.Parent()
	if sc == nil || at <= v.Pos() || at >= sc.End() {
		return false
	}
	for _, u := range p.uses[v] {
		if u >= at && u < sc.End() {
			return true
		}
	}
	for _, l := range loops {
		body := loopBody(l)
		if body.Pos() <= v.Pos() {
			continue
		}
		for _, u := range p.uses[v] {
			if u >= l.Pos() && u < l.End() {
				return true
			}
		}
	}
	return false
}

func loopBody(s ast.Stmt) *ast.BlockStmt {
	switch s := s.(type) {
	case *ast.ForStmt:
		return s.Body
	case *ast.RangeStmt:
		return s.Body
	}
	return nil
}

// checkKept refuses kept locals that cannot be saved, that share a name at one
// pause (a save names locals by their source names), or that a closure captures.
// Locals that share a name but are never kept across the same pause (the variables
// of two loops one after the other) are saved under that name at different keys and
// get frame fields of their own.
func (g *gen) checkKept(p *passage) {
	names := map[string][]*local{}
	for _, l := range p.locals {
		if prev := g.clash(p, l, names[l.name]); prev != nil {
			g.errorf(l.v.Pos(), "two locals named %s are kept across the same pause in %s (the other at line %d)", "rename one of them", l.name, p.name, g.fset.Position(prev.v.Pos()).Line)
			continue
		}
		if n := len(names[l.name]); n > 0 {
			l.field = "arcK" + strconv.Itoa(n) + "_" + l.name
		}
		names[l.name] = append(names[l.name], l)
		if l.ref {
			continue
		}
		if why := g.unsaveable(l.typ, map[types.Type]bool{}, false); why != "" && l.v != nil && g.temps[l.v.Name()] != "" {
			g.errorf(l.v.Pos(), "the value of %s, read before a pause further right in its statement, is kept across it in %s, but its type %s cannot be saved (%s)", "assign it to a local after the pause, or make the pause a statement of its own before this one", g.temps[l.v.Name()], p.name, types.TypeString(l.typ, types.RelativeTo(g.pkg)), why)
		} else if why != "" {
			what := "local"
			if l.param {
				what = "parameter"
			}
			g.errorf(l.v.Pos(), "%s %s of %s is kept across a pause but its type %s cannot be saved (%s)", "keep an id or a name instead (for an entity, its id), or compute it again after the pause", what, l.name, p.name, types.TypeString(l.typ, types.RelativeTo(g.pkg)), why)
		}
	}
	for _, l := range p.sortedLoops() {
		for _, h := range l.hidden {
			if why := g.unsaveable(h.typ, map[types.Type]bool{}, false); why != "" {
				g.errorf(l.stmt.Pos(), "the ranged value of a loop that pauses in %s is kept, but its type %s cannot be saved (%s)", "range over a slice of ids or names instead", p.name, types.TypeString(h.typ, types.RelativeTo(g.pkg)), why)
			}
		}
	}
	ast.Inspect(p.decl.Body, func(n ast.Node) bool {
		lit, ok := n.(*ast.FuncLit)
		if !ok {
			return true
		}
		ast.Inspect(lit.Body, func(m ast.Node) bool {
			if id, ok := m.(*ast.Ident); ok {
				if v, ok := g.info.Uses[id].(*types.Var); ok && p.kept[v] != nil && !p.kept[v].param {
					g.errorf(id.Pos(), "closure captures %s, a local kept across a pause in %s", "copy it into a local declared inside the closure's statement, or pass it as an argument", v.Name(), p.name)
				}
			}
			return true
		})
		return false
	})
}

// nameTemps gives the spilled temporaries among the kept locals ks their saved
// names: "$KEY.tN", KEY the key of the first pause or passage call after the
// temporary and N its number among those named for that key, so a save names
// them by the script's keys, not by the order the pass made them in.
func (g *gen) nameTemps(p *passage, ks []*local) {
	n := map[string]int{}
	for _, l := range ks {
		if l.v == nil || g.temps[l.v.Name()] == "" {
			continue
		}
		key := "end"
		for _, pt := range p.pts {
			if pt.stmt.Pos() > l.v.Pos() {
				key = pt.key
				break
			}
		}
		l.name = "$" + key + ".t" + strconv.Itoa(n[key])
		n[key]++
	}
}

package arcgen

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
)

const fixExpr = "make the pause or passage call a statement of its own, assigning its result to a local (x := P(...)), and use the local"

// scan walks the statements of a passage as the lowering will, collecting points,
// loops and branch starts, and refusing pauses where they cannot be.
func (g *gen) scan(p *passage, list []ast.Stmt, loops []ast.Stmt) {
	for _, s := range list {
		if g.hasPoint(s) {
			p.hasPause = true
			g.scanStmt(p, s, loops)
		}
	}
}

func (g *gen) noPoint(p *passage, n ast.Node, where string) {
	if n == nil {
		return
	}
	inspectNoLit(n, func(m ast.Node) bool {
		if c, ok := m.(*ast.CallExpr); ok && g.isPoint(c) {
			g.errorf(c.Pos(), "pause or passage call in %s in %s", fixExpr, where, p.name)
			return false
		}
		return true
	})
}

func (g *gen) scanStmt(p *passage, s ast.Stmt, loops []ast.Stmt) {
	switch s := s.(type) {
	case *ast.BlockStmt:
		g.scan(p, s.List, loops)
	case *ast.LabeledStmt:
		switch s.Stmt.(type) {
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.BlockStmt:
			g.scanStmt(p, s.Stmt, loops)
		default:
			g.scanStmt(p, s.Stmt, loops)
		}
	case *ast.ExprStmt:
		g.addPoint(p, s, s.X, loops)
	case *ast.AssignStmt:
		if len(s.Rhs) != 1 {
			g.noPoint(p, s, "an assignment of several values")
			return
		}
		for _, l := range s.Lhs {
			g.noPoint(p, l, "the left-hand side of an assignment")
		}
		g.addPoint(p, s, s.Rhs[0], loops)
	case *ast.DeclStmt:
		gd := s.Decl.(*ast.GenDecl)
		if len(gd.Specs) != 1 || len(gd.Specs[0].(*ast.ValueSpec).Values) != 1 {
			g.noPoint(p, s, "a var declaration of several values")
			return
		}
		g.addPoint(p, s, gd.Specs[0].(*ast.ValueSpec).Values[0], loops)
	case *ast.IfStmt:
		g.noPoint(p, s.Init, "the init statement of an if")
		g.noPoint(p, s.Cond, "the condition of an if")
		if g.hasPoint(s.Body) {
			p.bounds = append(p.bounds, s.Body.Lbrace)
			g.scan(p, s.Body.List, loops)
		}
		if s.Else != nil && g.hasPoint(s.Else) {
			p.bounds = append(p.bounds, s.Else.Pos())
			g.scanStmt(p, s.Else, loops)
		}
	case *ast.ForStmt:
		g.noPoint(p, s.Init, "the init statement of a for")
		g.noPoint(p, s.Cond, "the condition of a for")
		g.noPoint(p, s.Post, "the post statement of a for")
		p.loops[s] = &loopInfo{stmt: s}
		p.bounds = append(p.bounds, s.Body.Lbrace)
		if s.Cond != nil {
			p.bounds = append(p.bounds, s.Cond.Pos())
		}
		g.scan(p, s.Body.List, append(loops[:len(loops):len(loops)], s))
	case *ast.RangeStmt:
		g.scanRange(p, s, loops)
	case *ast.SwitchStmt:
		g.noPoint(p, s.Init, "the init statement of a switch")
		g.noPoint(p, s.Tag, "the tag of a switch")
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			for _, e := range cc.List {
				g.noPoint(p, e, "a case expression")
			}
			for _, st := range cc.Body {
				if b, ok := st.(*ast.BranchStmt); ok && b.Tok == token.FALLTHROUGH {
					g.errorf(b.Pos(), "fallthrough in a switch that pauses, in %s", "repeat the next case's statements, or call a shared passage from both cases", p.name)
				}
			}
			if g.hasPoint(&ast.BlockStmt{List: cc.Body}) {
				p.bounds = append(p.bounds, cc.Colon)
				g.scan(p, cc.Body, loops)
			}
		}
	case *ast.TypeSwitchStmt:
		g.refuseInside(p, s, "a type switch", "switch on a value (an expression switch) or pause before or after the type switch")
	case *ast.SelectStmt:
		g.refuseInside(p, s, "a select", "wait for triggers (WaitAny) instead of channels")
	case *ast.ReturnStmt:
		g.noPoint(p, s, "a return statement")
	default:
		g.noPoint(p, s, "this kind of statement")
	}
}

func (g *gen) refuseInside(p *passage, s ast.Stmt, what, fix string) {
	inspectNoLit(s, func(m ast.Node) bool {
		if c, ok := m.(*ast.CallExpr); ok && g.isPoint(c) {
			g.errorf(c.Pos(), "pause or passage call inside %s in %s", fix, what, p.name)
			return false
		}
		return true
	})
}

func (g *gen) scanRange(p *passage, s *ast.RangeStmt, loops []ast.Stmt) {
	g.noPoint(p, s.X, "the expression of a range")
	t := g.info.TypeOf(s.X)
	kind := ""
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsInteger != 0:
			kind = "int"
		case u.Info()&types.IsString != 0:
			kind = "string"
		}
	case *types.Slice:
		kind = "slice"
	case *types.Array:
		kind = "array"
	}
	if kind == "" {
		g.refuseInside(p, s.Body, "a range over "+types.TypeString(t, types.RelativeTo(g.pkg)), "copy the keys or values into a slice (sorted, for a map) and range over that")
		return
	}
	li := &loopInfo{stmt: s, kind: kind}
	p.loops[s] = li
	p.bounds = append(p.bounds, s.Body.Lbrace)
	g.scan(p, s.Body.List, append(loops[:len(loops):len(loops)], s))
}

// addPoint records x as a point of statement s if it is a pause or passage call,
// and refuses a pause nested inside x otherwise.
func (g *gen) addPoint(p *passage, s ast.Stmt, x ast.Expr, loops []ast.Stmt) {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || !g.isPoint(call) {
		g.noPoint(p, x, "an expression")
		return
	}
	for _, a := range call.Args {
		g.noPoint(p, a, "an argument")
	}
	pt := &point{stmt: s, call: call, loops: loops}
	if name := g.pauseName(call); name != "" {
		pt.pause = name
		if len(call.Args) == 0 {
			g.errorf(call.Pos(), "%s without a key", "pass a string literal key first", name)
			return
		}
		lit, ok := call.Args[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			g.errorf(call.Args[0].Pos(), "key of %s is not a string literal", "write the key as a string literal, unique within the method", name)
			return
		}
		key, _ := strconv.Unquote(lit.Value)
		if key == "" || containsAny(key, "/#$") {
			g.errorf(lit.Pos(), "key %q is empty or holds / # or $", "use letters, digits and _ in keys", key)
			return
		}
		pt.key = key
	} else if fn := g.callee(call); fn != nil && g.passages[fn.Origin()] != nil {
		pt.callee = g.passages[fn.Origin()]
		pt.targs = g.callTypeArgs(call)
		if !g.passageRecv(p, pt) || !g.ambientArgs(p, pt, pt.callee.fn.Type().(*types.Signature)) || !g.refArgs(p, pt, pt.callee.fn.Type().(*types.Signature)) {
			return
		}
	} else {
		pt.iface = g.ifaceCallOf(call)
		if !g.ifaceRecv(p, pt) || !g.ambientArgs(p, pt, pt.iface.sig) {
			return
		}
		for i := range pt.iface.sig.Params().Len() {
			if v := pt.iface.sig.Params().At(i); g.isRef(v) {
				g.errorf(call.Pos(), "passage %s, called through an interface, takes the pointer parameter %s", "call it on the arc's own type, or pass a value and return the result", pt.calleeName(), v.Name())
				return
			}
		}
	}
	p.pts = append(p.pts, pt)
	p.ptOf[s] = pt
}

func containsAny(s, chars string) bool {
	for _, c := range chars {
		for _, d := range s {
			if c == d {
				return true
			}
		}
	}
	return false
}

// passageRecv checks the receiver of a passage call: the arc itself, a local or
// parameter, or a chain of fields from one (recvPath).
func (g *gen) passageRecv(p *passage, pt *point) bool {
	sel, ok := ast.Unparen(pt.call.Fun).(*ast.SelectorExpr)
	if pt.callee.arc == nil {
		if ok && g.info.Selections[sel] == nil { // pkg.Func of another package cannot be a passage
			return true
		}
		return true
	}
	if !ok {
		return false
	}
	if s := g.info.Selections[sel]; s == nil || s.Kind() != types.MethodVal {
		g.errorf(sel.Pos(), "passage %s called through an interface or a method expression", "call it on the arc itself (x.%s(...)) with x a field of this arc or the arc itself", pt.callee.goName, pt.callee.goName)
		return false
	}
	if !g.recvPath(p, sel.X) {
		g.errorf(sel.X.Pos(), "passage %s called on an arc held in a package variable or the ambient value (a save cannot hold it)", "hold the other arc in a field or a local of this arc and call it as %s.field.%s(...)", pt.callee.goName, p.recvName, pt.callee.goName)
		return false
	}
	pt.recvX = sel.X
	return true
}

// recvPath reports whether x, the receiver of a passage call, is one the
// generated code reads again on every resume: the arc itself or a chain of
// fields from it (fieldPath), or a local or parameter of the passage (kept in
// its frame) or a chain of fields from one. The spilling pass has put any other
// receiver (an index, a call, ...) in a kept temporary, worked out once.
func (g *gen) recvPath(p *passage, x ast.Expr) bool {
	if g.fieldPath(p, x) {
		return true
	}
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		v, _ := g.info.Uses[x].(*types.Var)
		return v != nil && !v.IsField() && v.Parent() != nil && v.Parent() != g.pkg.Scope() && x.Name != p.recvName && !g.isAmbient(v.Type())
	case *ast.SelectorExpr:
		s := g.info.Selections[x]
		return s != nil && s.Kind() == types.FieldVal && g.recvPath(p, x.X)
	case *ast.StarExpr:
		return g.recvPath(p, x.X)
	}
	return false
}

// recvText returns the Go text of the receiver path x for generated code, the
// passage's kept locals and parameters read from its frame (arcF).
func (g *gen) recvText(p *passage, x ast.Expr) string {
	switch x := x.(type) {
	case *ast.ParenExpr:
		return "(" + g.recvText(p, x.X) + ")"
	case *ast.Ident:
		if v, _ := g.info.Uses[x].(*types.Var); v != nil && p.kept[v] != nil {
			return "arcF." + p.kept[v].field
		}
		return x.Name
	case *ast.SelectorExpr:
		return g.recvText(p, x.X) + "." + x.Sel.Name
	case *ast.StarExpr:
		return "(*" + g.recvText(p, x.X) + ")"
	}
	return stripLine(string(p.file.src[g.fset.Position(x.Pos()).Offset:g.fset.Position(x.End()).Offset]), p.file.path)
}

func (g *gen) fieldPath(p *passage, x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return p.arc != nil && x.Name == p.recvName
	case *ast.SelectorExpr:
		s := g.info.Selections[x]
		return s != nil && s.Kind() == types.FieldVal && g.fieldPath(p, x.X)
	case *ast.StarExpr:
		return g.fieldPath(p, x.X)
	}
	return false
}

// ambientArgs checks that the ambient arguments of a passage call are the caller's
// own ambient parameters, which every resume hands in again.
func (g *gen) ambientArgs(p *passage, pt *point, sig *types.Signature) bool {
	for i := range sig.Params().Len() {
		if !g.isAmbient(sig.Params().At(i).Type()) || i >= len(pt.call.Args) {
			continue
		}
		id, ok := ast.Unparen(pt.call.Args[i]).(*ast.Ident)
		v, _ := g.info.Uses[id].(*types.Var)
		isParam := false
		for _, pa := range p.params {
			isParam = isParam || (ok && pa.ambient && pa.v == v)
		}
		if !isParam {
			g.errorf(pt.call.Args[i].Pos(), "ambient argument of passage %s is not an ambient parameter of %s", "pass the ambient parameter itself (it is handed in again on every resume, never saved)", pt.calleeName(), p.name)
			return false
		}
	}
	return true
}

package arcgen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// emitter lowers one passage into the cases of its flat dispatch loop.
type emitter struct {
	g     *gen
	p     *passage
	fi    *fileOut
	cases []*strings.Builder // by state
	cur   int
	dead  []bool // per open brace in the current case: the code ahead is unreachable
	ob    []int  // the case each open brace was opened in (-1 once closed)
	stack []target
	gotos map[string]int // the state of each label a goto jumps to in lowered code
}

type target struct {
	label string
	brk   int
	cont  int // -1 for a switch
}

func (e *emitter) state() int {
	e.cases = append(e.cases, nil)
	return len(e.cases) - 1
}

func (e *emitter) buf() *strings.Builder {
	if e.cases[e.cur] == nil {
		e.cases[e.cur] = &strings.Builder{}
	}
	return e.cases[e.cur]
}

// w writes one statement unless the code at this point is unreachable.
func (e *emitter) w(format string, args ...any) {
	if e.dead[len(e.dead)-1] {
		return
	}
	fmt.Fprintf(e.buf(), format+"\n", args...)
}

func (e *emitter) line(pos token.Pos) {
	if e.dead[len(e.dead)-1] {
		return
	}
	fmt.Fprintf(e.buf(), "//line %s:%d\n", e.p.file.name, e.g.fset.Position(pos).Line)
}

func (e *emitter) open() {
	e.w("{")
	e.dead = append(e.dead, e.dead[len(e.dead)-1])
	e.ob = append(e.ob, e.cur)
}

// close closes the brace of the matching open, unless a pause inside already
// closed it by starting a new case.
func (e *emitter) close() {
	c := e.ob[len(e.ob)-1]
	e.ob = e.ob[:len(e.ob)-1]
	if c != e.cur {
		return
	}
	e.dead = e.dead[:len(e.dead)-1]
	e.w("}")
}

// terminate marks the code after this point, up to the closing brace, unreachable.
func (e *emitter) terminate() { e.dead[len(e.dead)-1] = true }

func (e *emitter) jump(s int) {
	e.w("arcF.arcPC = %d", s)
	e.w("continue arcDispatch")
	e.terminate()
}

// begin starts the case of state s, closing what the current case left open.
func (e *emitter) begin(s int) {
	for i := range e.ob {
		if e.ob[i] == e.cur {
			fmt.Fprintf(e.buf(), "}\n")
			e.ob[i] = -1
		}
	}
	e.cur = s
	e.dead = e.dead[:1]
	e.dead[0] = false
	e.buf()
}

func (e *emitter) block(list []ast.Stmt) {
	for _, s := range list {
		if ls, ok := s.(*ast.LabeledStmt); ok {
			if st, ok := e.gotos[ls.Label.Name]; ok {
				e.labeled(ls, st)
				continue
			}
		}
		e.stmt(s, "")
	}
}

func (e *emitter) stmt(s ast.Stmt, label string) {
	if !e.g.hasPoint(s) {
		e.copy(s)
		if isTerminal(s) {
			e.terminate()
		}
		return
	}
	switch s := s.(type) {
	case *ast.BlockStmt:
		after := e.state()
		e.open()
		e.block(s.List)
		e.jump(after)
		e.close()
		e.begin(after)
	case *ast.LabeledStmt:
		e.stmt(s.Stmt, s.Label.Name)
	case *ast.IfStmt:
		e.lowerIf(s)
	case *ast.ForStmt:
		e.lowerFor(s, label)
	case *ast.RangeStmt:
		e.lowerRange(s, label)
	case *ast.SwitchStmt:
		e.lowerSwitch(s, label)
	default:
		e.point(e.p.ptOf[s])
	}
}

func isTerminal(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return s.Tok == token.BREAK || s.Tok == token.CONTINUE || s.Tok == token.GOTO
	case *ast.ExprStmt:
		if c, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := c.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

func (e *emitter) copy(s ast.Stmt) {
	e.line(s.Pos())
	e.w("%s", e.render(s, true))
}

func (e *emitter) lowerIf(s *ast.IfStmt) {
	after := e.state()
	var later []func()
	branch := func(body ast.Stmt) {
		if !e.g.hasPoint(body) {
			if b, ok := body.(*ast.BlockStmt); ok {
				e.block(b.List)
			} else {
				e.copy(body)
			}
			e.jump(after)
			return
		}
		t := e.state()
		e.jump(t)
		later = append(later, func() {
			e.begin(t)
			if b, ok := body.(*ast.BlockStmt); ok {
				e.open()
				e.block(b.List)
				e.jump(after)
				e.close()
			} else {
				e.stmt(body, "")
				e.jump(after)
			}
		})
	}
	e.open()
	if s.Init != nil {
		e.copy(s.Init)
	}
	e.line(s.Pos())
	e.w("if %s {", e.render(s.Cond, false))
	e.dead = append(e.dead, false)
	branch(s.Body)
	e.dead = e.dead[:len(e.dead)-1]
	e.w("}")
	if s.Else != nil {
		branch(s.Else)
	}
	e.jump(after)
	e.close()
	for _, f := range later {
		f()
	}
	e.begin(after)
}

func (e *emitter) lowerFor(s *ast.ForStmt, label string) {
	head, after := e.state(), e.state()
	post := head
	if s.Post != nil {
		post = e.state()
	}
	e.open()
	if s.Init != nil {
		e.copy(s.Init)
	}
	e.jump(head)
	e.close()
	e.begin(head)
	if s.Cond != nil {
		e.line(s.Cond.Pos())
		e.w("if !(%s) {", e.render(s.Cond, false))
		e.w("arcF.arcPC = %d", after)
		e.w("continue arcDispatch")
		e.w("}")
	}
	e.stack = append(e.stack, target{label: label, brk: after, cont: post})
	e.open()
	e.block(s.Body.List)
	e.jump(post)
	e.close()
	e.stack = e.stack[:len(e.stack)-1]
	if s.Post != nil {
		e.begin(post)
		e.copy(s.Post)
		e.jump(head)
	}
	e.begin(after)
}

func (e *emitter) lowerRange(s *ast.RangeStmt, label string) {
	li := e.p.loops[s]
	h := func(x string) string { return "arcF." + li.hiddenField(x) }
	head, post, after := e.state(), e.state(), e.state()
	e.open()
	e.line(s.Pos())
	switch li.kind {
	case "int":
		e.w("%s = %s", h("n"), e.render(s.X, false))
	case "string":
		e.w("%s = %s", h("s"), e.render(s.X, false))
	default:
		e.w("%s = %s", h("range"), e.render(s.X, false))
	}
	e.w("%s = 0", h("i"))
	e.jump(head)
	e.close()
	e.begin(head)
	value := ""
	switch li.kind {
	case "int":
		e.w("if %s >= %s {", h("i"), h("n"))
	case "string":
		e.w("if %s >= len(%s) {", h("i"), h("s"))
	default:
		e.w("if %s >= len(%s) {", h("i"), h("range"))
		value = h("range") + "[" + h("i") + "]"
	}
	e.w("arcF.arcPC = %d", after)
	e.w("continue arcDispatch")
	e.w("}")
	if li.kind == "string" {
		e.fi.need("unicode/utf8", "utf8")
		r := "arcRune"
		if s.Value == nil || isBlank(s.Value) {
			r = "_"
		}
		e.w("%s, arcSize := utf8.DecodeRuneInString(%s[%s:])", r, h("s"), h("i"))
		e.w("%s = %s + arcSize", h("next"), h("i"))
		value = "arcRune"
	}
	e.line(s.Pos())
	e.assignVar(s.Key, s.Tok, h("i"))
	if li.kind != "int" {
		e.assignVar(s.Value, s.Tok, value)
	}
	e.stack = append(e.stack, target{label: label, brk: after, cont: post})
	e.open()
	e.block(s.Body.List)
	e.jump(post)
	e.close()
	e.stack = e.stack[:len(e.stack)-1]
	e.begin(post)
	if li.kind == "string" {
		e.w("%s = %s", h("i"), h("next"))
	} else {
		e.w("%s++", h("i"))
	}
	e.jump(head)
	e.begin(after)
}

func isBlank(x ast.Expr) bool {
	id, ok := x.(*ast.Ident)
	return ok && id.Name == "_"
}

// assignVar assigns value to x, declaring it when tok is :=.
func (e *emitter) assignVar(x ast.Expr, tok token.Token, value string) {
	if x == nil || isBlank(x) {
		return
	}
	if id, ok := x.(*ast.Ident); ok && tok == token.DEFINE {
		if v, ok := e.g.info.Defs[id].(*types.Var); ok {
			if l := e.p.kept[v]; l != nil {
				e.w("arcF.%s = %s", l.field, value)
			} else {
				e.w("%s := %s", id.Name, value)
			}
			return
		}
	}
	e.w("%s = %s", e.render(x, false), value)
}

func (e *emitter) lowerSwitch(s *ast.SwitchStmt, label string) {
	after := e.state()
	var later []func()
	e.open()
	if s.Init != nil {
		e.copy(s.Init)
	}
	e.line(s.Pos())
	tag := ""
	if s.Tag != nil {
		tag = e.render(s.Tag, false)
	}
	e.w("switch %s {", tag)
	e.stack = append(e.stack, target{label: label, brk: after, cont: -1})
	for _, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			e.w("default:")
		} else {
			parts := make([]string, len(cc.List))
			for i, x := range cc.List {
				parts[i] = e.render(x, false)
			}
			e.w("case %s:", strings.Join(parts, ", "))
		}
		e.dead = append(e.dead, false)
		if !e.g.hasPoint(&ast.BlockStmt{List: cc.Body}) {
			e.block(cc.Body)
			e.jump(after)
		} else {
			t := e.state()
			e.jump(t)
			body := cc.Body
			later = append(later, func() {
				e.begin(t)
				e.stack = append(e.stack, target{label: label, brk: after, cont: -1})
				e.block(body)
				e.jump(after)
				e.stack = e.stack[:len(e.stack)-1]
			})
		}
		e.dead = e.dead[:len(e.dead)-1]
	}
	e.stack = e.stack[:len(e.stack)-1]
	e.w("}")
	hasDefault := false
	for _, c := range s.Body.List {
		hasDefault = hasDefault || c.(*ast.CaseClause).List == nil
	}
	if hasDefault { // every clause jumps
		e.terminate()
	} else {
		e.jump(after)
	}
	e.close()
	for _, f := range later {
		f()
	}
	e.begin(after)
}

// point lowers a pause or passage call: a start state that begins it and a resume
// state, named by its key, that checks it and hands on its result.
func (e *emitter) point(pt *point) {
	start, r := e.state(), e.state()
	pt.start, pt.resume = start, r
	e.jump(start)
	e.begin(start)
	e.line(pt.stmt.Pos())
	if pt.pause != "" {
		e.w("arcF.arcAt = %d", pt.index+1)
		e.w("arcF.arcPC = %d", r)
		e.w("if %s {", e.startPause(pt))
		e.w("return false")
		e.w("}")
		e.w("continue arcDispatch")
		e.terminate()
		e.begin(r)
		e.line(pt.stmt.Pos())
		e.w("if arcC.Waiting(&arcF.arcP) {")
		e.w("return false")
		e.w("}")
		e.result(pt, e.pauseResults(pt))
		return
	}
	if pt.iface != nil {
		e.ifaceDispatch(pt)
		e.w("arcF.arcAt = %d", pt.index+1)
		e.jump(r)
		e.begin(r)
		e.line(pt.stmt.Pos())
		e.ifaceResume(pt)
		return
	}
	sub := "arcF." + pt.sub
	c := pt.callee
	e.w("if %s == nil {", sub)
	e.w("%s = new(%s)", sub, e.fi.calleeFrame(pt))
	e.w("} else {")
	e.w("%s.arcReset()", sub)
	e.w("}")
	var ambient []string
	args := e.callArgs(pt.call)
	for i, pa := range c.params {
		arg := args[i]
		if pa.ambient {
			ambient = append(ambient, arg)
		} else if pa.local != nil {
			e.w("%s.%s = %s", sub, pa.local.field, arg)
		}
	}
	e.w("arcF.arcAt = %d", pt.index+1)
	e.jump(r)
	e.begin(r)
	e.line(pt.stmt.Pos())
	for i, pa := range c.params { // pointers: worked out again on every resume, a load's first among them
		if pa.local != nil && pa.local.ref {
			e.w("%s.%s = %s", sub, pa.local.field, args[i])
		}
	}
	e.w("arcC.Enter()")
	e.w("if !%s(%s, arcC%s) {", e.calleeFunc(pt, "arcStep_"), sub, joinPrefixed(ambient))
	e.w("arcC.Leave()")
	e.w("return false")
	e.w("}")
	e.w("arcC.Leave()")
	var res []string
	for i := range c.results {
		res = append(res, fmt.Sprintf("%s.arcR%d", sub, i))
	}
	e.result(pt, res)
}

func joinPrefixed(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return ", " + strings.Join(xs, ", ")
}

// calleeFunc returns the expression naming the generated function prefix+Name of a
// passage call: a method on the receiver path, or a package function.
func (e *emitter) calleeFunc(pt *point, prefix string) string {
	c := pt.callee
	if c.arc == nil {
		return prefix + c.goName
	}
	return pt.recv + "." + prefix + c.goName
}

func (e *emitter) typeArg(call *ast.CallExpr) types.Type {
	var id *ast.Ident
	switch fn := ast.Unparen(call.Fun).(type) {
	case *ast.SelectorExpr:
		id = fn.Sel
	case *ast.Ident:
		id = fn
	case *ast.IndexExpr:
		id = fn.X.(*ast.SelectorExpr).Sel
	}
	inst, ok := e.g.info.Instances[id]
	if !ok || inst.TypeArgs.Len() == 0 {
		return nil
	}
	return inst.TypeArgs.At(0)
}

func isArcPtr(t types.Type, name string) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	return ok && isArcObj(n.Obj(), name)
}

func (e *emitter) startPause(pt *point) string {
	args := make([]string, len(pt.call.Args))
	for i, a := range pt.call.Args {
		args[i] = e.render(a, false)
	}
	if pt.call.Ellipsis.IsValid() {
		args[len(args)-1] += "..."
	}
	name := pt.pause
	if name == "Yield" {
		return "arcC.Yield(&arcF.arcP)"
	}
	ta := e.typeArg(pt.call)
	if name == "Wait" {
		if isArcPtr(ta, "Latch") {
			return "arcC.WaitLatch(&arcF.arcP, " + args[1] + ")"
		}
		return "arcC.Wait(&arcF.arcP, " + args[1] + ")"
	}
	method := "Triggers"
	if isArcPtr(ta, "Latch") {
		method = "Latches"
	}
	all := "false"
	if strings.HasPrefix(name, "WaitAll") {
		all = "true"
	}
	timeout, rest := "arc.Forever", args[1:]
	if strings.HasSuffix(name, "Within") {
		timeout, rest = args[1], args[2:]
	}
	return fmt.Sprintf("arcC.%s(&arcF.arcP, %s, %s%s)", method, all, timeout, joinPrefixed(rest))
}

func (e *emitter) pauseResults(pt *point) []string {
	if pt.pause == "Yield" || pt.pause == "Wait" {
		return nil
	}
	if isArcPtr(e.typeArg(pt.call), "Latch") {
		return []string{"arcF.arcP.Latch()"}
	}
	return []string{"arcF.arcP.Trigger()"}
}

// result hands the results of a finished point to the left-hand side of its
// statement.
func (e *emitter) result(pt *point, res []string) {
	switch s := pt.stmt.(type) {
	case *ast.AssignStmt:
		if s.Tok == token.DEFINE {
			for i, l := range s.Lhs {
				e.assignVar(l, token.DEFINE, res[i])
			}
			return
		}
		lhs := make([]string, len(s.Lhs))
		for i, l := range s.Lhs {
			lhs[i] = e.render(l, false)
		}
		e.w("%s %s %s", strings.Join(lhs, ", "), s.Tok, strings.Join(res, ", "))
	case *ast.DeclStmt:
		vs := s.Decl.(*ast.GenDecl).Specs[0].(*ast.ValueSpec)
		for i, id := range vs.Names {
			if id.Name == "_" {
				continue
			}
			v := e.g.info.Defs[id].(*types.Var)
			if l := e.p.kept[v]; l != nil {
				e.w("arcF.%s = %s", l.field, res[i])
			} else {
				e.w("var %s %s = %s", id.Name, e.fi.typeString(v.Type()), res[i])
			}
		}
	}
}

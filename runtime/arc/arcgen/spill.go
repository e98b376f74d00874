package arcgen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"
	"strings"
)

// The spilling pass rewrites, before the lowering, each statement of a passage
// whose expressions hold a pause or passage call somewhere the lowering cannot
// pause (inside a bigger expression, a condition, a tag, a case, a return, a for's
// post statement) into statements it can: temporaries that hold, in evaluation
// order, what the expression read before the call; the call as a statement of its
// own (tmp := P(...)); then the statement using the temporaries. It works on the
// source text: each round rewrites the outermost such statements, the package is
// type-checked again, and rounds go on until nothing is left to rewrite. Rewritten
// text carries /*line*/ directives back to the script's own positions, so errors
// and the //line directives of the generated code name the script's lines and
// columns (render strips them from the generated code).

// spillTemp is the prefix of the temporaries the pass makes: arcV1, arcV2, ...
// Scripts cannot use it (locals starting with "arc" are refused).
const spillTemp = "arcV"

// maxSpillRounds bounds the rounds of the pass; each round removes a level of
// nesting, so a script needs as many rounds as its deepest nest of pausing
// expressions.
const maxSpillRounds = 64

// spill rewrites one file in one round.
type spill struct {
	g     *gen
	f     *fileInfo
	edits []edit
	pre   []string // statements to put before the statement being rewritten
	fail  bool     // the statement holds an expression the pass cannot take apart
}

func (sp *spill) off(pos token.Pos) int { return sp.g.fset.Position(pos).Offset }

// at returns a directive giving the text after it the script position of pos.
func (sp *spill) at(pos token.Pos) string {
	p := sp.g.fset.Position(pos)
	return fmt.Sprintf("/*line %s:%d:%d*/", p.Filename, p.Line, p.Column)
}

func (sp *spill) text(n ast.Node) string {
	return string(sp.f.src[sp.off(n.Pos()):sp.off(n.End())])
}

// orig returns the source of n, placed at its own position.
func (sp *spill) orig(n ast.Node) string { return sp.at(n.Pos()) + sp.text(n) }

// rebuild returns the source of n with the nodes of subs (inside n, not nested in
// one another) replaced by their text.
func (sp *spill) rebuild(n ast.Node, subs map[ast.Node]string) string {
	keys := make([]ast.Node, 0, len(subs))
	for k := range subs {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].Pos() < keys[j].Pos() })
	var sb strings.Builder
	sb.WriteString(sp.at(n.Pos()))
	at := sp.off(n.Pos())
	for _, k := range keys {
		sb.Write(sp.f.src[at:sp.off(k.Pos())])
		sb.WriteString(subs[k])
		sb.WriteString(sp.at(k.End()))
		at = sp.off(k.End())
	}
	sb.Write(sp.f.src[at:sp.off(n.End())])
	return sb.String()
}

// newTemp returns a fresh temporary's name, recording what it holds for messages.
func (sp *spill) newTemp(what ast.Node) string {
	sp.g.ntemp++
	name := spillTemp + strconv.Itoa(sp.g.ntemp)
	sp.g.temps[name] = strings.Join(strings.Fields(stripLine(sp.text(what), sp.f.path)), " ")
	return name
}

// temp declares a temporary holding text, the value of x, and returns its name.
func (sp *spill) temp(x ast.Expr, text string) string {
	name := sp.newTemp(x)
	sp.pre = append(sp.pre, sp.declare(name, x, text))
	return name
}

// declare returns the declaration of a temporary holding text, the value of x: a
// short declaration, or a var with x's type where x is an untyped or named boolean.
func (sp *spill) declare(name string, x ast.Expr, text string) string {
	t := sp.g.info.TypeOf(x)
	if b, ok := t.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		t = types.Default(t)
	}
	if isBoolExpr(x) && t != nil && !types.Identical(t, types.Typ[types.Bool]) {
		return fmt.Sprintf("%svar %s %s = %s", sp.at(x.Pos()), name, sp.typeString(t), text)
	}
	return fmt.Sprintf("%s%s := %s", sp.at(x.Pos()), name, text)
}

func isBoolExpr(x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.BinaryExpr:
		switch x.Op {
		case token.LAND, token.LOR, token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			return true
		}
	case *ast.UnaryExpr:
		return x.Op == token.NOT
	}
	return false
}

// typeString names t in the script's file.
func (sp *spill) typeString(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == sp.g.pkg {
			return ""
		}
		for _, im := range sp.f.ast.Imports {
			if path, _ := strconv.Unquote(im.Path.Value); path == p.Path() && im.Name != nil {
				return im.Name.Name
			}
		}
		return p.Name()
	})
}

// pointCall returns x as a pause or passage call, or nil.
func (sp *spill) pointCall(x ast.Expr) *ast.CallExpr {
	c, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || !sp.g.isPoint(c) {
		return nil
	}
	return c
}

func (sp *spill) anyPoint(xs ...ast.Expr) bool {
	for _, x := range xs {
		if x != nil && sp.g.hasPoint(x) {
			return true
		}
	}
	return false
}

// stmtPoint reports whether s, which may be nil, holds a pause or passage call.
func (sp *spill) stmtPoint(ss ...ast.Stmt) bool {
	for _, x := range ss {
		if x != nil && sp.g.hasPoint(x) {
			return true
		}
	}
	return false
}

// chain reports whether x is a name or a chain of fields (through pointers).
func (sp *spill) chain(x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		_, ok := sp.g.info.Uses[x].(*types.Var)
		return ok
	case *ast.SelectorExpr:
		if s := sp.g.info.Selections[x]; s != nil {
			return s.Kind() == types.FieldVal && sp.chain(x.X)
		}
		_, ok := sp.g.info.Uses[x.Sel].(*types.Var) // a package's variable
		return ok
	case *ast.StarExpr:
		return sp.chain(x.X)
	}
	return false
}

// isRef reports whether t refers to an object rather than holding a value: a
// pointer, slice, map, channel, function or interface.
func isRef(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		return true
	}
	return false
}

// inPlace reports whether x, read before a pause further right in its
// expression, is left where it is rather than kept in a temporary: a constant,
// a type, a function, or a name or chain of fields that refers to an object (read
// again after the pause). addr is set for the receiver of a method with a pointer
// receiver, whose address is taken.
func (sp *spill) inPlace(x ast.Expr, addr bool) bool {
	tv, ok := sp.g.info.Types[x]
	if ok && (tv.Value != nil || tv.IsType() || tv.IsBuiltin() || tv.IsNil()) {
		return true
	}
	switch u := ast.Unparen(x).(type) {
	case *ast.Ident:
		if _, ok := sp.g.info.Uses[u].(*types.Func); ok {
			return true
		}
	case *ast.SelectorExpr:
		if _, ok := sp.g.info.Uses[u.Sel].(*types.Func); ok && sp.g.info.Selections[u] == nil {
			return true
		}
	}
	return sp.chain(x) && (addr || isRef(sp.g.info.TypeOf(x)))
}

// operands takes apart xs, evaluated left to right: those before the last one
// holding a pause are kept in temporaries (unless inPlace), that one is taken
// apart, and those after it are left as they are. addr marks operands whose
// address is taken. It returns the replacements.
func (sp *spill) operands(xs []ast.Expr, addr []bool, subs map[ast.Node]string) {
	last := -1
	for i, x := range xs {
		if x != nil && sp.g.hasPoint(x) {
			last = i
		}
	}
	for i, x := range xs {
		if x == nil || i > last {
			continue
		}
		if i == last {
			subs[x] = sp.expr(x)
			continue
		}
		if sp.g.hasPoint(x) {
			t := sp.expr(x)
			if !strings.HasPrefix(t, spillTemp) {
				t = sp.temp(x, t)
			}
			subs[x] = t
			continue
		}
		if sp.inPlace(x, i < len(addr) && addr[i]) {
			continue
		}
		subs[x] = sp.temp(x, sp.orig(x))
	}
}

// call returns the text of call with its operands taken apart, the call itself
// left in place.
func (sp *spill) call(c *ast.CallExpr) string {
	subs := map[ast.Node]string{}
	var xs []ast.Expr
	var addr []bool
	if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok && sp.g.info.Selections[sel] != nil && sp.g.info.Selections[sel].Kind() == types.MethodVal {
		s := sp.g.info.Selections[sel]
		_, ptr := s.Obj().(*types.Func).Type().(*types.Signature).Recv().Type().(*types.Pointer)
		xs = append(xs, sel.X)
		addr = append(addr, ptr && !isPtr(sp.g.info.TypeOf(sel.X)))
	} else {
		xs = append(xs, c.Fun)
		addr = append(addr, false)
	}
	xs = append(xs, c.Args...)
	sp.operands(xs, addr, subs)
	if r := sp.keptRecv(c); r != nil && subs[r] == "" {
		subs[r] = sp.temp(r, sp.orig(r))
	}
	return sp.rebuild(c, subs)
}

// keptRecv returns the receiver of c if c is a passage call (on another arc or
// through an interface) whose receiver is worked out once, when the call
// begins, and kept in a temporary (saved, as "$KEY.tN") until the call ends:
// any receiver but a name or a chain of fields, which are read again on every
// resume (recvPath). s.Enemies[i].Walk(g) walks the enemy that was at i when
// the call began, whatever i or the slice become while it pauses.
func (sp *spill) keptRecv(c *ast.CallExpr) ast.Expr {
	if !sp.g.isPoint(c) || sp.g.pauseName(c) != "" {
		return nil
	}
	sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
	if !ok || sp.g.info.Selections[sel] == nil || sp.g.info.Selections[sel].Kind() != types.MethodVal || sp.chain(sel.X) {
		return nil
	}
	return sel.X
}

// simpleCall reports whether c, a pause or passage call that is a statement or
// the right-hand side of one, needs no rewriting: no argument pauses and its
// receiver is not kept.
func (sp *spill) simpleCall(c *ast.CallExpr) bool {
	return c != nil && !sp.anyPoint(c.Args...) && sp.keptRecv(c) == nil
}

func isPtr(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

// expr returns the text that computes x once sp.pre has run, adding to sp.pre the
// temporaries and calls it needs, in Go's order of evaluation (left to right).
func (sp *spill) expr(x ast.Expr) string {
	if !sp.g.hasPoint(x) {
		return sp.orig(x)
	}
	subs := map[ast.Node]string{}
	switch x := x.(type) {
	case *ast.ParenExpr:
		subs[x.X] = sp.expr(x.X)
	case *ast.CallExpr:
		text := sp.call(x)
		if !sp.g.isPoint(x) {
			return text
		}
		if tt, ok := sp.g.info.TypeOf(x).(*types.Tuple); ok && tt.Len() != 1 {
			sp.fail = true // several results inside an expression: f(P(...)) is not taken apart
			return text
		}
		return sp.temp(x, text)
	case *ast.BinaryExpr:
		if (x.Op == token.LAND || x.Op == token.LOR) && sp.g.hasPoint(x.Y) {
			return sp.shortCircuit(x)
		}
		sp.operands([]ast.Expr{x.X, x.Y}, nil, subs)
	case *ast.UnaryExpr:
		if x.Op == token.ARROW {
			sp.fail = true
			return sp.orig(x)
		}
		subs[x.X] = sp.expr(x.X)
	case *ast.StarExpr:
		subs[x.X] = sp.expr(x.X)
	case *ast.SelectorExpr:
		subs[x.X] = sp.expr(x.X)
	case *ast.TypeAssertExpr:
		subs[x.X] = sp.expr(x.X)
	case *ast.IndexExpr:
		sp.operands([]ast.Expr{x.X, x.Index}, nil, subs)
	case *ast.SliceExpr:
		sp.operands([]ast.Expr{x.X, x.Low, x.High, x.Max}, nil, subs)
	case *ast.CompositeLit:
		var xs []ast.Expr
		_, isStruct := sp.g.info.TypeOf(x).Underlying().(*types.Struct)
		for _, e := range x.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if !isStruct {
					xs = append(xs, kv.Key)
				}
				xs = append(xs, kv.Value)
			} else {
				xs = append(xs, e)
			}
		}
		sp.operands(xs, nil, subs)
	default:
		sp.fail = true
		return sp.orig(x)
	}
	return sp.rebuild(x, subs)
}

// shortCircuit takes apart x && y or x || y where y pauses: y runs only when
// reached.
func (sp *spill) shortCircuit(x *ast.BinaryExpr) string {
	left := sp.expr(x.X)
	name := sp.newTemp(x)
	sp.pre = append(sp.pre, sp.declare(name, x, left))
	not := ""
	if x.Op == token.LOR {
		not = "!"
	}
	sp.pre = append(sp.pre, fmt.Sprintf("%sif %s%s { %s = %s }", sp.at(x.OpPos), not, name, name, sp.orig(x.Y)))
	return name
}

// applyEdits returns src with the edits (not overlapping) made.
func applyEdits(src []byte, edits []edit) []byte {
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	var out []byte
	at := 0
	for _, e := range edits {
		out = append(out, src[at:e.start]...)
		out = append(out, e.repl...)
		at = e.end
	}
	return append(out, src[at:]...)
}

// stripLine removes the position directives the pass wrote into a file at path.
func stripLine(s, path string) string {
	mark := "/*line " + path + ":"
	for {
		i := strings.Index(s, mark)
		if i < 0 {
			return s
		}
		j := strings.Index(s[i:], "*/")
		if j < 0 {
			return s
		}
		s = s[:i] + s[i+j+2:]
	}
}

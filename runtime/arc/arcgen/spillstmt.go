package arcgen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"
)

// stmts rewrites the statements of a list.
func (sp *spill) stmts(list []ast.Stmt) {
	pre, fail := sp.pre, sp.fail
	for _, s := range list {
		sp.stmt(s, s.Pos())
	}
	sp.pre, sp.fail = pre, fail
}

// stmt rewrites s when it must be, or the statements inside it. start is where
// s begins, with its labels.
func (sp *spill) stmt(s ast.Stmt, start token.Pos) {
	if !sp.g.hasPoint(s) {
		return
	}
	sp.pre, sp.fail = nil, false
	n := len(sp.edits)
	switch s := s.(type) {
	case *ast.BlockStmt:
		sp.stmts(s.List)
		return
	case *ast.LabeledStmt:
		sp.stmt(s.Stmt, start)
		return
	case *ast.ExprStmt:
		c := sp.pointCall(s.X)
		if sp.simpleCall(c) {
			return
		}
		text := ""
		if c != nil {
			text = sp.call(c)
		} else {
			text = sp.expr(s.X)
		}
		sp.replace(s, start, text)
	case *ast.AssignStmt:
		sp.assign(s, start)
	case *ast.DeclStmt:
		gd := s.Decl.(*ast.GenDecl)
		var xs []ast.Expr
		for _, spec := range gd.Specs {
			if vs, ok := spec.(*ast.ValueSpec); ok {
				xs = append(xs, vs.Values...)
			}
		}
		if len(xs) == 1 && len(gd.Specs) == 1 {
			if c := sp.pointCall(xs[0]); sp.simpleCall(c) {
				return
			}
			if c := sp.pointCall(xs[0]); c != nil && len(gd.Specs[0].(*ast.ValueSpec).Names) > 1 {
				sp.replace(s, start, sp.rebuild(s, map[ast.Node]string{xs[0]: sp.call(c)}))
				break
			}
		}
		subs := map[ast.Node]string{}
		sp.operands(xs, nil, subs)
		sp.replace(s, start, sp.rebuild(s, subs))
	case *ast.ReturnStmt:
		sp.ret(s, start)
	case *ast.IfStmt:
		sp.ifStmt(s, start)
	case *ast.ForStmt:
		sp.forStmt(s, start)
	case *ast.RangeStmt:
		if !sp.anyPoint(s.X) {
			sp.stmts(s.Body.List)
			return
		}
		x := sp.expr(s.X)
		if sp.fail {
			break
		}
		sp.edits = append(sp.edits, edit{sp.off(start), sp.off(start), "{ " + sp.joinPre() + sp.at(start)},
			edit{sp.off(s.X.Pos()), sp.off(s.X.End()), x + sp.at(s.X.End())},
			edit{sp.off(s.End()), sp.off(s.End()), " }"})
	case *ast.SwitchStmt:
		sp.switchStmt(s, start)
	}
	if sp.fail { // left for the scan to refuse
		sp.edits = sp.edits[:n]
	}
}

func (sp *spill) joinPre() string {
	if len(sp.pre) == 0 {
		return ""
	}
	return strings.Join(sp.pre, "; ") + "; "
}

// replace replaces s (from start, with its labels) by the statements of sp.pre
// and text.
func (sp *spill) replace(s ast.Stmt, start token.Pos, text string) {
	labels := string(sp.f.src[sp.off(start):sp.off(s.Pos())])
	sp.edits = append(sp.edits, edit{sp.off(start), sp.off(s.End()), sp.joinPre() + sp.at(start) + labels + text + sp.at(s.End())})
}

func (sp *spill) assign(s *ast.AssignStmt, start token.Pos) {
	if sp.anyPoint(s.Lhs...) {
		return // refused by the scan
	}
	if len(s.Rhs) == 1 {
		if c := sp.pointCall(s.Rhs[0]); c != nil {
			if sp.simpleCall(c) {
				return
			}
			sp.replace(s, start, sp.rebuild(s, map[ast.Node]string{s.Rhs[0]: sp.call(c)}))
			return
		}
		if len(s.Lhs) > 1 { // v, ok forms
			sp.fail = true
			return
		}
	}
	subs := map[ast.Node]string{}
	sp.operands(s.Rhs, nil, subs)
	sp.replace(s, start, sp.rebuild(s, subs))
}

func (sp *spill) ret(s *ast.ReturnStmt, start token.Pos) {
	if len(s.Results) == 1 {
		if tt, ok := sp.g.info.TypeOf(s.Results[0]).(*types.Tuple); ok && tt.Len() > 1 {
			c := sp.pointCall(s.Results[0])
			if c == nil {
				sp.fail = true
				return
			}
			names := make([]string, tt.Len())
			for i := range names {
				names[i] = sp.newTemp(c)
			}
			sp.pre = append(sp.pre, fmt.Sprintf("%s%s := %s", sp.at(c.Pos()), strings.Join(names, ", "), sp.call(c)))
			sp.replace(s, start, sp.at(s.Pos())+"return "+strings.Join(names, ", "))
			return
		}
	}
	subs := map[ast.Node]string{}
	sp.operands(s.Results, nil, subs)
	sp.replace(s, start, sp.rebuild(s, subs))
}

// ifStmt moves the init statement of an if in front of it, in a block of its
// own, and takes its condition apart. An else if is the if of an else block.
func (sp *spill) ifStmt(s *ast.IfStmt, start token.Pos) {
	if !sp.stmtPoint(s.Init) && !sp.anyPoint(s.Cond) {
		sp.stmts(s.Body.List)
		if s.Else != nil {
			sp.stmts([]ast.Stmt{s.Else})
		}
		return
	}
	head := "{ "
	if s.Init != nil {
		head += sp.orig(s.Init) + "; "
	}
	cond := sp.expr(s.Cond)
	labels := string(sp.f.src[sp.off(start):sp.off(s.Pos())])
	head += sp.joinPre() + sp.at(start) + labels + sp.at(s.Pos()) + "if " + cond + " " + sp.at(s.Body.Lbrace)
	sp.edits = append(sp.edits, edit{sp.off(start), sp.off(s.Body.Lbrace), head},
		edit{sp.off(s.End()), sp.off(s.End()), " }"})
}

// forStmt moves a pausing init statement in front of the loop, and a pausing
// condition or post statement into the top of its body (the condition as
// if !(cond) { break }, the post statement run on every lap but the first).
func (sp *spill) forStmt(s *ast.ForStmt, start token.Pos) {
	initP, condP, postP := sp.stmtPoint(s.Init), sp.anyPoint(s.Cond), sp.stmtPoint(s.Post)
	if !initP && !condP && !postP {
		sp.stmts(s.Body.List)
		return
	}
	var outer, head, top strings.Builder
	flag := ""
	if initP {
		outer.WriteString(sp.orig(s.Init) + "; ")
	}
	if postP {
		flag = sp.newTemp(s.Post)
		outer.WriteString(sp.at(s.Post.Pos()) + flag + " := false; ")
	}
	head.WriteString(sp.at(s.Pos()) + "for ")
	if s.Init != nil && !initP {
		head.WriteString(sp.orig(s.Init))
	}
	head.WriteString("; ")
	if s.Cond != nil && !condP && !postP {
		head.WriteString(sp.orig(s.Cond))
	}
	head.WriteString("; ")
	switch {
	case postP:
		head.WriteString(sp.at(s.Post.Pos()) + flag + " = true")
		top.WriteString(sp.at(s.Post.Pos()) + "if " + flag + " { " + sp.orig(s.Post) + " }; ")
	case s.Post != nil:
		head.WriteString(sp.orig(s.Post))
	}
	if s.Cond != nil && (condP || postP) {
		top.WriteString(sp.at(s.Cond.Pos()) + "if !(" + sp.orig(s.Cond) + ") { break }; ")
	}
	labels := string(sp.f.src[sp.off(start):sp.off(s.Pos())])
	text := head.String() + " {" + top.String() + sp.at(s.Body.Lbrace+1)
	if outer.Len() == 0 {
		sp.edits = append(sp.edits, edit{sp.off(s.Pos()), sp.off(s.Body.Lbrace) + 1, text})
		return
	}
	sp.edits = append(sp.edits, edit{sp.off(start), sp.off(s.Body.Lbrace) + 1, "{ " + outer.String() + sp.at(start) + labels + text},
		edit{sp.off(s.End()), sp.off(s.End()), " }"})
}

// switchStmt moves the init statement of a switch in front of it and takes its
// tag apart; when a case expression pauses, the cases are tried in order by ifs
// that stop at the first match (arcVc records which) and the switch dispatches
// on it.
func (sp *spill) switchStmt(s *ast.SwitchStmt, start token.Pos) {
	casesP := false
	for _, c := range s.Body.List {
		casesP = casesP || sp.anyPoint(c.(*ast.CaseClause).List...)
	}
	if !casesP && !sp.stmtPoint(s.Init) && !sp.anyPoint(s.Tag) {
		for _, c := range s.Body.List {
			sp.stmts(c.(*ast.CaseClause).Body)
		}
		return
	}
	head := "{ "
	if s.Init != nil {
		head += sp.orig(s.Init) + "; "
	}
	tag := ""
	if s.Tag != nil {
		tag = sp.expr(s.Tag)
	}
	labels := string(sp.f.src[sp.off(start):sp.off(s.Pos())])
	if !casesP {
		head += sp.joinPre() + sp.at(start) + labels + sp.at(s.Pos()) + "switch " + tag + " " + sp.at(s.Body.Lbrace)
		sp.edits = append(sp.edits, edit{sp.off(start), sp.off(s.Body.Lbrace), head},
			edit{sp.off(s.End()), sp.off(s.End()), " }"})
		return
	}
	if s.Tag != nil && !strings.HasPrefix(tag, spillTemp) && (sp.g.hasPoint(s.Tag) || !sp.inPlace(s.Tag, false)) {
		tag = sp.temp(s.Tag, tag)
	}
	which := sp.newTemp(s)
	sp.pre = append(sp.pre, sp.at(s.Pos())+which+" := -1")
	var cases []edit
	for i, c := range s.Body.List {
		cc := c.(*ast.CaseClause)
		if cc.List == nil {
			continue
		}
		for _, x := range cc.List {
			test := "(" + sp.orig(x) + ")"
			if s.Tag != nil {
				test = tag + " == " + test
			}
			sp.pre = append(sp.pre, fmt.Sprintf("%sif %s < 0 && %s { %s = %d }", sp.at(x.Pos()), which, test, which, i))
		}
		cases = append(cases, edit{sp.off(cc.Case), sp.off(cc.Colon), sp.at(cc.Case) + "case " + strconv.Itoa(i) + sp.at(cc.Colon)})
	}
	head += sp.joinPre() + sp.at(start) + labels + sp.at(s.Pos()) + "switch " + which + " " + sp.at(s.Body.Lbrace)
	sp.edits = append(sp.edits, edit{sp.off(start), sp.off(s.Body.Lbrace), head})
	sp.edits = append(sp.edits, cases...)
	sp.edits = append(sp.edits, edit{sp.off(s.End()), sp.off(s.End()), " }"})
}

package arcgen

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"
)

// edit replaces the source bytes [start, end) of the file with repl.
type edit struct {
	start, end int
	repl       string
}

func (e *emitter) off(pos token.Pos) int { return e.g.fset.Position(pos).Offset }

// render returns the source of n with kept locals read from the frame, returns and
// branches out of n rewritten to the dispatch loop, and (when top) declarations of
// kept locals turned into assignments.
func (e *emitter) render(n ast.Node, top bool) string {
	var edits []edit
	prefix := ""
	if top {
		prefix = e.topDecl(n, &edits)
		if prefix == "\x00" { // a var declaration rewritten whole
			return edits[0].repl
		}
	}
	var inner []ast.Node // breakables and labels inside n
	lits := 0
	var walk func(ast.Node) bool
	walk = func(m ast.Node) bool {
		switch m := m.(type) {
		case *ast.FuncLit:
			lits++
			ast.Inspect(m.Body, walk)
			lits--
			return false
		case *ast.Ident:
			if pn, ok := e.g.info.Uses[m].(*types.PkgName); ok {
				e.fi.need(pn.Imported().Path(), pn.Name())
			}
			v, _ := e.g.info.Uses[m].(*types.Var)
			if v == nil {
				v, _ = e.g.info.Defs[m].(*types.Var)
			}
			if l := e.p.kept[v]; v != nil && l != nil {
				edits = append(edits, edit{e.off(m.Pos()), e.off(m.End()), "arcF." + l.field})
			}
		case *ast.ReturnStmt:
			if lits == 0 {
				edits = append(edits, edit{e.off(m.Pos()), e.off(m.End()), e.returnText(m)})
				return false
			}
		case *ast.BranchStmt:
			if j, ok := e.gotoJump(m); ok && lits == 0 {
				edits = append(edits, edit{e.off(m.Pos()), e.off(m.End()), j})
			} else if lits == 0 {
				if t, ok := e.branchTarget(m, inner); ok {
					edits = append(edits, edit{e.off(m.Pos()), e.off(m.End()), fmt.Sprintf("{\narcF.arcPC = %d\ncontinue arcDispatch\n}", t)})
				}
			}
			return false
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt, *ast.LabeledStmt:
			if lits == 0 {
				inner = append(inner, m)
				ast.Inspect(m, func(k ast.Node) bool {
					if k == m {
						return true
					}
					return walk(k)
				})
				inner = inner[:len(inner)-1]
				return false
			}
		}
		return true
	}
	ast.Inspect(n, walk)
	return prefix + e.apply(n, edits)
}

func (e *emitter) apply(n ast.Node, edits []edit) string {
	src := e.p.file.src
	start, end := e.off(n.Pos()), e.off(n.End())
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	var sb strings.Builder
	at := start
	for _, ed := range edits {
		if ed.start < at {
			continue
		}
		sb.Write(src[at:ed.start])
		sb.WriteString(ed.repl)
		at = ed.end
	}
	sb.Write(src[at:end])
	return stripLine(sb.String(), e.p.file.path)
}

// branchTarget returns the state a break or continue jumps to when its target is a
// lowered statement outside the copied code (inner lists the breakables inside it).
func (e *emitter) branchTarget(b *ast.BranchStmt, inner []ast.Node) (int, bool) {
	if b.Tok != token.BREAK && b.Tok != token.CONTINUE {
		return 0, false
	}
	if b.Label != nil {
		for _, n := range inner {
			if l, ok := n.(*ast.LabeledStmt); ok && l.Label.Name == b.Label.Name {
				return 0, false
			}
		}
	} else {
		for _, n := range inner {
			switch n.(type) {
			case *ast.ForStmt, *ast.RangeStmt:
				return 0, false
			case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				if b.Tok == token.BREAK {
					return 0, false
				}
			}
		}
	}
	for i := len(e.stack) - 1; i >= 0; i-- {
		t := e.stack[i]
		if b.Label != nil && t.label != b.Label.Name {
			continue
		}
		if b.Tok == token.CONTINUE {
			if t.cont < 0 {
				continue
			}
			return t.cont, true
		}
		return t.brk, true
	}
	return 0, false
}

func (e *emitter) returnText(r *ast.ReturnStmt) string {
	var sb strings.Builder
	sb.WriteString("{\n")
	if len(r.Results) > 0 {
		lhs := make([]string, len(e.p.results))
		for i := range lhs {
			lhs[i] = fmt.Sprintf("arcF.arcR%d", i)
		}
		rhs := make([]string, len(r.Results))
		for i, x := range r.Results {
			rhs[i] = e.render(x, false)
		}
		fmt.Fprintf(&sb, "%s = %s\n", strings.Join(lhs, ", "), strings.Join(rhs, ", "))
	} else if len(e.p.named) > 0 {
		for i, v := range e.p.named {
			fmt.Fprintf(&sb, "arcF.arcR%d = arcF.%s\n", i, e.p.kept[v].field)
		}
	}
	sb.WriteString("arcF.arcPC = -1\nreturn true\n}")
	return sb.String()
}

// topDecl rewrites a statement that declares kept locals: := becomes = (with var
// declarations in front for the new locals that are not kept), and a var declaration
// becomes assignments. It returns the text to put in front, or "\x00" with the whole
// replacement in (*edits)[0].
func (e *emitter) topDecl(n ast.Node, edits *[]edit) string {
	switch s := n.(type) {
	case *ast.AssignStmt:
		if s.Tok != token.DEFINE {
			return ""
		}
		anyKept := false
		var pre []string
		for _, l := range s.Lhs {
			v, _ := e.g.info.Defs[l.(*ast.Ident)].(*types.Var)
			if v == nil {
				continue
			}
			if e.p.kept[v] != nil {
				anyKept = true
			} else {
				pre = append(pre, fmt.Sprintf("var %s %s\n", v.Name(), e.fi.typeString(v.Type())))
			}
		}
		if !anyKept {
			return ""
		}
		*edits = append(*edits, edit{e.off(s.TokPos), e.off(s.TokPos) + 2, "="})
		return strings.Join(pre, "")
	case *ast.DeclStmt:
		gd, ok := s.Decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			return ""
		}
		anyKept := false
		for _, sp := range gd.Specs {
			for _, id := range sp.(*ast.ValueSpec).Names {
				if v, _ := e.g.info.Defs[id].(*types.Var); v != nil && e.p.kept[v] != nil {
					anyKept = true
				}
			}
		}
		if !anyKept {
			return ""
		}
		var sb strings.Builder
		for _, sp := range gd.Specs {
			vs := sp.(*ast.ValueSpec)
			var lhs []string
			for _, id := range vs.Names {
				v, _ := e.g.info.Defs[id].(*types.Var)
				switch {
				case v == nil:
					lhs = append(lhs, "_")
				case e.p.kept[v] != nil:
					lhs = append(lhs, "arcF."+e.p.kept[v].field)
				default:
					fmt.Fprintf(&sb, "var %s %s\n", v.Name(), e.fi.typeString(v.Type()))
					lhs = append(lhs, v.Name())
				}
			}
			if len(vs.Values) == 0 {
				for i, id := range vs.Names {
					if v, _ := e.g.info.Defs[id].(*types.Var); v != nil {
						fmt.Fprintf(&sb, "%s = *new(%s)\n", lhs[i], e.fi.typeString(v.Type()))
					}
				}
				continue
			}
			rhs := make([]string, len(vs.Values))
			for i, x := range vs.Values {
				rhs[i] = e.render(x, false)
			}
			fmt.Fprintf(&sb, "%s = %s\n", strings.Join(lhs, ", "), strings.Join(rhs, ", "))
		}
		*edits = []edit{{repl: sb.String()}}
		return "\x00"
	}
	return ""
}

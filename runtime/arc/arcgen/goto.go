package arcgen

import (
	"fmt"
	"go/ast"
	"go/token"
)

// Goto. Go lets goto jump only to a label of the same or an enclosing block, so
// a goto whose label is in copied code (a block without pauses) is copied with
// it and works as written. A label of a lowered statement list that a goto
// targets begins a state of its own (allocated before the body is lowered, so
// forward gotos know it); every goto to it, wherever it is copied, becomes a
// jump of the dispatch loop to that state. The label's position is a bound of
// the keep analysis, so a local declared before it and used after it is kept
// in the frame, as it would be across a pause.

// gotoTargets returns the labeled statements of p's body (outside closures)
// that a goto targets and whose statement list is lowered (it holds a pause or
// passage call).
func (g *gen) gotoTargets(p *passage) []*ast.LabeledStmt {
	names := map[string]bool{}
	inspectNoLit(p.decl.Body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Tok == token.GOTO && b.Label != nil {
			names[b.Label.Name] = true
		}
		return true
	})
	var out []*ast.LabeledStmt
	inspectNoLit(p.decl.Body, func(n ast.Node) bool {
		if ls, ok := n.(*ast.LabeledStmt); ok && names[ls.Label.Name] {
			if parent, ok := innermostBlock(p.decl.Body, ls).(ast.Stmt); ok && g.hasPoint(parent) {
				out = append(out, ls)
			}
		}
		return true
	})
	return out
}

// gotoBounds adds the labels gotos jump to in lowered code to p's bounds.
func (g *gen) gotoBounds(p *passage) {
	for _, ls := range g.gotoTargets(p) {
		p.bounds = append(p.bounds, ls.Pos())
	}
}

// allocGotos gives each label a goto jumps to in lowered code its state.
func (e *emitter) allocGotos() {
	e.gotos = map[string]int{}
	for _, ls := range e.g.gotoTargets(e.p) {
		e.gotos[ls.Label.Name] = e.state()
	}
}

// labeled lowers a statement of a lowered list whose label a goto targets: its
// state begins here, then the statement runs (keeping the label when copied
// code inside breaks or continues to it).
func (e *emitter) labeled(ls *ast.LabeledStmt, st int) {
	e.jump(st)
	e.begin(st)
	if e.g.hasPoint(ls.Stmt) || !branchesTo(ls) {
		e.stmt(ls.Stmt, ls.Label.Name)
		return
	}
	e.line(ls.Pos())
	e.w("%s", e.render(ls, true))
}

// branchesTo reports whether a break or continue inside ls names its label.
func branchesTo(ls *ast.LabeledStmt) bool {
	found := false
	inspectNoLit(ls.Stmt, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Tok != token.GOTO && b.Label != nil && b.Label.Name == ls.Label.Name {
			found = true
		}
		return !found
	})
	return found
}

// gotoJump returns the jump a goto to a label of lowered code becomes, and
// whether it is one.
func (e *emitter) gotoJump(b *ast.BranchStmt) (string, bool) {
	if b.Tok != token.GOTO || b.Label == nil {
		return "", false
	}
	st, ok := e.gotos[b.Label.Name]
	if !ok {
		return "", false
	}
	return fmt.Sprintf("{\narcF.arcPC = %d\ncontinue arcDispatch\n}", st), true
}

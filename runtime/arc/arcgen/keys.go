package arcgen

import "go/ast"

// siblings reports whether the pauses a (first in source order) and b, which
// have the same literal key, lie in sibling blocks: neither's block holds the
// other's. The later ones are then keyed "key#1", "key#2" in source order
// (pauses in one block, or one inside the other's block, are refused: a key
// names one place of a block).
func (g *gen) siblings(p *passage, a, b *point) bool {
	ba, bb := innermostBlock(p.decl.Body, a.stmt), innermostBlock(p.decl.Body, b.stmt)
	return !encloses(ba, bb) && !encloses(bb, ba)
}

// innermostBlock returns the smallest block or case clause of body holding s
// in its statement list, directly or further down.
func innermostBlock(body *ast.BlockStmt, s ast.Stmt) ast.Node {
	var best ast.Node = body
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || n.Pos() > s.Pos() || n.End() < s.End() {
			return false
		}
		switch n.(type) {
		case *ast.BlockStmt, *ast.CaseClause:
			if n != s {
				best = n
			}
		}
		return true
	})
	return best
}

func encloses(outer, inner ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}

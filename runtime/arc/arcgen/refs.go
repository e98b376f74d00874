package arcgen

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// callArgs returns the arguments of a passage call rendered, one for each
// parameter: the arguments of a variadic parameter are packed into a slice
// literal (nil for none) unless the call passes a slice with "...", so they
// are worked out once, on the way in, and saved as the slice parameter.
func (e *emitter) callArgs(call *ast.CallExpr) []string {
	sig, _ := e.g.info.TypeOf(call.Fun).Underlying().(*types.Signature)
	n := len(call.Args)
	if sig == nil || !sig.Variadic() || call.Ellipsis.IsValid() {
		n = -1
	} else {
		n = sig.Params().Len() - 1
	}
	var out []string
	for i, a := range call.Args {
		if i == n {
			break
		}
		out = append(out, e.render(a, false))
	}
	if n < 0 {
		return out
	}
	var rest []string
	for _, a := range call.Args[n:] {
		rest = append(rest, e.render(a, false))
	}
	if len(rest) == 0 {
		return append(out, "nil")
	}
	return append(out, e.fi.typeString(sig.Params().At(n).Type())+"{"+strings.Join(rest, ", ")+"}")
}

// isRef reports whether parameter v is a pointer parameter (the seed's out and
// ref): a pointer a save cannot hold (not a trigger, latch or Rand). It is not
// saved: each resume of the call sets it again from the caller's argument, the
// address of a local or of a field of the arc (refArgs).
func (g *gen) isRef(v *types.Var) bool {
	if _, ok := v.Type().Underlying().(*types.Pointer); !ok || g.isAmbient(v.Type()) {
		return false
	}
	return g.unsaveable(v.Type(), map[types.Type]bool{}, false) != ""
}

// refArgs checks the arguments of a passage call's pointer parameters: the
// address of a local or parameter of the caller (kept in its frame, as the call
// uses it), of a field path of the caller's arc, or a pointer parameter of the
// caller handed on. Generated code works each out again on every resume, so
// after a load it points into the loaded frames and arc.
func (g *gen) refArgs(p *passage, pt *point, sig *types.Signature) bool {
	for i := range sig.Params().Len() {
		v := sig.Params().At(i)
		if !g.isRef(v) || i >= len(pt.call.Args) || (sig.Variadic() && i == sig.Params().Len()-1) {
			continue
		}
		a := ast.Unparen(pt.call.Args[i])
		ok := false
		switch x := a.(type) {
		case *ast.UnaryExpr:
			if x.Op == token.AND {
				if id, isID := ast.Unparen(x.X).(*ast.Ident); isID {
					lv, _ := g.info.Uses[id].(*types.Var)
					ok = lv != nil && !lv.IsField() && lv.Parent() != nil && lv.Parent() != g.pkg.Scope() && id.Name != p.recvName
				} else {
					ok = g.fieldPath(p, x.X)
				}
			}
		case *ast.Ident:
			lv, _ := g.info.Uses[x].(*types.Var)
			ps := p.fn.Type().(*types.Signature).Params()
			for j := range ps.Len() {
				ok = ok || (ps.At(j) == lv && g.isRef(lv))
			}
		}
		if !ok {
			g.errorf(a.Pos(), "pointer argument of %s of passage %s is not the address of a local or of a field of the arc", "pass &local, &%s.Field or a pointer parameter of %s: a pointer is not saved but worked out again from its source on every resume", v.Name(), pt.calleeName(), p.recvName, p.name)
			return false
		}
	}
	return true
}

package arcgen

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ifaceCall is a passage call through an interface: the interface's method and
// the arc types of the package that implement the interface (by pointer) with a
// passage of that name, their own or promoted from an embedded arc type. The
// generated code dispatches on the receiver's dynamic type, as Go would; a
// dynamic type not listed (a plain value whose method does not pause) is called
// as an ordinary method.
type ifaceCall struct {
	method *types.Func
	sig    *types.Signature
	impls  []ifaceImpl
}

// ifaceImpl is one arc type a call through an interface dispatches to, and its
// passage.
type ifaceImpl struct {
	arc *arcType
	fn  *types.Func // the method, perhaps of an embedded arc type
}

// ifaceMethod returns the interface method call calls through an interface
// value (x.M(...) with x of interface type), or nil.
func (g *gen) ifaceMethod(call *ast.CallExpr) *types.Func {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := g.info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal || !types.IsInterface(s.Recv()) {
		return nil
	}
	fn, _ := s.Obj().(*types.Func)
	return fn
}

// implsOf returns the arc types (not generic, with their generated code: a Run)
// that implement the interface of method m, with the method of the name each has;
// isPassage says which methods count.
func (g *gen) implsOf(m *types.Func, isPassage func(*types.Func) bool) []ifaceImpl {
	recv := m.Type().(*types.Signature).Recv()
	if recv == nil {
		return nil
	}
	iface, _ := recv.Type().Underlying().(*types.Interface)
	if iface == nil {
		return nil
	}
	var out []ifaceImpl
	for _, a := range g.arcs {
		if a.generic {
			continue
		}
		pt := types.NewPointer(a.obj.Type())
		if !types.Implements(pt, iface) {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(pt, false, g.pkg, m.Name())
		if fn, ok := obj.(*types.Func); ok && isPassage(fn) {
			out = append(out, ifaceImpl{arc: a, fn: fn})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].arc.obj.Name() < out[j].arc.obj.Name() })
	return out
}

// ifaceCallOf returns the passage call through an interface that call is, or
// nil: the interface's method has an implementation among the package's arcs
// that is a passage.
func (g *gen) ifaceCallOf(call *ast.CallExpr) *ifaceCall {
	m := g.ifaceMethod(call)
	if m == nil {
		return nil
	}
	impls := g.implsOf(m, func(fn *types.Func) bool { return g.passages[fn] != nil })
	if len(impls) == 0 {
		return nil
	}
	return &ifaceCall{method: m, sig: m.Type().(*types.Signature), impls: impls}
}

// ifaceImplNames lists the saved names of the arc types that can be saved in a
// field of interface type t (those that implement it and have a Run).
func (g *gen) ifaceArcs(t types.Type) []*arcType {
	iface, _ := t.Underlying().(*types.Interface)
	if iface == nil {
		return nil
	}
	var out []*arcType
	for _, a := range g.arcs {
		if !a.generic && types.Implements(types.NewPointer(a.obj.Type()), iface) && g.hasRun(a) {
			out = append(out, a)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].obj.Name() < out[j].obj.Name() })
	return out
}

// hasRun reports whether a has a Run method of its own (so generated code
// makes it an arc a save can hold).
func (g *gen) hasRun(a *arcType) bool {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(a.obj.Type()), false, g.pkg, "Run")
	fn, ok := obj.(*types.Func)
	return ok && g.recvArc(fn) == a
}

// ifaceRecv checks the receiver of a passage call through an interface: a field
// path of the arc or a kept local (evaluated again on every resume, and its
// dynamic type with it; see recvPath).
func (g *gen) ifaceRecv(p *passage, pt *point) bool {
	sel := ast.Unparen(pt.call.Fun).(*ast.SelectorExpr)
	if !g.recvPath(p, sel.X) {
		g.errorf(sel.X.Pos(), "passage %s called through an interface value held in a package variable or the ambient value (a save cannot hold it)", "hold the value in a field or a local of this arc and call it as %s.field.%s(...)", pt.iface.method.Name(), p.recvName, pt.iface.method.Name())
		return false
	}
	pt.recvX = sel.X
	return true
}

// ifaceDispatch writes the code that starts a passage call through an
// interface: a type switch on the receiver making the frame of the dynamic
// type's passage with the arguments (worked out once), or calling a dynamic type
// that is not an arc of the package as an ordinary method.
func (e *emitter) ifaceDispatch(pt *point) {
	ic := pt.iface
	sub := "arcF." + pt.sub
	args := e.callArgs(pt.call)
	e.w("switch arcRv := (%s).(type) {", pt.recv)
	for _, im := range ic.impls {
		c := e.g.passages[im.fn]
		e.w("case *%s:", im.arc.obj.Name())
		e.w("arcS, _ := %s.(*%s)", sub, c.frame)
		e.w("if arcS == nil {")
		e.w("arcS = new(%s)", c.frame)
		e.w("} else {")
		e.w("arcS.arcReset()")
		e.w("}")
		for i, pa := range c.params {
			if pa.local != nil {
				e.w("arcS.%s = %s", pa.local.field, args[i])
			}
		}
		e.w("%s = arcS", sub)
	}
	e.w("default:")
	e.w("%s = nil", sub)
	res := e.ifaceResults(pt)
	dots := ""
	if ic.sig.Variadic() {
		dots = "..."
	}
	call := "arcRv." + ic.method.Name() + "(" + strings.Join(args, ", ") + dots + ")"
	if len(res) == 0 {
		e.w("%s", call)
	} else {
		e.w("%s = %s", strings.Join(res, ", "), call)
	}
	e.w("}")
}

// ifaceResults returns the frame fields that hold the results of a call through
// an interface until its statement takes them.
func (e *emitter) ifaceResults(pt *point) []string {
	var res []string
	for i := range pt.iface.sig.Results().Len() {
		res = append(res, "arcF."+ifaceResult(pt, i))
	}
	return res
}

func ifaceResult(pt *point, i int) string { return pt.sub + "_R" + strconv.Itoa(i) }

// ifaceResume writes the resume of a passage call through an interface: the
// receiver (worked out again) runs the frame the call made, as the dynamic type
// the frame belongs to.
func (e *emitter) ifaceResume(pt *point) {
	ic := pt.iface
	sub := "arcF." + pt.sub
	var ambient []string
	for i := range ic.sig.Params().Len() {
		if e.g.isAmbient(ic.sig.Params().At(i).Type()) {
			ambient = append(ambient, e.render(pt.call.Args[i], false))
		}
	}
	res := e.ifaceResults(pt)
	e.w("arcC.Enter()")
	e.w("switch arcS := %s.(type) {", sub)
	for _, c := range e.g.implPassages(ic) {
		params := "*" + c.frame + ", *arc.Cursor"
		for _, pa := range c.params {
			if pa.ambient {
				params += ", " + e.fi.typeString(pa.v.Type())
			}
		}
		e.w("case *%s:", c.frame)
		e.w("if !(%s).(interface {", pt.recv)
		e.w("arcStep_%s(%s) bool", c.goName, params)
		e.w("}).arcStep_%s(arcS, arcC%s) {", c.goName, joinPrefixed(ambient))
		e.w("arcC.Leave()")
		e.w("return false")
		e.w("}")
		for i := range res {
			e.w("%s = arcS.arcR%d", res[i], i)
		}
	}
	e.w("}")
	e.w("arcC.Leave()")
	e.result(pt, res)
}

// implPassages returns the distinct passages a call through an interface can run
// (arc types embedding one arc type share its passages), in the order of ic.impls.
func (g *gen) implPassages(ic *ifaceCall) []*passage {
	var out []*passage
	for _, im := range ic.impls {
		if c := g.passages[im.fn]; !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// ifaceSave writes the save of the frame a call through an interface made, by
// the dynamic type of the receiver.
func (fo *fileOut) ifaceSave(sb *strings.Builder, pt *point) {
	fmt.Fprintf(sb, "switch arcS := arcF.%s.(type) {\n", pt.sub)
	for _, c := range fo.g.implPassages(pt.iface) {
		fmt.Fprintf(sb, "case *%s:\nif arcRv, ok := (%s).(interface {\narcSave_%s(*%s, *arc.Writer)\n}); ok {\narcRv.arcSave_%s(arcS, arcW)\n}\n", c.frame, pt.recv, c.goName, c.frame, c.goName)
	}
	sb.WriteString("}\n")
}

// ifaceLoad writes the load of the frame a call through an interface made:
// dispatch is done again on the receiver's dynamic type (its field loaded
// already), whose passage then reads the saved frame (a frame saved for
// another type's passage is dropped, and the call runs again).
func (fo *fileOut) ifaceLoad(sb *strings.Builder, pt *point) {
	fmt.Fprintf(sb, "switch arcRv := (%s).(type) {\n", pt.recv)
	for _, im := range pt.iface.impls {
		c := fo.g.passages[im.fn]
		fmt.Fprintf(sb, "case *%s:\narcS := new(%s)\narcF.%s = arcS\n", im.arc.obj.Name(), c.frame, pt.sub)
		fmt.Fprintf(sb, "if arcRv.arcLoad_%s(arcS, arcR, arcI+1) {\narcF.arcPC = %d\n} else {\narcFr.Rerun(\"the frame above cannot be restored\")\narcF.arcPC = %d\n}\nreturn true\n", c.goName, pt.resume, pt.start)
	}
	fmt.Fprintf(sb, "default:\narcFr.Rerun(\"the receiver %s holds no arc with this passage\")\narcF.arcPC = %d\nreturn true\n}\n", pt.recv, pt.start)
}

package arcgen

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
	"strconv"
	"strings"
)

// Generic passages and arc types. A generic passage (a generic function, or a
// method of a generic arc type) gets a generic frame struct, so each
// instantiation has a frame of its own type, and each call site holds the frame
// of its own type arguments. Saves name the type arguments: a generic function's
// frame as "Tally[int]", a method's as "Counter[float64].Add", a generic arc type
// as "Counter[float64]". The names come from the package's registry: the type
// arguments the package itself instantiates its generic passages and arc types
// with (found by the generator), each named as the package's code spells it
// ("int", "Coin", "time.Duration"). A save naming a type argument outside the
// registry fails to load (arc.ErrUnregistered). Values of a type parameter's
// type (locals, parameters, fields, and slices and structs of them) are saved
// through the registry too: a type switch over the registered types.

// tpList returns the type parameters of p: a function's own, or a method's
// receiver's.
func (p *passage) tpList() *types.TypeParamList {
	sig := p.fn.Type().(*types.Signature)
	if sig.TypeParams().Len() > 0 {
		return sig.TypeParams()
	}
	return sig.RecvTypeParams()
}

// tpUse returns "[T, U]" for a generic passage, "" otherwise.
func (p *passage) tpUse() string { return tpNames(p.tpList()) }

func tpNames(l *types.TypeParamList) string {
	if l.Len() == 0 {
		return ""
	}
	var s []string
	for i := range l.Len() {
		s = append(s, l.At(i).Obj().Name())
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// tpDecl returns "[T Number, U any]" for a generic passage, "" otherwise.
func (fo *fileOut) tpDecl(l *types.TypeParamList) string {
	if l.Len() == 0 {
		return ""
	}
	var s []string
	for i := range l.Len() {
		s = append(s, l.At(i).Obj().Name()+" "+fo.typeString(l.At(i).Constraint()))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// frameT returns the frame type of p inside its own generated code.
func (p *passage) frameT() string { return p.frame + p.tpUse() }

// calleeFrame returns the frame type a passage call holds: the callee's frame
// with the call's type arguments.
func (fo *fileOut) calleeFrame(pt *point) string {
	if len(pt.targs) == 0 {
		return pt.callee.frame
	}
	var s []string
	for _, t := range pt.targs {
		s = append(s, fo.typeString(t))
	}
	return pt.callee.frame + "[" + strings.Join(s, ", ") + "]"
}

// callTypeArgs returns the type arguments of a call of a generic passage: a
// function's (explicit or inferred), or those of the receiver's arc type.
func (g *gen) callTypeArgs(call *ast.CallExpr) []types.Type {
	var tl *types.TypeList
	fun := ast.Unparen(call.Fun)
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X
	} else if ix, ok := fun.(*ast.IndexListExpr); ok {
		fun = ix.X
	}
	switch fn := fun.(type) {
	case *ast.Ident:
		tl = g.info.Instances[fn].TypeArgs
	case *ast.SelectorExpr:
		if s := g.info.Selections[fn]; s != nil {
			t := s.Recv()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			if n, ok := types.Unalias(t).(*types.Named); ok {
				tl = n.TypeArgs()
			}
		} else {
			tl = g.info.Instances[fn.Sel].TypeArgs
		}
	}
	var out []types.Type
	for i := range tl.Len() {
		out = append(out, tl.At(i))
	}
	return out
}

// nameExpr returns the Go expression of p's saved name: a string literal, or for
// a generic passage one naming its type arguments through the registry.
func (fo *fileOut) nameExpr(p *passage) string {
	l := p.tpList()
	if l.Len() == 0 {
		return strconv.Quote(p.name)
	}
	args := fo.typeArgNames(l)
	if p.arc != nil {
		return fmt.Sprintf("%q + %s + %q", p.arc.obj.Name()+"[", args, "]."+p.goName)
	}
	return fmt.Sprintf("%q + %s + %q", p.goName+"[", args, "]")
}

// typeArgNames returns the expression joining the registered names of l's type
// parameters with ", ".
func (fo *fileOut) typeArgNames(l *types.TypeParamList) string {
	var s []string
	for i := range l.Len() {
		s = append(s, "arcTypeName["+l.At(i).Obj().Name()+"]()")
	}
	return strings.Join(s, ` + ", " + `)
}

// hasTypeParam reports whether t refers to a type parameter.
func hasTypeParam(t types.Type) bool {
	found := false
	var walk func(types.Type, map[types.Type]bool)
	walk = func(t types.Type, seen map[types.Type]bool) {
		if found || seen[t] {
			return
		}
		seen[t] = true
		switch u := t.(type) {
		case *types.TypeParam:
			found = true
		case *types.Pointer:
			walk(u.Elem(), seen)
		case *types.Slice:
			walk(u.Elem(), seen)
		case *types.Array:
			walk(u.Elem(), seen)
		case *types.Map:
			walk(u.Key(), seen)
			walk(u.Elem(), seen)
		case *types.Named:
			for i := range u.TypeArgs().Len() {
				walk(u.TypeArgs().At(i), seen)
			}
		case *types.Struct:
			for i := range u.NumFields() {
				walk(u.Field(i).Type(), seen)
			}
		}
	}
	walk(t, map[types.Type]bool{})
	return found
}

// typeParamsIn returns the type parameters t refers to, in order of first use.
func typeParamsIn(t types.Type) []*types.TypeParam {
	var out []*types.TypeParam
	var walk func(types.Type, map[types.Type]bool)
	walk = func(t types.Type, seen map[types.Type]bool) {
		if seen[t] {
			return
		}
		seen[t] = true
		switch u := t.(type) {
		case *types.TypeParam:
			for _, o := range out {
				if o == u {
					return
				}
			}
			out = append(out, u)
		case *types.Pointer:
			walk(u.Elem(), seen)
		case *types.Slice:
			walk(u.Elem(), seen)
		case *types.Array:
			walk(u.Elem(), seen)
		case *types.Map:
			walk(u.Key(), seen)
			walk(u.Elem(), seen)
		case *types.Named:
			for i := range u.TypeArgs().Len() {
				walk(u.TypeArgs().At(i), seen)
			}
		case *types.Struct:
			for i := range u.NumFields() {
				walk(u.Field(i).Type(), seen)
			}
		}
	}
	walk(t, map[types.Type]bool{})
	return out
}

// findTypeArgs fills the registry: the type arguments, free of type parameters,
// of every instantiation of a generic passage or arc type in the package. A type
// argument a save cannot hold is refused where it is written or inferred.
func (g *gen) findTypeArgs() {
	g.typeArgs = map[string]types.Type{}
	for id, inst := range g.info.Instances {
		generic := false
		switch obj := g.info.Uses[id].(type) {
		case *types.Func:
			generic = g.passages[obj.Origin()] != nil
		case *types.TypeName:
			generic = g.arcOf(obj.Type()) != nil
		}
		if !generic {
			continue
		}
		for i := range inst.TypeArgs.Len() {
			t := inst.TypeArgs.At(i)
			if hasTypeParam(t) {
				continue
			}
			if why := g.unsaveable(t, map[types.Type]bool{}, false); why != "" {
				g.errorf(id.Pos(), "type argument %s of %s cannot be saved (%s)", "instantiate it with a type a save can hold (an id or a name instead of a pointer, channel or func)", types.TypeString(t, types.RelativeTo(g.pkg)), id.Name, why)
				continue
			}
			g.typeArgs[types.TypeString(t, types.RelativeTo(g.pkg))] = t
		}
	}
}

// registry writes the package's registry of type arguments: their names
// (arcTypes), the name of a type parameter's type (arcTypeName) and the codec of
// its values (arcEncT, arcDecT). A type outside the registry is named by fmt's
// %T (so the save names it, and a load refuses it) and its values save as null.
func (fo *fileOut) registry() string {
	g := fo.g
	var names []string
	for n := range g.typeArgs {
		names = append(names, n)
	}
	sort.Strings(names)
	fo.need("fmt", "fmt")
	var sb, name, enc, dec strings.Builder
	fmt.Fprintf(&sb, "// arcTypes lists the type arguments a save may name: those the package\n// instantiates its generic passages and arc types with.\nvar arcTypes = []string{")
	for i, n := range names {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(strconv.Quote(n))
	}
	sb.WriteString("}\n\n")
	name.WriteString("// arcTypeName returns the name saves give the type argument T.\nfunc arcTypeName[T any]() string {\nswitch any((*T)(nil)).(type) {\n")
	sw := "switch p := p.(type) {\n"
	if len(names) == 0 { // nothing instantiates them: p would be unused
		sw = "switch p.(type) {\n"
	}
	enc.WriteString("// arcEncT writes *p, a value of a type argument.\nfunc arcEncT(w *arc.Writer, p any) {\n" + sw)
	dec.WriteString("// arcDecT reads v into p, a pointer to a value of a type argument.\nfunc arcDecT(v arc.Value, p any) error {\n" + sw)
	for _, n := range names {
		t := g.typeArgs[n]
		ts := fo.typeString(t)
		fmt.Fprintf(&name, "case *%s:\nreturn %q\n", ts, n)
		if g.unsaveable(t, map[types.Type]bool{}, false) == "" {
			fmt.Fprintf(&enc, "case *%s:\n%s\n", ts, fo.enc("w", t, "(*p)"))
			fmt.Fprintf(&dec, "case *%s:\nreturn %s\n", ts, fo.dec(t, "v", "p"))
		}
	}
	name.WriteString("}\nreturn fmt.Sprintf(\"%T\", (*T)(nil))[1:]\n}\n\n")
	enc.WriteString("default:\nw.Null()\n}\n}\n\n")
	dec.WriteString("}\nreturn arc.ErrBadValue\n}\n\n")
	return sb.String() + name.String() + enc.String() + dec.String()
}

// registryFile returns the first file (by name) with a generic passage or arc
// type, which holds the registry of type arguments, or nil if none has one.
func (g *gen) registryFile() *fileInfo {
	for _, f := range g.sortedFiles() {
		for _, p := range f.out {
			if p.tpList().Len() > 0 {
				return f
			}
		}
		for _, a := range f.arcs {
			if a.generic {
				return f
			}
		}
	}
	return nil
}

package arcgen

import (
	"fmt"
	"go/types"
	"strings"
)

const griffPath = "github.com/griffengine/griff/griff"

func isRand(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == griffPath && n.Obj().Name() == "Rand"
}

// childArc returns the arc type t points to, or nil.
func (g *gen) childArc(t types.Type) *arcType {
	p, ok := t.(*types.Pointer)
	if !ok {
		return nil
	}
	return g.arcOf(p.Elem())
}

// unsaveable returns why values of t cannot be saved, or "" if they can: booleans,
// numbers, strings, triggers, latches, *griff.Rand, pointers to arcs of this
// package and interfaces arcs of this package implement (saved whole the first
// time a save meets the arc, as a reference to it after that, so an arc held in
// several places is one arc after a load) or other types the generator names
// implement (dynamic.go), and slices, arrays, structs and maps
// with number or string keys of those. field says whether t is the type of an
// arc's field (the messages differ).
func (g *gen) unsaveable(t types.Type, seen map[types.Type]bool, field bool) string {
	if isArcPtr(t, "Trigger") || isArcPtr(t, "Latch") || isRand(t) || g.childArc(t) != nil {
		return ""
	}
	if _, ok := t.(*types.TypeParam); ok {
		return "" // saved through the registry of type arguments
	}
	if seen[t] {
		return "it contains itself"
	}
	seen[t] = true
	defer delete(seen, t)
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Kind() == types.UnsafePointer:
			return "an unsafe pointer"
		case u.Info()&(types.IsBoolean|types.IsInteger|types.IsFloat|types.IsString) != 0:
			return ""
		}
		return "a " + u.Name()
	case *types.Slice:
		return g.unsaveable(u.Elem(), seen, field)
	case *types.Array:
		return g.unsaveable(u.Elem(), seen, field)
	case *types.Struct:
		for i := range u.NumFields() {
			f := u.Field(i)
			if !f.Exported() && f.Pkg() != g.pkg {
				return "field " + f.Name() + " is unexported in another package"
			}
			if why := g.unsaveable(f.Type(), seen, field); why != "" {
				return "field " + f.Name() + ": " + why
			}
		}
		return ""
	case *types.Pointer:
		return "a pointer"
	case *types.Signature:
		return "a func"
	case *types.Chan:
		return "a channel"
	case *types.Map:
		k, ok := u.Key().Underlying().(*types.Basic)
		if _, tp := u.Key().(*types.TypeParam); tp || !ok || k.Info()&(types.IsInteger|types.IsFloat|types.IsString) == 0 {
			return "a map whose keys do not sort (a save writes a map's entries in key order: use number or string keys)"
		}
		return g.unsaveable(u.Elem(), seen, field)
	case *types.Interface:
		if len(g.ifaceArcs(t)) > 0 {
			return "" // an arc of the package that implements it, saved whole with its type
		}
		if ts, _ := g.dynTypes(t, seen); len(ts) > 0 {
			return "" // a value of a type the generator names (dynamic.go), saved with its name
		}
		return "an interface that no arc type of the package, no basic type and no saveable type of the package implements"
	}
	return "of kind " + fmt.Sprintf("%T", t.Underlying())
}

// enc returns statements writing the value x of type t to the arc.Writer w.
func (fo *fileOut) enc(w string, t types.Type, x string) string {
	switch {
	case isArcPtr(t, "Trigger"):
		return w + ".Trigger(" + x + ")"
	case isArcPtr(t, "Latch"):
		return w + ".Latch(" + x + ")"
	case isRand(t):
		return w + ".Rand(" + x + ")"
	}
	if _, ok := t.(*types.TypeParam); ok {
		return "arcEncT(" + w + ", &" + x + ")"
	}
	if b, ok := t.Underlying().(*types.Basic); ok {
		switch {
		case b.Info()&types.IsBoolean != 0:
			return w + ".Bool(bool(" + x + "))"
		case b.Info()&types.IsUnsigned != 0:
			return w + ".Uint(uint64(" + x + "))"
		case b.Info()&types.IsInteger != 0:
			return w + ".Int(int64(" + x + "))"
		case b.Info()&types.IsFloat != 0:
			return w + ".Float(float64(" + x + "))"
		default:
			return w + ".String(string(" + x + "))"
		}
	}
	return fmt.Sprintf("arcEnc%s%d(%s, %s)", fo.prefix, fo.helper(t), w, x)
}

// dec returns an expression of type error reading the arc.Value v into the pointer p
// of type *t.
func (fo *fileOut) dec(t types.Type, v, p string) string {
	switch {
	case isArcPtr(t, "Trigger"):
		return "arc.ReadTrigger(" + v + ", " + p + ")"
	case isArcPtr(t, "Latch"):
		return "arc.ReadLatch(" + v + ", " + p + ")"
	case isRand(t):
		return "arc.ReadRand(" + v + ", " + p + ")"
	}
	if _, ok := t.(*types.TypeParam); ok {
		return "arcDecT(" + v + ", " + p + ")"
	}
	if b, ok := t.Underlying().(*types.Basic); ok {
		fn := "ReadString"
		switch {
		case b.Info()&types.IsBoolean != 0:
			fn = "ReadBool"
		case b.Info()&types.IsUnsigned != 0:
			fn = "ReadUint"
		case b.Info()&types.IsInteger != 0:
			fn = "ReadInt"
		case b.Info()&types.IsFloat != 0:
			fn = "ReadFloat"
		}
		return "arc." + fn + "(" + v + ", " + p + ")"
	}
	return fmt.Sprintf("arcDec%s%d(%s, %s)", fo.prefix, fo.helper(t), v, p)
}

// helper returns the number of the generated arcEncN/arcDecN pair for a composite
// type, writing it the first time.
func (fo *fileOut) helper(t types.Type) int {
	ts := fo.typeString(t)
	if n, ok := fo.helpers[ts]; ok {
		return n
	}
	n := len(fo.helpers)
	fo.helpers[ts] = n
	var enc, dec strings.Builder
	tps := ""
	if ps := typeParamsIn(t); len(ps) > 0 { // a generic helper, its type parameters inferred
		var d []string
		for _, tp := range ps {
			d = append(d, tp.Obj().Name()+" any")
		}
		tps = "[" + strings.Join(d, ", ") + "]"
	}
	fmt.Fprintf(&enc, "func arcEnc%s%d%s(w *arc.Writer, x %s) {\n", fo.prefix, n, tps, ts)
	fmt.Fprintf(&dec, "func arcDec%s%d%s(v arc.Value, p *%s) error {\n", fo.prefix, n, tps, ts)
	switch u := t.Underlying().(type) {
	case *types.Pointer: // an arc of this package, saved whole or as a reference
		fmt.Fprintf(&enc, "if x == nil {\nw.Null()\nreturn\n}\narc.WriteChild(w, x)\n")
		dec.WriteString("return arc.ReadArc(v, p)\n")
	case *types.Interface: // an arc of the package, saved whole with its type name
		fo.ifaceCodec(&enc, &dec, t)
	case *types.Slice:
		fmt.Fprintf(&enc, "if x == nil {\nw.Null()\nreturn\n}\nw.BeginArray()\nfor _, e := range x {\n%s\n}\nw.EndArray()\n", fo.enc("w", u.Elem(), "e"))
		fmt.Fprintf(&dec, "if v.IsNull() {\n*p = nil\nreturn nil\n}\nn, err := v.Len()\nif err != nil {\nreturn err\n}\ns := make(%s, n)\nfor i := range s {\nif err := %s; err != nil {\nreturn err\n}\n}\n*p = s\nreturn nil\n", ts, fo.dec(u.Elem(), "v.Index(i)", "&s[i]"))
	case *types.Map: // its entries as [key, value] pairs in key order, so saves are the same bits
		fo.need("slices", "slices")
		kt := fo.typeString(u.Key())
		fmt.Fprintf(&enc, "if x == nil {\nw.Null()\nreturn\n}\nkeys := make([]%s, 0, len(x))\nfor k := range x {\nkeys = append(keys, k)\n}\nslices.Sort(keys)\nw.BeginArray()\nfor _, k := range keys {\ne := x[k]\nw.BeginArray()\n%s\n%s\nw.EndArray()\n}\nw.EndArray()\n", kt, fo.enc("w", u.Key(), "k"), fo.enc("w", u.Elem(), "e"))
		fmt.Fprintf(&dec, "if v.IsNull() {\n*p = nil\nreturn nil\n}\nn, err := v.Len()\nif err != nil {\nreturn err\n}\nm := make(%s, n)\nfor i := range n {\nkv := v.Index(i)\nif l, err := kv.Len(); err != nil || l != 2 {\nreturn fmt.Errorf(\"%%w: a map entry that is not a [key, value] pair\", arc.ErrBadValue)\n}\nvar k %s\nif err := %s; err != nil {\nreturn err\n}\nvar e %s\nif err := %s; err != nil {\nreturn err\n}\nm[k] = e\n}\n*p = m\nreturn nil\n", ts, kt, fo.dec(u.Key(), "kv.Index(0)", "&k"), fo.typeString(u.Elem()), fo.dec(u.Elem(), "kv.Index(1)", "&e"))
		fo.need("fmt", "fmt")
	case *types.Array:
		fmt.Fprintf(&enc, "w.BeginArray()\nfor _, e := range x {\n%s\n}\nw.EndArray()\n", fo.enc("w", u.Elem(), "e"))
		fmt.Fprintf(&dec, "n, err := v.Len()\nif err != nil {\nreturn err\n}\nif n != %d {\nreturn fmt.Errorf(\"%%w: %%d elements, want %d\", arc.ErrBadValue, n)\n}\ns := *p\nfor i := range s {\nif err := %s; err != nil {\nreturn err\n}\n}\n*p = s\nreturn nil\n", u.Len(), u.Len(), fo.dec(u.Elem(), "v.Index(i)", "&s[i]"))
		fo.need("fmt", "fmt")
	case *types.Struct:
		enc.WriteString("w.BeginObject()\n")
		dec.WriteString("s := *p\n")
		for i := range u.NumFields() {
			f := u.Field(i)
			fmt.Fprintf(&enc, "w.Key(%q)\n%s\n", f.Name(), fo.enc("w", f.Type(), "x."+f.Name()))
			fmt.Fprintf(&dec, "if f, ok := v.Field(%q); ok {\nif err := %s; err != nil {\nreturn err\n}\n}\n", f.Name(), fo.dec(f.Type(), "f", "&s."+f.Name()))
		}
		enc.WriteString("w.EndObject()\n")
		dec.WriteString("*p = s\nreturn nil\n")
	default:
		enc.WriteString("panic(\"arcgen: cannot save this type\")\n")
		dec.WriteString("return arc.ErrBadValue\n")
	}
	enc.WriteString("}\n\n")
	dec.WriteString("}\n\n")
	fo.code = append(fo.code, enc.String(), dec.String())
	return n
}

// ifaceCodec writes the bodies of the helpers saving and loading a value of
// interface type t (a field, a kept local or parameter, a kept receiver): the
// arc it holds is saved whole or as a reference (WriteChild, which names its
// type); a load makes the arc of the saved type among the package's arc types
// that implement t (or hands on the one the load restored already), and fails
// the load (arc.Unregistered) for a name that is none of them. A value of one
// of the other types dynTypes lists is saved with its type name (see
// dynamic.go); any other value is saved as a note naming its dynamic type
// (arc.WriteUnsaveable), which a load reports as unreadable: the field keeps
// its default, a local's passage restarts.
func (fo *fileOut) ifaceCodec(enc, dec *strings.Builder, t types.Type) {
	arcs := fo.g.ifaceArcs(t)
	var names []string
	for _, a := range arcs {
		names = append(names, fmt.Sprintf("%q", a.obj.Name()))
	}
	enc.WriteString("switch a := x.(type) {\n")
	var dyn strings.Builder
	dn := fo.dynCodec(enc, &dyn, t)
	for _, n := range dn {
		names = append(names, fmt.Sprintf("%q", n))
	}
	all := strings.Join(names, ", ")
	dec.WriteString("if v.IsNull() {\n*p = nil\nreturn nil\n}\n")
	if len(dn) > 0 {
		fmt.Fprintf(dec, "if name, val, ok := arc.DynamicValue(v); ok {\nswitch name {\n%s}\nreturn arc.Unregistered(name, %s)\n}\n", dyn.String(), all)
	} else {
		fmt.Fprintf(dec, "if name, _, ok := arc.DynamicValue(v); ok {\nreturn arc.Unregistered(name, %s)\n}\n", all)
	}
	dec.WriteString("name, err := arc.ChildType(v)\nif err != nil {\nreturn err\n}\nswitch name {\n")
	for _, a := range arcs {
		n := a.obj.Name()
		fmt.Fprintf(enc, "case *%s:\nif a != nil {\narc.WriteChild(w, a)\nreturn\n}\nw.Null()\nreturn\n", n)
		fmt.Fprintf(dec, "case %q:\na, _ := (*p).(*%s)\nif err := arc.ReadArc(v, &a); err != nil {\nreturn err\n}\n*p = a\nreturn nil\n", n, n)
	}
	enc.WriteString("case nil:\nw.Null()\nreturn\n}\narc.WriteUnsaveable(w, x)\n")
	fmt.Fprintf(dec, "}\nreturn arc.Unregistered(name, %s)\n", all)
}

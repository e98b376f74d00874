package arcgen

import (
	"fmt"
	"go/types"
	"sort"
	"strings"
)

// Interface values holding something other than an arc. A value of interface
// type (a field, a kept local or parameter) whose dynamic value is not an arc
// of the package is saved with its dynamic type when that type is one the
// generator can name and save:
//
//   - Go's basic types: bool, the integer types, float32, float64 and string,
//     named as Go names them ("int", "uint8", "string");
//   - the package's own named types (not generic, not arcs, not interfaces,
//     not the ambient type) whose values a save can hold, and pointers to
//     them, named as the package spells them ("Point", "*Plain");
//   - the type arguments of the package's registry (see generic.go), by their
//     registered names ("time.Duration", "[]int");
//
// each only if it implements the interface (any takes all of them). The save
// is an object {"$type": NAME, "$value": VALUE} (binary: the same object), the
// value written by the codec a kept local of that type uses. A pointer is saved
// as the value it points to with its number in the save, {"$type": "*Plain",
// "$ptr": K, "$value": VALUE} (arc.PointerID; a nil pointer's value is null
// and it has no number), so the places that held one pointer hold one again
// after a load (arc.ReadPointer: the first place read makes it). A load of a name outside the list fails
// (arc.ErrUnregistered, naming it). Any other dynamic type (a func, a channel,
// a type of another package outside the registry) is saved as "unsaveable T"
// (arc.WriteUnsaveable) and reported unreadable on load.

// dynTypes returns the types other than arcs that a value of interface type t
// can be saved holding, sorted by their saved names, with those names. seen is
// the unsaveable walk's (t is in it while its own candidates are checked, so a
// type holding t in a field of its own is left out).
func (g *gen) dynTypes(t types.Type, seen map[types.Type]bool) ([]types.Type, []string) {
	iface, _ := t.Underlying().(*types.Interface)
	if iface == nil {
		return nil, nil
	}
	var out []types.Type
	add := func(c types.Type) {
		for _, o := range out {
			if types.Identical(o, c) {
				return
			}
		}
		if types.Implements(c, iface) && g.unsaveable(c, seen, false) == "" {
			out = append(out, c)
		}
	}
	for k := types.Bool; k <= types.String; k++ {
		if b := types.Typ[k]; b.Info()&(types.IsBoolean|types.IsInteger|types.IsFloat|types.IsString) != 0 {
			add(b)
		}
	}
	scope := g.pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams().Len() > 0 || g.arcOf(n) != nil || types.IsInterface(n) || g.isAmbient(n) || g.isAmbient(types.NewPointer(n)) {
			continue
		}
		add(n)
		if g.unsaveable(n, seen, false) == "" {
			p := types.NewPointer(n)
			if types.Implements(p, iface) {
				out = append(out, p)
			}
		}
	}
	if g.typeArgsDone {
		var names []string
		for n := range g.typeArgs {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			if c := g.typeArgs[n]; !types.IsInterface(c) && g.childArc(c) == nil {
				add(c)
			}
		}
	}
	names := make([]string, len(out))
	for i, c := range out {
		names[i] = types.TypeString(c, types.RelativeTo(g.pkg))
	}
	sort.Sort(byName{out, names})
	return out, names
}

type byName struct {
	ts    []types.Type
	names []string
}

func (b byName) Len() int           { return len(b.ts) }
func (b byName) Less(i, j int) bool { return b.names[i] < b.names[j] }
func (b byName) Swap(i, j int) {
	b.ts[i], b.ts[j] = b.ts[j], b.ts[i]
	b.names[i], b.names[j] = b.names[j], b.names[i]
}

// dynCodec writes the cases of the helpers saving and loading a value of
// interface type t whose dynamic type is one of dynTypes: the encoder's cases
// of its type switch on x (bound as a), and the decoder's cases of a switch on
// the saved name, reading the Value val. It returns the names.
func (fo *fileOut) dynCodec(enc, dec *strings.Builder, t types.Type) []string {
	ts, names := fo.g.dynTypes(t, map[types.Type]bool{t: true})
	for i, c := range ts {
		cs := fo.typeString(c)
		fmt.Fprintf(enc, "case %s:\nw.BeginObject()\nw.Key(\"$type\")\nw.String(%q)\n", cs, names[i])
		fmt.Fprintf(dec, "case %q:\nvar y %s\n", names[i], cs)
		if p, ok := c.(*types.Pointer); ok {
			es := fo.typeString(p.Elem())
			fmt.Fprintf(enc, "if a == nil {\nw.Key(\"$value\")\nw.Null()\n} else {\nw.Key(\"$ptr\")\nw.Int(int64(arc.PointerID(w, a)))\nw.Key(\"$value\")\n%s\n}\n", fo.enc("w", p.Elem(), "(*a)"))
			fmt.Fprintf(dec, "if !val.IsNull() {\nif err := arc.ReadPointer(v, val, &y, func(x arc.Value, q *%s) error {\nreturn %s\n}); err != nil {\nreturn err\n}\n}\n", es, fo.dec(p.Elem(), "x", "q"))
		} else {
			fmt.Fprintf(enc, "w.Key(\"$value\")\n%s\n", fo.enc("w", c, "a"))
			fmt.Fprintf(dec, "if err := %s; err != nil {\nreturn err\n}\n", fo.dec(c, "val", "&y"))
		}
		enc.WriteString("w.EndObject()\nreturn\n")
		dec.WriteString("*p = y\nreturn nil\n")
	}
	return names
}

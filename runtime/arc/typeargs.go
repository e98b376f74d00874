package arc

import (
	"slices"
	"strings"
)

// FrameOf is Frame for a generic passage, whose saved name carries its type
// arguments ("Tally[int]", "Counter[float64].Add"): when saved frame i belongs
// to another passage and its name has a type argument outside registered (the
// package's registry, written by the generator), the load fails with an error
// wrapping ErrUnregistered that names it, and FrameOf returns nil. For
// generated code.
func (r *Reader) FrameOf(i int, passage string, registered []string) *FrameReader {
	if fr := r.frame(i); fr != nil && fr.passage != passage {
		if err := checkTypeArgs(fr.passage, registered); err != nil && r.sess.fail(err) {
			return nil
		}
	}
	return r.Frame(i, passage)
}

// typeArgser is a generic arc type: its generated ArcTypeArgs returns the type
// arguments a save of it may name.
type typeArgser interface{ ArcTypeArgs() []string }

// checkArcType returns the error wrapping ErrUnregistered for a saved arc type
// name typ naming a type argument a (a generic arc type) does not register, or
// nil.
func checkArcType(typ string, a Saveable) error {
	if t, ok := a.(typeArgser); ok {
		return checkTypeArgs(typ, t.ArcTypeArgs())
	}
	return nil
}

// checkTypeArgs returns the error wrapping ErrUnregistered for the first type
// argument of the saved name (the list in its first brackets, split at the
// commas outside nested brackets and parentheses) outside registered, or nil.
func checkTypeArgs(name string, registered []string) error {
	for _, a := range typeArgs(name) {
		if !slices.Contains(registered, a) {
			return Unregistered(a, registered...)
		}
	}
	return nil
}

// typeArgs returns the type arguments a saved name lists in its first
// brackets: "Pair[int, Box[string, int]].Run" gives int and "Box[string, int]".
func typeArgs(name string) []string {
	open := -1
	for i := 0; i < len(name); i++ {
		if name[i] == '[' {
			open = i
			break
		}
	}
	if open < 0 {
		return nil
	}
	var out []string
	depth, from := 0, open+1
	for i := open + 1; i < len(name); i++ {
		switch name[i] {
		case '[', '(', '{':
			depth++
		case ')', '}':
			depth--
		case ']':
			if depth == 0 {
				return append(out, strings.TrimSpace(name[from:i]))
			}
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(name[from:i]))
				from = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(name[from:])) // unclosed: what there is
}

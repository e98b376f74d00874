package arc

import "fmt"

// DynamicValue reads a value of interface type that generated code saved with
// its dynamic type, an object {"$type": NAME, "$value": VALUE} (the same object
// in the binary form) written for a dynamic value that is not an arc (an int, a
// struct or a pointer to one of the script's package: see the package
// documentation, "Interface values"). It returns the type's name and the Value
// of the value (a missing Value if the save has none), and ok false if v is
// anything else (a saved arc, a reference, a note "unsaveable T", null). For
// generated code, which reads x with the codec of the type named, or fails the
// load with Unregistered for a name it does not know.
func DynamicValue(v Value) (name string, x Value, ok bool) {
	t, ok := v.Field("$type")
	if !ok || ReadString(t, &name) != nil {
		return "", Value{}, false
	}
	x, present := v.Field("$value")
	if !present {
		x = Value{v: missingValue{}, r: v.r}
	}
	return name, x, true
}

// PointerID returns the number of the pointer p (not nil) in the save w is
// writing: pointers held by interface values are numbered from 0 in the order
// a save first meets them, and the same pointer gets the same number wherever
// it is held. Generated code writes it as "$ptr" beside the value, so a load
// gives every place one pointer again (ReadPointer). For generated code.
func PointerID(w *Writer, p any) int {
	if k, ok := w.arcs.ptrs[p]; ok {
		return k
	}
	if w.arcs.ptrs == nil {
		w.arcs.ptrs = map[any]int{}
	}
	k := len(w.arcs.ptrs)
	w.arcs.ptrs[p] = k
	return k
}

// ReadPointer reads into *p the pointer an interface value saved with its
// dynamic type *T holds: obj is the saved object, x its "$value" (not null),
// read into a new T with dec. A pointer numbered "$ptr" K that this load read
// already is that pointer again, not a copy, so places that held one pointer
// when saved hold one after the load. It returns an error wrapping ErrBadValue
// if K was read as a pointer of another type, or dec's error. For generated
// code.
func ReadPointer[T any](obj, x Value, p **T, dec func(Value, *T) error) error {
	var k int64
	f, numbered := obj.Field("$ptr")
	if numbered {
		if err := ReadInt(f, &k); err != nil {
			return err
		}
	}
	sess := obj.r.session()
	if numbered && sess != nil {
		if old, ok := sess.ptrs[k]; ok {
			y, ok := old.(*T)
			if !ok {
				return fmt.Errorf("%w: saved pointer %d is a %T, not a %T", ErrBadValue, k, old, y)
			}
			*p = y
			return nil
		}
	}
	y := new(T)
	if err := dec(x, y); err != nil {
		return err
	}
	if numbered && sess != nil {
		if sess.ptrs == nil {
			sess.ptrs = map[int64]any{}
		}
		sess.ptrs[k] = y
	}
	*p = y
	return nil
}

// session returns the load session r belongs to, or nil.
func (r *Reader) session() *loadSession {
	if r == nil {
		return nil
	}
	return r.sess
}

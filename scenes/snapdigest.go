package scenes

import (
	"crypto/sha256"
	"fmt"
	"hash"
	"reflect"
	"slices"
	"sync"
)

// The component-type check of snapshots. Each registered type has a digest of
// its whole memory layout as a snapshot sees it: its size, its saved and
// snapshot-only fields (name, offset) and, recursively, the layout of every
// field's type (kind, size, and through structs, arrays, slices, pointers and
// maps every nested field's name, kind, offset and size). A type met again
// inside itself (a tree of slices, a linked *T) is written as a back
// reference, so recursive types have a digest too. TypesDigest combines them
// with the registration indexes; a snapshot records it and the list of names
// and digests, so a refusal can name the types that changed.

// TypesDigest returns 16 bytes that identify the component registry as a
// snapshot sees it: every type's name, registration index and whole layout
// (see above). A snapshot records it, and one made by a build with other
// component types is refused.
func TypesDigest() [16]byte {
	if registry.frozen.Load() {
		typesOnce.Do(func() { typesDigest, typesList = workOutTypes() })
		return typesDigest
	}
	d, _ := workOutTypes()
	return d
}

// AppendTypesList appends the list of registered component types a snapshot
// records: a 4-byte count, then per type in registration order its name (a
// 4-byte length and its bytes) and the first 8 bytes of its layout digest.
// Once the registry is frozen (a scene exists) the list is worked out once
// and appending it makes no allocation when buf is large enough.
func AppendTypesList(buf []byte) []byte {
	if registry.frozen.Load() {
		typesOnce.Do(func() { typesDigest, typesList = workOutTypes() })
		return append(buf, typesList...)
	}
	_, l := workOutTypes()
	return append(buf, l...)
}

var (
	typesOnce   sync.Once
	typesDigest [16]byte // once the registry is frozen
	typesList   []byte   // AppendTypesList's bytes, once frozen
)

func workOutTypes() ([16]byte, []byte) {
	h := sha256.New()
	list := appendU32(nil, len(registry.sorted))
	for _, c := range byIndexNow() {
		d := TypeLayoutDigest(c)
		fmt.Fprintf(h, "%s %d %x\n", c.name, c.index, d)
		list = append(appendStr(list, c.name), d[:]...)
	}
	var out [16]byte
	copy(out[:], h.Sum(nil))
	return out, list
}

// byIndexNow returns the registered types by registration index, worked out
// each call (the registry may not be frozen yet).
func byIndexNow() []*ComponentType {
	out := make([]*ComponentType, len(registry.sorted))
	for _, c := range registry.sorted {
		out[c.index] = c
	}
	return out
}

// TypeLayoutDigest returns the first 8 bytes of the digest of c's layout as
// a snapshot sees it (see TypesDigest): two builds whose types have equal
// digests read each other's snapshot bytes the same way.
func TypeLayoutDigest(c *ComponentType) [8]byte {
	h := sha256.New()
	seen := map[reflect.Type]int{}
	fmt.Fprintf(h, "%d\n", c.goType.Size())
	for _, f := range c.model.fields {
		off, _ := fieldOffset(c.goType, f.index)
		fmt.Fprintf(h, "field %s @%d ", f.Name, off)
		writeLayout(h, f.Type, seen)
	}
	for i := range c.goType.NumField() {
		if sf := c.goType.Field(i); snapshotOnly(sf) {
			fmt.Fprintf(h, "only %s @%d ", sf.Name, sf.Offset)
			writeLayout(h, sf.Type, seen)
		}
	}
	var out [8]byte
	copy(out[:], h.Sum(nil))
	return out
}

// layoutDigest returns the digest of t's layout alone (for tests).
func layoutDigest(t reflect.Type) [8]byte {
	h := sha256.New()
	writeLayout(h, t, map[reflect.Type]int{})
	var out [8]byte
	copy(out[:], h.Sum(nil))
	return out
}

// writeLayout writes t's layout to h: its kind and size, then what it holds.
// seen numbers the types met so far; one met again is written as "^n".
func writeLayout(h hash.Hash, t reflect.Type, seen map[reflect.Type]int) {
	if n, ok := seen[t]; ok {
		fmt.Fprintf(h, "^%d;", n)
		return
	}
	seen[t] = len(seen)
	fmt.Fprintf(h, "%v:%d", t.Kind(), t.Size())
	switch t.Kind() {
	case reflect.Struct:
		h.Write([]byte("{"))
		for i := range t.NumField() {
			sf := t.Field(i)
			fmt.Fprintf(h, "%s@%d ", sf.Name, sf.Offset)
			writeLayout(h, sf.Type, seen)
		}
		h.Write([]byte("}"))
	case reflect.Array:
		fmt.Fprintf(h, "[%d]", t.Len())
		writeLayout(h, t.Elem(), seen)
	case reflect.Slice, reflect.Pointer:
		writeLayout(h, t.Elem(), seen)
	case reflect.Map:
		writeLayout(h, t.Key(), seen)
		writeLayout(h, t.Elem(), seen)
	}
	h.Write([]byte(";"))
}

// TypesChanges compares a list AppendTypesList wrote (by the build that made
// a snapshot) with this build's registry and returns one phrase per
// component type added, removed or changed since, in name order, such as
// "component Game.Walker changed since this snapshot was made". It returns an
// error if list is not such a list.
func TypesChanges(list []byte) ([]string, error) {
	r := &snapReader{b: list}
	then := map[string][8]byte{}
	for range r.count(12) {
		name := r.str()
		if d := r.take(8); d != nil {
			then[name] = [8]byte(d)
		}
	}
	if r.err != nil {
		return nil, fmt.Errorf("the list of component types: %w", r.err)
	}
	if len(r.b) != 0 {
		return nil, fmt.Errorf("the list of component types has %d bytes left over", len(r.b))
	}
	var out []string
	for _, c := range registry.sorted {
		d, ok := then[c.name]
		switch {
		case !ok:
			out = append(out, "component "+c.name+" was added since this snapshot was made")
		case d != TypeLayoutDigest(c):
			out = append(out, "component "+c.name+" changed since this snapshot was made")
		}
		delete(then, c.name)
	}
	var removed []string
	for name := range then {
		removed = append(removed, "component "+name+" was removed since this snapshot was made")
	}
	slices.Sort(removed)
	return append(out, removed...), nil
}

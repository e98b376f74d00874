package scenes

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"reflect"
	"slices"
	"strconv"
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

// workOutTypes returns TypesDigest's digest and AppendTypesList's list. The
// text hashed is the same as when it was written with fmt.Fprintf into the
// hashes; it is appended to one buffer instead (layoutText), which took the
// work from 8.6M instructions to 3.9M (cachegrind, the player's 153 types).
func workOutTypes() ([16]byte, []byte) {
	list := appendU32(nil, len(registry.sorted))
	var all, one []byte
	seen := map[reflect.Type]int{}
	for _, c := range byIndexNow() {
		one = layoutText(one[:0], c, seen)
		d := digest8(one)
		all = append(append(all, c.name...), ' ')
		all = strconv.AppendInt(all, int64(c.index), 10)
		all = append(hex.AppendEncode(append(all, ' '), d[:]), '\n')
		list = append(appendStr(list, c.name), d[:]...)
	}
	sum := sha256.Sum256(all)
	return [16]byte(sum[:16]), list
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
	return digest8(layoutText(nil, c, map[reflect.Type]int{}))
}

// digest8 returns the first 8 bytes of text's SHA-256.
func digest8(text []byte) [8]byte {
	sum := sha256.Sum256(text)
	return [8]byte(sum[:8])
}

// layoutText appends the text of c's layout that TypeLayoutDigest hashes to
// buf: its size, then each saved field's name, offset and layout, then each
// snapshot-only field's. seen is cleared and used for the back references.
func layoutText(buf []byte, c *ComponentType, seen map[reflect.Type]int) []byte {
	clear(seen)
	buf = append(appendUint(buf, uint64(c.goType.Size())), '\n')
	for _, f := range c.model.fields {
		off, _ := fieldOffset(c.goType, f.index)
		buf = append(append(append(buf, "field "...), f.Name...), " @"...)
		buf = append(appendUint(buf, uint64(off)), ' ')
		buf = writeLayout(buf, f.Type, seen)
	}
	for i := range c.goType.NumField() {
		if sf := c.goType.Field(i); snapshotOnly(sf) {
			buf = append(append(append(buf, "only "...), sf.Name...), " @"...)
			buf = append(appendUint(buf, uint64(sf.Offset)), ' ')
			buf = writeLayout(buf, sf.Type, seen)
		}
	}
	return buf
}

// appendUint appends v in decimal.
func appendUint(buf []byte, v uint64) []byte { return strconv.AppendUint(buf, v, 10) }

// layoutDigest returns the digest of t's layout alone (for tests).
func layoutDigest(t reflect.Type) [8]byte {
	return digest8(writeLayout(nil, t, map[reflect.Type]int{}))
}

// writeLayout appends t's layout to buf: its kind and size, then what it
// holds. seen numbers the types met so far; one met again is written as "^n".
func writeLayout(buf []byte, t reflect.Type, seen map[reflect.Type]int) []byte {
	if n, ok := seen[t]; ok {
		return append(appendUint(append(buf, '^'), uint64(n)), ';')
	}
	seen[t] = len(seen)
	buf = appendUint(append(append(buf, t.Kind().String()...), ':'), uint64(t.Size()))
	switch t.Kind() {
	case reflect.Struct:
		buf = append(buf, '{')
		for i := range t.NumField() {
			sf := t.Field(i)
			buf = append(appendUint(append(append(buf, sf.Name...), '@'), uint64(sf.Offset)), ' ')
			buf = writeLayout(buf, sf.Type, seen)
		}
		buf = append(buf, '}')
	case reflect.Array:
		buf = append(appendUint(append(buf, '['), uint64(t.Len())), ']')
		buf = writeLayout(buf, t.Elem(), seen)
	case reflect.Slice, reflect.Pointer:
		buf = writeLayout(buf, t.Elem(), seen)
	case reflect.Map:
		buf = writeLayout(buf, t.Key(), seen)
		buf = writeLayout(buf, t.Elem(), seen)
	}
	return append(buf, ';')
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

package scenes

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"unsafe"
)

// The snapshot codec of a component type: a list of operations on the
// component's memory, worked out once per type from its model (the saved
// fields), so taking a snapshot reflects over nothing. A run of saved fields
// that hold no pointer (numbers, bools, arrays and structs of them) is copied
// as raw bytes; strings, slices, pointers and maps have their own operations.
// The bytes are the machine's own (little-endian on every platform Griff runs
// on): a snapshot is for the same build of the game, which its header checks.

// codec encodes and decodes values of one type at a memory address.
type codec struct {
	ops  []codecOp
	size uintptr
	// notState are a component type's top-level fields a snapshot does not
	// hold (tagged griff:"-", unexported, not in the model): an in-place
	// restore zeroes them, so a component's links and caches are as a new
	// component's before its Attached hook runs (see snapinplace.go).
	notState []notStateField
}

type notStateField struct {
	off uintptr
	typ reflect.Type
}

// codecOp is one operation of a codec: a raw run, or one field of a kind
// that holds references.
type codecOp struct {
	kind reflect.Kind // 0: a raw run of n bytes at off
	off  uintptr
	n    uintptr
	typ  reflect.Type // the field's type for slices, pointers and maps
	elem *codec       // the element's codec (slices, arrays of references, pointers)
	key  *codec       // a map's key codec
	cnt  int          // an array's length
}

var errShort = errors.New("the data ends too early")

// snapReader reads a snapshot with bounds checks; the first error sticks.
type snapReader struct {
	b   []byte
	err error
}

func (r *snapReader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
	r.b = nil
}

func (r *snapReader) take(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > len(r.b) {
		r.fail(errShort)
		return nil
	}
	out := r.b[:n:n]
	r.b = r.b[n:]
	return out
}

func (r *snapReader) u64() uint64 {
	if b := r.take(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (r *snapReader) u32() uint32 {
	if b := r.take(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (r *snapReader) byte1() byte {
	if b := r.take(1); b != nil {
		return b[0]
	}
	return 0
}

// count reads a length and checks that at least min bytes per item remain.
func (r *snapReader) count(min int) int {
	n := r.u32()
	if r.err == nil && (min > 0 && int(n) > len(r.b)/min || min == 0 && n > 1<<20) {
		r.fail(fmt.Errorf("a count of %d is more than the data holds", n))
		return 0
	}
	return int(n)
}

// flag reads the byte that says whether a list, map or pointer (what) is
// present: true for 1, false for 0; any other value fails the read and
// returns false.
func (r *snapReader) flag(what string) bool {
	switch r.byte1() {
	case 0:
		return false
	case 1:
		return true
	}
	r.fail(fmt.Errorf("a %s flag is neither 0 nor 1", what))
	return false
}

// listLen reads the length of a list of op.elem items, failing the read when a
// list of raw items is longer than the bytes left could hold.
func (op *codecOp) listLen(r *snapReader) int {
	es := op.elem.size
	n := r.count(int(min(es, 1)))
	if es > 0 && n > len(r.b)/int(es) && op.elem.raw() {
		r.fail(fmt.Errorf("a list of %d items is more than the data holds", n))
		return 0
	}
	return n
}

func (r *snapReader) bytes() []byte { return r.take(r.count(1)) }

func (r *snapReader) str() string { return string(r.bytes()) }

func appendU32(buf []byte, n int) []byte { return binary.LittleEndian.AppendUint32(buf, uint32(n)) }

func appendStr(buf []byte, s string) []byte { return append(appendU32(buf, len(s)), s...) }

// maxSnapDepth is how deep values may nest through slices, pointers and maps
// in a snapshot: a recursive type (a tree of slices, a linked list) is written
// recursively, and a pointer cycle or a list longer than this is an error, not
// a stack overflow.
const maxSnapDepth = 10000

var errTooDeep = fmt.Errorf("values nest more than %d deep through slices, pointers and maps (a pointer cycle, or a linked list that long)", maxSnapDepth)

// codecCache holds the codecs of the types one compileCodec call has met, so
// a type that holds itself (through a slice, pointer or map) gets one codec
// that refers to itself instead of an endless build.
type codecCache map[reflect.Type]*codec

// compileCodec works out the codec of a struct type from its saved fields.
func compileCodec(rt reflect.Type, fields []Field) (*codec, error) {
	c := &codec{size: rt.Size()}
	cache := codecCache{}
	for _, f := range fields {
		off, err := fieldOffset(rt, f.index)
		if err != nil {
			return nil, err
		}
		if err := c.add(f.Type, off, cache); err != nil {
			return nil, fmt.Errorf("field %s: %w", f.Name, err)
		}
	}
	saved := map[int]bool{}
	for _, f := range fields {
		saved[f.index[0]] = true
	}
	for i := range rt.NumField() {
		sf := rt.Field(i)
		switch {
		case snapshotOnly(sf):
			if err := c.add(sf.Type, sf.Offset, cache); err != nil {
				return nil, fmt.Errorf("field %s: %w", sf.Name, err)
			}
		case !saved[i] && sf.Type.Size() > 0:
			c.notState = append(c.notState, notStateField{sf.Offset, sf.Type})
		}
	}
	return c, nil
}

func fieldOffset(rt reflect.Type, index []int) (uintptr, error) {
	var off uintptr
	t := rt
	for _, i := range index {
		sf := t.Field(i)
		off += sf.Offset
		t = sf.Type
	}
	return off, nil
}

// typeCodec works out the codec of any type t (the value at offset 0), or
// returns the one in cache. The codec is in cache before its operations are
// worked out, so a type reached again through its own slices, pointers or
// maps shares it.
func typeCodec(t reflect.Type, cache codecCache) (*codec, error) {
	if c, ok := cache[t]; ok {
		return c, nil
	}
	c := &codec{size: t.Size()}
	cache[t] = c
	return c, c.add(t, 0, cache)
}

// add appends the operations for a value of type t at offset off.
func (c *codec) add(t reflect.Type, off uintptr, cache codecCache) error {
	if !hasRefs(t) {
		if n := len(c.ops); n > 0 && c.ops[n-1].kind == 0 && c.ops[n-1].off+c.ops[n-1].n == off {
			c.ops[n-1].n += t.Size()
		} else if t.Size() > 0 {
			c.ops = append(c.ops, codecOp{off: off, n: t.Size()})
		}
		return nil
	}
	switch t.Kind() {
	case reflect.String:
		c.ops = append(c.ops, codecOp{kind: reflect.String, off: off})
	case reflect.Struct:
		for i := range t.NumField() {
			sf := t.Field(i)
			if _, skip := fieldKey(sf); skip || !sf.IsExported() && !(sf.Anonymous && sf.Type.Kind() == reflect.Struct) {
				continue
			}
			if err := c.add(sf.Type, off+sf.Offset, cache); err != nil {
				return err
			}
		}
	case reflect.Array:
		for i := range t.Len() {
			if err := c.add(t.Elem(), off+uintptr(i)*t.Elem().Size(), cache); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Pointer:
		elem, err := typeCodec(t.Elem(), cache)
		if err != nil {
			return err
		}
		c.ops = append(c.ops, codecOp{kind: t.Kind(), off: off, typ: t, elem: elem})
	case reflect.Map:
		key, err := typeCodec(t.Key(), cache)
		if err != nil {
			return err
		}
		elem, err := typeCodec(t.Elem(), cache)
		if err != nil {
			return err
		}
		c.ops = append(c.ops, codecOp{kind: reflect.Map, off: off, typ: t, key: key, elem: elem})
	default:
		return fmt.Errorf("a %v cannot be in a snapshot", t)
	}
	return nil
}

// hasRefs reports whether values of t hold a pointer, string, slice, map,
// interface, func or channel.
func hasRefs(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Array:
		return t.Len() > 0 && hasRefs(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if hasRefs(t.Field(i).Type) {
				return true
			}
		}
		return false
	case reflect.String, reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface,
		reflect.Chan, reflect.Func, reflect.UnsafePointer:
		return true
	}
	return false
}

// appendTo appends the value at p, depth levels of slices, pointers and maps
// down. It returns errTooDeep past maxSnapDepth.
func (c *codec) appendTo(buf []byte, p unsafe.Pointer, depth int) ([]byte, error) {
	var err error
	for i := range c.ops {
		op := &c.ops[i]
		at := unsafe.Add(p, op.off)
		switch op.kind {
		case 0:
			buf = append(buf, unsafe.Slice((*byte)(at), op.n)...)
		case reflect.String:
			buf = appendStr(buf, *(*string)(at))
		case reflect.Slice:
			buf, err = op.appendSlice(buf, at, depth+1)
		case reflect.Pointer:
			q := *(*unsafe.Pointer)(at)
			if q == nil {
				buf = append(buf, 0)
			} else if depth >= maxSnapDepth {
				err = errTooDeep
			} else {
				buf, err = op.elem.appendTo(append(buf, 1), q, depth+1)
			}
		case reflect.Map:
			buf, err = op.appendMap(buf, at, depth+1)
		}
		if err != nil {
			return buf, err
		}
	}
	return buf, nil
}

func (op *codecOp) appendSlice(buf []byte, at unsafe.Pointer, depth int) ([]byte, error) {
	h := (*sliceHeader)(at)
	if h.data == nil {
		return append(buf, 0), nil
	}
	buf = appendU32(append(buf, 1), h.len)
	es := op.elem.size
	if op.elem.raw() {
		return append(buf, unsafe.Slice((*byte)(h.data), uintptr(h.len)*es)...), nil
	}
	if depth > maxSnapDepth {
		return buf, errTooDeep
	}
	var err error
	for i := range h.len {
		if buf, err = op.elem.appendTo(buf, unsafe.Add(h.data, uintptr(i)*es), depth); err != nil {
			return buf, err
		}
	}
	return buf, nil
}

// raw reports whether the codec's values are one run of raw bytes, their
// whole size.
func (c *codec) raw() bool {
	return len(c.ops) == 1 && c.ops[0].kind == 0 && c.ops[0].off == 0 && c.ops[0].n == c.size
}

type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

// appendMap appends a map's entries in the order of their keys' bytes (the
// slow path: maps in components are rare).
func (op *codecOp) appendMap(buf []byte, at unsafe.Pointer, depth int) ([]byte, error) {
	m := reflect.NewAt(op.typ, at).Elem()
	if m.IsNil() {
		return append(buf, 0), nil
	}
	if depth > maxSnapDepth {
		return buf, errTooDeep
	}
	type kv struct{ k, v []byte }
	list := make([]kv, 0, m.Len())
	for it := m.MapRange(); it.Next(); {
		k, v := reflect.New(op.typ.Key()), reflect.New(op.typ.Elem())
		k.Elem().Set(it.Key())
		v.Elem().Set(it.Value())
		kb, err := op.key.appendTo(nil, k.UnsafePointer(), depth)
		if err != nil {
			return buf, err
		}
		vb, err := op.elem.appendTo(nil, v.UnsafePointer(), depth)
		if err != nil {
			return buf, err
		}
		list = append(list, kv{kb, vb})
	}
	slices.SortFunc(list, func(a, b kv) int { return bytes.Compare(a.k, b.k) })
	buf = appendU32(append(buf, 1), len(list))
	for _, e := range list {
		buf = append(append(buf, e.k...), e.v...)
	}
	return buf, nil
}

// readInto decodes a value into p, which must hold the zero value or one to
// overwrite wholly, depth levels of slices, pointers and maps down. Errors
// are left in r.
func (c *codec) readInto(r *snapReader, p unsafe.Pointer, depth int) {
	if depth > maxSnapDepth {
		r.fail(errTooDeep)
		return
	}
	for i := range c.ops {
		if r.err != nil {
			return
		}
		op := &c.ops[i]
		at := unsafe.Add(p, op.off)
		switch op.kind {
		case 0:
			if b := r.take(int(op.n)); b != nil {
				copy(unsafe.Slice((*byte)(at), op.n), b)
			}
		case reflect.String:
			// An equal string is kept (an in-place restore reads over
			// the old value): no allocation.
			if b := r.bytes(); string(b) != *(*string)(at) {
				*(*string)(at) = string(b)
			}
		case reflect.Slice:
			op.readSlice(r, at, depth+1)
		case reflect.Pointer:
			if !r.flag("pointer") {
				*(*unsafe.Pointer)(at) = nil
				break
			}
			v := reflect.New(op.typ.Elem())
			op.elem.readInto(r, v.UnsafePointer(), depth+1)
			*(*unsafe.Pointer)(at) = v.UnsafePointer()
		case reflect.Map:
			op.readMap(r, at, depth+1)
		}
	}
}

func (op *codecOp) readSlice(r *snapReader, at unsafe.Pointer, depth int) {
	v := reflect.NewAt(op.typ, at).Elem()
	if !r.flag("list") {
		v.SetZero()
		return
	}
	es := op.elem.size
	n := op.listLen(r)
	if r.err != nil {
		return
	}
	// Grown in place, not reflect.MakeSlice: that allocates the slice
	// header too (half the allocations of a restore of small components).
	if n == 0 { // empty, not nil
		v.Set(reflect.MakeSlice(op.typ, 0, 0))
		return
	}
	v.SetZero()
	v.Grow(n)
	v.SetLen(n)
	base := v.UnsafePointer()
	if op.elem.raw() {
		if b := r.take(n * int(es)); b != nil && n > 0 {
			copy(unsafe.Slice((*byte)(base), uintptr(n)*es), b)
		}
	} else {
		for i := range n {
			op.elem.readInto(r, unsafe.Add(base, uintptr(i)*es), depth)
		}
	}
}

func (op *codecOp) readMap(r *snapReader, at unsafe.Pointer, depth int) {
	v := reflect.NewAt(op.typ, at).Elem()
	if !r.flag("map") {
		v.SetZero()
		return
	}
	n := r.count(1)
	m := reflect.MakeMapWithSize(op.typ, min(n, 1024))
	for range n {
		k, e := reflect.New(op.typ.Key()), reflect.New(op.typ.Elem())
		op.key.readInto(r, k.UnsafePointer(), depth)
		op.elem.readInto(r, e.UnsafePointer(), depth)
		if r.err != nil {
			return
		}
		m.SetMapIndex(k.Elem(), e.Elem())
	}
	v.Set(m)
}

package scenes

import (
	"encoding/binary"
	"reflect"
	"unsafe"
)

// Comparing an entity with a record it wrote before, without writing it
// again. runtime.Timeline shared the record of an entity that did not change
// this way until it took change marks (marks.go), which spare it reading the
// unchanged entities at all; the comparison is kept for code that has a
// record and no marks. What the record holds
// is compared with the memory it was written from (the record is the
// shadow copy: a run of raw bytes in a record is the component's memory as
// it was, so comparing it is one memcmp per run). That reads each byte once
// where writing the record again and comparing the two read it twice and
// wrote it once.
//
// SameSnapshotRecord reports true only when AppendSnapshotRecord would write
// exactly rec: a value it cannot compare cheaply (a map, whose order is
// worked out as it is written) counts as changed and is written again.
// TestSameSnapshotRecord checks the answer against writing and comparing.

// SameSnapshotRecord reports whether rec (a record with its length first, as
// AppendSnapshotRecord appends it) is exactly what AppendSnapshotRecord would
// append for e now. It makes no allocation and never panics on any rec; it
// reports false for a component with a map field (such a record is written
// again; a nil map compares) or whose type cannot be in a snapshot.
func (e *Entity) SameSnapshotRecord(rec []byte) bool {
	le := binary.LittleEndian
	if len(rec) < recHead+len(e.Name())+recBody || int(le.Uint32(rec)) != len(rec)-4 {
		return false
	}
	var parent EntityID
	if e.parent != nil {
		parent = e.parent.id
	}
	if le.Uint64(rec[4:]) != uint64(e.id) || le.Uint64(rec[12:]) != uint64(parent) ||
		le.Uint32(rec[20:]) != uint32(len(e.Name())) || string(rec[recHead:recHead+len(e.Name())]) != e.Name() {
		return false
	}
	var body [recBody]byte
	e.transform.putRecord(body[:], e.is(eActive))
	le.PutUint32(body[recBody-4:], uint32(len(e.comps())))
	b := rec[recHead+len(e.Name()):]
	if string(b[:recBody]) != string(body[:]) {
		return false
	}
	b = b[recBody:]
	for i := range e.comps() {
		var ok bool
		if b, ok = e.comps()[i].sameRecord(e, b); !ok {
			return false
		}
	}
	if b, ok := sameCount(b, len(e.unknowns())); ok {
		for _, u := range e.unknowns() {
			if b, ok = sameStr(b, u.name); ok {
				b, ok = sameStr(b, string(u.data))
			}
			if !ok {
				return false
			}
		}
		return len(b) == 0
	}
	return false
}

// sameRecord compares c's part of a record at the start of b (its type
// index, kept fields and saved fields) and returns the bytes after it.
func (c *compRef) sameRecord(e *Entity, b []byte) ([]byte, bool) {
	typ := c.typ()
	kept := e.kept(c)
	if typ.snapErr() != nil || len(b) < 8 ||
		binary.LittleEndian.Uint64(b) != uint64(uint32(typ.index))|uint64(len(kept))<<32 {
		return nil, false
	}
	b = b[8:]
	ok := true
	for _, k := range kept {
		if b, ok = sameStr(b, k.key); ok {
			b, ok = sameStr(b, string(k.value))
		}
		if !ok {
			return nil, false
		}
	}
	return typ.snapCodec().same(b, c.p, 0)
}

// sameCount compares the 4-byte count at the start of b with n.
func sameCount(b []byte, n int) ([]byte, bool) {
	if len(b) < 4 || binary.LittleEndian.Uint32(b) != uint32(n) {
		return nil, false
	}
	return b[4:], true
}

// sameStr compares the string at the start of b (a 4-byte length and its
// bytes) with s.
func sameStr(b []byte, s string) ([]byte, bool) {
	b, ok := sameCount(b, len(s))
	if !ok || len(b) < len(s) || string(b[:len(s)]) != s {
		return nil, false
	}
	return b[len(s):], true
}

// same compares the bytes appendTo would write for the value at p with the
// start of b and returns the bytes after them; false for a map or a value
// nested deeper than appendTo writes (a nil map compares).
func (c *codec) same(b []byte, p unsafe.Pointer, depth int) ([]byte, bool) {
	ok := true
	for i := range c.ops {
		op := &c.ops[i]
		at := unsafe.Add(p, op.off)
		switch op.kind {
		case 0:
			if uintptr(len(b)) < op.n || string(b[:op.n]) != string(unsafe.Slice((*byte)(at), op.n)) {
				return nil, false
			}
			b = b[op.n:]
		case reflect.String:
			b, ok = sameStr(b, *(*string)(at))
		case reflect.Slice:
			b, ok = op.sameSlice(b, at, depth+1)
		case reflect.Pointer:
			q := *(*unsafe.Pointer)(at)
			switch {
			case len(b) == 0:
				ok = false
			case q == nil:
				b, ok = b[1:], b[0] == 0
			case b[0] != 1 || depth >= maxSnapDepth:
				ok = false
			default:
				b, ok = op.elem.same(b[1:], q, depth+1)
			}
		default: // a map: the same if nil in both, else written again
			if ok = len(b) > 0 && b[0] == 0 && *(*unsafe.Pointer)(at) == nil; ok {
				b = b[1:]
			}
		}
		if !ok {
			return nil, false
		}
	}
	return b, true
}

func (op *codecOp) sameSlice(b []byte, at unsafe.Pointer, depth int) ([]byte, bool) {
	h := (*sliceHeader)(at)
	if len(b) == 0 || b[0] != flag(h.data != nil) {
		return nil, false
	}
	if h.data == nil {
		return b[1:], true
	}
	b, ok := sameCount(b[1:], h.len)
	if !ok {
		return nil, false
	}
	es := op.elem.size
	if op.elem.raw() {
		n := uintptr(h.len) * es
		if uintptr(len(b)) < n || string(b[:n]) != string(unsafe.Slice((*byte)(h.data), n)) {
			return nil, false
		}
		return b[n:], true
	}
	if depth > maxSnapDepth {
		return nil, false
	}
	for i := range h.len {
		if b, ok = op.elem.same(b, unsafe.Add(h.data, uintptr(i)*es), depth); !ok {
			return nil, false
		}
	}
	return b, true
}

package physics

import (
	"reflect"
	"unsafe"
)

// The snapshot memo: what the last snapshot wrote for each object, kept so a
// steady snapshot copies the bytes of an object that did not change instead
// of writing it field by field. Most of a game's physics does not change
// between steps (static bodies and their shapes, the static broad-phase
// tree, sleeping bodies), and writing them was most of a snapshot.
//
// The bytes are the same as without the memo, by construction:
//
//   - An object's bytes depend on its memory (fields, the contents of its
//     slices) and on the numbers of the objects it points at. Numbers last
//     from snapshot to snapshot (snapnum.go): an object that holds a number
//     was met by every snapshot since it took it, and so were the objects it
//     pointed at, which kept their numbers. So an object whose memory equals
//     the image the memo took when it was last written writes the bytes it
//     wrote then, and its pointers the numbers they wrote then: the memo
//     copies the bytes and puts the objects of those numbers in the queue
//     (those this snapshot had not met yet), as writing it would.
//   - An object whose bytes depend on more than its memory is never copied:
//     one pointing at an entity or component (written by entity id and
//     whether it is still in the scene) or holding slices of slices.
//   - A restore, an error or a new numbering forgets the memo.
//
// TestSnapshotMemoSameBytes compares every snapshot of 400 steps with one
// written without the memo (and the same numbers).
//
// Memory: one image (the object's bytes in memory plus its slices'
// contents), one written form and the numbers of its pointers per object of
// the last snapshot, in three buffers compacted when more than half of them
// is left over from objects that grew or went (see snapMemo.finish): about
// twice a snapshot's size.

// snapMemo holds the buffers of the memo; each object's slots in them are
// in its numObj.
type snapMemo struct {
	out, img []byte   // written forms and images
	refs     []uint32 // numbers written by the objects' pointers, in order
	grew     bool     // a slot moved to the end of a buffer in this snapshot
	hits     int      // objects copied by the last snapshot (tests, benchmarks)
	off      bool     // write every object (tests: the bytes without the memo)
}

// memo states of a gplan.
const (
	memoUnknown = iota
	memoYes
	memoNo
)

// memoable reports whether a struct's bytes depend only on its memory, the
// contents of its slices and its pointers' numbers (see the file comment).
func (pl *gplan) memoable() bool {
	if pl.memo != memoUnknown {
		return pl.memo == memoYes
	}
	pl.memo = memoNo
	if pl.kind != reflect.Struct || pl.size == 0 {
		return false
	}
	var slices []gop
	for _, op := range pl.flatten() {
		switch op.kind {
		case kindRaw:
		case reflect.Slice:
			if !op.plan.elem.flat() {
				return false
			}
			slices = append(slices, op)
		default:
			if !op.plan.flat() {
				return false
			}
		}
	}
	pl.memoSlices = slices
	pl.memo = memoYes
	return true
}

// flat reports whether a value of plan pl is written from its own memory
// alone (pointers by number): no slice, and no pointer written by the
// scene's rule.
func (pl *gplan) flat() bool {
	switch {
	case pl.kind == reflect.Pointer:
		return pl.ext == refNone || pl.ext == refSpace || pl.ext == refHandler
	case pl.kind == reflect.Slice:
		return false
	case pl.kind == reflect.Array:
		return pl.elem.flat()
	case pl.kind == reflect.Struct:
		for _, f := range pl.fields {
			if !f.plan.flat() {
				return false
			}
		}
	}
	return true // numbers, bools, strings (immutable), interfaces and functions (by their words)
}

// bytesAt is the n bytes of memory at p.
func bytesAt(p unsafe.Pointer, n uintptr) []byte { return unsafe.Slice((*byte)(p), n) }

// clean reports whether the object o still has the image the memo keeps.
func (m *snapMemo) clean(o *numObj) bool {
	if !o.memo || m.off {
		return false
	}
	pl := o.plan
	img := m.img[o.imgAt : o.imgAt+o.imgLen]
	if uintptr(len(img)) < pl.size || string(img[:pl.size]) != string(bytesAt(o.p, pl.size)) {
		return false
	}
	at := pl.size
	for _, op := range pl.memoSlices {
		h := (*sliceHeader)(unsafe.Add(o.p, op.off))
		n := uintptr(h.len) * op.plan.elem.size
		if n == 0 {
			continue // the header, compared above, says so
		}
		if uintptr(len(img))-at < n || string(img[at:at+n]) != string(bytesAt(h.data, n)) {
			return false
		}
		at += n
	}
	return at == uintptr(len(img))
}

// record remembers what the object o wrote: out, and refs the numbers its
// pointers wrote. It does nothing for an object that is never copied.
func (m *snapMemo) record(o *numObj, out []byte, refs []uint32) {
	o.memo = false
	if !o.plan.memoable() {
		return
	}
	n := o.plan.size
	for _, op := range o.plan.memoSlices {
		n += uintptr((*sliceHeader)(unsafe.Add(o.p, op.off)).len) * op.plan.elem.size
	}
	m.img, o.imgAt, o.imgCap = slot(m, m.img, o.imgAt, o.imgCap, uint32(n))
	o.imgLen = uint32(n)
	img := m.img[o.imgAt:]
	at := uintptr(copy(img, bytesAt(o.p, o.plan.size)))
	for _, op := range o.plan.memoSlices {
		h := (*sliceHeader)(unsafe.Add(o.p, op.off))
		if k := uintptr(h.len) * op.plan.elem.size; k > 0 {
			at += uintptr(copy(img[at:], bytesAt(h.data, k)))
		}
	}
	m.out, o.outAt, o.outCap = slot(m, m.out, o.outAt, o.outCap, uint32(len(out)))
	o.outLen = uint32(copy(m.out[o.outAt:], out))
	m.refs, o.refAt, o.refCap = slot(m, m.refs, o.refAt, o.refCap, uint32(len(refs)))
	o.refLen = uint32(copy(m.refs[o.refAt:], refs))
	o.memo = true
}

// slot returns where n elements go in buf: the slot at at of capacity c if
// they fit, or a new one at the end (with room to grow by a quarter).
func slot[T any](m *snapMemo, buf []T, at, c, n uint32) ([]T, uint32, uint32) {
	if n <= c {
		return buf, at, c
	}
	m.grew = true
	c = n + n/4
	at = uint32(len(buf))
	buf = append(buf, make([]T, c)...)
	return buf, at, c
}

// finish ends a snapshot: the buffers are compacted when less than half of
// them is in use.
func (m *snapMemo) finish(objs []numObj) {
	if !m.grew {
		return
	}
	m.grew = false
	var out, img, refs uint32
	for _, o := range objs {
		out, img, refs = out+o.outCap, img+o.imgCap, refs+o.refCap
	}
	if uint32(len(m.out)) <= 2*out+4096 && uint32(len(m.img)) <= 2*img+4096 && uint32(len(m.refs)) <= 2*refs+1024 {
		return
	}
	nout, nimg, nrefs := make([]byte, 0, out), make([]byte, 0, img), make([]uint32, 0, refs)
	for i := range objs {
		o := &objs[i]
		at := uint32(len(nout))
		nout = append(nout, m.out[o.outAt:o.outAt+o.outCap]...)
		o.outAt = at
		at = uint32(len(nimg))
		nimg = append(nimg, m.img[o.imgAt:o.imgAt+o.imgCap]...)
		o.imgAt = at
		at = uint32(len(nrefs))
		nrefs = append(nrefs, m.refs[o.refAt:o.refAt+o.refCap]...)
		o.refAt = at
	}
	m.out, m.img, m.refs = nout, nimg, nrefs
}

// forget makes every object be written again.
func (m *snapMemo) forget(objs []numObj) {
	for i := range objs {
		objs[i].memo = false
	}
	m.hits = 0
}

// drain writes the queued objects' contents: each object whose image is
// unchanged is copied from the memo, the others written and remembered.
func (e *graphEnc) drain() error {
	n, m := &e.num, &e.memo
	m.hits = 0
	for i := 0; i < len(n.queue); i++ {
		o := &n.objs[n.queue[i]]
		if m.clean(o) {
			e.buf = append(e.buf, m.out[o.outAt:o.outAt+o.outLen]...)
			for _, id := range m.refs[o.refAt : o.refAt+o.refLen] {
				if r := &n.objs[id]; r.seen != n.epoch {
					r.seen = n.epoch
					n.queue = append(n.queue, id)
				}
			}
			m.hits++
			continue
		}
		start := len(e.buf)
		e.rec = o.plan.memoable()
		e.refIDs = e.refIDs[:0]
		if err := e.value(o.plan, o.p); err != nil {
			e.rec = false
			return err
		}
		e.rec = false
		o = &n.objs[n.queue[i]] // value may have grown the table
		m.record(o, e.buf[start:], e.refIDs)
	}
	return nil
}

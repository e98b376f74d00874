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
// The bytes are the same as without the memo, by construction, so the format,
// save files and every snapshot promise are untouched:
//
//   - An object's bytes depend on its memory (fields, the contents of its
//     slices) and on the numbers its pointers get, which depend on the order
//     objects were met. While every object numbered so far is the one the
//     last snapshot numbered the same ("same" mode, graphEnc.same), numbers
//     are the last snapshot's, so an object whose memory equals the image the
//     memo keeps of it writes the bytes it wrote then, and numbers what it
//     numbered then. Its bytes are copied and those objects queued without
//     a lookup.
//   - The first pointer that would number otherwise (an arbiter made, a tree
//     node moved) ends same mode: the address table is rebuilt from the
//     objects numbered so far and the rest of the snapshot is written as
//     without the memo (and remembered for the next one).
//   - An object whose bytes depend on more than its memory is never copied:
//     one pointing at an entity or component (written by entity id and
//     whether it is still in the scene) or holding slices of slices.
//   - The memo keeps addresses as integers, so it keeps nothing alive; an
//     address is followed only once a live object of this snapshot was
//     found to hold it. A restore, an error or a codec made anew forgets it.
//
// Memory: one image (the object's bytes in memory plus its slices' contents)
// and one written form per object of the last snapshot, in two buffers that
// are compacted when more than half of them is left over from objects that
// grew or went (see snapMemo.compact): about twice a snapshot's size.

// snapMemo is the last snapshot's objects, in number order.
type snapMemo struct {
	ok         bool   // objs and out/img describe the last snapshot, and graphEnc.ids holds its numbers
	rootQueued uint32 // objects numbered by the roots
	objs       []memoObj
	out, img   []byte // written forms and images, at memoObj's offsets
	grew       bool   // a slot moved to the end of out or img in this snapshot
	hits       int    // objects copied by the last snapshot (tests, benchmarks)
}

// memoObj is one object of the last snapshot.
type memoObj struct {
	addr          uintptr // where it was (an integer: kept alive by nothing here)
	plan          *gplan
	queued        uint32 // objects numbered when its contents were written
	outAt, outLen uint32 // its written contents in snapMemo.out
	outCap        uint32
	imgAt, imgLen uint32 // its image in snapMemo.img; imgLen 0: never copied
	imgCap        uint32
}

// forget makes the next snapshot write everything and number afresh.
func (m *snapMemo) forget() {
	m.ok = false
	m.hits = 0
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

// clean reports whether the object at p still has the image o keeps.
func (m *snapMemo) clean(o *memoObj, pl *gplan, p unsafe.Pointer) bool {
	if o.imgLen == 0 {
		return false
	}
	img := m.img[o.imgAt : o.imgAt+o.imgLen]
	if uintptr(len(img)) < pl.size || string(img[:pl.size]) != string(bytesAt(p, pl.size)) {
		return false
	}
	at := pl.size
	for _, op := range pl.memoSlices {
		h := (*sliceHeader)(unsafe.Add(p, op.off))
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

// record remembers object i of this snapshot: o, written as out, with queued
// objects numbered once it was written.
func (m *snapMemo) record(i int, o gobj, out []byte, queued int) {
	if i == len(m.objs) {
		m.objs = append(m.objs, memoObj{})
	}
	mo := &m.objs[i]
	mo.addr, mo.plan, mo.queued = uintptr(o.p), o.plan, uint32(queued)
	mo.imgLen, mo.outLen = 0, 0
	if !o.plan.memoable() {
		return
	}
	n := o.plan.size
	for _, op := range o.plan.memoSlices {
		n += uintptr((*sliceHeader)(unsafe.Add(o.p, op.off)).len) * op.plan.elem.size
	}
	m.img, mo.imgAt, mo.imgCap = m.slot(m.img, mo.imgAt, mo.imgCap, uint32(n))
	mo.imgLen = uint32(n)
	img := m.img[mo.imgAt:]
	at := uintptr(copy(img, bytesAt(o.p, o.plan.size)))
	for _, op := range o.plan.memoSlices {
		h := (*sliceHeader)(unsafe.Add(o.p, op.off))
		if k := uintptr(h.len) * op.plan.elem.size; k > 0 {
			at += uintptr(copy(img[at:], bytesAt(h.data, k)))
		}
	}
	m.out, mo.outAt, mo.outCap = m.slot(m.out, mo.outAt, mo.outCap, uint32(len(out)))
	mo.outLen = uint32(copy(m.out[mo.outAt:], out))
}

// slot returns where n bytes go in buf: the slot at at of capacity c if they
// fit, or a new one at the end (with room to grow by a quarter).
func (m *snapMemo) slot(buf []byte, at, c, n uint32) ([]byte, uint32, uint32) {
	if n <= c {
		return buf, at, c
	}
	m.grew = true
	c = n + n/4
	at = uint32(len(buf))
	buf = append(buf, make([]byte, c)...)
	return buf, at, c
}

// finish ends a snapshot of n objects: the memo holds those, and its buffers
// are compacted when less than half of them is in use.
func (m *snapMemo) finish(n int) {
	m.objs = m.objs[:n]
	m.ok = true
	if !m.grew {
		return
	}
	m.grew = false
	var out, img uint32
	for _, o := range m.objs {
		out, img = out+o.outCap, img+o.imgCap
	}
	if uint32(len(m.out)) <= 2*out+4096 && uint32(len(m.img)) <= 2*img+4096 {
		return
	}
	m.compact(out, img)
}

// compact copies every slot into new buffers of the sizes in use.
func (m *snapMemo) compact(out, img uint32) {
	nout, nimg := make([]byte, 0, out), make([]byte, 0, img)
	for i := range m.objs {
		o := &m.objs[i]
		at := uint32(len(nout))
		nout = append(nout, m.out[o.outAt:o.outAt+o.outCap]...)
		o.outAt = at
		at = uint32(len(nimg))
		nimg = append(nimg, m.img[o.imgAt:o.imgAt+o.imgCap]...)
		o.imgAt = at
	}
	m.out, m.img = nout, nimg
}

// leaveSame ends same mode: the address table is made again from the objects
// numbered so far, and the rest of the snapshot numbers as without the memo.
func (e *graphEnc) leaveSame() {
	e.same = false
	e.ids.start()
	for i, o := range e.objs {
		e.ids.number(o.p, uint32(i+1))
	}
}

// pointerSame is graphEnc.pointer in same mode for an object q of plan
// pl.elem: it reports whether it wrote q's number (what a snapshot without
// the memo would), or, if not, left same mode for the caller to number q.
func (e *graphEnc) pointerSame(pl *gplan, q unsafe.Pointer) bool {
	k := len(e.objs)
	objs := e.m.objs
	if k < len(objs) && objs[k].addr == uintptr(q) && objs[k].plan == pl.elem {
		e.objs = append(e.objs, gobj{pl.elem, q})
		e.uvarint(uint64(k + 1))
		return true
	}
	if id := e.ids.lookup(q); id != 0 && int(id) <= k && objs[id-1].addr == uintptr(q) && objs[id-1].plan == pl.elem {
		e.uvarint(uint64(id))
		return true
	}
	e.leaveSame()
	return false
}

// drainMemo is drain with the memo: each object whose image is unchanged is
// copied from the last snapshot, the others written and remembered.
func (e *graphEnc) drainMemo() error {
	m := e.m
	m.hits = 0
	expect := int(m.rootQueued)
	if !e.same || len(e.objs) != expect {
		e.endSame()
	}
	m.rootQueued = uint32(len(e.objs))
	for i := 0; i < len(e.objs); i++ {
		o := e.objs[i]
		if e.same && len(e.objs) != expect {
			e.leaveSame() // the last object numbered other objects than it did
		}
		if e.same && i < len(m.objs) {
			mo := &m.objs[i]
			expect = int(mo.queued)
			if m.clean(mo, o.plan, o.p) {
				e.buf = append(e.buf, m.out[mo.outAt:mo.outAt+mo.outLen]...)
				for _, q := range m.objs[len(e.objs):mo.queued] {
					e.objs = append(e.objs, gobj{q.plan, *(*unsafe.Pointer)(unsafe.Pointer(&q.addr))})
				}
				m.hits++
				continue
			}
		}
		start := len(e.buf)
		if err := e.value(o.plan, o.p); err != nil {
			return err
		}
		m.record(i, o, e.buf[start:], len(e.objs))
	}
	m.finish(len(e.objs))
	return nil
}

// endSame leaves same mode if in it.
func (e *graphEnc) endSame() {
	if e.same {
		e.leaveSame()
	}
}

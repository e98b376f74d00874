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
//   - An object whose memory differs from the image only in its runs of
//     numbers (a moving body: positions, velocities, bounding boxes), with
//     its slices' contents and external pointers as they were, is patched:
//     its last written form with each run written over by its memory now,
//     at the place the memo noted when it was written whole (patch1). Every
//     other part writes what it wrote, by the reasoning above.
//
// TestSnapshotMemoSameBytes compares every snapshot of 400 steps with one
// written without the memo (and the same numbers).
//
// Memory: one image (the object's bytes in memory plus its slices'
// contents), one written form, the numbers of its pointers and where its
// runs of numbers went per object of the last snapshot, in buffers
// compacted when more than half of them is left over from objects that grew
// or went (see snapMemo.finish): about twice a snapshot's size.

// snapMemo holds the buffers of the memo; each object's slots in them are
// in its numObj.
type snapMemo struct {
	out, img []byte   // written forms and images
	refs     []uint32 // numbers written by the objects' pointers, in order
	ext      []extRef // the objects' external pointers, in order
	raws     []uint32 // where each run of numbers went in the objects' written forms
	patched  int      // objects patched by the last snapshot (tests, benchmarks)
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

// snapVolatile lists number fields that change at every step in objects that
// otherwise rest, with why: the memo compares such an object without the
// field and writes the field's current bytes over the copy (see
// graphEnc.fields). The field must be a uint64 in a run of numbers (else the
// object is compared whole).
var snapVolatile = []struct{ typ, field, why string }{
	{"physics.bodyRec", "seen", "the sync's stamp, set on every body found, every step"},
}

// memoable reports whether an object's bytes depend only on its memory, the
// contents of its slices (and of their elements' slices), its pointers'
// numbers and what its external pointers write (checked before a copy).
func (pl *gplan) memoable() bool {
	if pl.memo != memoUnknown {
		return pl.memo == memoYes
	}
	if pl.kind != reflect.Struct || pl.size == 0 || !pl.imaged() {
		pl.memo = memoNo
		return false
	}
	pl.memo = memoYes
	for _, v := range snapVolatile {
		f, ok := pl.t.FieldByName(v.field)
		if !ok || typeName(pl.t) != v.typ || f.Type.Kind() != reflect.Uint64 {
			continue
		}
		for _, op := range pl.flatten() {
			if op.kind == kindRaw && op.off <= f.Offset && f.Offset+8 <= op.off+op.size {
				pl.vol = f.Offset + 1
			}
		}
	}
	return true
}

// imaged reports whether a struct's bytes depend only on its memory and that
// of its slices, recursively (see memoable), and lists its slices in
// memoSlices. It is false for a struct that holds itself through slices.
func (pl *gplan) imaged() bool {
	switch pl.img {
	case memoYes:
		return true
	case memoNo:
		return false
	}
	pl.img = memoNo // till proven: a type met again inside itself is not
	var slices []gop
	for _, op := range pl.flatten() {
		switch op.kind {
		case kindRaw:
		case reflect.Slice:
			el := op.plan.elem
			if el.kind == reflect.Struct && !el.imaged() || el.kind != reflect.Struct && !el.flat() {
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
	pl.img = memoYes
	return true
}

// flat reports whether a value of plan pl is written from its own memory
// alone (pointers by number or by the external rule, checked before a copy):
// no slice.
func (pl *gplan) flat() bool {
	switch {
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
	return true // numbers, bools, pointers, strings (immutable), interfaces and functions (by their words)
}

// imageParts calls f with each part of the image of the struct of plan pl at
// p after its own memory: each slice's contents, then its elements' slices',
// in order. It stops and returns false when f does.
func imageParts(pl *gplan, p unsafe.Pointer, f func([]byte) bool) bool {
	for _, op := range pl.memoSlices {
		h := (*sliceHeader)(unsafe.Add(p, op.off))
		el := op.plan.elem
		n := uintptr(h.len) * el.size
		if n == 0 {
			continue // the header, in the memory compared, says so
		}
		if !f(bytesAt(h.data, n)) {
			return false
		}
		if el.kind == reflect.Struct && len(el.memoSlices) > 0 {
			for i := range h.len {
				if !imageParts(el, unsafe.Add(h.data, uintptr(i)*el.size), f) {
					return false
				}
			}
		}
	}
	return true
}

// extRef is an external pointer an object wrote (an entity, a component, the
// space or a handler) and what it wrote; a copy checks it writes the same.
// The address is kept as an integer: the object's image holds the pointer.
type extRef struct {
	p    uintptr
	kind int
	v    uint64
}

// bytesAt is the n bytes of memory at p.
func bytesAt(p unsafe.Pointer, n uintptr) []byte { return unsafe.Slice((*byte)(p), n) }

// clean reports whether the object o still has the image the memo keeps
// and its external pointers still write what they wrote. It compares the
// object's memory and then its slices' contents straight against the image
// (sameParts), with no call per part through a function value: over the
// built-in game's 387 objects a step, the check was about 240 instructions
// an object (cachegrind), most of it calls.
func (e *graphEnc) clean(o *numObj) bool {
	m := &e.memo
	if !o.memo || m.off {
		return false
	}
	pl := o.plan
	if uint64(o.imgAt)+uint64(o.imgLen) > uint64(len(m.img)) || uintptr(o.imgLen) < pl.size {
		return false
	}
	img := m.img[o.imgAt : o.imgAt+o.imgLen]
	mem := bytesAt(o.p, pl.size)
	if v := pl.vol; v != 0 {
		v--
		if string(img[:v]) != string(mem[:v]) || string(img[v+8:pl.size]) != string(mem[v+8:]) {
			return false
		}
	} else if string(img[:pl.size]) != string(mem) {
		return false
	}
	// sameRest, inline: a call for each of a snapshot's objects cost more
	// than the compare for most.
	at := int(pl.size)
	if len(pl.memoSlices) > 0 {
		var ok bool
		if at, ok = sameParts(pl, o.p, img, at); !ok {
			return false
		}
	}
	return at == len(img) && (o.extLen == 0 || e.sameExt(o))
}

// sameRest reports whether the parts of o's image after its memory (its
// slices' contents) are what img holds and its external pointers still
// write what they wrote.
func (e *graphEnc) sameRest(o *numObj, img []byte) bool {
	pl := o.plan
	at := int(pl.size)
	if len(pl.memoSlices) > 0 {
		var ok bool
		if at, ok = sameParts(pl, o.p, img, at); !ok {
			return false
		}
	}
	return at == len(img) && (o.extLen == 0 || e.sameExt(o))
}

// sameExt reports whether o's external pointers still write what they
// wrote.
func (e *graphEnc) sameExt(o *numObj) bool {
	m := &e.memo
	for _, x := range m.ext[o.extAt : o.extAt+o.extLen] {
		if v, err := e.refs.encRef(x.kind, *(*unsafe.Pointer)(unsafe.Pointer(&x.p))); err != nil || v != x.v {
			return false
		}
	}
	return true
}

// patch1 writes the object o, whose image the memo holds but which is not
// clean, by patching its last written form, when only its runs of numbers
// can have changed: its memory outside them (pointers, bools, strings, slice
// headers, functions, interfaces and padding) is the image's, and so are
// its slices' contents and what its external pointers write (sameRest).
// Then every part of the written form but the runs is what it was (the same
// reasoning as a copy's, see the file comment), and each run is the
// object's memory at its place, written where record noted it went. The
// memo keeps the new image and written form. A moving body's records (cp's
// Body, its shapes, their broad-phase nodes, the world's bodyRec) change
// only in numbers, and writing them field by field was most of a steady
// snapshot's writing. It returns false, having written nothing, otherwise.
func (e *graphEnc) patch1(o *numObj) bool {
	m := &e.memo
	pl := o.plan
	if !o.memo || m.off || uintptr(o.imgLen) < pl.size {
		return false
	}
	gaps, nraw := pl.patchPlan()
	if nraw == 0 || int(o.rawLen) != nraw {
		return false
	}
	img := m.img[o.imgAt : o.imgAt+o.imgLen]
	mem := bytesAt(o.p, pl.size)
	for _, g := range gaps {
		if string(img[g.off:g.off+g.n]) != string(mem[g.off:g.off+g.n]) {
			return false
		}
	}
	if !e.sameRest(o, img) {
		return false
	}
	out := m.out[o.outAt : o.outAt+o.outLen]
	raws := m.raws[o.rawAt : o.rawAt+o.rawLen]
	k := 0
	for i := range pl.ops {
		if op := &pl.ops[i]; op.kind == kindRaw {
			copy(out[raws[k]:], mem[op.off:op.off+op.size])
			k++
		}
	}
	copy(img, mem)
	e.buf = append(e.buf, out...)
	m.patched++
	return true
}

// patchPlan returns the spans of a memoable struct's memory outside its
// runs of numbers and how many runs it has (made once).
func (pl *gplan) patchPlan() ([]gspan, int) {
	if pl.gapsMade {
		return pl.gaps, pl.nraw
	}
	pl.gapsMade = true
	var at uintptr
	for _, op := range pl.flatten() {
		if op.kind != kindRaw {
			continue
		}
		if op.off < at { // not in order: never patched
			pl.gaps, pl.nraw = nil, 0
			return nil, 0
		}
		if op.off > at {
			pl.gaps = append(pl.gaps, gspan{at, op.off - at})
		}
		at = op.off + op.size
		pl.nraw++
	}
	if at < pl.size {
		pl.gaps = append(pl.gaps, gspan{at, pl.size - at})
	}
	return pl.gaps, pl.nraw
}

// sameParts reports whether the parts of the image of the struct of plan pl
// at p after its own memory (imageParts' order) are img from at on, and
// returns where they end in img.
func sameParts(pl *gplan, p unsafe.Pointer, img []byte, at int) (int, bool) {
	for _, op := range pl.memoSlices {
		h := (*sliceHeader)(unsafe.Add(p, op.off))
		el := op.plan.elem
		n := int(uintptr(h.len) * el.size)
		if n == 0 {
			continue // the header, in the memory compared, says so
		}
		if len(img)-at < n || string(img[at:at+n]) != string(bytesAt(h.data, uintptr(n))) {
			return at, false
		}
		at += n
		if el.kind == reflect.Struct && len(el.memoSlices) > 0 {
			for i := range h.len {
				var ok bool
				if at, ok = sameParts(el, unsafe.Add(h.data, uintptr(i)*el.size), img, at); !ok {
					return at, false
				}
			}
		}
	}
	return at, true
}

// record remembers what the object o wrote: out, refs the numbers its
// pointers wrote, ext its external pointers, raws where its runs of numbers
// went in out and patch where its volatile
// field is in out (plus 1; 0 for none). It does nothing for an object that
// is never copied.
func (m *snapMemo) record(o *numObj, out []byte, refs []uint32, ext []extRef, raws []uint32, patch uint32) {
	o.memo = false
	if !o.plan.memoable() {
		return
	}
	n := int(o.plan.size)
	imageParts(o.plan, o.p, func(b []byte) bool { n += len(b); return true })
	m.img, o.imgAt, o.imgCap = slot(m, m.img, o.imgAt, o.imgCap, uint32(n))
	o.imgLen = uint32(n)
	img := m.img[o.imgAt:]
	at := copy(img, bytesAt(o.p, o.plan.size))
	imageParts(o.plan, o.p, func(b []byte) bool { at += copy(img[at:], b); return true })
	m.out, o.outAt, o.outCap = slot(m, m.out, o.outAt, o.outCap, uint32(len(out)))
	o.outLen = uint32(copy(m.out[o.outAt:], out))
	m.refs, o.refAt, o.refCap = slot(m, m.refs, o.refAt, o.refCap, uint32(len(refs)))
	o.refLen = uint32(copy(m.refs[o.refAt:], refs))
	m.ext, o.extAt, o.extCap = slot(m, m.ext, o.extAt, o.extCap, uint32(len(ext)))
	o.extLen = uint32(copy(m.ext[o.extAt:], ext))
	m.raws, o.rawAt, o.rawCap = slot(m, m.raws, o.rawAt, o.rawCap, uint32(len(raws)))
	o.rawLen = uint32(copy(m.raws[o.rawAt:], raws))
	o.patch = patch
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
	var out, img, refs, ext, raws uint32
	for _, o := range objs {
		out, img, refs, ext = out+o.outCap, img+o.imgCap, refs+o.refCap, ext+o.extCap
		raws += o.rawCap
	}
	if uint32(len(m.out)) <= 2*out+4096 && uint32(len(m.img)) <= 2*img+4096 &&
		uint32(len(m.refs)) <= 2*refs+1024 && uint32(len(m.ext)) <= 2*ext+256 &&
		uint32(len(m.raws)) <= 2*raws+1024 {
		return
	}
	nout, nimg := make([]byte, 0, out), make([]byte, 0, img)
	nrefs, next := make([]uint32, 0, refs), make([]extRef, 0, ext)
	nraws := make([]uint32, 0, raws)
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
		at = uint32(len(next))
		next = append(next, m.ext[o.extAt:o.extAt+o.extCap]...)
		o.extAt = at
		at = uint32(len(nraws))
		nraws = append(nraws, m.raws[o.rawAt:o.rawAt+o.rawCap]...)
		o.rawAt = at
	}
	m.out, m.img, m.refs, m.ext, m.raws = nout, nimg, nrefs, next, nraws
}

// forget makes every object be written again.
func (m *snapMemo) forget(objs []numObj) {
	for i := range objs {
		objs[i].memo = false
	}
	m.hits, m.patched = 0, 0
}

// drain writes the queued objects' contents: each object whose image is
// unchanged is copied from the memo, each whose memory changed only in its
// runs of numbers is patched (see patch), the others written and remembered.
func (e *graphEnc) drain() error {
	n, m := &e.num, &e.memo
	m.hits, m.patched = 0, 0
	for i := 0; i < len(n.queue); i++ {
		o := &n.objs[n.queue[i]]
		clean := e.clean(o)
		if clean || e.patch1(o) {
			if clean {
				start := len(e.buf)
				e.buf = append(e.buf, m.out[o.outAt:o.outAt+o.outLen]...)
				if o.patch != 0 { // the volatile field's bytes now
					copy(e.buf[start+int(o.patch)-1:], bytesAt(unsafe.Add(o.p, o.plan.vol-1), 8))
				}
				m.hits++
			}
			for _, id := range m.refs[o.refAt : o.refAt+o.refLen] {
				if r := &n.objs[id]; r.seen != n.epoch {
					r.seen = n.epoch
					n.queue = append(n.queue, id)
				}
			}
			continue
		}
		e.recStart = len(e.buf)
		e.recPlan = nil
		if o.plan.memoable() {
			e.recPlan = o.plan
		}
		e.rec = e.recPlan != nil
		e.refIDs, e.extRefs, e.rawOuts, e.patch = e.refIDs[:0], e.extRefs[:0], e.rawOuts[:0], 0
		if err := e.value(o.plan, o.p); err != nil {
			e.rec = false
			return err
		}
		e.rec = false
		o = &n.objs[n.queue[i]] // value may have grown the table
		m.record(o, e.buf[e.recStart:], e.refIDs, e.extRefs, e.rawOuts, e.patch)
	}
	return nil
}

package arc

import (
	"encoding/binary"
	"errors"
	"strconv"

	"github.com/griffengine/griff/griff"
)

// The binary form (AppendSnapshot, LoadSnapshot) carries what the JSON form does,
// with every name (type, passage, key, field, local, string value) written once in a
// string table and referred to by its index:
//
//	"ARCB" 1 (version)
//	uvarint n, n × (uvarint len, bytes)      the string table
//	uvarint len, body:
//	  uvarint n, n × (name, byte set)         latches
//	  uvarint n, n × arc record               arcs, in the order added
//
// An arc record is name type, name owner, byte flags (1 quarantined, 2 woken),
// [name fault text], then the ops ArcSave writes: opField name value, opFrame name
// name, opParam name value, opLocal name value, opPause wait; and opEnd. A value is
// a tag byte and its payload (see the t constants). A name is a uvarint index into
// the string table. So the load ladder, which matches keys and locals by name,
// works on the binary form exactly as on the JSON one.

// Ops of an arc record.
const (
	opEnd byte = iota
	opField
	opFrame
	opParam
	opLocal
	opPause
)

// Value tags.
const (
	tNull  byte = iota
	tFalse      // false
	tTrue       // true
	tInt        // varint (zigzag)
	tUint       // uvarint
	tFloat      // 8 bytes, little-endian IEEE 754 bits
	tStr        // name
	tArr        // values up to tEnd
	tObj        // (tKey name value)* up to tEnd
	tEnd        // ends tArr and tObj
	tKey        // a member's name in tObj
	tRand       // uvarint stream id, 16 bytes of position
	tChild      // an arc record (WriteChild)
	tRef        // uvarint K: the arc of the K-th tChild of the body (identity.go)
	tArc        // uvarint I: the I-th arc of the scheduler saved (identity.go)
)

const binMagic = "ARCB\x01"

// ErrBadSnapshot is wrapped by the errors LoadSnapshot and CheckSnapshot return
// for data that is not a binary save of arcs (truncated, edited or foreign).
var ErrBadSnapshot = errors.New("arc: not a snapshot of arcs")

// binWriter is the state of one binary save: the string table and the random
// streams written so far. A Scheduler keeps one to reuse, so steady snapshots
// allocate little.
type binWriter struct {
	names  map[string]uint32
	table  []string
	rands  map[*griff.Rand]uint64
	nrands uint64
}

func (b *binWriter) reset() {
	if b.names == nil {
		b.names = map[string]uint32{}
		b.rands = map[*griff.Rand]uint64{}
	}
	clear(b.names)
	clear(b.table)
	b.table = b.table[:0]
	clear(b.rands)
	b.nrands = 0
}

// name appends the index of s in the string table, adding it if new.
func (b *binWriter) name(buf []byte, s string) []byte {
	i, ok := b.names[s]
	if !ok {
		i = uint32(len(b.table))
		b.names[s] = i
		b.table = append(b.table, s)
	}
	return binary.AppendUvarint(buf, uint64(i))
}

// rand appends the stream's id (the same for every arc holding the same
// *griff.Rand) and its position.
func (b *binWriter) rand(buf []byte, r *griff.Rand) []byte {
	id, ok := b.rands[r]
	if !ok {
		id = b.nrands
		b.nrands++
		b.rands[r] = id
	}
	buf = binary.AppendUvarint(buf, id)
	return append(buf, r.State()...)
}

func (b *binWriter) pause(buf []byte, p *Pause) []byte {
	buf = append(buf, byte(p.kind))
	if p.kind == pauseTriggers || p.kind == pauseLatches {
		buf = append(buf, boolByte(p.all))
	}
	if p.kind != pauseNone && p.kind != pauseYield && p.deadline != griff.MaxTime {
		buf = binary.AppendVarint(append(buf, 1), int64(p.deadline))
	} else {
		buf = append(buf, 0)
	}
	switch p.kind {
	case pauseTriggers:
		buf = binary.AppendUvarint(buf, uint64(len(p.trig)))
		for _, t := range p.trig {
			buf = b.name(buf, t.name)
		}
		mask := uint64(1)<<uint(len(p.trig)) - 1
		if len(p.trig) >= 64 {
			mask = ^uint64(0)
		}
		buf = binary.AppendUvarint(buf, (p.raised|p.fresh)&mask)
		buf = append(buf, byte(p.first), byte(p.last))
	case pauseLatches:
		buf = binary.AppendUvarint(buf, uint64(len(p.latch)))
		for _, l := range p.latch {
			buf = b.name(buf, l.Name())
		}
	}
	return buf
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}

// AppendSnapshot appends the binary form of s's state to buf and returns the
// extended buffer: the state of every arc (in the order added) and of its latches,
// the same content Save writes as JSON (see the package documentation), in a form
// about ten times faster to write and read. LoadSnapshot reads it. It returns an
// error, and buf unchanged, if called during a tick (an arc being ticked is not at
// a pause).
func (s *Scheduler[C]) AppendSnapshot(buf []byte) ([]byte, error) {
	if s.inTick {
		return buf, errors.New("arc: AppendSnapshot called during a tick")
	}
	if s.snap == nil {
		s.snap = &Writer{bin: &binWriter{}}
	}
	w := s.snap
	w.bin.reset()
	w.arcs.reset()
	w.buf = w.buf[:0]
	n := 0
	for _, l := range s.latches {
		if !l.l.forgotten {
			n++
		}
	}
	w.buf = binary.AppendUvarint(w.buf, uint64(n))
	for _, l := range s.latches {
		if !l.l.forgotten {
			w.buf = append(w.bin.name(w.buf, l.l.name), boolByte(l.l.set))
		}
	}
	w.buf = binary.AppendUvarint(w.buf, uint64(s.count))
	s.order = s.appendArcs(s.order[:0])
	w.core, w.top = &s.core, w.top[:0]
	for _, a := range s.order {
		w.top = append(w.top, a.base())
	}
	for _, a := range s.order {
		name := a.ArcName()
		if s.core.opts.SaveName != nil {
			name = s.core.opts.SaveName(a)
		}
		saveArcBin(w, a, name)
	}
	clear(s.order)
	buf = append(buf, binMagic...)
	buf = binary.AppendUvarint(buf, uint64(len(w.bin.table)))
	for _, n := range w.bin.table {
		buf = append(binary.AppendUvarint(buf, uint64(len(n))), n...)
	}
	buf = binary.AppendUvarint(buf, uint64(len(w.buf)))
	return append(buf, w.buf...), nil
}

func saveArcBin(w *Writer, a Saveable, name string) {
	b := a.base()
	w.buf = w.bin.name(w.bin.name(w.buf, name), b.owner)
	var flags byte
	if b.fault != nil {
		flags |= 1
	}
	if b.early {
		flags |= 2
	}
	w.buf = append(w.buf, flags)
	if b.fault != nil {
		w.buf = w.bin.name(w.buf, b.fault.savedText())
	}
	a.ArcSave(w)
	w.buf = append(w.buf, opEnd)
}

// randUses records where the JSON form wrote each random stream, so streams
// written more than once (shared by several arcs) can be marked as one.
type randUses struct {
	at    map[*griff.Rand]int // index in uses of the stream's first use
	uses  []randUse
	count int // uses of streams written more than once
}

type randUse struct {
	r          *griff.Rand
	start, end int // the bytes of the written position
}

func (u *randUses) add(r *griff.Rand, start, end int) {
	if u.at == nil {
		u.at = map[*griff.Rand]int{}
	}
	if _, ok := u.at[r]; ok {
		u.count++
	} else {
		u.at[r] = len(u.uses)
	}
	u.uses = append(u.uses, randUse{r, start, end})
}

// edits returns the edits that mark, in the finished JSON save, every use of a
// stream written more than once as {"stream":K,"at":POSITION}, K numbering such
// streams from 0 in the order first written. A save whose streams are each
// written once needs none.
func (u *randUses) edits() []jsonEdit {
	if u.count == 0 {
		return nil
	}
	n := map[*griff.Rand]int{}
	for _, x := range u.uses {
		n[x.r]++
	}
	ids := map[*griff.Rand]int{}
	for _, x := range u.uses {
		if _, ok := ids[x.r]; !ok && n[x.r] > 1 {
			ids[x.r] = len(ids)
		}
	}
	var out []jsonEdit
	for _, x := range u.uses {
		if id, ok := ids[x.r]; ok {
			out = append(out, jsonEdit{x.start, x.start, `{"stream":` + strconv.Itoa(id) + `,"at":`}, jsonEdit{x.end, x.end, "}"})
		}
	}
	return out
}

package session

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// A snapshot message, after its kind byte:
//
//	step (uvarint), base step + 1 (uvarint; 0: no baseline, a full snapshot),
//	flags (1: the head changed, 2: the order of ids is sent),
//	the head (length, bytes) if it changed,
//	removals: count, ids,
//	the order: count, ids, if sent,
//	changed records: count, then each: id, mode (0: whole; 1: XOR with the
//	baseline's record of that id), and the whole record (length, bytes) or
//	the XOR as runs: count, then each run: zeros skipped, length, bytes.
//
// A record equal to the baseline's is not sent. The order is sent only when
// the ids in order are not the baseline's less the removed ones (an entity
// added, reparented or moved among its siblings). Entity ids grow, so ids
// are written as uvarints.

const (
	flagHead  = 1
	flagOrder = 2
	modeWhole = 0
	modeXOR   = 1
)

// appendDelta appends the snapshot message taking base (nil: none) to cur.
func appendDelta(buf []byte, cur, base *Frame) []byte {
	buf = append(buf, byte(kindSnapshot))
	buf = binary.AppendUvarint(buf, uint64(cur.Step))
	if base == nil {
		base = &Frame{}
		buf = append(buf, 0)
	} else {
		buf = binary.AppendUvarint(buf, uint64(base.Step)+1)
	}
	flags := byte(0)
	if !bytes.Equal(cur.head, base.head) || base.Step == 0 && len(base.ids) == 0 {
		flags |= flagHead
	}
	if !sameOrder(cur, base) {
		flags |= flagOrder
	}
	buf = append(buf, flags)
	if flags&flagHead != 0 {
		buf = appendBytes(buf, cur.head)
	}
	buf = appendRemovals(buf, cur, base)
	if flags&flagOrder != 0 {
		buf = binary.AppendUvarint(buf, uint64(len(cur.ids)))
		for _, id := range cur.ids {
			buf = binary.AppendUvarint(buf, uint64(id))
		}
	}
	return appendChanges(buf, cur, base)
}

// sameOrder reports whether cur's ids are base's, in order, less the ones cur
// lacks.
func sameOrder(cur, base *Frame) bool {
	i := 0
	for _, id := range base.ids {
		if _, ok := cur.find(id); !ok {
			continue
		}
		if i >= len(cur.ids) || cur.ids[i] != id {
			return false
		}
		i++
	}
	return i == len(cur.ids)
}

func appendRemovals(buf []byte, cur, base *Frame) []byte {
	n := 0
	for _, id := range base.ids {
		if _, ok := cur.find(id); !ok {
			n++
		}
	}
	buf = binary.AppendUvarint(buf, uint64(n))
	for _, id := range base.ids {
		if _, ok := cur.find(id); !ok {
			buf = binary.AppendUvarint(buf, uint64(id))
		}
	}
	return buf
}

func appendChanges(buf []byte, cur, base *Frame) []byte {
	at := len(buf)
	buf = append(buf, 0, 0, 0) // count, patched below (3 bytes of uvarint)
	n := 0
	for i, id := range cur.ids {
		rec := cur.Record(i)
		var old []byte
		if j, ok := base.find(id); ok {
			old = base.Record(j)
			if bytes.Equal(rec, old) {
				continue
			}
		}
		n++
		buf = binary.AppendUvarint(buf, uint64(id))
		buf = appendRecord(buf, rec, old)
	}
	buf[at] = byte(n) | 0x80
	buf[at+1] = byte(n>>7) | 0x80
	buf[at+2] = byte(n >> 14)
	return buf
}

// appendRecord appends rec whole or as its XOR with old, whichever is
// shorter.
func appendRecord(buf, rec, old []byte) []byte {
	start := len(buf)
	if len(old) == len(rec) {
		buf = append(buf, modeXOR)
		buf = appendXOR(buf, rec, old)
		if len(buf)-start <= len(rec)+3 {
			return buf
		}
		buf = buf[:start]
	}
	buf = append(buf, modeWhole)
	return appendBytes(buf, rec)
}

// appendXOR appends the runs of bytes where rec and old differ: their count,
// then each as the number of equal bytes before it, its length and the XOR.
// A run goes on over gaps of up to 2 equal bytes (a new run costs 2).
func appendXOR(buf, rec, old []byte) []byte {
	runs := 0
	for i, j := nextRun(rec, old, 0); i < len(rec); i, j = nextRun(rec, old, j) {
		runs++
	}
	buf = binary.AppendUvarint(buf, uint64(runs))
	last := 0
	for i, j := nextRun(rec, old, 0); i < len(rec); i, j = nextRun(rec, old, j) {
		buf = binary.AppendUvarint(buf, uint64(i-last))
		buf = binary.AppendUvarint(buf, uint64(j-i))
		for k := i; k < j; k++ {
			buf = append(buf, rec[k]^old[k])
		}
		last = j
	}
	return buf
}

// nextRun returns the next run of differing bytes at or after from, as
// [i, j); i is len(rec) when there is none.
func nextRun(rec, old []byte, from int) (int, int) {
	i := from
	for i < len(rec) && rec[i] == old[i] {
		i++
	}
	j := i
	for j < len(rec) && (rec[j] != old[j] || gapShort(rec, old, j)) {
		j++
	}
	return i, j
}

// gapShort reports whether the equal bytes from j end within 2 bytes at a
// differing byte.
func gapShort(rec, old []byte, j int) bool {
	for k := j; k < j+3 && k < len(rec); k++ {
		if rec[k] != old[k] {
			return true
		}
	}
	return false
}

// decoder is the scratch memory of readDelta, kept between snapshots so a
// player rebuilds one without allocating once it has settled.
type decoder struct {
	removed map[scenes.EntityID]bool
	changed map[scenes.EntityID]span
	arena   []byte // records rebuilt from XOR runs
	ids     []scenes.EntityID
	empty   Frame
}

// span is a changed record: a view into the message, or arena[off:off+n].
type span struct {
	view   []byte
	off, n int
}

func (d *decoder) reset() {
	if d.removed == nil {
		d.removed = map[scenes.EntityID]bool{}
		d.changed = map[scenes.EntityID]span{}
	}
	clear(d.removed)
	clear(d.changed)
	d.arena, d.ids = d.arena[:0], d.ids[:0]
}

// readDelta reads a snapshot message (after its kind byte) into out, taking
// the baseline from base, which returns the frame of a step the player kept
// (nil if it has none). It returns an error wrapping ErrMalformed for a
// message that is cut short or inconsistent, and one saying so when the
// baseline is gone. It never panics.
func (d *decoder) readDelta(msg []byte, base func(griff.Tick) *Frame, out *Frame) error {
	d.reset()
	r := reader{b: msg}
	step := griff.Tick(r.uvarint() & (1<<62 - 1))
	b := r.uvarint()
	flags := r.byte1()
	if r.bad || flags&^(flagHead|flagOrder) != 0 {
		return fmt.Errorf("%w: snapshot header", ErrMalformed)
	}
	from := &d.empty
	if b != 0 {
		if from = base(griff.Tick((b - 1) & (1<<62 - 1))); from == nil {
			return fmt.Errorf("session: snapshot of step %d is based on step %d, which is gone", step, b-1)
		}
	}
	out.Reset(step)
	if flags&flagHead != 0 {
		out.SetHead(r.bytes(MaxHeadSize))
	} else {
		out.SetHead(from.head)
	}
	if err := d.readOrder(&r, from, flags&flagOrder != 0); err != nil {
		return err
	}
	return d.readRecords(&r, from, out)
}

// readOrder works out the new frame's ids: sent, or the baseline's less the
// removed ones.
func (d *decoder) readOrder(r *reader, from *Frame, sent bool) error {
	n := r.count(MaxRecords, 1)
	for range n {
		d.removed[scenes.EntityID(r.uvarint())] = true
	}
	if r.bad {
		return fmt.Errorf("%w: snapshot removals", ErrMalformed)
	}
	if sent {
		m := r.count(MaxRecords, 1)
		for range m {
			d.ids = append(d.ids, scenes.EntityID(r.uvarint()))
		}
	} else {
		for _, id := range from.ids {
			if !d.removed[id] {
				d.ids = append(d.ids, id)
			}
		}
	}
	if r.bad {
		return fmt.Errorf("%w: snapshot order", ErrMalformed)
	}
	return nil
}

// readRecords reads the changed records and builds out in order.
func (d *decoder) readRecords(r *reader, from *Frame, out *Frame) error {
	n := r.count(MaxRecords, 2)
	for range n {
		id := scenes.EntityID(r.uvarint())
		var old []byte
		if j, ok := from.find(id); ok {
			old = from.Record(j)
		}
		sp, err := d.readRecord(r, old)
		if err != nil {
			return err
		}
		d.changed[id] = sp
	}
	if !r.done() {
		return fmt.Errorf("%w: snapshot records", ErrMalformed)
	}
	for _, id := range d.ids {
		var rec []byte
		if sp, ok := d.changed[id]; ok {
			rec = sp.view
			if rec == nil {
				rec = d.arena[sp.off : sp.off+sp.n]
			}
		} else {
			j, had := from.find(id)
			if !had {
				return fmt.Errorf("%w: snapshot has no record for entity %d", ErrMalformed, id)
			}
			rec = from.Record(j)
		}
		if _, dup := out.find(id); dup {
			return fmt.Errorf("%w: entity %d twice in a snapshot", ErrMalformed, id)
		}
		out.Add(id, rec)
	}
	return nil
}

func (d *decoder) readRecord(r *reader, old []byte) (span, error) {
	switch r.byte1() {
	case modeWhole:
		rec := r.bytes(MaxRecordSize)
		if r.bad {
			return span{}, fmt.Errorf("%w: snapshot record", ErrMalformed)
		}
		return span{view: rec[:len(rec):len(rec)], n: len(rec)}, nil
	case modeXOR:
		if old == nil {
			return span{}, fmt.Errorf("%w: XOR record with no baseline", ErrMalformed)
		}
		off := len(d.arena)
		d.arena = append(d.arena, old...)
		rec := d.arena[off:]
		runs := r.count(len(rec), 2)
		at := 0
		for range runs {
			at += int(min(r.uvarint(), uint64(len(rec)+1)))
			run := r.bytes(len(rec))
			if r.bad || at+len(run) > len(rec) {
				return span{}, fmt.Errorf("%w: XOR run outside the record", ErrMalformed)
			}
			for k, x := range run {
				rec[at+k] ^= x
			}
			at += len(run)
		}
		if r.bad {
			return span{}, fmt.Errorf("%w: XOR record", ErrMalformed)
		}
		return span{off: off, n: len(rec)}, nil
	}
	return span{}, fmt.Errorf("%w: record mode", ErrMalformed)
}

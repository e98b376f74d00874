package runtime

import (
	"encoding/binary"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// DefaultTimelineSeconds is the game time a Timeline keeps when given 0 or
// less: 10 seconds.
const DefaultTimelineSeconds = 10

// chunkSize is the size of one block of entity records a Timeline keeps.
const chunkSize = 64 << 10

// Timeline is a ring of snapshots of one game over the last steps (rewind):
// Record takes one at a step boundary, Rewind puts the game back to any step
// still in the ring, and the game plays on from there.
//
// Snapshots in the ring share entity records: an entity whose record is the
// same bytes as in the previous snapshot (it did not change) is kept once, so
// a step where little changed costs its header, its systems' state, the
// records of what changed and 8 bytes per entity (where its record is).
// Whether an entity changed is found by comparing its memory with its
// record in the previous snapshot (scenes.Entity.SameSnapshotRecord), not by
// marks: components are changed through plain pointers, so nothing else
// knows. The comparison reads each entity's memory once (writing the record
// again and comparing read it twice and wrote it once), but it still visits
// every entity at every Record, so recording costs time in proportion to the
// scene, not to what changed: on a scene of 10,000 entities of which 1% move
// it is many steps' worth (BenchmarkTimelineRecord10k); only entities marked
// as changed by the code changing them would avoid that. The
// records live in blocks of 64 KiB reused once no snapshot in the ring uses
// them, so recording allocates nothing once the ring is full and warm. A
// timeline of one snapshot (what hosting.Loop keeps by default, to undo a
// step that panicked) shares nothing and writes each snapshot in one piece.
//
// A Timeline must be used from the game's goroutine.
type Timeline struct {
	g      *Game
	ring   []moment
	first  int // index of the oldest moment
	n      int // moments held
	chunks []*chunk
	free   []int32 // chunks no moment uses
	cur    int32   // the chunk records are written to; -1 none
	rec    []byte  // one record, to compare
	whole  []byte  // a whole snapshot, for Rewind and Bytes
	last   TimelineStats
}

// TimelineStats describes the last snapshot a Timeline recorded.
type TimelineStats struct {
	Records int // entity records in it
	Shared  int // of them, records kept from the snapshot before (unchanged)
	Bytes   int // bytes it added: header, systems, new records, 8 per record
}

// moment is one snapshot in the ring: its parts before and after the entity
// records, and where each record is (chunk index, offset).
type moment struct {
	tick griff.Tick
	head []byte
	recs []recRef
	tail []byte
}

type recRef struct{ chunk, off int32 }

type chunk struct {
	b    []byte
	refs int32 // records of moments in the ring that point into it
}

// NewTimeline returns an empty timeline of g keeping the last seconds of game
// steps (at the game's step rate; 0 or less means DefaultTimelineSeconds).
func NewTimeline(g *Game, seconds float64) *Timeline {
	if !(seconds > 0) {
		seconds = DefaultTimelineSeconds
	}
	n := max(1, min(int(seconds*float64(g.clock.stepRate)), 1<<20))
	return &Timeline{g: g, ring: make([]moment, n), cur: -1}
}

// Cap returns the number of snapshots the timeline keeps.
func (t *Timeline) Cap() int { return len(t.ring) }

// Len returns the number of snapshots held.
func (t *Timeline) Len() int { return t.n }

// Oldest and Newest return the steps the oldest and newest snapshots were
// taken after (both 0 when the timeline is empty).
func (t *Timeline) Oldest() griff.Tick {
	if t.n == 0 {
		return 0
	}
	return t.ring[t.first].tick
}

// Newest returns the step the newest snapshot was taken after (see Oldest).
func (t *Timeline) Newest() griff.Tick {
	if t.n == 0 {
		return 0
	}
	return t.ring[(t.first+t.n-1)%len(t.ring)].tick
}

// Record takes a snapshot of the game now (between steps) as the newest in
// the ring, dropping the oldest when the ring is full, and dropping a newer
// one first if the game was put back before it (a snapshot is never older
// than the one before it). It returns what Game.Snapshot would; the ring is
// then as it was, less a snapshot of the same step.
func (t *Timeline) Record() error {
	g := t.g
	tick := g.clock.tick
	for t.n > 0 && t.Newest() >= tick {
		t.dropNewest()
	}
	if t.n == len(t.ring) {
		t.release(&t.ring[t.first])
		t.first = (t.first + 1) % len(t.ring)
		t.n--
	}
	var prev *moment
	if t.n > 0 {
		prev = &t.ring[(t.first+t.n-1)%len(t.ring)]
	}
	m := &t.ring[(t.first+t.n)%len(t.ring)]
	if prev != nil {
		// A moment used for the first time (the ring filling up) gets
		// buffers the size of the one before's, an eighth more, in one
		// allocation each: grown by append, its parts were copied and
		// cleared again and again, a quarter of recording the built-in
		// game while its 10 s ring filled (BenchmarkBuiltinTimeline).
		m.head, m.tail = reserve(m.head, len(prev.head)), reserve(m.tail, len(prev.tail))
		if n := len(prev.recs); cap(m.recs) < n {
			m.recs = make([]recRef, 0, n+n/8)
		}
	}
	var err error
	if m.head, err = g.appendHead(m.head[:0]); err != nil {
		return err
	}
	if len(t.ring) == 1 {
		// One snapshot (a loop's fault guard): nothing to share, so the
		// records go in line, as Game.Snapshot writes them.
		t.last = TimelineStats{Records: g.scene.Len()}
		m.recs = m.recs[:0]
		if m.head, err = g.scene.AppendSnapshot(m.head); err != nil {
			return err
		}
	} else {
		m.head = g.scene.AppendSnapshotHead(m.head)
		if err = t.records(m, prev, g.scene); err != nil {
			t.release(m)
			return err
		}
	}
	if m.tail, err = g.appendSystems(m.tail[:0]); err != nil {
		t.release(m)
		return err
	}
	m.tick = tick
	t.n++
	t.last.Bytes += len(m.head) + len(m.tail) + 8*len(m.recs)
	return nil
}

// reserve returns b emptied, or a new empty buffer with room for n bytes and
// an eighth more if b has less.
func reserve(b []byte, n int) []byte {
	if cap(b) < n {
		return make([]byte, 0, n+n/8)
	}
	return b[:0]
}

// Stats describes the last snapshot Record took.
func (t *Timeline) Stats() TimelineStats { return t.last }

// records fills m's records, sharing those of prev that did not change.
// An entity's record is compared with prev's without writing it again
// (scenes.Entity.SameSnapshotRecord) and written only when it changed.
func (t *Timeline) records(m, prev *moment, sc *scenes.Scene) error {
	m.recs = m.recs[:0]
	t.last = TimelineStats{}
	j := 0
	for e := range sc.Walk() {
		ref, ok := recRef{}, false
		if prev != nil {
			ref, j, ok = t.match(prev, j, e)
		}
		if ok {
			t.last.Shared++
		} else {
			var err error
			if t.rec, err = e.AppendSnapshotRecord(t.rec[:0]); err != nil {
				return err
			}
			ref = t.store(t.rec)
			t.last.Bytes += len(t.rec)
		}
		t.last.Records++
		t.chunks[ref.chunk].refs++
		m.recs = append(m.recs, ref)
	}
	return nil
}

// match looks for e's record among prev's records from j on (a few ahead,
// as entities come and go), by the entity id, and reports whether it is what
// e's record would be now.
func (t *Timeline) match(prev *moment, j int, e *scenes.Entity) (recRef, int, bool) {
	id := uint64(e.ID())
	for k := j; k < len(prev.recs) && k < j+8; k++ {
		old := t.bytesOf(prev.recs[k])
		if binary.LittleEndian.Uint64(old[4:12]) == id {
			return prev.recs[k], k + 1, e.SameSnapshotRecord(old)
		}
	}
	return recRef{}, j, false
}

// bytesOf returns a stored record, its length first.
func (t *Timeline) bytesOf(r recRef) []byte {
	b := t.chunks[r.chunk].b[r.off:]
	return b[:4+binary.LittleEndian.Uint32(b)]
}

// store copies rec into the current chunk (a new or free one when it is full).
func (t *Timeline) store(rec []byte) recRef {
	if t.cur < 0 || len(t.chunks[t.cur].b)+len(rec) > cap(t.chunks[t.cur].b) {
		old := t.cur
		t.cur = t.newChunk(len(rec))
		if old >= 0 && t.chunks[old].refs == 0 {
			t.free = append(t.free, old)
		}
	}
	c := t.chunks[t.cur]
	off := len(c.b)
	c.b = append(c.b, rec...)
	return recRef{t.cur, int32(off)}
}

func (t *Timeline) newChunk(need int) int32 {
	for i, k := range t.free {
		if cap(t.chunks[k].b) >= need {
			t.free = append(t.free[:i], t.free[i+1:]...)
			t.chunks[k].b = t.chunks[k].b[:0]
			return k
		}
	}
	t.chunks = append(t.chunks, &chunk{b: make([]byte, 0, max(chunkSize, need))})
	return int32(len(t.chunks) - 1)
}

// release drops m's hold on its records' chunks.
func (t *Timeline) release(m *moment) {
	for _, r := range m.recs {
		c := t.chunks[r.chunk]
		if c.refs--; c.refs == 0 && r.chunk != t.cur {
			t.free = append(t.free, r.chunk)
		}
	}
	m.recs = m.recs[:0]
}

func (t *Timeline) dropNewest() {
	t.release(&t.ring[(t.first+t.n-1)%len(t.ring)])
	t.n--
}

// find returns the moment taken after step tick, or nil.
func (t *Timeline) find(tick griff.Tick) *moment {
	for i := range t.n {
		if m := &t.ring[(t.first+i)%len(t.ring)]; m.tick == tick {
			return m
		}
	}
	return nil
}

// Bytes returns the whole snapshot taken after step tick, as Game.Snapshot
// writes it, appended to buf; false if the timeline holds none of that step.
func (t *Timeline) Bytes(buf []byte, tick griff.Tick) ([]byte, bool) {
	return t.assemble(buf, tick, false)
}

// assemble is Bytes, without the check sum if unchecked (see
// SnapshotOptions.NoChecksum): what Rewind restores never leaves the process.
func (t *Timeline) assemble(buf []byte, tick griff.Tick, unchecked bool) ([]byte, bool) {
	m := t.find(tick)
	if m == nil {
		return buf, false
	}
	start := len(buf)
	buf = append(buf, m.head...)
	for _, r := range m.recs {
		buf = append(buf, t.bytesOf(r)...)
	}
	buf = append(buf, m.tail...)
	return seal(buf, start, unchecked), true
}

// Rewind puts the game back to the snapshot taken after step tick (see
// Game.Restore) and drops the newer snapshots; the game plays on from there,
// and Record goes on after it. It returns an error if the timeline holds no
// snapshot of that step (naming the steps it holds) or the restore fails; the
// game and the timeline are then unchanged.
func (t *Timeline) Rewind(tick griff.Tick) error {
	var ok bool
	if t.whole, ok = t.assemble(t.whole[:0], tick, true); !ok {
		return fmt.Errorf("runtime: rewind to step %d: the timeline holds steps %d to %d", tick, t.Oldest(), t.Newest())
	}
	if err := t.g.Restore(t.whole); err != nil {
		return err
	}
	for t.n > 0 && t.Newest() > tick {
		t.dropNewest()
	}
	return nil
}

package runtime

import (
	"encoding/binary"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/scenes"
)

// DefaultTimelineSeconds is the game time a Timeline keeps when given 0 or
// less: 10 seconds.
const DefaultTimelineSeconds = 10

// blockSize is the size of one block of entity records a Timeline keeps.
const blockSize = 64 << 10

// Timeline is a ring of snapshots of one game over the last steps (rewind):
// Record takes one at a step boundary, Rewind puts the game back to any step
// still in the ring, and the game plays on from there.
//
// Snapshots in the ring share entity records, in groups: a snapshot's records
// are a list of groups of about 32 entities each (in hierarchy order, each
// covering a range of order keys, scenes.Entity.OrderKey), and a group in
// which no entity changed since the snapshot before is that snapshot's group,
// shared by reference. What changed is what the scene marked
// (scenes.Scene.TakeChanges: setters and the accessors handing out writable
// pointers mark an entity), so Record reads neither the unchanged entities
// nor their records: a step where k entities changed costs the header, the
// systems' state, the k records and, for each group they are in, a copy of
// its list of record places (8 bytes an entity), O(k + groups) and not
// O(entities). The header and the systems' state are written whole, and
// stored in chunks shared with the snapshot before where they are the same
// (snapshot_chunks.go). A group is rebuilt keeping its other entities' records (a
// spawned entity goes into the group whose key range holds its key; a group
// past 64 entities (twice groupSize) is split, an empty one dropped). Record writes every
// record again (sharing nothing) when the marks cannot say: the first
// snapshot, after the game's scene changed or was restored (Rewind), and
// after entities moved in the hierarchy order (a reparent, a sibling move).
// SetChecked verifies the marks: every entity not marked must be exactly
// its shared record (a test mode; it reads every entity).
//
// The records and chunks live in blocks of 64 KiB reused once no group or
// snapshot uses them, and groups are reused once no snapshot holds them, so
// recording allocates nothing once the ring is full and warm. A timeline of
// one snapshot (what hosting.Loop keeps by default, to undo a step that
// panicked) shares nothing, takes no marks, and writes each snapshot in one
// piece.
//
// A sparse timeline (NewTimelineEvery) takes such a snapshot every few steps
// and keeps the input each step between read, re-simulating on a rewind.
//
// A Timeline must be used from the game's goroutine.
type Timeline struct {
	g       *Game
	ring    []moment
	first   int // index of the oldest moment
	n       int // moments held
	blocks  []*block
	free    []int32 // blocks no group or moment uses
	cur     int32   // the block records are written to; -1 none
	groups  []*group
	gfree   []int32       // groups no moment holds
	scene   *scenes.Scene // the scene the newest moment's groups are of; nil: none to share
	hits    []hit         // the changed entities of a Record, with their groups
	stamps  []uint64      // by block, for prune
	stamp   uint64
	checked bool
	every   int    // steps from one whole snapshot to the next: 1 dense (NewTimelineEvery)
	before  []byte // the game as a sparse Rewind began, to go back to if it fails
	rec     []byte // one record
	whole   []byte // a whole snapshot, for Rewind and Bytes
	last    TimelineStats
	spot    spotState // the spot check of shared records (timeline_spot.go)
	// needless are the marks of the last Record that changed nothing
	// (checked mode; timeline_marks.go).
	needless needlessMarks
	// The parts outside the records, written by this Record and by the
	// last, which wrote the moment of sequence number partsSeq
	// (snapshot_chunks.go).
	head, headOld, sys, sysOld []byte
	seq, partsSeq              uint64
}

// TimelineStats describes the last snapshot a Timeline recorded.
type TimelineStats struct {
	Records int // entity records in it
	Shared  int // of them, records kept from the snapshot before (unchanged)
	Bytes   int // bytes it added: new chunks of header and systems and 12 per chunk, new records, 4 per group and 8 per record of a new group
	Groups  int // groups of records in it
	New     int // of them, groups made for it (the others are shared)
	// Sparse is true when the step was kept as the input it read alone (a
	// sparse timeline, NewTimelineEvery); Bytes is then the memory of its
	// events (input.Event values, 88 bytes each on 64-bit machines, their
	// action names shared), and the other counts are 0. Every step held,
	// whole or not, also takes a slot of the ring made with it (a few
	// hundred bytes: 288 on 64-bit machines).
	Sparse bool
}

// moment is one snapshot in the ring. A timeline of one keeps it whole in
// head (header, scene, records) and tail (systems). A longer one keeps it in
// pieces: the chunks of its head, the groups of its records in order, the
// chunks of its systems' state (snapshot_chunks.go), and the blocks its
// chunks are in, each held once.
type moment struct {
	tick       griff.Tick
	sparse     bool          // the step's input alone, no snapshot (timeline_sparse.go)
	mark       stepMark      // what the game's counters said when it was recorded
	events     []input.Event // a sparse moment's: what the step read
	digest     []StatePart   // a sparse moment's, checked: the state digest, to name what differs
	seq        uint64        // which Record wrote it (chunkParts)
	head       []byte
	groups     []int32
	tail       []byte
	headChunks []chunkRef
	sysChunks  []chunkRef
	blocks     []int32
}

type recRef struct{ block, off int32 }

type block struct {
	b    []byte
	refs int32 // groups and moments that hold it (group.blocks, moment.blocks)
}

// NewTimeline returns an empty timeline of g keeping the last seconds of game
// steps (at the game's step rate; 0 or less, or NaN, means
// DefaultTimelineSeconds). It keeps at least one snapshot and at most 1<<20;
// a longer time, +Inf included, keeps 1<<20 (clamped before the float is
// turned into an int, which for a too-large float gives different ints on
// different architectures).
func NewTimeline(g *Game, seconds float64) *Timeline {
	if !(seconds > 0) {
		seconds = DefaultTimelineSeconds
	}
	n := 1 << 20
	if f := seconds * float64(g.clock.stepRate); f < float64(n) {
		n = max(1, int(f))
	}
	return &Timeline{g: g, ring: make([]moment, n), cur: -1, every: 1}
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
// then as it was, less a snapshot of the same step. A sparse timeline
// (NewTimelineEvery) keeps, for most steps, only the input the step read:
// see there for when it takes a whole snapshot.
func (t *Timeline) Record() error {
	g := t.g
	tick := g.clock.tick
	for t.n > 0 && t.Newest() >= tick {
		if !t.ring[(t.first+t.n-1)%len(t.ring)].sparse {
			// The marks since the snapshot now newest were taken by the
			// one dropped: share nothing (the spot check found such
			// records stale).
			t.scene = nil
		}
		t.dropNewest()
	}
	if t.n == len(t.ring) {
		t.dropOldest()
	}
	m := &t.ring[(t.first+t.n)%len(t.ring)]
	if t.every > 1 && t.replayable(tick) {
		return t.recordInput(m, tick)
	}
	prev := t.newestWhole()
	if prev != nil {
		// A moment used for the first time (the ring filling up) gets
		// lists the size of the one before's, an eighth more, in one
		// allocation each: grown by append, they were copied and cleared
		// again and again, a quarter of recording the built-in game while
		// its 10 s ring filled (BenchmarkBuiltinTimeline).
		m.groups = reserveList(m.groups, len(prev.groups))
		m.headChunks = reserveList(m.headChunks, len(prev.headChunks))
		m.sysChunks = reserveList(m.sysChunks, len(prev.sysChunks))
		m.blocks = reserveList(m.blocks, len(prev.blocks))
	}
	m.sparse = false
	if len(t.ring) == 1 {
		// One snapshot (a loop's fault guard): nothing to share, so the
		// snapshot goes in line, as Game.Snapshot writes it.
		if err := t.recordWhole(m); err != nil {
			return err
		}
	} else if err := t.recordShared(m, prev); err != nil {
		t.release(m)
		t.scene = nil // the marks taken are lost: write everything next time
		return err
	}
	m.tick, m.mark = tick, t.markNow()
	t.n++
	t.last.Bytes += len(m.head) + len(m.tail) + 4*len(m.groups)
	return nil
}

// recordWhole writes m's snapshot in one piece (a timeline of one).
func (t *Timeline) recordWhole(m *moment) error {
	g := t.g
	var err error
	if m.head, err = g.appendHead(m.head[:0]); err != nil {
		return err
	}
	t.last = TimelineStats{Records: g.scene.Len()}
	if m.head, err = g.scene.AppendSnapshot(m.head); err != nil {
		return err
	}
	m.tail, err = g.appendSystems(m.tail[:0])
	return err
}

// recordShared writes m's snapshot sharing what did not change since prev:
// its groups of entity records (snapshot_groups.go), its head and systems'
// chunks (snapshot_chunks.go).
func (t *Timeline) recordShared(m, prev *moment) error {
	g := t.g
	var err error
	if t.head, err = g.appendHead(t.head[:0]); err != nil {
		return err
	}
	t.head = g.scene.AppendSnapshotHead(t.head)
	if err = t.records(m, prev, g.scene); err != nil {
		return err
	}
	t.spotCheck(m, g.scene)
	if t.sys, err = g.appendSystems(t.sys[:0]); err != nil {
		return err
	}
	t.seq++
	m.seq = t.seq
	t.chunkParts(m, prev)
	return nil
}

// reserveList returns l emptied, or a new empty list with room for n items
// and an eighth more if l has less.
func reserveList[T any](l []T, n int) []T {
	if cap(l) < n {
		return make([]T, 0, n+n/8+4)
	}
	return l[:0]
}

// Stats describes the last snapshot Record took.
func (t *Timeline) Stats() TimelineStats { return t.last }

// SetChecked turns the checked mode on or off (off by default). Checked,
// Record verifies that every entity record it shares from the snapshot
// before is exactly what the entity's record is now, and that the records
// are the scene's entities in hierarchy order, and returns an error naming
// the entity and what differs (the component type) otherwise: an entity
// written without being marked changed, through a read-only accessor
// (scenes.Read, AllRead, ActiveRead, ReadComponents) or through a pointer
// kept from an earlier step. It reads every entity, so it is for tests. A
// sparse timeline (NewTimelineEvery), checked, also keeps the state digest
// of every step it holds as input alone, and its Rewind compares each
// re-simulated step's state with it.
func (t *Timeline) SetChecked(on bool) { t.checked = on }

// bytesOf returns a stored record, its length first.
func (t *Timeline) bytesOf(r recRef) []byte {
	b := t.blocks[r.block].b[r.off:]
	return b[:4+binary.LittleEndian.Uint32(b)]
}

// store copies rec into the current block (a new or free one when it is
// full) and counts the reference.
func (t *Timeline) store(rec []byte) recRef {
	if t.cur < 0 || len(t.blocks[t.cur].b)+len(rec) > cap(t.blocks[t.cur].b) {
		old := t.cur
		t.cur = t.newBlock(len(rec))
		if old >= 0 && t.blocks[old].refs == 0 {
			t.free = append(t.free, old)
		}
	}
	c := t.blocks[t.cur]
	off := len(c.b)
	c.b = append(c.b, rec...)
	return recRef{t.cur, int32(off)}
}

// unstore takes back r, the last record store wrote.
func (t *Timeline) unstore(r recRef) {
	c := t.blocks[r.block]
	c.b = c.b[:r.off]
}

func (t *Timeline) newBlock(need int) int32 {
	for i, k := range t.free {
		if cap(t.blocks[k].b) >= need {
			t.free = append(t.free[:i], t.free[i+1:]...)
			t.blocks[k].b = t.blocks[k].b[:0]
			return k
		}
	}
	t.blocks = append(t.blocks, &block{b: make([]byte, 0, max(blockSize, need))})
	return int32(len(t.blocks) - 1)
}

// unref drops a group's hold on block b.
func (t *Timeline) unref(b int32) {
	c := t.blocks[b]
	if c.refs--; c.refs == 0 && b != t.cur {
		t.free = append(t.free, b)
	}
}

// release drops m's hold on its groups and chunks.
func (t *Timeline) release(m *moment) {
	for _, gi := range m.groups {
		t.dropGroup(gi)
	}
	m.groups = m.groups[:0]
	t.releaseChunks(m)
}

func (t *Timeline) dropNewest() {
	t.release(&t.ring[(t.first+t.n-1)%len(t.ring)])
	t.n--
}

// dropOldest drops the oldest moment and, in a sparse timeline, the
// moments of input after it, which no whole snapshot is left to replay
// from: the ring then holds up to every-1 steps fewer for a step.
func (t *Timeline) dropOldest() {
	t.release(&t.ring[t.first])
	t.first = (t.first + 1) % len(t.ring)
	t.n--
	for t.n > 0 && t.ring[t.first].sparse {
		t.release(&t.ring[t.first])
		t.first = (t.first + 1) % len(t.ring)
		t.n--
	}
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
// A sparse timeline (NewTimelineEvery) holds a whole snapshot only of some
// steps (Whole): Bytes of the others is false, since making their bytes
// takes re-simulating the game (Rewind to the step, then Game.Snapshot).
func (t *Timeline) Bytes(buf []byte, tick griff.Tick) ([]byte, bool) {
	return t.assemble(buf, tick, false)
}

// assemble is Bytes, without the check sum if unchecked (see
// SnapshotOptions.NoChecksum): what Rewind restores never leaves the process.
func (t *Timeline) assemble(buf []byte, tick griff.Tick, unchecked bool) ([]byte, bool) {
	m := t.find(tick)
	if m == nil || m.sparse {
		return buf, false
	}
	start := len(buf)
	buf = t.appendChunks(append(buf, m.head...), m.headChunks)
	for _, gi := range m.groups {
		for _, r := range t.groups[gi].recs {
			buf = append(buf, t.bytesOf(r)...)
		}
	}
	buf = t.appendChunks(append(buf, m.tail...), m.sysChunks)
	return seal(buf, start, unchecked), true
}

// Rewind puts the game back to the snapshot taken after step tick (see
// Game.Restore) and drops the newer snapshots; the game plays on from there,
// and Record goes on after it. It returns an error if the timeline holds no
// snapshot of that step (naming the steps it holds) or the restore fails; the
// game and the timeline are then unchanged. In a sparse timeline a step held
// as its input alone is reached by re-simulating from the whole snapshot
// before it (NewTimelineEvery says how, and what a failure leaves).
func (t *Timeline) Rewind(tick griff.Tick) error {
	if m := t.find(tick); m != nil && m.sparse {
		return t.rewindSparse(tick)
	}
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

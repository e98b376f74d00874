package physics

import (
	"math/bits"
	"unsafe"
)

// Object numbers that last from snapshot to snapshot (format 3).
//
// A snapshot writes a pointer as the number of the object it points at
// (snapgraph.go). Format 2 numbered objects in the order they were met, so
// one arbiter made or one broad-phase node moved renumbered every object met
// after it, and the bytes of nearly every object changed every step. Format
// 3 numbers each object once and keeps the number while every snapshot meets
// the object:
//
//   - An object met for the first time takes the lowest number no object
//     holds (numbers freed by the last snapshot first, then one past the
//     highest).
//   - An object a snapshot does not meet gives its number back at the end of
//     that snapshot.
//   - A restore gives every object the number it has in the snapshot read,
//     so the numbers held are exactly the snapshot's, and the next snapshot
//     numbers as the world that wrote it would have.
//
// So the numbers are a function of the world's state and of the snapshots
// it took since it was made or last restored (never of addresses, map order
// or timing), provided which object is which is too: an object the world or
// cp reuses must be reused in an order the state fixes. cp's sync.Pool of
// arbiters did not (snappool.go; the world now empties it before each step),
// and cp's other free lists (BBTree nodes and pairs, hash set bins) are plain
// lists used in an order the state fixes. Snapshot, restore, snapshot
// gives the same bytes, and a world restored from a snapshot writes the
// next snapshots as the world that wrote it would have, whatever the world
// restored into did before (the codec's other history, whether its lists of
// arbiters and refusals are nil, is put back too: snapCodec.listsAsRead). Two worlds in the same state that took different
// snapshots before may number differently; each snapshot still holds every
// object it names, so it is whole on its own (a save file, a timeline
// entry). The reader takes numbers in any order: an object is new the first
// time its number appears.
//
// The table keeps the objects of the last snapshot alive (as unsafe
// pointers), so no other object can take the address of one that holds a
// number: an address in the table is always the same object. Objects the
// world dropped are kept until the next snapshot gives their numbers back.
// When fewer than half the numbers up to the highest are held (a world that
// shrank a lot), the next snapshot numbers every object afresh.

// maxNumber is the highest object number a snapshot may hold: a restore
// makes a table entry for every number up to the highest read, so a forged
// snapshot with a huge number is refused rather than made to allocate
// gigabytes (a table of 1<<20 numbers is about 100 MB). The largest world
// measured, the 5,050-box pyramid, holds 86,376 objects; a world of more
// than about half a million cannot be snapshotted (AppendSnapshot returns an
// error).
const maxNumber = 1 << 20

// numObj is the table's entry for one number.
type numObj struct {
	p    unsafe.Pointer // the object; nil for a free number
	plan *gplan
	seen uint32 // the snapshot that last met it (numbering.epoch)
	// The memo of the object (snapmemo.go): where its image, written
	// contents and the numbers its pointers wrote are kept.
	imgAt, imgLen, imgCap uint32
	outAt, outLen, outCap uint32
	refAt, refLen, refCap uint32
	extAt, extLen, extCap uint32
	rawAt, rawLen, rawCap uint32 // where each run of numbers went in the written form (snapmemo.go, patch)
	patch                 uint32 // where the volatile field is in the written form, plus 1
	memo                  bool   // the memo above is the object's last write
}

// numbering is the table of numbers held.
type numbering struct {
	index ptrIndex // address to number; its generation never changes
	objs  []numObj // by number; objs[0] is unused
	used  []uint64 // bit i: number i is held
	low   int      // no word of used below low has a free bit
	held  int      // numbers held
	epoch uint32   // the current snapshot's number
	queue []uint32 // numbers met by this snapshot, in the order met
}

// reset frees every number and forgets the objects.
func (n *numbering) reset() {
	clear(n.objs)
	n.objs = n.objs[:0]
	clear(n.used)
	if len(n.used) > 0 {
		n.used[0] = 1 // number 0 is nil: never free
	}
	n.low, n.held = 0, 0
	n.index.start()
	n.queue = n.queue[:0]
}

// begin starts a snapshot: the queue empties and a new epoch begins. A
// sparse table is numbered afresh (see the file comment).
func (n *numbering) begin() {
	n.queue = n.queue[:0]
	n.epoch++
	if n.epoch == 0 { // wrapped: an old stamp could look current
		for i := range n.objs {
			n.objs[i].seen = 0
		}
		n.epoch = 1
	}
	if len(n.index.slots) == 0 {
		n.index.start()
	}
	if top := len(n.objs) - 1; top > 2*n.held+1024 {
		n.reset()
	}
}

// meet returns the number of the object of plan pl at p, giving it the
// lowest free number if it has none, and puts it in the queue if this
// snapshot meets it for the first time. ok is false if the address holds a
// number for an object of another plan (a pointer to a struct's first field
// as well as to the struct).
func (n *numbering) meet(pl *gplan, p unsafe.Pointer) (id uint32, ok bool) {
	if id = n.index.lookup(p); id == 0 {
		id = n.alloc()
		n.index.number(p, id)
		o := &n.objs[id]
		o.p, o.plan, o.seen, o.memo = p, pl, n.epoch, false
		n.queue = append(n.queue, id)
		return id, true
	}
	o := &n.objs[id]
	if o.plan != pl {
		return id, false
	}
	if o.seen != n.epoch {
		o.seen = n.epoch
		n.queue = append(n.queue, id)
	}
	return id, true
}

// alloc holds the lowest free number and returns it.
func (n *numbering) alloc() uint32 {
	if len(n.used) == 0 {
		n.used = append(n.used, 1) // number 0 is nil: never free
	}
	for n.low < len(n.used) && n.used[n.low] == ^uint64(0) {
		n.low++
	}
	if n.low == len(n.used) {
		n.used = append(n.used, 0)
	}
	b := bits.TrailingZeros64(^n.used[n.low])
	n.used[n.low] |= 1 << b
	n.held++
	id := uint32(n.low*64 + b)
	for int(id) >= len(n.objs) {
		n.objs = append(n.objs, numObj{})
	}
	return id
}

// take holds number id for the object of plan pl at p (a restore).
func (n *numbering) take(id uint32, pl *gplan, p unsafe.Pointer) {
	w := int(id / 64)
	for w >= len(n.used) {
		n.used = append(n.used, 0)
	}
	n.used[0] |= 1 // number 0 is never free
	n.used[w] |= 1 << (id % 64)
	n.held++
	for int(id) >= len(n.objs) {
		n.objs = append(n.objs, numObj{})
	}
	n.objs[id] = numObj{p: p, plan: pl, seen: n.epoch}
	n.index.number(p, id)
}

// end gives back the numbers of the objects this snapshot did not meet.
func (n *numbering) end() {
	for id := 1; id < len(n.objs); id++ {
		o := &n.objs[id]
		if o.p == nil || o.seen == n.epoch {
			continue
		}
		n.index.remove(o.p)
		// Keep the memo's slots for the next object given this number.
		*o = numObj{imgAt: o.imgAt, imgCap: o.imgCap, outAt: o.outAt, outCap: o.outCap,
			refAt: o.refAt, refCap: o.refCap, extAt: o.extAt, extCap: o.extCap, rawAt: o.rawAt, rawCap: o.rawCap}
		n.used[id/64] &^= 1 << (id % 64)
		n.held--
		n.low = min(n.low, id/64)
	}
	top := len(n.objs)
	for top > 1 && n.objs[top-1].p == nil {
		top--
	}
	n.objs = n.objs[:top]
}

package physics

import "unsafe"

// ptrIndex numbers the objects a snapshot meets by address: an open-addressed
// hash table of addresses (as integers, so it keeps nothing alive) reused
// from snapshot to snapshot. Each slot carries the number of the snapshot
// that filled it, so starting a snapshot clears nothing: a slot of an older
// snapshot counts as empty. It replaces a Go map, whose lookups were half
// the cost of a snapshot.
type ptrIndex struct {
	slots []ptrSlot // a power of two long
	gen   uint32    // the current snapshot's number; 0 is never current
	n     int       // slots of gen filled
}

type ptrSlot struct {
	key uintptr
	gen uint32
	id  uint32
}

// start forgets every address.
func (t *ptrIndex) start() {
	t.gen++
	t.n = 0
	if t.gen == 0 { // wrapped: old stamps could look current
		clear(t.slots)
		t.gen = 1
	}
}

func ptrHash(k uintptr) uintptr {
	h := uint64(k) * 0x9e3779b97f4a7c15
	return uintptr(h >> 32)
}

// number returns the number of the object at p if it has one; if not, it
// gives it id and returns 0. One probe of the table does both (a get then a
// put probes twice).
func (t *ptrIndex) number(p unsafe.Pointer, id uint32) uint32 {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	k := uintptr(p)
	mask := uintptr(len(t.slots) - 1)
	for i := ptrHash(k) & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			*s = ptrSlot{k, t.gen, id}
			t.n++
			return 0
		}
		if s.key == k {
			return s.id
		}
	}
}

// lookup returns the number of the object at p, or 0 if it has none.
func (t *ptrIndex) lookup(p unsafe.Pointer) uint32 {
	if len(t.slots) == 0 {
		return 0
	}
	k := uintptr(p)
	mask := uintptr(len(t.slots) - 1)
	for i := ptrHash(k) & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return 0
		}
		if s.key == k {
			return s.id
		}
	}
}

func (t *ptrIndex) insert(k uintptr, id uint32) {
	mask := uintptr(len(t.slots) - 1)
	i := ptrHash(k) & mask
	for t.slots[i].gen == t.gen {
		i = (i + 1) & mask
	}
	t.slots[i] = ptrSlot{k, t.gen, id}
}

func (t *ptrIndex) grow() {
	old := t.slots
	t.slots = make([]ptrSlot, max(256, 2*len(old)))
	for _, s := range old {
		if s.gen == t.gen {
			t.insert(s.key, s.id)
		}
	}
}

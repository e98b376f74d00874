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
	return t.numberKey(uintptr(p), id)
}

// numberKey is number for the key k (an address, or an object number when
// the decoder finds its objects by number).
func (t *ptrIndex) numberKey(k uintptr, id uint32) uint32 {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
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

// slot returns the number kept for the key k, adding k with number 0 if it
// has none: the checks of a restore keep marks in it (snapvalidate.go).
func (t *ptrIndex) slot(k uintptr) *uint32 {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	mask := uintptr(len(t.slots) - 1)
	for i := ptrHash(k) & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			*s = ptrSlot{k, t.gen, 0}
			t.n++
			return &s.id
		}
		if s.key == k {
			return &s.id
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

// remove forgets the address p (the table of lasting numbers, snapnum.go,
// gives numbers back): the slots after it in its run move back so every
// other address is still found by probing from its hash (deletion by
// backward shift, as in Knuth's Algorithm R for linear probing).
func (t *ptrIndex) remove(p unsafe.Pointer) {
	if len(t.slots) == 0 {
		return
	}
	k := uintptr(p)
	mask := uintptr(len(t.slots) - 1)
	i := ptrHash(k) & mask
	for ; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.gen != t.gen {
			return
		}
		if s.key == k {
			break
		}
	}
	for j := (i + 1) & mask; t.slots[j].gen == t.gen; j = (j + 1) & mask {
		h := ptrHash(t.slots[j].key) & mask
		// The entry at j stays if its home h lies cyclically in (i, j].
		if (i < j && i < h && h <= j) || (i > j && (h > i || h <= j)) {
			continue
		}
		t.slots[i] = t.slots[j]
		i = j
	}
	t.slots[i].gen = t.gen - 1 // empty: any generation but the current one
	t.n--
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

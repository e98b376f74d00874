package scenes

import (
	"cmp"
	"slices"
)

// view returns the list in hierarchy order, rebuilding it first if components were
// added or removed or the hierarchy changed since it was built.
func (st *store[T]) view() []entry {
	st.release()
	if st.stale || len(st.pending) > 0 || st.fresh < st.used || st.epoch != st.scene.keyEpoch {
		st.rebuild()
	}
	return st.items
}

// rebuild makes a new snapshot: the live entries of the old one and the pending
// ones, in hierarchy order. It never writes into a buffer an iteration may hold:
// it fills the spare buffer, and the old snapshot becomes the spare once no
// iteration runs over it.
func (st *store[T]) rebuild() {
	if st.iterating == 0 && st.retired != nil {
		if cap(st.retired) > cap(st.spare) {
			clear(st.retired[:cap(st.retired)])
			st.spare = st.retired
		}
		st.retired = nil
	}
	out := st.spare[:0]
	st.spare = nil
	old := st.items
	pend := st.pending[:0]
	for _, it := range st.pending {
		if st.gen(it.idx) == it.gen {
			pend = append(pend, it)
		}
	}
	pend = st.appendFresh(pend)
	if st.epoch != st.scene.keyEpoch {
		out = st.appendLive(out, old)
		for _, it := range pend {
			out = append(out, entry{idx: it.idx, gen: it.gen})
		}
		for i := range out {
			out[i].key = st.owner(out[i].idx).key
		}
		slices.SortFunc(out, func(a, b entry) int { return cmp.Compare(a.key, b.key) })
	} else {
		slices.SortFunc(pend, func(a, b slotRef) int { return cmp.Compare(st.owner(a.idx).key, st.owner(b.idx).key) })
		out = st.mergeLive(out, old, pend)
	}
	clear(st.pending)
	st.pending = st.pending[:0]
	if cap(st.pending) > maxPendingKept {
		st.pending = nil // a bulk load's buffer: not kept for the steps after
	}
	st.items, st.stale, st.epoch, st.fresh = out, false, st.scene.keyEpoch, st.used
	st.version++
	st.retire(old)
}

// appendFresh appends the components added in slots never used before since
// the snapshot was built (from fresh up to used), in slot order: they have no
// pending entry, so a bulk load (a scene read, thousands spawned at once)
// holds no 8-byte entry per component until the list is built.
func (st *store[T]) appendFresh(pend []slotRef) []slotRef {
	for i := st.fresh; i < st.used; i++ {
		if st.live(i) {
			pend = append(pend, slotRef{i, st.gen(i)})
		}
	}
	return pend
}

// retire hands the old snapshot back for reuse: at once if no iteration runs,
// else when the last one ends.
func (st *store[T]) retire(old []entry) {
	if old == nil {
		return
	}
	if st.iterating > 0 {
		// Keep the bigger buffer for later; the other is left to the collector.
		if cap(old) > cap(st.retired) {
			st.retired = old[:0]
		}
		return
	}
	clear(old)
	st.spare = old[:0]
}

// appendLive appends the entries of from that are still attached.
func (st *store[T]) appendLive(out, from []entry) []entry {
	for _, it := range from {
		if st.gen(it.idx) == it.gen {
			out = append(out, it)
		}
	}
	return out
}

// mergeLive appends the live entries of a and the entries of b (all live), both in
// hierarchy order, in hierarchy order.
func (st *store[T]) mergeLive(out, a []entry, b []slotRef) []entry {
	j := 0
	for _, it := range a {
		if st.gen(it.idx) != it.gen {
			continue
		}
		for ; j < len(b); j++ {
			k := st.owner(b[j].idx).key
			if k >= it.key {
				break
			}
			out = append(out, entry{k, b[j].idx, b[j].gen})
		}
		out = append(out, it)
	}
	for ; j < len(b); j++ {
		out = append(out, entry{st.owner(b[j].idx).key, b[j].idx, b[j].gen})
	}
	return out
}

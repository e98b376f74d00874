package runtime

import (
	"bytes"
	"slices"

	"github.com/griffengine/griff/scenes"
)

// The needless marks of a checked Timeline: a measurement of the change
// marks (scenes' package documentation, Change marks), for tests and
// benchmarks of the code that marks.

// needlessMarks is what NeedlessMarks returns, of the last Record.
type needlessMarks struct {
	whole, moved, transform []*scenes.Entity
	scratch                 []byte
}

// NeedlessMarks returns, in checked mode (SetChecked), the entities the last
// Record wrote again as marked changed whose record came out byte for byte
// as the one it had in the snapshot before: marks that cost a record and
// shared nothing. whole are those marked as a whole (scenes.Entity.MarkChanged,
// Get, All and the other writable accessors), moved those listed for their
// transform alone (scenes.Changes.Whole). Both are empty when the checked
// mode is off, and when the last Record wrote every record (its first, or
// after a restore or reorder: see Timeline). The slices, in order key
// order, are valid until the next Record.
func (t *Timeline) NeedlessMarks() (whole, moved []*scenes.Entity) {
	return t.needless.whole, t.needless.moved
}

// TransformOnlyMarks returns, in checked mode, the entities the last Record
// wrote again as marked changed as a whole whose record differed from the
// one before in flags and transform values only: a transform setter's mark
// would have done (scenes.Changes.Whole), at the cost of copying the
// record, not writing it. Valid until the next Record.
func (t *Timeline) TransformOnlyMarks() []*scenes.Entity { return t.needless.transform }

// findNeedless fills t.needless from hits (sorted, each with its group's
// place in prev) by writing each live hit's record now and comparing it
// with its record in prev. It reads what update then writes again, so it
// is for the checked mode only.
func (t *Timeline) findNeedless(prev *moment, hits []hit) {
	for _, h := range hits {
		if !h.e.Alive() {
			continue
		}
		g := t.groups[prev.groups[h.pos]]
		k, ok := slices.BinarySearch(g.keys, h.key)
		if !ok {
			continue // spawned since
		}
		var err error
		old := t.bytesOf(g.recs[k])
		if t.whole, err = h.e.AppendSnapshotRecord(t.whole[:0]); err != nil {
			continue
		}
		if !bytes.Equal(t.whole, old) {
			n := &t.needless
			n.scratch = append(n.scratch[:0], old...)
			if !h.moved && h.e.PutSnapshotTransform(n.scratch) && bytes.Equal(n.scratch, t.whole) {
				n.transform = append(n.transform, h.e)
			}
			continue
		}
		if h.moved {
			t.needless.moved = append(t.needless.moved, h.e)
		} else {
			t.needless.whole = append(t.needless.whole, h.e)
		}
	}
}

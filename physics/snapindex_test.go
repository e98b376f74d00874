package physics

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/bits"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestSnapUvarintBytes: the encoder's varint writes the bytes
// binary.AppendUvarint does, for every length and for floats' bit patterns.
func TestSnapUvarintBytes(t *testing.T) {
	vals := []uint64{0, 1, 0x7f, 0x80, 0x3fff, 0x4000, math.MaxUint64, 1 << 63, 1<<63 - 1}
	for s := range 64 {
		vals = append(vals, 1<<s, 1<<s-1, 1<<s+1)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 10000 {
		vals = append(vals, r.Uint64()>>r.IntN(64), bits.ReverseBytes64(math.Float64bits(r.NormFloat64())))
	}
	var e graphEnc
	var want []byte
	for _, v := range vals {
		e.uvarint(v)
		want = binary.AppendUvarint(want, v)
	}
	if !bytes.Equal(e.buf, want) {
		t.Fatalf("uvarint wrote %d bytes unlike binary.AppendUvarint's %d", len(e.buf), len(want))
	}
}

// TestPtrIndex: numbers given are got back, across growth and snapshots, and
// an address of an earlier snapshot is unknown in the next.
func TestPtrIndex(t *testing.T) {
	objs := make([]int64, 5000)
	var ix ptrIndex
	for round := range 3 {
		ix.start()
		n := 1000 * (round + 1)
		for i := range n {
			p := unsafe.Pointer(&objs[i])
			if got := ix.number(p, uint32(i+1)); got != 0 {
				t.Fatalf("round %d: object %d known as %d before it was numbered", round, i, got)
			}
			if got := ix.number(p, 99999); got != uint32(i+1) {
				t.Fatalf("round %d: object %d numbered again as %d, want %d", round, i, got, i+1)
			}
		}
		for i := range objs {
			want := uint32(i + 1)
			if i >= n {
				want = 0
			}
			if got := ix.get(unsafe.Pointer(&objs[i])); got != want {
				t.Fatalf("round %d: object %d is %d, want %d", round, i, got, want)
			}
		}
	}
}

// get returns (for tests) the number of the object at p, or 0 if it has none yet.
func (t *ptrIndex) get(p unsafe.Pointer) uint32 {
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

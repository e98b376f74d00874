package physics

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
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

// heapInts returns n ints on the heap. A slice made in a test that does
// not escape lives on the goroutine's stack, which moves when it grows, and
// the index keys addresses as integers: a move lost every address (the index
// tests failed now and then, as the stack a goroutine starts with follows
// the program's average). The world's objects are the heap's.
//
//go:noinline
func heapInts(n int) []int64 { return make([]int64, n) }

// TestPtrIndex: numbers given are got back, across growth and snapshots, and
// an address of an earlier snapshot is unknown in the next.
func TestPtrIndex(t *testing.T) {
	objs := heapInts(5000)
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
			if got := ix.lookup(unsafe.Pointer(&objs[i])); got != want {
				t.Fatalf("round %d: object %d is %d, want %d", round, i, got, want)
			}
		}
	}
}

// TestPtrIndexRemove: addresses removed are forgotten and every other one is
// still found, through removals that shift runs of colliding slots back,
// checked against a map after each of 20,000 random inserts and removals.
func TestPtrIndexRemove(t *testing.T) {
	objs := heapInts(3000)
	var ix ptrIndex
	ix.start()
	want := map[int]uint32{}
	r := rand.New(rand.NewPCG(3, 4))
	for step := range 20000 {
		i := r.IntN(len(objs))
		p := unsafe.Pointer(&objs[i])
		if _, ok := want[i]; ok && r.IntN(2) == 0 {
			ix.remove(p)
			delete(want, i)
		} else if !ok {
			want[i] = uint32(step + 1)
			if got := ix.number(p, want[i]); got != 0 {
				t.Fatalf("step %d: object %d known as %d after its removal", step, i, got)
			}
		}
		if step%1000 == 0 || step > 19900 {
			for j := range objs {
				if got := ix.lookup(unsafe.Pointer(&objs[j])); got != want[j] {
					t.Fatalf("step %d: object %d is %d, want %d", step, j, got, want[j])
				}
			}
		}
	}
	if ix.n != len(want) {
		t.Errorf("the index counts %d addresses, holds %d", ix.n, len(want))
	}
}

// TestNumberingLowestFree: a new object takes the lowest number no object
// holds, a number is given back by the first snapshot that does not meet its
// object, and the objects met keep theirs.
func TestNumberingLowestFree(t *testing.T) {
	objs := make([]int64, 10)
	pl := &gplan{}
	var n numbering
	meet := func(is ...int) []uint32 {
		n.begin()
		var ids []uint32
		for _, i := range is {
			id, ok := n.meet(pl, unsafe.Pointer(&objs[i]))
			if !ok {
				t.Fatal("one plan reported as two")
			}
			ids = append(ids, id)
		}
		n.end()
		return ids
	}
	check := func(got []uint32, want ...uint32) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Fatalf("numbers %v, want %v", got, want)
		}
	}
	check(meet(0, 1, 2, 3, 1), 1, 2, 3, 4, 2)
	check(meet(3, 0), 4, 1)             // 2 and 3 given back
	check(meet(5, 3, 6, 7), 2, 4, 3, 5) // new objects take 2, 3, then 5
	if n.held != 4 || len(n.objs) != 6 {
		t.Errorf("%d numbers held up to %d, want 4 up to 5", n.held, len(n.objs)-1)
	}
	if _, ok := n.meet(&gplan{}, unsafe.Pointer(&objs[5])); ok {
		t.Error("an address met as another plan was not reported")
	}
}

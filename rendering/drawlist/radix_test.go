package drawlist_test

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/griffengine/griff/rendering/drawlist"
)

// randomKeys returns n keys from a fixed seed; mask keeps only some bits so that keys
// repeat (to test stability) and some bytes are shared (to test skipped passes).
func randomKeys(n int, seed uint64, mask uint64) []uint64 {
	r := rand.New(rand.NewPCG(seed, 1))
	keys := make([]uint64, n)
	for i := range keys {
		keys[i] = r.Uint64() & mask
	}
	return keys
}

// referenceOrder is the stable sorting permutation computed by sort.SliceStable.
func referenceOrder(keys []uint64) []int32 {
	perm := make([]int32, len(keys))
	for i := range perm {
		perm[i] = int32(i)
	}
	sort.SliceStable(perm, func(a, b int) bool { return keys[perm[a]] < keys[perm[b]] })
	return perm
}

func identity(n int) []int32 {
	p := make([]int32, n)
	for i := range p {
		p[i] = int32(i)
	}
	return p
}

func TestOrderMatchesSliceStable(t *testing.T) {
	tests := []struct {
		name string
		n    int
		mask uint64
	}{
		{"full 64-bit keys", 10000, ^uint64(0)},
		{"16 distinct keys", 5000, 0xF << 20},
		{"layer byte and y", 5000, 0xFF00_0000_0000_FFFF},
		{"two keys", 2, ^uint64(0)},
		{"three equal-ish", 3, 1},
		{"one byte", 777, 0xFF},
		{"top byte only", 3000, 0xFF << 56},
	}
	var s drawlist.Sorter
	for i, tt := range tests {
		keys := randomKeys(tt.n, uint64(i+1), tt.mask)
		want := referenceOrder(keys)
		got := s.Order(keys)
		if got == nil {
			got = identity(len(keys))
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: Order differs from sort.SliceStable (first 8: got %v, want %v)", tt.name, got[:min(8, len(got))], want[:min(8, len(want))])
		}
	}
}

func TestOrderIsStable(t *testing.T) {
	// Keys 3,1,3,1,2 with equal keys in original order 1,3 / 0,2.
	keys := []uint64{3, 1, 3, 1, 2}
	var s drawlist.Sorter
	got := s.Order(keys)
	want := []int32{1, 3, 4, 0, 2}
	if !slices.Equal(got, want) {
		t.Errorf("Order(%v) = %v, want %v", keys, got, want)
	}
	// Equal high bytes, stable ties after a multi-byte sort.
	keys = []uint64{0x0200_0000_0000_0001, 0x0100_0000_0000_0001, 0x0200_0000_0000_0001, 0x0100_0000_0000_0000}
	got = s.Order(keys)
	want = []int32{3, 1, 0, 2}
	if !slices.Equal(got, want) {
		t.Errorf("Order(%x) = %v, want %v", keys, got, want)
	}
}

func TestOrderInOrderReturnsNil(t *testing.T) {
	var s drawlist.Sorter
	for _, keys := range [][]uint64{nil, {5}, {1, 1, 2, 9, 9}, {0, ^uint64(0)}} {
		if got := s.Order(keys); got != nil {
			t.Errorf("Order(%v) = %v, want nil (already in order)", keys, got)
		}
	}
}

func TestOrderAllocatesNothingWhenReused(t *testing.T) {
	keys := randomKeys(4096, 7, ^uint64(0))
	var s drawlist.Sorter
	s.Order(keys)
	if allocs := testing.AllocsPerRun(20, func() { s.Order(keys) }); allocs != 0 {
		t.Errorf("Order allocated %v times, want 0", allocs)
	}
	spare := drawlist.Permute(slices.Clone(keys), s.Order(keys), nil)
	items := slices.Clone(keys)
	if allocs := testing.AllocsPerRun(20, func() {
		copy(items, keys)
		spare = drawlist.Permute(items, s.Order(keys), spare)
	}); allocs != 0 {
		t.Errorf("Permute allocated %v times, want 0", allocs)
	}
}

func TestPermute(t *testing.T) {
	keys := randomKeys(1000, 3, 0xFFF)
	var s drawlist.Sorter
	items := slices.Clone(keys)
	drawlist.Permute(items, s.Order(keys), nil)
	if !slices.IsSorted(items) {
		t.Errorf("Permute by Order did not sort the keys")
	}
	// Only the stretch that changes is copied: spare holds exactly it.
	items = []uint64{0, 1, 5, 3, 4, 2, 6, 7}
	spare := drawlist.Permute(items, s.Order(items), nil)
	if want := []uint64{0, 1, 2, 3, 4, 5, 6, 7}; !slices.Equal(items, want) {
		t.Errorf("Permute = %v, want %v", items, want)
	}
	if len(spare) != 4 {
		t.Errorf("Permute copied %d items to spare, want 4 (positions 2..5)", len(spare))
	}
	if spare := drawlist.Permute(items, nil, nil); spare != nil {
		t.Errorf("Permute with a nil perm copied %d items, want none", len(spare))
	}
}

func BenchmarkRadixSort_100k(b *testing.B) {
	keys := randomKeys(100_000, 11, ^uint64(0))
	var s drawlist.Sorter
	b.ReportAllocs()
	for b.Loop() {
		s.Order(keys)
	}
	perKey(b, len(keys))
}

func BenchmarkRadixSort_100kLayerAndY(b *testing.B) {
	keys := randomKeys(100_000, 12, 0x0300_0000_0000_FFFF)
	var s drawlist.Sorter
	b.ReportAllocs()
	for b.Loop() {
		s.Order(keys)
	}
	perKey(b, len(keys))
}

func BenchmarkRadixSort_100kSorted(b *testing.B) {
	keys := randomKeys(100_000, 13, ^uint64(0))
	slices.Sort(keys)
	var s drawlist.Sorter
	b.ReportAllocs()
	for b.Loop() {
		s.Order(keys)
	}
	perKey(b, len(keys))
}

func BenchmarkSliceStable_100k(b *testing.B) {
	keys := randomKeys(100_000, 11, ^uint64(0))
	perm := make([]int32, len(keys))
	b.ReportAllocs()
	for b.Loop() {
		for i := range perm {
			perm[i] = int32(i)
		}
		sort.SliceStable(perm, func(x, y int) bool { return keys[perm[x]] < keys[perm[y]] })
	}
	perKey(b, len(keys))
}

// BenchmarkSlicesSortStableFunc_100k is the radix sort's job (a stable sorting
// permutation of 100,000 random 64-bit keys, as BenchmarkRadixSort_100k) done with
// slices.SortStableFunc.
func BenchmarkSlicesSortStableFunc_100k(b *testing.B) {
	benchSortStableFunc(b, randomKeys(100_000, 11, ^uint64(0)))
}

// BenchmarkSlicesSortStableFunc_100kLayerAndY is BenchmarkRadixSort_100kLayerAndY's
// keys sorted with slices.SortStableFunc.
func BenchmarkSlicesSortStableFunc_100kLayerAndY(b *testing.B) {
	benchSortStableFunc(b, randomKeys(100_000, 12, 0x0300_0000_0000_FFFF))
}

func benchSortStableFunc(b *testing.B, keys []uint64) {
	perm := make([]int32, len(keys))
	b.ReportAllocs()
	for b.Loop() {
		for i := range perm {
			perm[i] = int32(i)
		}
		slices.SortStableFunc(perm, func(x, y int32) int { return cmp.Compare(keys[x], keys[y]) })
	}
	perKey(b, len(keys))
}

// perKey reports the time per key of a benchmark that sorts n keys an iteration.
func perKey(b *testing.B, n int) {
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/key")
}

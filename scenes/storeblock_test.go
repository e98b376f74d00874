package scenes

import (
	"reflect"
	"testing"
	"unsafe"
)

// TestStorePagesInBlocks checks that a store makes its first loosePages pages
// one at a time and the rest in blocks of blockPages side by side, each
// page's components where they were when added (pages never move).
func TestStorePagesInBlocks(t *testing.T) {
	s := NewScene("blocks", nil)
	const n = 40 * pageSize
	var first []*hPos
	for i := range n {
		e := s.NewEntity("E", nil)
		Add(e, hPos{X: float64(i)})
		first = append(first, Get[hPos](e))
	}
	st := storeOf[hPos](s)
	size := unsafe.Sizeof(page[hPos]{})
	k := blockPages(size)
	if got := len(st.pages); got != n/pageSize {
		t.Fatalf("%d components in %d pages, want %d", n, got, n/pageSize)
	}
	// blocks of 4, 8, 16, 22, 22 after the 4 loose pages: 40 pages, 36 more
	// made ahead
	starts := map[int]bool{4: true, 8: true, 16: true, 32: true, 54: true}
	for i := loosePages + 1; i < len(st.pages); i++ {
		adjacent := uintptr(unsafe.Pointer(st.pages[i])) == uintptr(unsafe.Pointer(st.pages[i-1]))+size
		if adjacent == starts[i] {
			t.Errorf("page %d follows page %d in memory: %v, want %v (blocks of 4, 8, 16, then %d after %d loose pages)", i, i-1, adjacent, !starts[i], k, loosePages)
		}
	}
	if got, want := len(st.unused), 54-40; got != want {
		t.Errorf("%d unused pages in the last block, want %d", got, want)
	}
	for i, p := range first {
		if p.X != float64(i) || p != st.at(int32(i)) {
			t.Fatalf("component %d moved or changed: %v at %p, slot holds %p", i, *p, p, st.at(int32(i)))
		}
	}
}

// TestBlockPages checks the block sizes: 16 to 32 pages, over 32 KiB (whole
// memory pages), the least waste a page; 22 for the 1,856-byte page of a
// 16-byte component (40,832 of 40,960 bytes).
func TestBlockPages(t *testing.T) {
	if got := blockPages(unsafe.Sizeof(page[hPos]{})); got != 22 || unsafe.Sizeof(page[hPos]{}) != 1856 {
		t.Errorf("blockPages(%d) = %d, want 22 for a page of 1,856 bytes", unsafe.Sizeof(page[hPos]{}), got)
	}
	for size := uintptr(700); size < 20_000; size += 37 {
		k := blockPages(size)
		total := uintptr(k) * size
		if k < 16 || k > 32 || total <= 32<<10 && size*32 > 32<<10 {
			t.Errorf("blockPages(%d) = %d (%d bytes)", size, k, total)
		}
	}
}

// TestTypeLookupsAgree checks that the type-word keys find every registered
// type as its own (each ComponentType under its Go type's pointer), and that
// typeOf, TypeOf and TypeOfValue agree; a value that is not a *T of a
// registered T finds nothing.
func TestTypeLookupsAgree(t *testing.T) {
	if len(registry.byPtrType) != len(registry.sorted) {
		t.Errorf("%d types by pointer type word, %d registered", len(registry.byPtrType), len(registry.sorted))
	}
	for _, c := range registry.sorted {
		if got := TypeOfValue(reflect.New(c.goType).Interface()); got != c {
			t.Errorf("TypeOfValue(new %v) = %v, want %s", c.goType, got, c.name)
		}
	}
	if TypeOfValue(hPos{}) != nil || TypeOfValue(nil) != nil || TypeOfValue((*int)(nil)) != nil {
		t.Error("TypeOfValue found a type for a value that is not a *T of a registered T")
	}
	for _, c := range []struct {
		name       string
		got, value *ComponentType
	}{
		{"Test.HeapPos", typeOf[hPos](), TypeOfValue(new(hPos))},
		{"Test.HeapVel", typeOf[hVel](), TypeOfValue(new(hVel))},
	} {
		if c.got == nil || c.got.name != c.name || c.got != c.value {
			t.Errorf("typeOf = %v, TypeOfValue = %v, want %s for both", c.got, c.value, c.name)
		}
	}
	if TypeOf[struct{ unregistered int }]() != nil {
		t.Error("TypeOf of an unregistered type is not nil")
	}
}

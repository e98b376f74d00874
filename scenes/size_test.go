package scenes

import (
	"errors"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/griffengine/griff/griff"
)

func TestReadersRefuseFilesOverMaxFileSize(t *testing.T) {
	ok := `{"entities":[{"id":1,"name":"` + strings.Repeat("a", MaxFileSize-40) + `"}]}`
	ok += strings.Repeat(" ", MaxFileSize-len(ok))
	if _, err := ReadSceneTemplate("at.json", []byte(ok), nil); err != nil {
		t.Fatalf("a file of exactly MaxFileSize bytes: %v", err)
	}
	over := []byte(ok + " ")
	read := map[string]func() error{
		"ReadScene":         func() error { _, err := ReadScene("big.json", over, nil); return err },
		"ReadSceneTemplate": func() error { _, err := ReadSceneTemplate("big.json", over, nil); return err },
		"ReadTemplate":      func() error { _, err := ReadTemplate("big.json", over, nil); return err },
	}
	for name, f := range read {
		err := f()
		var fe *FileError
		if !errors.As(err, &fe) || !errors.Is(err, ErrFormat) || fe.File != "big.json" {
			t.Fatalf("%s: err %v, want a *FileError for big.json wrapping ErrFormat", name, err)
		}
		if !strings.Contains(err.Error(), "2097152") {
			t.Errorf("%s: %q does not name the bound", name, err)
		}
	}
}

// TestReadingMaxFileSizeCostsBoundedMemory reads the costliest file measured
// for its size (an unknown component holding an array of one-digit numbers:
// a tree node per two bytes) at MaxFileSize and checks the bytes allocated
// stay within the 150 a byte the package doc states.
func TestReadingMaxFileSizeCostsBoundedMemory(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"entities":[{"id":1,"name":"e","components":{"Zz.Unknown":{"v":[`)
	for b.Len() < MaxFileSize-10 {
		b.WriteString("1,")
	}
	b.WriteString(`1]}}}]}`)
	data := []byte(b.String())
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	if _, err := ReadSceneTemplate("numbers.json", data, nil); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&m1)
	got := m1.TotalAlloc - m0.TotalAlloc
	if limit := uint64(150 * len(data)); got > limit {
		t.Errorf("reading %d bytes allocated %d, more than 150 a byte (%d)", len(data), got, limit)
	}
	t.Logf("%d bytes read, %d allocated (%d a byte)", len(data), got, got/uint64(len(data)))
}

func TestTransformIsLineAligned(t *testing.T) {
	// A transform's hot part is what a moving step touches: one cache line,
	// 64 bytes, in a page that is a large allocation (whole memory pages).
	if n := unsafe.Sizeof(Transform{}); n != 64 {
		t.Errorf("Transform's hot part is %d bytes, want 64", n)
	}
	if n := unsafe.Sizeof(tpage{}); n < 32<<10 || n%(8<<10) != 0 {
		t.Errorf("a transform page is %d bytes: not a large allocation of whole 8 KiB memory pages", n)
	}
	s := NewScene("aligned", nil)
	for range pageSize + 3 {
		if p := uintptr(unsafe.Pointer(s.NewEntity("e", nil).Transform())); p%64 != 0 {
			t.Fatalf("a transform at %#x, not on a cache line", p)
		}
	}
}

func TestEntityHeaderIsSmall(t *testing.T) {
	// The entity without its transform, its name a pointer to its name's
	// list (no place in it: name lists are made lazily), its scene its
	// transform's, its children in its rare part, its component list's
	// header cut to a pointer and two counts, its flags bits of a byte:
	// 64 bytes, a size class of its own (it was 80, 96, 112, and 320 with
	// the transform inside).
	if n := unsafe.Sizeof(Entity{}); n > 64 {
		t.Errorf("Entity is %d bytes, want at most 64", n)
	}
}

func TestListedTransformsSettleAsStepCountWraps(t *testing.T) {
	// A transform keeps the low 32 bits of the step it was listed in;
	// BeginStep settles every listed transform as they wrap, so one listed
	// at step 5 does not read as listed at step 2³²+5.
	s := NewScene("wrap", nil)
	tr := s.NewEntity("e", nil).Transform()
	s.steps = 5
	tr.SetPosition(griff.V(1, 0))
	s.steps = 1<<32 - 1 // as if BeginStep ran since, short of the wrap
	if tr.Moved() {
		t.Fatal("a transform listed at step 5 reads as moved at step 2³²-1")
	}
	s.BeginStep() // the low bits wrap to 0
	if tr.has(fListed) {
		t.Fatal("the wrap left a transform listed")
	}
	s.steps = 1<<32 + 4
	s.BeginStep() // 2³²+5
	if tr.Moved() || tr.Jumped() {
		t.Fatal("a transform listed at step 5 reads as moved at step 2³²+5")
	}
	if p, _, _ := tr.Previous(); p != griff.V(1, 0) {
		t.Fatalf("previous position %v, want (1, 0)", p)
	}
}

func TestComponentListKeepsItsCapacity(t *testing.T) {
	// The entity keeps its component list's capacity as a power of two
	// (Entity.capLog): taking a component off and putting one back reuses
	// the list, and a list whose capacity is no power of two (a snapshot's,
	// cut from a block) is known by at most its real capacity.
	s := NewScene("cap", nil)
	e := s.NewEntity("e", nil)
	Add(e, hPos{})
	Add(e, hVel{})
	if got := cap(e.compsToGrow()); got != 2 {
		t.Fatalf("2 components in a list of capacity %d, want 2 (append's doubling)", got)
	}
	// AllocsPerRun runs with GOMAXPROCS 1 and averages over its runs, so an
	// allocation made by another goroutine (the test runner's) is not taken
	// for Remove's or Add's.
	x := 0.0
	if n := testing.AllocsPerRun(100, func() {
		Remove[hVel](e)
		x++
		Add(e, hVel{X: x})
	}); n != 0 {
		t.Errorf("taking a component off and adding it back made %v allocations, want 0", n)
	}
	if p := Get[hVel](e); p == nil || p.X != x || Get[hPos](e) == nil {
		t.Fatal("the components are not all there after the toggles")
	}
	for _, tc := range []struct{ len, cap, want int }{{3, 3, 3}, {3, 5, 4}, {2, 7, 4}, {0, 0, 0}, {1, 1, 1}, {5, 9000, 4096}} {
		var x Entity
		x.setComps(make([]compRef, tc.len, tc.cap))
		if got := cap(x.compsToGrow()); got != tc.want || len(x.comps()) != tc.len {
			t.Errorf("setComps(len %d, cap %d): len %d, capacity %d, want %d", tc.len, tc.cap, len(x.comps()), got, tc.want)
		}
	}
}

package scenes

import (
	"fmt"
	"reflect"
	"unsafe"
)

// pageSize is the number of components in one page of a store. Pages never move,
// so component pointers stay valid while the component is attached.
//
// It was 256 until 2026-12 (issue 20's start-up heap): a store makes its first
// page with its first component, and most component types of a game have a
// few instances (a camera, a HUD, a tilemap), so the built-in game's first
// frame held 3.5 MB of pages of 256 slots, most of them empty. At 64 a page of
// a 100-byte component is 7 KB instead of 28 KB. A Join goes through a run per
// page, so smaller pages cost a run's few instructions every 64 pairs instead
// of every 256 (measured with cachegrind: see the commit). Past its first
// loosePages pages a store makes its pages in blocks, side by side (newPage).
const pageSize = 64

// maxPendingKept is the most entries a store keeps its buffer of added
// components for once they are listed: more are from a bulk load (a scene read,
// thousands spawned at once), whose buffer would otherwise stay as 24 bytes per
// component for the life of the scene. Fewer, added step after step, reuse it
// and make no allocation.
const maxPendingKept = 1024

// pageShift and pageMask cut a slot index into its page and its place there.
const (
	pageShift = 6
	pageMask  = pageSize - 1
)

// page holds pageSize components of one type and what the store knows of each,
// in columns: the values side by side (a join or a step over them reads one
// array), then their owners, generations and active flags.
type page[T any] struct {
	vals   [pageSize]T
	owners [pageSize]*Entity // nil while the slot is free
	gens   [pageSize]uint32  // bumped each time the slot is freed, so list entries go stale
	active [pageSize]bool    // owner.ActiveInHierarchy(), kept in step for Active[T]
}

// entry is one component in a list snapshot: the slot idx, valid while the
// slot's generation is gen. key is the owner's order key when the snapshot was
// built (valid while the store's epoch is the scene's), so lists merge and
// Join pairs without reading the entities. 16 bytes.
type entry struct {
	key uint64
	idx int32
	gen uint32
}

// slotRef is a component added since its store's list was built: 8 bytes, as
// a bulk load holds one per component until the list is built.
type slotRef struct {
	idx int32
	gen uint32
}

// compRef is one component attached to an entity: 16 bytes (it was 40, with
// the type's pointer, the component as an any and the kept fields' pointer;
// issue 20's heap per entity). The type is its registration index, the
// component its address in the store's page; ptr and typ give them back as
// the package used them. Read[T] recognises a T by asserting the type's
// registry.nils entry, as cheap as asserting the old any was (measured with
// cachegrind on BenchmarkAllGet_10k: 57 instructions an entity, 53 before).
// Kept fields (values the type no longer has) are rare and live with the
// entity (Entity.kept).
type compRef struct {
	p   unsafe.Pointer // the component, a *T in its store's page
	ti  uint32         // the type's ComponentType.index
	idx int32          // the slot in the scene's store of the type
}

// typ returns the component's type.
func (c *compRef) typ() *ComponentType { return registry.byIndex[c.ti] }

// ptr returns the component as a *T in an any.
func (c *compRef) ptr() any { return boxPtr(registry.nils[c.ti&(maxTypes-1)], c.p) }

// is reports whether c is of type t.
func (c *compRef) is(t *ComponentType) bool { return c.ti == uint32(t.index) }

// eface is the layout of an any: its type word and its data word (for a
// pointer type, the pointer itself). Go's runtime and reflect rely on it.
type eface struct {
	typ, data unsafe.Pointer
}

// boxPtr returns p as an any of the type of nilPtr (a nil *T in an any).
func boxPtr(nilPtr any, p unsafe.Pointer) any {
	(*eface)(unsafe.Pointer(&nilPtr)).data = p
	return nilPtr
}

// typeOps are the operations on a component type that need its Go type.
type typeOps interface {
	newStore(s *Scene) storage
	value(v any) reflect.Value // v is a *T; returns the addressable T
	copy(dst, src any)         // dst, src are *T; see ComponentType.Copy
	ptr(v any) unsafe.Pointer  // v is a *T; its address, for the snapshot codec
}

// storage is a scene's store of one component type, seen without its type.
type storage interface {
	alloc(e *Entity) compRef
	free(idx int32) // by value: a pointer would escape through the interface and allocate
	setActive(idx int32, on bool)
	endStep()
	markHanded(all bool) // marks.go
}

type ops[T any] struct{ typ *ComponentType }

func newTypeOps[T any](c *ComponentType) typeOps { return ops[T]{c} }

func (o ops[T]) newStore(s *Scene) storage { return &store[T]{typ: o.typ, scene: s} }

func (o ops[T]) copy(dst, src any) {
	if o.typ.model.plainCopy {
		*dst.(*T) = *src.(*T)
		return
	}
	o.typ.model.copy(o.value(dst), o.value(src))
}

func (o ops[T]) ptr(v any) unsafe.Pointer { return unsafe.Pointer(v.(*T)) }

func (o ops[T]) value(v any) reflect.Value {
	p, ok := v.(*T)
	if !ok || p == nil {
		panic(fmt.Sprintf("scenes: %T is not a *%v", v, reflect.TypeFor[T]()))
	}
	return reflect.ValueOf(p).Elem()
}

// store keeps a scene's components of type T in pages, and the list of them in
// hierarchy order that All and Active go through.
//
// A slot freed while an iteration runs over the store is held back (held)
// until none runs, so within an iteration a slot whose owner is nil is one
// removed since the iteration began, and a slot is never given to a new
// component while an iteration may still reach it.
type store[T any] struct {
	typ   *ComponentType
	scene *Scene
	pages []*page[T]
	free_ []int32 // slots free for reuse
	held  []int32 // slots freed while an iteration ran
	used  int32

	items     []entry      // the current snapshot, in hierarchy order
	pending   []slotRef    // added since the snapshot was built, in slots below fresh
	fresh     int32        // slots from fresh up to used are added since the snapshot was built (if live): no pending entry
	stale     bool         // items holds removed entries or is out of order
	epoch     uint64       // the scene's key epoch items was sorted at
	version   uint64       // bumped each time items is rebuilt
	iterating int          // iterations running over items
	spare     []entry      // a buffer no iteration holds, for the next build
	retired   []entry      // an old snapshot an iteration may still hold
	joins     []joiner     // Join[T, B] lists, one per B
	moves     *moveList[T] // ActiveTransforms[T]'s runs, made on first use
	unused    []page[T]    // the pages of the last block not yet in pages (newPage)
	handed    bool         // All, Active, Join or ActiveTransforms gave out pointers since markHanded (marks.go)
}

// at returns the component in slot i.
func (st *store[T]) at(i int32) *T { return &st.pages[i>>pageShift].vals[i&pageMask] }

// live reports whether slot i holds a component.
func (st *store[T]) live(i int32) bool { return st.pages[i>>pageShift].owners[i&pageMask] != nil }

// gen returns slot i's generation.
func (st *store[T]) gen(i int32) uint32 { return st.pages[i>>pageShift].gens[i&pageMask] }

// owner returns the entity of slot i (nil if free).
func (st *store[T]) owner(i int32) *Entity { return st.pages[i>>pageShift].owners[i&pageMask] }

// release makes the held slots free for reuse if no iteration runs.
func (st *store[T]) release() {
	if st.iterating == 0 && len(st.held) > 0 {
		st.free_ = append(st.free_, st.held...)
		st.held = st.held[:0]
	}
}

func (st *store[T]) alloc(e *Entity) compRef {
	st.release()
	var i int32
	if n := len(st.free_); n > 0 {
		i, st.free_ = st.free_[n-1], st.free_[:n-1]
	} else {
		if int(st.used) == len(st.pages)*pageSize {
			st.pages = append(st.pages, st.newPage())
		}
		i = st.used
		st.used++
	}
	pg, j := st.pages[i>>pageShift], i&pageMask
	pg.owners[j], pg.active[j] = e, e.is(eActiveInHierarchy)
	st.scene.structure++
	if i < st.fresh {
		st.pending = append(st.pending, slotRef{i, pg.gens[j]})
	}
	return compRef{p: unsafe.Pointer(&pg.vals[j]), ti: uint32(st.typ.index), idx: i}
}

// loosePages is how many pages a store makes one at a time before it makes
// them in blocks (newPage): most component types of a game have a few
// instances, and their stores stay at a page or two.
const loosePages = 4

// newPage returns a new empty page for st: one of its own while st has fewer
// than loosePages, then the next of a block of pages made together, side by
// side in memory (issue 20's join at 100,000: a Join, All or a step then
// reads a type's values from one block after another, not from pages
// scattered among other allocations; pages never move, so a block is kept
// whole while the store lives, as its pages would be). A block holds as many
// pages as the store has already, up to blockPages (4, 8, 16, then 16 to 32),
// so at most half of what a store holds is pages made ahead, as in a slice
// that append grows.
func (st *store[T]) newPage() *page[T] {
	if len(st.pages) < loosePages {
		return new(page[T])
	}
	if len(st.unused) == 0 {
		st.unused = make([]page[T], nextBlock(len(st.pages), unsafe.Sizeof(page[T]{})))
	}
	p := &st.unused[0]
	st.unused = st.unused[1:]
	return p
}

// nextBlock returns how many pages of size bytes the block a store of n
// pages makes next holds: n, at most blockPages(size).
func nextBlock(n int, size uintptr) int { return min(n, blockPages(size)) }

// blockPages returns how many pages of size bytes a block holds: between 16
// and 32, the count that wastes least of the whole 8 KiB memory pages Go
// gives an allocation over 32 KiB (a page of 16-byte components is 1,856
// bytes: one alone takes Go's size class of 2,048, 22 in a block take 40,832
// of 40,960).
func blockPages(size uintptr) int {
	const memPage = 8192
	best, bestWaste := 16, uintptr(1)<<62
	for k := uintptr(16); k <= 32; k++ {
		total := k * size
		if total <= 32<<10 {
			continue // a size class, not whole memory pages
		}
		waste := ((total+memPage-1)/memPage*memPage - total) / k
		if waste < bestWaste {
			best, bestWaste = int(k), waste
		}
	}
	return best
}

func (st *store[T]) free(i int32) {
	pg, j := st.pages[i>>pageShift], i&pageMask
	pg.owners[j], pg.active[j] = nil, false
	pg.gens[j]++
	pg.vals[j] = *new(T)
	st.scene.frees++
	st.scene.structure++
	if st.iterating > 0 {
		st.held = append(st.held, i)
	} else {
		st.free_ = append(st.free_, i)
	}
	st.stale = true
}

func (st *store[T]) setActive(i int32, on bool) {
	st.pages[i>>pageShift].active[i&pageMask] = on
	st.scene.structure++
}

// count returns the number of components in the store.
func (st *store[T]) count() int { return int(st.used) - len(st.free_) - len(st.held) }

// endStep forgets iterations left unfinished by a panic: none runs across steps.
func (st *store[T]) endStep() {
	st.iterating = 0
	if st.moves != nil {
		st.moves.iterating = 0
	}
	for _, j := range st.joins {
		j.endStep()
	}
}

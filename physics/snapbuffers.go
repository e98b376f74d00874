package physics

import (
	"cmp"
	"fmt"
	"reflect"
	"slices"
	"unsafe"

	"github.com/jakecoffman/cp/v2"
)

// cp's contact buffers in a snapshot (format 4).
//
// cp keeps the contacts of a step's arbiters in a ring of buffers
// (cp.Space.contactBuffersHead, cp.CONTACTS_BUFFER_SIZE contacts each,
// stamped with the step that began them); an arbiter's contacts are a slice
// into a buffer. At a step cp takes the next buffer of the ring if it is
// more than collisionPersistence (3) steps old, else puts a new one in. An
// arbiter dropped from the cache is never read again, so within cp's rules a
// slice is read only while its buffer holds it. One case is outside them: an
// arbiter of two bodies asleep (or asleep and static) that no longer touch is
// kept in the cache while they sleep (cp's SpaceArbiterSetFilter), its slice
// still in a buffer that later steps write over; when the bodies wake and
// touch again, cp warm-starts the pair from what that memory holds then (a
// contact of another pair whose hash matches gives its impulses). It is
// rare (a stack asleep, pushed by game code) but it is what cp does, so the
// world that never stopped does it.
//
// Found by helper physfix (issue 12): format 3 wrote every arbiter's contacts
// by value and left the ring out, so a restored arbiter held a copy that no
// step wrote over, and a restored world drifted from the one that never
// stopped a few steps after such a stack was woken (and a restore into a new
// world, which had no ring, panicked when a body was woken before the first
// step). Decision: the ring is state. After the graph, a snapshot writes the
// ring from its head (each buffer's stamp and count of contacts used) and,
// for each arbiter of the cache in the order written, where its contacts lie
// (0 for memory of their own, else the buffer's place in the ring + 1 and
// the first contact's index). A restore rebuilds the ring with the same
// stamps and counts (reusing the buffers of the space it decodes into, new
// ones beyond) and puts each arbiter's contacts, read by value as before,
// back at their place in their buffer, so later steps write over them as
// they did. What else a buffer held is not read before cp writes it. Cost
// (measured after 30 steps without sleeping): about three bytes per cached
// arbiter, 5.8 KB of the 820-box pyramid's 1.83 MB (2,022 arbiters, 20
// buffers), 41 KB of the 5,050-box one's 12.6 MB (14,189 arbiters, 111
// buffers), each arbiter's buffer found by a binary search of the buffers'
// addresses; nothing allocated in a steady snapshot (scratch kept in the
// codec); a restore into a new world allocates the ring's buffers (about
// 100 KB each) that a new world would have allocated in its first steps. A snapshot of format 3 or 2 (no ring) restores as
// before, with an empty ring of one buffer stamped with the space's stamp.

// Offsets of the fields of cp.Space and cp.ContactBuffer read and written here
// (fieldOffsetOf panics at start-up if cp's layout changed).
var (
	spaceBuffersAt = fieldOffsetOf(typSpace, "contactBuffersHead", reflect.TypeFor[*cp.ContactBuffer]())
	spaceStampAt   = fieldOffsetOf(typSpace, "stamp", reflect.TypeFor[uint]())
	bufStampAt     = fieldOffsetOf(typContactBuffer, "stamp", reflect.TypeFor[uint]())
	bufNextAt      = fieldOffsetOf(typContactBuffer, "next", reflect.TypeFor[*cp.ContactBuffer]())
	bufCountAt     = fieldOffsetOf(typContactBuffer, "numContacts", reflect.TypeFor[int]())
	bufContactsAt  = fieldOffsetOf(typContactBuffer, "contacts", reflect.TypeFor[[cp.CONTACTS_BUFFER_SIZE]cp.Contact]())
)

var typContactBuffer = reflect.TypeFor[cp.ContactBuffer]()

// maxRing bounds the buffers a snapshot's ring may name (each is about 100
// KB): cp grows the ring to hold the contacts of the last four steps, so
// 2,048 buffers are two million contacts, far beyond MaxBodies' worth.
const maxRing = 2048

// contactRing is the codec's scratch for the ring: the buffers of a ring
// being written or rebuilt, and the places read for the arbiters.
type contactRing struct {
	bufs   []*cp.ContactBuffer
	places []uint64 // per arbiter: buffer place + 1 (0: own memory), first index
	byAddr []ringAddr
}

// ringAddr is where a buffer's contacts start and its place in the ring.
type ringAddr struct {
	lo    uintptr
	place int
}

func spaceHead(sp *cp.Space) **cp.ContactBuffer {
	return (**cp.ContactBuffer)(unsafe.Add(unsafe.Pointer(sp), spaceBuffersAt))
}

func bufNext(b *cp.ContactBuffer) **cp.ContactBuffer {
	return (**cp.ContactBuffer)(unsafe.Add(unsafe.Pointer(b), bufNextAt))
}

func bufStamp(b *cp.ContactBuffer) *uint { return (*uint)(unsafe.Add(unsafe.Pointer(b), bufStampAt)) }

func bufCount(b *cp.ContactBuffer) *int { return (*int)(unsafe.Add(unsafe.Pointer(b), bufCountAt)) }

func bufContacts(b *cp.ContactBuffer) *[cp.CONTACTS_BUFFER_SIZE]cp.Contact {
	return (*[cp.CONTACTS_BUFFER_SIZE]cp.Contact)(unsafe.Add(unsafe.Pointer(b), bufContactsAt))
}

func arbContacts(arb *cp.Arbiter) *[]cp.Contact {
	return (*[]cp.Contact)(unsafe.Add(unsafe.Pointer(arb), arbContactsAt))
}

// ringOf appends the buffers of sp's ring, head first, to dst.
func ringOf(sp *cp.Space, dst []*cp.ContactBuffer) []*cp.ContactBuffer {
	head := *spaceHead(sp)
	if head == nil {
		return dst
	}
	for b := head; ; {
		dst = append(dst, b)
		if b = *bufNext(b); b == head || b == nil {
			return dst
		}
	}
}

// appendRing writes sp's ring and where the contacts of each of arbs lie
// (see the comment above) with e.
func (r *contactRing) appendRing(e *graphEnc, sp *cp.Space, arbs []*cp.Arbiter) {
	r.bufs = ringOf(sp, r.bufs[:0])
	e.uvarint(uint64(len(r.bufs)))
	for _, b := range r.bufs {
		e.uvarint(uint64(*bufStamp(b)))
		e.uvarint(uint64(*bufCount(b)))
	}
	const size = unsafe.Sizeof(cp.Contact{})
	r.byAddr = r.byAddr[:0]
	for i, b := range r.bufs {
		r.byAddr = append(r.byAddr, ringAddr{uintptr(unsafe.Pointer(bufContacts(b))), i + 1})
	}
	slices.SortFunc(r.byAddr, func(x, y ringAddr) int { return cmp.Compare(x.lo, y.lo) })
	for _, arb := range arbs {
		cs := *arbContacts(arb)
		place, at := 0, uintptr(0)
		if len(cs) > 0 {
			// the last buffer starting at or before the contacts
			p := uintptr(unsafe.Pointer(&cs[0]))
			i, _ := slices.BinarySearchFunc(r.byAddr, p+1, func(x ringAddr, p uintptr) int { return cmp.Compare(x.lo, p) })
			if i > 0 && p < r.byAddr[i-1].lo+cp.CONTACTS_BUFFER_SIZE*size {
				place, at = r.byAddr[i-1].place, (p-r.byAddr[i-1].lo)/size
			}
		}
		e.uvarint(uint64(place))
		if place != 0 {
			e.uvarint(uint64(at))
		}
	}
	clear(r.bufs)
}

// readRing reads what appendRing wrote for n arbiters into r.
func (r *contactRing) readRing(d *graphDec, n int) error {
	size, err := d.uvarint()
	if err != nil {
		return err
	}
	if size > maxRing || size > uint64(len(d.data)) {
		return d.fail("a ring of %d contact buffers", size)
	}
	r.places = r.places[:0]
	for range 2 * size {
		v, err := d.uvarint()
		if err != nil {
			return err
		}
		r.places = append(r.places, v)
	}
	for i := 1; i < len(r.places); i += 2 {
		if r.places[i] > cp.CONTACTS_BUFFER_SIZE {
			return d.fail("a contact buffer of %d contacts", r.places[i])
		}
	}
	for range n {
		place, err := d.uvarint()
		if err != nil {
			return err
		}
		at := uint64(0)
		if place != 0 {
			if place > size {
				return d.fail("contacts in buffer %d of %d", place, size)
			}
			if at, err = d.uvarint(); err != nil {
				return err
			}
		}
		r.places = append(r.places, place, at)
	}
	return nil
}

// rebuild makes sp's ring the one readRing read (ring true) and puts the
// contacts of arbs back in it, or, for a snapshot without a ring, an empty
// ring of one buffer stamped with sp's stamp. It reuses the buffers of sp's
// ring. It returns an error if an arbiter's contacts do not fit in their
// buffer.
func (r *contactRing) rebuild(sp *cp.Space, arbs []*cp.Arbiter, ring bool) error {
	head := spaceHead(sp)
	r.bufs = ringOf(sp, r.bufs[:0])
	defer func() { clear(r.bufs) }()
	size := 1
	if ring {
		size = len(r.places)/2 - len(arbs)
	}
	if size == 0 {
		*head = nil
		return nil
	}
	for len(r.bufs) < size {
		r.bufs = append(r.bufs, new(cp.ContactBuffer))
	}
	for i := range size {
		b := r.bufs[i]
		*bufNext(b) = r.bufs[(i+1)%size]
		*bufStamp(b), *bufCount(b) = *(*uint)(unsafe.Add(unsafe.Pointer(sp), spaceStampAt)), 0
		if ring {
			*bufStamp(b), *bufCount(b) = uint(r.places[2*i]), int(r.places[2*i+1])
		}
	}
	*head = r.bufs[0]
	if !ring {
		return nil
	}
	places := r.places[2*size:]
	for i, arb := range arbs {
		place, at := places[2*i], places[2*i+1]
		if place == 0 {
			continue
		}
		cs := arbContacts(arb)
		if at+uint64(len(*cs)) > cp.CONTACTS_BUFFER_SIZE {
			return fmt.Errorf("%w: %d contacts at %d in a contact buffer", errSnapshot, len(*cs), at)
		}
		in := bufContacts(r.bufs[place-1])[at : at+uint64(len(*cs))]
		copy(in, *cs)
		*cs = in
	}
	return nil
}

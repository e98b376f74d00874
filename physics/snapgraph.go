package physics

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"reflect"
	"slices"
	"unsafe"
)

// The graph codec: writes a graph of Go objects (the World's records and cp's
// space, reached from two roots) field by field, unexported fields included,
// and reads it back into new objects. See "Snapshots" in the package doc.
//
// Encoding, per kind: bools one byte; inside a struct (nested structs and
// arrays of up to maxUnroll elements flattened into it), each run of numbers
// (integers of any size, float32s, float64s) lying next to each other with no
// padding between is its bytes as they are in memory (little-endian on every
// machine Go builds this for; the layout hash says which), copied whole, and
// a list of structs that are one such run is all its bytes at once; numbers
// elsewhere (alone in a list or a long array): signed integers zig-zag
// varints, unsigned integers varints, float32s their 4 bytes of IEEE bits,
// float64s their IEEE bits byte-reversed as a varint (exact, NaN payloads
// kept); strings and slices a length then the elements (a nil slice is
// length 0 with a flag); arrays and structs their elements and fields in
// order, leaving out the fields the plan skips (not state, see snapSkip);
// pointers an object number: 0 for nil, else the object's number, which
// lasts from snapshot to snapshot (snapnum.go); the first time a snapshot
// writes a number it puts the object in the queue (contents follow the
// roots, in the order first written, so nothing recurses through pointers
// and the decoder makes a new object for each number the first time it
// reads it); interfaces a type number from snapTypes then the pointer; functions
// a number in the function table (0 for nil). A pointer of an external type
// (an entity, a component, the space, a collision handler) is written by the
// World's own rule (refWriter). Maps and other kinds are refused: a map field
// must be skipped and rebuilt.
//
// Speed: the writer keeps, per type, the flattened list of what to write
// (gplan.ops), numbers objects in a table of addresses (ptrIndex) kept from
// snapshot to snapshot, copies the bytes of objects unchanged since the last
// snapshot (snapmemo.go) and remembers which interface types and functions it met (snapcache.go),
// so a steady snapshot calls no reflect and no map per field; the numbers
// in runs are copied, not encoded. Format 1 wrote every number as a varint:
// about half the size, two to four times the time.

// errSnapshot is wrapped by every error of a bad snapshot.
var errSnapshot = errors.New("physics: bad snapshot")

// gplan is how one type is written: its kind, size and, for structs, the
// fields written.
type gplan struct {
	t      reflect.Type
	kind   reflect.Kind
	size   uintptr
	elem   *gplan     // slice, array, pointer
	fields []gfield   // struct fields written
	n      int        // array length
	ext    int        // pointer: external kind (refNone if an object)
	ops    []gop      // struct: its leaves, made by flatten on first write
	ifaces []ifaceHit // interface: dynamic types met, see snapcache.go
	funcs  []funcHit  // function: functions met, see snapcache.go
	// memo says whether objects of this struct type can be copied from the
	// last snapshot, memoSlices which of its leaves are slices (snapmemo.go).
	memo       int8
	img        int8 // whether imaged, memo's states
	memoSlices []gop
	vol        uintptr // offset+1 of the snapVolatile field in a run, or 0
	// gaps are the parts of a memoable struct's memory outside its runs of
	// numbers, nraw how many runs it has (snapmemo.go, patch); made once.
	gaps     []gspan
	nraw     int
	gapsMade bool
}

// gspan is a span of a struct's memory.
type gspan struct{ off, n uintptr }

// gop is one leaf of a struct's flattened plan: a field that is not a struct
// or a short array, at its offset from the start of the outermost struct.
// Writing the leaves in order writes what the nested plans would, without a
// call per level.
type gop struct {
	off  uintptr
	kind reflect.Kind // kindRaw: a run of numbers, size bytes
	plan *gplan
	name string
	size uintptr
}

// kindRaw is the kind of a gop that is a run of numbers (integers and
// floats) lying next to each other, padding-free, in memory: written as their
// bytes in memory order, copied whole.
const kindRaw = reflect.UnsafePointer + 100

// rawKind reports whether a number of kind k is written in a run.
func rawKind(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Uintptr || k == reflect.Float32 || k == reflect.Float64
}

// maxUnroll is the longest array flatten writes element by element.
const maxUnroll = 16

// flatten makes pl.ops, once (not while planning: a struct can hold, by
// value, one still being planned through a pointer).
func (pl *gplan) flatten() []gop {
	if pl.ops == nil {
		ops := make([]gop, 0, pl.countOps())
		pl.ops = runs(pl.appendOps(ops, 0, ""))
	}
	return pl.ops
}

// countOps is how many leaves appendOps makes.
func (pl *gplan) countOps() int {
	switch {
	case pl.kind == reflect.Struct:
		n := 0
		for _, f := range pl.fields {
			n += f.plan.countOps()
		}
		return n
	case pl.kind == reflect.Array && pl.n <= maxUnroll:
		return pl.n * pl.elem.countOps()
	}
	return 1
}

// appendOps appends the leaves of pl at off; name is the field holding them
// (errors name the leaf's own field, not its path, so making ops allocates
// nothing more: a restore plans a new world's types each time).
func (pl *gplan) appendOps(ops []gop, off uintptr, name string) []gop {
	switch {
	case pl.kind == reflect.Struct:
		for _, f := range pl.fields {
			ops = f.plan.appendOps(ops, off+f.off, f.name)
		}
	case pl.kind == reflect.Array && pl.n <= maxUnroll:
		for i := range pl.n {
			ops = pl.elem.appendOps(ops, off+uintptr(i)*pl.elem.size, name)
		}
	default:
		ops = append(ops, gop{off: off, kind: pl.kind, plan: pl, name: name})
	}
	return ops
}

// allRaw reports whether pl is a struct written as one run of all its
// bytes: a list of them is written (and read) as one copy.
func (pl *gplan) allRaw() bool {
	if pl.kind != reflect.Struct {
		return false
	}
	ops := pl.flatten()
	return len(ops) == 1 && ops[0].kind == kindRaw && ops[0].off == 0 && ops[0].size == pl.size
}

// runs merges the numbers among ops into runs of adjacent bytes.
func runs(ops []gop) []gop {
	out := ops[:0]
	for _, op := range ops {
		if !rawKind(op.kind) {
			out = append(out, op)
			continue
		}
		if n := len(out); n > 0 && out[n-1].kind == kindRaw && out[n-1].off+out[n-1].size == op.off {
			out[n-1].size += op.plan.size
			continue
		}
		out = append(out, gop{off: op.off, kind: kindRaw, name: op.name, size: op.plan.size})
	}
	return out
}

type gfield struct {
	off  uintptr
	plan *gplan
	name string
}

// gobj is one object of the graph: its type's plan and where it is.
type gobj struct {
	plan *gplan
	p    unsafe.Pointer
}

// planner makes and keeps plans; it is per World (no package state).
type planner struct {
	plans map[reflect.Type]*gplan
	skip  func(t reflect.Type, field string) bool
	ext   func(t reflect.Type) int
}

func (pl *planner) plan(t reflect.Type) (*gplan, error) {
	if p := pl.plans[t]; p != nil {
		return p, nil
	}
	p := &gplan{t: t, kind: t.Kind(), size: t.Size()}
	pl.plans[t] = p // before recursing: types refer to themselves
	var err error
	switch p.kind {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.String, reflect.Interface, reflect.Func:
	case reflect.Pointer:
		if p.ext = pl.ext(t); p.ext == refNone {
			p.elem, err = pl.plan(t.Elem())
		}
	case reflect.Slice:
		p.elem, err = pl.plan(t.Elem())
	case reflect.Array:
		p.n = t.Len()
		p.elem, err = pl.plan(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			f := t.Field(i)
			if pl.skip(t, f.Name) {
				continue
			}
			fp, ferr := pl.plan(f.Type)
			if ferr != nil {
				return nil, fmt.Errorf("%s.%s: %w", t, f.Name, ferr)
			}
			p.fields = append(p.fields, gfield{off: f.Offset, plan: fp, name: f.Name})
		}
	default:
		err = fmt.Errorf("physics: snapshot cannot write %s (%s): skip the field and rebuild it", t, p.kind)
	}
	if err != nil {
		delete(pl.plans, t)
		return nil, err
	}
	return p, nil
}

// graphEnc writes a graph. Its numbering and memo last from snapshot to
// snapshot (snapnum.go, snapmemo.go).
type graphEnc struct {
	pl   *planner
	buf  []byte
	num  numbering // objects' numbers, and the queue of this snapshot
	memo snapMemo
	// While an object the memo can copy is written (rec), what it will keep:
	// where it starts in buf, its plan, the numbers its pointers wrote, its
	// external pointers and where its volatile field went (snapmemo.go).
	rec      bool
	recStart int
	recPlan  *gplan
	refIDs   []uint32
	extRefs  []extRef
	rawOuts  []uint32 // where each run of numbers of the object went, from recStart
	patch    uint32
	funcs    *funcTable
	types    *typeTable
	refs     refWriter
}

// errRenumber is returned by pointer when an address holds a number for an
// object of another type: the snapshot is written again, numbered afresh.
var errRenumber = errors.New("physics: snapshot: an address met as two types")

func (e *graphEnc) reset(buf []byte) {
	e.buf = buf
	e.num.queue = e.num.queue[:0]
}

// root writes the value of type t at p, then every object it reaches.
func (e *graphEnc) root(t reflect.Type, p unsafe.Pointer) error {
	pl, err := e.pl.plan(t)
	if err != nil {
		return err
	}
	return e.value(pl, p)
}

// uvarint appends v as binary.AppendUvarint does (the same bytes), but
// spreads the first 56 bits into their 8 bytes at once: most floats take 9
// or 10 bytes, and a loop of a byte at a time was a fifth of a snapshot.
func (e *graphEnc) uvarint(v uint64) {
	if v < 0x80 { // small enough to inline: most are object numbers
		e.buf = append(e.buf, byte(v))
		return
	}
	e.uvarintLong(v)
}

func (e *graphEnc) uvarintLong(v uint64) {
	b := e.buf
	if cap(b)-len(b) < 16 {
		b = slices.Grow(b, 16)
	}
	i := len(b)
	b = b[:i+16]
	n := (bits.Len64(v) + 6) / 7 // bytes written, 2 to 10
	y := v&0x7f | v<<1&0x7f00 | v<<2&0x7f0000 | v<<3&0x7f000000 |
		v<<4&0x7f00000000 | v<<5&0x7f0000000000 | v<<6&0x7f000000000000 | v<<7&0x7f00000000000000
	y |= 0x8080808080808080 >> (8 * (8 - min(n-1, 8))) // continuation bits
	binary.LittleEndian.PutUint64(b[i:], y)
	if n > 8 {
		b[i+8] = byte(v>>56) & 0x7f
		if n > 9 {
			b[i+8] |= 0x80
			b[i+9] = byte(v >> 63)
		}
	}
	e.buf = b[:i+n]
}

// fields writes a struct at p by its flattened plan; the commonest leaves
// are written here, the others by value.
func (e *graphEnc) fields(pl *gplan, p unsafe.Pointer) error {
	for i := range pl.flatten() {
		op := &pl.ops[i]
		q := unsafe.Add(p, op.off)
		switch op.kind {
		case kindRaw:
			if e.rec && pl == e.recPlan {
				if v := pl.vol; v != 0 && op.off < v && v+7 <= op.off+op.size {
					e.patch = uint32(len(e.buf)-e.recStart) + uint32(v-op.off)
				}
				e.rawOuts = append(e.rawOuts, uint32(len(e.buf)-e.recStart))
			}
			e.buf = append(e.buf, unsafe.Slice((*byte)(q), op.size)...)
		case reflect.Bool:
			b := byte(0)
			if *(*bool)(q) {
				b = 1
			}
			e.buf = append(e.buf, b)
		case reflect.Pointer:
			if err := e.pointer(op.plan, *(*unsafe.Pointer)(q)); err != nil {
				return fmt.Errorf("%s.%s: %w", pl.t, op.name, err)
			}
		default:
			if err := e.value(op.plan, q); err != nil {
				return fmt.Errorf("%s.%s: %w", pl.t, op.name, err)
			}
		}
	}
	return nil
}

func (e *graphEnc) value(pl *gplan, p unsafe.Pointer) error {
	switch pl.kind {
	case reflect.Bool:
		b := byte(0)
		if *(*bool)(p) {
			b = 1
		}
		e.buf = append(e.buf, b)
	case reflect.Int:
		e.buf = binary.AppendVarint(e.buf, int64(*(*int)(p)))
	case reflect.Int8:
		e.buf = binary.AppendVarint(e.buf, int64(*(*int8)(p)))
	case reflect.Int16:
		e.buf = binary.AppendVarint(e.buf, int64(*(*int16)(p)))
	case reflect.Int32:
		e.buf = binary.AppendVarint(e.buf, int64(*(*int32)(p)))
	case reflect.Int64:
		e.buf = binary.AppendVarint(e.buf, *(*int64)(p))
	case reflect.Uint, reflect.Uintptr:
		e.uvarint(uint64(*(*uint)(p)))
	case reflect.Uint8:
		e.buf = append(e.buf, *(*uint8)(p))
	case reflect.Uint16:
		e.uvarint(uint64(*(*uint16)(p)))
	case reflect.Uint32:
		e.uvarint(uint64(*(*uint32)(p)))
	case reflect.Uint64:
		e.uvarint(*(*uint64)(p))
	case reflect.Float32:
		e.buf = binary.LittleEndian.AppendUint32(e.buf, math.Float32bits(*(*float32)(p)))
	case reflect.Float64:
		// The bits byte-reversed as a varint (as encoding/gob does): 0 is one
		// byte, round numbers (20, 0.5, -1) two or three, the rest at most 10.
		e.uvarint(bits.ReverseBytes64(math.Float64bits(*(*float64)(p))))
	case reflect.String:
		s := *(*string)(p)
		e.uvarint(uint64(len(s)))
		e.buf = append(e.buf, s...)
	case reflect.Slice:
		return e.slice(pl, p)
	case reflect.Array:
		for i := range pl.n {
			if err := e.value(pl.elem, unsafe.Add(p, uintptr(i)*pl.elem.size)); err != nil {
				return err
			}
		}
	case reflect.Struct:
		return e.fields(pl, p)
	case reflect.Pointer:
		return e.pointer(pl, *(*unsafe.Pointer)(p))
	case reflect.Interface:
		return e.iface(pl, p)
	case reflect.Func:
		return e.fn(pl, p)
	}
	return nil
}

type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

func (e *graphEnc) slice(pl *gplan, p unsafe.Pointer) error {
	h := (*sliceHeader)(p)
	if h.data == nil {
		e.uvarint(0)
		return nil
	}
	e.uvarint(uint64(h.len) + 1)
	el := pl.elem
	if el.kind == reflect.Uint8 || el.kind == reflect.Bool || el.allRaw() {
		// Bools are the bytes 0 and 1 in memory, as written one at a time.
		e.buf = append(e.buf, unsafe.Slice((*byte)(h.data), uintptr(h.len)*el.size)...)
		return nil
	}
	for i := range h.len {
		q := unsafe.Add(h.data, uintptr(i)*el.size)
		var err error
		switch el.kind {
		case reflect.Struct:
			err = e.fields(el, q)
		case reflect.Pointer:
			err = e.pointer(el, *(*unsafe.Pointer)(q))
		default:
			err = e.value(el, q)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (e *graphEnc) pointer(pl *gplan, q unsafe.Pointer) error {
	if q == nil {
		e.uvarint(0)
		return nil
	}
	if pl.ext != refNone {
		v, err := e.refs.encRef(pl.ext, q)
		if err != nil {
			return err
		}
		if e.rec {
			e.extRefs = append(e.extRefs, extRef{uintptr(q), pl.ext, v})
		}
		e.uvarint(v)
		return nil
	}
	id, ok := e.num.meet(pl.elem, q)
	if !ok {
		return errRenumber
	}
	if id > maxNumber {
		return fmt.Errorf("physics: snapshot: more than %d objects", maxNumber)
	}
	if e.rec {
		e.refIDs = append(e.refIDs, id)
	}
	e.uvarint(uint64(id))
	return nil
}

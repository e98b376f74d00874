package physics

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"reflect"
	"runtime"
	"unsafe"
)

// graphDec reads what graphEnc wrote into new objects (and into the roots it
// is given). Every read is bounded by the data left, every object number and
// type number is checked, so bad bytes give an error wrapping errSnapshot,
// never a panic.
type graphDec struct {
	pl    *planner
	data  []byte
	objs  []gobj
	nums  []uint32 // objs' numbers in the snapshot
	ids   ptrIndex // object number to 1 + its index in objs
	funcs *funcTable
	types *typeTable
	refs  refReader
	// chunks hands out new objects of each type from arrays allocated a
	// few at a time (16, then twice as many up to 1,024): a restore of
	// thousands of bodies makes dozens of allocations, not thousands.
	chunks map[*gplan]*chunk
}

type chunk struct {
	data    unsafe.Pointer
	left, n int
}

// alloc returns a new zero object of pl's type.
func (d *graphDec) alloc(pl *gplan) unsafe.Pointer {
	if d.chunks == nil {
		d.chunks = map[*gplan]*chunk{}
	}
	c := d.chunks[pl]
	if c == nil {
		c = &chunk{n: 8}
		d.chunks[pl] = c
	}
	if c.left == 0 {
		c.n = min(2*c.n, 1024)
		c.data = reflect.MakeSlice(reflect.SliceOf(pl.t), c.n, c.n).UnsafePointer()
		c.left = c.n
	}
	p := c.data
	c.left--
	if c.left > 0 {
		c.data = unsafe.Add(c.data, pl.size)
	}
	return p
}

func (d *graphDec) fail(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errSnapshot}, args...)...)
}

func (d *graphDec) root(t reflect.Type, p unsafe.Pointer) error {
	pl, err := d.pl.plan(t)
	if err != nil {
		return err
	}
	return d.value(pl, p)
}

func (d *graphDec) drain() error {
	for i := 0; i < len(d.objs); i++ {
		if err := d.value(d.objs[i].plan, d.objs[i].p); err != nil {
			return err
		}
	}
	return nil
}

func (d *graphDec) uvarint() (uint64, error) {
	v, n := binary.Uvarint(d.data)
	if n <= 0 {
		return 0, d.fail("truncated or bad number")
	}
	d.data = d.data[n:]
	return v, nil
}

func (d *graphDec) varint() (int64, error) {
	v, n := binary.Varint(d.data)
	if n <= 0 {
		return 0, d.fail("truncated or bad number")
	}
	d.data = d.data[n:]
	return v, nil
}

func (d *graphDec) bytes(n int) ([]byte, error) {
	if n < 0 || n > len(d.data) {
		return nil, d.fail("truncated")
	}
	b := d.data[:n]
	d.data = d.data[n:]
	return b, nil
}

func (d *graphDec) value(pl *gplan, p unsafe.Pointer) error {
	switch pl.kind {
	case reflect.Bool:
		b, err := d.bytes(1)
		if err != nil {
			return err
		}
		if b[0] > 1 {
			return d.fail("bool %d", b[0])
		}
		*(*bool)(p) = b[0] == 1
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v, err := d.varint()
		if err != nil {
			return err
		}
		reflect.NewAt(pl.t, p).Elem().SetInt(v)
	case reflect.Uint8:
		b, err := d.bytes(1)
		if err != nil {
			return err
		}
		*(*uint8)(p) = b[0]
	case reflect.Uint, reflect.Uintptr, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v, err := d.uvarint()
		if err != nil {
			return err
		}
		reflect.NewAt(pl.t, p).Elem().SetUint(v)
	case reflect.Float32:
		b, err := d.bytes(4)
		if err != nil {
			return err
		}
		*(*float32)(p) = math.Float32frombits(binary.LittleEndian.Uint32(b))
	case reflect.Float64:
		v, err := d.uvarint()
		if err != nil {
			return err
		}
		*(*float64)(p) = math.Float64frombits(bits.ReverseBytes64(v))
	case reflect.String:
		n, err := d.uvarint()
		if err != nil {
			return err
		}
		b, err := d.bytes(int(min(n, uint64(len(d.data))+1)))
		if err != nil {
			return err
		}
		*(*string)(p) = string(b)
	case reflect.Slice:
		return d.slice(pl, p)
	case reflect.Array:
		for i := range pl.n {
			if err := d.value(pl.elem, unsafe.Add(p, uintptr(i)*pl.elem.size)); err != nil {
				return err
			}
		}
	case reflect.Struct:
		for i := range pl.flatten() {
			op := &pl.ops[i]
			q := unsafe.Add(p, op.off)
			if op.kind == kindRaw {
				b, err := d.bytes(int(op.size))
				if err != nil {
					return err
				}
				copy(unsafe.Slice((*byte)(q), op.size), b)
				continue
			}
			if err := d.value(op.plan, q); err != nil {
				return err
			}
		}
	case reflect.Pointer:
		q, err := d.pointer(pl)
		if err != nil {
			return err
		}
		*(*unsafe.Pointer)(p) = q
	case reflect.Interface:
		return d.iface(pl, p)
	case reflect.Func:
		return d.fn(pl, p)
	}
	return nil
}

func (d *graphDec) slice(pl *gplan, p unsafe.Pointer) error {
	n, err := d.uvarint()
	if err != nil {
		return err
	}
	v := reflect.NewAt(pl.t, p).Elem()
	if n == 0 {
		v.SetZero()
		return nil
	}
	n--
	if n > uint64(len(d.data)) { // every element takes a byte at least
		return d.fail("a list of %d longer than the data", n)
	}
	s := reflect.MakeSlice(pl.t, int(n), int(n))
	v.Set(s)
	data := s.UnsafePointer()
	if pl.elem.kind == reflect.Uint8 || pl.elem.allRaw() {
		size := n * uint64(pl.elem.size)
		if size > uint64(len(d.data)) {
			return d.fail("a list of %d longer than the data", n)
		}
		b, err := d.bytes(int(size))
		if err != nil {
			return err
		}
		copy(unsafe.Slice((*byte)(data), size), b)
		return nil
	}
	if pl.elem.kind == reflect.Bool {
		b, err := d.bytes(int(n))
		if err != nil {
			return err
		}
		for _, c := range b {
			if c > 1 {
				return d.fail("bool %d", c)
			}
		}
		copy(unsafe.Slice((*byte)(data), n), b)
		return nil
	}
	for i := range int(n) {
		if err := d.value(pl.elem, unsafe.Add(data, uintptr(i)*pl.elem.size)); err != nil {
			return err
		}
	}
	return nil
}

func (d *graphDec) pointer(pl *gplan) (unsafe.Pointer, error) {
	v, err := d.uvarint()
	if err != nil || v == 0 {
		return nil, err
	}
	if pl.ext != refNone {
		return d.refs.decRef(pl.ext, v)
	}
	// Numbers last from snapshot to snapshot (snapnum.go), so they come in
	// any order: an object is new the first time its number appears.
	if v > maxNumber {
		return nil, d.fail("object number %d out of range (at most %d)", v, maxNumber)
	}
	if d.ids.gen == 0 {
		d.ids.start()
	}
	if i := d.ids.numberKey(uintptr(v), uint32(len(d.objs)+1)); i != 0 {
		o := d.objs[i-1]
		if o.plan != pl.elem {
			return nil, d.fail("object %d is a %s, not a %s", v, o.plan.t, pl.elem.t)
		}
		return o.p, nil
	}
	q := d.alloc(pl.elem)
	d.objs = append(d.objs, gobj{pl.elem, q})
	d.nums = append(d.nums, uint32(v))
	return q, nil
}

func (d *graphDec) iface(pl *gplan, p unsafe.Pointer) error {
	v := reflect.NewAt(pl.t, p).Elem()
	ti, err := d.uvarint()
	if err != nil {
		return err
	}
	if ti == 0 {
		v.SetZero()
		return nil
	}
	t := d.types.typ(ti)
	if t == nil || !t.Implements(pl.t) {
		return d.fail("type number %d in a %s", ti, pl.t)
	}
	tp, err := d.pl.plan(t)
	if err != nil {
		return err
	}
	q, err := d.pointer(tp)
	if err != nil {
		return err
	}
	v.Set(reflect.NewAt(t.Elem(), q))
	return nil
}

func (d *graphDec) fn(pl *gplan, p unsafe.Pointer) error {
	i, err := d.uvarint()
	if err != nil {
		return err
	}
	v := reflect.NewAt(pl.t, p).Elem()
	if i == 0 {
		v.SetZero()
		return nil
	}
	f := d.funcs.fn(i)
	if !f.IsValid() || !f.Type().ConvertibleTo(pl.t) {
		return d.fail("function number %d in a %s", i, pl.t)
	}
	v.Set(f.Convert(pl.t))
	return nil
}

// funcTable numbers the functions a snapshot may hold (cp's own integration,
// bounding-box and set functions, and this package's), from 1. A function is
// known by its code and signature: a function type of cp's (BodyVelocityFunc)
// and the plain signature match. Only functions that hold no state of their
// own may be listed (closures over nothing, package functions), since two
// closures of one function literal share their code.
type funcTable struct {
	vals []reflect.Value
}

func (ft *funcTable) add(v reflect.Value) {
	if v.Kind() != reflect.Func || v.IsNil() {
		return
	}
	for _, o := range ft.vals {
		if o.Pointer() == v.Pointer() && v.Type().ConvertibleTo(o.Type()) {
			return
		}
	}
	ft.vals = append(ft.vals, v)
}

func (ft *funcTable) index(v reflect.Value) (int, error) {
	if v.IsNil() {
		return 0, nil
	}
	for i, o := range ft.vals {
		if o.Pointer() == v.Pointer() && v.Type().ConvertibleTo(o.Type()) {
			return i + 1, nil
		}
	}
	name := "?"
	if f := runtime.FuncForPC(v.Pointer()); f != nil {
		name = f.Name()
	}
	return 0, fmt.Errorf("physics: snapshot cannot write the function %s (a %s): add it to the function table", name, v.Type())
}

func (ft *funcTable) fn(i uint64) reflect.Value {
	if i == 0 || i > uint64(len(ft.vals)) {
		return reflect.Value{}
	}
	return ft.vals[i-1]
}

// harvest adds every function reachable from v (unexported fields too) to
// the table: what a fresh cp space holds (its sets' equality functions, the
// tree's velocity function).
func (ft *funcTable) harvest(v reflect.Value, seen map[unsafe.Pointer]bool) {
	switch v.Kind() {
	case reflect.Func:
		ft.add(v)
	case reflect.Pointer:
		if v.IsNil() || seen[v.UnsafePointer()] {
			return
		}
		seen[v.UnsafePointer()] = true
		ft.harvest(v.Elem(), seen)
	case reflect.Interface:
		if !v.IsNil() {
			ft.harvest(v.Elem(), seen)
		}
	case reflect.Struct:
		if !v.CanAddr() {
			c := reflect.New(v.Type()).Elem()
			c.Set(v)
			v = c
		}
		for i := range v.NumField() {
			f := v.Field(i)
			ft.harvest(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem(), seen)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			ft.harvest(v.Index(i), seen)
		}
	}
}

// typeTable numbers the types an interface in a snapshot may hold, from 1.
type typeTable struct {
	ts []reflect.Type
}

func (tt *typeTable) index(t reflect.Type) int {
	for i, o := range tt.ts {
		if o == t {
			return i + 1
		}
	}
	return 0
}

func (tt *typeTable) typ(i uint64) reflect.Type {
	if i == 0 || i > uint64(len(tt.ts)) {
		return nil
	}
	return tt.ts[i-1]
}

package scenes

import (
	"math"
	"reflect"
	"unsafe"
)

// placer moves values read by an old schema onto values of this build's
// types (see Migration), noting in its plan what it could not place.
type placer struct {
	s *TypesSchema
	p *typePlan
}

// pathNode names a place in a component for warnings ("Inner.X",
// "List[].Y"). A plan keeps one tree of them, made as records are placed, so
// placing a record builds no strings. Below maxPathDepth a node is its own
// child: a recursive type (a linked list) gets no endless path.
type pathNode struct {
	path  string
	depth int
	kids  map[string]*pathNode
	noted bool
}

const maxPathDepth = 16

func (n *pathNode) kid(name, sep string) *pathNode {
	if n.depth >= maxPathDepth {
		return n
	}
	if k, ok := n.kids[name]; ok {
		return k
	}
	if n.kids == nil {
		n.kids = map[string]*pathNode{}
	}
	k := &pathNode{path: n.path + sep + name, depth: n.depth + 1}
	if n.path == "" {
		k.path = name
	}
	n.kids[name] = k
	return k
}

// structMatch is how an old struct type's fields meet a new struct type's,
// worked out once per pair.
type structMatch struct {
	to        []int                 // per old field, the new field's index, or -1
	dropped   []int                 // old fields the snapshot held that the new type lacks
	defaulted []string              // new fields the old type lacked
	fields    []reflect.StructField // the new type's fields
}

type matchKey struct {
	old *schemaType
	dst reflect.Type
}

// place sets dst (settable) from v, a value of the old type t; at names the
// field for warnings. What does not fit leaves dst as it was.
func (pl *placer) place(t *schemaType, v *oldVal, dst reflect.Value, at *pathNode) {
	if !pl.try(t, v, dst, at) {
		pl.p.unfit(at)
	}
}

func (pl *placer) try(t *schemaType, v *oldVal, dst reflect.Value, at *pathNode) bool {
	switch {
	case isNumber(t.kind) && isNumber(dst.Kind()):
		return setNumber(dst, readNumber(t.kind, v.raw))
	case t.kind == reflect.Bool && dst.Kind() == reflect.Bool:
		dst.SetBool(len(v.raw) == 1 && v.raw[0] != 0)
	case isComplex(t.kind) && dst.Kind() == t.kind && len(v.raw) == int(dst.Type().Size()):
		copy(unsafe.Slice((*byte)(dst.Addr().UnsafePointer()), len(v.raw)), v.raw)
	case t.kind == reflect.String && dst.Kind() == reflect.String:
		dst.SetString(v.str)
	case t.kind == reflect.Struct && dst.Kind() == reflect.Struct:
		pl.placeStruct(t, v, dst, at)
	case (t.kind == reflect.Array || t.kind == reflect.Slice) && (dst.Kind() == reflect.Array || dst.Kind() == reflect.Slice):
		return pl.placeList(t, v, dst, at)
	case t.kind == reflect.Pointer && dst.Kind() == reflect.Pointer:
		if v.isNil {
			dst.SetZero()
			return true
		}
		nv := reflect.New(dst.Type().Elem())
		pl.place(&pl.s.types[t.elem], &v.parts[0], nv.Elem(), at)
		dst.Set(nv)
	case t.kind == reflect.Map && dst.Kind() == reflect.Map:
		return pl.placeMap(t, v, dst, at)
	default:
		return false
	}
	return true
}

// field returns the value of t's i-th field within v, or false if the
// snapshot did not hold it.
func (pl *placer) field(t *schemaType, v *oldVal, i int) (oldVal, bool) {
	f := &t.fields[i]
	if t.refs {
		return v.parts[i], f.inRef
	}
	end := f.off + pl.s.types[f.typ].size
	if end > uint64(len(v.raw)) {
		return oldVal{}, false
	}
	return oldVal{raw: v.raw[f.off:end]}, true
}

// match returns how t's fields meet rt's, working it out the first time.
func (pl *placer) match(t *schemaType, rt reflect.Type) *structMatch {
	key := matchKey{t, rt}
	if m, ok := pl.p.matches[key]; ok {
		return m
	}
	m := &structMatch{to: make([]int, len(t.fields))}
	raw := !hasRefs(rt)
	found := make([]bool, rt.NumField())
	for j := range rt.NumField() {
		m.fields = append(m.fields, rt.Field(j))
	}
	for i, f := range t.fields {
		m.to[i] = -1
		if t.refs && !f.inRef {
			continue
		}
		sf, ok := rt.FieldByName(f.name)
		if !ok || len(sf.Index) != 1 || !raw && !inSnapshot(sf) {
			m.dropped = append(m.dropped, i)
			continue
		}
		m.to[i], found[sf.Index[0]] = sf.Index[0], true
	}
	for j, sf := range m.fields {
		if !found[j] && (raw || inSnapshot(sf)) && sf.Name != "_" {
			m.defaulted = append(m.defaulted, sf.Name)
		}
	}
	if pl.p.matches == nil {
		pl.p.matches = map[matchKey]*structMatch{}
	}
	pl.p.matches[key] = m
	return m
}

// placeStruct moves an old struct's fields onto dst's fields of the same
// names.
func (pl *placer) placeStruct(t *schemaType, v *oldVal, dst reflect.Value, at *pathNode) {
	m := pl.match(t, dst.Type())
	base := dst.Addr().UnsafePointer()
	for i, j := range m.to {
		if j < 0 {
			continue
		}
		fv, ok := pl.field(t, v, i)
		if !ok {
			continue
		}
		sf := &m.fields[j]
		fd := reflect.NewAt(sf.Type, unsafe.Add(base, sf.Offset)).Elem()
		pl.place(&pl.s.types[t.fields[i].typ], &fv, fd, at.kid(sf.Name, "."))
	}
	for _, i := range m.dropped {
		pl.p.note(at.kid(t.fields[i].name, "."), whyDropped)
	}
	for _, name := range m.defaulted {
		pl.p.note(at.kid(name, "."), whyDefault)
	}
}

// inSnapshot reports whether a snapshot holds a field of a struct that holds
// references (as codec.add decides).
func inSnapshot(sf reflect.StructField) bool {
	_, skip := fieldKey(sf)
	return !skip && (sf.IsExported() || sf.Anonymous && sf.Type.Kind() == reflect.Struct)
}

// elem returns a list's i-th element.
func (pl *placer) elem(et *schemaType, v *oldVal, i int) oldVal {
	if et.refs {
		return v.parts[i]
	}
	return oldVal{raw: v.raw[uint64(i)*et.size : uint64(i+1)*et.size]}
}

// placeList moves an array's or slice's elements onto an array or slice; an
// array takes as many as it holds (reporting false if some are left over).
func (pl *placer) placeList(t *schemaType, v *oldVal, dst reflect.Value, at *pathNode) bool {
	if t.kind == reflect.Slice && v.isNil {
		dst.SetZero()
		return true
	}
	et := &pl.s.types[t.elem]
	n := v.n
	if t.kind == reflect.Array && !et.refs && v.parts == nil {
		// An array without references is read as its bytes alone
		// (oldDecoder.value), with no length: it holds as many elements
		// as its bytes do (its type's length, unless the schema lies).
		if et.size > 0 {
			n = int(min(t.n, uint64(len(v.raw))/et.size))
		} else {
			n = int(min(t.n, maxSchemaItems)) // elements of no bytes: nothing to read
		}
	}
	if dst.Kind() == reflect.Slice {
		dst.Set(reflect.MakeSlice(dst.Type(), n, n))
	} else {
		dst.SetZero()
	}
	el := at.kid("[]", "")
	for i := range min(n, dst.Len()) {
		ev := pl.elem(et, v, i)
		pl.place(et, &ev, dst.Index(i), el)
	}
	return n <= dst.Len()
}

// placeMap moves a map's entries onto a new map; an entry whose key does not
// fit is dropped.
func (pl *placer) placeMap(t *schemaType, v *oldVal, dst reflect.Value, at *pathNode) bool {
	if v.isNil {
		dst.SetZero()
		return true
	}
	kt, et := &pl.s.types[t.key], &pl.s.types[t.elem]
	m := reflect.MakeMapWithSize(dst.Type(), v.n)
	all := true
	for i := 0; i+1 < len(v.parts); i += 2 {
		k, e := reflect.New(dst.Type().Key()).Elem(), reflect.New(dst.Type().Elem()).Elem()
		if !pl.try(kt, &v.parts[i], k, at.kid("[key]", "")) {
			all = false
			continue
		}
		pl.place(et, &v.parts[i+1], e, at.kid("[]", ""))
		m.SetMapIndex(k, e)
	}
	dst.Set(m)
	return all
}

// number is a number read from a snapshot: an int, a uint or a float.
type number struct {
	kind byte // 'i', 'u' or 'f'
	i    int64
	u    uint64
	f    float64
}

func isNumber(k reflect.Kind) bool {
	return k >= reflect.Int && k <= reflect.Float64
}

func isComplex(k reflect.Kind) bool { return k == reflect.Complex64 || k == reflect.Complex128 }

// readNumber reads a number of kind k from its bytes (little-endian; sizes
// are checked by the schema reader).
func readNumber(k reflect.Kind, b []byte) number {
	var u uint64
	for i := len(b) - 1; i >= 0; i-- {
		u = u<<8 | uint64(b[i])
	}
	switch k {
	case reflect.Int8:
		return number{kind: 'i', i: int64(int8(u))}
	case reflect.Int16:
		return number{kind: 'i', i: int64(int16(u))}
	case reflect.Int32:
		return number{kind: 'i', i: int64(int32(u))}
	case reflect.Int, reflect.Int64:
		return number{kind: 'i', i: int64(u)}
	case reflect.Float32:
		return number{kind: 'f', f: float64(math.Float32frombits(uint32(u)))}
	case reflect.Float64:
		return number{kind: 'f', f: math.Float64frombits(u)}
	}
	return number{kind: 'u', u: u}
}

// setNumber sets dst to n if dst's kind holds exactly n's value, and reports
// whether it did.
func setNumber(dst reflect.Value, n number) bool {
	switch dst.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		i, ok := n.asInt()
		if ok && !dst.OverflowInt(i) {
			dst.SetInt(i)
			return true
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		u, ok := n.asUint()
		if ok && !dst.OverflowUint(u) {
			dst.SetUint(u)
			return true
		}
	case reflect.Float32, reflect.Float64:
		f, ok := n.asFloat()
		if ok && (dst.Kind() == reflect.Float64 || float64(float32(f)) == f || f != f) {
			dst.SetFloat(f)
			return true
		}
	}
	return false
}

func (n number) asInt() (int64, bool) {
	switch n.kind {
	case 'i':
		return n.i, true
	case 'u':
		return int64(n.u), n.u <= math.MaxInt64
	}
	if n.f == math.Trunc(n.f) && n.f >= -(1<<63) && n.f < 1<<63 {
		return int64(n.f), true
	}
	return 0, false
}

func (n number) asUint() (uint64, bool) {
	switch n.kind {
	case 'i':
		return uint64(n.i), n.i >= 0
	case 'u':
		return n.u, true
	}
	if n.f == math.Trunc(n.f) && n.f >= 0 && n.f < 1<<64 {
		return uint64(n.f), true
	}
	return 0, false
}

func (n number) asFloat() (float64, bool) {
	switch n.kind {
	case 'i':
		f := float64(n.i)
		return f, f < 1<<63 && int64(f) == n.i
	case 'u':
		f := float64(n.u)
		return f, f < 1<<64 && uint64(f) == n.u
	}
	return n.f, true
}

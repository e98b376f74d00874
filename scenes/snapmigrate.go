package scenes

import (
	"encoding/binary"
	"errors"
	"fmt"
	"reflect"
	"sync"
)

// The schema of a build's component types: what a save game carries so that a
// later build, whose component types changed, can still read its records
// (ReadSnapshotMigrating). A snapshot's records are the bytes of each saved
// field as the type's codec writes them (snapcodec.go), which only the build
// that wrote them can read without help; the schema says, for every
// registered type, which fields it had (name, offset, type) and, for every
// type those fields hold, its kind, size and what it holds (a struct's fields,
// an array's length and element, a slice's or pointer's element, a map's key
// and element). With it the old bytes can be walked and each old field moved
// onto the new type by name.
//
// The binary form, all numbers uvarints unless said otherwise:
//
//	"GSCH" 1                       magic and version (5 bytes)
//	n, n × type                    the type table; a type is referred to by its place
//	m, m × component               in registration order of the writing build
//
// A type is its kind (1 byte, reflect.Kind), its size in bytes, then for a
// struct its field count and per field name (length, bytes), offset, flags
// (1: a snapshot holds it when the struct holds references) and type; for an
// array its length and element type; for a slice or a pointer its element
// type; for a map its key and element types. A component is its name, its
// 8-byte layout digest (TypeLayoutDigest), its size and its fields as a
// struct's (flags always 1), in the order its codec writes them.

const schemaMagic = "GSCH\x01"

// maxSchemaItems bounds the counts a schema may hold (types, fields, array
// lengths are checked against the data instead).
const maxSchemaItems = 1 << 16

// TypesSchema is the schema of a build's component types (see above), as
// AppendTypesSchema writes it and ReadTypesSchema reads it.
type TypesSchema struct {
	// Components lists the writing build's component types in registration
	// order: a snapshot names a component type by its place in this list.
	Components []SchemaComponent
	types      []schemaType
}

// SchemaComponent is one component type of a TypesSchema.
type SchemaComponent struct {
	Name   string  // the name it was saved under (a tool may rename it)
	Digest [8]byte // its layout digest (TypeLayoutDigest) in the writing build
	top    schemaType
}

// schemaType is one type of a schema's table.
type schemaType struct {
	kind   reflect.Kind
	size   uint64
	fields []schemaField // a struct's
	n      uint64        // an array's length
	elem   int           // an array's, slice's, pointer's or map's element; -1 if none
	key    int           // a map's key
	refs   bool          // holds a string, slice, pointer or map (worked out)
}

// schemaField is a struct field of a schema type.
type schemaField struct {
	name  string
	off   uint64
	inRef bool // a snapshot holds it when its struct holds references
	typ   int
}

var (
	schemaOnce  sync.Once
	schemaBytes []byte // AppendTypesSchema's bytes, once the registry is frozen
)

// AppendTypesSchema appends the schema of every registered component type
// (see above) to buf and returns the extended buffer. Once the registry is
// frozen (a scene exists) it is worked out once.
func AppendTypesSchema(buf []byte) []byte {
	if registry.frozen.Load() {
		schemaOnce.Do(func() { schemaBytes = buildSchema().AppendBinary(nil) })
		return append(buf, schemaBytes...)
	}
	return buildSchema().AppendBinary(buf)
}

// buildSchema works out the schema of the registry as it is.
func buildSchema() *TypesSchema {
	b := &schemaBuilder{ids: map[reflect.Type]int{}}
	for _, c := range byIndexNow() {
		sc := SchemaComponent{Name: c.name, Digest: TypeLayoutDigest(c),
			top: schemaType{kind: reflect.Struct, size: uint64(c.goType.Size()), elem: -1, key: -1}}
		for _, f := range c.model.fields {
			off, _ := fieldOffset(c.goType, f.index)
			sc.top.fields = append(sc.top.fields, schemaField{name: f.Name, off: uint64(off), inRef: true, typ: b.id(f.Type)})
		}
		for i := range c.goType.NumField() {
			if sf := c.goType.Field(i); snapshotOnly(sf) {
				sc.top.fields = append(sc.top.fields, schemaField{name: sf.Name, off: uint64(sf.Offset), inRef: true, typ: b.id(sf.Type)})
			}
		}
		b.s.Components = append(b.s.Components, sc)
	}
	return &b.s
}

type schemaBuilder struct {
	s   TypesSchema
	ids map[reflect.Type]int
}

// id returns t's place in the table, adding it (and what it holds) first.
func (b *schemaBuilder) id(t reflect.Type) int {
	if i, ok := b.ids[t]; ok {
		return i
	}
	i := len(b.s.types)
	b.ids[t] = i
	b.s.types = append(b.s.types, schemaType{kind: t.Kind(), size: uint64(t.Size()), elem: -1, key: -1})
	st := schemaType{kind: t.Kind(), size: uint64(t.Size()), elem: -1, key: -1}
	switch t.Kind() {
	case reflect.Struct:
		for j := range t.NumField() {
			sf := t.Field(j)
			_, skip := fieldKey(sf)
			in := !skip && (sf.IsExported() || sf.Anonymous && sf.Type.Kind() == reflect.Struct)
			st.fields = append(st.fields, schemaField{name: sf.Name, off: uint64(sf.Offset), inRef: in, typ: b.id(sf.Type)})
		}
	case reflect.Array:
		st.n, st.elem = uint64(t.Len()), b.id(t.Elem())
	case reflect.Slice, reflect.Pointer:
		st.elem = b.id(t.Elem())
	case reflect.Map:
		st.key, st.elem = b.id(t.Key()), b.id(t.Elem())
	}
	b.s.types[i] = st
	return i
}

// AppendBinary appends the binary form of s (see above) to buf.
func (s *TypesSchema) AppendBinary(buf []byte) []byte {
	buf = append(buf, schemaMagic...)
	buf = binary.AppendUvarint(buf, uint64(len(s.types)))
	for i := range s.types {
		t := &s.types[i]
		buf = binary.AppendUvarint(append(buf, byte(t.kind)), t.size)
		switch t.kind {
		case reflect.Struct:
			buf = appendSchemaFields(buf, t.fields)
		case reflect.Array:
			buf = binary.AppendUvarint(binary.AppendUvarint(buf, t.n), uint64(t.elem))
		case reflect.Slice, reflect.Pointer:
			buf = binary.AppendUvarint(buf, uint64(t.elem))
		case reflect.Map:
			buf = binary.AppendUvarint(binary.AppendUvarint(buf, uint64(t.key)), uint64(t.elem))
		}
	}
	buf = binary.AppendUvarint(buf, uint64(len(s.Components)))
	for _, c := range s.Components {
		buf = appendUvStr(buf, c.Name)
		buf = binary.AppendUvarint(append(buf, c.Digest[:]...), c.top.size)
		buf = appendSchemaFields(buf, c.top.fields)
	}
	return buf
}

func appendSchemaFields(buf []byte, fields []schemaField) []byte {
	buf = binary.AppendUvarint(buf, uint64(len(fields)))
	for _, f := range fields {
		buf = binary.AppendUvarint(appendUvStr(buf, f.name), f.off)
		buf = binary.AppendUvarint(append(buf, flag(f.inRef)), uint64(f.typ))
	}
	return buf
}

func appendUvStr(buf []byte, s string) []byte {
	return append(binary.AppendUvarint(buf, uint64(len(s))), s...)
}

// ReadTypesSchema reads a schema AppendTypesSchema (or AppendBinary) wrote.
// It returns an error saying what is wrong for data that is cut short, has
// bytes left over, refers to a type the table does not have, holds a kind a
// snapshot cannot, has a field outside its struct or a struct that holds
// itself; it never panics on bad data.
func ReadTypesSchema(data []byte) (*TypesSchema, error) {
	s, err := readSchema(data)
	if err != nil {
		return nil, fmt.Errorf("scenes: the schema of component types: %w", err)
	}
	return s, nil
}

func readSchema(data []byte) (*TypesSchema, error) {
	r := &uvReader{b: data}
	if string(r.take(len(schemaMagic))) != schemaMagic {
		return nil, errors.New("it does not start with the schema's magic and version")
	}
	s := &TypesSchema{types: make([]schemaType, r.count())}
	for i := range s.types {
		s.types[i] = r.schemaType()
	}
	s.Components = make([]SchemaComponent, r.count())
	for i := range s.Components {
		c := &s.Components[i]
		c.Name = r.str()
		copy(c.Digest[:], r.take(8))
		c.top = schemaType{kind: reflect.Struct, size: r.uv(), fields: r.fields(), elem: -1, key: -1}
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(r.b) != 0 {
		return nil, fmt.Errorf("%d bytes are left over", len(r.b))
	}
	return s, s.check()
}

// check refuses a table whose references, sizes or nesting do not hold up,
// and works out which types hold references.
func (s *TypesSchema) check() error {
	n := len(s.types)
	ref := func(i int) bool { return i >= 0 && i < n }
	for i := range s.types {
		if err := s.types[i].checkShape(ref); err != nil {
			return fmt.Errorf("type %d: %w", i, err)
		}
	}
	for _, c := range s.Components {
		if err := c.top.checkShape(ref); err != nil {
			return fmt.Errorf("component %s: %w", c.Name, err)
		}
	}
	for i := range s.types {
		if err := s.checkSizes(&s.types[i]); err != nil {
			return fmt.Errorf("type %d: %w", i, err)
		}
	}
	for _, c := range s.Components {
		if err := s.checkSizes(&c.top); err != nil {
			return fmt.Errorf("component %s: %w", c.Name, err)
		}
	}
	state := make([]byte, n) // 0 not seen, 1 being walked, 2 done
	for i := range s.types {
		if err := s.walkRefs(i, state); err != nil {
			return err
		}
	}
	return nil
}

// checkSizes refuses a struct whose fields reach past its end and an array
// whose size is not its length times its element's.
func (s *TypesSchema) checkSizes(t *schemaType) error {
	switch t.kind {
	case reflect.Struct:
		for _, f := range t.fields {
			if f.off+s.types[f.typ].size > t.size {
				return fmt.Errorf("field %s at %d reaches past its %d bytes", f.name, f.off, t.size)
			}
		}
	case reflect.Array:
		if s.types[t.elem].size == 0 && t.n > 1<<20 {
			return fmt.Errorf("an array of %d empty elements", t.n)
		}
		if t.n*s.types[t.elem].size != t.size {
			return fmt.Errorf("an array of %d is %d bytes, not %d", t.n, t.size, t.n*s.types[t.elem].size)
		}
	}
	return nil
}

// walkRefs works out refs for type i and what it holds by value, refusing a
// struct or array that holds itself by value (no Go type can).
func (s *TypesSchema) walkRefs(i int, state []byte) error {
	switch state[i] {
	case 1:
		return fmt.Errorf("type %d holds itself", i)
	case 2:
		return nil
	}
	state[i] = 1
	t := &s.types[i]
	switch t.kind {
	case reflect.Struct:
		for _, f := range t.fields {
			if err := s.walkRefs(f.typ, state); err != nil {
				return err
			}
			t.refs = t.refs || s.types[f.typ].refs
		}
	case reflect.Array:
		if err := s.walkRefs(t.elem, state); err != nil {
			return err
		}
		t.refs = t.n > 0 && s.types[t.elem].refs
	case reflect.String, reflect.Slice, reflect.Pointer, reflect.Map:
		t.refs = true
	}
	state[i] = 2
	return nil
}

// checkShape checks a type's kind, size and references (ref says whether an
// index is in the table).
func (t *schemaType) checkShape(ref func(int) bool) error {
	if want, ok := kindSizes[t.kind]; ok && t.size != want {
		return fmt.Errorf("a %v of %d bytes", t.kind, t.size)
	}
	switch t.kind {
	case reflect.Struct:
		for _, f := range t.fields {
			if !ref(f.typ) {
				return fmt.Errorf("field %s: type %d is not in the table", f.name, f.typ)
			}
			if f.off > t.size {
				return fmt.Errorf("field %s at %d is outside its %d bytes", f.name, f.off, t.size)
			}
		}
	case reflect.Array:
		if !ref(t.elem) || t.n > maxSnapCount {
			return fmt.Errorf("an array of %d of type %d", t.n, t.elem)
		}
	case reflect.Slice, reflect.Pointer:
		if !ref(t.elem) {
			return fmt.Errorf("element type %d is not in the table", t.elem)
		}
	case reflect.Map:
		if !ref(t.elem) || !ref(t.key) {
			return fmt.Errorf("map types %d and %d are not both in the table", t.key, t.elem)
		}
	case reflect.Interface, reflect.Chan, reflect.Func, reflect.UnsafePointer, reflect.Invalid:
		return fmt.Errorf("a %v cannot be in a snapshot", t.kind)
	default:
		if t.kind > reflect.UnsafePointer {
			return fmt.Errorf("kind %d is not known", t.kind)
		}
	}
	if t.size > maxSnapCount {
		return fmt.Errorf("a size of %d bytes", t.size)
	}
	return nil
}

// maxSnapCount bounds sizes and array lengths a schema may state: 1 GiB, the
// largest snapshot file.
const maxSnapCount = 1 << 30

// kindSizes are the sizes of the kinds whose size is fixed on every platform
// Griff runs on (64-bit).
var kindSizes = map[reflect.Kind]uint64{
	reflect.Bool: 1, reflect.Int8: 1, reflect.Uint8: 1, reflect.Int16: 2, reflect.Uint16: 2,
	reflect.Int32: 4, reflect.Uint32: 4, reflect.Float32: 4, reflect.Int64: 8, reflect.Uint64: 8,
	reflect.Float64: 8, reflect.Int: 8, reflect.Uint: 8, reflect.Uintptr: 8, reflect.Complex64: 8,
	reflect.Complex128: 16, reflect.String: 16, reflect.Slice: 24, reflect.Pointer: 8, reflect.Map: 8,
}

// uvReader reads a schema; the first error sticks.
type uvReader struct {
	b   []byte
	err error
}

func (r *uvReader) take(n int) []byte {
	if r.err != nil || n < 0 || n > len(r.b) {
		if r.err == nil {
			r.err = errShort
		}
		return nil
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func (r *uvReader) uv() uint64 {
	if r.err != nil {
		return 0
	}
	v, k := binary.Uvarint(r.b)
	if k <= 0 {
		r.err = errShort
		return 0
	}
	r.b = r.b[k:]
	return v
}

// count reads a count, at most maxSchemaItems and at most the bytes left.
func (r *uvReader) count() int {
	n := r.uv()
	if r.err == nil && (n > maxSchemaItems || n > uint64(len(r.b))) {
		r.err = fmt.Errorf("a count of %d is more than the data holds", n)
		return 0
	}
	return int(n)
}

// index reads a type's place in the table (checked later).
func (r *uvReader) index() int {
	v := r.uv()
	if v > maxSchemaItems {
		return -1
	}
	return int(v)
}

func (r *uvReader) str() string { return string(r.take(r.count())) }

func (r *uvReader) fields() []schemaField {
	out := make([]schemaField, r.count())
	for i := range out {
		f := &out[i]
		f.name, f.off = r.str(), r.uv()
		fl := r.take(1)
		if fl != nil && fl[0] > 1 {
			r.err = fmt.Errorf("field %s: flags %d are not known", f.name, fl[0])
		}
		f.inRef, f.typ = fl != nil && fl[0] == 1, r.index()
	}
	return out
}

func (r *uvReader) schemaType() schemaType {
	t := schemaType{elem: -1, key: -1}
	if k := r.take(1); k != nil {
		t.kind = reflect.Kind(k[0])
	}
	t.size = r.uv()
	switch t.kind {
	case reflect.Struct:
		t.fields = r.fields()
	case reflect.Array:
		t.n, t.elem = r.uv(), r.index()
	case reflect.Slice, reflect.Pointer:
		t.elem = r.index()
	case reflect.Map:
		t.key, t.elem = r.index(), r.index()
	}
	return t
}

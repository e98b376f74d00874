package scenes

import (
	"bytes"
	"encoding"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
)

// AppendState appends the saved values of v (a *T of this type) to buf as
// bytes that name nothing: each saved field's value in declaration order,
// numbers as their 64-bit patterns (floats by their bits), strings and lists
// with their lengths first, maps in the order of their keys' bytes. A key's
// spelling in files, a field's Go name and the package a type lives in do not
// count, so renaming a key (with its former name kept) leaves the bytes as
// they were; reordering fields, or changing a value, changes them. An integer
// type (an enum) counts by its number, whatever names it is written with; any
// other type with a MarshalJSON or MarshalText method counts by what that
// method writes. Kept fields the type no longer has do not count.
//
// A game's state digest hashes components this way. AppendState returns an
// error if a value's own marshalling method fails. It panics if v is not a *T.
func (c *ComponentType) AppendState(buf []byte, v any) ([]byte, error) {
	rv := c.ops.value(v)
	for _, f := range c.model.fields {
		var err error
		if buf, err = appendValue(buf, rv.FieldByIndex(f.index)); err != nil {
			return buf, fmt.Errorf("scenes: %s field %s: %w", c.name, f.Key, err)
		}
	}
	return buf, nil
}

var (
	jsonMarshaler = reflect.TypeFor[json.Marshaler]()
	textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()
)

// appendValue appends v's value bytes (see AppendState).
func appendValue(buf []byte, v reflect.Value) ([]byte, error) {
	if k := v.Kind(); k < reflect.Int || k > reflect.Uintptr {
		if b, ok, err := marshalled(v); ok {
			return appendBytes(buf, b), err
		}
	}
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			return append(buf, 1), nil
		}
		return append(buf, 0), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return binary.LittleEndian.AppendUint64(buf, uint64(v.Int())), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return binary.LittleEndian.AppendUint64(buf, v.Uint()), nil
	case reflect.Float32, reflect.Float64:
		return binary.LittleEndian.AppendUint64(buf, math.Float64bits(v.Float())), nil
	case reflect.String:
		return appendBytes(buf, []byte(v.String())), nil
	case reflect.Slice:
		if v.IsNil() {
			return append(buf, 0), nil
		}
		buf = append(buf, 1)
		fallthrough
	case reflect.Array:
		return appendList(buf, v)
	case reflect.Map:
		return appendMap(buf, v)
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return append(buf, 0), nil
		}
		return appendValue(append(buf, 1), v.Elem())
	case reflect.Struct:
		return appendStruct(buf, v)
	}
	return buf, fmt.Errorf("a %v has no saved value", v.Type())
}

// marshalled returns what v's MarshalJSON or MarshalText method writes, and
// whether it has one.
func marshalled(v reflect.Value) ([]byte, bool, error) {
	if !v.CanInterface() {
		return nil, false, nil // an unexported embedded struct: walked field by field
	}
	t := v.Type()
	var m any
	switch {
	case t.Implements(jsonMarshaler) || t.Implements(textMarshaler):
		if (t.Kind() == reflect.Pointer || t.Kind() == reflect.Interface) && v.IsNil() {
			return nil, false, nil
		}
		m = v.Interface()
	case v.CanAddr() && (reflect.PointerTo(t).Implements(jsonMarshaler) || reflect.PointerTo(t).Implements(textMarshaler)):
		m = v.Addr().Interface()
	default:
		return nil, false, nil
	}
	if jm, ok := m.(json.Marshaler); ok {
		b, err := jm.MarshalJSON()
		return b, true, err
	}
	b, err := m.(encoding.TextMarshaler).MarshalText()
	return b, true, err
}

func appendBytes(buf, b []byte) []byte {
	buf = binary.LittleEndian.AppendUint64(buf, uint64(len(b)))
	return append(buf, b...)
}

func appendList(buf []byte, v reflect.Value) ([]byte, error) {
	buf = binary.LittleEndian.AppendUint64(buf, uint64(v.Len()))
	for i := range v.Len() {
		var err error
		if buf, err = appendValue(buf, v.Index(i)); err != nil {
			return buf, err
		}
	}
	return buf, nil
}

// appendMap appends a map's entries in the order of their keys' value bytes,
// so the bytes do not depend on Go's map order.
func appendMap(buf []byte, v reflect.Value) ([]byte, error) {
	if v.IsNil() {
		return append(buf, 0), nil
	}
	type entry struct{ key, value []byte }
	entries := make([]entry, 0, v.Len())
	for it := v.MapRange(); it.Next(); {
		k, err := appendValue(nil, it.Key())
		if err != nil {
			return buf, err
		}
		val, err := appendValue(nil, it.Value())
		if err != nil {
			return buf, err
		}
		entries = append(entries, entry{k, val})
	}
	slices.SortFunc(entries, func(a, b entry) int { return bytes.Compare(a.key, b.key) })
	buf = binary.LittleEndian.AppendUint64(append(buf, 1), uint64(len(entries)))
	for _, e := range entries {
		buf = append(append(buf, e.key...), e.value...)
	}
	return buf, nil
}

// appendStruct appends the fields encoding/json would save (exported, not
// tagged "-"), in declaration order, embedded structs' fields in place.
func appendStruct(buf []byte, v reflect.Value) ([]byte, error) {
	t := v.Type()
	for i := range t.NumField() {
		sf := t.Field(i)
		if _, skip := fieldKey(sf); skip || !sf.IsExported() && !(sf.Anonymous && sf.Type.Kind() == reflect.Struct) {
			continue
		}
		var err error
		if buf, err = appendValue(buf, v.Field(i)); err != nil {
			return buf, err
		}
	}
	return buf, nil
}

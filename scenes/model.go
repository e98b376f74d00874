package scenes

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"time"
)

// Field is one saved field of a component type.
type Field struct {
	Name string // the Go field name ("Speed")
	Key  string // the JSON key it is saved under: the json tag's name, else Name
	// Former are keys the field was saved under before (its `griff:"was=KEY"`
	// tags, in tag order): reading takes each as Key; writing uses Key. Do not
	// modify the slice.
	Former []string
	Type   reflect.Type // the field's Go type
	index  []int        // reflect field index path (through embedded structs)
	plain  bool         // copying it by assignment shares nothing (no slices, maps, pointers)
	// literal is the kind of a field decoded from a JSON literal without
	// encoding/json (decodeLiteral), or reflect.Invalid.
	literal reflect.Kind
	// literalElem is the element kind of a slice or array field decoded from a
	// JSON array of literals without encoding/json (decodeLiteralArray), or
	// reflect.Invalid.
	literalElem reflect.Kind
}

// model is what a component type saves and how, worked out once at Register: the
// only place that reflects over component types.
type model struct {
	fields []Field
	byKey  map[string]int
	// plainCopy: every field is saved and holds no references, so a copy is one
	// assignment of the whole struct.
	plainCopy bool
}

// buildModel works out the saved fields of the struct type rt. It panics on a
// field whose JSON key or former key is "version" or used twice, or on a griff
// tag it cannot read.
//
// It runs as each type is registered, in package initialisation: for the
// player's 141 types it was 6.6M instructions, and 4.9M once each field's
// griff tag is looked up once, the fields' slice sized at once, an index
// made only for a field kept, types looked at once for all fields
// (unsavable) and only the kinds decoded as literals asked for
// UnmarshalJSON (literalKind) (cachegrind, GOGC=off, issue 20).
func buildModel(name string, rt reflect.Type) *model {
	m := &model{byKey: make(map[string]int, rt.NumField()), fields: make([]Field, 0, rt.NumField())}
	allSaved := collectFields(m, rt, nil)
	m.plainCopy = allSaved
	for _, f := range m.fields {
		if !f.plain {
			m.plainCopy = false
		}
	}
	seen := map[reflect.Type]bool{} // shared: a type seen under an earlier field was savable
	for i, f := range m.fields {
		if bad := unsavable(f.Type, seen); bad != nil {
			panic(fmt.Sprintf("scenes: component %s: field %s holds a %v, which cannot be saved; tag it `griff:\"-\"`", name, f.Name, bad))
		}
		if f.Key == "version" {
			panic(fmt.Sprintf("scenes: component %s: field %s uses the reserved key \"version\"", name, f.Name))
		}
		if _, ok := m.byKey[f.Key]; ok {
			panic(fmt.Sprintf("scenes: component %s: two fields are saved as %q", name, f.Key))
		}
		m.byKey[f.Key] = i
	}
	for i, f := range m.fields {
		for _, k := range f.Former {
			if k == "version" || k == "" {
				panic(fmt.Sprintf("scenes: component %s: field %s gives the former key %q, which cannot be one", name, f.Name, k))
			}
			if j, ok := m.byKey[k]; ok {
				panic(fmt.Sprintf("scenes: component %s: field %s gives the former key %q, which field %s uses too", name, f.Name, k, m.fields[j].Name))
			}
			m.byKey[k] = i
		}
	}
	return m
}

// collectFields appends rt's saved fields to m and reports whether every field of
// rt (recursively through embedded structs) is saved.
func collectFields(m *model, rt reflect.Type, prefix []int) bool {
	all := true
	for i := range rt.NumField() {
		sf := rt.Field(i)
		griff, hasGriff := sf.Tag.Lookup("griff")
		key, skip := fieldKeyOf(sf, griff)
		former, err := formerKeysOf(griff, hasGriff)
		if err != nil {
			panic(fmt.Sprintf("scenes: component type %v: field %s: %v", rt, sf.Name, err))
		}
		if skip || !sf.IsExported() && !(sf.Anonymous && sf.Type.Kind() == reflect.Struct) {
			all = false
			continue
		}
		index := append(append(make([]int, 0, len(prefix)+1), prefix...), i)
		if sf.Anonymous && sf.Type.Kind() == reflect.Struct && key == "" {
			all = collectFields(m, sf.Type, index) && all
			continue
		}
		if key == "" {
			key = sf.Name
		}
		m.fields = append(m.fields, Field{Name: sf.Name, Key: key, Former: former, Type: sf.Type, index: index, plain: isPlain(sf.Type),
			literal: literalKind(sf.Type), literalElem: literalElemKind(sf.Type)})
	}
	return all
}

// fieldKey returns the JSON key a json tag gives (or "") and whether the field is
// left out by a `griff:"-"` or `json:"-"` tag.
func fieldKey(sf reflect.StructField) (key string, skip bool) {
	return fieldKeyOf(sf, sf.Tag.Get("griff"))
}

// fieldKeyOf is fieldKey of a field whose griff tag is g ("" if none).
func fieldKeyOf(sf reflect.StructField, g string) (key string, skip bool) {
	if g == "-" || strings.HasPrefix(g, "-,") {
		return "", true
	}
	if sf.Tag == "" {
		return "", false
	}
	tag := sf.Tag.Get("json")
	if tag == "-" {
		return "", true
	}
	key, _, _ = strings.Cut(tag, ",")
	return key, false
}

// snapshotOnly reports whether a field is tagged `griff:"-,snapshot"`: not
// saved in files, copied or hashed, but held by snapshots, since the next step
// reads it (a camera's motion on the last step, an animation's events fired).
func snapshotOnly(sf reflect.StructField) bool { return sf.Tag.Get("griff") == "-,snapshot" }

// formerKeys returns the former keys a field's griff tag lists: the tag is a
// comma-separated list of "-" (not saved) and "was=KEY" items, for example
// `griff:"was=flip_x"` or `griff:"was=flip_x,was=flipx"`. It returns an error
// for any other item.
func formerKeys(sf reflect.StructField) ([]string, error) {
	return formerKeysOf(sf.Tag.Lookup("griff"))
}

// formerKeysOf is formerKeys of a field whose griff tag is tag (ok: it has
// one).
func formerKeysOf(tag string, ok bool) ([]string, error) {
	if !ok || tag == "-" {
		return nil, nil
	}
	if rest, ok := strings.CutPrefix(tag, "-,"); ok {
		if rest != "snapshot" {
			return nil, fmt.Errorf("griff tag %q: after \"-,\" only \"snapshot\" may follow", tag)
		}
		return nil, nil
	}
	var former []string
	for item := range strings.SplitSeq(tag, ",") {
		k, ok := strings.CutPrefix(strings.TrimSpace(item), "was=")
		if !ok || k == "" {
			return nil, fmt.Errorf("griff tag item %q is neither \"-\" nor \"was=KEY\"", item)
		}
		former = append(former, k)
	}
	return former, nil
}

// unsavable returns a type inside t that encoding/json cannot write (a func, a
// channel, a complex number, an unsafe pointer), or nil.
func unsavable(t reflect.Type, seen map[reflect.Type]bool) reflect.Type {
	if seen[t] {
		return nil
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Func, reflect.Chan, reflect.Complex64, reflect.Complex128, reflect.UnsafePointer:
		return t
	case reflect.Array, reflect.Slice, reflect.Pointer:
		return unsavable(t.Elem(), seen)
	case reflect.Map:
		if bad := unsavable(t.Key(), seen); bad != nil {
			return bad
		}
		return unsavable(t.Elem(), seen)
	case reflect.Struct:
		for i := range t.NumField() {
			if sf := t.Field(i); sf.IsExported() {
				if _, skip := fieldKey(sf); !skip {
					if bad := unsavable(sf.Type, seen); bad != nil {
						return bad
					}
				}
			}
		}
	}
	return nil
}

// isPlain reports whether values of t can be copied by assignment without sharing
// anything mutable (strings are immutable, so they count as plain).
func isPlain(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Array:
		return isPlain(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !isPlain(t.Field(i).Type) {
				return false
			}
		}
		return true
	case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface, reflect.Chan, reflect.Func, reflect.UnsafePointer:
		return false
	}
	return true
}

// encodeValue writes v as compact JSON without HTML escaping.
func encodeValue(buf *bytes.Buffer, v any) error {
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	buf.Truncate(buf.Len() - 1) // Encode ends with a newline
	return nil
}

// encode returns the compact JSON object of v's saved fields in declaration order,
// followed by the kept fields the type no longer has, in the order they were read.
func (m *model) encode(v reflect.Value, kept []rawField) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteByte('{')
	for i, f := range m.fields {
		if i > 0 {
			buf.WriteByte(',')
		}
		_ = encodeValue(&buf, f.Key)
		buf.WriteByte(':')
		fv := v.FieldByIndex(f.index)
		if f.Type == durationType {
			_ = encodeValue(&buf, time.Duration(fv.Int()).String())
			continue
		}
		if err := encodeValue(&buf, fv.Interface()); err != nil {
			return nil, fmt.Errorf("field %s: %w", f.Key, err)
		}
	}
	for i, k := range kept {
		if i > 0 || len(m.fields) > 0 {
			buf.WriteByte(',')
		}
		_ = encodeValue(&buf, k.key)
		buf.WriteByte(':')
		if err := json.Compact(&buf, k.value); err != nil {
			return nil, fmt.Errorf("kept field %s: %w", k.key, err)
		}
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}

// durationType is time.Duration. A field of exactly that type is written as Go's
// duration text ("1.5s", "250ms") so files stay readable, and read from that text
// or from a number of nanoseconds.
var durationType = reflect.TypeFor[time.Duration]()

// decodeField reads raw into field f of v.
func (m *model) decodeField(v reflect.Value, f Field, raw []byte) error {
	fv := v.FieldByIndex(f.index)
	if f.Type == durationType && len(raw) > 0 && raw[0] == '"' {
		var text string
		if err := json.Unmarshal(raw, &text); err != nil {
			return err
		}
		d, err := time.ParseDuration(text)
		if err != nil {
			return fmt.Errorf("%q is not a duration such as \"1.5s\" or \"250ms\"", text)
		}
		fv.SetInt(int64(d))
		return nil
	}
	if f.literal != reflect.Invalid && decodeLiteral(fv, f.literal, raw) {
		return nil
	}
	if f.literalElem != reflect.Invalid && decodeLiteralArray(fv, f.literalElem, raw) {
		return nil
	}
	return json.Unmarshal(raw, fv.Addr().Interface())
}

// copy sets dst's saved fields to deep copies of src's.
func (m *model) copy(dst, src reflect.Value) {
	if m.plainCopy {
		dst.Set(src)
		return
	}
	for _, f := range m.fields {
		d, s := dst.FieldByIndex(f.index), src.FieldByIndex(f.index)
		if f.plain {
			d.Set(s)
		} else {
			d.Set(deepCopy(s))
		}
	}
}

// deepCopy returns a copy of v that shares no slice, map or pointed-to value with
// it. Interfaces, funcs and channels are copied as they are (shallow). A slice
// of plain elements (isPlain) is copied in one reflect.Copy: element by
// element, a prefab's or a map's tile cells cost about 100 instructions each
// (24k of them, 2.4M instructions, as griff-window starts the built-in game;
// cachegrind, issue 20).
func deepCopy(v reflect.Value) reflect.Value {
	t := v.Type()
	if isPlain(t) {
		return v
	}
	switch t.Kind() {
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(t, v.Len(), v.Len())
		if isPlain(t.Elem()) { // what copying each element would do, in one copy
			reflect.Copy(c, v)
			return c
		}
		for i := range v.Len() {
			c.Index(i).Set(deepCopy(v.Index(i)))
		}
		return c
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeMapWithSize(t, v.Len())
		it := v.MapRange()
		for it.Next() {
			c.SetMapIndex(deepCopy(it.Key()), deepCopy(it.Value()))
		}
		return c
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		c := reflect.New(t.Elem())
		c.Elem().Set(deepCopy(v.Elem()))
		return c
	case reflect.Array:
		c := reflect.New(t).Elem()
		for i := range v.Len() {
			c.Index(i).Set(deepCopy(v.Index(i)))
		}
		return c
	case reflect.Struct:
		c := reflect.New(t).Elem()
		c.Set(v)
		for i := range t.NumField() {
			if t.Field(i).IsExported() {
				c.Field(i).Set(deepCopy(v.Field(i)))
			}
		}
		return c
	}
	return v
}

// rawField is a saved value kept for a key the component type no longer has.
type rawField struct {
	key   string
	value json.RawMessage
}

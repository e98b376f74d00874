package hosting

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Former keys: a key of a hand-edited JSON file that was renamed keeps its old
// spelling readable. The Go field lists it in its griff tag, as component
// fields do (see package scenes):
//
//	StartScene string `json:"startScene" griff:"was=start_scene"`
//
// respell rewrites the old spellings to the new ones before encoding/json reads
// the file, and keeps what it changed so every error still points at the line
// and column of the file as written.

// respelled is a file with its former keys spelled as the current ones.
type respelled struct {
	data  []byte // the file as encoding/json reads it
	edits []keyEdit
}

// keyEdit is one key rewritten: the original file's bytes [at, end) became key.
type keyEdit struct {
	at, end int64
	key     string // quoted
}

// spellingError is an object giving one field under two spellings, or one key
// twice.
type spellingError struct {
	at  int64 // of the second key, in the original file
	msg string
}

// respell returns data with the former keys of t's fields (and of the structs
// inside them) replaced by their current keys. It returns an error for an object
// (anywhere in the file, maps included) that gives one key twice, or one field
// under two spellings. respell stops at the first piece of
// data that is not JSON, leaving the rest as it is for encoding/json to report.
func respell(data []byte, t reflect.Type) (respelled, *spellingError) {
	w := keyWalker{data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	_, serr := w.value(t, "")
	if len(w.edits) == 0 || serr != nil {
		return respelled{data: data}, serr
	}
	var out []byte
	last := int64(0)
	for _, e := range w.edits {
		out = append(append(out, data[last:e.at]...), e.key...)
		last = e.end
	}
	return respelled{data: append(out, data[last:]...), edits: w.edits}, nil
}

// original returns the offset in the file as written of offset off in r.data.
// An offset inside a rewritten key is that key's start.
func (r respelled) original(off int64) int64 {
	shift := int64(0)
	for _, e := range r.edits {
		start := e.at + shift // where the edit begins in r.data
		if off < start {
			break
		}
		if off < start+int64(len(e.key)) {
			return e.at
		}
		shift += int64(len(e.key)) - (e.end - e.at)
	}
	return off - shift
}

// keyWalker reads a file's tokens, following the Go type it is read into.
type keyWalker struct {
	data  []byte
	dec   *json.Decoder
	edits []keyEdit
	depth int // arrays and objects open
}

// maxWalkDepth is how deeply the walker follows nested arrays and objects: the
// limit encoding/json sets, which then reports deeper input.
const maxWalkDepth = 10000

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// value reads one value that is read into a t (nil: a value with no Go type to
// follow). It returns false when the data stops being JSON.
func (w *keyWalker) value(t reflect.Type, path string) (bool, *spellingError) {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (reflect.PointerTo(t).Implements(jsonUnmarshaler) || reflect.PointerTo(t).Implements(textUnmarshaler)) {
		t = nil // it reads itself
	}
	if t != nil && t.Kind() != reflect.Struct && t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
		t = nil // a map or a scalar: no fields to follow, but keys to check
	}
	if w.depth++; w.depth > maxWalkDepth {
		return false, nil // encoding/json reports it
	}
	defer func() { w.depth-- }()
	tok, err := w.dec.Token()
	if err != nil {
		return false, nil
	}
	switch tok {
	case json.Delim('{'):
		if t == nil || t.Kind() != reflect.Struct {
			return w.members(nil, path)
		}
		return w.members(t, path)
	case json.Delim('['):
		elem := reflect.Type(nil)
		if t != nil && t.Kind() != reflect.Struct {
			elem = t.Elem()
		}
		for w.dec.More() {
			if ok, serr := w.value(elem, path+"[]"); !ok || serr != nil {
				return ok, serr
			}
		}
		_, err = w.dec.Token()
		return err == nil, nil
	}
	return true, nil // a scalar where encoding/json will want something else
}

// members reads an object's members after its "{", following the struct type t
// (nil: an object with no fields to follow).
func (w *keyWalker) members(t reflect.Type, path string) (bool, *spellingError) {
	fields := keysOf(t)
	seen := map[int]string{}      // field index -> the key that gave it
	keys := map[string]struct{}{} // every key of the object, as written
	for w.dec.More() {
		at := w.dec.InputOffset()
		for at < int64(len(w.data)) && strings.IndexByte(" \t\r\n,", w.data[at]) >= 0 {
			at++
		}
		tok, err := w.dec.Token()
		key, isKey := tok.(string)
		if err != nil || !isKey {
			return false, nil
		}
		if _, dup := keys[key]; dup {
			return false, &spellingError{at: at, msg: fmt.Sprintf("field %s: key %q given twice; keep one", join(path, key), key)}
		}
		keys[key] = struct{}{}
		i, former := fields.find(key)
		var ft reflect.Type
		if i >= 0 {
			f := fields[i]
			if prev, ok := seen[i]; ok && prev != key {
				return false, &spellingError{at: at, msg: fmt.Sprintf("field %s: gives both %q and %q, two spellings of the field %q; keep only %q",
					join(path, f.key), prev, key, f.key, f.key)}
			}
			seen[i] = key
			if former {
				w.edits = append(w.edits, keyEdit{at: at, end: w.dec.InputOffset(), key: strconv.Quote(f.key)})
			}
			ft = f.typ
			key = f.key
		}
		if ok, serr := w.value(ft, join(path, key)); !ok || serr != nil {
			return ok, serr
		}
	}
	_, err := w.dec.Token()
	return err == nil, nil
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// structKey is one field of a struct as a file names it.
type structKey struct {
	key    string
	former []string
	typ    reflect.Type
}

type structKeys []structKey

// keysOf returns the fields of struct type t (nil for nil) under their json
// keys, with their former keys.
func keysOf(t reflect.Type) structKeys {
	if t == nil {
		return nil
	}
	var out structKeys
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if !sf.IsExported() || tag == "-" {
			continue
		}
		key, _, _ := strings.Cut(tag, ",")
		if key == "" {
			key = sf.Name
		}
		var former []string
		if g := sf.Tag.Get("griff"); g != "" {
			for item := range strings.SplitSeq(g, ",") {
				if k, ok := strings.CutPrefix(item, "was="); ok {
					former = append(former, k)
				}
			}
		}
		out = append(out, structKey{key: key, former: former, typ: sf.Type})
	}
	return out
}

// find returns the index of the field key names and whether key is a former
// key, or -1. Keys match as encoding/json matches them: an exact match first,
// then one differing only in case.
func (ks structKeys) find(key string) (int, bool) {
	for i, k := range ks {
		if k.key == key {
			return i, false
		}
	}
	for i, k := range ks {
		for _, f := range k.former {
			if f == key {
				return i, true
			}
		}
	}
	for i, k := range ks {
		if strings.EqualFold(k.key, key) {
			return i, false
		}
	}
	for i, k := range ks {
		for _, f := range k.former {
			if strings.EqualFold(f, key) {
				return i, true
			}
		}
	}
	return -1, false
}

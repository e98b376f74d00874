package scenes

import (
	"bytes"
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"
	"unicode/utf8"
	"unsafe"
)

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// literalKind returns t's kind when encoding/json decodes a value of t by
// its kind alone (a bool, string, integer or float type with no
// UnmarshalJSON or UnmarshalText), else reflect.Invalid.
func literalKind(t reflect.Type) reflect.Kind {
	switch k := t.Kind(); k {
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		if unmarshals(t) {
			return reflect.Invalid
		}
		return k
	}
	return reflect.Invalid // no method asked for (reflect.PointerTo and Implements cost)
}

// unmarshals reports whether *t has an UnmarshalJSON or UnmarshalText method.
func unmarshals(t reflect.Type) bool {
	pt := reflect.PointerTo(t)
	return pt.Implements(jsonUnmarshaler) || pt.Implements(textUnmarshaler)
}

// decodeLiteral sets fv, of kind k (literalKind), from raw, one JSON value,
// and reports whether it did: it does what json.Unmarshal does for a number
// that fits, true or false, and a string without escapes, and leaves
// anything else (null, a mismatch, an escape, a number out of range) to
// json.Unmarshal, which gives the value or the error. Reading a scene spends
// most of its time decoding such fields; this skips encoding/json's
// validation and reflection per field (the field's bytes were validated when
// the file was parsed).
func decodeLiteral(fv reflect.Value, k reflect.Kind, raw []byte) bool {
	if len(raw) == 0 {
		return false
	}
	switch k {
	case reflect.Bool:
		switch string(raw) {
		case "true":
			fv.SetBool(true)
			return true
		case "false":
			fv.SetBool(false)
			return true
		}
	case reflect.String:
		if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
			return false
		}
		body := raw[1 : len(raw)-1]
		if bytes.IndexByte(body, '\\') >= 0 || bytes.IndexByte(body, '"') >= 0 || !utf8.Valid(body) {
			return false
		}
		fv.SetString(string(body))
		return true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if !isNumberStart(raw[0]) {
			return false
		}
		n, err := strconv.ParseInt(string(raw), 10, 64)
		if err != nil || fv.OverflowInt(n) {
			return false
		}
		fv.SetInt(n)
		return true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if !isNumberStart(raw[0]) {
			return false
		}
		n, err := strconv.ParseUint(string(raw), 10, 64)
		if err != nil || fv.OverflowUint(n) {
			return false
		}
		fv.SetUint(n)
		return true
	case reflect.Float32, reflect.Float64:
		if !isNumberStart(raw[0]) {
			return false
		}
		n, err := strconv.ParseFloat(string(raw), fv.Type().Bits())
		if err != nil || fv.OverflowFloat(n) {
			return false
		}
		fv.SetFloat(n)
		return true
	}
	return false
}

// isNumberStart reports whether c can begin a JSON number.
func isNumberStart(c byte) bool { return c == '-' || c >= '0' && c <= '9' }

// literalElemKind returns the element kind of t when t is a slice or array of
// bools, integers or floats that encoding/json decodes by kind alone
// (literalKind) and t has no decoding of its own, else reflect.Invalid.
// Strings are left out: a tile map's cells and grid rows, the long arrays of
// a scene file, are numbers and bools.
func literalElemKind(t reflect.Type) reflect.Kind {
	if t.Kind() != reflect.Slice && t.Kind() != reflect.Array {
		return reflect.Invalid
	}
	switch k := literalKind(t.Elem()); k {
	case reflect.Invalid, reflect.String:
		return reflect.Invalid
	default:
		if unmarshals(t) {
			return reflect.Invalid
		}
		return k
	}
}

// decodeLiteralArray sets fv, a slice or array whose elements are of kind k
// (literalElemKind), from raw, one JSON array, and reports whether it did. It
// decodes an array whose every element decodeLiteral takes, as json.Unmarshal
// does (a slice gets exactly the elements, `[]` an empty slice that is not
// nil; an array its first elements, the rest zero), and leaves anything else
// (null, a string, a nested value, a number out of range, more elements than
// an array holds) to json.Unmarshal, which gives the value or the error. A
// slice is always a new one: encoding/json would write into the field's old
// backing array when it has room. Scene files hold tile maps' cells and
// grids as arrays of thousands of numbers or bools, which encoding/json
// decodes by reflection element by element after validating them again; the
// file's parser has validated them already.
//
// It reads raw once: the elements are single tokens, so an array has one
// more element than commas (none if it is empty), and literalElems, checking
// the rest, must call back exactly that many times. Counting them in a first
// pass of literalElems cost 2.9M instructions of the player's start-up, the
// built-in game's two tile maps (cachegrind).
func decodeLiteralArray(fv reflect.Value, k reflect.Kind, raw []byte) bool {
	n := 0
	if !emptyJSONArray(raw) {
		n = bytes.Count(raw, []byte{','}) + 1
	}
	t := fv.Type()
	var out reflect.Value
	if t.Kind() == reflect.Slice {
		out = reflect.MakeSlice(t, n, n)
	} else if n > t.Len() {
		return false
	} else {
		out = reflect.New(t).Elem()
	}
	if n > 0 && (decodeIntArray(out, k, raw, n) || decodeBoolArray(out, k, raw, n)) {
		fv.Set(out)
		return true
	}
	i := 0
	if !literalElems(raw, func(tok []byte) bool {
		ok := i < n && decodeLiteral(out.Index(i), k, tok)
		i++
		return ok
	}) || i != n {
		return false
	}
	fv.Set(out)
	return true
}

// PlainInts returns the numbers of raw, a JSON array of plain whole numbers
// ([-]digits, at most 18 of them, each fitting an int) between commas and
// white space, and true, decoded in one loop as a component's int slice is
// (decodeIntArray); for anything else (an empty array, null, a fraction, an
// exponent, a string, more digits) nil and false, and the caller decodes raw
// with encoding/json, which gives its value or its error. The numbers are
// those json.Unmarshal would give.
func PlainInts(raw []byte) ([]int, bool) {
	if emptyJSONArray(raw) {
		return nil, false
	}
	n := bytes.Count(raw, []byte{','}) + 1
	out := make([]int, n)
	if !decodeIntArray(reflect.ValueOf(out), reflect.Int, raw, n) {
		return nil, false
	}
	return out, true
}

// decodeIntArray sets the n elements of out, a new slice or array of
// integers of kind k, from raw, a JSON array of n plain whole numbers
// ([-]digits, at most 18 of them, no leading zero, each fitting the
// element) between commas
// and white space, and reports whether raw was one; if not (another kind, a
// fraction, an exponent, a sign on an unsigned kind, more digits) the
// caller decodes raw element by element (decodeLiteral), which sets every
// element again or gives up. It sets what decodeLiteral would
// (strconv.ParseInt or ParseUint of such text gives the same value, and the
// same fit as OverflowInt and OverflowUint) without a call, reflect.Value.Index
// and strconv per element: a tilemap's cells are thousands of small ints
// (issue 20: about 440 instructions a cell that way, cachegrind).
func decodeIntArray(out reflect.Value, k reflect.Kind, raw []byte, n int) bool {
	signed := false
	switch k {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		signed = true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
	default:
		return false
	}
	base := firstElem(out)
	size := out.Type().Elem().Size()
	bits := uint(size * 8)
	i, ok := openJSONArray(raw)
	if !ok {
		return false
	}
	for e := 0; e < n; e++ {
		neg := i < len(raw) && raw[i] == '-'
		if neg {
			if !signed {
				return false
			}
			i++
		}
		var u uint64
		j := i
		for ; j < len(raw) && raw[j] >= '0' && raw[j] <= '9'; j++ {
			u = u*10 + uint64(raw[j]-'0')
		}
		if j == i || j-i > 18 || raw[i] == '0' && j-i > 1 { // JSON has no leading zeros
			return false
		}
		p := unsafe.Add(base, uintptr(e)*size)
		if signed {
			v := int64(u)
			if neg {
				v = -v
			}
			if bits < 64 && (v<<(64-bits))>>(64-bits) != v { // fv.OverflowInt
				return false
			}
			switch size {
			case 1:
				*(*int8)(p) = int8(v)
			case 2:
				*(*int16)(p) = int16(v)
			case 4:
				*(*int32)(p) = int32(v)
			default:
				*(*int64)(p) = v
			}
		} else {
			if bits < 64 && u>>bits != 0 { // fv.OverflowUint
				return false
			}
			switch size {
			case 1:
				*(*uint8)(p) = uint8(u)
			case 2:
				*(*uint16)(p) = uint16(u)
			case 4:
				*(*uint32)(p) = uint32(u)
			default:
				*(*uint64)(p) = u
			}
		}
		if j < len(raw) && raw[j] == ',' && e < n-1 { // most items: what nextJSONItem does, without a call
			i = skipJSONSpace(raw, j+1)
			continue
		}
		var more bool
		if i, more, ok = nextJSONItem(raw, j, e, n); !more {
			return ok
		}
	}
	return false
}

// decodeBoolArray is decodeIntArray for an array of bools (k reflect.Bool),
// each true or false: a tilemap's walls (physics.TilemapWalls) expand into
// a bool a cell (issue 20: about 330 instructions a cell element by
// element, cachegrind).
func decodeBoolArray(out reflect.Value, k reflect.Kind, raw []byte, n int) bool {
	if k != reflect.Bool || out.Type().Elem().Size() != 1 {
		return false
	}
	base := firstElem(out)
	i, ok := openJSONArray(raw)
	if !ok {
		return false
	}
	for e := 0; e < n; e++ {
		var v bool
		switch {
		case len(raw)-i >= 4 && string(raw[i:i+4]) == "true":
			v, i = true, i+4
		case len(raw)-i >= 5 && string(raw[i:i+5]) == "false":
			i += 5
		default:
			return false
		}
		*(*bool)(unsafe.Add(base, uintptr(e))) = v
		if i < len(raw) && raw[i] == ',' && e < n-1 { // as in decodeIntArray
			i = skipJSONSpace(raw, i+1)
			continue
		}
		var more bool
		if i, more, ok = nextJSONItem(raw, i, e, n); !more {
			return ok
		}
	}
	return false
}

// firstElem returns the address of the first element of out, a slice or an
// addressable array.
func firstElem(out reflect.Value) unsafe.Pointer {
	if out.Kind() == reflect.Slice {
		return out.UnsafePointer()
	}
	return out.Addr().UnsafePointer()
}

// openJSONArray returns the index of raw's first item, past the array's '['
// and JSON whitespace, and whether raw begins with '[' after whitespace.
func openJSONArray(raw []byte) (int, bool) {
	i := skipJSONSpace(raw, 0)
	if i == len(raw) || raw[i] != '[' {
		return 0, false
	}
	return skipJSONSpace(raw, i+1), true
}

// nextJSONItem reads what follows item e of n (its text ends at i): a ','
// before item e+1 (more: next is that item's index) or, after the last, the
// array's ']' with nothing but whitespace after it (ok). Anything else is
// not an array of n such items: more and ok are false.
func nextJSONItem(raw []byte, i, e, n int) (next int, more, ok bool) {
	i = skipJSONSpace(raw, i)
	if i < len(raw) && raw[i] == ',' && e < n-1 {
		return skipJSONSpace(raw, i+1), true, true
	}
	return i, false, i < len(raw) && raw[i] == ']' && e == n-1 && skipJSONSpace(raw, i+1) == len(raw)
}

// emptyJSONArray reports whether raw begins, after JSON whitespace, with an
// array that has nothing but whitespace between its brackets.
func emptyJSONArray(raw []byte) bool {
	i := skipJSONSpace(raw, 0)
	if i == len(raw) || raw[i] != '[' {
		return false
	}
	j := skipJSONSpace(raw, i+1)
	return j < len(raw) && raw[j] == ']'
}

// literalElems calls f with each element of raw, a JSON array, in order, and
// reports whether raw is an array of elements that are single tokens (no
// string, array or object: those begin with a byte f refuses, since
// decodeLiteral refuses them) and f returned true for each.
func literalElems(raw []byte, f func(tok []byte) bool) bool {
	i := skipJSONSpace(raw, 0)
	if i == len(raw) || raw[i] != '[' {
		return false
	}
	i = skipJSONSpace(raw, i+1)
	if i < len(raw) && raw[i] == ']' {
		return skipJSONSpace(raw, i+1) == len(raw)
	}
	for {
		j := i
		for j < len(raw) && !isJSONSpace(raw[j]) && raw[j] != ',' && raw[j] != ']' {
			j++
		}
		if j == i || raw[i] == '"' || raw[i] == '[' || raw[i] == '{' || !f(raw[i:j]) {
			return false
		}
		i = skipJSONSpace(raw, j)
		switch {
		case i == len(raw):
			return false
		case raw[i] == ']':
			return skipJSONSpace(raw, i+1) == len(raw)
		case raw[i] != ',':
			return false
		}
		i = skipJSONSpace(raw, i+1)
	}
}

// isJSONSpace reports whether c is JSON whitespace.
func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// skipJSONSpace returns the index of the first byte of raw at or after i that
// is not JSON whitespace (len(raw) if none).
func skipJSONSpace(raw []byte, i int) int {
	for i < len(raw) && isJSONSpace(raw[i]) {
		i++
	}
	return i
}

package scenes

import (
	"bytes"
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"
	"unicode/utf8"
)

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// literalKind returns t's kind when encoding/json decodes a value of t by
// its kind alone (a bool, string, integer or float type with no
// UnmarshalJSON or UnmarshalText), else reflect.Invalid.
func literalKind(t reflect.Type) reflect.Kind {
	pt := reflect.PointerTo(t)
	if pt.Implements(jsonUnmarshaler) || pt.Implements(textUnmarshaler) {
		return reflect.Invalid
	}
	switch k := t.Kind(); k {
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return k
	}
	return reflect.Invalid
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

package level

import (
	"encoding/json"
	"slices"
	"strconv"
)

// appendValue appends v as json.Marshal writes it and reports whether it did:
// a map[string]any whose keys need no escaping is written key by key (in
// encoding/json's order, sorted), its []int and int values directly and every
// other value by json.Marshal; anything else, or a value json.Marshal refuses,
// is not written (b is returned as it was) and the caller marshals v whole,
// which gives its bytes or its error.
//
// Where it comes from: a Tiled map's tile layers are components of
// map[string]any holding []int cells (package tiled), which encoding/json
// writes by reflection, an element at a time: the built-in game's start map
// has 7,200 cells and 7,200 flips, about 1M instructions of the window
// player's start (cachegrind, issue 20).
func appendValue(b []byte, v any) ([]byte, bool) {
	m, ok := v.(map[string]any)
	if !ok || m == nil {
		return b, false
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		if !plainKey(k) {
			return b, false
		}
		keys = append(keys, k)
	}
	slices.Sort(keys)
	start := len(b)
	b = append(b, '{')
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(append(append(b, '"'), k...), '"', ':')
		switch x := m[k].(type) {
		case []int:
			b = appendInts(b, x)
		case int:
			b = strconv.AppendInt(b, int64(x), 10)
		default:
			raw, err := json.Marshal(x)
			if err != nil {
				return b[:start], false
			}
			b = append(b, raw...)
		}
	}
	return append(b, '}'), true
}

// appendInts appends s as json.Marshal writes an []int: null for nil.
func appendInts(b []byte, s []int) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, n := range s {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return append(b, ']')
}

// plainKey reports whether json.Marshal writes the map key k as '"' k '"':
// k is not empty and holds only ASCII letters, digits, '_', '-' and '.'.
func plainKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

package visual

import (
	"encoding/json"
	"strings"

	"github.com/griffengine/griff/scenes"
)

// onePassTilemapForm reads a Griff.Tilemap object of the usual shape in one
// pass over its cells, where json.Unmarshal scans them twice (validating the
// whole object, then finding the end of "cells" for cellList) before
// cellList reads them: about 1M instructions of the built-in game's start
// for its three layers of 2,400 cells (issue 20). ok is false, and the
// caller decodes obj with encoding/json, for anything it is not sure of: a
// name with an escape or past ASCII, a name that differs from a field's only
// in case (encoding/json would take it for the field), a field given twice,
// cells that are not a plain array of whole numbers (scenes.PlainInts), a
// member whose value encoding/json refuses, or any mistake of syntax. So
// when ok the value is the one json.Unmarshal gives: each member's value is
// checked by encoding/json (decoded into its field, or json.Valid for a
// member no field takes, which encoding/json skips), and the object around
// them is well-formed (FuzzReadTilemapForm compares).
func onePassTilemapForm(obj []byte) (f tilemapForm[[]int], ok bool) {
	i := skipSpace(obj, 0)
	if i >= len(obj) || obj[i] != '{' {
		return f, false
	}
	i = skipSpace(obj, i+1)
	if i < len(obj) && obj[i] == '}' {
		return f, skipSpace(obj, i+1) == len(obj)
	}
	var seen [6]bool
	for {
		name, next, ok := plainName(obj, i)
		if !ok {
			return f, false
		}
		i = skipSpace(obj, next)
		if i >= len(obj) || obj[i] != ':' {
			return f, false
		}
		i = skipSpace(obj, i+1)
		end, ok := valueEnd(obj, i)
		if !ok || !member(&f, name, obj[i:end], &seen) {
			return f, false
		}
		i = skipSpace(obj, end)
		if i >= len(obj) {
			return f, false
		}
		switch obj[i] {
		case ',':
			i = skipSpace(obj, i+1)
		case '}':
			return f, skipSpace(obj, i+1) == len(obj)
		default:
			return f, false
		}
	}
}

// tilemapFields are the names of tilemapForm's members, as encoding/json
// matches them.
var tilemapFields = [6]string{"width", "cells", "tileSize", "tiles", "rows", "legend"}

// member sets the field named name from its value v, reporting false if
// onePassTilemapForm cannot be sure of encoding/json's value.
func member(f *tilemapForm[[]int], name string, v []byte, seen *[6]bool) bool {
	k := -1
	for j, field := range tilemapFields {
		if name == field {
			k = j
		} else if strings.EqualFold(name, field) {
			return false
		}
	}
	if k < 0 {
		return json.Valid(v)
	}
	if seen[k] {
		return false
	}
	seen[k] = true
	var target any
	switch k {
	case 0:
		target = &f.Width
	case 1:
		cells, ok := scenes.PlainInts(v)
		if ok {
			f.Cells = cells
		}
		return ok
	case 2:
		target = &f.TileSize
	case 3:
		target = &f.Tiles
	case 4:
		target = &f.Rows
	case 5:
		target = &f.Legend
	}
	return json.Unmarshal(v, target) == nil
}

// skipSpace returns the offset of the first byte of b from i that is not
// JSON white space.
func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// plainName reads the member name starting at b[i], a string of printable
// ASCII without escapes, returning it and the offset after it.
func plainName(b []byte, i int) (string, int, bool) {
	if i >= len(b) || b[i] != '"' {
		return "", 0, false
	}
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			return string(b[i+1 : j]), j + 1, true
		case c == '\\' || c < 0x20 || c >= 0x80:
			return "", 0, false
		}
	}
	return "", 0, false
}

// valueEnd returns the end of the JSON value starting at b[i] if it is
// well-formed: strings skipped with their escapes, brackets counted, a
// literal or number running to the next white space, comma or bracket. A
// value it mis-ends is one encoding/json refuses, and member's check of it
// fails.
func valueEnd(b []byte, i int) (int, bool) {
	if i >= len(b) {
		return 0, false
	}
	switch b[i] {
	case '"':
		return stringEnd(b, i)
	case '[', '{':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				end, ok := stringEnd(b, j)
				if !ok {
					return 0, false
				}
				j = end - 1
			case '[', '{':
				depth++
			case ']', '}':
				depth--
				if depth == 0 {
					return j + 1, true
				}
			}
		}
		return 0, false
	}
	j := i
	for j < len(b) && !strings.ContainsRune(" \t\n\r,]}", rune(b[j])) {
		j++
	}
	return j, j > i
}

// stringEnd returns the offset after the JSON string starting at b[i].
func stringEnd(b []byte, i int) (int, bool) {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '"':
			return j + 1, true
		case '\\':
			j++
		}
	}
	return 0, false
}

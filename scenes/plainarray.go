package scenes

// plainArray reports whether raw is exactly a JSON array of whole numbers,
// true and false, written plainly: '[', then nothing or such items ('-'
// optional, then "0" or a digit 1-9 and more digits; true; false) between
// commas, then ']', with no white space anywhere. Every such text is valid
// JSON (a strict subset of RFC 8259's grammar), so a reader may take it as
// valid without json.Valid; anything else it refuses and the caller asks
// json.Valid.
//
// Where it comes from: an upgrade or expansion that rewrites a value has it
// checked as JSON again (reader.upgraded); the built-in game's start map
// gives its two Griff.TilemapWalls "cells" written by their expansion, 28 KB
// of true and false, which json.Valid's scanner took about 0.5M
// instructions to check (cachegrind, issue 20), this loop a few a byte.
func plainArray(raw []byte) bool {
	n := len(raw)
	if n < 2 || raw[0] != '[' || raw[n-1] != ']' {
		return false
	}
	if n == 2 {
		return true
	}
	i := 1
	for {
		// raw[n-1] is ']', so every read below stops at it: i < n.
		switch c := raw[i]; {
		case c == 't':
			if string(raw[i:min(n, i+4)]) != "true" {
				return false
			}
			i += 4
		case c == 'f':
			if string(raw[i:min(n, i+5)]) != "false" {
				return false
			}
			i += 5
		default:
			if c == '-' {
				i++
			}
			switch {
			case raw[i] == '0':
				i++
			case raw[i] >= '1' && raw[i] <= '9':
				i++
				for raw[i] >= '0' && raw[i] <= '9' {
					i++
				}
			default:
				return false
			}
		}
		switch {
		case i >= n:
			return false
		case raw[i] == ']':
			return i == n-1
		case raw[i] != ',':
			return false
		}
		i++
	}
}

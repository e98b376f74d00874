package fighting

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/griffengine/griff/scenes/aseprite"
	"github.com/griffengine/griff/scenes/visual"
)

// MaxReach is how far a box may reach from a fighter's feet, in units
// (texels of a sheet), each way: as a move list's box numbers (-400 to
// 400). A slice key reaching further is clamped to it with a warning (a
// box of ±2^31 is a slip, not a reach).
const MaxReach = 400

// rawSheetNames is what checkSheet reads of a sheet's JSON again: the
// tags' and slices' names and the slice keys, in file order, so a warning
// can name its place.
type rawSheetNames struct {
	Meta struct {
		FrameTags []struct {
			Name string `json:"name"`
		} `json:"frameTags"`
		Slices []struct {
			Name string `json:"name"`
			Keys []struct {
				Frame int `json:"frame"`
			} `json:"keys"`
		} `json:"slices"`
	} `json:"meta"`
}

// checkSheet warns, at file:line:col of data (sheet sh's JSON, as
// scenes/aseprite reports its own problems), of a tag or slice named as
// an earlier one (the earlier is used: Sheet.Tag and Sheet.Slice take the
// first) and of a slice key reaching past MaxReach (clamped in sh: what is
// left of it inside, or no box).
func checkSheet(data []byte, sh *aseprite.Sheet) []error {
	var raw rawSheetNames
	if json.Unmarshal(data, &raw) != nil {
		return nil // aseprite.Read read it; a field of another type it skipped
	}
	var errs []error
	warn := func(path []any, format string, args ...any) {
		line, col := jsonAt(data, path...)
		errs = append(errs, fmt.Errorf("%s:%d:%d: %s", sh.File, line, col, fmt.Sprintf(format, args...)))
	}
	tags := map[string]int{}
	for i, t := range raw.Meta.FrameTags {
		if j, ok := tags[t.Name]; ok {
			line, _ := jsonAt(data, "meta", "frameTags", j)
			warn([]any{"meta", "frameTags", i}, "tag %q again: the first (line %d) is used, this one left out", t.Name, line)
			continue
		}
		tags[t.Name] = i
	}
	slices := map[string]int{}
	for i, s := range raw.Meta.Slices {
		if j, ok := slices[s.Name]; ok {
			line, _ := jsonAt(data, "meta", "slices", j)
			warn([]any{"meta", "slices", i}, "slice %q again: the first (line %d) is used, this one left out", s.Name, line)
			continue
		}
		slices[s.Name] = i
		if i >= len(sh.Slices) {
			continue
		}
		for j, k := range raw.Meta.Slices[i].Keys {
			if b, ok := clampKey(sh.Slices[i].Keys, k.Frame); ok {
				warn([]any{"meta", "slices", i, "keys", j, "bounds"}, "slice %q on frame %d reaches more than %d units from the feet: %s used", s.Name, k.Frame, MaxReach, b)
			}
		}
	}
	return errs
}

// clampKey clamps the key of keys on frame fr to MaxReach of the feet;
// it returns the bounds left and true if it had to.
func clampKey(keys []aseprite.SliceKey, fr int) (string, bool) {
	for i := range keys {
		b := &keys[i].Bounds
		if keys[i].Frame != fr || b.Empty() {
			continue
		}
		lox, hix := Frame/2-MaxReach, Frame/2+MaxReach
		loy, hiy := FeetY-MaxReach, FeetY+MaxReach
		bx, by, bw, bh := int(b.X), int(b.Y), int(b.W), int(b.H)
		x0, y0 := min(max(bx, lox), hix), min(max(by, loy), hiy)
		x1, y1 := min(max(bx+bw, lox), hix), min(max(by+bh, loy), hiy)
		if x0 == bx && y0 == by && x1-x0 == bw && y1-y0 == bh {
			return "", false
		}
		*b = visual.RegionOf(x0, y0, x1-x0, y1-y0)
		if b.Empty() {
			return "no box", true
		}
		return fmt.Sprintf("x %d y %d w %d h %d", b.X, b.Y, b.W, b.H), true
	}
	return "", false
}

// jsonAt returns the line and column (1-based) of the value path names in
// the JSON data: object keys (string) and array indexes (int); of the
// nearest value along it where data has no such value.
func jsonAt(data []byte, path ...any) (line, col int) {
	d := json.NewDecoder(bytes.NewReader(data))
	at := valueStart(data, 0)
	for _, p := range path {
		next, ok := member(d, data, p)
		if !ok {
			break
		}
		at = next
	}
	line, col = 1, 1
	for _, c := range data[:min(at, len(data))] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// member reads the value d is at (an object or array) up to its member p
// (a key or an index) and returns that member's offset in data.
func member(d *json.Decoder, data []byte, p any) (int, bool) {
	tok, err := d.Token()
	if err != nil {
		return 0, false
	}
	delim, _ := tok.(json.Delim)
	for i := 0; d.More(); i++ {
		match := false
		switch delim {
		case '{':
			k, err := d.Token()
			if err != nil {
				return 0, false
			}
			match = k == p
		case '[':
			match = i == p
		default:
			return 0, false
		}
		at := valueStart(data, int(d.InputOffset()))
		if match {
			return at, true
		}
		var skip json.RawMessage
		if d.Decode(&skip) != nil {
			return 0, false
		}
	}
	return 0, false
}

// valueStart returns the offset of the value starting at or after at:
// past spaces, a colon and a comma.
func valueStart(data []byte, at int) int {
	for at < len(data) && bytes.IndexByte([]byte(" \t\r\n:,"), data[at]) >= 0 {
		at++
	}
	return at
}

package tiled

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// MaxNumber is the largest magnitude a number attribute of a map may have
// (a position, size, offset, rotation, opacity, parallax factor or text
// size): 2^30, about 1.07e9. Decision: a map's numbers are pixels, degrees
// and factors, and bounding them keeps every sum and product the reader
// makes of them (centres, parallax multiplied through 32 groups) finite, so
// the scene it writes is valid JSON. A number that is not one (NaN, Inf,
// "1e400", text) or is past MaxNumber warns, naming the file and the
// element's line and column (XML) or the value's (JSON), and
// the attribute takes its default, as if the file did not give it.
const MaxNumber = 1 << 30

// num is a number attribute (XML) or value (JSON) as the file writes it,
// read by reader.float; a value encoding/json or encoding/xml would refuse,
// refusing the map with it, is kept as text and warns instead.
type num struct {
	text string
	set  bool
}

// UnmarshalXMLAttr keeps the attribute's text.
func (n *num) UnmarshalXMLAttr(a xml.Attr) error {
	n.text, n.set = a.Value, true
	return nil
}

// UnmarshalJSON keeps the value's text (a string's contents); null is unset.
func (n *num) UnmarshalJSON(b []byte) error {
	var s string
	switch {
	case string(b) == "null":
		*n = num{}
	case json.Unmarshal(b, &s) == nil:
		n.text, n.set = s, true
	default:
		n.text, n.set = string(b), true
	}
	return nil
}

// at is where something was read, for its warning: the file, line and
// column (0 where not known), and what holds it ("the layer 3 \"Ground\"").
// In the JSON format j is its value in the file, so a warning about one of
// its members is placed at the member's value (place).
type at struct {
	file      string
	line, col int
	what      string
	j         jat
}

// place returns the file, line and column of the attribute (XML) or member
// (JSON) attr of what p names: the member's value where the JSON file has
// it, else p's own place (an XML attribute is placed at its element).
func (p at) place(attr string) (string, int, int) {
	if v := p.j.get(attr); v.n != nil {
		l, c := v.pos()
		return p.file, l, c
	}
	return p.file, p.line, p.col
}

// float returns the number n of the attribute named attr, or def if n is
// unset; a number that is not finite or is past MaxNumber warns at p and
// gives def.
func (r *reader) float(p at, attr string, n num, def float64) float64 {
	if !n.set {
		return def
	}
	v, ok := finite(n.text)
	if !ok {
		file, line, col := p.place(attr)
		r.warn(file, line, col, "%s: %s %q is not a finite number of at most %d (tiled.MaxNumber); %v, its default, is used", p.what, attr, n.text, MaxNumber, def)
		return def
	}
	return v
}

// finite reads a number of at most MaxNumber in magnitude.
func finite(s string) (float64, bool) {
	v, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(v) || math.Abs(v) > MaxNumber {
		return 0, false
	}
	return v, true
}

// opacity returns a layer's opacity n (1 if unset): a number outside 0..1,
// Tiled's range, warns at p and is clamped into it.
func (r *reader) opacity(p at, n num) float64 {
	v := r.float(p, "opacity", n, 1)
	if c := max(0, min(1, v)); c != v {
		file, line, col := p.place("opacity")
		r.warn(file, line, col, "%s: opacity %v is not from 0 to 1; %v is used", p.what, v, c)
		return c
	}
	return v
}

// coordinate reads a point's coordinate: 0 if unset.
func (r *reader) coordinate(n num) (float64, bool) {
	if !n.set {
		return 0, true
	}
	return finite(n.text)
}

// setNum returns a set num of text.
func setNum(text string) num { return num{text: text, set: true} }

// layerAt names a layer for a warning.
func layerAt(file string, line, col, id int, name string) at {
	return at{file: file, line: line, col: col, what: fmt.Sprintf("the layer %d %q", id, name)}
}

// objectAt names an object for a warning.
func objectAt(file string, line, col, id int, name string) at {
	return at{file: file, line: line, col: col, what: fmt.Sprintf("the object %d %q", id, name)}
}

// in returns p naming also what holds it ("the object 4 \"Gold\" in the
// layer 1 \"Things\""); in "" leaves p as it is.
func (p at) in(in string) at {
	if in != "" {
		p.what += " in " + in
	}
	return p
}

// boundTileset saturates the tile size, margin and spacing of ts to
// MaxNumber in magnitude, warning once for the tile set (naming them) when
// one was past it, so that a tile's place in the image (margin + column x
// (width + spacing), with at most 2^29 tiles) cannot overflow and wrap back
// into the image: such a tile set's tiles reach outside any image anyway,
// and builder.region warns of that too.
func (r *reader) boundTileset(ts *tileset) {
	var past []string
	for _, f := range []struct {
		name string
		v    *int
	}{{"tilewidth", &ts.tileW}, {"tileheight", &ts.tileH}, {"margin", &ts.margin}, {"spacing", &ts.spacing}} {
		if *f.v > MaxNumber || *f.v < -MaxNumber {
			past = append(past, fmt.Sprintf("%s %d", f.name, *f.v))
			*f.v = max(-MaxNumber, min(MaxNumber, *f.v))
		}
	}
	if len(past) > 0 {
		r.warn(ts.file, ts.line, ts.col, "the tile set %q: %s past %d (tiled.MaxNumber); taken as %d in magnitude",
			ts.name, strings.Join(past, ", "), MaxNumber, MaxNumber)
	}
}

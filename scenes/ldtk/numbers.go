package ldtk

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
)

// MaxNumber is the largest magnitude a number of a layer, tile or entity may
// have (an opacity, offset or position): 2^30, about 1.07e9. A number that is
// not one (NaN, Infinity, "1e400", which encoding/json would refuse, leaving
// the whole layer out) or is past MaxNumber warns, naming the file and the
// line and column of the layer or entity (by its iid), and takes its default:
// the layer or entity is still read.
const MaxNumber = 1 << 30

// num is a JSON number as the file writes it (a string's contents, for a
// string), read by reader.float; null is unset.
type num struct {
	text string
	set  bool
}

// UnmarshalJSON keeps the value's text.
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

// float returns n, or def if n is unset; a number that is not finite or is
// past MaxNumber warns (at the place anchor names, once a file for key when
// key is not "") and gives def.
func (r *reader) float(src source, anchor, key, what string, n num, def float64) float64 {
	if !n.set {
		return def
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(n.text), 64)
	if err == nil && !math.IsNaN(v) && math.Abs(v) <= MaxNumber {
		return v
	}
	format := "%s %q is not a finite number of at most %d (ldtk.MaxNumber); %v, its default, is used"
	if key != "" {
		r.once(src, anchor, key, format, what, n.text, MaxNumber, def)
	} else {
		r.warn(src, anchor, format, what, n.text, MaxNumber, def)
	}
	return def
}

// unit returns n, an opacity or alpha (1 if unset): a number outside 0..1,
// LDtk's range, warns (as float does) and is clamped into it.
func (r *reader) unit(src source, anchor, key, what string, n num) float64 {
	v := r.float(src, anchor, key, what, n, 1)
	c := max(0, min(1, v))
	if c == v {
		return v
	}
	format := "%s %v is not from 0 to 1; %v is used"
	if key != "" {
		r.once(src, anchor, key+" range", format, what, v, c)
	} else {
		r.warn(src, anchor, format, what, v, c)
	}
	return c
}

package jsontree

import (
	"encoding/json"
	"unicode/utf8"
)

// A hand-written scanner reads the input first (fastParse): jsontext reads a
// token in about 60 to 100 instructions, which was most of a scene file's
// tree (the built-in game's start scene with its map, about 3.5M
// instructions of the window player's start; cachegrind, issue 20). It
// takes only input it is sure to read as jsontext does: valid JSON whose
// strings hold no escape, no control character and valid UTF-8 (their
// value is then their bytes), with no key given twice in an object and
// nesting within MaxDepth. Anything else, valid or not, it leaves to the
// token decoder, which gives the tree or the error as before; FuzzFastParse
// compares the two.

// fastParse reads data as parse does (packed: ParsePacked) and reports
// whether it did; if not, the caller parses data with the token decoder.
func fastParse(data []byte, packed bool) (*Node, bool) {
	p := &parser{data: data, pack: packed}
	s := fastScanner{p: p}
	n, ok := s.value()
	if !ok {
		return nil, false
	}
	s.space()
	return n, s.i == len(data)
}

// fastScanner reads p.data from i, making p's nodes.
type fastScanner struct {
	p *parser
	i int
}

func (s *fastScanner) space() {
	d := s.p.data
	for s.i < len(d) {
		switch d[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// peek returns the byte at i, or 0 at the end.
func (s *fastScanner) peek() byte {
	if s.i < len(s.p.data) {
		return s.p.data[s.i]
	}
	return 0
}

// value reads the value at i (after white space), as parser.value does.
func (s *fastScanner) value() (*Node, bool) {
	p := s.p
	s.space()
	start := s.i
	switch c := s.peek(); {
	case c == '{' || c == '[':
		if p.depth >= MaxDepth {
			return nil, false
		}
		if c == '[' && p.pack {
			if n, ok := s.packed(); ok {
				return n, true
			}
		}
		s.i++
		n := p.node(start)
		p.depth++
		ok := false
		if c == '{' {
			ok = s.object(n)
		} else {
			ok = s.array(n)
		}
		p.depth--
		n.End = s.i
		return n, ok
	case c == '"':
		str, ok := s.string()
		if !ok {
			return nil, false
		}
		n := p.node(start)
		n.Kind, n.Str, n.End = String, str, s.i
		return n, true
	case c == 't' || c == 'f' || c == 'n':
		w := "null"
		if c == 't' {
			w = "true"
		} else if c == 'f' {
			w = "false"
		}
		if len(p.data)-s.i < len(w) || string(p.data[s.i:s.i+len(w)]) != w {
			return nil, false
		}
		s.i += len(w)
		n := p.node(start)
		n.End = s.i
		switch c {
		case 't':
			n.Kind, n.Bool = Bool, true
		case 'f':
			n.Kind = Bool
		default:
			n.Kind = Null
		}
		return n, true
	case c == '-' || c >= '0' && c <= '9':
		if !s.number() {
			return nil, false
		}
		n := p.node(start)
		n.Kind, n.Num, n.End = Number, json.Number(p.data[start:s.i]), s.i
		return n, true
	}
	return nil, false
}

// object reads an object's members (its '{' read) into n, ending past its
// '}'.
func (s *fastScanner) object(n *Node) bool {
	p := s.p
	n.Kind = Object
	mark := len(p.members)
	s.space()
	if s.peek() == '}' {
		s.i++
		return true
	}
	for {
		s.space()
		at := s.i
		if s.peek() != '"' {
			return false
		}
		key, ok := s.string()
		if !ok || p.has(n, p.members[mark:], key) {
			return false
		}
		s.space()
		if s.peek() != ':' {
			return false
		}
		s.i++
		v, ok := s.value()
		if !ok {
			return false
		}
		p.members = append(p.members, Member{Key: key, KeyPos: at, Value: v})
		s.space()
		switch s.peek() {
		case ',':
			s.i++
			continue
		case '}':
			s.i++
			n.Members = keep(&p.members, &p.memberChunk, &p.memberN, mark)
			return true
		}
		return false
	}
}

// array reads an array's items (its '[' read) into n, ending past its ']'.
func (s *fastScanner) array(n *Node) bool {
	p := s.p
	n.Kind = Array
	mark := len(p.items)
	s.space()
	if s.peek() == ']' {
		s.i++
		return true
	}
	for {
		v, ok := s.value()
		if !ok {
			return false
		}
		p.items = append(p.items, v)
		s.space()
		switch s.peek() {
		case ',':
			s.i++
			continue
		case ']':
			s.i++
			n.Items = keep(&p.items, &p.itemChunk, &p.itemN, mark)
			return true
		}
		return false
	}
}

// packed reads the array at i whole, as parser.packed does, if its bytes
// are PackedMin or more numbers between commas and white space.
func (s *fastScanner) packed() (*Node, bool) {
	p := s.p
	start := s.i
	if end := plainPacked(p.data[start:]); end > 0 { // most: a tilemap's cells
		s.i = start + end
		n := p.node(start)
		n.Kind, n.Packed, n.End = Array, true, s.i
		return n, true
	}
	if flatNumbers(p.data[start:]) < PackedMin {
		return nil, false
	}
	s.i++ // '['
	for {
		s.space()
		if !s.number() {
			s.i = start
			return nil, false
		}
		s.space()
		switch s.peek() {
		case ',':
			s.i++
			continue
		case ']':
			s.i++
			n := p.node(start)
			n.Kind, n.Packed, n.End = Array, true, s.i
			return n, true
		}
		s.i = start
		return nil, false
	}
}

// plainPacked returns the length of the array d starts with ('[' at d[0])
// if it is PackedMin or more whole numbers written plainly ('-' optional,
// then "0" or a digit 1-9 and more digits) between commas and white space,
// else 0: in one loop, what flatNumbers and a check of each number find
// for such an array, about a third of their instructions (issue 20).
func plainPacked(d []byte) int {
	items, i := 0, 1
	for {
		i = skipSpace(d, i)
		if i < len(d) && d[i] == '-' {
			i++
		}
		switch {
		case i >= len(d):
			return 0
		case d[i] == '0':
			i++
		case d[i] >= '1' && d[i] <= '9':
			i++
			for i < len(d) && d[i]-'0' <= 9 {
				i++
			}
		default:
			return 0
		}
		items++
		i = skipSpace(d, i)
		switch {
		case i >= len(d):
			return 0
		case d[i] == ',':
			i++
		case d[i] == ']' && items >= PackedMin:
			return i + 1
		default:
			return 0
		}
	}
}

// skipSpace returns the index of the first byte of d at or after i that is
// not JSON white space (len(d) if none).
func skipSpace(d []byte, i int) int {
	for i < len(d) {
		switch d[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// string reads a string at i (its '"') that has no escape, no control
// character and valid UTF-8, and returns its value.
func (s *fastScanner) string() (string, bool) {
	d := s.p.data
	start := s.i + 1
	ascii := true
	for j := start; j < len(d); j++ {
		c := d[j]
		switch {
		case c == '"':
			s.i = j + 1
			raw := d[start:j]
			if !ascii && !utf8.Valid(raw) {
				return "", false
			}
			return string(raw), true
		case c == '\\' || c < 0x20:
			return "", false
		case c >= 0x80:
			ascii = false
		}
	}
	return "", false
}

// number reads a number at i: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
func (s *fastScanner) number() bool {
	if s.peek() == '-' {
		s.i++
	}
	switch c := s.peek(); {
	case c == '0':
		s.i++
	case c >= '1' && c <= '9':
		s.digits()
	default:
		return false
	}
	if s.peek() == '.' {
		s.i++
		if !s.digits() {
			return false
		}
	}
	if c := s.peek(); c == 'e' || c == 'E' {
		s.i++
		if c := s.peek(); c == '+' || c == '-' {
			s.i++
		}
		if !s.digits() {
			return false
		}
	}
	return true
}

// digits reads one or more digits, reporting whether there was one.
func (s *fastScanner) digits() bool {
	d := s.p.data
	start := s.i
	for s.i < len(d) && d[s.i] >= '0' && d[s.i] <= '9' {
		s.i++
	}
	return s.i > start
}

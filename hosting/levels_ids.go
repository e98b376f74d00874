package hosting

// sceneIDs is what insertLevel needs of a scene file: its "nextId", the
// largest id of its entities (at any depth; 0 for none), and where the map's
// entities go (see entitiesBracket: at, empty and found).
type sceneIDs struct {
	next, max        uint64
	at               int
	empty, found, ok bool
}

// maxJSONDepth is the deepest nesting scanSceneIDs follows; deeper files are
// left to encoding/json (which takes up to 10,000 levels).
const maxJSONDepth = 512

// scanSceneIDs reads data, a scene file, in one pass and returns what
// json.Unmarshal into insertLevel's document and entitiesBracket give, with
// ok; or ok false, and then the caller reads it with those, which give the
// values or the error. It takes only what it is sure of: valid JSON (RFC
// 8259; strings may hold any bytes but control characters, as encoding/json
// reads them) whose top-level object and entity objects give "nextId",
// "entities", "id" and "children" at most once each, spelled so (a key that
// encoding/json would take for one of them in another spelling, any case,
// an escape or a non-ASCII letter, is refused), ids and "nextId" as plain
// whole numbers that fit a uint64, and "entities" and "children" as arrays
// of objects.
//
// Where it comes from: encoding/json validated the start scene's 28 KB and
// then decoded it by reflection for its ids, about 2M instructions of the
// window player's start (cachegrind, issue 20), for three numbers.
func scanSceneIDs(data []byte) sceneIDs {
	s := &idScanner{data: data}
	s.space()
	if !s.is('{') {
		return sceneIDs{}
	}
	out := sceneIDs{at: s.i}
	s.space()
	out.empty = s.peek() == '}'
	if !s.object(0, func(key int) bool {
		switch key {
		case 0: // nextId
			v, ok := s.uint()
			out.next = v
			return ok
		case 1: // entities
			if !s.is('[') {
				return false
			}
			out.at, out.found = s.i, true
			s.space()
			out.empty = s.peek() == ']'
			return s.entities(1, &out.max)
		}
		return false
	}, "nextId", "entities") {
		return sceneIDs{}
	}
	s.space()
	out.ok = s.i == len(data)
	return out
}

// idScanner reads JSON text from data[i:].
type idScanner struct {
	data []byte
	i    int
}

// peek returns the byte at i, or 0 at the end.
func (s *idScanner) peek() byte {
	if s.i < len(s.data) {
		return s.data[s.i]
	}
	return 0
}

// is skips white space and c, reporting whether c was there.
func (s *idScanner) is(c byte) bool {
	s.space()
	if s.peek() != c {
		return false
	}
	s.i++
	return true
}

func (s *idScanner) space() {
	for s.i < len(s.data) {
		switch s.data[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// object reads an object's members (its '{' read), calling member with the
// index in keys of each key of keys as the scanner is at its value, which
// member reads; other members' values are read as any value. With keys, it
// refuses a key of keys given twice, and a key with an escape, a byte past
// ASCII or spelled as one of keys in other case (encoding/json would take
// it for that key).
func (s *idScanner) object(depth int, member func(key int) bool, keys ...string) bool {
	if depth > maxJSONDepth {
		return false
	}
	if s.is('}') {
		return true
	}
	var seen [2]bool
	for {
		s.space()
		k0 := s.i
		if !s.string() {
			return false
		}
		key := s.data[k0+1 : s.i-1]
		if !s.is(':') {
			return false
		}
		mine, ok := whichKey(key, keys)
		switch {
		case !ok:
			return false
		case mine >= 0 && seen[mine]:
			return false
		case mine >= 0:
			seen[mine] = true
			if !member(mine) {
				return false
			}
		default:
			if !s.value(depth + 1) {
				return false
			}
		}
		if s.is('}') {
			return true
		}
		if !s.is(',') {
			return false
		}
	}
}

// whichKey returns the index of key in keys, or -1 and true if it is none of
// them and encoding/json would not take it for one (no escape, ASCII only,
// not one of keys in other case), else false.
func whichKey(key []byte, keys []string) (int, bool) {
	if len(keys) == 0 {
		return -1, true
	}
	for j, k := range keys {
		if string(key) == k {
			return j, true
		}
	}
	for _, c := range key {
		if c == '\\' || c >= 0x80 {
			return -1, false
		}
	}
	for _, k := range keys {
		if asciiEqualFold(key, k) {
			return -1, false
		}
	}
	return -1, true
}

// asciiEqualFold reports whether a and b are equal but for the case of ASCII
// letters.
func asciiEqualFold(a []byte, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

// entities reads an array of entity objects (its '[' read), raising hi to
// their ids and their children's.
func (s *idScanner) entities(depth int, hi *uint64) bool {
	if depth > maxJSONDepth {
		return false
	}
	if s.is(']') {
		return true
	}
	for {
		if !s.is('{') {
			return false
		}
		if !s.object(depth+1, func(key int) bool {
			if key == 1 { // children
				return s.is('[') && s.entities(depth+2, hi)
			}
			id, ok := s.uint()
			*hi = max(*hi, id)
			return ok
		}, "id", "children") {
			return false
		}
		if s.is(']') {
			return true
		}
		if !s.is(',') {
			return false
		}
	}
}

// uint reads a whole number written plainly ("0", or digits not starting
// with 0) that fits a uint64.
func (s *idScanner) uint() (uint64, bool) {
	s.space()
	start := s.i
	var v uint64
	for s.i < len(s.data) && s.data[s.i] >= '0' && s.data[s.i] <= '9' {
		d := uint64(s.data[s.i] - '0')
		if v > (1<<64-1-d)/10 {
			return 0, false
		}
		v = v*10 + d
		s.i++
	}
	n := s.i - start
	if n == 0 || n > 1 && s.data[start] == '0' {
		return 0, false
	}
	switch s.peek() {
	case '.', 'e', 'E':
		return 0, false
	}
	return v, true
}

// value reads any JSON value, checking its syntax.
func (s *idScanner) value(depth int) bool {
	if depth > maxJSONDepth {
		return false
	}
	s.space()
	switch c := s.peek(); {
	case c == '{':
		s.i++
		return s.object(depth, nil)
	case c == '[':
		s.i++
		if s.is(']') {
			return true
		}
		for {
			if !s.value(depth + 1) {
				return false
			}
			if s.is(']') {
				return true
			}
			if !s.is(',') {
				return false
			}
		}
	case c == '"':
		return s.string()
	case c == 't':
		return s.word("true")
	case c == 'f':
		return s.word("false")
	case c == 'n':
		return s.word("null")
	case c == '-' || c >= '0' && c <= '9':
		return s.number()
	}
	return false
}

func (s *idScanner) word(w string) bool {
	if len(s.data)-s.i < len(w) || string(s.data[s.i:s.i+len(w)]) != w {
		return false
	}
	s.i += len(w)
	return true
}

// string reads a string (at its '"'): any bytes but control characters,
// and escapes as JSON has them.
func (s *idScanner) string() bool {
	if s.peek() != '"' {
		return false
	}
	s.i++
	for s.i < len(s.data) {
		c := s.data[s.i]
		switch {
		case c == '"':
			s.i++
			return true
		case c < 0x20:
			return false
		case c == '\\':
			if !s.escape() {
				return false
			}
		default:
			s.i++
		}
	}
	return false
}

// escape reads an escape (at its '\').
func (s *idScanner) escape() bool {
	s.i++
	switch s.peek() {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		s.i++
		return true
	case 'u':
		s.i++
		for range 4 {
			c := s.peek()
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
				return false
			}
			s.i++
		}
		return true
	}
	return false
}

// number reads a number: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
func (s *idScanner) number() bool {
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
func (s *idScanner) digits() bool {
	start := s.i
	for s.i < len(s.data) && s.data[s.i] >= '0' && s.data[s.i] <= '9' {
		s.i++
	}
	return s.i > start
}

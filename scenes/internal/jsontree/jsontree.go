// Package jsontree reads JSON into a tree that remembers where each value is in
// the file, so a reader can name the line and column of a mistake. Tokens are
// read with jsontext (github.com/go-json-experiment/json, the Go team's
// package that became encoding/json/v2's), which reads a token without
// boxing it and several times faster than encoding/json's Decoder.Token; it
// is set to accept what encoding/json accepts (invalid UTF-8 in a string
// becomes U+FFFD, as encoding/json makes it), and a syntax mistake is
// reported with encoding/json's message and offset, so what it accepts and
// how it words a mistake are encoding/json's.
//
// Decision: a hand-written scanner reads the input first, and the token
// decoder only what the scanner is not sure of (see fastParse: a string
// with an escape, a control character or invalid UTF-8, a key given twice,
// any mistake), so the tree and every error are the token decoder's; the
// scanner reads a scene file about twice as fast (the built-in game's start
// scene with its map: about 1.6M fewer instructions of the window player's
// start; cachegrind, issue 20). Parse and ParsePacked use it, ParseShallow
// does not. FuzzFastParse compares the two readings.
package jsontree

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/go-json-experiment/json/jsontext"
)

// Kind is the kind of a JSON value.
type Kind uint8

// The kinds of JSON value.
const (
	Null   Kind = iota // null
	Bool               // true or false
	Number             // a number, kept as its text
	String             // a string
	Object             // an object: Members
	Array              // an array: Items
)

// String returns the JSON name of the kind ("object", "number", ...).
func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "boolean"
	case Number:
		return "number"
	case String:
		return "string"
	case Object:
		return "object"
	case Array:
		return "array"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// Node is one JSON value and where it is in the input.
type Node struct {
	Kind Kind
	// Packed marks an array ParsePacked kept whole: its items are all
	// numbers, at least PackedMin of them, and Items is nil until Unpack.
	Packed  bool
	Start   int    // byte offset of the value's first byte
	End     int    // byte offset just past the value
	Str     string // the value of a String
	Bool    bool
	Num     json.Number
	Members []Member // an Object's members, in file order
	Items   []*Node  // an Array's items
}

// Member is one key and value of an object.
type Member struct {
	Key    string
	KeyPos int // byte offset of the key
	Value  *Node
}

// Get returns the value of the first member named key, or nil.
func (n *Node) Get(key string) *Node {
	for _, m := range n.Members {
		if m.Key == key {
			return m.Value
		}
	}
	return nil
}

// Raw returns the value's bytes in data.
func (n *Node) Raw(data []byte) []byte { return data[n.Start:n.End] }

// Error is a syntax mistake at a byte offset.
type Error struct {
	Offset int    // byte offset of the mistake in the input
	Msg    string // what is wrong
}

// Error returns Msg.
func (e *Error) Error() string { return e.Msg }

// Parse reads data as one JSON value (with nothing but white space after it).
// It returns an *Error on a syntax mistake.
func Parse(data []byte) (*Node, error) {
	return ParseShallow(data)
}

// PackedMin is the fewest items of an array of numbers that ParsePacked keeps
// whole. It is more than 2, so a vector [x, y] always has its Items.
const PackedMin = 8

// ParsePacked is Parse, but an array of PackedMin or more items that are all
// numbers is kept as one node (Packed, Kind Array, Start and End, no Items)
// until Unpack reads its items. A scene file's tilemaps hold thousands of
// cell numbers read whole by their field's decoder, and a node each (about
// 120 bytes and a string) and a token each were most of the tree's cost
// (issue 20: the built-in game's start scene with its map, see
// scenes.ReadScene). Such an array is found by its bytes (only digits,
// signs, '.', 'e', 'E', commas and white space up to its ']') and checked
// as the token decoder skips it whole; what ParsePacked accepts and every
// mistake it reports, with its offset, are Parse's (FuzzParse compares
// them).
func ParsePacked(data []byte) (*Node, error) {
	return parse(data, true, nil)
}

// Unpack gives a Packed array its Items, read from data, the input the tree
// was parsed from, as Parse would have read them; it does nothing to other
// nodes. Readers of a tree from ParsePacked call it before reading an
// array's Items.
func (n *Node) Unpack(data []byte) {
	if !n.Packed {
		return
	}
	sub, err := Parse(data[n.Start:n.End])
	if err != nil || sub.Kind != Array { // not from data: Items stays nil
		return
	}
	for _, it := range sub.Items {
		it.Start += n.Start
		it.End += n.Start
	}
	n.Items, n.Packed = sub.Items, false
}

// ParseShallow is Parse, but the value of every member whose key is one of
// shallow (at any depth) is read as a whole, not into nodes: its Node has
// Kind, Start and End and no Str, Num, Members or Items. A reader that
// needs the places of a file's objects but not of the items of its bulk
// arrays (a Tiled map's "data" of tile ids) parses in one pass and keeps
// one node for the array rather than one a number. Syntax mistakes inside
// a shallow value are errors as Parse's are.
func ParseShallow(data []byte, shallow ...string) (*Node, error) {
	return parse(data, false, shallow)
}

func parse(data []byte, packed bool, shallow []string) (*Node, error) {
	if len(shallow) == 0 && useFast {
		if n, ok := fastParse(data, packed); ok {
			return n, nil
		}
	}
	p := &parser{data: data, shallow: shallow, pack: packed}
	p.dec = jsontext.NewDecoder(bytes.NewReader(data), jsontext.AllowDuplicateNames(true), jsontext.AllowInvalidUTF8(true))
	n, err := p.value()
	if err != nil {
		return nil, err
	}
	at := p.start()
	if _, err := p.dec.ReadToken(); err != io.EOF {
		return nil, p.tokenError(err, at, "unexpected data after the top-level value")
	}
	return n, nil
}

// useFast says whether parse tries fastParse first; the tests turn it off
// to compare the two.
var useFast = true

// MaxDepth is how deeply arrays and objects may nest: the limit encoding/json
// uses. Deeper input is an error, not a stack overflow.
const MaxDepth = 10000

type parser struct {
	data  []byte
	dec   *jsontext.Decoder
	depth int
	// keys holds the keys of keysOf, the large object being read (see has).
	keys   map[string]struct{}
	keysOf *Node
	// shallow are the keys whose values are read whole (ParseShallow).
	shallow []string
	// nodes is where the next nodes are taken from (node): one allocation per
	// nodeChunk values instead of one each.
	nodes []Node
	// pack keeps long arrays of numbers whole (ParsePacked).
	pack bool
	// members and items hold the members and items of the objects and
	// arrays being read, innermost last; each gets its own as it ends, from
	// memberChunk and itemChunk, so a value costs no allocations of its own
	// as its slice grows.
	members     []Member
	items       []*Node
	memberChunk []Member
	itemChunk   []*Node
	memberN     int // the size of the last memberChunk (chunk)
	itemN       int // the size of the last itemChunk
}

// chunk returns how many members or items the parser allocates next, at
// least k: twice the last (in *last), from 16 up to 1024, so a small file
// leaves little unused and a large one takes few allocations.
func chunk(last *int, k int) int {
	*last = min(max(2**last, 16), 1024)
	return max(k, *last)
}

// keep returns the values of (*stack)[mark:] (the members or items of the
// object or array being ended; nil if it has none) in a slice of their own
// cut from *spare (a new chunk of at least them, sized by chunk and *last,
// when it has too few), and drops them from *stack.
func keep[T any](stack, spare *[]T, last *int, mark int) []T {
	k := len(*stack) - mark
	if k == 0 {
		return nil
	}
	if len(*spare) < k {
		*spare = make([]T, chunk(last, k))
	}
	out := (*spare)[:k:k]
	*spare = (*spare)[k:]
	copy(out, (*stack)[mark:])
	clear((*stack)[mark:])
	*stack = (*stack)[:mark]
	return out
}

// nodeChunk is how many nodes the parser allocates at once. A scene file has
// thousands of values; the built-in game's took about 14,000 allocations of
// one node each.
const nodeChunk = 64

// node returns a new node starting at start.
func (p *parser) node(start int) *Node {
	if len(p.nodes) == 0 {
		p.nodes = make([]Node, nodeChunk)
	}
	n := &p.nodes[0]
	p.nodes = p.nodes[1:]
	n.Start = start
	return n
}

// start returns the offset of the next token: past white space, ':' and ','.
func (p *parser) start() int {
	i := int(p.dec.InputOffset())
	for i < len(p.data) {
		switch p.data[i] {
		case ' ', '\t', '\r', '\n', ':', ',':
			i++
			continue
		}
		break
	}
	return i
}

func (p *parser) token() (jsontext.Token, int, error) {
	start := p.start()
	t, err := p.dec.ReadToken()
	if err != nil {
		return jsontext.Token{}, start, p.tokenError(err, start, "")
	}
	return t, start, nil
}

// tokenError returns the Error for err, a mistake the token decoder found
// reading at offset start: the end of the input when it ended too soon;
// else the first mistake json.Unmarshal finds in the whole input, in its
// words and at its offset (which counts the bad byte, so the mistake is one
// byte before it), so messages are encoding/json's; else (input
// encoding/json reads, but not as one value: data after it) msg at start,
// or the decoder's own message at its offset.
func (p *parser) tokenError(err error, start int, msg string) *Error {
	if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
		return &Error{Offset: len(p.data), Msg: "unexpected end of JSON input"}
	}
	var raw json.RawMessage
	var whole *json.SyntaxError
	if errors.As(json.Unmarshal(p.data, &raw), &whole) {
		return &Error{Offset: max(0, int(whole.Offset)-1), Msg: whole.Error()}
	}
	if msg != "" {
		return &Error{Offset: start, Msg: msg}
	}
	var se *jsontext.SyntacticError
	if errors.As(err, &se) {
		return &Error{Offset: int(se.ByteOffset), Msg: se.Error()}
	}
	return &Error{Offset: start, Msg: err.Error()}
}

func (p *parser) value() (*Node, error) {
	k := p.dec.PeekKind()
	if (k == '{' || k == '[') && p.depth >= MaxDepth {
		return nil, &Error{Offset: p.start(), Msg: fmt.Sprintf("arrays and objects nested more than %d deep", MaxDepth)}
	}
	if k == '[' && p.pack {
		if n, ok, err := p.packed(); ok || err != nil {
			return n, err
		}
	}
	t, start, err := p.token()
	if err != nil {
		return nil, err
	}
	n := p.node(start)
	switch k := t.Kind(); k {
	case '{', '[':
		p.depth++
		defer func() { p.depth-- }()
		if k == '{' {
			err = p.object(n)
		} else {
			err = p.array(n)
		}
		if err != nil {
			return nil, err
		}
	case '"':
		n.Kind, n.Str = String, t.String()
	case '0':
		n.Kind, n.Num = Number, json.Number(t.String())
	case 't', 'f':
		n.Kind, n.Bool = Bool, t.Bool()
	case 'n':
		n.Kind = Null
	default:
		return nil, &Error{Offset: start, Msg: fmt.Sprintf("unexpected %s", t)}
	}
	n.End = int(p.dec.InputOffset())
	return n, nil
}

func (p *parser) object(n *Node) error {
	n.Kind = Object
	mark := len(p.members)
	for p.dec.PeekKind() != '}' {
		t, at, err := p.token()
		if err != nil {
			return err
		}
		if t.Kind() != '"' {
			return &Error{Offset: at, Msg: "object key is not a string"}
		}
		key := t.String()
		if p.has(n, p.members[mark:], key) {
			return &Error{Offset: at, Msg: fmt.Sprintf("key %q given twice", key)}
		}
		var v *Node
		if slices.Contains(p.shallow, key) {
			v, err = p.whole()
		} else {
			v, err = p.value()
		}
		if err != nil {
			return err
		}
		p.members = append(p.members, Member{Key: key, KeyPos: at, Value: v})
	}
	n.Members = keep(&p.members, &p.memberChunk, &p.memberN, mark)
	_, _, err := p.token() // '}'
	return err
}

// has reports whether object n, whose members so far are members, already
// has key: a scan for small objects, a set for large ones, so an object of
// many keys is not quadratic.
func (p *parser) has(n *Node, members []Member, key string) bool {
	const scan = 32
	if len(members) < scan {
		for _, m := range members {
			if m.Key == key {
				return true
			}
		}
		return false
	}
	if len(members) == scan || p.keys == nil || p.keysOf != n {
		p.keys, p.keysOf = make(map[string]struct{}, 2*scan), n
		for _, m := range members {
			p.keys[m.Key] = struct{}{}
		}
	}
	_, dup := p.keys[key]
	p.keys[key] = struct{}{}
	return dup
}

// whole reads the next value as a whole: a Node of its kind and place only.
func (p *parser) whole() (*Node, error) {
	start := p.start()
	raw, err := p.dec.ReadValue()
	if err != nil {
		return nil, p.tokenError(err, start, "")
	}
	n := p.node(start)
	n.End = int(p.dec.InputOffset())
	switch raw[0] {
	case '{':
		n.Kind = Object
	case '[':
		n.Kind = Array
	case '"':
		n.Kind = String
	case 't', 'f':
		n.Kind = Bool
	case 'n':
		n.Kind = Null
	default:
		n.Kind = Number
	}
	return n, nil
}

func (p *parser) array(n *Node) error {
	n.Kind = Array
	mark := len(p.items)
	for p.dec.PeekKind() != ']' {
		v, err := p.value()
		if err != nil {
			return err
		}
		p.items = append(p.items, v)
	}
	n.Items = keep(&p.items, &p.itemChunk, &p.itemN, mark)
	_, _, err := p.token() // ']'
	return err
}

// packed reads the next value, an array, whole (a Packed node) if its bytes
// are PackedMin or more numbers between commas and white space, and reports
// whether it did; else it reads nothing. The decoder checks the array as it
// skips it (jsontext's SkipValue, without a token a number), and a mistake
// is reported as value reports one (tokenError), so the same.
func (p *parser) packed() (*Node, bool, error) {
	start := p.start()
	if flatNumbers(p.data[start:]) < PackedMin {
		return nil, false, nil
	}
	if err := p.dec.SkipValue(); err != nil {
		return nil, false, p.tokenError(err, start, "")
	}
	n := p.node(start)
	n.Kind, n.Packed, n.End = Array, true, int(p.dec.InputOffset())
	return n, true, nil
}

// flatNumbers returns how many items the array data starts with has, if its
// bytes up to its first ']' are only those numbers, commas and white space
// may be made of; else 0.
func flatNumbers(data []byte) int {
	items, digits := 1, false
	for i := 1; i < len(data); i++ {
		switch c := data[i]; c {
		case ']':
			if !digits {
				return 0
			}
			return items
		case ',':
			items++
		case ' ', '\t', '\r', '\n', '-', '+', '.', 'e', 'E':
		default:
			if c < '0' || c > '9' {
				return 0
			}
			digits = true
		}
	}
	return 0
}

// LineCol returns the 1-based line and column (in bytes) of offset in data.
func LineCol(data []byte, offset int) (line, col int) {
	offset = max(0, min(offset, len(data)))
	line = 1 + bytes.Count(data[:offset], []byte{'\n'})
	col = offset - bytes.LastIndexByte(data[:offset], '\n')
	return line, col
}

// ErrorAt returns the 1-based line and column in data of an error
// encoding/json returned reading data (or wrapped): a *json.SyntaxError's bad
// byte; the start of the value a *json.UnmarshalTypeError names (encoding/json
// gives the offset just past a number, string or literal and just inside an
// object or array; the value is found by parsing data). ok is false for any other error. The readers of files in
// JSON (tiled, ldtk, aseprite) place their errors with it.
func ErrorAt(data []byte, err error) (line, col int, ok bool) {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		line, col = LineCol(data, int(syn.Offset)-1) // Offset counts the bad byte
		return line, col, true
	case errors.As(err, &typ):
		off := int(typ.Offset)
		if root, perr := Parse(data); perr == nil {
			if n := endingAt(root, off); n != nil {
				off = n.Start
			}
		}
		line, col = LineCol(data, off)
		return line, col, true
	}
	return 0, 0, false
}

// endingAt returns the innermost value of n that ends at off, or the object
// or array whose opening bracket is just before off (where encoding/json
// places a type error of an object or array), or nil.
func endingAt(n *Node, off int) *Node {
	if off < n.Start || off > n.End {
		return nil
	}
	for _, m := range n.Members {
		if found := endingAt(m.Value, off); found != nil {
			return found
		}
	}
	for _, it := range n.Items {
		if found := endingAt(it, off); found != nil {
			return found
		}
	}
	if n.End == off || ((n.Kind == Object || n.Kind == Array) && n.Start == off-1) {
		return n
	}
	return nil
}

package arc

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"github.com/griffengine/griff/griff"
)

// maxBinDepth bounds the nesting of arrays, objects and child arcs a binary save may
// have, so bad data cannot overflow the stack.
const maxBinDepth = 200

// binDoc is a binary save being read: its body and string table. Every read checks
// its bounds, so bad data gives an error, never a panic.
type binDoc struct {
	data []byte
	strs []string
	// Index's cache: element arrI of the array at arrAt starts at arrPos.
	arrAt, arrI, arrPos int
	// children holds the offset of every tChild tag of the body, in order (the
	// arcs numbered for references, identity.go); indexing is set while the
	// check that fills it runs.
	children []int
	indexing bool
}

func errTrunc(at int) error { return fmt.Errorf("%w: truncated at byte %d", ErrBadSnapshot, at) }

func (d *binDoc) uvarint(at int) (uint64, int, error) {
	if at < 0 || at >= len(d.data) {
		return 0, at, errTrunc(at)
	}
	v, n := binary.Uvarint(d.data[at:])
	if n <= 0 {
		return 0, at, fmt.Errorf("%w: bad number at byte %d", ErrBadSnapshot, at)
	}
	return v, at + n, nil
}

func (d *binDoc) varint(at int) (int64, int, error) {
	if at < 0 || at >= len(d.data) {
		return 0, at, errTrunc(at)
	}
	v, n := binary.Varint(d.data[at:])
	if n <= 0 {
		return 0, at, fmt.Errorf("%w: bad number at byte %d", ErrBadSnapshot, at)
	}
	return v, at + n, nil
}

func (d *binDoc) byte1(at int) (byte, int, error) {
	if at < 0 || at >= len(d.data) {
		return 0, at, errTrunc(at)
	}
	return d.data[at], at + 1, nil
}

// name reads an index into the string table.
func (d *binDoc) name(at int) (string, int, error) {
	i, next, err := d.uvarint(at)
	if err != nil {
		return "", at, err
	}
	if i >= uint64(len(d.strs)) {
		return "", at, fmt.Errorf("%w: string %d of %d at byte %d", ErrBadSnapshot, i, len(d.strs), at)
	}
	return d.strs[i], next, nil
}

// skip returns the offset after the value at at, checking it is well formed.
func (d *binDoc) skip(at, depth int) (int, error) {
	if depth > maxBinDepth {
		return at, fmt.Errorf("%w: nested more than %d deep at byte %d", ErrBadSnapshot, maxBinDepth, at)
	}
	tag, next, err := d.byte1(at)
	if err != nil {
		return at, err
	}
	switch tag {
	case tNull, tFalse, tTrue:
		return next, nil
	case tInt:
		_, next, err = d.varint(next)
	case tUint:
		_, next, err = d.uvarint(next)
	case tFloat:
		if next+8 > len(d.data) {
			return at, errTrunc(next)
		}
		next += 8
	case tStr:
		_, next, err = d.name(next)
	case tRand:
		if _, next, err = d.uvarint(next); err == nil && next+16 > len(d.data) {
			err = errTrunc(next)
		}
		next += 16
	case tArr, tObj:
		return d.skipList(next, tag == tObj, depth)
	case tChild:
		if d.indexing {
			d.children = append(d.children, at)
		}
		return d.parseArc(next, &binArc{}, depth+1)
	case tRef, tArc:
		_, next, err = d.uvarint(next)
	default:
		return at, fmt.Errorf("%w: unknown value tag %d at byte %d", ErrBadSnapshot, tag, at)
	}
	return next, err
}

func (d *binDoc) skipList(at int, obj bool, depth int) (int, error) {
	for {
		tag, next, err := d.byte1(at)
		if err != nil {
			return at, err
		}
		if tag == tEnd {
			return next, nil
		}
		if obj {
			if tag != tKey {
				return at, fmt.Errorf("%w: object member without a key at byte %d", ErrBadSnapshot, at)
			}
			if _, at, err = d.name(next); err != nil {
				return at, err
			}
		}
		if at, err = d.skip(at, depth+1); err != nil {
			return at, err
		}
	}
}

// binArc is one arc record, parsed: where each field, parameter, local and wait is.
type binArc struct {
	typ, owner, fault string
	flags             byte
	entries           []binEntry
	frames            []binFrame
}

type binEntry struct {
	name string
	kind byte // opField, opParam or opLocal
	at   int  // the value's tag
}

type binFrame struct {
	passage, key string
	lo, hi       int // its entries
	wait         int // its wait (after opPause), -1 if none
}

// parseArc reads the arc record at at into a, appending to its entries and
// frames (a frame's entries are counted from the first this call appends), and
// returns the offset after it.
func (d *binDoc) parseArc(at int, a *binArc, depth int) (int, error) {
	base, fbase := len(a.entries), len(a.frames)
	var err error
	if a.typ, at, err = d.name(at); err != nil {
		return at, err
	}
	if a.owner, at, err = d.name(at); err != nil {
		return at, err
	}
	if a.flags, at, err = d.byte1(at); err != nil {
		return at, err
	}
	a.fault = ""
	if a.flags&1 != 0 {
		if a.fault, at, err = d.name(at); err != nil {
			return at, err
		}
	}
	for {
		var op byte
		start := at
		if op, at, err = d.byte1(at); err != nil {
			return at, err
		}
		switch op {
		case opEnd:
			return at, nil
		case opField, opParam, opLocal:
			if op != opField && len(a.frames) == fbase {
				return start, fmt.Errorf("%w: a parameter or local before any frame at byte %d", ErrBadSnapshot, start)
			}
			e := binEntry{kind: op}
			if e.name, at, err = d.name(at); err != nil {
				return at, err
			}
			e.at = at
			if at, err = d.skip(at, depth+1); err != nil {
				return at, err
			}
			a.entries = append(a.entries, e)
			if op != opField {
				a.frames[len(a.frames)-1].hi = len(a.entries) - base
			}
		case opFrame:
			f := binFrame{lo: len(a.entries) - base, hi: len(a.entries) - base, wait: -1}
			if f.passage, at, err = d.name(at); err != nil {
				return at, err
			}
			if f.key, at, err = d.name(at); err != nil {
				return at, err
			}
			a.frames = append(a.frames, f)
		case opPause:
			if len(a.frames) == fbase {
				return start, fmt.Errorf("%w: a wait before any frame at byte %d", ErrBadSnapshot, start)
			}
			a.frames[len(a.frames)-1].wait = at
			var p Pause
			if at, err = d.pause(at, &p, nil); err != nil {
				if !errors.Is(err, ErrBadSnapshot) {
					err = fmt.Errorf("%w: the wait at byte %d: %v", ErrBadSnapshot, start, err)
				}
				return at, err
			}
		default:
			return start, fmt.Errorf("%w: unknown op %d at byte %d", ErrBadSnapshot, op, start)
		}
	}
}

// pause reads the wait at at into p; with c nil it only checks the form (signals are
// looked up by name in c otherwise). It returns the offset after it.
func (d *binDoc) pause(at int, p *Pause, c *core) (int, error) {
	kind, at, err := d.byte1(at)
	if err != nil {
		return at, err
	}
	p.kind = pauseKind(kind)
	if p.kind > pauseLatches {
		return at, fmt.Errorf("%w: wait kind %d", ErrBadValue, kind)
	}
	sig := p.kind == pauseTriggers || p.kind == pauseLatches
	if sig {
		var all byte
		if all, at, err = d.byte1(at); err != nil {
			return at, err
		}
		p.all = all != 0
	}
	var has byte
	if has, at, err = d.byte1(at); err != nil {
		return at, err
	}
	if has != 0 {
		var dl int64
		if dl, at, err = d.varint(at); err != nil {
			return at, err
		}
		p.deadline = griff.Time(dl)
	}
	if !sig {
		return at, nil
	}
	var n uint64
	if n, at, err = d.uvarint(at); err != nil {
		return at, err
	}
	if n > 64 {
		return at, fmt.Errorf("%w: %d signals", ErrBadValue, n)
	}
	for i := range int(n) {
		var name string
		if name, at, err = d.name(at); err != nil {
			return at, err
		}
		if c == nil {
			continue
		}
		if p.kind == pauseTriggers {
			t := c.Trigger(name)
			if t == nil {
				return at, fmt.Errorf("signal %d: %w: no trigger %q", i, ErrBadValue, name)
			}
			p.trig = append(p.trig, t)
		} else {
			l := c.Latch(name)
			if l == nil {
				return at, fmt.Errorf("signal %d: %w: no latch %q", i, ErrBadValue, name)
			}
			p.latch = append(p.latch, l)
		}
	}
	if p.kind == pauseTriggers {
		return d.raises(at, p, int(n))
	}
	return at, nil
}

func (d *binDoc) raises(at int, p *Pause, n int) (int, error) {
	raised, at, err := d.uvarint(at)
	if err != nil {
		return at, err
	}
	if n < 64 && raised>>uint(n) != 0 {
		return at, fmt.Errorf("%w: raised index", ErrBadValue)
	}
	p.raised = raised
	if at+2 > len(d.data) {
		return at, errTrunc(at)
	}
	p.first, p.last = int8(d.data[at]), int8(d.data[at+1])
	for _, x := range []int8{p.first, p.last} {
		if int(x) >= n || x < -1 {
			return at, fmt.Errorf("%w: first or last raised", ErrBadValue)
		}
	}
	return at + 2, nil
}

// binValue is the Value of the binary value at at.
func (r *Reader) binValue(at int) Value { return Value{r: r, d: r.d, at: at} }

func (v Value) binTag() byte {
	if v.at < 0 || v.at >= len(v.d.data) {
		return 255
	}
	return v.d.data[v.at]
}

var binTagNames = [...]string{"null", "false", "true", "an integer", "an unsigned integer", "a float",
	"a string", "an array", "an object", "an end", "a key", "a random stream", "a saved arc", "a reference to a saved arc", "a reference to an arc of the scheduler"}

func binBad(tag byte, want string) error {
	name := "a bad value"
	if int(tag) < len(binTagNames) {
		name = binTagNames[tag]
	}
	return fmt.Errorf("%w: %s is not %s", ErrBadValue, name, want)
}

func (v Value) binInt() (int64, error) {
	switch tag := v.binTag(); tag {
	case tInt:
		i, _, err := v.d.varint(v.at + 1)
		return i, err
	case tUint:
		u, _, err := v.d.uvarint(v.at + 1)
		if err == nil && u > math.MaxInt64 {
			return 0, binBad(tag, "a 64-bit integer")
		}
		return int64(u), err
	default:
		return 0, binBad(tag, "an integer")
	}
}

func (v Value) binUint() (uint64, error) {
	switch tag := v.binTag(); tag {
	case tUint:
		u, _, err := v.d.uvarint(v.at + 1)
		return u, err
	case tInt:
		i, _, err := v.d.varint(v.at + 1)
		if err == nil && i < 0 {
			return 0, binBad(tag, "an unsigned integer in range")
		}
		return uint64(i), err
	default:
		return 0, binBad(tag, "an unsigned integer")
	}
}

func (v Value) binFloat() (float64, error) {
	switch tag := v.binTag(); tag {
	case tFloat:
		if v.at+9 > len(v.d.data) {
			return 0, errTrunc(v.at)
		}
		return math.Float64frombits(binary.LittleEndian.Uint64(v.d.data[v.at+1:])), nil
	case tInt:
		i, err := v.binInt()
		return float64(i), err
	case tUint:
		u, err := v.binUint()
		return float64(u), err
	default:
		return 0, binBad(tag, "a float")
	}
}

func (v Value) binString() (string, error) {
	if tag := v.binTag(); tag != tStr {
		return "", binBad(tag, "a string")
	}
	s, _, err := v.d.name(v.at + 1)
	return s, err
}

func (v Value) binLen() (int, error) {
	if tag := v.binTag(); tag != tArr {
		return 0, binBad(tag, "an array")
	}
	n := 0
	at := v.at + 1
	for at < len(v.d.data) && v.d.data[at] != tEnd {
		next, err := v.d.skip(at, 0)
		if err != nil {
			return 0, err
		}
		at = next
		n++
	}
	return n, nil
}

func (v Value) binIndex(i int) Value {
	d := v.d
	if v.binTag() != tArr || i < 0 {
		return Value{missingValue{}, v.r, nil, 0}
	}
	at, k := v.at+1, 0
	if d.arrAt == v.at && d.arrI <= i {
		at, k = d.arrPos, d.arrI
	}
	for ; k < i; k++ {
		if at >= len(d.data) || d.data[at] == tEnd {
			return Value{missingValue{}, v.r, nil, 0}
		}
		next, err := d.skip(at, 0)
		if err != nil {
			return Value{missingValue{}, v.r, nil, 0}
		}
		at = next
	}
	if at >= len(d.data) || d.data[at] == tEnd {
		return Value{missingValue{}, v.r, nil, 0}
	}
	d.arrAt, d.arrI, d.arrPos = v.at, i, at
	return Value{r: v.r, d: d, at: at}
}

func (v Value) binField(name string) (Value, bool) {
	d := v.d
	if v.binTag() != tObj {
		return Value{nil, v.r, nil, 0}, false
	}
	at := v.at + 1
	for at < len(d.data) && d.data[at] == tKey {
		k, next, err := d.name(at + 1)
		if err != nil {
			break
		}
		if k == name {
			return Value{r: v.r, d: d, at: next}, true
		}
		if at, err = d.skip(next, 0); err != nil {
			break
		}
	}
	return Value{nil, v.r, nil, 0}, false
}

// binRand reads a tRand value into *p, sharing one stream among every value of the
// load with the same id.
func (v Value) binRand(p **griff.Rand) error {
	switch tag := v.binTag(); tag {
	case tNull:
		*p = nil
		return nil
	case tRand:
	default:
		return binBad(tag, "a random stream position")
	}
	id, at, err := v.d.uvarint(v.at + 1)
	if err != nil {
		return err
	}
	if at+16 > len(v.d.data) {
		return errTrunc(at)
	}
	var x griff.Rand
	if err := x.Restore(v.d.data[at : at+16]); err != nil {
		return fmt.Errorf("%w: %v", ErrBadValue, err)
	}
	if id > 1<<62 {
		return fmt.Errorf("%w: random stream id %d", ErrBadValue, id)
	}
	v.r.sess.share(int64(id), p, x)
	return nil
}

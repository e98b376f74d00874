package arc

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/griffengine/griff/griff"
)

// ErrBadValue is wrapped by the errors of the Read functions when a saved value has
// the wrong kind or does not fit its Go type.
var ErrBadValue = errors.New("arc: saved value does not fit")

// Value is one value of a save being read, of either form (JSON or binary). The
// zero Value is a missing value.
type Value struct {
	v  any
	r  *Reader
	d  *binDoc // non-nil: the binary value at at
	at int
}

// ErrMissing is wrapped by the errors of the Read functions when a value is not in
// the save.
var ErrMissing = errors.New("arc: value missing from the save")

type missingValue struct{}

func badValue(v any, want string) error {
	if _, ok := v.(missingValue); ok {
		return ErrMissing
	}
	s := fmt.Sprint(v)
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return fmt.Errorf("%w: %s is not %s", ErrBadValue, s, want)
}

// Len returns the length of an array value; it returns an error if v is not an array.
func (v Value) Len() (int, error) {
	if v.d != nil {
		return v.binLen()
	}
	a, ok := v.v.([]any)
	if !ok {
		return 0, badValue(v.v, "an array")
	}
	return len(a), nil
}

// Index returns element i of an array value (a missing Value if out of range).
func (v Value) Index(i int) Value {
	if v.d != nil {
		return v.binIndex(i)
	}
	a, _ := v.v.([]any)
	if i < 0 || i >= len(a) {
		return Value{r: v.r}
	}
	return Value{v: a[i], r: v.r}
}

// Field returns the member name of an object value, and whether it is there.
func (v Value) Field(name string) (Value, bool) {
	if v.d != nil {
		return v.binField(name)
	}
	m, _ := v.v.(map[string]any)
	x, ok := m[name]
	return Value{v: x, r: v.r}, ok
}

// IsNull reports whether v is null or missing.
func (v Value) IsNull() bool {
	if v.d != nil {
		return v.binTag() == tNull
	}
	return v.v == nil
}

func (v Value) int64() (int64, error) {
	if v.d != nil {
		return v.binInt()
	}
	n, ok := v.v.(json.Number)
	if !ok {
		return 0, badValue(v.v, "an integer")
	}
	i, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil {
		return 0, badValue(v.v, "a 64-bit integer")
	}
	return i, nil
}

// ReadInt reads a signed integer into *p; it leaves *p as it was and returns an
// error wrapping ErrBadValue if v is not an integer that fits T.
func ReadInt[T ~int | ~int8 | ~int16 | ~int32 | ~int64](v Value, p *T) error {
	i, err := v.int64()
	if err != nil {
		return err
	}
	if int64(T(i)) != i {
		if v.d != nil {
			return fmt.Errorf("%w: %d is not in range", ErrBadValue, i)
		}
		return badValue(v.v, "in range")
	}
	*p = T(i)
	return nil
}

// ReadUint reads an unsigned integer into *p; see ReadInt.
func ReadUint[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](v Value, p *T) error {
	if v.d != nil {
		u, err := v.binUint()
		if err != nil {
			return err
		}
		if uint64(T(u)) != u {
			return fmt.Errorf("%w: %d is not in range", ErrBadValue, u)
		}
		*p = T(u)
		return nil
	}
	n, ok := v.v.(json.Number)
	if !ok {
		return badValue(v.v, "an unsigned integer")
	}
	u, err := strconv.ParseUint(string(n), 10, 64)
	if err != nil || uint64(T(u)) != u {
		return badValue(v.v, "an unsigned integer in range")
	}
	*p = T(u)
	return nil
}

// ReadFloat reads a float into *p (also "NaN", "+Inf", "-Inf"); see ReadInt.
func ReadFloat[T ~float32 | ~float64](v Value, p *T) error {
	if v.d != nil {
		f, err := v.binFloat()
		if err == nil {
			*p = T(f)
		}
		return err
	}
	switch x := v.v.(type) {
	case json.Number:
		f, err := strconv.ParseFloat(string(x), 64)
		if err != nil {
			return badValue(v.v, "a float")
		}
		*p = T(f)
		return nil
	case string:
		switch x {
		case "NaN":
			*p = T(math.NaN())
		case "+Inf":
			*p = T(math.Inf(1))
		case "-Inf":
			*p = T(math.Inf(-1))
		default:
			return badValue(v.v, "a float")
		}
		return nil
	}
	return badValue(v.v, "a float")
}

// ReadString reads a string into *p; see ReadInt.
func ReadString[T ~string](v Value, p *T) error {
	if v.d != nil {
		s, err := v.binString()
		if err == nil {
			*p = T(s)
		}
		return err
	}
	s, ok := v.v.(string)
	if !ok {
		return badValue(v.v, "a string")
	}
	*p = T(s)
	return nil
}

// ReadBool reads a boolean into *p; see ReadInt.
func ReadBool[T ~bool](v Value, p *T) error {
	if v.d != nil {
		switch tag := v.binTag(); tag {
		case tFalse, tTrue:
			*p = T(tag == tTrue)
			return nil
		default:
			return binBad(tag, "a boolean")
		}
	}
	b, ok := v.v.(bool)
	if !ok {
		return badValue(v.v, "a boolean")
	}
	*p = T(b)
	return nil
}

// ReadTrigger reads a trigger by name (null for nil) from the scheduler being loaded
// into; it returns an error if the scheduler has no trigger of that name.
func ReadTrigger(v Value, p **Trigger) error {
	if v.IsNull() {
		*p = nil
		return nil
	}
	name, err := v.signalName("a trigger name")
	if err != nil {
		return err
	}
	t := v.r.core.Trigger(name)
	if t == nil {
		return fmt.Errorf("%w: no trigger %q", ErrBadValue, name)
	}
	*p = t
	return nil
}

// ReadLatch reads a latch by name ("!name" for an inverse; null for nil); see
// ReadTrigger.
func ReadLatch(v Value, p **Latch) error {
	if v.IsNull() {
		*p = nil
		return nil
	}
	name, err := v.signalName("a latch name")
	if err != nil {
		return err
	}
	l := v.r.core.Latch(name)
	if l == nil {
		return fmt.Errorf("%w: no latch %q", ErrBadValue, name)
	}
	*p = l
	return nil
}

func (v Value) signalName(want string) (string, error) {
	if v.d != nil {
		if tag := v.binTag(); tag != tStr {
			return "", binBad(tag, want)
		}
		return v.binString()
	}
	name, ok := v.v.(string)
	if !ok {
		return "", badValue(v.v, want)
	}
	return name, nil
}

// ReadRand reads a random stream's position into *p, restoring the stream *p holds
// or making one if *p is nil (null makes *p nil). Streams saved as one (shared by
// several arcs when saved) are one again: the first read restores the stream and
// the others point *p at it.
func ReadRand(v Value, p **griff.Rand) error {
	if v.d != nil {
		return v.binRand(p)
	}
	if v.v == nil {
		*p = nil
		return nil
	}
	id := int64(-1)
	pos := v.v
	if m, ok := v.v.(map[string]any); ok { // {"stream": K, "at": POSITION}: a shared stream
		var k int64
		if err := ReadInt(Value{v: m["stream"], r: v.r}, &k); err != nil || k < 0 {
			return badValue(v.v, "a shared random stream")
		}
		id, pos = k, m["at"]
	}
	s, ok := pos.(string)
	if !ok {
		return badValue(v.v, "a random stream position")
	}
	b, _ := json.Marshal(s)
	var x griff.Rand
	if err := x.UnmarshalJSON(b); err != nil {
		return fmt.Errorf("%w: %v", ErrBadValue, err)
	}
	var sess *loadSession
	if v.r != nil {
		sess = v.r.sess
	}
	sess.share(id, p, x)
	return nil
}

// loadSession is what the readers of one Load or LoadSnapshot share: the random
// streams read so far, by id, and frame readers to reuse.
type loadSession struct {
	err   error                 // the first unregistered type named: the load fails
	byID  []*griff.Rand         // streams with small ids
	rands map[int64]*griff.Rand // the others
	taken map[*griff.Rand]bool  // streams the arcs held before the load, now restored
	frs   []FrameReader
	nfr   int
	// Arcs held as values (identity.go): by number in the save, the bases of
	// those restored, and the JSON save's objects carrying "$id".
	arcs    map[int64]Saveable
	ptrs    map[int64]any // pointers read as interface values, by number (ReadPointer)
	bases   map[*Base]bool
	jsonDoc any
	jsonIDs map[int64]map[string]any
	top     []Saveable // the arcs the load made for the save's list, nil where dropped
}

func (s *loadSession) lookup(id int64) *griff.Rand {
	if id < int64(len(s.byID)) {
		return s.byID[id]
	}
	return s.rands[id]
}

func (s *loadSession) store(id int64, r *griff.Rand) {
	switch {
	case id < 1<<16:
		for int64(len(s.byID)) <= id {
			s.byID = append(s.byID, nil)
		}
		s.byID[id] = r
	default:
		if s.rands == nil {
			s.rands = map[int64]*griff.Rand{}
		}
		s.rands[id] = r
	}
}

// share points *p at the stream id of this load if it was read already; otherwise
// it puts x in *p (in the stream *p holds unless another id restored into it, else
// in a new one) and records it under id. id < 0 is a stream of its own.
func (s *loadSession) share(id int64, p **griff.Rand, x griff.Rand) {
	if s != nil && id >= 0 {
		if r := s.lookup(id); r != nil {
			*p = r
			return
		}
	}
	if *p == nil || (s != nil && s.taken[*p]) {
		*p = new(griff.Rand)
	} else if s != nil {
		if s.taken == nil {
			s.taken = map[*griff.Rand]bool{}
		}
		s.taken[*p] = true
	}
	**p = x
	if s != nil && id >= 0 {
		s.store(id, *p)
	}
}

// frameReader returns a FrameReader to fill, reusing those of the previous arc.
func (s *loadSession) frameReader() *FrameReader {
	if s.nfr == len(s.frs) {
		s.frs = make([]FrameReader, 16) // those handed out stay valid
		s.nfr = 0
	}
	fr := &s.frs[s.nfr]
	s.nfr++
	*fr = FrameReader{}
	return fr
}

// fail records err as the load's failure if it names an unregistered type (the
// first such error wins) and reports whether it did.
func (s *loadSession) fail(err error) bool {
	if s == nil || !errors.Is(err, ErrUnregistered) {
		return false
	}
	if s.err == nil {
		s.err = err
	}
	return true
}

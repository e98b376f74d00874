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

// Value is one value of a save being read. The zero Value is a missing value.
type Value struct {
	v any
	r *Reader
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
	a, ok := v.v.([]any)
	if !ok {
		return 0, badValue(v.v, "an array")
	}
	return len(a), nil
}

// Index returns element i of an array value (a missing Value if out of range).
func (v Value) Index(i int) Value {
	a, _ := v.v.([]any)
	if i < 0 || i >= len(a) {
		return Value{r: v.r}
	}
	return Value{a[i], v.r}
}

// Field returns the member name of an object value, and whether it is there.
func (v Value) Field(name string) (Value, bool) {
	m, _ := v.v.(map[string]any)
	x, ok := m[name]
	return Value{x, v.r}, ok
}

// IsNull reports whether v is null or missing.
func (v Value) IsNull() bool { return v.v == nil }

func (v Value) int64() (int64, error) {
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
		return badValue(v.v, "in range")
	}
	*p = T(i)
	return nil
}

// ReadUint reads an unsigned integer into *p; see ReadInt.
func ReadUint[T ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](v Value, p *T) error {
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
	s, ok := v.v.(string)
	if !ok {
		return badValue(v.v, "a string")
	}
	*p = T(s)
	return nil
}

// ReadBool reads a boolean into *p; see ReadInt.
func ReadBool[T ~bool](v Value, p *T) error {
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
	if v.v == nil {
		*p = nil
		return nil
	}
	name, ok := v.v.(string)
	if !ok {
		return badValue(v.v, "a trigger name")
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
	if v.v == nil {
		*p = nil
		return nil
	}
	name, ok := v.v.(string)
	if !ok {
		return badValue(v.v, "a latch name")
	}
	l := v.r.core.Latch(name)
	if l == nil {
		return fmt.Errorf("%w: no latch %q", ErrBadValue, name)
	}
	*p = l
	return nil
}

// ReadRand reads a random stream's position into *p, restoring the stream *p holds
// or making one if *p is nil (null makes *p nil).
func ReadRand(v Value, p **griff.Rand) error {
	if v.v == nil {
		*p = nil
		return nil
	}
	s, ok := v.v.(string)
	if !ok {
		return badValue(v.v, "a random stream position")
	}
	b, _ := json.Marshal(s)
	r := new(griff.Rand)
	if err := r.UnmarshalJSON(b); err != nil {
		return fmt.Errorf("%w: %v", ErrBadValue, err)
	}
	if *p == nil {
		*p = r
	} else {
		**p = *r
	}
	return nil
}

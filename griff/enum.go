package griff

import (
	"fmt"
	"strings"
)

// Enum is the text form of an enumeration whose constants count up from zero:
// the names saved in files for each value, in value order. Every enum type of
// Griff (a body kind, a tween loop, a text alignment) keeps one Enum and
// forwards its String, MarshalText and UnmarshalText methods to it, so they
// all read and write their names the same way:
//
//	var bodyKindNames = griff.NewEnum[BodyKind]("body kind", "dynamic", "kinematic", "static")
//
//	func (k BodyKind) String() string                { return bodyKindNames.Name(k) }
//	func (k BodyKind) MarshalText() ([]byte, error)  { return bodyKindNames.Marshal(k) }
//	func (k *BodyKind) UnmarshalText(b []byte) error { return bodyKindNames.Unmarshal(k, b) }
//
// The constants carry their type's name (BodyDynamic, BodyKinematic,
// BodyStatic).
//
// An Enum is immutable once made and safe for concurrent use.
type Enum[T ~uint8 | ~uint16 | ~int] struct {
	what   string
	names  []string
	former map[string]T
}

// NewEnum returns the text form of the enumeration called what in messages
// ("body kind"), whose value i is written names[i]. NewEnum panics if names
// is empty or holds a name twice.
func NewEnum[T ~uint8 | ~uint16 | ~int](what string, names ...string) Enum[T] {
	if len(names) == 0 {
		panic("griff: NewEnum " + what + " with no names")
	}
	for i, n := range names {
		for _, m := range names[:i] {
			if m == n {
				panic(fmt.Sprintf("griff: NewEnum %s names %q twice", what, n))
			}
		}
	}
	return Enum[T]{what: what, names: names}
}

// WithFormer returns e reading each key of former as the value it maps to, as
// well as e's own names: spellings files used before. Marshal never writes
// them. WithFormer panics if a former name is one of e's names.
func (e Enum[T]) WithFormer(former map[string]T) Enum[T] {
	m := make(map[string]T, len(former))
	for k, v := range former {
		for _, n := range e.names {
			if n == k {
				panic(fmt.Sprintf("griff: %s: former name %q is a current name", e.what, k))
			}
		}
		m[k] = v
	}
	e.former = m
	return e
}

// Name returns v's name, or "what(N)" (for example "body kind(7)") for a
// value with no name.
func (e Enum[T]) Name(v T) string {
	if int(v) >= 0 && int(v) < len(e.names) {
		return e.names[v]
	}
	return fmt.Sprintf("%s(%d)", e.what, int(v))
}

// Names returns the names in value order. The slice is a copy.
func (e Enum[T]) Names() []string { return append([]string(nil), e.names...) }

// Parse returns the value named s, reading a former name as its value. It
// returns an error naming the enumeration and listing the names for anything
// else.
func (e Enum[T]) Parse(s string) (T, error) {
	for i, n := range e.names {
		if n == s {
			return T(i), nil
		}
	}
	if v, ok := e.former[s]; ok {
		return v, nil
	}
	return 0, fmt.Errorf("unknown %s %q (want one of %s)", e.what, s, strings.Join(e.names, ", "))
}

// Marshal returns v's name as text. It returns an error for a value with no
// name, so a file never holds a number that reads back as something else.
func (e Enum[T]) Marshal(v T) ([]byte, error) {
	if int(v) < 0 || int(v) >= len(e.names) {
		return nil, fmt.Errorf("%s %d has no name", e.what, int(v))
	}
	return []byte(e.names[v]), nil
}

// Unmarshal sets *p to the value named by b, leaving *p unchanged on error
// (see Parse).
func (e Enum[T]) Unmarshal(p *T, b []byte) error {
	v, err := e.Parse(string(b))
	if err != nil {
		return err
	}
	*p = v
	return nil
}

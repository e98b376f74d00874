package physics

import "fmt"

// The kinds are saved in scene files by name ("kinematic", "circle", "top",
// "spring"), so files stay readable and hand-editable.

// MarshalText returns the kind's name.
func (k BodyKind) MarshalText() ([]byte, error) {
	return marshalName(bodyKindNames[:], int(k), "BodyKind")
}

// UnmarshalText reads a kind's name; it returns an error naming the unknown
// text otherwise.
func (k *BodyKind) UnmarshalText(b []byte) error {
	return unmarshalName(bodyKindNames[:], b, "body kind", func(i int) { *k = BodyKind(i) })
}

// MarshalText returns the kind's name.
func (k ShapeKind) MarshalText() ([]byte, error) {
	return marshalName(shapeKindNames[:], int(k), "ShapeKind")
}

// UnmarshalText reads a kind's name; it returns an error naming the unknown
// text otherwise.
func (k *ShapeKind) UnmarshalText(b []byte) error {
	return unmarshalName(shapeKindNames[:], b, "shape kind", func(i int) { *k = ShapeKind(i) })
}

// MarshalText returns the side's name.
func (s Side) MarshalText() ([]byte, error) { return marshalName(sideNames[:], int(s), "Side") }

// UnmarshalText reads a side's name; it returns an error naming the unknown
// text otherwise.
func (s *Side) UnmarshalText(b []byte) error {
	return unmarshalName(sideNames[:], b, "side", func(i int) { *s = Side(i) })
}

// MarshalText returns the kind's name.
func (k JointKind) MarshalText() ([]byte, error) {
	return marshalName(jointKindNames[:], int(k), "JointKind")
}

// UnmarshalText reads a kind's name; it returns an error naming the unknown
// text otherwise.
func (k *JointKind) UnmarshalText(b []byte) error {
	return unmarshalName(jointKindNames[:], b, "joint kind", func(i int) { *k = JointKind(i) })
}

func marshalName(names []string, i int, typ string) ([]byte, error) {
	if i < 0 || i >= len(names) {
		return nil, fmt.Errorf("physics: %s(%d) has no name", typ, i)
	}
	return []byte(names[i]), nil
}

func unmarshalName(names []string, b []byte, what string, set func(int)) error {
	for i, n := range names {
		if string(b) == n {
			set(i)
			return nil
		}
	}
	return fmt.Errorf("unknown %s %q (want one of %q)", what, b, names)
}

package physics

// The kinds are saved in scene files by name ("kinematic", "circle", "top",
// "spring"), so files stay readable and hand-editable; griff.Enum reads and
// writes them, naming the known ones in an error.

// MarshalText returns the kind's name.
func (k BodyKind) MarshalText() ([]byte, error) { return bodyKindNames.Marshal(k) }

// UnmarshalText reads a kind's name; it returns an error naming the known
// kinds otherwise.
func (k *BodyKind) UnmarshalText(b []byte) error { return bodyKindNames.Unmarshal(k, b) }

// MarshalText returns the kind's name.
func (k ShapeKind) MarshalText() ([]byte, error) { return shapeKindNames.Marshal(k) }

// UnmarshalText reads a kind's name; it returns an error naming the known
// kinds otherwise.
func (k *ShapeKind) UnmarshalText(b []byte) error { return shapeKindNames.Unmarshal(k, b) }

// MarshalText returns the side's name.
func (s Side) MarshalText() ([]byte, error) { return sideNames.Marshal(s) }

// UnmarshalText reads a side's name; it returns an error naming the known
// sides otherwise.
func (s *Side) UnmarshalText(b []byte) error { return sideNames.Unmarshal(s, b) }

// MarshalText returns the kind's name.
func (k JointKind) MarshalText() ([]byte, error) { return jointKindNames.Marshal(k) }

// UnmarshalText reads a kind's name; it returns an error naming the known
// kinds otherwise.
func (k *JointKind) UnmarshalText(b []byte) error { return jointKindNames.Unmarshal(k, b) }

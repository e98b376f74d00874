package timers

import "github.com/griffengine/griff/griff"

var (
	propertyNames = griff.NewEnum[Property]("tween property", "position", "rotation", "scale")
	loopNames     = griff.NewEnum[Loop]("tween loop", "once", "repeat", "pingpong")
)

// String returns "position", "rotation" or "scale".
func (p Property) String() string { return propertyNames.Name(p) }

// MarshalText writes the property by name, as scene files keep it.
func (p Property) MarshalText() ([]byte, error) { return propertyNames.Marshal(p) }

// UnmarshalText reads a property name; it returns an error naming the known ones
// for anything else.
func (p *Property) UnmarshalText(b []byte) error { return propertyNames.Unmarshal(p, b) }

// String returns "once", "repeat" or "pingpong".
func (l Loop) String() string { return loopNames.Name(l) }

// MarshalText writes the loop mode by name, as scene files keep it.
func (l Loop) MarshalText() ([]byte, error) { return loopNames.Marshal(l) }

// UnmarshalText reads a loop mode name; it returns an error naming the known ones
// for anything else.
func (l *Loop) UnmarshalText(b []byte) error { return loopNames.Unmarshal(l, b) }

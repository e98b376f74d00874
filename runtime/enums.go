package runtime

import "fmt"

var (
	tweenPropertyNames = []string{"position", "rotation", "scale"}
	tweenLoopNames     = []string{"once", "repeat", "pingpong"}
)

// String returns "position", "rotation" or "scale".
func (p TweenProperty) String() string { return enumName(tweenPropertyNames, int(p)) }

// MarshalText writes the property by name, as scene files keep it.
func (p TweenProperty) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a property name; it returns an error naming the known ones
// for anything else.
func (p *TweenProperty) UnmarshalText(b []byte) error {
	i, err := enumParse(tweenPropertyNames, "tween property", string(b))
	*p = TweenProperty(i)
	return err
}

// String returns "once", "repeat" or "pingpong".
func (l TweenLoop) String() string { return enumName(tweenLoopNames, int(l)) }

// MarshalText writes the loop mode by name, as scene files keep it.
func (l TweenLoop) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a loop mode name; it returns an error naming the known ones
// for anything else.
func (l *TweenLoop) UnmarshalText(b []byte) error {
	i, err := enumParse(tweenLoopNames, "tween loop", string(b))
	*l = TweenLoop(i)
	return err
}

func enumName(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("%d", i)
}

func enumParse(names []string, what, s string) (int, error) {
	for i, n := range names {
		if n == s {
			return i, nil
		}
	}
	return 0, fmt.Errorf("runtime: unknown %s %q (want one of %v)", what, s, names)
}

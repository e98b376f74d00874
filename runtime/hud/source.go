package hud

import (
	"errors"
	"fmt"
	"strings"

	"github.com/griffengine/griff/scenes"
)

// ErrBadOutput is wrapped by the errors ParseOutput returns.
var ErrBadOutput = errors.New("bad output name")

// Source names a value of a component that a HUD element shows: the named
// output Output of a component of the entity Entity. The zero value names
// nothing (the element shows its own value).
type Source struct {
	// Entity names the entity read (scenes.Entity.FindFor from the element's
	// entity: its descendants first, then the scene); "" means the element's
	// own entity.
	Entity string `json:"entity,omitempty"`
	// Output is "COMPONENT.NAME": the saved name of a component of the entity
	// ("MyGame.Health") and, after the last dot that ends a registered
	// component's name, the output's name. An output is a saved field of the
	// component by its key ("MyGame.Health.hp"; numbers, bools as 0 or 1,
	// durations in seconds, strings for a text), or, for a component with a
	// Count(name string) int method and no field of that key, the count of
	// that name ("Griff.Inventory.Coin": the coins the inventory holds).
	Output string `json:"output,omitempty"`
}

// ParseOutput splits an output name "COMPONENT.NAME" into the component's type
// and the output's name. It returns an error wrapping ErrBadOutput if s is
// empty, no prefix of s ending at a dot is a registered component's name, or
// the name after it is empty.
func ParseOutput(s string) (*scenes.ComponentType, string, error) {
	if s == "" {
		return nil, "", fmt.Errorf("hud: %w: empty", ErrBadOutput)
	}
	for i := strings.LastIndexByte(s, '.'); i > 0; i = strings.LastIndexByte(s[:i], '.') {
		if ct := scenes.TypeNamed(s[:i]); ct != nil {
			if i+1 == len(s) {
				return nil, "", fmt.Errorf("hud: %w: %q names no output after %s", ErrBadOutput, s, s[:i])
			}
			return ct, s[i+1:], nil
		}
	}
	return nil, "", fmt.Errorf("hud: %w: %q does not start with a component's name and a dot (as \"MyGame.Health.hp\")", ErrBadOutput, s)
}

// counted is a component with named counts (items.Inventory).
type counted interface{ Count(name string) int }

// link is a Source worked out: not state, kept by the element between steps
// so a step finds the entity and component without looking them up.
type link struct {
	src  Source                // what the link was worked out for
	done bool                  // parsed (bad or not)
	bad  bool                  // the output does not parse: read nothing
	ct   *scenes.ComponentType // the component's type
	key  string                // the output's name
	e    *scenes.Entity        // the entity read; nil until found
}

// resolve works l out for src, asked by owner's component named comp,
// warning once about a name that does not parse. It returns the entity's
// component, or nil.
func (l *link) resolve(owner *scenes.Entity, comp string, src Source) any {
	if !l.done || l.src != src {
		*l = link{src: src, done: true}
		ct, key, err := ParseOutput(src.Output)
		if err != nil {
			l.bad = true
			owner.Scene().Problems().Warn(owner, comp, "%v", err)
			return nil
		}
		l.ct, l.key = ct, key
	}
	if l.bad {
		return nil
	}
	if l.e == nil || !l.e.Alive() {
		l.e = owner
		if src.Entity != "" {
			l.e = owner.FindFor(comp, src.Entity) // warns when it finds nothing
		}
		if l.e == nil {
			return nil
		}
	}
	c := readComponent(l.e, l.ct) // read only: the entity read is not marked changed
	if c == nil {
		owner.Scene().Problems().Warn(owner, comp, "%s has no %s (output %q)", l.e, l.ct.Name(), src.Output)
	}
	return c
}

// number reads the number src names, asked by owner's component comp. It
// reports false (warning once) if it names nothing that holds a number.
func (l *link) number(owner *scenes.Entity, comp string, src Source) (float64, bool) {
	c := l.resolve(owner, comp, src)
	if c == nil {
		return 0, false
	}
	if v, ok := l.ct.Number(c, l.key); ok {
		return v, true
	}
	if n, ok := c.(counted); ok {
		if _, isText := l.ct.Text(c, l.key); !isText {
			return float64(n.Count(l.key)), true
		}
	}
	owner.Scene().Problems().Warn(owner, comp, "%s has no number named %q (output %q)", l.ct.Name(), l.key, src.Output)
	return 0, false
}

// text reads the string src names, asked by owner's component comp. It reports
// false (warning once) if it names nothing that holds a string.
func (l *link) text(owner *scenes.Entity, comp string, src Source) (string, bool) {
	c := l.resolve(owner, comp, src)
	if c == nil {
		return "", false
	}
	if s, ok := l.ct.Text(c, l.key); ok {
		return s, true
	}
	owner.Scene().Problems().Warn(owner, comp, "%s has no text named %q (output %q)", l.ct.Name(), l.key, src.Output)
	return "", false
}

// readComponent returns e's component of type ct (a *T) for reading only
// (see scenes.Entity.ReadComponents), or nil if none.
func readComponent(e *scenes.Entity, ct *scenes.ComponentType) any {
	for t, c := range e.ReadComponents() {
		if t == ct {
			return c
		}
	}
	return nil
}

package input

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// ErrBadAction is wrapped by the errors returned for an action name that is not
// valid (see ValidAction).
var ErrBadAction = errors.New("bad action name")

// MaxActionLen is the longest action name, in bytes.
const MaxActionLen = 64

// ValidAction reports whether name can name an action: 1 to MaxActionLen bytes,
// each an ASCII letter or digit or one of "_-./". Names are case-sensitive.
func ValidAction(name string) bool {
	if len(name) == 0 || len(name) > MaxActionLen {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		ok := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
			c == '_' || c == '-' || c == '.' || c == '/'
		if !ok {
			return false
		}
	}
	return true
}

// Controls are a game's controls: for each named action ("Jump", "MoveX"), the
// bindings that drive it, in the order they were bound. A project file holds the
// defaults; a player may rebind them while the game runs.
//
// Actions are kept sorted by name, so Actions and the JSON form have a stable
// order. In JSON, Controls are an object from action name to a list of binding
// texts: {"Jump":["Key:Space","Pad:A"],"MoveX":["Key:A-","Key:D","Axis:LeftX"]}.
//
// The zero value has no actions. Controls are not safe for concurrent use; a
// Mapper reads them on every Update.
type Controls struct {
	actions []actionBindings // sorted by name
}

type actionBindings struct {
	name     string
	bindings []Binding
}

// find returns the index of action in c.actions, or where it would go.
func (c *Controls) find(action string) (int, bool) {
	return slices.BinarySearchFunc(c.actions, action, func(a actionBindings, name string) int {
		return strings.Compare(a.name, name)
	})
}

// Bind adds bindings to action, creating the action if needed. A binding the
// action already has is not added twice. Bind panics if action is not a valid
// action name or a binding is not a valid binding (such as the zero Binding).
func (c *Controls) Bind(action string, bindings ...Binding) {
	if !ValidAction(action) {
		panic(fmt.Sprintf("input: Controls.Bind: %q is not a valid action name", action))
	}
	i, ok := c.find(action)
	if !ok {
		c.actions = slices.Insert(c.actions, i, actionBindings{name: action})
	}
	a := &c.actions[i]
	for _, b := range bindings {
		b = b.canonical()
		if !b.valid() {
			panic(fmt.Sprintf("input: Controls.Bind: %+v is not a valid binding", b))
		}
		if !slices.Contains(a.bindings, b) {
			a.bindings = append(a.bindings, b)
		}
	}
}

// Unbind removes binding b from action and reports whether it was there. The
// action stays, possibly with no bindings.
func (c *Controls) Unbind(action string, b Binding) bool {
	i, ok := c.find(action)
	if !ok {
		return false
	}
	a := &c.actions[i]
	j := slices.Index(a.bindings, b.canonical())
	if j < 0 {
		return false
	}
	a.bindings = slices.Delete(a.bindings, j, j+1)
	return true
}

// Rebind replaces binding old of action with b, in the same place, and reports
// whether old was there. If the action already has b, old is just removed.
// Rebind panics if b is not a valid binding.
func (c *Controls) Rebind(action string, old, b Binding) bool {
	b = b.canonical()
	if !b.valid() {
		panic(fmt.Sprintf("input: Controls.Rebind: %+v is not a valid binding", b))
	}
	i, ok := c.find(action)
	if !ok {
		return false
	}
	a := &c.actions[i]
	j := slices.Index(a.bindings, old.canonical())
	switch {
	case j < 0:
		return false
	case slices.Contains(a.bindings, b):
		a.bindings = slices.Delete(a.bindings, j, j+1)
	default:
		a.bindings[j] = b
	}
	return true
}

// Remove deletes action and all its bindings, and reports whether it existed.
func (c *Controls) Remove(action string) bool {
	i, ok := c.find(action)
	if ok {
		c.actions = slices.Delete(c.actions, i, i+1)
	}
	return ok
}

// Actions returns the action names in sorted order (a new slice).
func (c *Controls) Actions() []string {
	names := make([]string, len(c.actions))
	for i, a := range c.actions {
		names[i] = a.name
	}
	return names
}

// Bindings returns the bindings of action in the order they were bound (a new
// slice), or nil if there is no such action.
func (c *Controls) Bindings(action string) []Binding {
	i, ok := c.find(action)
	if !ok {
		return nil
	}
	return slices.Clone(c.actions[i].bindings)
}

// Find returns the actions that b drives, in sorted order: what a rebinding
// screen shows as a conflict.
func (c *Controls) Find(b Binding) []string {
	b = b.canonical()
	var names []string
	for _, a := range c.actions {
		if slices.Contains(a.bindings, b) {
			names = append(names, a.name)
		}
	}
	return names
}

// Clone returns a deep copy of c.
func (c *Controls) Clone() *Controls {
	d := &Controls{actions: slices.Clone(c.actions)}
	for i := range d.actions {
		d.actions[i].bindings = slices.Clone(d.actions[i].bindings)
	}
	return d
}

// MarshalJSON writes c as an object from action name to binding texts, actions
// in sorted order. It has a value receiver so that Controls held by value in a
// struct marshal too.
func (c Controls) MarshalJSON() ([]byte, error) {
	m := make(map[string][]Binding, len(c.actions))
	for _, a := range c.actions {
		m[a.name] = a.bindings
		if a.bindings == nil {
			m[a.name] = []Binding{}
		}
	}
	return json.Marshal(m) // encoding/json writes map keys sorted
}

// UnmarshalJSON reads what MarshalJSON writes, replacing c's actions. It returns
// an error naming the action for a bad action name or binding text, leaving c
// unchanged.
func (c *Controls) UnmarshalJSON(data []byte) error {
	var m map[string][]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("input: controls: %w", err)
	}
	var d Controls
	for _, name := range slices.Sorted(maps.Keys(m)) { // first error in a stable order
		raw := m[name]
		if !ValidAction(name) {
			return fmt.Errorf("input: controls: action %q: %w", name, ErrBadAction)
		}
		bs := make([]Binding, 0, len(raw))
		for k, r := range raw {
			var text string
			if err := json.Unmarshal(r, &text); err != nil {
				return fmt.Errorf("input: controls: action %q binding %d: want a string such as \"Key:Space\"", name, k+1)
			}
			b, err := ParseBinding(text)
			if err != nil {
				return fmt.Errorf("input: controls: action %q binding %d: %w", name, k+1, err)
			}
			bs = append(bs, b)
		}
		d.Bind(name, bs...)
	}
	c.actions = d.actions
	return nil
}

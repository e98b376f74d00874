package scenes

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/griffengine/griff/scenes/internal/jsontree"
)

// A file form is a shorthand a person writes in a scene or prefab file that a
// component type turns into its saved fields as the file is read: a tilemap
// written as rows of characters with a legend becomes its width and cell
// array. The shorthand is for files people edit; the component's fields (and
// so a game's state, its saves and what Marshal writes) are what it expands
// into.

// ExpandFunc turns a component's file form into its saved fields. fields holds
// the component's JSON object key by key, after any Upgrade steps (the
// "version" key removed); the function edits it in place and leaves an object
// that is not in its file form alone. in reaches the rest of the file. An
// error makes the file unreadable: a *FileError naming the file, the
// component and, for a *ValueError, the line and column of the value at
// fault.
type ExpandFunc func(fields map[string]json.RawMessage, in *FileContext) error

// Expand sets the function that turns the component's file form into its
// saved fields (see ExpandFunc). It runs on every object of the component read
// from a file, after the upgrade steps.
func Expand(f ExpandFunc) Option {
	return func(c *ComponentType) { c.expand = f }
}

// FileContext is what an ExpandFunc may read of the file beside the component
// it expands. It is valid only during the call.
type FileContext struct {
	root   *jsontree.Node // the file's top-level object
	entity *jsontree.Node // the entity object holding the component
	data   []byte
}

// Entity returns the name of the entity holding the component.
func (c *FileContext) Entity() string {
	if c.entity == nil {
		return ""
	}
	if n := c.entity.Get("name"); n != nil && n.Kind == jsontree.String {
		return n.Str
	}
	return ""
}

// Sibling returns the JSON object of the component saved as name on the same
// entity, as the file spells it (before its own expansion), or nil if there is
// none.
func (c *FileContext) Sibling(name string) json.RawMessage {
	return c.componentOf(c.entity, name)
}

// Component returns the JSON object of the component saved as component on
// the first entity of the file named entity (depth first, in file order), as
// the file spells it, or nil if there is none.
func (c *FileContext) Component(entity, component string) json.RawMessage {
	var found *jsontree.Node
	var walk func(list *jsontree.Node, depth int)
	walk = func(list *jsontree.Node, depth int) {
		if list == nil || list.Kind != jsontree.Array || depth > MaxFileDepth {
			return
		}
		for _, e := range list.Items {
			if found != nil || e.Kind != jsontree.Object {
				return
			}
			if n := e.Get("name"); n != nil && n.Kind == jsontree.String && n.Str == entity {
				found = e
				return
			}
			walk(e.Get("children"), depth+1)
		}
	}
	if c.root == nil {
		return nil
	}
	walk(c.root.Get("entities"), 1)
	if found == nil {
		return nil
	}
	return c.componentOf(found, component)
}

func (c *FileContext) componentOf(e *jsontree.Node, name string) json.RawMessage {
	if e == nil {
		return nil
	}
	cs := e.Get("components")
	if cs == nil || cs.Kind != jsontree.Object {
		return nil
	}
	n := cs.Get(name)
	if n == nil {
		return nil
	}
	return json.RawMessage(n.Raw(c.data))
}

// ValueError is an error an ExpandFunc returns to place a mistake at a value
// of the component's object: Path holds the keys (string) and array indexes
// (int) from the object down, for example {"rows", 3}; Offset is a byte
// offset inside a string value (the column of a character in a row of text),
// or -1 for the value itself.
type ValueError struct {
	Path   []any
	Offset int
	Err    error
}

// Error returns the message with the path.
func (e *ValueError) Error() string { return fmt.Sprintf("%s: %v", valuePath(e.Path), e.Err) }

// Unwrap returns Err.
func (e *ValueError) Unwrap() error { return e.Err }

func valuePath(path []any) string {
	var b strings.Builder
	for _, p := range path {
		switch p := p.(type) {
		case int:
			fmt.Fprintf(&b, "[%d]", p)
		default:
			fmt.Fprintf(&b, ".%v", p)
		}
	}
	return b.String()
}

// place returns the byte offset of the value a ValueError names inside the
// component object n, or n's start if the path leads nowhere.
func (e *ValueError) place(n *jsontree.Node, data []byte) int {
	for _, p := range e.Path {
		var next *jsontree.Node
		switch p := p.(type) {
		case string:
			if n.Kind == jsontree.Object {
				next = n.Get(p)
			}
		case int:
			if n.Kind == jsontree.Array && p >= 0 && p < len(n.Items) {
				next = n.Items[p]
			}
		}
		if next == nil {
			return n.Start
		}
		n = next
	}
	raw := data[n.Start:n.End]
	if n.Kind == jsontree.String && e.Offset >= 0 && e.Offset < len(raw)-2 && !strings.ContainsRune(string(raw), '\\') {
		return n.Start + 1 + e.Offset
	}
	return n.Start
}

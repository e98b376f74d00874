package scenes

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"unsafe"

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
	root    *jsontree.Node // the file's top-level object
	entity  *jsontree.Node // the entity object holding the component
	own     *jsontree.Node // the component's object, if the fields are as the file spells them
	data    []byte
	decoded *map[decodedKey]any // the reader's DecodeOnce results
}

// decodedKey names one DecodeOnce result: the component object's first byte
// in the file's data and the result's type.
type decodedKey struct {
	obj *byte
	typ reflect.Type
}

// Own returns the JSON object of the component being expanded as the file
// spells it, or nil when the fields the ExpandFunc was handed are not that
// object's members (a former name's conversion or an upgrade step ran first):
// with DecodeOnce, an ExpandFunc and another type's (one reading it through
// Sibling or Component) decode the object once between them.
func (c *FileContext) Own() json.RawMessage {
	if c == nil || c.own == nil {
		return nil
	}
	return json.RawMessage(c.own.Raw(c.data))
}

// DecodeOnce returns decode(obj) for a component object obj that in returned
// (Own, Sibling or Component), calling decode only the first time the file's
// read asks for that object and type T: a Griff.Tilemap's file form is decoded
// once for its own expansion and a Griff.TilemapWalls' reading it (issue 20:
// griff-window --frames 1 --window on the built-in game went from 376.6M to
// 365.8M instructions, cachegrind with GOGC=off, 2026-12-04). The result
// (and the error) is shared, so callers must not change it. With in nil, or
// obj not from in, it calls decode every time.
func DecodeOnce[T any](in *FileContext, obj json.RawMessage, decode func(json.RawMessage) (T, error)) (T, error) {
	if in == nil || in.decoded == nil || len(obj) == 0 || !in.holds(obj) {
		return decode(obj)
	}
	key := decodedKey{&obj[0], reflect.TypeFor[T]()}
	if d, ok := (*in.decoded)[key].(decodedValue[T]); ok {
		return d.v, d.err
	}
	v, err := decode(obj)
	if *in.decoded == nil {
		*in.decoded = make(map[decodedKey]any)
	}
	(*in.decoded)[key] = decodedValue[T]{v, err}
	return v, err
}

// decodedValue is one DecodeOnce result.
type decodedValue[T any] struct {
	v   T
	err error
}

// holds reports whether obj lies inside the file's data.
func (c *FileContext) holds(obj json.RawMessage) bool {
	if len(c.data) == 0 {
		return false
	}
	start, end := uintptr(unsafe.Pointer(&c.data[0])), uintptr(unsafe.Pointer(&c.data[len(c.data)-1]))
	p := uintptr(unsafe.Pointer(&obj[0]))
	return p >= start && p <= end
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
		list.Unpack(c.data)
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
			n.Unpack(data)
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

package scenes

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/internal/jsontree"
)

// ErrSyntax is wrapped by the FileError of a file that is not valid JSON.
var ErrSyntax = errors.New("not valid JSON")

// ErrFormat is wrapped by the FileError of a file that is valid JSON but not a
// valid scene or prefab file (a missing id, a string where a number belongs, a
// field value of the wrong type, ...).
var ErrFormat = errors.New("not a valid scene file")

// maxID is the largest entity id a file may hold: 2^53, so ids survive a trip
// through any JSON reader (JavaScript's numbers included).
const maxID = 1 << 53

func wrapFormat(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrFormat, fmt.Sprintf(format, args...))
}

// MaxFileDepth is the deepest entity nesting a file may hold: a root entity is at
// depth 1. Deeper files are refused (ErrFormat), since indentation makes their
// text grow with the square of the depth.
const MaxFileDepth = 512

// MaxFileSize is the largest scene or prefab file, in bytes, that ReadScene,
// ReadSceneTemplate and ReadTemplate accept (2 MiB): larger data is refused
// with a *FileError wrapping ErrFormat that names the file and this bound,
// before it is parsed. Callers reading files (hosting) check it before reading
// the whole file. Where it comes from: the built-in game's largest scene is
// about 110 KB, so this leaves about 20 times that. Reading allocates at most
// 150 bytes per byte of file (138 measured on the costliest form, a file of
// one-digit numbers; TestReadingMaxFileSizeCostsBoundedMemory), so at most
// about 315 MB at this size. It is also the bound on one string value in a
// file: there is no separate one (a string costs about 5 bytes per byte).
const MaxFileSize = 2 << 20

// FileError is a mistake in a scene or prefab file, with where it is. It names
// its place as a Problem does: the file, line and column, then the entity (its
// path and id), then the value at fault.
type FileError struct {
	File     string   // the name the file was read under
	Line     int      // 1-based line of the mistake
	Column   int      // 1-based column (in bytes) of the mistake
	Entity   string   // the path (Entity.Path) of the entity the mistake is in, or "" if none was read yet
	EntityID EntityID // that entity's id, or 0
	Field    string   // the path of the value at fault, e.g. entities[0].components["Griff.Mover"].velocity, items by index (path[2].x); "" for syntax errors
	Err      error    // what is wrong; wraps ErrSyntax or ErrFormat
}

// Error returns "FILE:LINE:COL: ENTITY#ID: FIELD: MESSAGE", leaving out the
// entity and the field when they are not known:
// "level.json:12:5: Level/Door#4: entities[3].components[\"Griff.Mover\"].speed: format: want a number, got string".
func (e *FileError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d:%d: ", e.File, e.Line, e.Column)
	switch {
	case e.EntityID != 0:
		fmt.Fprintf(&b, "%s#%d: ", e.Entity, e.EntityID)
	case e.Entity != "":
		fmt.Fprintf(&b, "%s: ", e.Entity)
	}
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	fmt.Fprint(&b, e.Err)
	return b.String()
}

// Unwrap returns Err.
func (e *FileError) Unwrap() error { return e.Err }

// ReadScene reads a scene file (see the package documentation for the format).
// name is the file's name, used in errors and problems. problems receives the
// data mistakes the scene can live with (unknown components, whose data is kept
// and written back by Marshal; data of a newer version); nil gives the scene a
// new log. The Attached hooks of the components run once every entity is read,
// in hierarchy order. Every transform counts as jumped.
// ReadScene returns a *FileError wrapping ErrSyntax or ErrFormat if data is not a
// valid scene file; it never panics on any input (component types' own
// UnmarshalJSON methods aside). It freezes the component registry.
func ReadScene(name string, data []byte, problems *Problems) (*Scene, error) {
	s := NewScene(name, problems)
	r := &reader{name: name, data: data, s: s}
	if err := r.document(); err != nil {
		return nil, err
	}
	r.runHooks()
	return s, nil
}

// reader reads one file into a scene.
type reader struct {
	name     string
	data     []byte
	s        *Scene
	attached []attachedComp
	// root is the file's top-level object and entityNode the entity being
	// read, for file forms (FileContext).
	root, entityNode *jsontree.Node
	ent              *Entity       // the entity being read, for errors; nil outside one
	pending          pendingEntity // the entity being read before it is made (ent nil)

	posOff, posLine, posLineStart int // the last offset linecol found, its line and that line's start

	decoded map[decodedKey]any // DecodeOnce's results for this file, made on first use
}

// linecol returns the 1-based line and column of byte offset off of r.data.
// Offsets asked in increasing order (entities in file order) cost only the
// bytes between them.
func (r *reader) linecol(off int) (line, col int) {
	off = max(0, min(off, len(r.data)))
	if off < r.posOff || r.posLine == 0 {
		r.posOff, r.posLine, r.posLineStart = 0, 1, 0
	}
	// bytes.Count and LastIndexByte rather than a loop over each byte: every
	// entity's place is asked for, so the loop went over the whole file, 0.45M
	// instructions for the built-in game's start scene (cachegrind, issue 20)
	if seg := r.data[r.posOff:off]; len(seg) > 0 {
		if n := bytes.Count(seg, []byte{'\n'}); n > 0 {
			r.posLine += n
			r.posLineStart = r.posOff + bytes.LastIndexByte(seg, '\n') + 1
		}
	}
	r.posOff = off
	return r.posLine, off - r.posLineStart + 1
}

// problem returns a warning about component (or "") of e at byte offset off.
func (r *reader) problem(e *Entity, off int, component, message string) Problem {
	pr := Problem{Severity: SeverityWarning, File: r.name, Entity: e.Path(), EntityID: e.id,
		Component: component, Message: message}
	pr.Line, pr.Column = r.linecol(off)
	return pr
}

type attachedComp struct {
	e *Entity
	a Attacher
}

func (r *reader) runHooks() {
	for _, h := range r.attached {
		if h.e.is(eAlive) {
			h.e.callAttached(h.a)
		}
	}
	r.attached = nil
}

// fail returns a FileError at node n (or byte offset at, if n is nil).
func (r *reader) fail(n *jsontree.Node, at int, field string, base error, format string, args ...any) error {
	if n != nil {
		at = n.Start
	}
	line, col := r.linecol(at)
	fe := &FileError{File: r.name, Line: line, Column: col, Field: field,
		Err: fmt.Errorf("%w: %s", base, fmt.Sprintf(format, args...))}
	switch {
	case r.ent != nil:
		fe.Entity, fe.EntityID = r.ent.Path(), r.ent.id
	case r.pending.path != "" || r.pending.id != 0:
		fe.Entity, fe.EntityID = r.pending.path, r.pending.id
	}
	return fe
}

// pendingEntity is the path and id of an entity whose object is being read but
// which is not made yet, as far as its "name" and "id" say, so that a mistake
// found before it is made names it as one found after.
type pendingEntity struct {
	path string
	id   EntityID
}

// pendingOf returns the pendingEntity of the entity object n under parent
// (nil at the top): its id if "id" is a whole number in range, its path if
// "name" is a string (else its parent's path and "/").
func pendingOf(n *jsontree.Node, parent *Entity) pendingEntity {
	var p pendingEntity
	if n.Kind != jsontree.Object {
		return p
	}
	if idn := n.Get("id"); idn != nil && idn.Kind == jsontree.Number {
		if id, err := strconv.ParseUint(string(idn.Num), 10, 64); err == nil && id >= 1 && id < maxID {
			p.id = EntityID(id)
		}
	}
	name := ""
	if nn := n.Get("name"); nn != nil && nn.Kind == jsontree.String {
		name = nn.Str
	}
	p.path = name
	if parent != nil {
		p.path = parent.Path() + "/" + name
	}
	return p
}

func (r *reader) want(n *jsontree.Node, kind jsontree.Kind, field string) error {
	if n.Kind != kind {
		return r.fail(n, 0, field, ErrFormat, "want %v, got %v", kind, n.Kind)
	}
	return nil
}

// utf8BOM is the UTF-8 byte order mark. A file may start with one (some Windows
// editors write it); it is skipped and counts for no column.
var utf8BOM = []byte("\xef\xbb\xbf")

// document reads the top-level object into r.s. A byte order mark at the start
// is dropped from r.data first, so every offset and column is the text's.
func (r *reader) document() error {
	if len(r.data) > MaxFileSize {
		return &FileError{File: r.name, Line: 1, Column: 1,
			Err: wrapFormat("file is %d bytes, more than the %d a scene or prefab file may have (scenes.MaxFileSize)", len(r.data), MaxFileSize)}
	}
	r.data = bytes.TrimPrefix(r.data, utf8BOM)
	root, err := jsontree.ParsePacked(r.data) // Items of long arrays of numbers only when asked (Unpack)
	if err != nil {
		var je *jsontree.Error
		errors.As(err, &je)
		line, col := jsontree.LineCol(r.data, je.Offset)
		return &FileError{File: r.name, Line: line, Column: col, Err: fmt.Errorf("%w: %s", ErrSyntax, je.Msg)}
	}
	if err := r.want(root, jsontree.Object, "(file)"); err != nil {
		return err
	}
	r.root = root
	if err := r.onlyKeys(root, "", "format", "nextId", "entities", "map"); err != nil {
		return err
	}
	if m := root.Get("map"); m != nil { // the host reads it (see the package documentation)
		if err := r.want(m, jsontree.String, "map"); err != nil {
			return err
		}
	}
	if f := root.Get("format"); f != nil {
		v, err := r.uint(f, "format", 1, 1<<31)
		if err != nil {
			return err
		}
		if v > FormatVersion {
			return r.fail(f, 0, "format", ErrFormat, "format version %d is newer than this reader's (%d)", v, FormatVersion)
		}
	}
	var next uint64
	if f := root.Get("nextId"); f != nil {
		if next, err = r.uint(f, "nextId", 1, maxID); err != nil {
			return err
		}
	}
	if ents := root.Get("entities"); ents != nil {
		if err := r.want(ents, jsontree.Array, "entities"); err != nil {
			return err
		}
		ents.Unpack(r.data)
		for i, n := range ents.Items {
			if err := r.entity(n, nil, "entities["+strconv.Itoa(i)+"]", 1); err != nil {
				return err
			}
		}
	}
	r.s.nextID = max(r.s.nextID, EntityID(next))
	return nil
}

// onlyKeys fails on a member of n whose key is not in keys.
func (r *reader) onlyKeys(n *jsontree.Node, path string, keys ...string) error {
	for _, m := range n.Members {
		if !slices.Contains(keys, m.Key) {
			return r.fail(nil, m.KeyPos, join(path, m.Key), ErrFormat, "unknown key %q (want one of %q)", m.Key, keys)
		}
	}
	return nil
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// uint reads a whole number in [lo, hi].
func (r *reader) uint(n *jsontree.Node, field string, lo, hi uint64) (uint64, error) {
	if err := r.want(n, jsontree.Number, field); err != nil {
		return 0, err
	}
	v, err := strconv.ParseUint(string(n.Num), 10, 64)
	if err != nil || v < lo || v > hi {
		return 0, r.fail(n, 0, field, ErrFormat, "want a whole number from %d to %d, got %s", lo, hi, n.Num)
	}
	return v, nil
}

func (r *reader) float(n *jsontree.Node, field string) (float64, error) {
	if err := r.want(n, jsontree.Number, field); err != nil {
		return 0, err
	}
	v, err := strconv.ParseFloat(string(n.Num), 64)
	if err != nil {
		return 0, r.fail(n, 0, field, ErrFormat, "number %s out of range", n.Num)
	}
	return v, nil
}

func (r *reader) vec(n *jsontree.Node, field string) (griff.Vec, error) {
	n.Unpack(r.data)
	if n.Kind != jsontree.Array || len(n.Items) != 2 {
		return griff.Vec{}, r.fail(n, 0, field, ErrFormat, "want an array of two numbers [x, y]")
	}
	x, err := r.float(n.Items[0], field+"[0]")
	if err != nil {
		return griff.Vec{}, err
	}
	y, err := r.float(n.Items[1], field+"[1]")
	return griff.V(x, y), err
}

// entity reads one entity object and its children below parent.
func (r *reader) entity(n *jsontree.Node, parent *Entity, path string, depth int) error {
	prev, prevPending := r.ent, r.pending
	defer func() { r.ent, r.pending = prev, prevPending }()
	r.ent, r.pending = nil, pendingOf(n, parent)
	if err := r.want(n, jsontree.Object, path); err != nil {
		return err
	}
	if depth > MaxFileDepth {
		return r.fail(n, 0, path, ErrFormat, "entities nested deeper than %d levels", MaxFileDepth)
	}
	if err := r.onlyKeys(n, path, "id", "name", "active", "transform", "components", "children"); err != nil {
		return err
	}
	idNode := n.Get("id")
	if idNode == nil {
		return r.fail(n, 0, path, ErrFormat, "entity has no \"id\"")
	}
	id, err := r.uint(idNode, path+".id", 1, maxID-1)
	if err != nil {
		return err
	}
	if r.s.ids.get(EntityID(id), &r.s.transforms) != nil {
		return r.fail(idNode, 0, path+".id", ErrFormat, "id %d is used twice", id)
	}
	name := ""
	if nn := n.Get("name"); nn != nil {
		if err := r.want(nn, jsontree.String, path+".name"); err != nil {
			return err
		}
		name = nn.Str
	}
	e := r.s.newEntity(name, EntityID(id))
	r.ent = e
	if r.s.at == nil {
		r.s.at = map[EntityID]filePos{}
	}
	line, col := r.linecol(n.Start)
	r.s.at[e.id] = filePos{line: int32(line), col: int32(col)}
	if a := n.Get("active"); a != nil {
		if err := r.want(a, jsontree.Bool, path+".active"); err != nil {
			r.s.kill(e)
			return err
		}
		e.setFlag(eActive, a.Bool)
	}
	r.s.insert(e, parent)
	if err := r.entityBody(e, n, path); err != nil {
		return err
	}
	if ch := n.Get("children"); ch != nil {
		if err := r.want(ch, jsontree.Array, path+".children"); err != nil {
			return err
		}
		ch.Unpack(r.data)
		for i, c := range ch.Items {
			if err := r.entity(c, e, path+".children["+strconv.Itoa(i)+"]", depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// entityBody reads an entity's transform and components.
func (r *reader) entityBody(e *Entity, n *jsontree.Node, path string) error {
	if t := n.Get("transform"); t != nil {
		if err := r.transform(e.transform, t, path+".transform"); err != nil {
			return err
		}
	}
	r.entityNode = n
	if cs := n.Get("components"); cs != nil {
		if err := r.want(cs, jsontree.Object, path+".components"); err != nil {
			return err
		}
		for _, m := range cs.Members {
			if err := r.component(e, m, path+".components["+quoteKey(m.Key)+"]"); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r *reader) transform(t *Transform, n *jsontree.Node, path string) error {
	if err := r.want(n, jsontree.Object, path); err != nil {
		return err
	}
	if err := r.onlyKeys(n, path, "position", "rotation", "scale"); err != nil {
		return err
	}
	var err error
	if p := n.Get("position"); p != nil {
		if t.pos, err = r.vec(p, path+".position"); err != nil {
			return err
		}
	}
	if p := n.Get("rotation"); p != nil {
		rot, err := r.float(p, path+".rotation")
		if err != nil {
			return err
		}
		t.setRot(rot)
	}
	if p := n.Get("scale"); p != nil {
		scale, err := r.vec(p, path+".scale")
		if err != nil {
			return err
		}
		t.setScale(scale)
	}
	t.prevPos = t.pos
	if !t.plain() {
		t.prevRot, t.prevScale = t.rot, t.scale
	}
	return nil
}

// compact returns n's bytes as compact JSON, in a new slice. Bytes with no
// white space at all (what the level writes, a tilemap's cells) are compact
// already: json.Compact (which does not escape) would return them unchanged,
// so they are copied without its scan.
func (r *reader) compact(n *jsontree.Node) []byte {
	raw := n.Raw(r.data)
	if bytes.IndexAny(raw, " \t\r\n") < 0 {
		return bytes.Clone(raw)
	}
	var b bytes.Buffer
	_ = json.Compact(&b, raw) // the parser checked the syntax
	return b.Bytes()
}

// quoteKey returns strconv.Quote(k) (what fmt's %q writes), without its
// rune by rune escaping for a key of printable ASCII with no quote or
// backslash, as component names are. The paths of values in errors are
// made as a file is read, a component's from its name: fmt.Sprintf and
// strconv.Quote took about 0.4M instructions of the window player's start
// (the built-in game's start scene and prefabs; cachegrind, issue 20).
func quoteKey(k string) string {
	for i := 0; i < len(k); i++ {
		if c := k[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return strconv.Quote(k)
		}
	}
	return `"` + k + `"`
}

package scenes

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"
)

// UpgradeFunc turns a component's saved fields from one version into the next.
// fields holds the component's JSON object as read from the file, key by key (the
// "version" key removed); the function edits it in place (rename, convert, add or
// delete keys). Returning an error makes the component unreadable: the error is
// reported with the file, entity and component, and the component is left out.
type UpgradeFunc func(fields map[string]json.RawMessage) error

// Option configures a component type in Register.
type Option func(*ComponentType)

// FormerNames lists names the component was saved under before. Files that use a
// former name still load; saving writes the current name.
func FormerNames(names ...string) Option {
	return func(c *ComponentType) { c.former = append(c.former, names...) }
}

// Version sets the component's current data version (a whole number >= 1). The
// default is 1. Files written by a newer version are read as they are (with a
// warning); files written by an older one go through the Upgrade steps.
func Version(n int) Option {
	return func(c *ComponentType) {
		if n < 1 {
			panic(fmt.Sprintf("scenes: component %s: version %d < 1", c.name, n))
		}
		c.version = n
	}
}

// Upgrade adds the step that turns data of version from into version from+1.
// Register panics if a step is missing between 1 and the current version, or if
// two steps start at the same version.
func Upgrade(from int, f UpgradeFunc) Option {
	return func(c *ComponentType) {
		if _, ok := c.upgrades[from]; ok || from < 1 {
			panic(fmt.Sprintf("scenes: component %s: upgrade step from version %d given twice or < 1", c.name, from))
		}
		c.upgrades[from] = f
	}
}

// AddFormerName makes files that save a component under name read it as the
// registered component type T: a component that moved from a module into the
// core (or between modules) keeps its old saved name readable, and the package
// that used to register it says so, so the new home names none of its users.
// convert turns the old component's fields (its JSON object key by key, the
// "version" key removed) into T's fields at T's current version, in place; it
// runs only on objects saved under name, before T's file form (Expand), and nil
// means the fields are already T's. An error from convert makes the component
// unreadable, reported with the file, entity and component. Saving writes T's
// current name.
// Call it from an init function, after T's package registered T (import it).
// AddFormerName panics if T is not registered, if name is empty or taken, or
// if it is called after the first NewScene, ReadScene or ReadTemplate.
func AddFormerName[T any](name string, convert UpgradeFunc) {
	if registry.frozen.Load() {
		panic("scenes: AddFormerName called after the first scene was made: " + name)
	}
	c := registry.byPtrType[ptrTypeWord[T]()]
	if c == nil {
		panic(fmt.Sprintf("scenes: AddFormerName(%q): type %v is not registered", name, reflect.TypeFor[T]()))
	}
	if _, ok := registry.byName[name]; ok || name == "" {
		panic("scenes: component registered twice: " + name)
	}
	c.former = append(c.former, name)
	if convert != nil {
		if c.converts == nil {
			c.converts = map[string]UpgradeFunc{}
		}
		c.converts[name] = convert
	}
	registry.byName[name] = c
}

// maxTypes is the most component types a program registers (the Go program
// registered 153 when it was set): a 64 KiB table (nils).
const maxTypes = 4096

// registry holds every component type. It is filled by Register from package init
// functions and never changed after the first scene is made (frozen).
var registry = struct {
	// byPtrType holds each type by the type word of a *T in an any
	// (ptrTypeWord, typeWordOf): what typeOf reads, with no call of reflect
	// and an integer key (a fast map access; a reflect.Type key hashes and
	// compares an interface: a third of an empty built-in game's step went
	// to those lookups, BenchmarkSpriteStep/0k).
	byPtrType map[uintptr]*ComponentType
	byName    map[string]*ComponentType // current and former names
	sorted    []*ComponentType          // by current name
	// byIndex and nils are by ComponentType.index: the type, and a nil *T
	// in an any, whose type word boxes a compRef's pointer and is what
	// Read[T] asserts (compRef). nils is an array, indexed under a mask, so
	// Read[T] has no bounds check and stays cheap enough to inline into Get
	// and Get into a loop body.
	byIndex []*ComponentType
	nils    [maxTypes]any
	frozen  atomic.Bool
}{byPtrType: map[uintptr]*ComponentType{}, byName: map[string]*ComponentType{}}

// ptrTypeWord returns the type word of a nil *T in an any: one per type T,
// the same for every call (Go's runtime type descriptors never move).
func ptrTypeWord[T any]() uintptr { return typeWordOf((*T)(nil)) }

// typeWordOf returns the type word of v: 0 for a nil any.
func typeWordOf(v any) uintptr { return uintptr((*eface)(unsafe.Pointer(&v)).typ) }

// Register adds the struct type T as a component saved under name (for example
// "Griff.Sprite"), with the given options. Call it from an init function: the
// registry is read-only once the first scene exists.
// Register panics if T is not a struct, if name or a former name is empty or taken
// ("scenes: component registered twice: NAME"), if T was registered before, if
// version steps are missing, if a saved field's JSON name or former key (its
// `griff:"was=KEY"` tags; see the package documentation) is "version" (reserved)
// or used twice, if a griff tag is neither "-" nor "was=KEY" items, if a saved field holds a func, channel, complex number or unsafe
// pointer (encoding/json cannot save them), or if it is called after the first NewScene, ReadScene or ReadTemplate.
func Register[T any](name string, opts ...Option) {
	if registry.frozen.Load() {
		panic("scenes: Register called after the first scene was made: " + name)
	}
	rt := reflect.TypeFor[T]()
	if rt.Kind() != reflect.Struct {
		panic(fmt.Sprintf("scenes: component %s: %v is not a struct type", name, rt))
	}
	if name == "" {
		panic(fmt.Sprintf("scenes: component type %v registered with an empty name", rt))
	}
	if _, ok := registry.byName[name]; ok {
		panic("scenes: component registered twice: " + name)
	}
	if old, ok := registry.byPtrType[ptrTypeWord[T]()]; ok {
		panic(fmt.Sprintf("scenes: component registered twice: %s (type %v is already %s)", name, rt, old.name))
	}
	if len(registry.sorted) == maxTypes {
		panic(fmt.Sprintf("scenes: component %s: more than %d component types registered", name, maxTypes))
	}
	c := &ComponentType{name: name, goType: rt, version: 1, upgrades: map[int]UpgradeFunc{}}
	for _, o := range opts {
		o(c)
	}
	for v := 1; v < c.version; v++ {
		if c.upgrades[v] == nil {
			panic(fmt.Sprintf("scenes: component %s: no upgrade step from version %d", name, v))
		}
	}
	for from := range c.upgrades {
		if from >= c.version {
			panic(fmt.Sprintf("scenes: component %s: upgrade step from version %d >= current version %d", name, from, c.version))
		}
	}
	for _, f := range c.former {
		if _, ok := registry.byName[f]; ok || f == "" || f == name {
			panic("scenes: component registered twice: " + f)
		}
	}
	c.model = buildModel(name, rt)
	c.ops = newTypeOps[T](c)
	c.index = len(registry.sorted)
	registry.byPtrType[ptrTypeWord[T]()] = c
	registry.byName[name] = c
	for _, f := range c.former {
		registry.byName[f] = c
	}
	// inserted in place, not appended and sorted again: a sort per Register
	// cost 1.5M instructions of the player's initialisation (153 types)
	at, _ := slices.BinarySearchFunc(registry.sorted, name, func(a *ComponentType, n string) int { return compareStrings(a.name, n) })
	registry.sorted = slices.Insert(registry.sorted, at, c)
	registry.byIndex = append(registry.byIndex, c)
	registry.nils[c.index] = (*T)(nil)
}

func compareStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// freeze makes the registry read-only; every scene constructor calls it.
func freeze() { registry.frozen.Store(true) }

// ComponentType describes one registered component type: its saved name, former
// names, data version and component model. It is immutable once the first
// scene exists.
type ComponentType struct {
	name     string
	former   []string
	goType   reflect.Type
	version  int
	upgrades map[int]UpgradeFunc
	converts map[string]UpgradeFunc // by former name (AddFormerName)
	expand   ExpandFunc
	model    *model
	ops      typeOps
	index    int // registration order: the index of the scene's store
	// codecs are the snapshot and network record codecs, compiled the
	// first time one is needed (compileCodecs): most registered types never
	// are in a given program's scenes, and compiling all of them at init
	// was a third of the registry's start-up cost.
	codecs    codecs
	codecMu   sync.Mutex
	codecDone atomic.Bool
}

// Name returns the name the component is saved under.
func (c *ComponentType) Name() string { return c.name }

// Index returns the type's registration number: 0 for the first type
// registered, then 1, 2, ... It is fixed for the life of the program, so it can
// name the type where a pointer must not be kept (a record another goroutine
// reads); Types lists every type to find it again.
func (c *ComponentType) Index() int { return c.index }

// FormerNames returns the names the component was saved under before, in the order
// given to Register. Do not modify the slice.
func (c *ComponentType) FormerNames() []string { return c.former }

// Version returns the component's current data version (>= 1).
func (c *ComponentType) Version() int { return c.version }

// GoType returns the component's Go struct type.
func (c *ComponentType) GoType() reflect.Type { return c.goType }

// Fields returns the fields the component saves, in declaration order (embedded
// structs' fields in place). Do not modify the slice.
func (c *ComponentType) Fields() []Field { return c.model.fields }

// Encode returns the saved fields of v (a *T of this type) as one JSON object with
// the keys in declaration order, compact. It returns an error if a field cannot be
// encoded (a NaN, an unsupported type). Encode panics if v is not a *T.
func (c *ComponentType) Encode(v any) ([]byte, error) {
	return c.model.encode(c.ops.value(v), nil)
}

// Decode sets the saved fields of v (a *T of this type) from a JSON object such as
// Encode returns, reading a field's former keys (Field.Former) as its key. Keys
// the type does not have are ignored; fields the object does not name keep their
// values. It returns an error naming the field that could not be read, or the
// two keys if the object gives one field under two spellings. Decode panics if v is not a *T.
func (c *ComponentType) Decode(v any, data []byte) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return fmt.Errorf("scenes: decoding %s: %w", c.name, err)
	}
	for _, f := range c.model.fields {
		key, raw, err := f.pick(fields)
		if err != nil {
			return fmt.Errorf("scenes: decoding %s: %v", c.name, err)
		}
		if key == "" {
			continue
		}
		if err := c.model.decodeField(c.ops.value(v), f, raw); err != nil {
			return fmt.Errorf("scenes: decoding %s field %s: %w", c.name, f.Key, err)
		}
	}
	return nil
}

// DecodeField sets the saved field of v (a *T of this type) that key names
// (its key, or a former key: Field.Former) from raw, one JSON value, as
// Decode does with the object holding raw under key alone, returning the same
// error; raw must be the bytes that object holds, as json.Marshal writes them
// (compact, "<", ">" and "&" escaped) for the errors to be the same too. It
// reports whether key names a field; one it does not name sets nothing.
// DecodeField panics if v is not a *T.
//
// Why beside Decode: an importer checking a map's property overrides (package
// scenes/level) set one field at a time, through a one-key object made with
// json.Marshal and read back into a map; 96 of them as the player opens the
// built-in game's first level.
func (c *ComponentType) DecodeField(v any, key string, raw []byte) (bool, error) {
	for _, f := range c.model.fields {
		if f.Key != key && !slices.Contains(f.Former, key) {
			continue
		}
		if err := c.model.decodeField(c.ops.value(v), f, raw); err != nil {
			return true, fmt.Errorf("scenes: decoding %s field %s: %w", c.name, f.Key, err)
		}
		return true, nil
	}
	return false, nil
}

// Copy sets the saved fields of dst to deep copies of src's (slices, maps and
// pointed-to values are copied, so the two share nothing they save) and leaves
// dst's other fields as they were. Both are *T of this type; Copy panics otherwise.
func (c *ComponentType) Copy(dst, src any) {
	c.ops.copy(dst, src)
}

// Types returns every registered component type, sorted by name. Do not modify
// the slice.
func Types() []*ComponentType { return registry.sorted }

// TypeNamed returns the component type saved under name (current or former), or
// nil if none.
func TypeNamed(name string) *ComponentType { return registry.byName[name] }

// TypeOf returns the component type of T, or nil if T is not registered.
func TypeOf[T any]() *ComponentType { return registry.byPtrType[ptrTypeWord[T]()] }

// TypeOfValue returns the component type of v, a *T of a registered T, or nil if
// v is anything else (a T that is not a pointer, an unregistered type, nil).
func TypeOfValue(v any) *ComponentType { return registry.byPtrType[typeWordOf(v)] }

// typeOf returns T's component type; it panics if T is not registered.
func typeOf[T any]() *ComponentType {
	c := registry.byPtrType[ptrTypeWord[T]()]
	if c == nil {
		panic(fmt.Sprintf("scenes: component type %v is not registered", reflect.TypeFor[T]()))
	}
	return c
}

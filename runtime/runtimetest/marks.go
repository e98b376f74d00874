package runtimetest

import (
	"math"
	"reflect"
	"strconv"
	"testing"

	"github.com/griffengine/griff/scenes"
)

// What the modules' tests of change marks share (scenes' package
// documentation, Change marks): the entities a step marked, and the check
// that a module's compare function (the one that decides whether a step
// changed a component it read read-only) sees every field.

// WholeMarks returns the names of the entities marked changed as a whole
// since owner's last call (scenes.Scene.TakeChanges). It does not say
// whether the scene reported All (owner's first call, or after another
// owner's): call it once before the steps a test looks at. Entities with
// the same name share one key; a test that must tell them apart uses
// WholeMarksByEntity.
func WholeMarks(sc *scenes.Scene, owner any) map[string]bool {
	ch := sc.TakeChanges(owner)
	m := map[string]bool{}
	for _, e := range ch.Entities[:ch.Whole] {
		m[e.Name()] = true
	}
	return m
}

// WholeMarksByEntity returns the entities marked changed as a whole since
// owner's last call (scenes.Scene.TakeChanges), as WholeMarks does by name.
func WholeMarksByEntity(sc *scenes.Scene, owner any) map[*scenes.Entity]bool {
	ch := sc.TakeChanges(owner)
	m := map[*scenes.Entity]bool{}
	for _, e := range ch.Entities[:ch.Whole] {
		m[e] = true
	}
	return m
}

// CheckSameFields checks that same, a module's compare function of the
// component type T (a struct), sees a change of each of T's fields, so a
// field added to T and left out of same fails a test instead of letting a
// step change it without a mark (a Timeline would keep its stale record).
//
// For each leaf of T (a field, walking into fields that are structs and
// into each element of an array) it changes the leaf in a zero T, b, and
// reports an error if same(zero, b) or same(b, zero) is true, or if
// same(b, b) is false; each error names the leaf's path ("Sling.Pull[1]",
// "Reader.Now.Flags"). A leaf is changed by its kind: an integer to 1, a
// float to -0 (so a float compared with == instead of by its bits,
// scenes.SameBits, is missed), a bool to true, a string to "x", a slice
// to one zero element; a slice is first made empty, not nil, and same
// must see that too. Any other kind (map, pointer, interface, ...) fails
// the test at once: teach the checker and the compare function about it.
// Fields tagged griff:"-" (not state, in no record) are skipped.
// What same must see in a slice written in place (its contents against a
// kept copy) is the module's own test. It is test code: the component
// model stays the one place outside tests that reflects over component
// types (DESIGN.md, Scenes).
func CheckSameFields[T any](t testing.TB, same func(a, b *T) bool) {
	t.Helper()
	typ := reflect.TypeFor[T]()
	if typ.Kind() != reflect.Struct {
		t.Fatalf("runtimetest: CheckSameFields of %v, not a struct", typ)
	}
	var zero, zero2 T
	if !same(&zero, &zero2) {
		t.Errorf("two zero %s differ", typ.Name())
	}
	c := sameCheck[T]{t: t, same: same}
	c.walk(typ.Name(), nil, typ)
}

// sameCheck is one run of CheckSameFields.
type sameCheck[T any] struct {
	t    testing.TB
	same func(a, b *T) bool
}

// leafStep is a step from a value to a part of it: field i of a struct,
// or element i of an array.
type leafStep struct {
	field bool
	i     int
}

// at returns the part of v that path leads to.
func at(v reflect.Value, path []leafStep) reflect.Value {
	for _, s := range path {
		if s.field {
			v = v.Field(s.i)
		} else {
			v = v.Index(s.i)
		}
	}
	return v
}

// walk checks every leaf of the part of T of type typ at path (named name).
func (c *sameCheck[T]) walk(name string, path []leafStep, typ reflect.Type) {
	c.t.Helper()
	switch typ.Kind() {
	case reflect.Struct:
		for i := range typ.NumField() {
			f := typ.Field(i)
			if f.Tag.Get("griff") == "-" {
				continue // not state: no record holds it
			}
			if !f.IsExported() {
				c.t.Fatalf("%s.%s is not exported: CheckSameFields cannot change it", name, f.Name)
			}
			c.walk(name+"."+f.Name, append(path[:len(path):len(path)], leafStep{field: true, i: i}), f.Type)
		}
	case reflect.Array:
		for i := range typ.Len() {
			c.walk(name+"["+strconv.Itoa(i)+"]", append(path[:len(path):len(path)], leafStep{i: i}), typ.Elem())
		}
	case reflect.Slice:
		c.check(name+" from nil to empty", path, func(v reflect.Value) { v.Set(reflect.MakeSlice(typ, 0, 0)) })
		c.check("a change of "+name, path, func(v reflect.Value) { v.Set(reflect.MakeSlice(typ, 1, 1)) })
	default:
		set := setter(typ.Kind())
		if set == nil {
			c.t.Fatalf("%s is a %v: teach CheckSameFields and the compare function about it", name, typ.Kind())
		}
		c.check("a change of "+name, path, set)
	}
}

// setter returns what changes a zero value of kind k, or nil if none.
func setter(k reflect.Kind) func(v reflect.Value) {
	switch k {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return func(v reflect.Value) { v.SetInt(1) }
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return func(v reflect.Value) { v.SetUint(1) }
	case reflect.Float32, reflect.Float64:
		return func(v reflect.Value) { v.SetFloat(math.Copysign(0, -1)) } // -0: not 0 by its bits
	case reflect.Bool:
		return func(v reflect.Value) { v.SetBool(true) }
	case reflect.String:
		return func(v reflect.Value) { v.SetString("x") }
	}
	return nil
}

// check changes the leaf at path of a zero T with set (what says the
// change: "a change of Board.Level") and checks that same sees it.
func (c *sameCheck[T]) check(what string, path []leafStep, set func(v reflect.Value)) {
	c.t.Helper()
	var zero, b T
	set(at(reflect.ValueOf(&b).Elem(), path))
	if c.same(&zero, &b) || c.same(&b, &zero) {
		c.t.Errorf("%s is missed", what)
	}
	if !c.same(&b, &b) {
		c.t.Errorf("after %s, the value differs from itself", what)
	}
}

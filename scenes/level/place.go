package level

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Place spawns the level's Spawns into s, a scene made from SceneFile's
// output (call SceneFile first: it numbers the nodes Place finds the parents
// by). prefab returns the template of a prefab by name, or nil if the game
// has none. Each spawn's root is named, placed and turned as the spawn says,
// below its parent node's entity, inactive if Hidden, and its overrides
// applied (Override.Apply); then the fields that refer to objects
// (Override.Ref, of spawns and of nodes' Refs) are set to the ids of the
// entities made from those objects.
// A prefab the game does not have, or a parent that is not in s, warns in
// s's problem log, naming the spawn's file and line, and the spawn is left
// out. Place returns the spawned roots, in spawn order (left-out spawns
// skipped).
func (l *Level) Place(s *scenes.Scene, prefab func(name string) *scenes.Template) []*scenes.Entity {
	var out []*scenes.Entity
	placed := make([]*scenes.Entity, len(l.Spawns)) // by spawn; nil if left out
	for i := range l.Spawns {
		sp := &l.Spawns[i]
		t := prefab(sp.Prefab)
		if t == nil {
			sp.warn(s, nil, "", fmt.Sprintf("no prefab %q (prefabs/%s.json) for the object %q", sp.Prefab, sp.Prefab, sp.Name))
			continue
		}
		var parent *scenes.Entity
		if sp.Parent != nil {
			if parent = s.Entity(scenes.EntityID(sp.Parent.id)); parent == nil || sp.Parent.id == 0 {
				sp.warn(s, nil, "", fmt.Sprintf("the layer %q of the object %q is not in the scene", sp.Parent.Name, sp.Name))
				continue
			}
		}
		e := s.Spawn(t, parent)
		if sp.Name != "" {
			e.SetName(sp.Name)
		}
		e.Transform().SetPosition(sp.Position)
		e.Transform().SetRotation(sp.Rotation)
		if sp.Hidden {
			e.SetActive(false)
		}
		for _, o := range sp.Fields {
			if o.Ref != 0 {
				continue // once every entity is made (refs)
			}
			if err := o.Apply(e); err != nil {
				sp.warn(s, e, o.Component, err.Error())
			}
		}
		if sp.Tint != nil {
			tint(e, *sp.Tint)
		}
		placed[i] = e
		out = append(out, e)
	}
	l.refs(s, placed)
	return out
}

// tint multiplies the colours of e's drawables, and its descendants', by c
// (Spawn.Tint).
func tint(e *scenes.Entity, c griff.Color) {
	for _, comp := range e.Components() {
		if t, ok := comp.(interface{ MultiplyTint(griff.Color) }); ok {
			t.MultiplyTint(c)
		}
	}
	for _, child := range e.Children() {
		tint(child, c)
	}
}

// warn reports a warning about the spawn at its place in its file.
func (sp *Spawn) warn(s *scenes.Scene, e *scenes.Entity, component, msg string) {
	pr := scenes.Problem{Severity: scenes.SeverityWarning, File: sp.File, Line: sp.Line, Column: sp.Col,
		Component: component, Message: msg}
	if e != nil {
		pr.Entity, pr.EntityID = e.Path(), e.ID()
	}
	s.Problems().Report(pr)
}

// Apply sets the field of the component of e the override names. A string
// value that the field does not take but whose text is JSON the field does
// take is read as that JSON: an editor with no array type may write a
// vector as the string "[9, 4]". A component
// type that is not registered is not an error: the override is ignored (an
// editor's property that names no component is a note). Apply returns an
// error if e has no such component, the component has no field saved under
// that key (or a former key of one; the message suggests the nearest key,
// scenes.Suggest), or the value does not fit the field.
func (o Override) Apply(e *scenes.Entity) error {
	ct := scenes.TypeNamed(o.Component)
	if ct == nil {
		return nil
	}
	c := e.Component(ct)
	if c == nil {
		return fmt.Errorf("the prefab has no %s to set %q of", ct.Name(), o.Field)
	}
	return o.decode(ct, c)
}

// Check returns the error Apply would return for the override on an entity
// that has its component, with the component's fields as a new one has them:
// an error if the component type is registered and has no field saved under
// o.Field (nor a former key; the message suggests the nearest key), or if the
// value does not fit the field; nil if it fits, or if the component type is
// not registered (a note). Importers check an editor's property as they read
// it, so a bad value warns at the object that holds it and is dropped, and
// the rest of the level loads. A value can still fail with the other fields
// of a component in a scene file (a file form such as Griff.Tilemap's rows
// checks its fields together); Check cannot see those.
func (o Override) Check() error {
	ct := scenes.TypeNamed(o.Component)
	if ct == nil {
		return nil
	}
	return o.decode(ct, reflect.New(ct.GoType()).Interface())
}

// CheckNode is Check for a value set on a level's node (SetField), which
// the scene reader reads, file forms and all, rather than applied to a
// spawned prefab: a key that is no field of the component but that the
// component's file form reads (Griff.Tilemap's "rows", Griff.TilemapWalls'
// "fromTilemap") is no error. Whether it does is found by reading a scene
// file whose one entity has the component with that key alone: the key is
// the file form's if the reader does not keep it as a value it does not
// know (or refuses it, as a file form that needs the component's other
// fields does; DropRefused deals with that).
func (o Override) CheckNode() error {
	err := o.Check()
	if errors.Is(err, errNoField) && fileFormKey(o) {
		return nil
	}
	return err
}

// fileFormKey reports whether o's key, no field of its component, is read by
// the component's file form (see CheckNode).
func fileFormKey(o Override) bool {
	comp, err := json.Marshal(map[string]json.RawMessage{o.Field: o.Value})
	if err != nil {
		return false
	}
	name, _ := json.Marshal(o.Component)
	doc := `{"format":1,"entities":[{"id":1,"name":"check","components":{` + string(name) + `:` + string(comp) + `}}],"nextId":2}`
	s, err := scenes.ReadScene("check", []byte(doc), scenes.NewProblems(nil))
	if err != nil {
		return true
	}
	out, err := s.Marshal()
	var file struct {
		Entities []struct {
			Components map[string]map[string]json.RawMessage `json:"components"`
		} `json:"entities"`
	}
	if err != nil || json.Unmarshal(out, &file) != nil || len(file.Entities) != 1 {
		return false
	}
	_, kept := file.Entities[0].Components[o.Component][o.Field]
	return !kept
}

// errNoField is wrapped by the error of an override whose component has no
// field of its key.
var errNoField = errors.New("no such field")

// decode sets the override's field of c, a component of type ct.
func (o Override) decode(ct *scenes.ComponentType, c any) error {
	if !hasField(ct, o.Field) {
		keys := make([]string, 0, len(ct.Fields()))
		for _, f := range ct.Fields() {
			keys = append(keys, f.Key)
		}
		return &noFieldError{fmt.Sprintf("%s has no field %q%s (it has %s)", ct.Name(), o.Field, scenes.DidYouMean(o.Field, keys), strings.Join(keys, ", "))}
	}
	if !json.Valid(o.Value) {
		_, err := json.Marshal(map[string]json.RawMessage{o.Field: o.Value})
		return fmt.Errorf("%s.%s: the value is not JSON: %v", ct.Name(), o.Field, err)
	}
	err := decodeField(ct, c, o.Field, o.Value)
	var text string
	if err != nil && json.Unmarshal(o.Value, &text) == nil && json.Valid([]byte(text)) {
		err = decodeField(ct, c, o.Field, json.RawMessage(text))
	}
	if err != nil {
		return fmt.Errorf("%s.%s: %v", ct.Name(), o.Field, err)
	}
	return nil
}

// decodeField sets the field key of c, a component of type ct, from value,
// valid JSON, as ct.Decode does from the object json.Marshal makes of
// {key: value}, with the same error: value is compacted and escaped as
// json.Marshal writes it (json.Compact, then json.HTMLEscape), and given to
// ct.DecodeField, skipping the object's encoding and decoding. A key that is
// not valid UTF-8 (json.Marshal would change it) goes through the object.
func decodeField(ct *scenes.ComponentType, c any, key string, value json.RawMessage) error {
	if !utf8.ValidString(key) {
		obj, err := json.Marshal(map[string]json.RawMessage{key: value})
		if err != nil {
			return err
		}
		return ct.Decode(c, obj)
	}
	raw, err := marshalledValue(value)
	if err != nil {
		return err
	}
	_, err = ct.DecodeField(c, key, raw)
	return err
}

// marshalledValue returns value, valid JSON, as json.Marshal writes a
// json.RawMessage: compact, with "<", ">", "&", U+2028 and U+2029 in its
// strings escaped.
func marshalledValue(value []byte) ([]byte, error) {
	var compact, raw bytes.Buffer
	if err := json.Compact(&compact, value); err != nil {
		return nil, err
	}
	json.HTMLEscape(&raw, compact.Bytes())
	return raw.Bytes(), nil
}

func hasField(ct *scenes.ComponentType, key string) bool {
	for _, f := range ct.Fields() {
		if f.Key == key {
			return true
		}
		for _, k := range f.Former {
			if k == key {
				return true
			}
		}
	}
	return false
}

// ParseOverrides turns one custom property of an editor's object into field
// overrides. A property whose value is a JSON object (a Tiled class property,
// an LDtk object field) is a component named name, each member a field
// ("Platformer.Health" = {"max": 5} sets Platformer.Health's max), in the
// members' order. Any other value sets one field: name is the component's
// saved name, a dot, and the field's key, split at the last dot
// ("Platformer.Health.max" = 5). A name with no dot (or starting or ending
// with one) gives no override. ParseOverrides returns an error if value is
// not valid JSON.
func ParseOverrides(name string, value json.RawMessage) ([]Override, error) {
	value = bytes.TrimSpace(value)
	if len(value) > 0 && value[0] == '{' {
		return classOverrides(name, value)
	}
	if !json.Valid(value) {
		return nil, fmt.Errorf("level: property %q: the value is not JSON", name)
	}
	i := strings.LastIndexByte(name, '.')
	if i <= 0 || i == len(name)-1 {
		return nil, nil
	}
	return []Override{{Component: name[:i], Field: name[i+1:], Value: value}}, nil
}

// classOverrides reads an object's members in order.
func classOverrides(name string, value json.RawMessage) ([]Override, error) {
	dec := json.NewDecoder(bytes.NewReader(value))
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("level: property %q: %v", name, err)
	}
	var out []Override
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("level: property %q: %v", name, err)
		}
		key, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("level: property %q member %q: %v", name, key, err)
		}
		out = append(out, Override{Component: name, Field: key, Value: v})
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("level: property %q: %v", name, err)
	}
	return out, nil
}

// noFieldError is the error of an override whose component has no field of
// its key; it wraps errNoField.
type noFieldError struct{ msg string }

func (e *noFieldError) Error() string { return e.msg }
func (e *noFieldError) Unwrap() error { return errNoField }

package agent

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// entityInfo is an entity as the scene tools describe it.
type entityInfo struct {
	ID         scenes.EntityID            `json:"id"`
	Name       string                     `json:"name"`
	Path       string                     `json:"path"`
	Active     bool                       `json:"active"`
	X          float64                    `json:"x"`
	Y          float64                    `json:"y"`
	Components map[string]json.RawMessage `json:"components,omitempty"`
	Children   []*entityInfo              `json:"children,omitempty"`
}

// describe returns e (and, with deep, its descendants), with its components'
// saved fields when comps is set.
func describe(e *scenes.Entity, comps, deep bool) *entityInfo {
	p := e.Transform().WorldPosition()
	info := &entityInfo{ID: e.ID(), Name: e.Name(), Path: e.Path(), Active: e.ActiveInHierarchy(), X: p.X(), Y: p.Y()}
	if comps {
		for ct, c := range e.Components() {
			if info.Components == nil {
				info.Components = make(map[string]json.RawMessage)
			}
			data, err := ct.Encode(c)
			if err != nil {
				data, _ = json.Marshal(map[string]string{"error": err.Error()})
			}
			info.Components[ct.Name()] = data
		}
	}
	if deep {
		for _, ch := range e.Children() {
			info.Children = append(info.Children, describe(ch, comps, true))
		}
	}
	return info
}

// entityOf finds the entity ref means: "#id", or a name or path as the game
// finds it (scenes.Scene.Find). It returns an error naming ref if none.
func (s *Session) entityOf(ref string) (*scenes.Entity, error) {
	sc := s.game.Scene()
	if id, ok := strings.CutPrefix(ref, "#"); ok {
		n, err := strconv.ParseUint(id, 10, 64)
		if err == nil {
			if e := sc.Entity(scenes.EntityID(n)); e != nil && e.Alive() {
				return e, nil
			}
		}
		return nil, fmt.Errorf("no entity has the id %q in the scene %q", ref, sc.Name())
	}
	if ref == "" {
		return nil, fmt.Errorf("no entity given: give a name, a path or #id")
	}
	if e := sc.Find(ref); e != nil {
		return e, nil
	}
	return nil, fmt.Errorf("no entity is named %q in the scene %q", ref, sc.Name())
}

// treeIn is scene_tree's input.
type treeIn struct {
	Root       string `json:"root,omitempty" jsonschema:"an entity (name, path or #id) to describe with its descendants; empty: the whole scene"`
	Components *bool  `json:"components,omitempty" jsonschema:"whether to list components and their saved fields (default true)"`
}

func (s *Session) sceneTree(in treeIn) (any, error) {
	comps := in.Components == nil || *in.Components
	if in.Root != "" {
		e, err := s.entityOf(in.Root)
		if err != nil {
			return nil, err
		}
		return describe(e, comps, true), nil
	}
	sc := s.game.Scene()
	out := struct {
		Scene    string        `json:"scene"`
		Tick     griff.Tick    `json:"tick"`
		Entities int           `json:"entities"`
		Roots    []*entityInfo `json:"roots"`
	}{Scene: sc.Name(), Tick: s.game.Clock().Tick(), Entities: sc.Len()}
	for _, e := range sc.Roots() {
		out.Roots = append(out.Roots, describe(e, comps, true))
	}
	return out, nil
}

// entityIn names one entity: entity, as set_field names it; name is the
// former key of find_entity and destroy, still read so callers written before
// keep working (giving both, different, is an error).
type entityIn struct {
	Entity string `json:"entity,omitempty" jsonschema:"the entity: a name, a path such as Level/Door, or #id"`
	Name   string `json:"name,omitempty" jsonschema:"the former key for entity, still accepted"`
}

// ref returns the entity in names, or an error when entity and name disagree.
func (in entityIn) ref() (string, error) {
	switch {
	case in.Entity == "":
		return in.Name, nil
	case in.Name != "" && in.Name != in.Entity:
		return "", fmt.Errorf("entity %q and its former key name %q disagree: give entity only", in.Entity, in.Name)
	}
	return in.Entity, nil
}

// entityIn returns the entity in names (see entityIn.ref and entityOf).
func (s *Session) entityIn(in entityIn) (*scenes.Entity, error) {
	ref, err := in.ref()
	if err != nil {
		return nil, err
	}
	return s.entityOf(ref)
}

func (s *Session) findEntity(in entityIn) (any, error) {
	e, err := s.entityIn(in)
	if err != nil {
		return nil, err
	}
	return describe(e, true, false), nil
}

// problemsIn is the problems tool's input.
type problemsIn struct {
	From int `json:"from,omitempty" jsonschema:"how many entries to skip (those read before)"`
}

func (s *Session) problems(in problemsIn) (any, error) {
	list := s.game.Problems().List()
	from := min(max(in.From, 0), len(list))
	out := struct {
		Total    int      `json:"total"`
		Problems []string `json:"problems"`
	}{Total: len(list), Problems: []string{}}
	for _, p := range list[from:] {
		out.Problems = append(out.Problems, p.String())
	}
	return out, nil
}

// setFieldIn is set_field's input.
type setFieldIn struct {
	Entity    string `json:"entity" jsonschema:"the entity: a name, a path or #id"`
	Component string `json:"component" jsonschema:"the component's saved name, such as Griff.Inventory, or Transform for the entity's position, rotation and scale"`
	Field     string `json:"field" jsonschema:"the field's JSON key (or Go name)"`
	Value     any    `json:"value" jsonschema:"the field's new value, as the scene file writes it"`
}

func (s *Session) setField(in setFieldIn) (any, error) {
	e, err := s.entityOf(in.Entity)
	if err != nil {
		return nil, err
	}
	if in.Component == "Transform" {
		return s.setTransform(e, in)
	}
	ct := scenes.TypeNamed(in.Component)
	if ct == nil {
		return nil, fmt.Errorf("no component type is named %q (list_components lists them)", in.Component)
	}
	c := e.Component(ct)
	if c == nil {
		return nil, fmt.Errorf("%v has no %s", e, ct.Name())
	}
	key, keys := "", []string{}
	for _, f := range ct.Fields() {
		keys = append(keys, f.Key)
		if f.Key == in.Field || f.Name == in.Field {
			key = f.Key
		}
	}
	if key == "" {
		return nil, fmt.Errorf("%s saves no field %q; its fields: %s", ct.Name(), in.Field, strings.Join(keys, ", "))
	}
	if in.Value == nil {
		return nil, fmt.Errorf("no value given for %s.%s", ct.Name(), key)
	}
	obj, err := json.Marshal(map[string]any{key: in.Value})
	if err != nil {
		return nil, fmt.Errorf("the value is not JSON: %w", err)
	}
	if err := s.changing("set_field"); err != nil {
		return nil, err
	}
	if err := ct.Decode(c, obj); err != nil {
		return nil, err
	}
	return describe(e, true, false), nil
}

// spawnIn is spawn's input.
type spawnIn struct {
	Prefab string  `json:"prefab" jsonschema:"the prefab's name"`
	X      float64 `json:"x,omitempty" jsonschema:"where, in world units (inside parent when given)"`
	Y      float64 `json:"y,omitempty" jsonschema:"where, in world units, y down"`
	Parent string  `json:"parent,omitempty" jsonschema:"the parent entity (name, path or #id); empty: a root"`
}

func (s *Session) spawn(in spawnIn) (any, error) {
	t := s.lg.Prefab(in.Prefab)
	if t == nil {
		return nil, fmt.Errorf("no prefab is named %q; the game's prefabs: %s", in.Prefab, strings.Join(s.lg.PrefabNames(), ", "))
	}
	var parent *scenes.Entity
	if in.Parent != "" {
		p, err := s.entityOf(in.Parent)
		if err != nil {
			return nil, err
		}
		parent = p
	}
	if err := s.changing("spawn"); err != nil {
		return nil, err
	}
	s.game.Spawn(t, parent, griff.V(in.X, in.Y), nil)
	return map[string]string{"spawned": in.Prefab, "when": "at the end of the next step"}, nil
}

func (s *Session) destroy(in entityIn) (any, error) {
	e, err := s.entityIn(in)
	if err != nil {
		return nil, err
	}
	if err := s.changing("destroy"); err != nil {
		return nil, err
	}
	s.game.Destroy(e)
	return map[string]string{"destroyed": e.String(), "when": "at the end of the next step"}, nil
}

// componentSummary is one line of list_components.
type componentSummary struct {
	Name    string `json:"name"`
	Summary string `json:"summary,omitempty"`
}

func (s *Session) listComponents(struct{}) (any, error) {
	var out []componentSummary
	for _, ct := range scenes.Types() {
		out = append(out, componentSummary{Name: ct.Name(), Summary: firstSentence(docOf(ct).Doc)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// firstSentence returns doc up to its first ". ", or all of it.
func firstSentence(doc string) string {
	if i := strings.Index(doc, ". "); i >= 0 {
		return doc[:i+1]
	}
	return strings.TrimSpace(doc)
}

// setTransform sets one field of e's transform, as a scene file writes it:
// "position" [x, y] (world units inside the parent, y down; the entity jumps
// there, drawn at once rather than sliding), "rotation" (radians) or "scale"
// [x, y]. Numbers must be finite. A body on the entity follows as it does
// when a game's own code moves the transform.
func (s *Session) setTransform(e *scenes.Entity, in setFieldIn) (any, error) {
	raw, err := json.Marshal(in.Value)
	if err != nil || in.Value == nil {
		return nil, fmt.Errorf("no value given for Transform.%s", in.Field)
	}
	var v griff.Vec
	var r float64
	switch in.Field {
	case "position", "scale":
		err = json.Unmarshal(raw, &v)
	case "rotation":
		err = json.Unmarshal(raw, &r)
		v = griff.V(r, 0)
	default:
		return nil, fmt.Errorf("Transform saves no field %q; its fields: position, rotation, scale", in.Field)
	}
	if err != nil {
		return nil, fmt.Errorf("Transform.%s: %w", in.Field, err)
	}
	if math.IsInf(v[0], 0) || math.IsInf(v[1], 0) || math.IsNaN(v[0]) || math.IsNaN(v[1]) {
		return nil, fmt.Errorf("Transform.%s: %v is not finite", in.Field, in.Value)
	}
	if err := s.changing("set_field"); err != nil {
		return nil, err
	}
	t := e.Transform()
	switch in.Field {
	case "position":
		t.Teleport(v)
	case "rotation":
		t.SetRotation(r)
	case "scale":
		t.SetScale(v)
	}
	return describe(e, true, false), nil
}

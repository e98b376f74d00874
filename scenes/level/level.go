package level

import (
	"encoding/json"
	"io/fs"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Reader reads an editor's file into a Level: the one shape every importer
// has, so hosting keeps one table from file extension to Reader. file is the
// file's path in fsys (the game folder), which the level and its problems are
// named by; data is its contents; the files it refers to (tile sets, images,
// level files) are read from fsys relative to file's folder. What the reader
// can live without (a missing tile set or image, a feature it does not read)
// is a warning in problems naming the file and, where the format gives one,
// the line; the rest of the level is read. A Reader returns an error (naming
// the file, and the line where known) only for a file it cannot read at all:
// malformed XML or JSON, or something over its documented limits. It must
// never panic, whatever data holds.
type Reader func(file string, data []byte, fsys fs.FS, problems *scenes.Problems) (*Level, error)

// Level is one level of an editor's file: its entities and its prefab spawns.
type Level struct {
	// Name is the file the level was read from, as the game names it
	// ("scenes/one.tmx"); problems name it.
	Name string
	// Roots are the level's top entities in draw order (first drawn first):
	// for a Tiled map, its layers.
	Roots []*Node
	// Spawns are the objects that name a prefab, in file order; Place spawns
	// them in this order.
	Spawns []Spawn
}

// Node is one entity of a level: a layer, a group of layers, or an object
// drawn as a shape. A Node becomes one entity of the scene SceneFile writes.
type Node struct {
	// Name is the entity's name ("" for none).
	Name string
	// Hidden makes the entity inactive (an editor's hidden layer or object).
	Hidden bool
	// Position is the entity's position inside its parent; the unit is world
	// units (y down).
	Position griff.Vec
	// Rotation is the entity's rotation; the unit is radians, clockwise on
	// screen (y down).
	Rotation float64
	// Scale is the entity's scale; the default (zero) value means (1, 1).
	Scale griff.Vec
	// Components are the entity's components in the order they are written.
	Components []Component
	// Children are the entity's children in draw order.
	Children []*Node
	// File, Line and Col are where the node was read from (Line and Col
	// 1-based, 0 if not known), for problems.
	File      string
	Line, Col int
	// Object is the editor's id of the object the node was made from (a
	// Tiled object's id), which other objects' properties refer to it by
	// (Override.Ref); 0 for none.
	Object int
	// Refs are fields of the node's components that refer to other objects
	// (Override.Ref): Place sets them on the node's entity once every
	// object's entity is made.
	Refs []Override

	id    uint64    // the entity id SceneFile gave the node
	props []propSet // the fields custom properties set (SetField)
}

// Component is one component of a Node.
type Component struct {
	// Type is the component type's saved name ("Griff.Tilemap").
	Type string
	// Value is the component's fields as a scene file writes them: anything
	// encoding/json encodes to an object (a map, a struct with json tags, a
	// json.RawMessage).
	Value any
}

// ID returns the entity id SceneFile (or SceneFileFrom) gave the node, or 0
// before either is called.
func (n *Node) ID() uint64 { return n.id }

// Walk calls f on every node of the level, depth first, parents first.
func (l *Level) Walk(f func(*Node)) { walk(l.Roots, f) }

func walk(ns []*Node, f func(*Node)) {
	for _, n := range ns {
		f(n)
		walk(n.Children, f)
	}
}

// Add appends a component to n and returns n.
func (n *Node) Add(typ string, value any) *Node {
	n.Components = append(n.Components, Component{Type: typ, Value: value})
	return n
}

// Spawn is an object of a level that names a prefab.
type Spawn struct {
	// Prefab is the prefab's name (prefabs/NAME.json).
	Prefab string
	// Name is the spawned root's name; "" keeps the prefab's.
	Name string
	// Parent is the node the prefab is spawned below (the object's layer), or
	// nil for a root entity.
	Parent *Node
	// Position is the spawned root's position inside Parent; the unit is
	// world units (y down).
	Position griff.Vec
	// Rotation is the spawned root's rotation; the unit is radians.
	Rotation float64
	// Object is the editor's id of the object (Node.Object); 0 for none.
	Object int
	// Hidden spawns the root inactive (Entity.SetActive(false)): the object
	// was hidden in the editor (Tiled's visible="0"), as a hidden object
	// that names no prefab is an inactive entity (Node.Hidden).
	Hidden bool
	// Fields are the overrides applied to the spawned root's components, in
	// order.
	Fields []Override
	// Tint, if not nil, multiplies the colours of the spawned prefab's
	// drawables, its root's and its descendants' (each component with a
	// MultiplyTint(griff.Color) method: visual's sprites, tilemaps, shapes
	// and texts), after Fields: the opacity and tint colour of the editor
	// layer (and groups) the object was placed on, so the prefab is drawn
	// as the editor draws it.
	Tint *griff.Color
	// File, Line and Col are where the object was read from (Line and Col
	// 1-based, 0 if not known), for problems.
	File      string
	Line, Col int
}

// Override sets one field of a component of a spawned prefab.
type Override struct {
	// Component is the component type's saved name ("Platformer.Health").
	Component string
	// Field is the field's saved key ("max").
	Field string
	// Value is the field's new value as JSON.
	Value json.RawMessage
	// Ref, when not 0, says the field refers to the entity made from the
	// editor's object of that id (a Tiled property of type object, whose
	// value is the object's id): Place sets Value to that entity's id
	// (scenes.EntityID) before applying it, after every spawn is placed, so
	// an object may refer to one spawned after it. An id no entity was made
	// from warns and the field is left as it is.
	Ref int
}

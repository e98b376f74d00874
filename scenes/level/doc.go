// Package level is what a level editor's file becomes in Griff: a tree of
// entities (the map's layers and the shapes drawn on them) and a list of
// prefab spawns (the objects that name a prefab). Importers of editors' files
// (scenes/tiled for Tiled maps, an LDtk reader) make a [Level]; hosting turns
// it into a scene (see below), so every importer enters a game the same way.
// A genre module whose levels are files of its own registers its reader for
// their extension with [RegisterReader] (modules/match3 reads ".m3"), and
// hosting reads those files as it reads a Tiled map.
//
// # Why a tree of plain data, not a scenes.Scene
//
// Decision: a Level holds [Node]s whose components are written by their saved
// names ("Griff.Tilemap") with JSON-able values, and [Level.SceneFile] writes
// them as a Griff scene file. Hosting reads that file with the scene reader
// like any other (scenes.ReadSceneTemplate), so a level gets every file form
// the scene files have: a tilemap's "tiles" tile set, physics walls taken from
// it ("Griff.TilemapWalls": {"fromTilemap": "solid"}), former names, warnings
// for unknown components. An importer needs no import of physics or of any
// module, and a level built from a map is entity for entity what the same
// level written as a scene file gives (the built-in game's playthroughs keep
// their fingerprints).
//
// # References between objects
//
// A property whose value names another object of the map (a Tiled property
// of type object: a joint's other body, a camera's target) is an
// [Override] with a Ref, the editor's id of that object; [Node.Object] and
// [Spawn.Object] say which object each node and spawn was made from. Place
// sets such fields, of spawns and of nodes ([Node.Refs]), to the id of the
// entity made from the object they name, once every spawn is placed, so an
// object may name one spawned after it.
//
// # Spawns and field overrides
//
// An object that names a prefab (Tiled: its class, or type in older maps;
// LDtk: its entity definition) becomes a [Spawn]: after the scene is made,
// [Level.Place] spawns the prefab at the object's place, below the object's
// layer, and applies the object's custom properties to the spawned root's
// components as [Override]s. A property names a field in one of two ways
// ([ParseOverrides]):
//
//   - "Platformer.Health.max" = 5: the component type's saved name, a dot,
//     and the field's saved key (the last dot splits them);
//   - a class property named "Platformer.Health" whose members are fields:
//     {max: 5}.
//
// A property that is neither (no dot, or a name that is no registered
// component type) is ignored by Place, since editors keep notes in properties
// too; a known component with an unknown field, a component the prefab does
// not have, a value the field cannot take, and a prefab the game does not
// have each warn once in the game's problem log, naming the map file and the
// object's line (and column, where the file format gives one). Importers
// check each value as they read it ([Override.Check]): one its field cannot
// take warns then, naming the object and the property, and is dropped, so
// the level loads without it. On a node, a property's value is set with
// [Node.SetField], which remembers it: a value that fits its field alone but
// not with the component's other fields (a file form checks them together)
// is refused by the scene reader, and [Level.DropRefused] takes it back with
// a warning so the scene file can be written and read again (hosting does).
// The
// importers warn as they read a file about a property naming a component
// that is likely misspelt ([UnknownComponent]: a name near a registered one,
// which the warning suggests, or of the form Module.Type), naming the object
// and the property; an unknown field's warning suggests the nearest field.
package level

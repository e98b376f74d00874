// Package ldtk reads LDtk projects (https://ldtk.io): the .ldtk JSON file
// and, when the project saves its levels apart ("externalLevels"), the .ldtkl
// level files beside it. It makes the [level.Level] every importer makes, so
// hosting turns an LDtk level into a scene the same way as a Tiled map.
// [Read] reads a project as one level holding its whole world; [ReadLevel]
// reads one level of it by name. Both are level.Readers. The format is the
// documented LDtk JSON format (https://ldtk.io/json), read from version 1.0
// on (the "__" fields LDtk writes for readers like this one).
//
// # What becomes what
//
//   - A level is a node at its worldX, worldY (the unit is world units, one
//     LDtk pixel each, y down), named by its identifier. In the world layouts
//     LinearHorizontal and LinearVertical, where LDtk writes -1 for both, the
//     levels are put side by side in order, left to right or top to bottom,
//     with no gap. A project with several worlds gives a node per world
//     holding its levels. [ReadLevel] puts its one level at the origin.
//   - A level's background is its first child node, "background": a
//     Griff.Shape box of the level's size in its background colour
//     (__bgColor), and, for a level with a background image (bgRelPath), a
//     child "background image" with a Griff.Sprite of the part __bgPos crops,
//     at its top-left corner and scale, both on the backmost drawing layer
//     (-128), as LDtk draws them behind the layers. A colour that is not
//     #rrggbb warns and is left out; an image not in the game folder warns.
//   - A layer is a child node of its level, bottom layer first (LDtk lists
//     them top first), at the layer's total offset, inactive if hidden.
//   - An IntGrid layer's values become a Griff.Tilemap in its text form: each
//     value a legend character ('1' to '9', then U+0100 + the value) with a
//     tile collision and no tile, as visual.TileSet's documentation says of
//     LDtk, so nothing is drawn and physics finds walls with
//     "Griff.TilemapWalls": {"fromTilemap": "solid"} on the layer (and
//     "oneWay" on a child node "NAME one-way"). A value's identifier names its
//     collision: "none" or "empty"; "solid", "wall", "walls" or "ground";
//     "oneWay", "one_way", "platform" or "platforms" (any case). Decision: any
//     other identifier (LDtk's samples use "dirt", "stone") is solid, with one
//     note in the problem log, since an IntGrid layer is usually the level's
//     collision. Decision, as LDtk's Unity importer (LDtkToUnity) and Godot's
//     LDtk importers do: an IntGrid layer is data, not a picture (its values'
//     colours are an editing aid in LDtk; what the level shows are its
//     auto-layer tiles, read below). Its tilemap names no tileset and holds
//     only empty cells, which the renderer treats as collision data: nothing
//     is drawn and nothing warns. An IntGrid none of whose values collides
//     (all named "none" or "empty") only drives auto-tiles and gets no
//     tilemap at all.
//   - Tiles (a Tiles layer's gridTiles, an AutoLayer's or an IntGrid's
//     autoLayerTiles) become Griff.Tilemaps in child nodes "NAME tiles 1" to
//     "NAME tiles 4" ([MaxStack]): the first tile of a cell goes in the first
//     map, a second tile of the same cell in the second, and so on. A tile
//     the maps cannot hold (flipped, off the layer's grid, a tileset whose
//     tile size differs from the layer's grid or with spacing or padding,
//     stacked more than four deep) is a Griff.Sprite with its region, FlipX
//     (bit 0 of LDtk's "f") and FlipY (bit 1), in a child node "NAME sprites"
//     drawn after the maps. Tileset images are named relative to the game
//     folder (the project's folder joined with the tileset's relPath).
//   - An Entities layer's entities become prefab spawns ([level.Spawn]): the
//     entity's identifier names the prefab (prefabs/IDENTIFIER.json), the
//     spawn is placed at the entity's px (its pivot point) inside the layer
//     and named by the identifier.
//
// # Entity fields
//
// A field sets a field of a component of the spawned prefab. LDtk
// identifiers hold only letters, digits and underscores, so the field's
// identifier names it as COMPONENT__FIELD with the component's dots written
// as underscores ([FieldName]): a field "Platformer_Health__max" = 5 sets
// Platformer.Health's max. A field named otherwise is a designer's note and
// sets nothing. Values are converted: an enum value (the project's enums,
// LocalEnum.NAME) is its name as a string, and a name the enum does not have
// warns; a point is [x, y], the centre of its cell in world units of the
// layer; an entity reference is the referenced entity's iid, or, for a
// field of a registered component that takes an entity id
// (scenes.EntityID: a camera's follow, a joint's other body), the id of the
// entity spawned from the referenced one (level.Override.Ref, set by
// level.Level.Place once every entity is spawned); null sets
// nothing; every other value (numbers, strings, colours "#rrggbb", booleans,
// file paths, arrays of these) is passed as LDtk writes it, for the component
// field to read. A value the field cannot take (level.Override.Check: a
// component with no such field, a number that is text, a name the field's
// type does not know) warns at the entity, naming the entity and the field,
// and is dropped; the prefab spawns with the rest.
//
// # Bad input and limits
//
// A file that is not JSON, over [MaxFileSize], or without "jsonVersion" is an
// error ([scenes.FileError] with the line and column, wrapping
// [scenes.ErrSyntax] or [ErrFormat]). Everything else warns in the problem log
// naming the file and, where one is known, the line and column of the level,
// layer or entity (found by its iid) and plays what it can: a level file that
// is missing or broken leaves its level out; a level file holding another
// level than the one the project names it for (its identifier or iid is not
// the project's: copied or renamed by hand) warns and its layers are read as
// the project's level; a layer of a type Griff does not read (LDtk writes
// IntGrid, Entities, Tiles and AutoLayer) is left empty; a layer whose tiles
// name a tileset uid the project does not define, or a tileset without a
// relPath (an embedded atlas), leaves its tiles out; a tileset image not in
// the game folder warns once an image, and its tiles are kept (drawn as a
// placeholder, as any missing image is); a layer or entity that cannot be
// read leaves it out; an IntGrid of more than visual.MaxTilemapCells cells is
// left out, more than [MaxLevels] levels or [MaxSprites] sprite tiles are cut.
// A layer's opacity or offset, a tile's alpha or an entity's px that is not a
// finite number of at most [MaxNumber] (NaN, "1e400") warns at the layer or
// entity and takes its default (0; 1 for opacity and alpha); an opacity or
// alpha outside 0..1 warns at the layer, naming it, and is clamped into it.
// A layer's opacity is the alpha of its tiles' tint (its tilemaps' and its
// sprites'), times a tile's own opacity for a tile that has one (such a tile
// is drawn as a sprite). An entity layer's opacity multiplies the colours of
// the prefabs its entities spawn (level.Spawn.Tint: their sprites',
// tilemaps', shapes' and texts' alpha), as LDtk draws them. Not read,
// without a warning: level fields, entity sizes, tags and tiles (the prefab
// draws the entity).
package ldtk

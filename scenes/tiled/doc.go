// Package tiled reads maps saved by the Tiled map editor (mapeditor.org), in
// its XML format (.tmx, with .tsx tile sets) and its JSON format (.tmj, with
// .tsj tile sets), into a level.Level: the layers become entities in draw
// order, and the objects that name a prefab become prefab spawns. ReadTMX and
// ReadTMJ are level.Reader functions; hosting picks one by the file's
// extension, so a map in a game's scenes/ folder is a scene, and a scene file
// may name one ("map": "levels/one.tmx").
//
// The formats are read as Tiled documents them ("TMX Map Format" and "JSON Map
// Format", Tiled 1.11). What Griff does with each part of a map:
//
//   - Tile layers become a Griff.Tilemap (visual.Tilemap) on the layer's
//     entity, or on one child entity a tile set if the layer uses several.
//     Data in CSV, XML <tile> elements, base64 uncompressed, gzip, zlib or
//     Zstandard (github.com/klauspost/compress/zstd) is read. Infinite maps'
//     chunks are joined into the rectangle that holds them all, the entity
//     placed at its top-left cell. Flipped tiles (the horizontal, vertical
//     and diagonal flags of a gid) are drawn flipped (Tilemap.Flips); the
//     120° turn, a flag of hexagonal maps, warns and is ignored. Animated
//     tiles play their frames with their own durations by game time
//     (Tilemap.Animations). Tiles of a collection of images draw their own
//     images, bottom-left at their cell as Tiled draws them (Tilemap.Images).
//   - Tile collision is the one model visual.TileSet defines: a tile with the
//     custom property collision = "solid" or "oneWay" (a string) is that; a
//     tile without it whose collision shapes (Tiled's tile collision editor)
//     are one rectangle over the whole tile is solid. A tile with other
//     shapes is not a tilemap wall (those are whole cells): its shapes
//     become shapes of one static Griff.Collider on a child entity
//     "NAME shapes" of the layer's entity, placed at each cell showing the
//     tile and flipped with it (the diagonal flip first, then horizontal,
//     then vertical, as Tiled draws). Unturned rectangles (or turned by a
//     multiple of 90°) become boxes, those of one row with the same top and
//     height that touch merged into one box; turned rectangles polygons; a
//     round ellipse a circle, any other ellipse a polygon of EllipseSides
//     (16) sides; polygons their convex parts; polylines chains; points
//     nothing (a marker has no area). A layer's shapes are at most
//     MaxTileShapes. A full-cell tile flipped or turned keeps its
//     collision: a whole cell is the same cell whichever way it is drawn,
//     and a one-way tile flipped vertically or turned warns that it stays
//     solid from above only.
//     A layer with solid tiles gets "Griff.TilemapWalls": {"fromTilemap":
//     "solid"}; one with one-way tiles a child entity NAME one-way whose walls
//     are {"fromTilemap": "oneWay", "tilemapEntity": NAME} (so give such
//     layers names no other entity of the scene has; a nameless one is
//     named "layer ID", its id).
//   - Object layers become an entity whose children are the objects. A
//     rectangle is a Griff.Shape box (its top-left corner at the entity); an
//     ellipse a Griff.Shape circle at its centre, scaled to its height; a point
//     an entity with no components; a text a Griff.Text, placed in its box
//     as its halign and valign say (the Text's pivot at that point of the
//     box), bold and italic in the built-in Go fonts (a font family,
//     underline and strikeout warn: not read); a tile object a
//     Griff.Sprite of its tile, centred, scaled to the object's size, flipped
//     as its flags say, and animated (Griff.SpriteAnimation, one rate: the
//     mean of the frames' durations) if its tile is. A polygon is a static
//     Griff.Collider (physics) at its first point: one convex polygon shape,
//     or, for a concave polygon, the convex parts ear clipping and
//     Hertel-Mehlhorn merging cut it into; a polygon with no area or that
//     crosses itself, and one of more than MaxPolygonPoints points, warns and
//     has none. A polyline is a static Griff.Collider chain of segments
//     through its points. Griff draws neither (it has no polygon drawing).
//   - A tile object inherits from the tile it shows what it does not give
//     itself (nor its template), as Tiled resolves it: the tile's class (a
//     tile's class "is inherited by tile objects") and its custom properties
//     but "collision". So a coin tile of class Coin placed as a tile object
//     spawns the Coin prefab, its properties setting the prefab's fields.
//   - An object with a class (or, in maps saved before Tiled 1.9, a type)
//     names a prefab: it becomes a level.Spawn of prefabs/CLASS.json at the
//     object's centre (a point's place), turned as the object is, below its
//     layer's entity, named as the object, inactive if the object is hidden
//     (visible="0": level.Spawn.Hidden). Its custom properties set the
//     prefab's component fields (level.ParseOverrides): "Platformer.Health.max"
//     = 5, or a class property named "Platformer.Health" whose members are the
//     fields. The same properties on a layer or on an object without a class
//     add or set components on its entity. A property whose value its field
//     cannot take (a component with no such field, text for a number, a
//     shape kind Griff has not: level.Override.Check, or CheckNode on an
//     entity, where a key of the component's file form is taken) warns,
//     naming the file, the line and column of the object or layer (XML) or
//     of the property's value (JSON), the object or layer, and the
//     property, and is dropped: the map loads
//     without it, as it would if the property were not there. A value that
//     fits its field but not the component's other fields (walls "fromTilemap"
//     on an object with no tilemap) is dropped the same way when hosting
//     reads the scene (level.Level.DropRefused).
//   - Image layers become a Griff.Sprite of the image at the layer's place;
//     an image layer with a parallax factor whose file gives its image's
//     size (Tiled writes it) becomes a Griff.Tilemap of one cell whose tile
//     is the image (a visual.TileImage), so it scrolls with parallax as tile
//     layers do. A repeating image layer (repeatx, repeaty) whose file gives
//     its image's size is copies of the image side by side over the map,
//     child nodes "NAME 1", "NAME 2"... of a sprite each, scrolled with the
//     layer's parallax (Decision: Tiled repeats it for ever; Griff covers
//     the map and as much more as the layer's parallax scrolls it by, at
//     most MaxRepeats copies for the whole map); one whose file does not
//     give the size warns and is drawn once.
//   - Groups become an entity whose children are their layers. Offsets are
//     positions (so they move the prefabs spawned from object layers inside,
//     which are children of their layer's entity); visibility is the entity's
//     active flag (a hidden group's spawns are inactive too); opacity
//     (multiplied down through groups) and tint colour are the alpha and
//     colour of the tilemaps', sprites' and shapes' tint. Parallax factors
//     (multiplied down through groups, as Tiled does: child factor × parent
//     factor) scroll tile layers: a factor f is a Tilemap.ParallaxShift of
//     1 - f, about the map's parallax origin (Tilemap.ParallaxOrigin); image
//     layers likewise (above). An object layer with a factor other than 1
//     (its groups' multiplied in) gets a Griff.Parallax (visual.Parallax) of
//     shift 1 - f about the same origin, so its shapes and texts and the
//     prefabs its objects spawn (children of the layer's entity) are drawn
//     scrolled with it; an image layer whose file gives no size likewise, on
//     its sprite. Groups carry no Griff.Parallax of their own: their factors
//     are in their layers' already. Decision: parallax moves the drawing
//     only, as in Tiled, where an object's coordinates do not change with
//     its layer's parallax: the prefabs' bodies and triggers stay where the
//     map puts them, so what the player should touch belongs on a layer of
//     factor 1. The opacity and tint of an object layer (its groups'
//     multiplied in) multiply the colours of the prefabs its objects spawn,
//     their sprites', tilemaps', shapes' and texts' in the whole prefab
//     (level.Spawn.Tint), as Tiled draws every object of a translucent layer
//     translucent.
//   - Custom properties of every type are read: string, int, float, bool,
//     color (Tiled's "#aarrggbb" becomes Griff's "#rrggbbaa"), file (a path
//     relative to the map becomes a game path), object (a reference: the
//     field takes the id of the entity made from the object it names, a
//     node's or a spawned prefab's, set by level.Level.Place once every
//     entity is made: level.Override.Ref; one naming an object no entity
//     was made from warns) and class (an object of its members, nested; a
//     member of type object stays the object's id). In the JSON
//     format a class's members carry no types, so a colour member keeps
//     Tiled's spelling. A value that is not of its type (a bool "yes", an int
//     "1.5", a color "#zz"), or a type Tiled does not write, warns, naming
//     the object, layer or tile and the property, and the property is left
//     out, as if it were not there. Decision: the custom properties of the
//     map, of a tile set and of its tiles (but a tile's "collision", and a
//     tile a tile object shows, above) are read and not used, and each of
//     these warns once, listing their names: Griff
//     has no entity for the map or a tile set to carry them, and a tile is a
//     cell of a tilemap, not an entity (to set components for a whole map,
//     give its layers or a group of them the properties). Dropping them
//     silently would hide a designer's mistake.
//   - Tile sets from one image or from a collection of images; external tile
//     set files (.tsx or .tsj) are read relative to the map, and what one
//     gets wrong warns at its own line and column in that file; one that is
//     missing or does not parse warns at the map's reference to it (naming
//     the place of the mistake in the tile set file) and its tiles draw
//     nothing. Tile sets are numbered by their firstgid, in whatever order
//     the map lists them (Tiled keeps them by firstgid too, so no warning). A
//     firstgid that is not a whole number from 1 to 2^28-1, or a tile set's
//     tilewidth or tileheight not from 1 to MaxTileSize, warns and the tile
//     set is left out; two tile sets whose gids overlap warn at the second's
//     firstgid, naming both, and a gid both hold shows the tile of the one of
//     the higher firstgid (the later in the map, where equal), as in Tiled. A
//     cell whose gid no tile set holds (below the first, past the tiles of a
//     tile set of one image, or an id no tile of a collection has) warns once
//     a layer, counting them, and is empty. A tile set of one image whose
//     tiles are squares the size of the map's cells, packed from the image's
//     corner, is the Tilemap's Tileset; the tiles of any other (a margin or
//     spacing, as Tiled's desert example has; tiles larger or smaller than a
//     cell, or not square) are drawn from their own regions of the image
//     (visual.TileImage.Region) at their size, bottom-left at their cell, as
//     Tiled draws them. A map whose cells are not square warns: a
//     Griff.Tilemap's cells are, so its rows are drawn a cell's width apart.
//     A tile set's objectalignment places its tile objects (and the prefabs
//     they spawn) as Tiled does: the object's x, y is the named point of its
//     rectangle (bottom-left when unspecified, as on an orthogonal map). A
//     tile offset (tileoffset) and a tilerendersize of "grid" for tiles not
//     the size of a cell warn: Griff draws tiles in their cells at their own
//     size.
//   - The map's backgroundcolor is a Griff.Shape box of its colour over the
//     map (a finite map's cells; an infinite map's tile layers' extent), on
//     the backmost layer (-128), in a first root node "background".
//     Decision: Tiled fills the whole view with it, and a scene has no such
//     fill (a camera's Clear belongs to the scene file), so it covers the
//     map, which is what a player sees of it.
//   - Object templates (.tx, .tj) are read: an object takes from its template
//     the attributes and shape it does not give itself and the properties it
//     does not override, and a tile the template shows is numbered as the
//     map numbers the template's tile set. A template that does not read
//     warns and its objects keep what the map gives them.
//   - Isometric, staggered and hexagonal maps are refused: the reader
//     returns a FileError wrapping ErrOrientation that names the file and
//     the orientation (decision: drawn as if orthogonal they would look
//     broken and collide wrongly, which is worse than a clear refusal).
//     Wang sets and terrains (editing aids) are not read. An image's
//     transparent colour (trans, transparentcolor) and an image embedded in
//     the file warn: Griff draws image files with their own alpha.
//
// Every warning names the file, the line and the column: in the XML format
// the element's (encoding/xml places an element at the end of its start
// tag), in the JSON format the value's at fault (the file is parsed a second
// time with places, scenes/internal/jsontree.ParseShallow, a tile layer's
// data kept whole: one node, not one a cell). A
// warning also names the layer, object, tile set or tile by id and name.
//
// Decision: an <object> and its own <property> elements are read by a
// token walk (readObject), not by encoding/xml's reflection, which was
// about 40% of reading the built-in game's first map; the walk gives the
// very values and errors reflection gave (attributes in order, numbers
// parsed as encoding/xml parses them, children matched on their local
// name, a second <polygon>, <text> or <properties> read into the first's),
// and a property's own nested <properties> are still read by reflection, so
// encoding/xml's depth limit holds as before. TestObjectWalkSameAsReflection
// and FuzzObjectWalk compare the two, object by object and whole reads.
//
// Decision: a <data> whose whole content is CSV text (digits, commas,
// spaces, tabs and line feeds up to </data>) is taken from the file's bytes
// as they are, and encoding/xml is handed only the text's line feeds and
// last line, so it counts every line and column after it as before; it
// read such text a byte at a time, about 2.1M instructions of the window
// player's start (the built-in game's start map; cachegrind, issue 20).
// Other text is read by encoding/xml. TestCSVTextSame and FuzzCSVText
// compare the two over whole reads.
//
// A number attribute (a layer's or group's offsetx, offsety, opacity,
// parallaxx, parallaxy; an object's x, y, width, height, rotation, its
// polygon's points and its text's pixelsize; the map's parallax origin) that
// is not a finite number of at most MaxNumber (2^30) in magnitude (NaN,
// Infinity, "1e400", text) warns and takes its default (0; 1 for opacity and
// parallax factors; 16 for a text's pixel size); a polygon's bad point is
// left out. A tile set's tile width, tile height, margin or spacing past
// MaxNumber warns, naming the tile set, and is taken as MaxNumber in
// magnitude (its tiles then reach outside any image, and a tile's place
// cannot wrap round into it). The map still loads. An opacity outside 0..1 warns, naming the
// layer, and is clamped into it. A tile layer of a finite map whose width and
// height are not the map's (Tiled makes them equal, so a map header far
// larger than its layers' data is a damaged or hand-edited file) warns and
// keeps its own; one that gives none has the map's. A tile layer's data of
// the wrong length warns at its <data> element and is cut or padded with
// empty cells; a CSV value that is not a tile id warns at its own line and
// column, and the layer is left empty.
//
// # Limits
//
// Decision: a map, however malformed, costs bounded time and memory. A map or
// tile set file is at most MaxFileSize bytes (8 MiB); a map holds at most
// MaxLayers layers (1,024), MaxObjects objects (65,536), MaxTilesets tile
// sets (256) and groups MaxGroupDepth deep (32); a tile layer at most
// MaxLayerCells cells (2^20, what a Griff.Tilemap holds), its compressed data
// decompressed to at most 4 bytes a cell, checked as it is decompressed; a
// map's tile layers MaxMapCells cells in all (2^22), counted before the
// cells are made, so a file of a few bytes naming a thousand layers of a
// million cells is refused rather than filled. A finite map whose width ×
// height is past MaxLayerCells is refused at its header, before any layer
// is read. Past one of these the map is refused with an error wrapping
// ErrLimit naming the file, the place and the limit. A map whose tilewidth
// or tileheight is not from 1 to MaxTileSize (16,384) pixels is refused
// with an error wrapping ErrFormat at the attribute: nothing sensible can
// be drawn of it. A layer showing so many tile sets that its tilemaps (one a
// tile set) would take the map past MaxMapCells warns and is left empty. A
// polygon or polyline object of more than MaxPolygonPoints (256) points
// warns and has no collider (cutting a concave polygon into convex
// parts takes time growing with the square of its points). The scene made
// from a map is a scene file like any other, so it is also held to
// scenes.MaxFileSize (2 MiB): about 500,000 cells of tiles. A map within
// MaxLayerCells whose scene is larger is refused by level.Level.SceneFile
// with an error wrapping level.ErrTooLarge that names the map file, the
// scene's size and how many bytes past scenes.MaxFileSize it is.
package tiled

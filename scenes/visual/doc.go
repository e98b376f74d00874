// Package visual holds the drawing components as plain data: [Sprite],
// [SpriteAnimation], [AnimationSet], [Text], [Tilemap], [Shape] and [Camera], with
// [Smoothed] for drawn state that changes in steps, and the [Drawable] interface
// through which anything is drawn. It imports only packages griff and scenes, so game
// modules and scripts use it directly: a module shows a character's clip with
// [Play], turns it with [Sprite.Face] and sets a counter's words with [Text.Set].
//
// Nothing here runs by itself. The view system (runtime/view) advances
// animations and moves cameras each fixed step, in every game (a server's too,
// so the state it changes is the same everywhere); the renderer (package
// rendering) turns the scene into a draw list (the plain list of textured
// quads a graphics backend draws) each frame and is the only code that reads
// images and fonts. A view is the part of the screen one camera draws into; the
// HUD (heads-up display) is what is pinned to the screen over every view.
//
// # Units
//
// The world is in world units, y down, as package scenes has it. One texel of a
// sprite or tile, and one pixel of a font, is one world unit before the entity's
// scale, and at zoom 1 one world unit is one screen pixel. What is pinned to the
// screen (DrawOrder.HUD) reads its entity's world transform as screen pixels.
//
// # Drawables and sinks
//
// The renderer finds what to draw through the Drawable interface, never a list
// of types: every component of an active entity with an Order and a Draw method
// is drawn, a module's as well as the built-in ones. The decision, and why:
//
//   - Order returns a *DrawOrder (layer, z, y-sorting: lower on screen drawn in
//     front, HUD), which a component gets by embedding one. The renderer packs it with the entity's
//     interpolated world y into a 64-bit key ([DrawOrder.SortKey]) and sorts by
//     it with a stable radix sort, so the key is the whole of the ordering and
//     everything one Draw call draws stays together in the order drawn.
//   - Draw is called once a frame per drawable, in hierarchy order, before the
//     views are drawn; it records what it draws into a [Sink]. The renderer then
//     draws the records into each view (and the HUD), culling (leaving out)
//     what a view cannot see and a tilemap's hidden cells. So a drawable works
//     out its pictures once a frame whatever the number of views, and code that
//     is not the renderer never sees screen coordinates, textures or the list.
//   - The Sink's vocabulary is the built-in drawing components themselves
//     (Sprite, Text, Shape, Tilemap) plus [Quad], a textured quad with its own
//     corners: a module draws a health bar as two Shapes or a card as a Sprite
//     and a Text, by the same code paths and with the same rules (placeholders
//     for missing images, font fallbacks, culling, drawing between steps) as the
//     components. The built-in components' Draw methods are one call each
//     (Sprite.Draw calls Sink.Sprite), so they are drawables like any other.
//   - A Sink is an interface the renderer implements with a per-frame context
//     (rendering's frame being built); it carries the entity, Tick and Blend
//     for Smoothed values. The renderer's caches (image sizes, fonts, the glyph
//     atlas) stay on the renderer; a component keeps only a [Memo] (a Sprite a
//     4-byte [ImageMemo]), an opaque slot for the renderer's note about it,
//     which is not state.
//
// Camera is not a Drawable: it says how the world is seen, and the renderer
// reads every active camera in hierarchy order.
//
// # Drawing between steps
//
// A frame usually falls between two fixed steps. A transform that moved in the
// last step is drawn between where it was and where it is, by the frame's blend
// (0 to 1, runtime.Clock.Blend); Smoothed does the same for drawn component state (a tint, a flash,
// a zoom, a shake offset). Set it inside a step with the step's tick, and the
// renderer draws it with At.
//
// # Sprite's layout
//
// Sprite is 160 bytes (issue 20, December 2026; it was 192, three cache
// lines). A build reads all of it, and at 100,000 moving sprites on cold
// caches its time follows the bytes it streams through, not the lines one
// Sprite touches: a build that skipped one of the three lines took as long
// (cachegrind: 5.84 lines missed a sprite to 4.87; CPU time 1.0 to 1.08
// times as long, rounds interleaved), while a Sprite padded to 256 bytes
// took 1.09 to 1.13 times as long. So the Sprite was made smaller, keeping
// its saved fields in the order scene files, componentdocs, the state digest
// and the snapshot layout digest see:
//   - [Region]'s numbers are int32 (16 bytes, not 32). A scene file's number
//     outside int32 is an error reading the file, naming the field; the
//     importers warn; [RegionOf] saturates a number computed as an int. The
//     state digest hashes every integer as its int64 value whatever its
//     width, so a Region hashes as it did.
//   - the renderer's note is an [ImageMemo] of 4 bytes in what was the
//     padding after FlipX and FlipY, not a 16-byte [Memo] at the end.
//
// Offsets: Image 0, Region 16, Pivot 32, FlipX 48, FlipY 49, Memo 52, Tint
// 56, Flash 96, FlashAmount 112, DrawOrder 136 (24 bytes: its Layer is an
// int beside Z, a float64; a smaller Layer would need the fields reordered,
// which changes the state digest's order). The build's counts a sprite at
// 100,000 cold (rendering's TestCountBuild, cachegrind): lines read and
// missed 4.28 to 3.77 (4.03 with the ImageMemo alone), written 1.28 to
// 1.27, instructions 253.1 to 254.1. CPU time of rendering's
// BuildMoversCold_100k_Mover, runs interleaved: 0.905 times the 192-byte
// Sprite's (median of 20 pairs, 10 in each order, load 1.0 to 2.3), of
// which the int32 Region's part is 0.963 (36 pairs against the ImageMemo
// alone); at 10,000, 0.953 (10 pairs).
// The snapshot layout digest changed with it: a save made before is read
// through its schema (scenes.ReadSnapshotMigrating), field by field, into
// the same state (runtime/saves' TestLoadsSaveOfOldSprite); a plain snapshot
// of the older build is refused, as any of another build is.
//
// # Bounds
//
// Decision: an animation's numbers have ranges, so a scene file cannot make one
// that means nothing or overflows: a grid has at most [MaxFrames] (65,536)
// frames, the rate is at most [MaxFPS] (1000 frames a second, a frame a step at
// the highest step rate) and a NaN rate is 0, Elapsed is at least 0 and Frame
// lies among the frames. A value out of range is clamped to the nearest one in
// it ([SpriteAnimation.Bound], which the view system calls each step; [Play]
// for an AnimationSet's clip), with one warning in the problem log naming the
// entity and Griff.SpriteAnimation or Griff.AnimationSet, and the game goes on.
// A negative rate or count is not out of range: it holds the frame, or has no
// frames, as documented on the fields.
//
// # Levels in scene files: the text form and tile collision
//
// A [Tilemap] in a scene file can be written as a picture: one string a row,
// one character a cell, and a legend saying which tile each character shows
// ([TilemapText]). What a tile is to physics lives with the tile set: its
// "tiles" object marks tiles solid or one-way ([TileSet], [TileCollision]),
// and physics walls take their cells from it instead of a parallel array of
// their own. A level a designer can edit in any text editor:
//
//	{
//	  "id": 7,
//	  "name": "Ground",
//	  "components": {
//	    "Griff.Tilemap": {
//	      "tileset": "assets/tiles.png",
//	      "tileSize": 16,
//	      "tiles": {"4": {"collision": "solid"}, "6": {"collision": "oneWay"}},
//	      "legend": {".": {}, "#": {"tile": 4}, "=": {"tile": 6}},
//	      "rows": [
//	        "..........",
//	        "....===...",
//	        "..........",
//	        "##########"
//	      ]
//	    },
//	    "Griff.TilemapWalls": {"fromTilemap": "solid"}
//	  }
//	},
//	{
//	  "id": 8,
//	  "name": "Platforms",
//	  "components": {
//	    "Griff.TilemapWalls": {"fromTilemap": "oneWay", "tilemapEntity": "Ground"}
//	  }
//	}
//
// To move the platform, move the "===" in its row; the walls follow, as they
// are the cells whose tile is solid (Ground) or one-way (Platforms, whose
// walls are one-way from the top). Each row must be as long as the first;
// every character must be in the legend, and a legend key is one character
// (any Unicode character: "█" works). A tile the tile set does not list has
// no collision, and a legend entry may give its own "collision" (a wall with
// no picture). A mistake is an error naming the file, the line and column of
// the character at fault, the component and the row and column of the cell.
//
// Decisions, and why:
//   - Rows of characters with a legend, as ASCII maps of roguelikes and the
//     CSV of Tiled's layers read, are a picture of the level that diffs a row
//     at a time. Ids would need a column of numbers a cell; characters map one
//     to one onto ids through the legend.
//   - The text form is how a file is written, not what a game holds: reading
//     the file turns it into Width and Cells (and the walls' cells) as if the
//     file gave the arrays, so a level's state, saves and fingerprints do not
//     depend on the form, and the array form still loads. Marshal writes the
//     array form (a tool writing levels writes the text form itself, as the
//     built-in game's generator does).
//   - The tile set is described beside the map that uses it, in the scene
//     file, so a level is one file; its keys are tile ids as cells hold them.
//     The Tiled and LDtk importers map onto the same model: a Tiled tile's
//     custom property collision = "solid" or "oneWay" is its tile's entry
//     (the id is Tiled's local id plus the tileset's firstgid), and an LDtk
//     IntGrid value is a legend character with a collision.
//   - Slopes are left out: a tile's collision is a whole cell or nothing,
//     which the walls merge into few rectangles (physics.MergeCells).
//   - At most [MaxTilemapCells] (1<<20) cells, the bound physics puts on the
//     walls built from them.
//
// # What a tile can do beyond its picture
//
// A [Tilemap]'s cells may be flipped and turned ([Tilemap.Flips],
// [TileFlip]: Tiled's horizontal, vertical and diagonal flags), animated
// ([Tilemap.Animations]: frames with their own durations in milliseconds,
// timed by game time, so every machine and frame rate shows the same frame
// on the same step), drawn from images of their own ([Tilemap.Images]: a
// Tiled collection of images, each picture at its size with its bottom-left
// corner at its cell's) and scrolled with parallax ([Tilemap.ParallaxShift],
// Tiled's formula: the map moves by the view centre's offset from
// [Tilemap.ParallaxOrigin] times 1 minus the factor). Decisions: the flips
// and animations change the picture only, never what a tile is to physics
// (a whole cell is the same cell whichever way it is drawn); parallax moves
// the drawing only, so a scrolled map's walls stay where the map is (a
// background with parallax should have no walls, as in Tiled). A
// [Parallax] component scrolls everything an entity and its descendants draw
// the same way (a Tiled object layer's prefabs), its factors multiplied
// through nested ones as Tiled multiplies a group's into its layers'.
//
// The components are registered with package scenes under "Griff.Sprite",
// "Griff.SpriteAnimation", "Griff.AnimationSet", "Griff.Text", "Griff.Tilemap",
// "Griff.Shape", "Griff.Camera" and "Griff.Parallax".
//
// # Lights and screen effects
//
// [Light], [AmbientLight] and [ScreenEffect] are plain data too: the renderer
// reads them (as it reads cameras) to build each view's light map and the
// screen effects, and the effects system (runtime/effects) changes them each
// step (flicker, fading, occluders for shadows). They are registered as
// "Griff.Light", "Griff.AmbientLight" and "Griff.ScreenEffect". Decisions:
//
//   - Light is multiplied, as in Godot's CanvasModulate with Light2D: the world
//     is drawn, then multiplied by a light map cleared to the ambient light
//     with every light added, saturating at 1 per channel. A scene with no
//     AmbientLight has no light map (full light), so a game pays nothing for
//     lights it does not use, and lights only show where the ambient is dark.
//   - Rooms: an AmbientLight with an Area is a room's; the one the first
//     camera's centre is in fades in, the others fade out, and the light map
//     clears to their weighted mix with white for the weight missing, so
//     walking into a cave fades from daylight to its darkness.
//   - Shadows are the drawlist's stencil: each occluder edge facing away from
//     the light is pushed out past the reach, so an occluder's lit face stays
//     lit and what is behind it is dark. A cone is a shadowed light whose
//     shadows are everything outside the cone.
//   - The HUD is not lit; a ScreenEffect applies after the views (before the
//     HUD unless OverHUD).
package visual

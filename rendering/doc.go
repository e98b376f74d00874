// Package rendering turns a game's scene into a draw list (package drawlist) each
// frame, and does nothing else: game in, draw list out. It reads the drawing
// components of package scenes/visual (every visual.Drawable, and the cameras),
// draws what is pinned to the screen, draws between fixed steps, and orders
// everything back to front. It runs no steps: animations and camera following
// are the view system's (runtime/view), which hosting adds to every game, a
// server's too. A backend (rendering/ebitenview) runs the list. It imports no
// graphics library.
//
// A draw list (package drawlist) is plain data: textured quads (four-cornered
// pictures) and the passes that say how runs of them are drawn, everything
// decided, so a backend only draws it. A view is the part of the screen one
// camera draws into; the HUD (heads-up display) is what is pinned to the
// screen over every view. A frame is one picture on screen; the game moves in
// fixed steps (package runtime) and a frame usually falls between two of them;
// the blend (0 to 1, runtime.Clock.Blend) says where.
//
// A game is drawn by a Renderer:
//
//	r := rendering.NewRenderer(rendering.Options{Screen: image.Pt(960, 540), Assets: gameFS})
//	var list drawlist.List
//	r.Build(game, game.Clock().Blend(), &list) // every frame
//
// # Renderer and frame
//
// The Renderer is what lasts from frame to frame: image sizes, fonts, the glyph
// atlas (one texture holding every character drawn), its worker goroutines and
// the buffers of the build. Each Build sets up a
// frame, the context of one build (the list, the problem log, the tick and
// blend, the jump thresholds), and hands it to every drawable as its
// visual.Sink; a drawable's Sprite, Text, Shape, Tilemap and Quad calls become
// records in the renderer's buffers, which the views then draw. The sink is
// also a visual.FloorSink: a drawable's Floor call (a raycaster's perspective
// floor and ceiling) becomes one drawlist.OpFloor pass in its place in the
// draw order, culled like a quad. A component
// keeps only the renderer's note about it (visual.Memo: its text layout, its
// tileset; a Sprite's visual.ImageMemo: the number of the image it found in
// the renderer's list), checked to be the renderer's own before it is used.
//
// # Units and spaces
//
//   - The world is in world units, y down, as package scenes has it. One texel of
//     a sprite or tile, and one pixel of a font, is one world unit before the
//     entity's scale, and at zoom 1 one world unit is one screen pixel.
//   - The screen is Options.Screen pixels (the logical size; the backend scales it
//     to the window), origin at the top-left, y down. Quads are written in clip
//     space (x -1..1 left to right, y -1..1 bottom to top) of the whole screen,
//     also inside a view, as drawlist requires.
//   - A camera shows its entity's world position at the centre of its view, zoomed
//     by Camera.Zoom (pixels per world unit) and turned by the entity's world
//     rotation. With no active camera the world is drawn with its origin at the
//     screen's top-left, one world unit to a pixel.
//   - What is pinned to the screen (DrawOrder.HUD) reads its entity's world
//     transform as screen pixels and is drawn after all views, over them.
//   - What an entity with a visual.Parallax, or its descendants, draws is moved
//     in each view by (view centre - Origin) × Shift before the camera's
//     transform (a Tilemap's own ParallaxShift likewise, the two composed as
//     Tiled composes nested factors); the HUD is not moved. The walk carries
//     the setting down as it carries the transform; distinct settings are
//     shared (at most MaxParallaxes a frame), and each pass works out one
//     camera transform a setting, so a sprite costs nothing more.
//
// # Order
//
// The renderer visits the scene once per frame in hierarchy order (depth-first,
// parents first), by its own recursion over Scene.Roots and Entity.Children: it
// skips inactive subtrees, carries each parent's interpolated world transform down
// to its children (an entity nothing above moved uses its cached world matrix),
// and has every visual.Drawable it meets draw, once. Everything one drawable
// draws shares its sort key.
// Each view (and then the HUD, if anything is on it) draws the entries into a
// pass: quads that cannot be seen are dropped (a tilemap only emits the cells a
// view can see), and the pass is put back to front by a 64-bit sort key
// (DrawOrder.Layer, then Z, then world y for YSort) with drawlist's stable
// Sorter, so equal keys keep hierarchy order. Runs of quads of one texture become one pass of the list.
// The entries' keys are sorted before any quad is made: a pass already in order
// (one layer, no YSort) writes its quads straight into the list's spare capacity
// and hands them over with drawlist.List.AddQuads, so a quad is written once
// (only the quads after a culled one move down); a pass that must be sorted
// writes them into a buffer of its own and adds each entry's quads in the
// sorter's order. The drawables draw in hierarchy order either way, so the
// texture table gains its entries in the same order (issue 20).
// Last, over everything, the HUD too, comes the cover of a scene transition
// under way (runtime/sceneflow, Scenes.Cover): one quad of the white texture,
// the whole screen for a fade (its colour's alpha times the amount), the part
// a wipe has reached for a wipe. The amount is the transition's own between
// its last two steps, at the frame's blend.
//
// A pass of ParallelMin (2,048) sprites or more works out its sprite quads in
// chunks of ChunkSize (1,024) across Options.Workers goroutines. Every sprite's
// quad has its own slot, reserved in hierarchy order before the work is shared,
// and depends only on that sprite, so the list is the same, draw for draw, for any
// number of workers. The helper goroutines are the renderer's own (see
// Workers); nothing is shared between renderers.
//
// A scene of FlatMin (256) root entities or more is walked in two phases (the
// flat walk, flat.go), so that the walk too is shared when there are
// ParallelMin roots or more. First each root that is a plain sprite (no
// children, one visual.Sprite whose image the renderer already found and can
// draw (by the sprite's note, or by its map of images when the note is another
// renderer's: two renderers drawing one scene), and otherwise only components
// of types collect found to draw nothing,
// such as a Mover) is worked out on its own, in chunks of ChunkSize roots
// across the workers: its interpolated transform, its sprite record and its
// entry. Then, on the calling goroutine in hierarchy order, each chunk's
// entries are appended to the order, the texture ids of their images asked for
// (so the texture table gains its entries in the order it always did), and
// every other root walked as above. Decisions the issue left open: a root's
// world matrix is computed from its local one rather than read through
// scenes.Transform.World, since World updates the scene's cache and so cannot
// run on several goroutines (for a root the two are the same bits); anything
// that might report a problem or look an asset up (an image not yet found, a
// missing image, a component of a type not yet seen) goes to the second phase,
// so the problem log reads as it did. TestFlatWalkIsOnePhase builds scenes of
// every kind both ways and compares the lists.
//
// Which roots are plain sprites depends only on the scene's shape, so the
// first phase keeps what it found (the plan, plan.go: by root, its transform
// and sprite, or that it draws nothing, or that the second phase walks it)
// and looks at the roots' entities and component lists again only when
// scenes.Scene.Structure (a count of entities added, destroyed, reparented or
// reordered, components added or removed, activity changed) or the roots or
// the component types known to draw nothing changed; the chunks make it again
// in parallel, as they walk. A plain sprite's transform is then read through
// the plan, in the transform column's order, and its sprite's fields straight
// from the component page: two cache lines an entity fewer (its header and its
// component list). What a sprite draws (image, region, colours, order) is
// still read from the sprite each frame, as its fields are written directly
// with nothing counting the writes; the image's note is checked only when it
// is not the image the sprite before drew. TestPlanFollowsTheScene makes each
// change of shape and shows a renderer kept blind to the count draws another
// list.
//
// A world pass whose entries are all sprites, already in order, fills quad k
// from entry k directly (no list of jobs).
//
// The fused walk (fuse.go) goes one step further for such a pass when every
// entry is a plain sprite root's: the first phase makes each plain sprite's
// quad of the world pass at once (camera applied, culled by the view) and
// writes it straight into the list's spare capacity, chunk by chunk, with its
// sort key; no sprite record is written or read, and the list is handed the
// chunks' quads as they lie. The view must be known before the walk, so it is
// worked out first: the one active camera's (its entity's transform
// interpolated as the walk does) or, with none, the whole screen's. Decisions
// the issue left open: a build tries the fused walk only when the last one's
// world pass was of that shape (a scene keeps its shape from frame to frame),
// and when it turns out not to be (a sprite put on the HUD, a root given a
// child, a second camera, keys out of order), the sprite records the first
// phase skipped are worked out after the walk and the build goes on unfused:
// the same list, at the cost of the first phase done twice on that one frame.
// TestFusedWalkIsOnePhase compares both ways, each of those changes included.
//
// Within a chunk of a fused walk with the plan made, the run of sprites of the
// common kind (the image, layer and Z of the sprite before, not on the HUD,
// unturned, or a small move of an unturned, unflipped root between steps) is
// worked out by a loop of its own (fastRun, flatfast.go) that holds the walk's
// state in registers, with the sprite's colours at blend 1 read without
// Smoothed.At and its interpolation without local's call; any other root ends
// the run and goes the general way. Decision the issue left open: a sprite
// whose world matrix and the view's have B and C zero (no turn) has its
// corners worked out in 6 products and 6 sums (axisCorners) rather than the
// camera product's and the affine's 20 and 24. That leaves out only products
// by a zero, so each corner is the long way's bits whenever it is not zero
// (adding a zero to a non-zero sum changes nothing); a corner that could come
// out zero, and so of the other sign, or infinite or NaN, is refused and
// worked out the long way. TestAxisCornersAsSpriteCorners checks the bits over
// zeros of both signs, tiny, huge and infinite values, and
// TestFusedRunsIsOnePhase a scene with a column of sprites on clip x 0.
//
// Through an unturned view, unturned sprites go through a narrower loop
// still (flatstill.go): stillRun, for a frame that draws every transform as
// it is (blend 1, or every transform jumped) and for one between steps (a
// small move interpolated as fastRun does), making those decisions once per
// run, reading a transform's scale and position as values and
// taking the corners the short way only; any sprite it refuses goes through
// fastRun alone, and the loop takes the next. And a fused walk's
// second phase puts no plain sprite's entry into the order: a fused walk
// that holds never reads it, so the entries are owed (fuse.owedFrom) and put
// in only when a root walked in the second phase draws something (before its
// own) or the walk is undone. stillRun does not even write the entry of a
// sprite without YSort (implied: its key is its LayerKey): a mark in
// fuse.seen says so (a chunk of several kinds, taken in root by root, reads
// it), and the entry is made from the plan when the order is paid or the
// walk undone.
// TestStillRunIsOnePhase and TestFusedOrderOwed compare both ways.
//
// What a sprite of such a run costs (issue 20, December 2026; counts by
// TestCountBuild under cachegrind, D1 32 KiB, last level 2 MiB): at blend 1
// the build reads its plan entry (16 bytes), its transform (64, one line of
// the transform column; a plain transform's cold part is shared) and its
// visual.Sprite (192, three lines), and writes its quad (80, into the list),
// its entry (16, Renderer.pent) and its flag (1, fuse.seen): 272 bytes read
// and 97 written. Cachegrind finds 4.31 lines read and 1.53 written missed
// a sprite at 10k and 4.28 and 1.52 at 100k moving sprites, with 262 and 257
// instructions (392 and 387 at blend 0.5). With the entry implied (below),
// 81 bytes written: 4.29 and 1.28 at 10k, 4.28 and 1.28 at 100k, with 258
// and 253 instructions.
//
// Instructions are not the whole of the time: a value built on the stack by
// narrow stores and copied by a wider load (a Vec or a quad's corners built
// and passed on) makes the load wait for the stores, as the processor
// forwards a store to a load only when the load lies within it; writing
// such values a field at a time took 5 to 40% off builds that cost more
// instructions (see stillRun, setAxisCorners, setCellCorners,
// pass.nextQuad, addEntry, unrotatedXY). Times smaller than about 10% are
// not to be trusted from one change: BuildMoversCold_100k took 1.09 to 1.12
// times as long after the change that spared the image note (6 instructions
// a sprite fewer, the same lines missed), and as long with the sprite's
// layer tested before its image, while the builds at 10k and after a step
// took 0.91 to 0.94 times as long; the loop's placement in memory may be
// what moved (December 2026, a 2-core Xeon VM). Decisions, measured:
//
//   - The entry of a sprite without YSort is implied by its sprite (its
//     LayerKey), and a fused walk that holds never reads it, so stillRun
//     does not write it (a mark in fuse.seen instead, fuse's implied).
//     A first try cost 2.4 instructions more in a loop short of registers
//     and the build took 1.03 to 1.05 times as long (CPU time,
//     BuildMoversCold at 10k and 100k, 9 rounds interleaved in each order)
//     and was left out. Tried again with the mark written in place of the
//     flag (issue 20): 0.23 to 0.25 lines written a sprite fewer at 10k
//     and 100k, 4.6 and 4.1 instructions fewer. bench/compare's build row
//     (frames in a row), runs interleaved with the binary before (median of
//     the pairs' ratios): at 100k 0.972 (0.90 to 1.14; 31.95 to 30.8 ns a
//     sprite, 24 pairs, load under 1.5) and 0.963 (12 pairs under a
//     parallel make test), at 10k 0.971 and 0.991; rendering's
//     BuildMoversCold_100k_Mover 0.958, BuildMoversStepped_100k_Mover
//     0.956, the 10k ones 0.945 and 0.957 (CPU time, 8 pairs): kept. The
//     reads (4.28 lines a sprite: plan entry, transform, three lines of
//     Sprite) are now all but the whole of what a 100k build moves.
//   - A Sprite of two cache lines (128 bytes) is not had by narrowing: its
//     Region's ints as int32 and its Memo held elsewhere make it 160, and
//     the rest is Tint and FlashAmount (Smoothed, 40 and 24 bytes with their
//     ticks), Flash (16), the DrawOrder (24), Image and Pivot (16 each),
//     whose order and types scene files, the fingerprint and the snapshot
//     layout see. Region's fields are set as ints by the view, effects and UI
//     systems, the genre modules, the scene importers and hosting, so even
//     the 160 is a change across the layers (see visual's "Sprite's layout").
//
// # Drawing between steps
//
// Build draws the game blend of the way from its last step but one to its last step.
// A transform that moved during the last step is drawn at its
// position, rotation and scale interpolated from where they were when the step
// began (scenes.Transform.Previous) to where they are, inside its parent's
// interpolated world transform; rotation goes the short way round. What jumped is
// drawn where it is: a transform that was teleported, added or reparented during
// the step (Transform.Jumped), everything on the step the scene came in on, a turn
// of more than 90 degrees, a flip (a scale that changed sign), and a move further
// than a quarter of the view's smaller side (the first active camera's viewport, in
// world units at its zoom; for an entity whose first drawing component is pinned to
// the screen, a quarter of the screen's smaller side in pixels). A camera snap is a
// Teleport of the camera, so it is a jump too. Drawn component state that changes
// in steps (tint, flash, zoom, shake) is kept in a visual.Smoothed, which does the
// same between its previous and current value.
//
// # Lights and screen effects
//
// Build reads visual.Light, visual.AmbientLight and visual.ScreenEffect
// components as it reads cameras (runtime/effects changes them in steps).
// When the scene has an ambient light faded in, each view's world is followed
// by a light map (drawlist.OpLightMap) cleared to the ambient lights' weighted
// mix (white for the weight missing below 1), into which every light adds a
// square of the built-in falloff texture (drawlist.TextureFalloff) Reach
// around its entity's interpolated position, tinted by Light.Intensity. A
// light with occluders (Light.Shadows) or a cone is a shadowed light: its
// shadow shapes are each occluder edge facing away from the light, pushed
// out along the light's rays to twice the reach, and for a cone fans
// covering the turn outside it. Views' lights are culled like quads. The HUD
// is not lit. Screen effects follow the views in hierarchy order (drawlist
// Effect), their amount between steps; those with OverHUD follow the HUD. A
// visual.WorldPlaced drawable (particles, trails) places what it draws in
// world units; its sort key still uses its entity's y.
//
// # Assets and mistakes
//
// An image's size is read once per path from its file's header
// (rendering/imagefile: PNG, JPEG, GIF) from Options.Assets and kept; the
// backend loads the pixels. An image larger than imagefile.MaxSide (4,096
// pixels) on a side cannot be drawn: it is refused from its header, before any
// of its pixels is decoded, so a small file declaring a huge image costs a few
// kilobytes. A missing, unreadable or too big image, or a font that cannot be
// found, is reported once to the game's
// problem log, naming the entity, the component drawing (a module's own drawable
// names itself) and the file. The sprite or tilemap is still drawn, as a
// placeholder: its quads keep the image's texture id, which the backend cannot
// load and draws as a magenta square (a sprite without a Region is
// PlaceholderSize texels square). The text falls back to text.DefaultFont. A
// tilemap cell whose id is above the tileset's tile count is reported once per
// map, naming the id, and drawn as a magenta square with the white texture;
// negative ids, like 0, are empty cells. A glyph a font lacks is reported once
// per font, naming the entity of the first Text that needed it.
//
// A host that draws nothing (a server, a headless run) reports the same image
// problems with an ImageCheck: it has every drawable draw into a sink that only
// looks up the images drawn (sizes from headers, no pixel decoded) and warns as
// a Renderer does, once per file.
//
// # Bounds
//
// What a game's files ask of the renderer is bounded, and each bound, when hit,
// warns once in the game's problem log, naming the entity and component (and
// the file), and the game goes on:
//
//   - Images: at most imagefile.MaxSide (4,096) pixels on a side, checked from the
//     file's header before any pixel is decoded; a larger image is drawn as a
//     magenta placeholder.
//   - Text size: a Text's Size above text.MaxSize (512 px) is drawn at 512 px; a
//     size below 0 (or NaN) draws nothing. Warned once per Text.
//   - Text length: of a Text longer than text.MaxRunes (65,536) characters, the
//     first 65,536 are laid out and drawn. Warned once per Text.
//   - Glyph atlas: at most text.DefaultMaxPages (16) pages of 1024×1024 texels
//     (16 MiB, and as many textures in the backend). When a frame fills them, the
//     glyphs that did not fit are missing from that frame, the problem is reported
//     once (naming the entity whose text filled it), and the atlas is cleared
//     before the next Build, which lays every text out again. Text in ever new
//     sizes (a size tween) thus costs rasterising again, never memory.
//   - Font files: at most MaxFontFileSize (64 MiB) is read; a larger file is not
//     read and the default font is used.
//
// # Workers
//
// The first parallel pass or flat walk starts Options.Workers - 1 helper goroutines that
// live as long as the renderer. They end when Renderer.Close is called, or by
// themselves once the renderer is collected (they do not keep it alive).
package rendering

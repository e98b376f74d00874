// Package rendering turns a game's scene into a draw list (package drawlist) each
// frame: cameras and views, drawing components (Sprite, SpriteAnimation, Text,
// Tilemap, Shape), what is pinned to the screen, drawing between fixed steps, and
// ordering back to front. A backend (rendering/ebitenview) runs the list. It
// imports no graphics library.
//
// A game is drawn by a Renderer:
//
//	r := rendering.NewRenderer(rendering.Options{Screen: image.Pt(960, 540), Assets: gameFS})
//	var list drawlist.List
//	r.Build(game, game.Clock().Blend(), &list) // every frame
//
// and its sprite animations and cameras need the rendering system among its
// systems: runtime.NewGame(opts, rendering.NewSystem(), ...).
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
//
// # Order
//
// The renderer visits the scene once per frame in hierarchy order (depth-first,
// parents first), by its own recursion over Scene.Roots and Entity.Children: it
// skips inactive subtrees, carries each parent's interpolated world transform down
// to its children (an entity nothing above moved uses its cached world matrix),
// and records the drawing components it meets. This needs no merge of per-type
// lists and no order keys, and allocates nothing. Each view (and then the HUD) draws the records into a pass: quads
// that cannot be seen are dropped (a tilemap only emits the cells a view can
// see), and the pass is put back to front by a 64-bit sort key (DrawOrder.Layer,
// then Z, then world y for YSort) with drawlist's stable radix Sorter, so equal
// keys keep hierarchy order and a scene already in order moves nothing. Runs of
// quads of one texture become one pass of the list.
//
// A pass of ParallelMin (2,048) sprites or more works out its sprite quads in
// chunks of ChunkSize (1,024) across Options.Workers goroutines. Every sprite's
// quad has its own slot, reserved in hierarchy order before the work is shared,
// and depends only on that sprite, so the list is the same, draw for draw, for any
// number of workers.
//
// # Drawing between steps
//
// Build draws the game blend of the way from its last step but one to its last
// step (DESIGN section 6). A transform that moved during the last step is drawn
// at its position, rotation and scale interpolated from where they were when the
// step began (scenes.Transform.Previous) to where they are, inside its parent's
// interpolated world transform; rotation goes the short way round. What jumped is
// drawn where it is: a transform that was teleported, added or reparented during
// the step (Transform.Jumped), everything on the step the scene came in on, a turn
// of more than 90 degrees, a flip (a scale that changed sign), and a move further
// than a quarter of the view's smaller side (the first active camera's, in world
// units). A camera snap is a Teleport of the camera, so it is a jump too. Drawn
// component state that changes in steps (tint, flash, zoom, shake) is kept in a
// Smoothed, which does the same between its previous and current value.
//
// # Assets and mistakes
//
// An image's size is read once per path with image.DecodeConfig (PNG, JPEG, GIF)
// from Options.Assets and kept; the backend loads the pixels. A missing or
// unreadable image, or a font that cannot be found, is reported once to the game's
// problem log, naming the entity and component: the sprite or tilemap draws
// nothing; the text falls back to text.DefaultFont.
//
// # Allocation
//
// The renderer keeps every buffer from frame to frame, and each component keeps
// what it worked out (a text's layout, the image it found). Once a scene has
// settled, Build allocates nothing, except the goroutines of a parallel pass.
//
// The components are registered with package scenes under "Griff.Sprite",
// "Griff.SpriteAnimation", "Griff.Text", "Griff.Tilemap", "Griff.Shape" and
// "Griff.Camera".
package rendering

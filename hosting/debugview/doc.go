// Package debugview draws the debug overlay a window host shows over a game
// on a key (F3 by default): the outlines of the physics colliders (solid
// shapes, sensor shapes as hitboxes, the shapes of runtime/switches triggers),
// the bounds of the cameras, and a small graph of the time each recent frame
// took to step the game and to draw it.
//
// Decisions:
//
//   - The overlay only draws what it is handed and reads the game; it changes
//     nothing in it (no component, no step, no random number), so a game
//     played with it on has the same fingerprint as without. It is appended
//     to the frame's draw list after the renderer's Build, in each camera's
//     view, so it is not in a game's screenshots unless it is on.
//   - Times come from the host, which measures them around the loop's steps
//     and its draw (Times.Add): nothing in the simulation reads a clock.
//   - Outlines are drawn where the shapes are after the last step, not
//     between steps, as a physics debugger shows them; a collider of an
//     entity that moves smoothly is drawn up to a step ahead of its sprite.
//   - Colours: solid collider shapes and tilemap walls (the rectangles
//     physics.MergeCells makes of them, as the physics world builds them)
//     green, sensor shapes (hitboxes) orange, a trigger's shapes magenta,
//     camera bounds cyan. Capsules are drawn as their box; a polygon's points
//     are joined in the order given.
//   - The graph is Frames bars, one a frame, 1 logical pixel wide, in the
//     bottom-left corner: the step time in blue, the draw time in yellow on
//     top of it, with a line at 1/60 s (16.7 ms) and the graph's top at
//     GraphMax (33.3 ms); a longer frame is drawn to the top in red.
//   - Whether a host offers the overlay is the host's option: the window
//     player offers it for a game folder, an exported game only when asked
//     (griff-player --debug-overlay).
package debugview

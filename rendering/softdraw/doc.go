// Package softdraw is a software backend of package rendering: it runs the passes
// of a drawlist.List on the CPU into an *image.RGBA. A headless game (a server,
// a test, an agent over MCP) has no GPU and no window; softdraw gives it a
// picture of its frame all the same, and gives tests golden pictures that need
// no GPU. It imports no graphics library.
//
// Decisions:
//
//   - Clip space covers the whole target, as drawlist says: a corner goes to
//     ((x+1)/2·W, (1-y)/2·H) pixels, as in rendering/ebitenview.
//   - A quad is two triangles, (0,1,2) and (0,2,3), filled where a pixel's centre
//     is inside, with the top-left rule on edges, so two triangles sharing an edge
//     never draw a pixel twice. Texture coordinates are interpolated linearly
//     (exact for the parallelograms sprites, tiles and glyphs are).
//   - Sampling is nearest, always (the pixel-art setting of the window), clamped
//     to the texture's edge.
//   - Blending is premultiplied, as in the Ebitengine backend: sprites and text
//     source over; holes destination-out (dst·(1-src.a)). The texel times the
//     tint, pushed towards the flash colour by the flash amount (times alpha).
//     Arithmetic is float32 per channel, rounded to 8 bits once per blend.
//   - Views clip to their viewport, cleared first to their colour when its alpha
//     is above 0.
//   - The light map is drawn as the Ebitengine backend draws it: a picture of
//     the target's part of the screen cleared to the ambient light, lights
//     added (texel times tint, saturating at 1 per channel), a shadowed light
//     drawn into a second picture with its shadow shapes erased before it is
//     added (what the stencil does), then the target's RGB multiplied by it.
//     The light map is kept in float32 (the window's is 8-bit), so a picture
//     may differ from the window's by one step of 255 where lights overlap.
//   - Screen effects (fade, grayscale, vignette, pixelate) follow the
//     backend's effect shader over the current target (the view's part of the
//     screen, or all of it), reading a copy of it; an effect of an unknown kind
//     is left out and counted by Canvas.Skipped.
//   - A floor pass (drawlist.OpFloor) fills its quad pixel by pixel with the
//     floor or ceiling texel each pixel sees from the pass's camera, as
//     drawlist.FloorCast defines (floor casting), in float32 like the floor
//     shader of the Ebitengine backend, blended source over; the two agree
//     to within 3 of 255 but where a pixel falls the other side of a
//     texel's edge (testdata/floor.png is the golden both are checked
//     against).
//   - The built-in light falloff texture (drawlist.TextureFalloff) is made
//     from drawlist.FalloffTexel, as in the window.
//   - Images are read once by name from the game folder through
//     rendering/imagefile (so its size bound holds); one that cannot be read draws
//     as opaque magenta, as in the window, and Draw returns no error for it (the
//     renderer has reported it in the problem log). Glyph-atlas pages are read
//     from the renderer's text.Atlas at each Draw.
//
// A Canvas is not safe for concurrent use.
package softdraw

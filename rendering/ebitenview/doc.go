// Package ebitenview is the Ebitengine backend of package rendering: it runs the passes
// of a drawlist.List onto an *ebiten.Image. With hosting/ebitenhost it is the only Griff
// package that imports Ebitengine.
//
// Decisions:
//
//   - Clip space covers the whole target image, as drawlist says (also inside a view:
//     a view's viewport only clips): a corner goes to ((x+1)/2·W, (1-y)/2·H) pixels.
//     A view draws into a sub-image of its parent (Ebitengine sub-images keep their
//     parent's coordinates and clip drawing to their bounds), cleared first to its
//     colour when that colour's alpha is above 0.
//   - Batching: each pass of quads is one DrawTrianglesShader call, or one per
//     16,384 quads: Ebitengine v2.8 has no DrawTriangles32, and its uint16 indices reach
//     65,536 vertices, 4 per quad. The vertex buffer and the index pattern (0 1 2 0 2 3
//     per quad) are kept from frame to frame. So N sprites of one texture in one pass
//     are ceil(N/16384) draw calls; Ebitengine merges consecutive calls with the same
//     shader, image and blend into one GPU draw.
//   - Chunks: a batch is converted to vertices and handed to DrawTrianglesShader 512
//     quads at a time (96 KiB of vertices), which Ebitengine merges back into the
//     batch's one GPU draw (Stats counts it once). Converting a whole batch first
//     wrote up to 3 MB that Ebitengine then read back and copied, after the cache
//     had lost it: at 10,000 sprites, the first Draw after other work (a step and a
//     build, or 16 MiB written) cost 97-100 ns a sprite of CPU against 67 for a Draw
//     right after another; in chunks it costs 56-64 and 54-57 (batch.go, chunkQuads).
//   - One Kage shader (pixel unit) draws every quad: the texel times the tint (the
//     vertex colour, premultiplied), pushed towards the flash colour (Custom0..2, the
//     vertex's custom attributes) by the flash amount (Custom3). It samples nearest
//     when Options.PixelArt is set, else bilinearly; both clamp to the image's own
//     region, so neighbours on Ebitengine's texture atlas never bleed in.
//   - Blending, all premultiplied: sprites and text source over; holes
//     destination-out (dst·(1-src.a)); lights add (one, one) into the light map.
//   - The light map is a screen-sized picture (one, reused: a light map cannot open
//     inside another); the part under the target is cleared to the ambient colour, the
//     lights are added, and the target is multiplied by it (rgb only; alpha kept).
//     Light saturates at 1 per channel (8-bit picture, no HDR). A shadowed light is
//     drawn into a second picture, its shadow shapes erased from it, and the rest
//     added: what a stencil would do, exactly, at the cost of one picture.
//   - Screen effects copy the target into a scratch picture and draw it back through
//     an effect shader: fade (mix towards the colour), grayscale (Rec. 709 luma),
//     vignette (mix towards the colour by smoothstep(radius, 1, distance from the
//     centre / half-diagonal) times the strength; the distance uses the target's
//     half-size, so the falloff is elliptical on a wide target), pixelate (each block
//     takes the texel at its centre, not the block's average).
//   - A floor pass (drawlist.OpFloor) is one draw call of the floor shader: the quad's
//     own (fx, fy) ride in the vertices' custom attributes, the camera in uniforms,
//     and each pixel samples (nearest) the floor or ceiling texel it sees, as
//     drawlist.FloorCast defines, darkened by the fog, blended source over. It is
//     checked against rendering/softdraw's golden picture of the same pass.
//   - New compiles only the quad shader; the screen effect and floor shaders are
//     compiled by the first Draw that needs them (most games use neither), which
//     then panics if one does not compile (a bug here, as New's panic is). Measured
//     on griff-window --frames 1 --window (the built-in game, which draws neither;
//     cachegrind, GOGC=off, 2026-12-04): 3.1M fewer instructions in Go code (two
//     Kage compilations), about 0.7 MB less allocated before the first frame; peak
//     RSS unchanged within the runs' spread.
//   - Image assets are read once by name from the game folder (PNG, JPEG, GIF through
//     imagefile.Decode) and read again at the next Draw after the host says the file
//     changed (View.Reload): the view reads no file times; the window host's file
//     watcher (hosting/ebitenhost) tells it. Each image read again is told to
//     Options.Reloaded, so the host can make the renderer read sizes again. An image that cannot be read is reported once (Options.Problems, an
//     *ImageError naming the file) and drawn as opaque magenta. Images over 4096
//     pixels on a side are refused from their header, before their pixels are
//     decoded (rendering/imagefile).
//   - Glyph-atlas pages (rendering/text) are uploaded when the page's version changes,
//     only the dirty rectangle, as premultiplied white (a, a, a, a).
//   - Allocation: once textures are loaded, Draw allocates nothing of its own (the
//     vertex buffer, sub-images of views, draw options and uniforms are kept).
//     Ebitengine v2.8 itself allocates a few objects per draw call (its command queue
//     and, on OpenGL, its GL calls); the count does not grow with the number of quads.
//
// A View belongs to one game and must be used from the goroutine that runs
// Ebitengine's Draw.
package ebitenview

// Package drawlist is the draw list: plain data that says everything a frame draws, built by
// package rendering and run by a backend (Ebitengine, or a golden-file dump in tests). It
// imports nothing but the standard library.
//
// A List holds quads in one slice and the passes that draw them. Everything is decided when
// the list is built; a backend only runs the passes in order.
//
// Decisions:
//
//   - Clip space. A quad's corners are in clip space: x from -1 (left edge of the screen) to
//     +1 (right edge), y from -1 (bottom) to +1 (top), y UP, as in OpenGL and WebGL. A
//     backend that works in pixels with y down (Ebitengine) maps a corner to
//     ((x+1)/2·width, (1-y)/2·height). Clip space is always the whole screen, also inside a
//     view: a view's frame is projected into its part of the screen by the builder, and the
//     view's viewport only clips (scissors) drawing.
//   - Corner order. Corner k of a quad is where corner k of its texture rectangle lands:
//     0 = (U0,V0) top-left of the texture rectangle, 1 = (U1,V0) top-right, 2 = (U1,V1)
//     bottom-right, 3 = (U0,V1) bottom-left. Rotation, skew and flips are all in the corner
//     positions; a backend draws the triangles 0-1-2 and 0-2-3.
//   - Texture rectangles are in texels of the texture the pass names, origin at the
//     texture's top-left, v down (as image.Image and Ebitengine count them). A backend that
//     wants normalised coordinates divides by the texture's size.
//   - Colours are float32 RGBA from 0 to 1. A tint is premultiplied by its alpha: half
//     transparent white is {0.5, 0.5, 0.5, 0.5}. The texel (premultiplied too) is
//     multiplied by the tint; blending is "source over" for premultiplied colours
//     (dst = src + dst·(1-src.a)).
//   - Flash. Flash is a straight (not premultiplied) RGB colour and FlashAmount (0..1) how far
//     the quad's colour goes towards it: rgb = mix(texel.rgb·tint.rgb, Flash·a, FlashAmount),
//     a = texel.a·tint.a. A white hit flash is Flash {1,1,1}, FlashAmount 1.
//   - Textures are small integer ids (TextureID) into the list's texture table, which the
//     builder fills and the backend reads: an image asset by name, or a page of the glyph
//     atlas with its version. Id 0 is always the white texture: a single opaque white texel,
//     so solid shapes use WhiteTexture with the texture rectangle {0,0,1,1}.
//   - Nesting. A view (OpView) and the light map (OpLightMap) contain passes. The list is
//     flat: such a pass is followed by its contents, and its Nested field counts them
//     (descendants included), so a backend walks the passes with one index.
//
// Sorter and Permute put draws back to front by 64-bit sort keys with a stable LSD radix
// sort that moves as little as it can: nothing when the keys are in order, no pass for a
// byte every key shares, and only the stretch of draws that changes place.
//
// A List is not safe for concurrent use; each game builds its own.
package drawlist

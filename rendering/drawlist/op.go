package drawlist

import "strconv"

// Op says how a pass draws. The zero value is not a valid Op.
type Op uint8

// The passes. "The current target" is the screen, or inside a view the part of the screen
// the view covers.
const (
	// OpSprites draws a run of quads from one texture (Pass.Texture), blended source over.
	OpSprites Op = iota + 1
	// OpText draws a run of glyph quads from one page of the glyph atlas (Pass.Texture names
	// a TextureAtlasPage entry). Pages hold coverage only (alpha); a texel is white with that
	// alpha, so the tint gives the text its colour.
	OpText
	// OpHoles erases what the current target holds where its quads cover:
	// dst = dst·(1 - src.a), with src.a the texel's alpha times the tint's alpha. Used for
	// cut-outs such as a window in a wall or a clear patch in fog.
	OpHoles
	// OpLightMap darkens what the current target holds so far by a light map: a picture the
	// size of the target, cleared to Pass.Color (the ambient light, premultiplied, A=1),
	// into which the nested OpLights and OpShadowedLight passes add their light; the target
	// is then multiplied by it. Its Nested passes must be OpLights or OpShadowedLight.
	OpLightMap
	// OpLights adds a run of lights without shadows to the enclosing light map: each quad
	// samples Pass.Texture (usually a radial falloff), times its tint, added (one-one
	// blending).
	OpLights
	// OpShadowedLight adds one light with shadows to the enclosing light map: the quads from
	// the second on are the shadow shapes, which mark the stencil; the first quad is the
	// light, added like an OpLights quad only where no shadow shape covers. Shadow shapes
	// are solid (their texture rectangle and colours are ignored).
	OpShadowedLight
	// OpEffect draws the current target into an off-screen picture and back through a
	// screen effect (Pass.Effect with Pass.Color and Pass.Params). It has no quads.
	OpEffect
	// OpView is a camera drawn into part of the screen: drawing is clipped to Pass.Viewport,
	// which is first cleared to Pass.Color (premultiplied; A=0 leaves what is there), then
	// the Nested passes after it are drawn. It has no quads.
	OpView
	// OpFloor draws a raycaster's textured floor and ceiling in perspective (floor
	// casting, as in Lode Vandevenne's raycasting tutorial): its one quad is the 3D view's
	// rectangle (axis-aligned; its texture rectangle is unused, its tint multiplies), and
	// Pass.Floor says where the camera is. Every pixel below Floor.Horizon shows the floor
	// texture of the point of the ground plane it sees, every pixel above the ceiling's,
	// each sampled nearest from Pass.Texture and darkened with distance, blended source
	// over. See FloorCast.
	OpFloor
)

var opNames = [...]string{"", "sprites", "text", "holes", "lightmap", "lights", "shadowedlight", "effect", "view", "floor"}

// String returns the op's name as the dump writes it, e.g. "sprites".
func (o Op) String() string {
	if int(o) < len(opNames) && o != 0 {
		return opNames[o]
	}
	return "Op(" + strconv.Itoa(int(o)) + ")"
}

// holdsQuads reports whether passes of this op draw a range of quads.
func (o Op) holdsQuads() bool {
	return o != OpEffect && o != OpView && o != OpLightMap
}

// isContainer reports whether passes of this op contain nested passes.
func (o Op) isContainer() bool {
	return o == OpView || o == OpLightMap
}

// Effect is a screen effect an OpEffect pass applies. The zero value EffectNone draws the
// target back unchanged.
type Effect uint8

// The screen effects and what they read from the pass. Amounts run from 0 (no effect) to
// 1 (full effect).
const (
	// EffectNone draws the picture back unchanged.
	EffectNone Effect = iota
	// EffectFade mixes the picture towards Pass.Color (premultiplied) by Params[0].
	EffectFade
	// EffectGrayscale removes colour by Params[0], using Rec. 709 luma weights
	// (0.2126, 0.7152, 0.0722).
	EffectGrayscale
	// EffectVignette darkens towards the corners: Params[0] is the strength, Params[1] the
	// radius (as a fraction of the half-diagonal) where darkening starts, and Pass.Color the
	// colour the edges go to.
	EffectVignette
	// EffectPixelate draws the picture in blocks Params[0] pixels wide (1 or less: off).
	EffectPixelate
)

var effectNames = [...]string{"none", "fade", "grayscale", "vignette", "pixelate"}

// String returns the effect's name as the dump writes it, e.g. "fade".
func (e Effect) String() string {
	if int(e) < len(effectNames) {
		return effectNames[e]
	}
	return "Effect(" + strconv.Itoa(int(e)) + ")"
}

// TextureKind says what a texture-table entry refers to.
type TextureKind uint8

// The texture kinds.
const (
	// TextureWhite is the single opaque white texel every list has as id 0.
	TextureWhite TextureKind = iota
	// TextureImage is an image asset, named by Texture.Name.
	TextureImage
	// TextureAtlasPage is a page of the glyph atlas (Texture.Page), with its version.
	TextureAtlasPage
	// TextureFalloff is the built-in light falloff: FalloffSize texels square,
	// texel (x, y) premultiplied white of FalloffTexel(x, y), which every
	// backend makes for itself (List.Falloff).
	TextureFalloff
)

var textureKindNames = [...]string{"white", "image", "page", "falloff"}

// String returns the kind's name as the dump writes it, e.g. "image".
func (k TextureKind) String() string {
	if int(k) < len(textureKindNames) {
		return textureKindNames[k]
	}
	return "TextureKind(" + strconv.Itoa(int(k)) + ")"
}

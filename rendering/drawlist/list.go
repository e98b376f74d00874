package drawlist

import "slices"

// TextureID is a texture's index in List.Textures. WhiteTexture (0) is always the white
// texel.
type TextureID uint16

// WhiteTexture is the id of the single opaque white texel every list has.
const WhiteTexture TextureID = 0

// Texture is one entry of a list's texture table: what a TextureID refers to.
type Texture struct {
	// Kind says which of the fields below apply.
	Kind TextureKind
	// Name is the image asset's name (TextureImage), as the game's assets name it.
	Name string
	// Page is the atlas page's index (TextureAtlasPage).
	Page int32
	// Version is the atlas page's version when the list was built (TextureAtlasPage): a
	// backend re-uploads the page when it differs from the version it uploaded last.
	Version uint64
}

// Viewport is a rectangle of the screen in pixels: origin at the screen's top-left, y down.
type Viewport struct {
	X, Y, W, H int32
}

// Pass is one step a backend runs. Which fields apply depends on Op; the others are zero.
type Pass struct {
	// Op says how the pass draws.
	Op Op
	// Effect is the screen effect (OpEffect).
	Effect Effect
	// Texture is the texture the quads sample (OpSprites, OpText, OpHoles, OpLights,
	// OpShadowedLight).
	Texture TextureID
	// First is the index in List.Quads of the pass's first quad, and Count how many quads
	// it draws: List.Quads[First : First+Count].
	First, Count int32
	// Nested is how many of the passes right after this one are inside it, nested ones
	// included (OpView, OpLightMap).
	Nested int32
	// Color is the ambient light (OpLightMap), the clear colour (OpView) or the effect's
	// colour (OpEffect); premultiplied.
	Color Color
	// Viewport is the part of the screen a view draws into (OpView); the unit is pixels.
	Viewport Viewport
	// Params are the effect's settings (OpEffect); see Effect's constants.
	Params [4]float32
	// Floor is the camera of a floor pass (OpFloor).
	Floor FloorCast
}

// FloorCast is the camera an OpFloor pass draws the ground plane from, on a grid of
// cells of side 1 (a raycaster's map units). Take a pixel at (fx, fy) of the pass's quad,
// each from 0 at its top-left to 1 at its bottom-right, at the pixel's centre. Below the
// horizon (fy > Horizon) it sees the floor at distance d = 0.5/(fy-Horizon), above it
// (fy < Horizon) the ceiling at d = 0.5/(Horizon-fy): the camera is half a cell above
// the floor and below the ceiling, and a wall at distance d spans 1/d of the quad's
// height, centred on the horizon. The point seen is Pos + d·(Dir + Plane·(2·fx-1)); its
// place within its cell, (fract(x), fract(y)), picks the texel of the Floor or Ceiling
// rectangle (u = U0 + fract(x)·(U1-U0), v likewise), sampled nearest. The texel is
// multiplied by the light max(MinLight, 1/(1+d²·Fog)) in its colour (not alpha) and by
// the quad's tint. An empty rectangle (U1 = U0 or V1 = V0) draws nothing on its side.
// The pixel on the horizon row itself (fy = Horizon) draws nothing.
type FloorCast struct {
	// Pos is the camera's place, Dir its (unit) direction and Plane the camera plane's
	// half-width vector at distance 1 (perpendicular to Dir, to the right of the view).
	Pos, Dir, Plane [2]float32
	// Horizon is the horizon's height down the quad, 0 (top) to 1 (bottom).
	Horizon float32
	// Floor and Ceiling are the texture rectangles of one cell of floor and of ceiling,
	// in texels of the pass's texture.
	Floor, Ceiling TexRect
	// Fog and MinLight shade with distance (see above); Fog 0 draws unshaded.
	Fog, MinLight float32
}

// List is a frame's draw list: its quads, the passes that draw them, and the texture table
// the passes refer to. The zero value is an empty list ready to use (its texture table
// gains the white texture on first use).
//
// A List is filled by the methods below, which keep it consistent; a backend reads the
// exported fields. Reset empties it and keeps its memory, so a list refilled every frame
// with the same sizes allocates nothing.
type List struct {
	// Quads are all the quads of the frame, in drawing order.
	Quads []Quad
	// Passes are the passes in the order they run.
	Passes []Pass
	// Textures is the texture table: Textures[id] is what TextureID id refers to.
	// Textures[0] is the white texel.
	Textures []Texture

	images map[string]TextureID // image name -> id; cleared on Reset
	open   []int32              // indices of the views and light maps not yet ended
	sealed int                  // passes before this index may not grow
}

// Reset empties the list, keeping the memory of its slices and table.
func (l *List) Reset() {
	l.Quads = l.Quads[:0]
	l.Passes = l.Passes[:0]
	clear(l.Textures) // drop names so the strings can be collected
	l.Textures = append(l.Textures[:0], Texture{Kind: TextureWhite})
	clear(l.images)
	l.open = l.open[:0]
	l.sealed = 0
}

func (l *List) init() {
	if len(l.Textures) == 0 {
		l.Textures = append(l.Textures, Texture{Kind: TextureWhite})
	}
}

// Image returns the id of the image asset name, adding it to the texture table the first
// time it is asked for. Image panics if name is empty or the table already has 65,536
// entries.
func (l *List) Image(name string) TextureID {
	if name == "" {
		panic("drawlist: image name is empty")
	}
	l.init()
	if id, ok := l.images[name]; ok {
		return id
	}
	if l.images == nil {
		l.images = make(map[string]TextureID)
	}
	id := l.addTexture(Texture{Kind: TextureImage, Name: name})
	l.images[name] = id
	return id
}

// AtlasPage returns the id of glyph-atlas page page, adding it to the texture table the
// first time it is asked for, and records version as the page's version (the latest
// value given wins). AtlasPage panics if page is negative or the table is full.
func (l *List) AtlasPage(page int, version uint64) TextureID {
	if page < 0 {
		panic("drawlist: negative atlas page")
	}
	l.init()
	for i := range l.Textures {
		t := &l.Textures[i]
		if t.Kind == TextureAtlasPage && int(t.Page) == page {
			t.Version = version
			return TextureID(i)
		}
	}
	return l.addTexture(Texture{Kind: TextureAtlasPage, Page: int32(page), Version: version})
}

// Falloff returns the id of the built-in light falloff texture
// (TextureFalloff), adding it to the texture table the first time it is asked
// for. It panics if the table is full.
func (l *List) Falloff() TextureID {
	l.init()
	for i := range l.Textures {
		if l.Textures[i].Kind == TextureFalloff {
			return TextureID(i)
		}
	}
	return l.addTexture(Texture{Kind: TextureFalloff})
}

func (l *List) addTexture(t Texture) TextureID {
	if len(l.Textures) > 0xFFFF {
		panic("drawlist: more than 65536 textures in one list")
	}
	l.Textures = append(l.Textures, t)
	return TextureID(len(l.Textures) - 1)
}

// Add appends q to the list, drawn by a pass of op sampling tex. It extends the last pass
// when that pass has the same op and texture and nothing has been begun or ended since;
// otherwise it starts a new pass. op must hold quads (OpSprites, OpText, OpHoles,
// OpLights); OpLights only inside a light map and the others only outside one. Add panics
// if these rules are broken or tex is not in the texture table.
func (l *List) Add(op Op, tex TextureID, q Quad) {
	// Extending the last pass needs no check: its op and texture passed them
	// when it began, and nothing has been begun or ended since.
	if n := len(l.Passes); n > l.sealed {
		p := &l.Passes[n-1]
		if p.Op == op && p.Texture == tex && int(p.First+p.Count) == len(l.Quads) {
			l.Quads = append(l.Quads, q)
			p.Count++
			return
		}
	}
	l.checkAdd(op, tex)
	l.Passes = append(l.Passes, Pass{Op: op, Texture: tex, First: int32(len(l.Quads)), Count: 1})
	l.Quads = append(l.Quads, q)
}

// AddQuads appends qs to the list, drawn by a pass of op sampling tex: the same list as
// calling Add for each quad of qs in turn, with one check and one copy. When qs is the
// spare capacity of Quads (it starts at &Quads[:len(Quads)+1][len(Quads)], as a builder
// that wrote its quads in place hands them), nothing is copied. AddQuads panics when Add
// would; an empty qs adds nothing.
func (l *List) AddQuads(op Op, tex TextureID, qs []Quad) {
	if len(qs) == 0 {
		return
	}
	n := len(l.Quads)
	if np := len(l.Passes); np > l.sealed {
		if p := &l.Passes[np-1]; p.Op == op && p.Texture == tex && int(p.First+p.Count) == n {
			l.appendQuads(qs)
			p.Count += int32(len(qs))
			return
		}
	}
	l.checkAdd(op, tex)
	l.Passes = append(l.Passes, Pass{Op: op, Texture: tex, First: int32(n), Count: int32(len(qs))})
	l.appendQuads(qs)
}

// appendQuads appends qs to Quads, copying nothing when qs is already in place at
// their end.
func (l *List) appendQuads(qs []Quad) {
	n := len(l.Quads)
	if cap(l.Quads)-n >= len(qs) && &l.Quads[:n+1][n] == &qs[0] {
		l.Quads = l.Quads[:n+len(qs)]
		return
	}
	l.Quads = append(l.Quads, qs...)
}

// Spare returns the spare capacity of Quads, at least n quads long: a builder may write
// quads there and hand them to AddQuads, which then copies nothing. Any call that adds to
// the list may overwrite it.
func (l *List) Spare(n int) []Quad {
	l.Quads = slices.Grow(l.Quads, n)
	return l.Quads[len(l.Quads):cap(l.Quads)]
}

func (l *List) checkAdd(op Op, tex TextureID) {
	l.init()
	switch op {
	case OpSprites, OpText, OpHoles:
		if l.inLightMap() {
			panic("drawlist: " + op.String() + " pass inside a light map")
		}
	case OpLights:
		if !l.inLightMap() {
			panic("drawlist: lights pass outside a light map")
		}
	default:
		panic("drawlist: Add takes sprites, text, holes or lights, not " + op.String())
	}
	if int(tex) >= len(l.Textures) {
		panic("drawlist: texture id not in the texture table")
	}
}

func (l *List) inLightMap() bool {
	n := len(l.open)
	return n > 0 && l.Passes[l.open[n-1]].Op == OpLightMap
}

// ShadowedLight appends one light with shadows to the open light map: light is the light's
// quad, sampling tex, and shadows are the shapes that block it (solid quads). It panics
// outside a light map or if tex is not in the texture table.
func (l *List) ShadowedLight(tex TextureID, light Quad, shadows []Quad) {
	l.init()
	if !l.inLightMap() {
		panic("drawlist: shadowed light outside a light map")
	}
	if int(tex) >= len(l.Textures) {
		panic("drawlist: texture id not in the texture table")
	}
	first := int32(len(l.Quads))
	l.Quads = append(l.Quads, light)
	l.Quads = append(l.Quads, shadows...)
	l.Passes = append(l.Passes, Pass{Op: OpShadowedLight, Texture: tex, First: first, Count: int32(1 + len(shadows))})
	l.sealed = len(l.Passes)
}

// Floor appends a floor pass (OpFloor) drawing q, the 3D view's rectangle, sampling
// tex from the camera f. It panics inside a light map or if tex is not in the texture
// table.
func (l *List) Floor(tex TextureID, q Quad, f FloorCast) {
	l.init()
	if l.inLightMap() {
		panic("drawlist: floor pass inside a light map")
	}
	if int(tex) >= len(l.Textures) {
		panic("drawlist: texture id not in the texture table")
	}
	l.Passes = append(l.Passes, Pass{Op: OpFloor, Texture: tex, First: int32(len(l.Quads)), Count: 1, Floor: f})
	l.Quads = append(l.Quads, q)
	l.sealed = len(l.Passes)
}

// Effect appends a screen effect applied to everything the current target holds so far.
// It panics inside a light map.
func (l *List) Effect(e Effect, c Color, params [4]float32) {
	l.init()
	if l.inLightMap() {
		panic("drawlist: effect inside a light map")
	}
	l.Passes = append(l.Passes, Pass{Op: OpEffect, Effect: e, Color: c, Params: params, First: int32(len(l.Quads))})
	l.sealed = len(l.Passes)
}

// BeginView starts a view drawn into vp (pixels) after clearing it to clear
// (premultiplied). What is added until the matching EndView is inside the view. Views may
// nest. BeginView panics inside a light map or if vp has a negative size.
func (l *List) BeginView(vp Viewport, clear Color) {
	if vp.W < 0 || vp.H < 0 {
		panic("drawlist: view with a negative size")
	}
	l.begin(Pass{Op: OpView, Viewport: vp, Color: clear})
}

// EndView ends the view begun last. It panics if the innermost open pass is not a view.
func (l *List) EndView() { l.end(OpView) }

// BeginLightMap starts the light map of the current target, cleared to ambient
// (premultiplied, A=1). Until the matching EndLightMap only lights (Add with OpLights, and
// ShadowedLight) may be added. It panics inside another light map.
func (l *List) BeginLightMap(ambient Color) {
	l.begin(Pass{Op: OpLightMap, Color: ambient})
}

// EndLightMap ends the light map begun last, which then multiplies the target. It panics
// if the innermost open pass is not a light map.
func (l *List) EndLightMap() { l.end(OpLightMap) }

func (l *List) begin(p Pass) {
	l.init()
	if l.inLightMap() {
		panic("drawlist: " + p.Op.String() + " inside a light map")
	}
	p.First = int32(len(l.Quads))
	l.open = append(l.open, int32(len(l.Passes)))
	l.Passes = append(l.Passes, p)
	l.sealed = len(l.Passes)
}

func (l *List) end(op Op) {
	n := len(l.open)
	if n == 0 || l.Passes[l.open[n-1]].Op != op {
		panic("drawlist: End" + endName(op) + " without a matching Begin" + endName(op))
	}
	i := l.open[n-1]
	l.open = l.open[:n-1]
	l.Passes[i].Nested = int32(len(l.Passes)) - i - 1
	l.sealed = len(l.Passes)
}

func endName(op Op) string {
	if op == OpView {
		return "View"
	}
	return "LightMap"
}

// Open returns how many views and light maps have been begun and not yet ended; a
// finished list has none.
func (l *List) Open() int { return len(l.open) }

package rendering

import (
	"image"
	"io/fs"
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// DefaultScreenWidth and DefaultScreenHeight are the screen size a renderer uses
// when Options.Screen is zero: 960×540 pixels.
const (
	DefaultScreenWidth  = 960
	DefaultScreenHeight = 540
)

// ChunkSize is how many sprites one worker builds at a time, and ParallelMin the
// number of sprites in a pass from which the work is shared among
// Options.Workers goroutines.
const (
	ChunkSize   = 1024
	ParallelMin = 2048
)

// Options configure a Renderer. The zero value means the defaults.
type Options struct {
	// Screen is the game's logical size in pixels (the project's window width and
	// height). The default (zero in either axis) is DefaultScreenWidth ×
	// DefaultScreenHeight.
	Screen image.Point
	// Assets is the game folder: images and font files are read from it by path,
	// e.g. "assets/hero.png". The default (nil) reads nothing: every image is
	// missing and only built-in fonts are found.
	Assets fs.FS
	// Workers is how many goroutines build the sprites of a big pass (see
	// ParallelMin): the one calling Build and Workers - 1 helpers the renderer
	// starts with its first big pass and keeps until Close (or until it is
	// collected). The default (0 or less) is 1. The list built is the same for
	// any number of workers.
	Workers int
}

// Renderer builds a game's draw list each frame, keeping what it can from frame to
// frame: image sizes, fonts, the glyph atlas, and the buffers of the build. One
// renderer serves one game; it must be used from one goroutine at a time (its
// workers are its own business).
type Renderer struct {
	opts   Options
	atlas  *text.Atlas
	images map[string]*imageInfo
	fonts  map[string]*fontInfo

	frame     uint64 // number of Build calls so far
	assets    uint64 // generation of the asset caches: ReloadAssets adds one
	scene     *scenes.Scene
	sceneTick griff.Tick // the step the current scene came in on

	// Set for the frame being built.
	list       *drawlist.List
	problems   *scenes.Problems
	tick       griff.Tick
	blend      float64
	jumpAll    bool
	textEntity *scenes.Entity // the entity of the Text being laid out or drawn
	bigMove2   float64        // squared world distance above which a move is a jump
	hudMove2   float64        // the same for what is pinned to the screen, in pixels²

	helpers helpers // the goroutines of parallel passes
	// What the walk found, in hierarchy order: order has an entry per drawing
	// component, pointing into sprites or records.
	order      []entry
	sprites    []spriteRec
	records    []record
	hudRecords int // how many entries are pinned to the screen
	views      []view
	pass       pass
	pages      []pageTex
}

// pageTex is the texture id of an atlas page in the list being built.
type pageTex struct {
	id    drawlist.TextureID
	frame uint64
}

// NewRenderer returns a renderer with an empty glyph atlas.
func NewRenderer(opts Options) *Renderer {
	r := &Renderer{
		opts:   opts,
		images: map[string]*imageInfo{},
		fonts:  map[string]*fontInfo{},
	}
	r.SetScreen(opts.Screen)
	if r.opts.Workers < 1 {
		r.opts.Workers = 1
	}
	r.atlas = text.NewAtlas(text.AtlasOptions{Problems: r.atlasProblem})
	return r
}

// SetScreen changes the logical screen size in pixels, from the next Build on.
// A size not above zero in either axis means DefaultScreenWidth ×
// DefaultScreenHeight.
func (r *Renderer) SetScreen(size image.Point) {
	if size.X <= 0 || size.Y <= 0 {
		size = image.Pt(DefaultScreenWidth, DefaultScreenHeight)
	}
	r.opts.Screen = size
}

// Screen returns the logical screen size in pixels.
func (r *Renderer) Screen() image.Point { return r.opts.Screen }

// ReloadAssets forgets every image size and font read so far, so they are read
// again from Options.Assets as the next Build needs them (and problems with them
// are reported again): for a host that reloads changed files. The glyph atlas is
// kept.
func (r *Renderer) ReloadAssets() {
	r.assets++
	clear(r.images)
	clear(r.fonts)
}

// Atlas returns the glyph atlas the OpText passes of the lists refer to; a backend
// uploads its pages.
func (r *Renderer) Atlas() *text.Atlas { return r.atlas }

// atlasProblem reports a problem of the glyph atlas (a missing glyph), naming
// the entity of the Text being laid out or drawn.
func (r *Renderer) atlasProblem(msg string) {
	if r.problems != nil {
		r.problems.Warn(r.textEntity, "Griff.Text", "%s", msg)
	}
}

// Build resets list and fills it with what game g shows blend of the way (0..1,
// usually g.Clock().Blend()) from its last step but one to its last step: first
// each camera's view of the world (or, with no active camera, the world with its
// origin at the screen's top-left and one world unit to a pixel), then what is
// pinned to the screen (DrawOrder.HUD). See the package documentation for the
// rules. Data mistakes (a missing image or font) are reported once each to
// g.Problems() and what they concern is not drawn. Once a scene has settled, Build
// makes no allocation. Build must be called from the game's goroutine, between
// steps; a blend outside 0..1 is clamped (NaN counts as 0).
func (r *Renderer) Build(g *runtime.Game, blend float64, list *drawlist.List) {
	list.Reset()
	r.begin(g, blend, list)
	s := g.Scene()
	r.order, r.sprites, r.records = r.order[:0], r.sprites[:0], r.records[:0]
	r.views, r.hudRecords = r.views[:0], 0
	r.walk(s.Roots(), griff.Identity, true)
	r.buildViews()
	for i := range r.views {
		v := &r.views[i]
		if v.own {
			list.BeginView(v.vp, v.clear)
		}
		r.drawPass(v.c, v.clip, false)
		if v.own {
			list.EndView()
		}
	}
	screen := r.screenClip()
	r.drawPass(screen, clipRect{-1, -1, 1, 1}, true)
	r.list, r.problems = nil, nil
}

// begin sets up the frame.
func (r *Renderer) begin(g *runtime.Game, blend float64, list *drawlist.List) {
	r.frame++
	r.list = list
	r.problems = g.Problems()
	r.tick = g.Clock().Tick()
	r.blend = min(1, blend)
	if !(r.blend >= 0) { // negative or NaN
		r.blend = 0
	}
	if s := g.Scene(); s != r.scene {
		r.scene, r.sceneTick = s, r.tick
	}
	r.jumpAll = r.tick == r.sceneTick
	// The HUD is in screen pixels; the world is seen through the first active
	// camera's view (its viewport's smaller side over its zoom), or the whole
	// screen at one pixel a unit.
	scr := r.opts.Screen
	q := float64(min(scr.X, scr.Y)) / 4
	r.hudMove2 = float64(q * q)
	r.bigMove2 = r.hudMove2
	for _, c := range scenes.Active[Camera](g.Scene()) {
		if vp, _, ok := r.viewport(c); ok {
			q = float64(min(vp.W, vp.H)) / c.zoomAt(r.tick, r.blend) / 4
			r.bigMove2 = float64(q * q)
			break
		}
	}
}

// walk visits es and their descendants in hierarchy order, skipping inactive
// subtrees, with parent the interpolated world transform of their parent. exact
// says whether parent is the parent's world transform as it is (nothing above
// was drawn between steps), so a child drawn as it is can use its cached world
// transform.
func (r *Renderer) walk(es []*scenes.Entity, parent griff.Affine, exact bool) {
	for _, e := range es {
		if !e.Active() {
			continue
		}
		t := e.Transform()
		local, asIs := r.local(e, t, parent)
		var m griff.Affine
		switch {
		case asIs && exact:
			m = t.World() // cached by the scene
		case asIs:
			m = parent.Mul(t.Local())
		default:
			m = parent.Mul(local)
		}
		r.collect(e, m)
		if ch := e.Children(); len(ch) > 0 {
			r.walk(ch, m, exact && asIs)
		}
	}
}

// local returns the local transform to draw t with, or true if that is t's
// local transform as it is (no interpolation: the caller uses the transform's
// cached world matrix, or its local one). A transform that moved during the
// last step is drawn between its previous and current values, unless it jumped:
// teleported, added or reparented (scenes.Transform.Jumped), on the step its
// scene came in on, turned by more than 90 degrees, flipped (a scale changed
// sign), or moved further than a quarter of the view's smaller side (for an
// entity drawn on the HUD, a quarter of the screen's smaller side in pixels).
func (r *Renderer) local(e *scenes.Entity, t *scenes.Transform, parent griff.Affine) (griff.Affine, bool) {
	if r.jumpAll || !t.Moved() || t.Jumped() || r.blend >= 1 {
		return griff.Affine{}, true
	}
	pp, pr, ps := t.Previous()
	cp, cr, cs := t.Position(), t.Rotation(), t.Scale()
	if (ps[0] < 0) != (cs[0] < 0) || (ps[1] < 0) != (cs[1] < 0) {
		return griff.Affine{}, true
	}
	dr := math.Remainder(cr-pr, 2*math.Pi)
	if math.Abs(dr) > math.Pi/2 {
		return griff.Affine{}, true
	}
	d := parent.ApplyVector(cp.Sub(pp))
	if d2 := float64(d[0]*d[0]) + float64(d[1]*d[1]); d2 > min(r.hudMove2, r.bigMove2) {
		limit := r.bigMove2
		if onHUD(e) {
			limit = r.hudMove2
		}
		if d2 > limit {
			return griff.Affine{}, true
		}
	}
	b := r.blend
	return griff.TRS(griff.Lerp(pp, cp, b), pr+float64(dr*b), griff.Lerp(ps, cs, b)), false
}

// onHUD reports whether e draws on the HUD: whether its first drawing component
// is pinned to the screen. Its moves are then measured against the screen, in
// pixels, rather than the world view.
func onHUD(e *scenes.Entity) bool {
	for _, c := range e.Components() {
		if d, ok := c.(interface{ Order() *DrawOrder }); ok {
			return d.Order().HUD
		}
	}
	return false
}

// collect records e's drawing components, in the order they were added to e,
// and its camera, with e's world transform m.
func (r *Renderer) collect(e *scenes.Entity, m griff.Affine) {
	for _, c := range e.Components() {
		switch d := c.(type) {
		case *Sprite:
			r.addSprite(e, m, d)
		case *Shape:
			r.add(e, m, d)
		case *Tilemap:
			r.add(e, m, d)
		case *Text:
			r.add(e, m, d)
		case *Camera:
			r.addView(e, d, m)
		}
	}
}

// add records drawable d of entity e, drawn with world transform m, if it has
// something to draw.
func (r *Renderer) add(e *scenes.Entity, m griff.Affine, d drawer) {
	o := d.Order()
	n := len(r.records)
	r.records = append(r.records, record{m: m, e: e, d: d})
	if !d.prepare(r, &r.records[n]) {
		r.records = r.records[:n]
		return
	}
	r.order = append(r.order, entry{key: o.sortKey(m.Y), i: int32(n), hud: o.HUD})
	if o.HUD {
		r.hudRecords++
	}
}

// addSprite is add for a sprite, without the calls through drawer.
func (r *Renderer) addSprite(e *scenes.Entity, m griff.Affine, s *Sprite) {
	n := len(r.sprites)
	if n < cap(r.sprites) {
		r.sprites = r.sprites[:n+1] // prepare writes every field: no need to clear it
	} else {
		r.sprites = append(r.sprites, spriteRec{})
	}
	r.sprites[n].m = m
	if !s.prepare(r, e, &r.sprites[n]) {
		r.sprites = r.sprites[:n]
		return
	}
	r.order = append(r.order, entry{key: s.sortKey(m.Y), i: int32(n), sprite: true, hud: s.HUD})
	if s.HUD {
		r.hudRecords++
	}
}

// pageTexture returns the texture id of atlas page p in the list being built.
func (r *Renderer) pageTexture(p int32) drawlist.TextureID {
	for int(p) >= len(r.pages) {
		r.pages = append(r.pages, pageTex{})
	}
	pt := &r.pages[p]
	if pt.frame != r.frame {
		pt.id = r.list.AtlasPage(int(p), r.atlas.Page(int(p)).Version())
		pt.frame = r.frame
	}
	return pt.id
}

// entry is one drawing component to draw this frame, in hierarchy order: its
// sort key and where its record is.
type entry struct {
	key    uint64 // sort key
	i      int32  // index in sprites (sprite) or records
	sprite bool
	hud    bool
}

// spriteRec is what a sprite's quad is made from: all a worker of a parallel
// pass reads.
type spriteRec struct {
	m griff.Affine // the entity's interpolated world transform
	// The local rectangle (x0, y0)-(x1, y1) in texels, pivot applied.
	x0, y0, x1, y1 float64
	src            drawlist.TexRect // texture rectangle (flips applied)
	tint           drawlist.Color   // premultiplied
	fl             drawlist.RGB
	fla            float32
	tex            drawlist.TextureID
}

// record is a drawing component other than a sprite to draw this frame.
type record struct {
	m    griff.Affine // the entity's interpolated world transform
	e    *scenes.Entity
	d    drawer
	key  uint64             // sort key, set by the pass
	tex  drawlist.TextureID // the texture a tilemap draws
	img  *imageInfo         // its image
	tint drawlist.Color     // premultiplied
}

// drawer is what a drawing component does for the renderer.
type drawer interface {
	// Order returns the component's draw order.
	Order() *DrawOrder
	// prepare is called once per frame, from the build's goroutine, in hierarchy
	// order: it finds assets, lays out text and fills rec's cached fields. It
	// returns false if there is nothing to draw.
	prepare(r *Renderer, rec *record) bool
	// draw adds the component's quads to p, with c mapping world (or, for the
	// HUD, screen pixels) to clip space.
	draw(p *pass, rec *record, c griff.Affine)
}

// premul returns straight colour c premultiplied, opaque white for the zero
// colour.
func premul(c griff.Color) drawlist.Color {
	if c == (griff.Color{}) {
		return drawlist.Color{R: 1, G: 1, B: 1, A: 1}
	}
	p := c.Premultiplied()
	return drawlist.Color{R: p.R, G: p.G, B: p.B, A: p.A}
}

// corner maps local point (x, y) by m to a clip-space corner.
func corner(m griff.Affine, x, y float64) drawlist.Corner {
	p := m.Apply(griff.Vec{x, y})
	return drawlist.Corner{X: float32(p[0]), Y: float32(p[1])}
}

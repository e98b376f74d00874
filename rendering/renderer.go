package rendering

import (
	"fmt"
	"image"
	"io/fs"
	"math"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// DefaultScreenWidth and DefaultScreenHeight are the screen size a renderer uses
// when Options.Screen is zero: 960×540 pixels.
const (
	DefaultScreenWidth  = 960
	DefaultScreenHeight = 540
)

// ChunkSize is how many sprites (or root entities, in the flat walk) one
// worker builds at a time, and ParallelMin the number of sprites in a pass, or
// of roots in a flat walk (see FlatMin), from which the work is shared among
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
	// Workers is how many goroutines build the sprites of a big pass and walk
	// the roots of a big scene (see ParallelMin and FlatMin): the one calling
	// Build and Workers - 1 helpers the renderer starts with its first big pass
	// or walk and keeps until Close (or until it is
	// collected). The default (0 or less) is 1. The list built is the same for
	// any number of workers.
	Workers int
}

// Renderer builds a game's draw list each frame, keeping what it can from frame to
// frame: image sizes, fonts, the glyph atlas, its worker goroutines and the
// buffers of the build. What belongs to one frame is in a frame, the context
// handed to drawables. One renderer serves one game; it must be used from one
// goroutine at a time (its workers are its own business).
type Renderer struct {
	opts   Options
	atlas  *text.Atlas
	images map[string]*imageInfo
	// imageList holds images' records by their number (imageInfo.memo) less
	// one: the numbers a sprite's visual.ImageMemo keeps.
	imageList []*imageInfo
	fonts     map[string]*fontInfo

	decodePixels bool // decode each image once when it is first looked up (ImageCheck)

	builds    uint64 // number of Build calls so far
	assets    uint64 // generation of the asset caches: ReloadAssets adds one
	scene     *scenes.Scene
	sceneTick griff.Tick // the step the current scene came in on

	// f is the frame being built. It lives here so that handing it to drawables
	// (as a visual.Sink) allocates nothing; Build sets it up and clears it.
	f frame

	helpers helpers // the goroutines of parallel passes
	// What the frame's drawables drew, in hierarchy order: order has an entry per
	// thing drawn, pointing into the record buffer of its kind.
	order      []entry
	sprites    []spriteRec
	stex       []drawlist.TextureID // by record of sprites: its texture id
	shapes     []shapeRec
	texts      []textRec
	tiles      []tileRec
	quads      []quadRec
	floors     []floorRec // this frame's perspective floors (floor.go)
	hudEntries int        // how many entries are pinned to the screen
	others     int        // how many entries are not sprites
	// plain is the last component type collect found to be none of the kinds it
	// looks for (a Mover, a Body): the next component of that type is passed over
	// without a type switch. A component type always holds values of one Go type.
	plain *scenes.ComponentType
	// plains are the first component types collect found to draw nothing, and
	// spriteType visual.Sprite's: what the flat walk (flat.go) tells a plain
	// sprite by.
	plains     [8]*scenes.ComponentType
	nplains    int
	spriteType *scenes.ComponentType
	// The flat walk's first phase (flat.go): by root, and by chunk of roots.
	pent     []entry
	pinfo    []*imageInfo
	chunks   []flatChunk
	flatWalk flatWalk
	fuse     fuse     // the flat walk writing the world pass's quads itself (fuse.go)
	plan     rootPlan // what the flat walk found each root to be (plan.go)
	onePhase bool     // no flat walk (tests)
	views    []view
	pass     pass
	pages    []pageTex
	lighting lighting // the frame's lights, ambient light and screen effects
	// pars are the frame's parallax settings; index 0 is none (parallax.go).
	pars       []parRec
	warnedPars bool // the problem log was told of more than MaxParallaxes
}

// pageTex is the texture id of an atlas page in the list being built.
type pageTex struct {
	id    drawlist.TextureID
	build uint64
}

// NewRenderer returns a renderer with an empty glyph atlas.
func NewRenderer(opts Options) *Renderer {
	r := &Renderer{
		opts:   opts,
		images: map[string]*imageInfo{},
		fonts:  map[string]*fontInfo{},
	}
	r.f.r = r
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
	clear(r.imageList)
	r.imageList = r.imageList[:0]
	clear(r.fonts)
}

// ImageFailed records that the image at path, whose header the renderer read,
// cannot be drawn because of err: a backend decoding its pixels failed. The
// renderer then draws the image as a placeholder and, the next time an entity
// draws it, reports once in the game's problem log, naming the entity, the
// component and the file: "rendering: image PATH: ERR; drawn as a magenta
// placeholder", the warning a headless run's ImageCheck gives for the same
// file. An image already known to be unusable is left as it is. It must be
// called from the game's goroutine, between Builds.
func (r *Renderer) ImageFailed(path string, err error) {
	info := r.image(path)
	if info.err == nil {
		info.err = fmt.Errorf("image %s: %w", path, err)
	}
}

// Atlas returns the glyph atlas the OpText passes of the lists refer to; a backend
// uploads its pages.
func (r *Renderer) Atlas() *text.Atlas { return r.atlas }

// atlasProblem reports a problem of the glyph atlas (a missing glyph), naming
// the entity and component of the text being laid out.
func (r *Renderer) atlasProblem(msg string) {
	f := &r.f
	if f.problems == nil {
		return
	}
	if f.textEntity == nil {
		f.problems.Warn(nil, "Griff.Text", "%s", msg)
		return
	}
	f.problems.Warn(f.textEntity, f.component(), "%s", msg)
}

// Build resets list and fills it with what game g shows blend of the way (0..1,
// usually g.Clock().Blend()) from its last step but one to its last step: first
// each camera's view of the world (or, with no active camera, the world with its
// origin at the screen's top-left and one world unit to a pixel), then what is
// pinned to the screen (DrawOrder.HUD), then the cover of a scene transition
// under way (runtime/sceneflow), over everything. Every visual.Drawable of an active
// entity is drawn; see the package documentation for the rules. Data mistakes
// (a missing image or font) are reported once each to g.Problems(). A glyph
// atlas that filled up (text.Atlas.Full) during the last Build is cleared
// first, so the texts whose glyphs did not fit are drawn whole again. Once a
// scene has settled, Build makes no allocation, on any number of workers: the
// renderer keeps every buffer from frame to frame, each component keeps the
// renderer's note of what it worked out (a text's layout, the image it found),
// and each parallel pass hands the helper goroutines its work over a channel. Build must be called from the
// game's goroutine, between steps; a blend outside 0..1 is clamped (NaN counts
// as 0).
func (r *Renderer) Build(g *runtime.Game, blend float64, list *drawlist.List) {
	list.Reset()
	r.builds++
	if r.atlas.Full() {
		r.atlas.Clear() // every text is laid out again, into the emptied pages
	}
	r.f.begin(g, blend, list)
	r.order, r.sprites, r.stex, r.shapes = r.order[:0], r.sprites[:0], r.stex[:0], r.shapes[:0]
	r.texts, r.tiles, r.quads, r.floors = r.texts[:0], r.tiles[:0], r.quads[:0], r.floors[:0]
	r.views, r.hudEntries, r.others = r.views[:0], 0, 0
	r.lighting.reset()
	r.pars = r.pars[:0]
	roots := g.Scene().Roots()
	r.walkRoots(roots)
	r.buildViews()
	fused := r.fuse.on && r.fuseHolds()
	if r.fuse.on && !fused {
		r.unfuse(roots)
		r.fuse.unfused++
	}
	flatWalk := len(roots) >= FlatMin && !r.onePhase
	for i := range r.views {
		v := &r.views[i]
		if v.own {
			list.BeginView(v.vp, v.clear)
		}
		switch {
		case fused:
			r.emitFused()
			r.fuse.fused++
		case i == 0:
			r.drawPass(v.c, v.clip, v.centre, false)
			// The next build's walk is fused if this one could have been.
			r.fuse.hint = flatWalk && len(r.views) == 1 && r.pass.direct && !r.fuse.walked
		default:
			r.drawPass(v.c, v.clip, v.centre, false)
		}
		r.drawLightMap(v.c, v.clip)
		if v.own {
			list.EndView()
		}
	}
	r.drawEffects(false)
	r.drawPass(r.screenClip(), clipRect{-1, -1, 1, 1}, griff.Vec{}, true)
	r.drawEffects(true)
	r.lighting.reset()
	drawCover(g, r.f.blend, list)
	r.f.end()
}

// walk visits es and their descendants in hierarchy order, skipping inactive
// subtrees, with parent the interpolated world transform of their parent. exact
// says whether parent is the parent's world transform as it is (nothing above
// was drawn between steps), so a child drawn as it is can use its cached world
// transform. par is the parent's parallax setting.
func (r *Renderer) walk(es []*scenes.Entity, parent griff.Affine, exact bool, par uint16) {
	for _, e := range es {
		if !e.Active() {
			continue
		}
		t := e.Transform()
		var local griff.Affine
		asIs := r.f.asIs(t) || r.f.local(e, t, &parent, &local)
		var m griff.Affine
		switch {
		case asIs && exact:
			m = t.World() // cached by the scene
		case asIs:
			m = parent.Mul(t.Local())
		default:
			m = parent.Mul(local)
		}
		r.f.par = par
		r.collect(e, m)
		if ch := e.Children(); len(ch) > 0 {
			r.walk(ch, m, exact && asIs, r.f.par)
		}
	}
}

// collect draws e's drawables, in the order they were added to e, and records
// its camera, lights, ambient light and screen effects, with e's world
// transform m. A Parallax component sets the parallax setting (r.f.par) of
// e's entries and its descendants'.
func (r *Renderer) collect(e *scenes.Entity, m griff.Affine) {
	from := len(r.order)
	for typ, c := range e.ReadComponents() {
		if typ == r.plain {
			continue
		}
		switch d := c.(type) {
		case *visual.Sprite:
			// The commonest drawable, drawn without the interface calls: what
			// frame.draw and Sprite.Draw would do (a sprite is not WorldPlaced).
			r.f.e, r.f.d = e, d
			r.f.ownSprite(d, &m)
		case visual.Drawable:
			r.f.draw(e, m, d)
		case *visual.Camera:
			r.addView(e, d, m)
		case *visual.Light:
			r.lighting.lights = append(r.lighting.lights, lightRec{l: d, m: m})
		case *visual.AmbientLight:
			r.addAmbient(d)
		case *visual.ScreenEffect:
			r.lighting.effects = append(r.lighting.effects, d)
		case *visual.Parallax:
			r.setParallax(r.parallaxOf(e, d, r.f.par), from)
		default:
			r.learnPlain(typ)
		}
	}
}

// entryKind says which record buffer an entry points into.
type entryKind uint8

const (
	kindSprite entryKind = iota
	kindShape
	kindText
	kindTiles
	kindQuad
	kindFloor
)

// entry is one thing to draw this frame, in hierarchy order: its sort key and
// where its record is.
//
// The build visits the scene by its own recursion, so it needs no merge of
// per-type lists and no order keys, and allocates nothing. A sprite's record
// (spriteRec) is only what its quad is made from (world matrix, rectangle,
// texture rectangle, colours and texture: no pointers), kept apart from the
// records of other kinds, and this 16-byte entry per thing drawn keeps
// hierarchy order. drawlist's Sorter is a stable radix sort, so a scene
// already in order moves nothing.
type entry struct {
	key  uint64 // sort key
	i    int32  // index in the record buffer of kind
	kind entryKind
	hud  bool
	par  uint16 // parallax setting: index in the renderer's pars, 0 for none
}

// addEntry appends to the order the entry of key, record i of kind, hud and
// parallax setting par, written field by field in place: an entry{...}
// appended was built on the stack by one store a field and copied by one
// 16-byte load, which the processor cannot forward from those stores, so it
// waited for them to be written (once a drawable in the walk).
func (r *Renderer) addEntry(key uint64, i int32, kind entryKind, hud bool, par uint16) {
	n := len(r.order)
	if n == cap(r.order) {
		r.order = append(r.order, entry{})
	} else {
		r.order = r.order[:n+1]
	}
	en := &r.order[n]
	en.key, en.i, en.kind, en.hud, en.par = key, i, kind, hud, par
}

// premul returns straight colour c premultiplied, opaque white for the zero
// colour.
func premul(c griff.Color) drawlist.Color {
	// c == griff.Color{} (each channel ±0), asked of the bits at once.
	if (math.Float32bits(c.R)|math.Float32bits(c.G)|math.Float32bits(c.B)|math.Float32bits(c.A))<<1 == 0 {
		return drawlist.Color{R: 1, G: 1, B: 1, A: 1}
	}
	return drawlist.Color{R: c.R * c.A, G: c.G * c.A, B: c.B * c.A, A: c.A} // c.Premultiplied()
}

// corner maps local point (x, y) by m to a clip-space corner.
func corner(m griff.Affine, x, y float64) drawlist.Corner {
	p := m.Apply(griff.Vec{x, y})
	return drawlist.Corner{X: float32(p[0]), Y: float32(p[1])}
}

package ebitenview

import (
	"fmt"
	"image"
	"image/color"
	"io/fs"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/text"
)

// Options configure a View. The zero value draws with linear filtering and reports
// nothing.
type Options struct {
	// PixelArt samples textures nearest-neighbour (the project's window.pixelArt);
	// otherwise they are filtered bilinearly.
	PixelArt bool
	// Problems receives each image asset that cannot be read, once (again only after
	// it was read well and then went bad), as an *ImageError naming the file; the image
	// is drawn as opaque magenta meanwhile. Nil drops them.
	Problems func(error)
	// Reloaded is told the name of each image read again because the host said its
	// file changed (View.Reload), whether or not the new file reads, during the Draw
	// that reads it: a host tells the renderer (rendering.Renderer.ReloadAssets),
	// whose sizes of images are now stale. Nil tells nobody.
	Reloaded func(name string)
}

// Stats count what the last Draw did.
type Stats struct {
	// DrawCalls is the number of Ebitengine draw calls (DrawTrianglesShader,
	// DrawTriangles, DrawImage and Fill) made, a batch of up to 16,384 quads
	// counting as one: it is handed over in calls of 512 quads that Ebitengine
	// merges into one GPU draw (see the package documentation, "Chunks").
	DrawCalls int
	// Quads is the number of quads drawn.
	Quads int
	// Uploads is the number of images read from the game folder and atlas page regions
	// written to the GPU.
	Uploads int
	// Reloads is the number of images read again because their file changed.
	Reloads int
}

// View draws draw lists onto Ebitengine images. It belongs to one game and must be
// used from the goroutine that runs Ebitengine's Draw.
type View struct {
	tex        *textures
	sh         shaders
	images     []*ebiten.Image // list texture id -> image, refilled each Draw
	batch      batch
	stats      Stats
	screen     *ebiten.Image // the target of the current Draw
	lastScreen *ebiten.Image // the target of the previous Draw
	size       image.Point   // its size in pixels: clip space covers it
	clip       clipToPixels
	subs       []subImage    // sub-images made for views, kept so a frame allocates none
	light      *ebiten.Image // the light map, screen-sized; one is open at a time
	shadow     *ebiten.Image // one shadowed light before it is added to the light map
	scratch    *ebiten.Image // a copy of the target for a screen effect
	effect     effectState
	floor      floorState
	imgOpts    ebiten.DrawImageOptions
	fill       color.RGBA64 // the colour of the last Fill, held here so passing it allocates nothing
}

// New returns a view that reads image assets from assets (the game folder; image
// names are paths in it, such as "assets/hero.png") and glyph pages from atlas (nil if
// the game draws no text). New panics if the quad shader does not compile, and
// the first Draw with a screen effect or a floor pass if the effect or floor
// shader does not (they are compiled then, see the package documentation):
// either is a bug in this package.
func New(assets fs.FS, atlas *text.Atlas, opts Options) *View {
	sh, err := compileShaders(opts.PixelArt)
	if err != nil {
		panic(err.Error())
	}
	v := &View{tex: newTextures(assets, atlas, opts), sh: sh}
	v.effect.init()
	v.floor.init()
	return v
}

// Reload says the image file name (a path in the game folder, "assets/hero.png")
// changed: the next Draw reads it again, if the view has read it, and tells
// Options.Reloaded. The view reads no file times itself; the host's file watcher
// calls Reload (hosting/ebitenhost). A name the view has not read is ignored (it is
// read when a list first names it). Reload must be called from the goroutine that
// runs Draw.
func (v *View) Reload(name string) {
	if !slices.Contains(v.tex.changed, name) {
		v.tex.changed = append(v.tex.changed, name)
	}
}

// Stats returns what the last Draw did.
func (v *View) Stats() Stats { return v.stats }

// Draw runs the passes of list onto screen, in order: clip space covers screen's
// bounds. It reads or uploads textures the list names that are new or changed first.
// Draw returns an error if list is malformed (a pass outside the quads, a texture id
// outside the table, nesting that runs past the end); what was drawn before stays.
// Once the textures are loaded, drawing the same list again allocates nothing.
func (v *View) Draw(screen *ebiten.Image, list *drawlist.List) error {
	v.stats = Stats{}
	if screen != v.lastScreen { // a new screen: the kept sub-images are of the old one
		v.subs, v.lastScreen = v.subs[:0], screen
	}
	v.screen = screen
	v.size = screen.Bounds().Size()
	v.clip = newClipToPixels(screen.Bounds())
	v.images = v.tex.resolve(list.Textures, v.images)
	err := v.run(screen, list, list.Passes, 0)
	v.stats.Uploads, v.stats.Reloads = v.tex.uploads, v.tex.reloads
	v.screen = nil
	return err
}

// run runs passes onto target (the screen or a view's part of it); depth counts the
// views around it.
func (v *View) run(target *ebiten.Image, list *drawlist.List, passes []drawlist.Pass, depth int) error {
	for i := 0; i < len(passes); i++ {
		p := &passes[i]
		if err := v.check(list, p); err != nil {
			return err
		}
		if int(p.Nested) > len(passes)-i-1 {
			return fmt.Errorf("ebitenview: %v pass nests %d passes, only %d follow", p.Op, p.Nested, len(passes)-i-1)
		}
		nested := passes[i+1 : i+1+int(p.Nested)]
		var err error
		switch p.Op {
		case drawlist.OpSprites, drawlist.OpText:
			v.quads(target, list, p, ebiten.BlendSourceOver)
		case drawlist.OpHoles:
			v.quads(target, list, p, ebiten.BlendDestinationOut)
		case drawlist.OpView:
			err = v.view(target, list, p, nested, depth)
		case drawlist.OpLightMap:
			err = v.lightMap(target, list, p, nested)
		case drawlist.OpEffect:
			v.screenEffect(target, p)
		case drawlist.OpFloor:
			v.floorPass(target, list, p)
		default:
			err = fmt.Errorf("ebitenview: pass %d: %v is not allowed here", i, p.Op)
		}
		if err != nil {
			return err
		}
		i += int(p.Nested)
	}
	return nil
}

// check returns an error if p refers outside list.
func (v *View) check(list *drawlist.List, p *drawlist.Pass) error {
	if p.First < 0 || p.Count < 0 || int64(p.First)+int64(p.Count) > int64(len(list.Quads)) {
		return fmt.Errorf("ebitenview: %v pass draws quads %d..%d of %d", p.Op, p.First, int64(p.First)+int64(p.Count), len(list.Quads))
	}
	if int(p.Texture) >= len(v.images) {
		return fmt.Errorf("ebitenview: %v pass samples texture %d of %d", p.Op, p.Texture, len(v.images))
	}
	if p.Nested < 0 {
		return fmt.Errorf("ebitenview: %v pass nests %d passes", p.Op, p.Nested)
	}
	return nil
}

// view clears the view's part of the target and runs its passes clipped to it.
func (v *View) view(target *ebiten.Image, list *drawlist.List, p *drawlist.Pass, nested []drawlist.Pass, depth int) error {
	vp := p.Viewport
	r := image.Rect(int(vp.X), int(vp.Y), int(vp.X)+int(vp.W), int(vp.Y)+int(vp.H)).Intersect(target.Bounds())
	if r.Empty() {
		return nil
	}
	sub := v.subImage(target, r)
	if p.Color.A > 0 {
		sub.Fill(v.fillColor(p.Color))
		v.stats.DrawCalls++
	}
	return v.run(sub, list, nested, depth+1)
}

// offscreen returns *img, made again if it does not cover the screen: its pixels
// have the screen's coordinates.
func (v *View) offscreen(img **ebiten.Image) *ebiten.Image {
	want := image.Rectangle{Max: v.screen.Bounds().Max}
	if *img == nil || (*img).Bounds() != want {
		if *img != nil {
			(*img).Deallocate()
		}
		*img = ebiten.NewImageWithOptions(want, &ebiten.NewImageOptions{Unmanaged: true})
		v.subs = v.subs[:0]
	}
	return *img
}

// subImage is a sub-image kept for reuse.
type subImage struct {
	parent *ebiten.Image
	r      image.Rectangle
	img    *ebiten.Image
}

// maxSubs is how many sub-images a View keeps.
const maxSubs = 64

// subImage returns parent's sub-image r, reusing one made before.
func (v *View) subImage(parent *ebiten.Image, r image.Rectangle) *ebiten.Image {
	for i := range v.subs {
		if s := &v.subs[i]; s.parent == parent && s.r == r {
			return s.img
		}
	}
	img := parent.SubImage(r).(*ebiten.Image)
	if len(v.subs) < maxSubs {
		v.subs = append(v.subs, subImage{parent: parent, r: r, img: img})
	}
	return img
}

// fillColor returns c for Image.Fill without allocating.
func (v *View) fillColor(c drawlist.Color) color.Color {
	v.fill = toRGBA64(c)
	return &v.fill
}

package ebitenview

import (
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/imagefile"
	"github.com/griffengine/griff/rendering/text"
)

// imageEntry is an image asset loaded from the game folder.
type imageEntry struct {
	img *ebiten.Image
	bad bool // the file could not be read: img is the placeholder
}

// pageEntry is an uploaded page of the glyph atlas.
type pageEntry struct {
	img     *ebiten.Image
	version uint64 // the atlas page's version when it was uploaded; 0: never
}

// textures turns a list's texture table into Ebitengine images: image assets read once
// from the game folder (and again when the host says their file changed, View.Reload),
// atlas pages uploaded when
// their version changes, the white texel.
type textures struct {
	assets   fs.FS
	atlas    *text.Atlas
	problems func(error)
	reloaded func(name string)
	white    *ebiten.Image
	falloff  *ebiten.Image // the light falloff (drawlist.TextureFalloff), made on first use
	missing  *ebiten.Image // drawn for an image that cannot be read: opaque magenta
	images   map[string]*imageEntry
	changed  []string // images the host said changed (View.Reload), read again at the next Draw
	pages    []pageEntry
	scratch  []byte // RGBA bytes for atlas uploads
	uploads  int    // atlas uploads and image loads in the current Draw
	reloads  int    // images read again in the current Draw because their file changed
}

func newTextures(assets fs.FS, atlas *text.Atlas, opts Options) *textures {
	t := &textures{assets: assets, atlas: atlas, problems: opts.Problems, reloaded: opts.Reloaded, images: map[string]*imageEntry{}}
	t.white = ebiten.NewImage(1, 1)
	t.white.Fill(color.White)
	t.missing = ebiten.NewImage(1, 1)
	t.missing.Fill(color.RGBA{R: 255, B: 255, A: 255})
	return t
}

// resolve fills dst with the image for each entry of the texture table, loading or
// uploading what is new, and returns it.
func (t *textures) resolve(table []drawlist.Texture, dst []*ebiten.Image) []*ebiten.Image {
	t.uploads, t.reloads = 0, 0
	t.reloadChanged()
	dst = dst[:0]
	for i := range table {
		tx := &table[i]
		switch tx.Kind {
		case drawlist.TextureImage:
			dst = append(dst, t.image(tx.Name))
		case drawlist.TextureAtlasPage:
			dst = append(dst, t.page(int(tx.Page)))
		case drawlist.TextureFalloff:
			dst = append(dst, t.falloffImage())
		default:
			dst = append(dst, t.white)
		}
	}
	return dst
}

// falloffImage returns the light falloff texture, made the first time from
// drawlist.FalloffTexel as premultiplied white.
func (t *textures) falloffImage() *ebiten.Image {
	if t.falloff == nil {
		n := drawlist.FalloffSize
		pix := make([]byte, 4*n*n)
		for y := range n {
			for x := range n {
				v := byte(drawlist.FalloffTexel(x, y)*255 + 0.5)
				i := 4 * (y*n + x)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = v, v, v, v
			}
		}
		t.falloff = ebiten.NewImage(n, n)
		t.falloff.WritePixels(pix)
	}
	return t.falloff
}

// image returns the image asset name, reading it the first time.
func (t *textures) image(name string) *ebiten.Image {
	if e, ok := t.images[name]; ok {
		return e.img
	}
	e := &imageEntry{}
	t.load(name, e)
	t.images[name] = e
	return e.img
}

// load reads name into e; a file that cannot be read is reported once and drawn as
// the placeholder.
func (t *textures) load(name string, e *imageEntry) {
	t.uploads++
	img, err := t.decode(name)
	if err != nil {
		if !e.bad && t.problems != nil {
			t.problems(err)
		}
		e.bad = true
		if e.img == nil {
			e.img = t.missing
		}
		return
	}
	if e.img != nil && e.img != t.missing {
		e.img.Deallocate()
	}
	e.img, e.bad = ebiten.NewImageFromImage(premultiplied(img)), false
}

// decode reads and decodes the image file name.
func (t *textures) decode(name string) (image.Image, error) {
	if t.assets == nil {
		return nil, &ImageError{Name: name, Err: errors.New("the view has no game folder")}
	}
	// The size comes from the header first, so an image too big to load is
	// refused before its pixels take any memory.
	if _, _, err := imagefile.Size(t.assets, name); err != nil {
		return nil, &ImageError{Name: name, Err: err, Header: true}
	}
	img, err := imagefile.Decode(t.assets, name)
	if err != nil {
		return nil, &ImageError{Name: name, Err: err}
	}
	return img, nil
}

// reloadChanged reads again each image the host said changed (View.Reload) that
// the view has read, in the order it was told, and tells Options.Reloaded. An
// image not read yet is read when a list first names it.
func (t *textures) reloadChanged() {
	for _, name := range t.changed {
		e, ok := t.images[name]
		if !ok {
			continue
		}
		t.load(name, e)
		t.reloads++
		if t.reloaded != nil {
			t.reloaded(name)
		}
	}
	t.changed = t.changed[:0]
}

// ImageError is why an image asset cannot be drawn: it is what Options.Problems
// receives.
type ImageError struct {
	Name string // the image's path in the game folder, such as "assets/hero.png"
	Err  error  // why: the file cannot be opened, does not decode, or is too large
	// Header says the file's header could not be read or declares an image
	// that is refused (imagefile.Size failed): package rendering, which reads
	// the same header, has then reported the image too, naming the entity
	// drawing it.
	Header bool
}

// Error returns "ebitenview: image NAME: REASON".
func (e *ImageError) Error() string { return "ebitenview: image " + e.Name + ": " + e.Err.Error() }

// Unwrap returns Err.
func (e *ImageError) Unwrap() error { return e.Err }

// page returns atlas page i, uploading what changed since the last upload.
func (t *textures) page(i int) *ebiten.Image {
	if t.atlas == nil || i < 0 || i >= t.atlas.NumPages() {
		return t.missing
	}
	for len(t.pages) <= i {
		t.pages = append(t.pages, pageEntry{})
	}
	pe := &t.pages[i]
	p := t.atlas.Page(i)
	if pe.img != nil && pe.version == p.Version() {
		return pe.img
	}
	src := p.Image()
	dirty := p.Dirty()
	if pe.img == nil {
		// a new image is all zero, so only what glyphs took needs writing
		pe.img = ebiten.NewImage(src.Rect.Dx(), src.Rect.Dy())
		dirty = p.Used()
	}
	if !dirty.Empty() {
		t.upload(pe.img, src, dirty)
	}
	pe.version = p.Version()
	p.MarkUploaded()
	return pe.img
}

// upload writes the coverage texels of r as premultiplied white (a, a, a, a).
func (t *textures) upload(dst *ebiten.Image, src *image.Alpha, r image.Rectangle) {
	t.uploads++
	n := r.Dx() * r.Dy() * 4
	if cap(t.scratch) < n {
		t.scratch = make([]byte, n)
	}
	buf := t.scratch[:n]
	k := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		off := src.PixOffset(r.Min.X, y)
		for _, a := range src.Pix[off : off+r.Dx()] {
			// a in all four bytes, one store (a, a, a, a byte by byte was
			// 0.97M instructions of the built-in game's first frame)
			binary.LittleEndian.PutUint32(buf[k:k+4], uint32(a)*0x01010101)
			k += 4
		}
	}
	dst.SubImage(r).(*ebiten.Image).WritePixels(buf)
}

// toRGBA64 converts a premultiplied drawlist colour for Image.Fill, clamping each
// component to 0..1.
func toRGBA64(c drawlist.Color) color.RGBA64 {
	f := func(v float32) uint16 {
		if !(v > 0) {
			return 0
		}
		if v >= 1 {
			return 0xffff
		}
		return uint16(v*0xffff + 0.5)
	}
	return color.RGBA64{R: f(c.R), G: f(c.G), B: f(c.B), A: f(c.A)}
}

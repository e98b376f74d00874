package rendering

import (
	"fmt"
	"io"
	"io/fs"
	"math"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/imagefile"
	"github.com/griffengine/griff/rendering/text"
	"github.com/griffengine/griff/scenes/visual"
)

// imageInfo is what the renderer knows about one image asset: its size, read
// once with image.DecodeConfig, and its texture id in the list being built.
type imageInfo struct {
	owner  *Renderer
	gen    uint64 // the renderer's asset generation it was read in
	path   string
	w, h   int
	err    error // why the image cannot be drawn, or nil
	warned bool  // the problem has been reported

	tex      drawlist.TextureID
	texBuild uint64 // the Build tex belongs to
	memo     uint32 // its number: its place in the renderer's imageList plus one (0: none)
}

// whole returns the region of the whole image: its size, at most
// imagefile.MaxSide (4096) a side (decodeSize), so it fits a Region's int32.
func (info *imageInfo) whole() visual.Region {
	return visual.Region{W: int32(info.w), H: int32(info.h)}
}

// image returns the renderer's record of the image at path, reading its size the
// first time. It never fails: an image that cannot be read has err set.
func (r *Renderer) image(path string) *imageInfo {
	if info, ok := r.images[path]; ok {
		return info
	}
	info := &imageInfo{owner: r, gen: r.assets, path: path}
	info.w, info.h, info.err = decodeSize(r.opts.Assets, path)
	if info.err == nil && r.decodePixels {
		if _, err := imagefile.Decode(r.opts.Assets, path); err != nil {
			info.err = fmt.Errorf("image %s: %w", path, err)
		}
	}
	r.images[path] = info
	if len(r.imageList) < math.MaxUint32 {
		r.imageList = append(r.imageList, info)
		info.memo = uint32(len(r.imageList))
	}
	return info
}

// noted returns the renderer's record of the image at path if memo holds its
// number, else nil. The list holds only the current asset generation's
// records (ReloadAssets empties it), and only this renderer's.
func (r *Renderer) noted(memo *visual.ImageMemo, path string) *imageInfo {
	if i := memo.Note() - 1; i < uint32(len(r.imageList)) {
		if info := r.imageList[i]; info.path == path {
			return info
		}
	}
	return nil
}

// decodeSize reads the width and height of the image at path in assets from
// its header (imagefile.Size): an image larger than imagefile.MaxSide on a side
// cannot be drawn, and none of its pixels is decoded.
func decodeSize(assets fs.FS, path string) (w, h int, err error) {
	if path == "" {
		return 0, 0, fmt.Errorf("no image named")
	}
	if assets == nil {
		return 0, 0, fmt.Errorf("image %s: the renderer has no assets", path)
	}
	w, h, err = imagefile.Size(assets, path)
	if err != nil {
		return 0, 0, fmt.Errorf("image %s: %w", path, err)
	}
	return w, h, nil
}

// imageFor returns the renderer's record of the image at path, using cached when
// it is that record.
func (r *Renderer) imageFor(cached *imageInfo, path string) *imageInfo {
	if cached != nil && cached.owner == r && cached.gen == r.assets && cached.path == path {
		return cached
	}
	return r.image(path)
}

// imageMemo is imageFor with the record kept in memo: the image at path, found
// through the note memo holds when that is the renderer's current record of
// path, and noted there otherwise.
func (r *Renderer) imageMemo(memo *visual.ImageMemo, path string) *imageInfo {
	if info := r.noted(memo, path); info != nil {
		return info
	}
	info := r.image(path)
	memo.SetNote(info.memo)
	return info
}

// PlaceholderSize is the width and height in texels (world units before the
// entity's scale) of the placeholder drawn for a sprite whose image is missing
// and that has no Region.
const PlaceholderSize = 16

// usable reports whether info's image can be drawn, warning once in the game's
// problem log (naming the entity and component drawing, and the file) when it
// cannot. An image that cannot be read is still drawn, as a placeholder: its
// quads keep the image's texture id, which the backend cannot load and draws as
// a magenta square. Only a drawable naming no image draws nothing.
func (info *imageInfo) usable(f *frame) bool {
	if info.err == nil {
		return true
	}
	if !info.warned {
		info.warn(f)
	}
	return false
}

// warn reports why info's image cannot be drawn.
func (info *imageInfo) warn(f *frame) {
	info.warned = true
	if info.path == "" {
		f.problems.Warn(f.e, f.component(), "rendering: %v; nothing is drawn", info.err)
	} else {
		f.problems.Warn(f.e, f.component(), "rendering: %v; drawn as a magenta placeholder", info.err)
	}
}

// texture returns the image's texture id in the frame's list, asking the list
// once per frame.
func (info *imageInfo) texture(f *frame) drawlist.TextureID {
	if info.texBuild != f.build {
		info.newTexture(f)
	}
	return info.tex
}

// newTexture asks the frame's list for the image's texture id.
func (info *imageInfo) newTexture(f *frame) {
	info.tex = f.list.Image(info.path)
	info.texBuild = f.build
}

// fontInfo is a font the renderer has looked up by name, or the reason it could
// not.
type fontInfo struct {
	font   *text.Font
	err    error
	warned bool
}

// font returns the font named name: a built-in font (text.BuiltInNames), or else
// a font file at that path in the assets, read and parsed once. "" is
// text.DefaultFont. A font that cannot be had falls back to the default font,
// warning once in the game's problem log, naming the entity and component of f
// drawing.
func (r *Renderer) font(name string, f *frame) *text.Font {
	if name == "" {
		name = text.DefaultFont
	}
	info, ok := r.fonts[name]
	if !ok {
		info = &fontInfo{}
		info.font, info.err = loadFont(r.opts.Assets, name)
		r.fonts[name] = info
	}
	if info.err == nil {
		return info.font
	}
	if !info.warned {
		info.warned = true
		f.problems.Warn(f.e, f.component(), "rendering: font %s: %v; using %s", name, info.err, text.DefaultFont)
	}
	def, _ := text.BuiltIn(text.DefaultFont)
	return def
}

// loadFont finds a built-in font by name, or reads a font file from assets.
func loadFont(assets fs.FS, name string) (*text.Font, error) {
	if f, err := text.BuiltIn(name); err == nil {
		return f, nil
	}
	if assets == nil {
		return nil, fmt.Errorf("not a built-in font and the renderer has no assets")
	}
	f, err := assets.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > MaxFontFileSize {
		return nil, fmt.Errorf("the file is larger than %d MiB", MaxFontFileSize>>20)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFontFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFontFileSize {
		return nil, fmt.Errorf("the file is larger than %d MiB", MaxFontFileSize>>20)
	}
	return text.Parse(name, data)
}

// MaxFontFileSize is the largest font file the renderer reads, in bytes: 64
// MiB, above the largest fonts in common use (a CJK font with every glyph is
// about 20 MiB). A larger file is not read past this size: the text falls back
// to text.DefaultFont with a warning.
const MaxFontFileSize = 64 << 20

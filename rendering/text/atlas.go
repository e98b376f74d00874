package text

import (
	"fmt"
	"image"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// DefaultPageSize is the width and height of an atlas page when AtlasOptions.PageSize is
// zero; the unit is texels.
const DefaultPageSize = 1024

// DefaultMaxPages is the most pages an atlas makes when AtlasOptions.MaxPages is
// zero: 16 pages of DefaultPageSize, 16 MiB of coverage texels (and as many
// RGBA textures in a backend, 64 MiB), room for tens of thousands of glyphs of
// ordinary sizes.
const DefaultMaxPages = 16

// AtlasOptions configure a new Atlas. The zero value means the defaults.
type AtlasOptions struct {
	// PageSize is the width and height of each page in texels, from 64 to 8192. The
	// default (zero) value is DefaultPageSize.
	PageSize int
	// MaxPages is the most pages the atlas makes. When they are full, a glyph
	// that does not fit is not drawn (it lays out as a space of its width), Full
	// reports true, and the problem is reported once; the owner clears the atlas
	// (Clear) between frames. The default (zero or less) is DefaultMaxPages.
	MaxPages int
	// Problems receives each problem with the fonts' data once (a rune a font lacks, a
	// glyph that cannot be read, a size out of range), as a sentence starting with
	// "text: ". The default (nil) drops them.
	Problems func(msg string)
}

// Atlas rasterises glyphs into pages and lays out text with them. It belongs to one game:
// it must be used from one goroutine at a time. Its pages only grow; Clear empties them.
type Atlas struct {
	size     int
	maxPages int
	full     bool   // a glyph was refused for want of a page since the last Clear
	gen      uint64 // Clear calls so far
	problems func(string)
	pages    []*Page
	entries  []glyphEntry
	faces    map[faceKey]*face
	byIndex  map[glyphKey]int32 // (font, size, glyph index) -> entries index
	reported map[problemKey]bool
	buf      sfnt.Buffer
	raster   vector.Rasterizer
	pens     []fixed.Int26_6 // layout scratch: the pen x of each glyph laid out
	widths   []fixed.Int26_6 // layout scratch: the width of each line
	runPPEM  []fixed.Int26_6 // layout scratch: each run's size (LayoutRuns)
	lines    []lineBox       // layout scratch: each line's box (LayoutRuns)
}

// Page is one page of an atlas: a square of coverage texels.
type Page struct {
	img     *image.Alpha
	version uint64
	dirty   image.Rectangle
	shelves []shelf
	top     int // y of the first row below every shelf
}

// shelf is a row of glyphs of about one height, filled left to right.
type shelf struct {
	y, h, x int
}

// glyphEntry is a rasterised glyph.
type glyphEntry struct {
	index   sfnt.GlyphIndex
	page    int32           // -1: nothing to draw (a space)
	src     image.Rectangle // texels of the page
	bearing image.Point     // the bitmap's top-left relative to the pen on the baseline
	advance fixed.Int26_6
}

// face is one font at one size: the atlas's lookups for it, found once per Layout.
type face struct {
	font  *Font
	ppem  fixed.Int26_6
	ascii [128]int32               // entries index + 1 of runes below 128; 0: not yet
	runes map[rune]int32           // entries index of other runes
	kerns map[uint32]fixed.Int26_6 // first glyph << 16 | second -> kerning; nil: no kerning
}

type faceKey struct {
	font *Font
	ppem fixed.Int26_6
}

type glyphKey struct {
	font *Font
	ppem fixed.Int26_6
	g    sfnt.GlyphIndex
}

type problemKind uint8

const (
	problemMissingRune problemKind = iota
	problemBadGlyph
	problemTooBig
	problemSize
	problemFull
	problemLong
)

type problemKey struct {
	font *Font
	kind problemKind
}

// NewAtlas returns an empty atlas. It panics if o.PageSize is not zero and outside 64..8192.
func NewAtlas(o AtlasOptions) *Atlas {
	size := o.PageSize
	if size == 0 {
		size = DefaultPageSize
	}
	if size < 64 || size > 8192 {
		panic(fmt.Sprintf("text: page size %d outside 64..8192", size))
	}
	if o.MaxPages <= 0 {
		o.MaxPages = DefaultMaxPages
	}
	return &Atlas{
		size:     size,
		maxPages: o.MaxPages,
		problems: o.Problems,
		faces:    make(map[faceKey]*face),
		byIndex:  make(map[glyphKey]int32),
		reported: make(map[problemKey]bool),
	}
}

// PageSize returns the width and height of the atlas's pages in texels.
func (a *Atlas) PageSize() int { return a.size }

// MaxPages returns the most pages the atlas makes (AtlasOptions.MaxPages).
func (a *Atlas) MaxPages() int { return a.maxPages }

// Full reports whether a glyph has been refused since the last Clear because the
// atlas had MaxPages pages and none had room for it. Such a glyph is not drawn
// until the atlas is cleared; a renderer clears a full atlas before its next
// frame.
func (a *Atlas) Full() bool { return a.full }

// Generation returns the number of Clear calls so far: glyphs laid out in an
// earlier generation are no longer valid and must be laid out again.
func (a *Atlas) Generation() uint64 { return a.gen }

// NumPages returns how many pages the atlas has.
func (a *Atlas) NumPages() int { return len(a.pages) }

// Page returns page i. It panics unless 0 <= i < NumPages().
func (a *Atlas) Page(i int) *Page {
	if i < 0 || i >= len(a.pages) {
		panic(fmt.Sprintf("text: atlas page %d of %d", i, len(a.pages)))
	}
	return a.pages[i]
}

// Image returns the page's texels: coverage from 0 (empty) to 255 (covered), origin at the
// top-left. The atlas writes into it as glyphs are added; callers must only read it.
func (p *Page) Image() *image.Alpha { return p.img }

// Version returns a number that grows whenever the page changes. It starts at 1.
func (p *Page) Version() uint64 { return p.version }

// Dirty returns the part of the page (texels) changed since the page was made or last
// marked uploaded; empty if none. A backend that has never uploaded the page uploads all
// of it (a new page is all zero).
func (p *Page) Dirty() image.Rectangle { return p.dirty }

// Used returns the rows of the page that glyphs have taken since it was made or
// last cleared, the full page width: every texel outside it is zero. A backend
// making the page's texture for the first time uploads only this part (a new
// texture is all zero), not the whole page: the built-in game's first frame
// used 14 of 1,024 rows, and a whole-page upload took 8 MiB of pixel buffers.
func (p *Page) Used() image.Rectangle { return image.Rect(0, 0, p.img.Rect.Dx(), p.top) }

// MarkUploaded records that a backend has the page as it is: Dirty becomes empty.
func (p *Page) MarkUploaded() { p.dirty = image.Rectangle{} }

// Clear drops every glyph and empties the pages, keeping their memory. Glyphs laid out
// before are no longer valid; each page's version and the atlas's Generation grow,
// and Full reports false.
func (a *Atlas) Clear() {
	a.full = false
	a.gen++
	for _, p := range a.pages {
		clear(p.img.Pix[:p.top*p.img.Stride])
		p.dirty = p.dirty.Union(image.Rect(0, 0, a.size, p.top))
		p.shelves = p.shelves[:0]
		p.top = 1
		p.version++
	}
	a.entries = a.entries[:0]
	for _, fc := range a.faces { // order does not matter: each is emptied
		fc.ascii = [128]int32{}
		clear(fc.runes)
	}
	clear(a.byIndex)
}

// face returns f at size ppem, making it the first time.
func (a *Atlas) face(f *Font, ppem fixed.Int26_6) *face {
	if fc, ok := a.faces[faceKey{f, ppem}]; ok {
		return fc
	}
	fc := &face{font: f, ppem: ppem, runes: make(map[rune]int32)}
	if f.kerns {
		fc.kerns = make(map[uint32]fixed.Int26_6)
	}
	a.faces[faceKey{f, ppem}] = fc
	return fc
}

// kern returns the kerning between glyphs g0 and g1 of fc, from sfnt's Font.Kern (no
// hinting) the first time; 0 where the font has none.
func (a *Atlas) kern(fc *face, g0, g1 sfnt.GlyphIndex) fixed.Int26_6 {
	if fc.kerns == nil {
		return 0
	}
	key := uint32(g0)<<16 | uint32(g1)
	if k, ok := fc.kerns[key]; ok {
		return k
	}
	k, err := fc.font.sf.Kern(&a.buf, g0, g1, fc.ppem, font.HintingNone)
	if err != nil {
		k = 0 // sfnt.ErrNotFound: the pair is not kerned
	}
	fc.kerns[key] = k
	return k
}

// problem reports msg once per font and kind.
func (a *Atlas) problem(f *Font, kind problemKind, msg string, args ...any) {
	k := problemKey{f, kind}
	if a.reported[k] {
		return
	}
	a.reported[k] = true
	if a.problems != nil {
		a.problems(fmt.Sprintf(msg, args...))
	}
}

// glyph returns the entry for rune r of fc, rasterising it the first time.
func (a *Atlas) glyph(fc *face, r rune) glyphEntry {
	if r >= 0 && r < 128 {
		if i := fc.ascii[r]; i > 0 {
			return a.entries[i-1]
		}
	} else if i, ok := fc.runes[r]; ok {
		return a.entries[i]
	}
	f, ppem := fc.font, fc.ppem
	gi, err := f.sf.GlyphIndex(&a.buf, r)
	if err != nil || gi == 0 {
		gi = 0
		a.problem(f, problemMissingRune, "text: font %s has no glyph for %U %q (and maybe others); drawing .notdef", f.name, r, r)
	}
	i, ok := a.byIndex[glyphKey{f, ppem, gi}]
	if !ok {
		i = int32(len(a.entries))
		a.entries = append(a.entries, a.rasterise(f, ppem, gi))
		a.byIndex[glyphKey{f, ppem, gi}] = i
	}
	if r >= 0 && r < 128 {
		fc.ascii[r] = i + 1
	} else {
		fc.runes[r] = i
	}
	return a.entries[i]
}

// rasterise draws glyph gi of f at size ppem into a page.
func (a *Atlas) rasterise(f *Font, ppem fixed.Int26_6, gi sfnt.GlyphIndex) glyphEntry {
	e := glyphEntry{index: gi, page: -1}
	segs, err := f.sf.LoadGlyph(&a.buf, gi, ppem, nil)
	if err != nil {
		a.problem(f, problemBadGlyph, "text: font %s: glyph %d cannot be read (%v); drawing nothing for it", f.name, gi, err)
		segs = nil
	}
	b := segs.Bounds()
	r := image.Rect(b.Min.X.Floor(), b.Min.Y.Floor(), b.Max.X.Ceil(), b.Max.Y.Ceil())
	if !r.Empty() {
		e.bearing = r.Min
		if p, src, ok := a.place(r.Dx(), r.Dy()); ok {
			a.draw(segs, r.Min, p, src)
			e.page, e.src = int32(p), src
		} else if a.full {
			a.problem(nil, problemFull, "text: the glyph atlas is full (%d pages of %d×%d texels); glyphs that do not fit are not drawn until it is cleared", a.maxPages, a.size, a.size)
		} else {
			a.problem(f, problemTooBig, "text: font %s: glyph %d at %v px does not fit a %d-texel atlas page; drawing nothing for it", f.name, gi, float64(ppem)/64, a.size)
		}
	}
	e.advance, err = f.sf.GlyphAdvance(&a.buf, gi, ppem, 0)
	if err != nil {
		e.advance = 0
	}
	return e
}

// draw rasterises segs, whose bitmap's top-left is at origin, into src of page p.
func (a *Atlas) draw(segs sfnt.Segments, origin image.Point, p int, src image.Rectangle) {
	z := &a.raster
	z.Reset(src.Dx(), src.Dy())
	ox, oy := float32(origin.X), float32(origin.Y)
	pt := func(i int, s *sfnt.Segment) (float32, float32) {
		return float32(s.Args[i].X)/64 - ox, float32(s.Args[i].Y)/64 - oy
	}
	for i := range segs {
		s := &segs[i]
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			z.MoveTo(pt(0, s))
		case sfnt.SegmentOpLineTo:
			z.LineTo(pt(0, s))
		case sfnt.SegmentOpQuadTo:
			x1, y1 := pt(0, s)
			x2, y2 := pt(1, s)
			z.QuadTo(x1, y1, x2, y2)
		case sfnt.SegmentOpCubeTo:
			x1, y1 := pt(0, s)
			x2, y2 := pt(1, s)
			x3, y3 := pt(2, s)
			z.CubeTo(x1, y1, x2, y2, x3, y3)
		}
	}
	pg := a.pages[p]
	z.Draw(pg.img, src, image.Opaque, image.Point{})
	pg.version++
	pg.dirty = pg.dirty.Union(src)
}

// place finds room for a w×h bitmap (plus one empty texel right and below; row and column
// 0 of a page stay empty) and returns its page and rectangle, or false if it can never fit
// or if MaxPages pages have no room for it (then the atlas is full).
func (a *Atlas) place(w, h int) (int, image.Rectangle, bool) {
	if w+2 > a.size || h+2 > a.size {
		return 0, image.Rectangle{}, false
	}
	for i, p := range a.pages {
		if r, ok := p.fit(w, h, a.size); ok {
			return i, r, true
		}
	}
	if len(a.pages) >= a.maxPages {
		a.full = true
		return 0, image.Rectangle{}, false
	}
	p := &Page{img: image.NewAlpha(image.Rect(0, 0, a.size, a.size)), version: 1, top: 1}
	a.pages = append(a.pages, p)
	r, _ := p.fit(w, h, a.size)
	return len(a.pages) - 1, r, true
}

// fit puts a w×h bitmap on a shelf of about its height with room left, or on a new shelf.
// A shelf takes bitmaps from its height down to two thirds of it, less 2 texels.
func (p *Page) fit(w, h, size int) (image.Rectangle, bool) {
	for i := range p.shelves {
		s := &p.shelves[i]
		if h <= s.h && h*3+6 >= s.h*2 && s.x+w+1 <= size {
			r := image.Rect(s.x, s.y, s.x+w, s.y+h)
			s.x += w + 1
			return r, true
		}
	}
	if p.top+h+1 > size {
		return image.Rectangle{}, false
	}
	p.shelves = append(p.shelves, shelf{y: p.top, h: h, x: 1 + w + 1})
	r := image.Rect(1, p.top, 1+w, p.top+h)
	p.top += h + 1
	return r, true
}

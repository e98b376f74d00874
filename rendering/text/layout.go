package text

import (
	"image"
	"math"
	"strconv"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// DefaultSize is the font size used when Options.Size is zero; the unit is pixels per em.
const DefaultSize = 16

// MaxSize is the largest font size Layout accepts; the unit is pixels per em.
const MaxSize = 512

// MaxRunes is the most runes (characters) Layout lays out of one string: 65,536,
// some forty pages of a book; the rest is dropped. At about 130 bytes a glyph
// (the Glyph and its quad in a draw list) a text takes at most about 8 MiB.
const MaxRunes = 65536

// Align says where lines go within the text's block.
type Align uint8

// The alignments. The zero value is AlignLeft.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// String returns "left", "center" or "right".
func (a Align) String() string {
	switch a {
	case AlignLeft:
		return "left"
	case AlignCenter:
		return "center"
	case AlignRight:
		return "right"
	}
	return "Align(" + strconv.Itoa(int(a)) + ")"
}

// Options say how Layout sets a text. The zero value is 16-pixel text, unwrapped, aligned
// left, with the font's own line spacing.
type Options struct {
	// Size is the font size in pixels per em, above 0 and at most MaxSize. The default
	// (zero) value is DefaultSize. Each size has glyphs of its own in the atlas, so text
	// that grows and shrinks should be laid out once and its quads scaled.
	Size float64
	// Width is the width lines wrap at, in pixels. The default (zero) value, or any value
	// that is not above 0, means lines never wrap.
	Width float64
	// Align says where each line goes within the block: within Width if there is one,
	// otherwise within the widest line.
	Align Align
	// LineSpacing multiplies the font's line height (ascent + descent + line gap). The
	// default (zero) value, or any value that is not above 0, means 1.
	LineSpacing float64
}

// Glyph is one glyph laid out: where it is in the atlas and where it goes on screen.
type Glyph struct {
	// Page is the atlas page holding the glyph's bitmap (Atlas.Page).
	Page int32
	// Line is the line the glyph is on, from 0.
	Line int32
	// Byte is the byte offset in the laid-out string of the rune drawn (for
	// LayoutRuns, in the runs' texts one after the other).
	Byte int32
	// Run is the index of the run the glyph is from (LayoutRuns); 0 for
	// Layout.
	Run int32
	// Rune is the rune drawn (a rune the font lacks is drawn as .notdef).
	Rune rune
	// Src is the glyph's bitmap in the page; the unit is texels.
	Src image.Rectangle
	// Dst is where the bitmap goes, the same size as Src; the unit is pixels, relative to
	// the text's origin (the top-left of its block, y down).
	Dst image.Rectangle
}

// Metrics describe a laid-out text's block. The unit is pixels.
type Metrics struct {
	// Width is the width of the widest line; spaces at the end of a line do not count.
	Width float64
	// Height is the number of lines times the line height.
	Height float64
	// Ascent is the distance from the top of each line to its baseline.
	Ascent float64
	// LineHeight is the distance from one baseline to the next.
	LineHeight float64
	// Lines is the number of lines: at least 1 for any text laid out.
	Lines int
}

// Layout lays out s in font f, appending one Glyph for each visible glyph to dst, in the
// order of s, and returns the extended slice and the block's metrics. Glyphs not yet in the
// atlas are rasterised into it first; laying out text whose glyphs are all there allocates
// nothing when dst has room. Problems with the font's data go to the atlas's problem
// callback and the text is still laid out; a size out of range is reported and lays out
// nothing; only the first MaxRunes runes of a longer s are laid out, which is reported.
// Layout panics if f is nil.
func (a *Atlas) Layout(dst []Glyph, f *Font, s string, o Options) ([]Glyph, Metrics) {
	if f == nil {
		panic("text: Layout with a nil font")
	}
	size := o.Size
	if size == 0 {
		size = DefaultSize
	}
	if !(size > 0 && size <= MaxSize) {
		a.problem(f, problemSize, "text: size %v px for font %s is outside (0, %d]; drawing nothing", size, f.name, MaxSize)
		return dst, Metrics{}
	}
	ppem := fixed.Int26_6(math.Round(size * 64))
	l := lineBreaker{a: a, fc: a.face(f, ppem), start: len(dst), dst: dst}
	if o.Width > 0 {
		l.limit = fixed.Int26_6(math.Min(math.Round(o.Width*64), math.MaxInt32))
	}
	a.widths = a.widths[:0]
	a.pens = a.pens[:0]
	n := 0
	for i, r := range s {
		if n == MaxRunes {
			a.problem(f, problemLong, "text: a text in font %s has more than %d characters; laying out the first %d", f.name, MaxRunes, MaxRunes)
			break
		}
		n++
		l.add(i, r)
	}
	l.endLine()
	return a.finish(l.dst, l.start, f, ppem, o)
}

// lineBreaker is the state of one Layout call while it goes through the runes.
type lineBreaker struct {
	a     *Atlas
	fc    *face
	run   int32         // the run being laid out (LayoutRuns)
	limit fixed.Int26_6 // wrap width; 0: none
	dst   []Glyph
	start int // index in dst of the first glyph of this call

	line      int32
	lineStart int             // index in dst of the line's first glyph
	pen       fixed.Int26_6   // pen x within the line
	ink       fixed.Int26_6   // line width up to the end of its last non-space glyph
	prev      sfnt.GlyphIndex // previous glyph on the line, for kerning
	hasPrev   bool
	inSpace   bool          // the last rune was a space
	hasBreak  bool          // the line has a place to break at (after a space)
	breakInk  fixed.Int26_6 // the line's width if broken there
	wordStart int           // index in dst of the first glyph after that place
	wordPen   fixed.Int26_6 // pen x where that word starts
}

func (l *lineBreaker) add(i int, r rune) {
	switch {
	case r == '\n':
		l.endLine()
		return
	case r < 0x20 && r != '\t', r == 0x7F:
		return
	}
	if isBreakingSpace(r) {
		l.space(r)
		return
	}
	e := l.a.glyph(l.fc, r)
	x := l.pen
	if l.hasPrev {
		x += l.kern(e.index)
	}
	if l.inSpace {
		l.inSpace = false
		l.wordPen = x
	}
	if l.limit > 0 && x+e.advance > l.limit {
		x = l.wrap(x)
		if x+e.advance > l.limit { // the word moved down is still too long
			x = l.wrap(x)
		}
	}
	if e.page >= 0 {
		l.dst = append(l.dst, Glyph{
			Page: e.page, Line: l.line, Byte: int32(i), Run: l.run, Rune: r, Src: e.src,
			Dst: image.Rectangle{Min: e.bearing, Max: e.bearing.Add(e.src.Size())},
		})
		l.a.pens = append(l.a.pens, x)
	}
	l.pen = x + e.advance
	l.ink = l.pen
	l.prev, l.hasPrev = e.index, true
}

// space advances the pen over a space (a tab is four spaces) and marks a place to break.
func (l *lineBreaker) space(r rune) {
	if !l.inSpace {
		l.breakInk = l.ink
	}
	l.inSpace, l.hasBreak = true, true
	l.wordStart = len(l.dst)
	if r == '\t' {
		l.pen += 4 * l.a.glyph(l.fc, ' ').advance
		l.hasPrev = false
		return
	}
	e := l.a.glyph(l.fc, r)
	if l.hasPrev {
		l.pen += l.kern(e.index)
	}
	l.pen += e.advance
	l.prev, l.hasPrev = e.index, true
}

func (l *lineBreaker) kern(next sfnt.GlyphIndex) fixed.Int26_6 {
	return l.a.kern(l.fc, l.prev, next)
}

// wrap breaks the line before a glyph that would end at x + its advance beyond the
// limit, and returns the glyph's new x. The line breaks after its last space if it has
// glyphs before that (the word so far moves down), else before the glyph; a glyph alone on
// its line stays, however wide.
func (l *lineBreaker) wrap(x fixed.Int26_6) fixed.Int26_6 {
	switch {
	case l.hasBreak && l.wordStart > l.lineStart:
		shift := l.wordPen
		l.a.widths = append(l.a.widths, l.breakInk)
		l.newLine(l.wordStart)
		for k := l.wordStart; k < len(l.dst); k++ {
			l.dst[k].Line = l.line
			l.a.pens[k-l.start] -= shift
		}
		l.pen -= shift
		l.ink = l.pen
		return x - shift
	case len(l.dst) > l.lineStart || l.ink > 0:
		l.a.widths = append(l.a.widths, l.ink)
		l.newLine(len(l.dst))
		l.pen, l.ink = 0, 0
		return 0
	}
	return x
}

func (l *lineBreaker) newLine(first int) {
	l.line++
	l.lineStart = first
	l.hasBreak, l.inSpace = false, false
}

// endLine ends a line at a "\n" or the end of the text.
func (l *lineBreaker) endLine() {
	l.a.widths = append(l.a.widths, l.ink)
	l.newLine(len(l.dst))
	l.pen, l.ink, l.hasPrev = 0, 0, false
}

// isBreakingSpace reports whether r is a space a line may break at: the space, the tab,
// U+1680, U+2000..U+200A but U+2007 (figure space), U+205F and U+3000. No-break spaces
// (U+00A0, U+2007, U+202F) are drawn as glyphs.
func isBreakingSpace(r rune) bool {
	switch {
	case r == ' ', r == '\t', r == 0x1680, r == 0x205F, r == 0x3000:
		return true
	case r >= 0x2000 && r <= 0x200A:
		return r != 0x2007
	}
	return false
}

// finish places the glyphs dst[start:] on their lines' baselines and aligns the lines.
func (a *Atlas) finish(dst []Glyph, start int, f *Font, ppem fixed.Int26_6, o Options) ([]Glyph, Metrics) {
	m, _ := f.sf.Metrics(&a.buf, ppem, font.HintingNone)
	lineH := m.Height
	if o.LineSpacing > 0 {
		lineH = fixed.Int26_6(math.Round(float64(m.Height) * o.LineSpacing))
	}
	widest, box := a.alignBox(o)
	for k := start; k < len(dst); k++ {
		g := &dst[k]
		x := a.pens[k-start] + a.alignOffset(box, g.Line, o.Align)
		baseline := (m.Ascent + lineH*fixed.Int26_6(g.Line)).Round()
		g.Dst = g.Dst.Add(image.Point{X: x.Round(), Y: baseline})
	}
	return dst, Metrics{
		Width:      float64(widest) / 64,
		Height:     float64(lineH) * float64(len(a.widths)) / 64,
		Ascent:     float64(m.Ascent) / 64,
		LineHeight: float64(lineH) / 64,
		Lines:      len(a.widths),
	}
}

// alignBox returns the widest line laid out (a.widths) and the width the lines
// are aligned in: Options.Width when set (in pixels, capped to what 26.6 fixed
// point holds), otherwise the widest line.
func (a *Atlas) alignBox(o Options) (widest, box fixed.Int26_6) {
	for _, w := range a.widths {
		widest = max(widest, w)
	}
	box = widest
	if o.Width > 0 {
		box = fixed.Int26_6(math.Min(math.Round(o.Width*64), math.MaxInt32))
	}
	return widest, box
}

// alignOffset returns how far right line's glyphs move to take the alignment
// al in a box box wide (26.6 fixed point pixels): none for AlignLeft.
func (a *Atlas) alignOffset(box fixed.Int26_6, line int32, al Align) fixed.Int26_6 {
	switch al {
	case AlignCenter:
		return (box - a.widths[line]) / 2
	case AlignRight:
		return box - a.widths[line]
	}
	return 0
}

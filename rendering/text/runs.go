package text

import (
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Run is a part of a text in one size: mixed-size text (a menu label with a
// bigger first word, a line of dialogue with a shouted word) is a list of runs
// laid out as one text by LayoutRuns.
type Run struct {
	// Text is the run's text.
	Text string
	// Size is the run's font size in pixels per em, above 0 and at most
	// MaxSize; the default (zero) is the Options' Size. A run of a size out
	// of range is reported and laid out at the Options' Size.
	Size float64
}

// LayoutRuns lays out runs one after the other as one text in font f, as
// Layout does (wrapping, alignment, the bounds), each run at its own size:
// Glyph.Run says which run a glyph is from, so a caller can colour each run.
// Every line's baseline is placed CSS's way: a line is as tall as the
// largest ascent plus the largest descent of the runs with glyphs on it and
// of the Options' Size (the text's own size, so an empty line or one of
// small runs keeps the text's line height), times LineSpacing; the line's
// baseline is its top plus that largest ascent, rounded to a whole pixel.
// Kerning is kept across runs of the same size and not between runs of
// different sizes. Metrics.Ascent is the first line's ascent and
// Metrics.LineHeight the Options' Size's line height. A text of runs of one
// size lays out as Layout lays out their texts together.
// LayoutRuns panics if f is nil.
func (a *Atlas) LayoutRuns(dst []Glyph, f *Font, runs []Run, o Options) ([]Glyph, Metrics) {
	if f == nil {
		panic("text: LayoutRuns with a nil font")
	}
	size := o.Size
	if size == 0 {
		size = DefaultSize
	}
	if !(size > 0 && size <= MaxSize) {
		a.problem(f, problemSize, "text: size %v px for font %s is outside (0, %d]; drawing nothing", size, f.name, MaxSize)
		return dst, Metrics{}
	}
	base := fixed.Int26_6(math.Round(size * 64))
	l := lineBreaker{a: a, start: len(dst), dst: dst}
	if o.Width > 0 {
		l.limit = fixed.Int26_6(math.Min(math.Round(o.Width*64), math.MaxInt32))
	}
	a.widths, a.pens, a.runPPEM = a.widths[:0], a.pens[:0], a.runPPEM[:0]
	n, off := 0, 0
	for ri, r := range runs {
		ppem := base
		if r.Size != 0 && r.Size > 0 && r.Size <= MaxSize {
			ppem = fixed.Int26_6(math.Round(r.Size * 64))
		} else if r.Size != 0 {
			a.problem(f, problemSize, "text: a run's size %v px for font %s is outside (0, %d]; laid out at %v px", r.Size, f.name, MaxSize, size)
		}
		a.runPPEM = append(a.runPPEM, ppem)
		if fc := a.face(f, ppem); fc != l.fc {
			l.fc, l.hasPrev = fc, false
		}
		l.run = int32(ri)
		for i, c := range r.Text {
			if n == MaxRunes {
				a.problem(f, problemLong, "text: a text in font %s has more than %d characters; laying out the first %d", f.name, MaxRunes, MaxRunes)
				break
			}
			n++
			l.add(off+i, c)
		}
		off += len(r.Text)
	}
	if l.fc == nil {
		l.fc = a.face(f, base)
	}
	l.endLine()
	return a.finishRuns(l.dst, l.start, f, base, o)
}

// lineBox is one line's largest ascent and descent, and its top.
type lineBox struct {
	asc, desc, top fixed.Int26_6
}

// finishRuns places the glyphs dst[start:] of LayoutRuns on their lines'
// baselines (see LayoutRuns) and aligns the lines.
func (a *Atlas) finishRuns(dst []Glyph, start int, f *Font, base fixed.Int26_6, o Options) ([]Glyph, Metrics) {
	bm, _ := f.sf.Metrics(&a.buf, base, font.HintingNone)
	a.lines = a.lines[:0]
	for range a.widths {
		a.lines = append(a.lines, lineBox{asc: bm.Ascent, desc: bm.Height - bm.Ascent})
	}
	for k := start; k < len(dst); k++ {
		g := &dst[k]
		m, _ := f.sf.Metrics(&a.buf, a.runPPEM[g.Run], font.HintingNone)
		lb := &a.lines[g.Line]
		lb.asc, lb.desc = max(lb.asc, m.Ascent), max(lb.desc, m.Height-m.Ascent)
	}
	var top fixed.Int26_6
	for i := range a.lines {
		lb := &a.lines[i]
		lb.top = top
		h := lb.asc + lb.desc
		if o.LineSpacing > 0 {
			h = fixed.Int26_6(math.Round(float64(h) * o.LineSpacing))
		}
		top += h
	}
	widest, box := a.alignBox(o)
	for k := start; k < len(dst); k++ {
		g := &dst[k]
		x := a.pens[k-start] + a.alignOffset(box, g.Line, o.Align)
		lb := a.lines[g.Line]
		g.Dst = g.Dst.Add(image.Point{X: x.Round(), Y: (lb.top + lb.asc).Round()})
	}
	lineH := bm.Height
	if o.LineSpacing > 0 {
		lineH = fixed.Int26_6(math.Round(float64(bm.Height) * o.LineSpacing))
	}
	return dst, Metrics{
		Width:      float64(widest) / 64,
		Height:     float64(top) / 64,
		Ascent:     float64(a.lines[0].asc) / 64,
		LineHeight: float64(lineH) / 64,
		Lines:      len(a.widths),
	}
}

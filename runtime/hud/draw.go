package hud

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The elements' default colours and sizes.
var (
	defaultFill  = griff.RGB(0.25, 0.8, 0.3)
	defaultTrail = griff.RGB(0.95, 0.45, 0.4)
	defaultBack  = griff.RGBA(0, 0, 0, 0.5)
	defaultOn    = griff.RGB(1, 0.8, 0.2)
	defaultOff   = griff.RGBA(0.5, 0.5, 0.5, 0.5)
	defaultBar   = griff.V(100, 8)
	defaultPip   = griff.V(12, 12)
)

const defaultGap = 4

// pivot returns the point of an element's box drawn at its entity: its
// anchor's point (as fractions of the box), or the top-left corner.
func pivot(e *scenes.Entity) griff.Vec {
	if a := scenes.Get[Anchor](e); a != nil {
		return a.To.Fraction()
	}
	return griff.Vec{}
}

// rect draws a box from (x0, y0) to (x1, y1) in c, or nothing if it is empty
// or c is clear.
func rect(s visual.Sink, x0, y0, x1, y1 float64, c griff.Color, image string) {
	if !(x1 > x0 && y1 > y0) || (c.A <= 0 && image == "") {
		return
	}
	s.Quad(visual.Quad{Image: image, Color: c,
		Corners: [4]griff.Vec{griff.V(x0, y0), griff.V(x1, y0), griff.V(x1, y1), griff.V(x0, y1)}})
}

func or(c, d griff.Color) griff.Color {
	if c == (griff.Color{}) {
		return d
	}
	return c
}

// Draw draws the bar: its back, the trail where it is above the fill, and the
// fill, each between steps (see visual.Drawable). It is drawn on the HUD.
func (b *Bar) Draw(s visual.Sink) {
	size := b.Size
	if size == (griff.Vec{}) {
		size = defaultBar
	}
	p := pivot(s.Entity())
	x0, y0 := -float64(p[0]*size[0]), -float64(p[1]*size[1])
	x1, y1 := x0+size[0], y0+size[1]
	fill := b.Fill.At(s.Tick(), s.Blend(), visual.LerpFloat)
	trail := b.Trail.At(s.Tick(), s.Blend(), visual.LerpFloat)
	rect(s, x0, y0, x1, y1, or(b.Back, defaultBack), "")
	part := func(f float64, c griff.Color) {
		if b.Vertical {
			rect(s, x0, y1-float64(f*size[1]), x1, y1, c, "")
		} else {
			rect(s, x0, y0, x0+float64(f*size[0]), y1, c, "")
		}
	}
	if trail > fill {
		part(trail, or(b.TrailColor, defaultTrail))
	}
	part(fill, or(b.Color, defaultFill))
}

// Draw draws the pips, row by row (see visual.Drawable). It is drawn on the
// HUD.
func (p *Pips) Draw(s visual.Sink) {
	n := max(0, min(p.Max, MaxPips))
	if n == 0 {
		return
	}
	size, gap := p.Size, p.Gap
	if size == (griff.Vec{}) {
		size = defaultPip
	}
	if gap == 0 {
		gap = defaultGap
	}
	cols := n
	if p.PerRow > 0 {
		cols = min(n, p.PerRow)
	}
	rows := (n + cols - 1) / cols
	w := float64(float64(cols)*size[0]) + float64(float64(cols-1)*gap)
	h := float64(float64(rows)*size[1]) + float64(float64(rows-1)*gap)
	pv := pivot(s.Entity())
	ox, oy := -float64(pv[0]*w), -float64(pv[1]*h)
	for i := range n {
		tint, img, def := p.Color, p.Image, defaultOn
		if i >= p.Value {
			tint, img, def = p.OffColor, p.OffImage, defaultOff
		}
		if img != "" {
			def = griff.RGB(1, 1, 1) // an image is drawn as it is unless tinted
		}
		c := or(tint, def)
		x := ox + float64(float64(i%cols)*(size[0]+gap))
		y := oy + float64(float64(i/cols)*(size[1]+gap))
		rect(s, x, y, x+size[0], y+size[1], c, img)
	}
}

// drawText draws sh (the first n bytes of its plain text) in style st.
func drawText(s visual.Sink, sh *shown, n int, st *Style, order *visual.DrawOrder) {
	t := &sh.text
	t.Set(sh.plain[:n])
	t.Font, t.Size, t.Color, t.Width = st.Font, st.Size, st.Color, st.Width
	if sh.style.Size > 0 {
		t.Size = sh.style.Size
	}
	if sh.style.HasColor {
		t.Color = sh.style.Color
	}
	p := pivot(s.Entity())
	t.Pivot = p
	switch {
	case p[0] >= 1:
		t.Align = visual.TextAlignRight
	case p[0] > 0:
		t.Align = visual.TextAlignCenter
	default:
		t.Align = visual.TextAlignLeft
	}
	t.DrawOrder = *order
	t.HUD = true
	s.Text(t)
}

// Draw draws the counter's text (see visual.Drawable). It is drawn on the
// HUD.
func (c *Counter) Draw(s visual.Sink) {
	drawText(s, &c.shot, len(c.shot.plain), &c.Style, &c.DrawOrder)
}

// Draw draws the label's text (see visual.Drawable). It is drawn on the HUD.
func (l *Label) Draw(s visual.Sink) {
	drawText(s, &l.shot, len(l.shot.plain), &l.Style, &l.DrawOrder)
}

// Draw draws the characters revealed so far (see visual.Drawable). It is
// drawn on the HUD.
func (t *Typewriter) Draw(s visual.Sink) {
	n := 0
	if t.Shown > 0 && len(t.ends) > 0 {
		n = t.ends[min(t.Shown, len(t.ends))-1]
	}
	drawText(s, &t.shot, n, &t.Style, &t.DrawOrder)
}

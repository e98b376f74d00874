package ui

import (
	"strconv"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/visual"
)

// Draw draws the panel's box: its Image as a 9-slice, or a box of Color
// (see visual.Drawable). It is drawn on the HUD whatever DrawOrder.HUD says.
func (p *Panel) Draw(s visual.Sink) {
	p.HUD = true
	if p.Image == "" {
		if p.Color.A > 0 {
			s.Shape(&visual.Shape{Size: p.Size, Color: p.Color})
		}
		return
	}
	if p.ImageSize == (griff.Vec{}) {
		s.Quad(visual.Quad{Image: p.Image, Corners: box(0, 0, p.Size[0], p.Size[1]), Color: p.Color})
		return
	}
	for _, q := range nineSlice(p.Size, p.ImageSize, p.Slice) {
		q.Image, q.Color = p.Image, p.Color
		s.Quad(q)
	}
}

// nineSlice returns the quads of a 9-slice of an image of size img with
// borders sl (left, top, right, bottom, texels) over a box of size size:
// corners unscaled, edges stretched along them, the middle both ways. Borders
// wider than the box are shrunk to fit; empty pieces are left out.
func nineSlice(size, img griff.Vec, sl [4]float64) []visual.Quad {
	l, t, r, b := sl[0], sl[1], sl[2], sl[3]
	if l+r > size[0] && l+r > 0 {
		k := size[0] / (l + r)
		l, r = l*k, r*k
	}
	if t+b > size[1] && t+b > 0 {
		k := size[1] / (t + b)
		t, b = t*k, b*k
	}
	xs := [4]float64{0, l, size[0] - r, size[0]}
	ys := [4]float64{0, t, size[1] - b, size[1]}
	us := [4]float64{0, sl[0], img[0] - sl[2], img[0]}
	vs := [4]float64{0, sl[1], img[1] - sl[3], img[1]}
	var out []visual.Quad
	for j := range 3 {
		for i := range 3 {
			if xs[i+1] <= xs[i] || ys[j+1] <= ys[j] || us[i+1] <= us[i] || vs[j+1] <= vs[j] {
				continue
			}
			out = append(out, visual.Quad{
				Corners: box(xs[i], ys[j], xs[i+1], ys[j+1]),
				Src:     visual.RegionOf(int(us[i]), int(vs[j]), int(us[i+1]-us[i]), int(vs[j+1]-vs[j])),
			})
		}
	}
	return out
}

func box(x0, y0, x1, y1 float64) [4]griff.Vec {
	return [4]griff.Vec{griff.V(x0, y0), griff.V(x1, y0), griff.V(x1, y1), griff.V(x0, y1)}
}

// The widgets' default colours.
var (
	defaultColor      = griff.RGB(0.2, 0.2, 0.25)
	defaultFocusColor = griff.RGB(0.3, 0.55, 0.9)
)

// Draw draws the widget: its box, coloured between Color and FocusColor by
// Glow (between steps), a slider's fill along its bottom edge, and its label
// with its value, centred across the box from its top edge (see
// visual.Drawable).
func (w *Widget) Draw(s visual.Sink) {
	w.HUD = true
	c, fc := w.Color, w.FocusColor
	if c == (griff.Color{}) {
		c = defaultColor
	}
	if fc == (griff.Color{}) {
		fc = defaultFocusColor
	}
	g := w.Glow.At(s.Tick(), s.Blend(), visual.LerpFloat)
	s.Shape(&visual.Shape{Size: w.Size, Color: lerpColor(c, fc, g)})
	if w.Kind == WidgetSlider {
		lo, hi, _ := w.rangeOf()
		f := max(0, min(1, (w.Current()-lo)/(hi-lo)))
		// A bar 4 pixels high along the box's bottom edge.
		s.Shape(&visual.Shape{Size: griff.V(w.Size[0]*f, 4), Pivot: griff.V(0, -(w.Size[1]-4)/4),
			Color: griff.RGB(0.9, 0.9, 0.9)})
	}
	w.text.Set(w.drawnCaption())
	w.text.Size, w.text.Color, w.text.Align, w.text.Tags = w.TextSize, w.TextColor, visual.TextAlignCenter, true
	w.text.Width = w.Size[0] // centred across the box, from its top edge
	w.text.DrawOrder = w.DrawOrder
	s.Text(&w.text)
}

// caption returns the label with the widget's value, without tags: "Music:
// 70%", "Sound: On", "Language: English".
func (w *Widget) caption() string {
	label := w.Label
	if w.worked {
		label = w.shown
	}
	return label + w.value()
}

// drawnCaption is caption with the label's tags, as drawn.
func (w *Widget) drawnCaption() string {
	if !w.worked {
		return escapeTags(w.caption())
	}
	if w.Kind == WidgetButton && w.key == "" && !w.Waiting {
		return w.tagged // no value: nothing to add, nothing allocated
	}
	return w.tagged + escapeTags(w.value())
}

// value returns what a widget shows after its label: ": 70%", ": On", ": K",
// or "" for a plain button.
func (w *Widget) value() string {
	v := w.Current()
	switch {
	case w.Waiting:
		return ": press a key"
	case w.key != "":
		return ": " + w.key
	case w.Setting == "windowScale":
		return ": " + strconv.Itoa(int(v)) + "x"
	}
	switch w.Kind {
	case WidgetToggle:
		if v >= 0.5 {
			return ": On"
		}
		return ": Off"
	case WidgetSlider:
		lo, hi, _ := w.rangeOf()
		return ": " + strconv.Itoa(int(100*(v-lo)/(hi-lo)+0.5)) + "%"
	case WidgetChoice:
		if i := int(v); i >= 0 && i < len(w.Choices) {
			return ": " + w.Choices[i]
		}
	}
	return ""
}

func lerpColor(a, b griff.Color, t float64) griff.Color {
	l := func(x, y float32) float32 { return float32(float64(x) + float64(float64(y-x)*t)) }
	return griff.RGBA(l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A))
}

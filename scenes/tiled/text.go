package tiled

import (
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
)

// textAnchors are the fractions of a text object's box its halign and valign
// name: where the text's block (Griff.Text's pivot) is placed.
var textAnchors = map[string]float64{"": 0, "left": 0, "top": 0, "justify": 0, "center": 0.5, "right": 1, "bottom": 1}

// placeText gives the Griff.Text fields t of text object o (node n) what o's
// alignment and style say: the block's pivot at the point of o's box that
// halign and valign name (so a text centred in its box in Tiled is centred
// in it in Griff, turned with the object), and a built-in Go font for bold
// and italic text. A font family, underline and strikeout are not read: they
// warn, naming the object.
func (b *builder) placeText(n *level.Node, t map[string]any, o *object) {
	hx, vy := textAnchors[o.textAlign], textAnchors[o.style.vAlign]
	if (hx != 0 || vy != 0) && o.w > 0 && o.h > 0 {
		t["pivot"] = [2]float64{hx, vy}
		n.Position = n.Position.Add(griff.Rotate(griff.V(float64(o.w*hx), float64(o.h*vy)), n.Rotation))
	}
	switch s := o.style; {
	case s.bold && s.italic:
		t["font"] = "Go Bold Italic"
	case s.bold:
		t["font"] = "Go Bold"
	case s.italic:
		t["font"] = "Go Italic"
	}
	var unread []string
	if o.style.family != "" {
		unread = append(unread, "its font family "+o.style.family)
	}
	if o.style.underline {
		unread = append(unread, "underline")
	}
	if o.style.strikes {
		unread = append(unread, "strikeout")
	}
	if len(unread) > 0 {
		b.r.warn(b.r.file, o.line, o.col, "the text object %d %q: %s not read; Griff draws it in a built-in Go font, without lines", o.id, o.name, strings.Join(unread, ", "))
	}
}

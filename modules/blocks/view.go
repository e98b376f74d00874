package blocks

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// View marks the entity the module draws a Well with: a child of the Well's
// entity named "View", made by the system on the Well's first step, holding
// one entity per field cell, the ghost (an entity "Ghost" that follows the
// piece's column, its four blocks under it), the piece, the hold, the next
// queue and the counters, in a fixed order. Saved as "Blocks.View".
type View struct {
	// Entered is the Well.Entered the piece was last drawn for: a piece that
	// entered since is placed at once instead of sliding from the last: state.
	Entered int `json:"entered"`
}

// The children of a View, in order, and how many of each.
const (
	viewFrame   = 0
	viewCells   = 1
	viewGhost   = viewCells + Width*VisibleHeight // the Ghost, its 4 blocks under it
	viewPiece   = viewGhost + 1
	viewHold    = viewPiece + 4
	viewNext    = viewHold + 4
	viewTexts   = viewNext + 4*PreviewLength
	viewInfo    = viewTexts
	viewMessage = viewTexts + 1
	viewLen     = viewTexts + 4 // and the HOLD and NEXT labels
)

// The colours of the pieces, the guideline's: I cyan, O yellow, T purple, S
// green, Z red, J blue, L orange; an empty cell is a dark grey.
var kindColors = [NumKinds]griff.Color{
	griff.MustHex("#1d1f2bff"),
	griff.MustHex("#3ad6e6"), griff.MustHex("#f2d13a"), griff.MustHex("#a64de0"),
	griff.MustHex("#5ccf4a"), griff.MustHex("#e6453a"), griff.MustHex("#3a6ae6"),
	griff.MustHex("#f08c2e"),
}

// Drawing constants.
const (
	ghostAlpha = 0.28 // the ghost piece is the piece's colour, this opaque
	gap        = 8    // world units between the field and the side panels
	textSize   = 10   // pixels per em of the counters
)

var (
	frameColor  = griff.MustHex("#0b0c12")
	hiddenColor = griff.RGBA(1, 1, 1, 0) // not the zero Color, which draws opaque white
)

// view shows every Well on the entities under its View.
func (s *system) view(g *runtime.Game) {
	for e, w := range runtime.Each[Well](g) {
		v := viewOf(g, e, w)
		kids := v.Children()
		cs := w.cellSize()
		drawField(kids[viewCells:viewGhost], w)
		vw := scenes.Read[View](v) // drawPiece writes Entered only when a piece entered
		if vw != nil && vw.Entered != w.Entered {
			v.MarkChanged()
		}
		drawPiece(kids, vw, w, cs)
		drawPreview(kids[viewHold:viewHold+4], w.Hold, griff.V(-gap-float64(4*cs), 2*cs), cs)
		for i := range PreviewLength {
			k := KindNone
			if i < len(w.Queue) {
				k = w.Queue[i]
			}
			at := griff.V(float64(Width*cs)+gap, float64(2+3*i)*cs)
			drawPreview(kids[viewNext+4*i:viewNext+4*i+4], k, at, cs)
		}
		drawTexts(kids, w, g.Clock().StepRate())
	}
}

// viewOf returns the View entity of the Well on e, making it (and its
// children) when there is none, or again when it was damaged.
func viewOf(g *runtime.Game, e *scenes.Entity, w *Well) *scenes.Entity {
	for _, c := range e.Children() {
		if c.Name() != "View" || !scenes.Has[View](c) {
			continue
		}
		if kids := c.Children(); len(kids) == viewLen && len(kids[viewGhost].Children()) == 4 {
			return c
		}
		g.Problems().Warn(c, "Blocks.View", "has %d children, want %d (and 4 under Ghost); made again", len(c.Children()), viewLen)
		g.Scene().Destroy(c)
		break
	}
	return buildView(g.Scene(), e, w)
}

// buildView makes the View of the Well w on e: the children in the order
// the view* constants give.
func buildView(sc *scenes.Scene, e *scenes.Entity, w *Well) *scenes.Entity {
	cs := w.cellSize()
	v := sc.NewEntity("View", e)
	scenes.Add(v, View{Entered: -1})
	fr := sc.NewEntity("Frame", v)
	fr.Transform().SetPosition(griff.V(-2, -2))
	scenes.Add(fr, visual.Shape{Size: griff.V(float64(Width*cs)+4, float64(VisibleHeight*cs)+4), Color: frameColor, DrawOrder: visual.DrawOrder{Layer: -2}})
	for i := range Width * VisibleHeight {
		block(sc, v, w, fmt.Sprintf("Cell%d_%d", i%Width, i/Width), cellPos(i%Width, i/Width, cs), 0)
	}
	ghost := sc.NewEntity("Ghost", v)
	for i := range 4 {
		block(sc, ghost, w, fmt.Sprintf("Ghost%d", i), griff.Vec{}, 1)
	}
	for _, name := range []string{"Piece", "Hold"} {
		for i := range 4 {
			block(sc, v, w, fmt.Sprintf("%s%d", name, i), griff.Vec{}, 1)
		}
	}
	for i := range 4 * PreviewLength {
		block(sc, v, w, fmt.Sprintf("Next%d_%d", i/4, i%4), griff.Vec{}, 1)
	}
	text(sc, v, "Info", griff.V(-gap, 7*cs), visual.TextAlignRight, griff.V(1, 0), "")
	text(sc, v, "Message", griff.V(float64(Width*cs/2), float64(VisibleHeight*cs/2)), visual.TextAlignCenter, griff.V(0.5, 0.5), "").Size = 14
	text(sc, v, "HoldLabel", griff.V(-gap, 0), visual.TextAlignRight, griff.V(1, 0), "HOLD")
	text(sc, v, "NextLabel", griff.V(float64(Width*cs)+gap, 0), visual.TextAlignLeft, griff.Vec{}, "NEXT")
	return v
}

// block makes one cell's entity: a Sprite of w.Image, or a square Shape
// without one, centred on its position.
func block(sc *scenes.Scene, v *scenes.Entity, w *Well, name string, at griff.Vec, layer int) {
	b := sc.NewEntity(name, v)
	b.Transform().SetPosition(at)
	order := visual.DrawOrder{Layer: layer}
	if w.Image != "" {
		scenes.Add(b, visual.Sprite{Image: w.Image, Pivot: griff.V(0.5, 0.5), DrawOrder: order})
		return
	}
	cs := w.cellSize()
	scenes.Add(b, visual.Shape{Size: griff.V(cs-1, cs-1), Pivot: griff.V(0.5, 0.5), DrawOrder: order})
}

// text makes a Text child of v.
func text(sc *scenes.Scene, v *scenes.Entity, name string, at griff.Vec, align visual.TextAlign, pivot griff.Vec, words string) *visual.Text {
	t := sc.NewEntity(name, v)
	t.Transform().SetPosition(at)
	return scenes.Add(t, visual.Text{Text: words, Size: textSize, Align: align, Pivot: pivot, DrawOrder: visual.DrawOrder{Layer: 3}})
}

// cellPos returns the centre of field cell (x, y) in the View, y down from
// the top of the visible field. Products are rounded before they are added
// (no fused multiply-add), so every machine draws at the same place.
func cellPos(x, y int, cs float64) griff.Vec {
	half := float64(cs / 2) // a halving compiles to a multiply by 0.5: rounded too
	return griff.V(float64(float64(x)*cs)+half, float64(float64(VisibleHeight-1-y)*cs)+half)
}

// paint gives block b colour c at once (no fade between steps). It marks b
// changed only when the colour changes, so the still cells of the field
// share their Timeline records.
func paint(b *scenes.Entity, c griff.Color) {
	if sp := scenes.Read[visual.Sprite](b); sp != nil {
		tint := sp.Tint
		if tint.Snap(c); tint != sp.Tint {
			b.MarkChanged()
			sp.Tint = tint
		}
	} else if sh := scenes.Read[visual.Shape](b); sh != nil && sh.Color != c {
		b.MarkChanged()
		sh.Color = c
	}
}

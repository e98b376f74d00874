package blocks

import (
	"fmt"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// drawField colours the visible field's cells and shrinks the rows being
// cleared: a clearing row's cells are scaled to the part of the clear delay
// left, so they shrink towards their middle between steps (the transform is
// drawn between the last two steps). A cell whose row came back to full size
// is marked as jumped, so it does not grow back in sight.
func drawField(cells []*scenes.Entity, w *Well) {
	f := w.shownField()
	left := 1.0
	if d := w.clearDelay(); len(w.Clearing) > 0 && d > 0 {
		left = max(0, 1-float64(w.Cleared)/float64(d))
	}
	for i, b := range cells {
		x, y := i%Width, i/Width
		paint(b, kindColors[f.at(x, y)])
		sy := 1.0
		for _, r := range w.Clearing {
			if r == y {
				sy = left
			}
		}
		tr := b.Transform()
		switch {
		case tr.Scale()[1] == sy:
		case sy == 1:
			tr.SetScale(griff.V(1, 1))
			tr.Teleport(tr.Position())
		default:
			tr.SetScale(griff.V(1, sy))
		}
	}
}

// drawPiece places the falling piece and its ghost. The piece's blocks move
// to their new cells and are drawn between where they were and where they are;
// a piece that entered since the last step is placed at once. The ghost shows
// where a hard drop would lock the piece: its entity (kids[viewGhost]) moves
// with the piece's column and is drawn between steps as the piece is, and its
// blocks are placed under it at once, so while the piece slides sideways the
// ghost is drawn in the same in-between column (not a column ahead), and
// drops to its new row at once. Cells above the visible field are hidden.
func drawPiece(kids []*scenes.Entity, v *View, w *Well, cs float64) {
	p := w.Piece
	ghost := p
	if p.Kind != KindNone {
		ghost.Y -= w.shownField().drop(p)
	}
	fresh := v.Entered != w.Entered
	v.Entered = w.Entered
	col := kindColors[p.Kind]
	if p.Kind == KindNone {
		col = hiddenColor
	}
	gt := kids[viewGhost].Transform()
	origin := griff.V(float64(p.X)*cs, 0)
	if fresh {
		jumpTo(gt, origin)
	} else {
		gt.SetPosition(origin)
	}
	ghostBlocks := kids[viewGhost].Children()
	pc, gc := p.Cells(), ghost.Cells()
	for i := range 4 {
		placeBlock(kids[viewPiece+i], pc[i], griff.Vec{}, col, cs, fresh)
		placeBlock(ghostBlocks[i], gc[i], origin, col.WithAlpha(ghostAlpha*col.A), cs, true)
	}
}

// placeBlock moves block b to field cell c (less origin, where b's parent
// is) in colour col, at once when jump is true; a cell above the visible
// field is hidden.
func placeBlock(b *scenes.Entity, c Cell, origin griff.Vec, col griff.Color, cs float64, jump bool) {
	if c.Y >= VisibleHeight {
		col = hiddenColor
	}
	paint(b, col)
	at := cellPos(c.X, c.Y, cs).Sub(origin)
	if jump {
		jumpTo(b.Transform(), at)
	} else {
		b.Transform().SetPosition(at)
	}
}

// drawPreview shows kind k in its spawn state with its top-left block at at
// (a hidden piece for KindNone).
func drawPreview(blocks []*scenes.Entity, k Kind, at griff.Vec, cs float64) {
	cells := Shape(k, Rot0)
	top, left := 0, 4
	for _, c := range cells {
		top, left = max(top, c.Y), min(left, c.X)
	}
	for i, b := range blocks {
		col := kindColors[k]
		if k == KindNone {
			col = hiddenColor
		}
		paint(b, col)
		c := cells[i]
		half := float64(cs / 2)
		pos := griff.V(at.X()+float64(float64(c.X-left)*cs)+half, at.Y()+float64(float64(top-c.Y)*cs)+half)
		jumpTo(b.Transform(), pos)
	}
}

// jumpTo teleports tr to at unless it stands there already and has not
// moved in this step (so it is drawn there without interpolation either
// way): such a Teleport would change nothing but mark the transform, and a
// Timeline would write its entity's record again (scenes' Change marks).
func jumpTo(tr *scenes.Transform, at griff.Vec) {
	if tr.Position() != at || tr.Moved() {
		tr.Teleport(at)
	}
}

// drawTexts writes the counters and the message.
func drawTexts(kids []*scenes.Entity, w *Well, stepRate int) {
	var info strings.Builder
	if w.Mode == ModeSprint {
		fmt.Fprintf(&info, "TIME\n%s\n\n", Clock(w.Steps, stepRate))
	}
	fmt.Fprintf(&info, "SCORE\n%d\n\nLEVEL\n%d\n\nLINES\n%d/%d", w.Score, w.Level, w.Lines, w.goal())
	setText(kids[viewInfo], info.String())
	setText(kids[viewMessage], message(w, stepRate))
}

// setText sets the Text of e to words, marking e changed only if they
// differ.
func setText(e *scenes.Entity, words string) {
	if t := scenes.Read[visual.Text](e); t != nil && t.Text != words {
		e.MarkChanged()
		t.Text = words
	}
}

// message is what the view writes over the field: the last clear's name
// (with "Back-to-Back", "Perfect Clear" and the combo), or the end of the
// game.
func message(w *Well, stepRate int) string {
	switch {
	case w.Over && w.Won && w.Mode == ModeSprint:
		return "FINISHED\n" + Clock(w.Steps, stepRate)
	case w.Over && w.Won:
		return "COMPLETE\n" + fmt.Sprint(w.Score)
	case w.Over:
		return "GAME OVER"
	}
	s := w.Last.Name()
	if w.Last.BackToBack {
		s = "Back-to-Back\n" + s
	}
	if w.Last.Perfect {
		s += "\nPerfect Clear"
	}
	if w.Last.Combo > 0 {
		s += fmt.Sprintf("\n%d Combo", w.Last.Combo)
	}
	return s
}

// Clock writes steps played at stepRate steps a second as minutes, seconds
// and hundredths ("1:23.45"), rounded down, in integers only.
func Clock(steps, stepRate int) string {
	if stepRate <= 0 {
		stepRate = 60
	}
	cs := steps * 100 / stepRate
	return fmt.Sprintf("%d:%02d.%02d", cs/6000, cs/100%60, cs%100)
}

// shownField returns the field the view draws: w's cells, or an empty field
// while w has none yet. A Well has none before its first step, and a
// player's machine in a session plays no step: it shows a Well of the scene
// file (none) until the host's snapshot fills them in, and drawing it then
// panicked, so its view was deactivated for good.
func (w *Well) shownField() *field {
	if len(w.Cells) != Width*Height {
		return &field{cells: make([]byte, Width*Height)}
	}
	return w.field()
}

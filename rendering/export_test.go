package rendering

import "github.com/griffengine/griff/scenes/visual"

// LaidOut returns the number of glyphs of t's layout the renderer keeps in its
// memo, or -1 if it has none.
func LaidOut(t *visual.Text) int {
	if lay, ok := t.Memo.Note().(*textLayout); ok {
		return len(lay.glyphs)
	}
	return -1
}

// SetOnePhase makes r walk the roots in one phase however many there are (no
// flat walk), for tests comparing the two.
func SetOnePhase(r *Renderer, on bool) { r.onePhase = on }

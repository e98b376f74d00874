package tests

import (
	"math"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/blocks"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/scenes"
)

// TestBlocksGhostFollowsDrawnColumn draws a Well between two steps while its
// piece slides a column right: at every blend the ghost's blocks are drawn
// in the same column as the piece's (before the fix the ghost was drawn a
// column ahead while the piece was still between the two), and both are half
// a column along at blend 0.5.
func TestBlocksGhostFollowsDrawnColumn(t *testing.T) {
	const press = 40 // after 30 steps of soft drop the piece is well inside the field
	var ev []input.Event
	ev = append(ev, input.Event{Tick: 2, Action: blocks.ActionSoftDrop, Down: true, Value: 1}, input.Event{Tick: 32, Action: blocks.ActionSoftDrop})
	ev = append(ev, input.Event{Tick: press, Action: blocks.ActionRight, Down: true, Value: 1}, input.Event{Tick: press + 1, Action: blocks.ActionRight})
	g, err := builtins.NewGame(runtime.Options{Seed: 1, Input: input.NewScript(ev)}, builtins.Options{}, blocks.Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenes.ReadScene("ghost.json", []byte(`{"entities":[{"id":1,"name":"Well","components":{"Blocks.Well":{}}}]}`), g.Problems())
	if err != nil {
		t.Fatal(err)
	}
	g.SetScene(sc)
	for g.Clock().Tick() < press-1 {
		g.Step()
	}
	r := rendering.NewRenderer(rendering.Options{})
	var list drawlist.List
	r.Build(g, 1, &list) // the renderer has seen the scene before the step drawn
	w := scenes.Get[blocks.Well](g.Scene().Find("Well"))
	x0 := w.Piece.X
	g.Step()
	if w.Piece.X != x0+1 {
		t.Fatalf("the press moved the piece from x %d to %d, want one column right", x0, w.Piece.X)
	}
	const cs = blocks.DefaultCellSize
	for _, blend := range []float64{0, 0.25, 0.5, 1} {
		r.Build(g, blend, &list)
		piece, ghost := blocksLeftEdges(list.Quads, r.Screen().X)
		if math.IsNaN(piece) || math.IsNaN(ghost) {
			t.Fatalf("blend %v: piece or ghost not drawn (left edges %v, %v)", blend, piece, ghost)
		}
		if math.Abs(piece-ghost) > 1e-3 {
			t.Errorf("blend %v: the piece's left edge is drawn at x %.3f, the ghost's at %.3f; want the same column", blend, piece, ghost)
		}
		want := float64(float64(x0)+blend)*cs + 0.5 // a block is cs-1 wide, centred in its cell
		if blend == 0.5 && math.Abs(float64(piece-want)-float64(blocksBoxLeft(w.Piece)*cs)) > 1e-3 {
			t.Errorf("blend 0.5: the piece's left edge at %.3f, want half a column along (%.3f)", piece, want+float64(blocksBoxLeft(w.Piece)*cs))
		}
	}
}

// blocksBoxLeft is the column of the piece's leftmost block in its box.
func blocksBoxLeft(p blocks.Piece) int {
	left := 4
	for _, c := range p.Cells() {
		left = min(left, c.X-p.X)
	}
	return left
}

// blocksLeftEdges returns the leftmost x, in pixels, of the falling piece's
// blocks (opaque, not the empty cells' colour, inside the field) and of the
// ghost's (drawn 0.28 opaque), NaN for none.
func blocksLeftEdges(qs []drawlist.Quad, screenW int) (piece, ghost float64) {
	piece, ghost = math.NaN(), math.NaN()
	empty := griff.MustHex("#1d1f2bff").Premultiplied()
	for _, q := range qs {
		x := float64((q.Corners[0].X + 1) / 2 * float32(screenW))
		if x < 0 || x >= blocks.Width*blocks.DefaultCellSize {
			continue // the frame, the hold, the next queue, the texts
		}
		switch {
		case math.Abs(float64(q.Tint.A)-0.28) < 0.01:
			ghost = nanMin(ghost, x)
		case q.Tint.A == 1 && math.Abs(float64(q.Tint.R-empty.R)) > 0.01:
			piece = nanMin(piece, x)
		}
	}
	return piece, ghost
}

func nanMin(a, b float64) float64 {
	if math.IsNaN(a) {
		return b
	}
	return min(a, b)
}

package match3

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// firstMove returns a swap that matches on a board dealt from seed.
func firstMove(t *testing.T, seed uint64) (Cell, Cell) {
	t.Helper()
	probe := &Board{Seed: seed}
	probe.Deal(seed)
	a, c, ok := probe.FirstMove()
	if !ok {
		t.Fatal("no move")
	}
	return a, c
}

// playBoard steps g until the board is idle again after a swap (or 400
// steps) and returns it.
func playBoard(g *runtime.Game) *Board {
	for range 400 {
		g.Step()
	}
	return scenes.Get[Board](g.Scene().Find("Board"))
}

// TestDragReleasedAsItReachesHalfACell: the button let go in the same step
// the pointer reaches half a cell still swaps (the drag was lost before);
// let go short of half a cell it does not.
func TestDragReleasedAsItReachesHalfACell(t *testing.T) {
	a, c := firstMove(t, 5)
	at := func(cell Cell) (float64, float64) { return float64(cell.X)*32 + 16, float64(cell.Y)*32 + 16 }
	ax, ay := at(a)
	cx, cy := at(c)
	for _, tc := range []struct {
		name  string
		frac  float64 // how far towards c the pointer goes, in cells
		moves int
	}{{"past half a cell", 0.625, 1}, {"short of half a cell", 0.375, 0}} {
		ev := []input.Event{
			{Tick: 2, Kind: input.KindPointer, X: ax, Y: ay},
			{Tick: 3, Action: ActionGrab, Down: true, Value: 1},
			// One step: the pointer moves and the button goes up.
			{Tick: 5, Kind: input.KindPointer, X: ax + (cx-ax)*tc.frac, Y: ay + (cy-ay)*tc.frac},
			{Tick: 5, Action: ActionGrab},
		}
		b := playBoard(newGame(t, Board{Seed: 5}, ev, nil))
		if b.MovesMade != tc.moves || b.Grab {
			t.Errorf("%s: dragging %v towards %v and letting go in the same step: %d moves (grab %v), want %d",
				tc.name, a, c, b.MovesMade, b.Grab, tc.moves)
		}
	}
}

// worldGame makes a game with a 480×270 logical screen, a camera at cam
// with zoom, and the board at pos in the world (not on the HUD).
func worldGame(t testing.TB, pos, cam griff.Vec, zoom float64, viewport visual.Viewport, events []input.Event) *runtime.Game {
	t.Helper()
	g, err := builtins.NewGame(runtime.Options{Seed: 3, Input: input.NewScript(events)},
		builtins.Options{UI: ui.Options{Screen: griff.V(480, 270)}}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	ce := g.Scene().NewEntity("Camera", nil)
	ce.Transform().SetPosition(cam)
	scenes.Add(ce, visual.Camera{Zoom: visual.NewSmoothed(zoom), Viewport: viewport})
	e := g.Scene().NewEntity("Board", nil)
	e.Transform().SetPosition(pos)
	scenes.Add(e, Board{Seed: 5})
	return g
}

// TestPointerOnABoardInTheWorld: a board placed in the world, seen through a
// camera that is offset from it and zoomed, is worked by the pointer at the
// gems as drawn on the screen: a press picks the gem under it and a drag of
// half a cell (on the screen: half a cell times the zoom) swaps.
func TestPointerOnABoardInTheWorld(t *testing.T) {
	a, c := firstMove(t, 5)
	pos, cam, zoom := griff.V(400, 250), griff.V(528, 378), 0.75
	// The renderer's screen = centre + zoom·(world − camera).
	toScreen := func(cell Cell, fx, fy float64) (float64, float64) {
		wx, wy := pos.X()+(float64(cell.X)+fx)*32, pos.Y()+(float64(cell.Y)+fy)*32
		return 240 + zoom*(wx-cam.X()), 135 + zoom*(wy-cam.Y())
	}
	ax, ay := toScreen(a, 0.5, 0.5)
	dx, dy := float64(c.X-a.X)*0.6, float64(c.Y-a.Y)*0.6
	tx, ty := toScreen(a, 0.5+dx, 0.5+dy)
	press := []input.Event{
		{Tick: 2, Kind: input.KindPointer, X: ax, Y: ay},
		{Tick: 3, Action: ActionGrab, Down: true, Value: 1},
	}
	g := worldGame(t, pos, cam, zoom, visual.Viewport{}, press)
	for range 4 {
		g.Step()
	}
	b := scenes.Get[Board](g.Scene().Find("Board"))
	if !b.Picked || b.Pick != a || b.Cursor != a {
		t.Fatalf("pressing at (%v, %v) on the screen picked %v (picked %v), want %v", ax, ay, b.Pick, b.Picked, a)
	}
	want := griff.V(float64(a.X)*32+16, float64(a.Y)*32+16)
	if !b.GrabFrom.ApproxEqualThreshold(want, 1e-9) {
		t.Errorf("grabbed at %v in the board's units, want %v", b.GrabFrom, want)
	}
	drag := append(press, input.Event{Tick: 5, Kind: input.KindPointer, X: tx, Y: ty}, input.Event{Tick: 7, Action: ActionGrab})
	if b := playBoard(worldGame(t, pos, cam, zoom, visual.Viewport{}, drag)); b.MovesMade != 1 {
		t.Errorf("dragging %v towards %v through the camera: %d moves, want 1", a, c, b.MovesMade)
	}
}

// TestPointerOutsideEveryView: with a camera drawing the left half of the
// screen only, a press on the right half picks nothing.
func TestPointerOutsideEveryView(t *testing.T) {
	ev := []input.Event{{Tick: 2, Kind: input.KindPointer, X: 400, Y: 100}, {Tick: 3, Action: ActionGrab, Down: true, Value: 1}}
	// The board covers the whole screen in the world; the view covers x < 240.
	g := worldGame(t, griff.V(-1000, -1000), griff.V(0, 0), 1, visual.Viewport{W: 0.5, H: 1}, ev)
	scenes.Get[Board](g.Scene().Find("Board")).CellSize = 256
	for range 4 {
		g.Step()
	}
	if b := scenes.Get[Board](g.Scene().Find("Board")); b.Picked || b.Grab {
		t.Errorf("a press outside every view picked %v", b.Pick)
	}
}

// TestPointerOnAScaledHUDBoard: a HUD board drawn at twice its size is
// picked where it is drawn.
func TestPointerOnAScaledHUDBoard(t *testing.T) {
	ev := []input.Event{{Tick: 2, Kind: input.KindPointer, X: 10 + 2*(3*32+5), Y: 20 + 2*(1*32+30)}, {Tick: 3, Action: ActionGrab, Down: true, Value: 1}}
	g := newGame(t, Board{Seed: 5, DrawOrder: visual.DrawOrder{HUD: true}}, ev, nil)
	e := g.Scene().Find("Board")
	e.Transform().SetPosition(griff.V(10, 20))
	e.Transform().SetScale(griff.V(2, 2))
	for range 4 {
		g.Step()
	}
	if b := scenes.Get[Board](e); !b.Picked || b.Pick != (Cell{3, 1}) {
		t.Errorf("pressing on the scaled HUD board picked %v (%v), want (3, 1)", b.Pick, b.Picked)
	}
}

// TestPointerStepAllocates: an idle board's step with the pointer moving
// over a board in the world (through the camera) allocates nothing.
func TestPointerStepAllocates(t *testing.T) {
	var ev []input.Event
	for i := range 400 {
		ev = append(ev, input.Event{Tick: griff.Tick(2 + i), Kind: input.KindPointer, X: float64(150 + i%100), Y: 100})
	}
	g := worldGame(t, griff.V(400, 250), griff.V(528, 378), 0.75, visual.Viewport{}, ev)
	for range 20 {
		g.Step()
	}
	if n := testing.AllocsPerRun(100, g.Step); n != 0 {
		t.Errorf("a step with the pointer over a board in the world allocates %v times, want 0", n)
	}
}

// BenchmarkPointerOnBoard_world measures turning the pointer into a board's
// own units through the camera.
func BenchmarkPointerOnBoard_world(b *testing.B) {
	g := worldGame(b, griff.V(400, 250), griff.V(528, 378), 0.75, visual.Viewport{}, nil)
	g.Step()
	e := g.Scene().Find("Board")
	bd := scenes.Get[Board](e)
	pt := input.Pointer{X: 200, Y: 100, Known: true}
	for b.Loop() {
		if _, ok := pointerOnBoard(g, e, bd, pt); !ok {
			b.Fatal("the pointer is not on the view")
		}
	}
}

package match3

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// newGame makes a game with the module's system, the built-in ones and the
// scripted events, whose scene holds one entity "Board" with b.
func newGame(t testing.TB, b Board, events []input.Event, problems *scenes.Problems) *runtime.Game {
	t.Helper()
	g, err := builtins.NewGame(runtime.Options{Seed: 3, Input: input.NewScript(events), Problems: problems}, builtins.Options{}, Systems()...)
	if err != nil {
		t.Fatal(err)
	}
	e := g.Scene().NewEntity("Board", nil)
	scenes.Add(e, b)
	return g
}

func tap(action string, at griff.Tick) []input.Event {
	return []input.Event{{Tick: at, Action: action, Down: true, Value: 1}, {Tick: at + 1, Action: action}}
}

// TestFramePlacement checks the module's one step is in the logic phase, and
// not in a game without the module.
func TestFramePlacement(t *testing.T) {
	g := newGame(t, Board{}, nil, nil)
	var names []string
	for _, f := range g.Frame() {
		if f.ID == StepBoards && f.Phase != runtime.PhaseLogic {
			t.Errorf("StepBoards in %v, want logic", f.Phase)
		}
		names = append(names, f.ID.Name())
	}
	if !slices.Contains(names, StepBoards.Name()) {
		t.Errorf("StepBoards not in the frame: %v", names)
	}
	runtimetest.NotBuiltIn(t, StepBoards)
}

// TestKeysSwap: the cursor moves, select picks, a direction swaps.
func TestKeysSwap(t *testing.T) {
	g := newGame(t, Board{Seed: 5}, nil, nil)
	g.Step()
	b := scenes.Get[Board](g.Scene().Find("Board"))
	a, c, ok := b.FirstMove()
	if !ok {
		t.Fatal("no move")
	}
	var ev []input.Event
	at := griff.Tick(3)
	for range a.X {
		ev = append(ev, tap(ActionRight, at)...)
		at += 2
	}
	for range a.Y {
		ev = append(ev, tap(ActionDown, at)...)
		at += 2
	}
	ev = append(ev, tap(ActionSelect, at)...)
	dir := ActionRight
	if c.Y > a.Y {
		dir = ActionDown
	}
	ev = append(ev, tap(dir, at+2)...)
	g = newGame(t, Board{Seed: 5}, ev, nil)
	for range 400 {
		g.Step()
	}
	b = scenes.Get[Board](g.Scene().Find("Board"))
	if b.MovesMade != 1 || b.Score == 0 || b.Phase != PhaseIdle {
		t.Errorf("after swapping %v and %v by keys: moves %d, score %d, phase %v", a, c, b.MovesMade, b.Score, b.Phase)
	}
}

// TestPointerDrag: pressing on a gem and dragging half a cell swaps it.
func TestPointerDrag(t *testing.T) {
	probe := &Board{Seed: 5}
	probe.Deal(5)
	a, c, _ := probe.FirstMove()
	at := func(cell Cell) (float64, float64) { return float64(cell.X)*32 + 16, float64(cell.Y)*32 + 16 }
	ax, ay := at(a)
	cx, cy := at(c)
	ev := []input.Event{
		{Tick: 2, Kind: input.KindPointer, X: ax, Y: ay},
		{Tick: 3, Action: ActionGrab, Down: true, Value: 1},
		{Tick: 4, Kind: input.KindPointer, X: (ax+cx)/2 + (cx-ax)/8, Y: (ay+cy)/2 + (cy-ay)/8},
		{Tick: 6, Action: ActionGrab},
	}
	g := newGame(t, Board{Seed: 5}, ev, nil)
	for range 400 {
		g.Step()
	}
	b := scenes.Get[Board](g.Scene().Find("Board"))
	if b.MovesMade != 1 {
		t.Errorf("after dragging %v to %v: moves %d, phase %v", a, c, b.MovesMade, b.Phase)
	}
}

// TestSnapshotMidCascade: a game snapshot taken while a swap's clears and
// falls are under way restores to a game that plays on identically.
func TestSnapshotMidCascade(t *testing.T) {
	probe := &Board{Seed: 9}
	probe.Deal(9)
	a, c, _ := probe.FirstMove()
	probe.Swap(a, c, 1)
	g := newGame(t, Board{Seed: 9}, nil, nil)
	g.Step()
	b := scenes.Get[Board](g.Scene().Find("Board"))
	b.Swap(a, c, g.Clock().Tick())
	for b.Phase != PhaseFall {
		g.Step()
	}
	g.Step()
	snap, err := g.Snapshot(nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 300 {
		g.Step()
	}
	want := g.Fingerprint()
	wantRows := rows(b)
	if err := g.Restore(snap); err != nil {
		t.Fatal(err)
	}
	if got := scenes.Get[Board](g.Scene().Find("Board")); got.Phase != PhaseFall {
		t.Fatalf("restored board in phase %v, want fall", got.Phase)
	}
	for range 300 {
		g.Step()
	}
	if got := g.Fingerprint(); got != want {
		t.Errorf("after restoring mid-cascade the game ends in %s, want %s", got, want)
	}
	if got := rows(scenes.Get[Board](g.Scene().Find("Board"))); !slices.Equal(got, wantRows) {
		t.Errorf("board %v, want %v", got, wantRows)
	}
}

// TestBadSettingsWarn: a board's settings out of range warn once in the
// problem log, naming the entity and component, and the board plays clamped.
func TestBadSettingsWarn(t *testing.T) {
	var got []scenes.Problem
	log := scenes.NewProblems(func(p scenes.Problem) { got = append(got, p) })
	g := newGame(t, Board{Width: 40, Colours: 2, Layout: []string{"..x"}}, nil, log)
	g.Step()
	g.Step()
	var text []string
	for _, p := range got {
		text = append(text, p.String())
	}
	all := strings.Join(text, "\n")
	for _, want := range []string{"width 40 is not in [3, 16]", "colours 2", "layout has 1 rows", "'x' is not"} {
		if !strings.Contains(all, want) || !strings.Contains(all, "Match3.Board") {
			t.Errorf("problems %q do not say %q", all, want)
		}
	}
	b := scenes.Get[Board](g.Scene().Find("Board"))
	if w, _ := b.size(); w != MaxSize || len(b.Cells) != MaxSize*DefaultSize || b.colours() != 3 {
		t.Errorf("board plays %d wide, %d cells, %d colours", w, len(b.Cells), b.colours())
	}
}

// TestDrawnBetweenSteps: a gem that slides is drawn between where it was when
// the step began and where it is, by the frame's blend.
func TestDrawnBetweenSteps(t *testing.T) {
	b := board(t, "abab", "baba", "abab", "cdcd")
	b.Swap(Cell{0, 0}, Cell{1, 0}, 1)
	b.Advance(DefaultSwapTime/3, 2)
	p0, p1 := b.Progress.Previous(), b.Progress.Value()
	if p0 != 0 || p1 <= 0.3 || p1 >= 0.34 {
		t.Fatalf("progress %v -> %v after a third of the swap", p0, p1)
	}
	half := b.Progress.At(2, 0.5, func(x, y, t float64) float64 { return x + (y-x)*t })
	if half != p1/2 {
		t.Errorf("drawn at blend 0.5: %v, want %v", half, p1/2)
	}
	pos, _ := b.placed(Cell{0, 0}, 1, 32, 0)
	if pos != griff.V(32, 0) {
		t.Errorf("at the end of the swap the gem of (0,0) is at %v, want (32, 0)", pos)
	}
	b.Advance(DefaultSwapTime/3, 3)
	if b.Progress.Previous() != p1 {
		t.Errorf("the next step's slide starts at %v, want %v", b.Progress.Previous(), p1)
	}
}

// TestFrameGolden pins the frame of a game with the module: its step among
// the built-in ones (testdata/frame.golden, rewritten with -update).
func TestFrameGolden(t *testing.T) {
	g := newGame(t, Board{}, nil, nil)
	runtimetest.Golden(t, runtimetest.FrameFile, runtimetest.FrameText(g, 16))
}

// TestHint: a board left idle for HintAfter shows a hint; a swap hides it.
func TestHint(t *testing.T) {
	g := newGame(t, Board{Seed: 5, HintAfter: time.Second}, nil, nil)
	b := func() *Board { return scenes.Get[Board](g.Scene().Find("Board")) }
	for range 59 {
		g.Step()
	}
	if b().hinting() {
		t.Fatalf("hinting after %v idle", b().Idle)
	}
	g.Step()
	g.Step()
	if !b().hinting() {
		t.Fatalf("no hint after %v idle", b().Idle)
	}
	a, c, _ := b().FirstMove()
	b().Swap(a, c, g.Clock().Tick())
	g.Step()
	if b().hinting() || b().Idle != 0 {
		t.Errorf("hinting during a swap (idle %v)", b().Idle)
	}
}

package puzzle

import (
	"testing"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// corridor: the player, a crate, floor, a target, then a second crate
// against the wall, so moves, pushes, pushes onto the target and refused
// pushes can all be made.
const corridor = `#########
#@ $ .$ #
#  .    #
#########`

func TestUndoPlainMove(t *testing.T) {
	r := newRig(t, corridor, nil)
	s0 := r.state()
	r.do("D")
	if got := r.cell("Player", 0); got != grid.C(1, 2) {
		t.Fatalf("after D the player is at %v, want (1,2)", got)
	}
	if b := r.board(); b.Moves != 1 {
		t.Errorf("moves %d, want 1", b.Moves)
	}
	r.do("Z")
	if got := r.state(); got != s0 {
		t.Errorf("undo of a plain move left: %s", changed(got, s0))
	}
	if b := r.board(); b.Moves != 0 || b.Undos != 1 {
		t.Errorf("after undo: moves %d undos %d, want 0 and 1", b.Moves, b.Undos)
	}
}

func TestUndoPushAndPushOntoTarget(t *testing.T) {
	r := newRig(t, corridor, nil)
	states := []string{r.state()}
	for _, k := range "RRR" { // walk, push, push the crate onto the target at (5,1)
		r.do(string(k))
		states = append(states, r.state())
	}
	if got := r.cell("Crate", 0); got != grid.C(5, 1) {
		t.Fatalf("the crate is at %v, want on the target (5,1)", got)
	}
	var target *Target
	for _, c := range r.root().Children() {
		if tg := scenes.Get[Target](c); tg != nil && tg.Cell == grid.C(5, 1) {
			target = tg
		}
	}
	if target == nil || !target.Covered {
		t.Fatalf("the target at (5,1) is not covered: %+v", target)
	}
	for i := len(states) - 2; i >= 0; i-- {
		r.do("Z")
		if got := r.state(); got != states[i] {
			t.Errorf("undo back to move %d: %s", i, changed(got, states[i]))
		}
	}
	if target.Covered {
		t.Error("after undoing the push the target is still covered")
	}
	if b := r.board(); b.Moves != 0 || len(b.History) != 0 || b.Pending != nil {
		t.Errorf("after undoing all: moves %d history %d pending %v", b.Moves, len(b.History), b.Pending != nil)
	}
}

func TestRefusedMoveChangesNothing(t *testing.T) {
	r := newRig(t, corridor, nil)
	r.do("R")
	s := r.state()
	r.do("U") // a wall
	if got := r.state(); got != s {
		t.Errorf("a move into a wall changed the level: %s", changed(got, s))
	}
	r.do("RRRR") // push the first crate onto the target, then against the second: refused (a chain)
	if got := r.cell("Crate", 0); got != grid.C(5, 1) {
		t.Fatalf("crate 0 at %v, want (5,1) (a chain push is refused)", got)
	}
	if got := r.cell("Crate", 1); got != grid.C(6, 1) {
		t.Fatalf("crate 1 at %v, want (6,1)", got)
	}
	if b := r.board(); b.Moves != 3 {
		t.Errorf("moves %d, want 3 (the refused push does not count)", b.Moves)
	}
	r.do("Z")
	if got := r.cell("Crate", 0); got != grid.C(4, 1) {
		t.Errorf("undo after a refused push put crate 0 at %v, want (4,1) (it undoes the push before)", got)
	}
}

func TestRestartThenUndo(t *testing.T) {
	r := newRig(t, corridor, nil)
	s0 := r.state()
	r.do("RRD")
	s1 := r.state()
	r.do("X")
	if got := r.state(); got != s0 {
		t.Errorf("restart left: %s", changed(got, s0))
	}
	if b := r.board(); b.Moves != 4 {
		t.Errorf("moves after restart %d, want 4 (a restart is a move)", b.Moves)
	}
	r.do("X") // nothing to restart
	if b := r.board(); b.Moves != 4 {
		t.Errorf("a second restart counted: moves %d, want 4", b.Moves)
	}
	r.do("Z")
	if got := r.state(); got != s1 {
		t.Errorf("undo of a restart left: %s", changed(got, s1))
	}
	r.do("ZZZ")
	if got := r.state(); got != s0 {
		t.Errorf("undoing everything left: %s", changed(got, s0))
	}
	r.do("Z") // nothing left to undo
	if got, b := r.state(), r.board(); got != s0 || b.Moves != 0 {
		t.Errorf("an undo with no history changed the level (moves %d)", b.Moves)
	}
}

// TestUndoSlidesBack: an undone move is drawn sliding back: the player is
// half-way between the two cells during the undo.
func TestUndoSlidesBack(t *testing.T) {
	r := newRig(t, corridor, nil)
	r.do("D")
	r.in.Next = append(r.in.Next, ActionUndo)
	r.g.Step()
	r.g.Step()
	p := r.root().Find("Player")
	m := scenes.Get[grid.Mover](p)
	if !m.Moving || m.From != grid.C(1, 2) || m.Cell != grid.C(1, 1) {
		t.Fatalf("during the undo the player mover is %+v, want moving from (1,2) to (1,1)", m)
	}
	y := p.Transform().Position().Y()
	cs := float64(DefaultCellSize)
	if top, bottom := cs*1.5, cs*2.5; !(y > top && y < bottom) {
		t.Errorf("during the undo the player is drawn at y %v, want between %v and %v", y, top, bottom)
	}
	r.settle()
	if got := r.cell("Player", 0); got != grid.C(1, 1) {
		t.Errorf("after the undo the player is at %v, want (1,1)", got)
	}
}

// TestUndoRestoresAnySavedField: a component a move changed that is not the
// grid's (here a turn countdown counted down by the test as moves happen)
// comes back with undo.
func TestUndoRestoresAnySavedField(t *testing.T) {
	r := newRig(t, corridor, nil)
	p := r.root().Find("Player")
	type counter = Target // any saved component will do: a Target on the player
	scenes.Add(p, counter{Cell: grid.C(9, 9)})
	r.g.Step()
	r.do("R")
	scenes.Get[counter](p).Cell = grid.C(7, 7) // changed after the move: part of it
	r.do("R")
	r.do("ZZ")
	if got := scenes.Get[counter](p).Cell; got != grid.C(9, 9) {
		t.Errorf("after two undos the field is %v, want (9,9)", got)
	}
}

// TestUndoMidSlideTurnsRound: an undo while the player slides turns it round
// where it is, and it ends where it began.
func TestUndoMidSlideTurnsRound(t *testing.T) {
	r := newRig(t, corridor, nil)
	s0 := r.state()
	r.in.Next = append(r.in.Next, ActionRight)
	for range 4 {
		r.g.Step()
	}
	m := scenes.Get[grid.Mover](r.root().Find("Player"))
	if !m.Moving {
		t.Fatal("the player should be sliding 4 steps into the move")
	}
	x0 := r.root().Find("Player").Transform().Position().X()
	r.in.Next = append(r.in.Next, ActionUndo)
	r.g.Step()
	r.g.Step()
	x1 := r.root().Find("Player").Transform().Position().X()
	if !m.Moving || m.From != grid.C(2, 1) || !(x1 < x0) || x1 <= DefaultCellSize {
		t.Errorf("after undo mid-slide: %+v at x %v (was %v); want sliding back left from (2,1), not jumping", m, x1, x0)
	}
	r.settle()
	if got := r.state(); got != s0 {
		t.Errorf("after the undo mid-slide: %s", changed(got, s0))
	}
}

// TestUndoRestoresCrateTile: with a tile sheet, a crate pushed onto a target
// shows the "done" tile, and undo puts the plain tile back with the push.
func TestUndoRestoresCrateTile(t *testing.T) {
	r := newRig(t, corridor, func(b *Board) { b.Tiles = "assets/puzzle.png" })
	r.do("RRR")
	var crate *scenes.Entity
	for _, c := range r.root().Children() {
		if c.Name() == "Crate" {
			crate = c
			break
		}
	}
	sp := scenes.Get[visual.Sprite](crate)
	if want := tileRegion(TileCrateDone, DefaultTileSize); sp == nil || sp.Region != want {
		t.Fatalf("the crate on the target draws %+v, want region %v", sp, want)
	}
	r.do("Z")
	if want := tileRegion(TileCrate, DefaultTileSize); sp.Region != want {
		t.Errorf("after undo the crate draws region %v, want %v", sp.Region, want)
	}
}

// TestUndoRestoresTurns: with Board.Turns each move is a turn; a countdown
// on the player counts the moves down, and undo puts the turn order's
// counters and the countdown back.
func TestUndoRestoresTurns(t *testing.T) {
	r := newRig(t, corridor, func(b *Board) { b.Turns = true })
	p := r.root().Find("Player")
	scenes.Add(p, turns.Countdown{Left: 10})
	order := scenes.Get[turns.Order](r.root())
	if order == nil || order.Turns != 1 {
		t.Fatalf("the level's turn order: %+v, want the first turn begun", order)
	}
	r.do("RDL")
	cd := scenes.Get[turns.Countdown](p)
	if order.Turns != 4 || order.Round != 4 || cd.Left != 7 {
		t.Fatalf("after 3 moves: turns %d round %d countdown %d; want 4, 4, 7", order.Turns, order.Round, cd.Left)
	}
	r.do("L") // a wall: refused, not a turn
	if order.Turns != 4 || cd.Left != 7 {
		t.Errorf("a refused move took a turn: turns %d countdown %d", order.Turns, cd.Left)
	}
	r.do("ZZ")
	if order.Turns != 2 || order.Round != 2 || cd.Left != 9 {
		t.Errorf("after 2 undos: turns %d round %d countdown %d; want 2, 2, 9", order.Turns, order.Round, cd.Left)
	}
}

package match3

import (
	"cmp"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// StepBoards deals new boards, turns this step's input into swaps and moves
// every board's swaps, clears, falls and refills on by the step's game time
// (logic; the module's only step).
var StepBoards = runtime.NewStep("Match3Boards")

// system is the module's one system. It owns no game state: all of it is in
// the Board components, so snapshots and saves need nothing from it.
type system struct {
	game *runtime.Game `griff:"-"`
	link netLink       `griff:"-"` // the network's commands (net.go)
}

func (*system) Name() string { return "Match3" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(StepBoards, runtime.InPhase(runtime.PhaseLogic), s.step)
	return nil
}

func (s *system) step(g *runtime.Game) {
	tick := g.Clock().Tick()
	if s.playQueued(g, tick) {
		return // a player's machine sends its swaps; the host's boards come back in snapshots
	}
	for e, b := range scenes.Active[Board](g.Scene()) {
		if !b.Started {
			s.start(g, e, b)
		}
		if b.Phase == PhaseIdle && s.link.local(b) {
			control(g, e, b, tick)
		}
		b.Advance(g.Clock().Delta(), tick)
		b.Idle += g.Clock().Delta()
		if b.Phase != PhaseIdle {
			b.Idle = 0
		}
		if b.Phase == PhaseOver && !b.Told {
			b.Told = true
			tell(g, b)
		}
	}
}

// tell opens the panel of the board's end, if the game has a UI.
func tell(g *runtime.Game, b *Board) {
	panels, ok := runtime.LookupService[ui.IPanels](g)
	if !ok {
		return
	}
	name := cmp.Or(b.LostPanel, PanelLost)
	if b.Won {
		name = cmp.Or(b.WonPanel, PanelWon)
	}
	panels.Open(name)
}

// The panels a board opens at its end by default (Board.WonPanel, LostPanel).
const (
	PanelWon  = "Won"
	PanelLost = "Lost"
)

// start checks a new board's settings, warning about what is out of range,
// and deals it from its Seed or, without one, a seed drawn from the game's
// random stream.
func (s *system) start(g *runtime.Game, e *scenes.Entity, b *Board) {
	for _, msg := range b.Check() {
		g.Problems().Warn(e, "Match3.Board", "%s", msg)
	}
	seed := b.Seed
	if seed == 0 {
		seed = g.Rand().Uint64()
	}
	b.Deal(seed)
	s.warnDeadStart(g, e, b)
}

// warnDeadStart warns, once, about a board its level made with no move: a
// Layout or Seed that dealt no swap that matches (Deal then reshuffled it),
// or a Layout where no arrangement of the gems has one (the level is then
// over, lost, so its Lost panel opens rather than the game waiting for a
// swap that cannot be made). A board dealt at random with no Layout and no
// Seed reshuffles without a word: that is the luck of the draw.
func (s *system) warnDeadStart(g *runtime.Game, e *scenes.Entity, b *Board) {
	level := "the level"
	if name := g.Scene().Name(); name != "" {
		level = fmt.Sprintf("level %q", name)
	}
	switch {
	case b.Phase == PhaseOver:
		g.Problems().Warn(e, "Match3.Board", "%s: no arrangement of the gems on its layout has a swap that matches; the level is lost", level)
	case b.Shuffles > 0 && (len(b.Layout) > 0 || b.Seed != 0):
		g.Problems().Warn(e, "Match3.Board", "%s starts with no swap that matches (its layout and seed deal none); the gems were reshuffled", level)
	}
}

// control reads the board's player's actions: the keyboard cursor and the
// pointer (see the package documentation, # Controls), and starts a swap.
func control(g *runtime.Game, e *scenes.Entity, b *Board, tick griff.Tick) {
	in := g.Input()
	p := min(max(b.Input, 0), input.MaxPlayers-1)
	for _, d := range []struct {
		action string
		dx, dy int
	}{{ActionLeft, -1, 0}, {ActionRight, 1, 0}, {ActionUp, 0, -1}, {ActionDown, 0, 1}} {
		if in.Pressed(p, d.action) {
			b.press(Cell{d.dx, d.dy}, tick)
		}
	}
	if in.Pressed(p, ActionSelect) && b.In(b.Cursor) {
		b.Pick, b.Picked = b.Cursor, !b.Picked || b.Pick != b.Cursor
	}
	at, ok := pointerOnBoard(g, e, b, in.Pointer(p))
	b.point(at, ok, in.Pressed(p, ActionGrab), in.Held(p, ActionGrab), tick)
}

// press moves the cursor by d, or swaps the picked gem that way.
func (b *Board) press(d Cell, tick griff.Tick) {
	to := Cell{b.Cursor.X + d.X, b.Cursor.Y + d.Y}
	if b.Picked {
		to = Cell{b.Pick.X + d.X, b.Pick.Y + d.Y}
		if b.Swap(b.Pick, to, tick) {
			b.Cursor = to
		}
		return
	}
	w, h := b.size()
	b.Cursor = Cell{min(max(to.X, 0), w-1), min(max(to.Y, 0), h-1)}
}

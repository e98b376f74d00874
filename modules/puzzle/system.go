package puzzle

import (
	"errors"
	"slices"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// The module's steps: StepPuzzleMoves (logic, before the grid moves) reads
// the player's input (a move, undo, restart, the level select) and builds
// levels; StepPuzzleGoals (logic, after the grid moves) records or refuses
// the move just made and checks the goal.
var (
	StepPuzzleMoves = runtime.NewStep("PuzzleMoves")
	StepPuzzleGoals = runtime.NewStep("PuzzleGoals")
)

// Systems returns a new puzzle system for one game (the module's one
// system). Give it to runtime.NewGame after the built-in systems (it places
// its steps around runtime.StepGridMoves, so the grid system must be in the
// game); a project naming "puzzle" gets it from the host.
func Systems() []runtime.System { return []runtime.System{&system{}} }

// system is the puzzle system. It keeps no state between steps: all of it
// is in the Board and the level's components.
type system struct {
	game     *runtime.Game  `griff:"-"`
	before   []Change       `griff:"-"` // the level's state as this step's move began
	trying   *scenes.Entity `griff:"-"` // the player whose move this step tries, or nil
	parsed   []string       `griff:"-"` // the Levels the sources were read for
	files    []string       `griff:"-"` // the Files the sources were read for
	srcs     []source       `griff:"-"` // the texts levels was read from
	problems []error        `griff:"-"` // what could not be read of the files
	levels   []Level        `griff:"-"` // the levels of srcs
	errs     []error        `griff:"-"` // problems, then the levels' mistakes
	names    [3][]string    `griff:"-"` // per level: its name, marked solved, with WonMark
	crates   []grid.Cell    `griff:"-"` // this step's crate cells, reused
	covered  []grid.Cell    `griff:"-"` // this step's covered targets, reused
	link     netLink        `griff:"-"` // the network's commands (net.go)
	was      wasBoard       `griff:"-"` // the Board as this step began (marks.go)
}

func (*system) Name() string { return "Puzzle" }

func (s *system) Setup(g *runtime.Game) error {
	s.game = g
	g.AddStep(StepPuzzleMoves, runtime.Before(runtime.StepGridMoves), s.moves)
	g.AddStep(StepPuzzleGoals, runtime.After(runtime.StepGridMoves), s.goals)
	return nil
}

// board returns the scene's first active Board, or nil, for reading: a
// step that may write it keeps it first (s.was) and marks its entity at
// its end if it changed.
func (s *system) board() (*scenes.Entity, *Board) {
	for e, b := range scenes.ActiveRead[Board](s.game.Scene()) {
		return e, b
	}
	return nil, nil
}

// read returns b's levels (see sources), reading them again when the
// board's Levels or Files changed or when fresh is true (a level is about
// to be built: an edited file then plays), and warns once about each
// mistake.
func (s *system) read(e *scenes.Entity, b *Board, fresh bool) []Level {
	if fresh || s.parsed == nil || !slices.Equal(s.parsed, b.Levels) || !slices.Equal(s.files, b.Files) {
		s.parsed, s.files = append(b.Levels[:0:0], b.Levels...), append(b.Files[:0:0], b.Files...)
		if s.parsed == nil {
			s.parsed = []string{}
		}
		srcs, problems := sources(s.game, b)
		if s.srcs == nil || !sameSources(srcs, s.srcs) || !slices.EqualFunc(problems, s.problems, sameError) {
			s.srcs, s.problems = srcs, problems
			s.parse()
		}
	}
	for _, err := range s.errs {
		s.game.Problems().Warn(e, "Puzzle.Board", "%v", err)
	}
	if len(s.levels) == 0 && len(s.errs) == 0 {
		s.game.Problems().Warn(e, "Puzzle.Board", "%v", errors.New("no levels"))
	}
	return s.levels
}

// parse reads the levels of s.srcs and names them.
func (s *system) parse() {
	var errs []error
	s.levels, errs = readSources(s.srcs)
	s.errs = append(append(s.errs[:0], s.problems...), errs...)
	for k := range s.names {
		s.names[k] = s.names[k][:0]
	}
	for i := range s.levels {
		n := levelName(i, &s.levels[i])
		s.names[0] = append(s.names[0], n)
		s.names[1] = append(s.names[1], n+SolvedMark)
		s.names[2] = append(s.names[2], n+WonMark)
	}
}

func sameError(a, b error) bool { return a.Error() == b.Error() }

func joinLines(lines []string) string {
	n := 0
	for _, l := range lines {
		n += len(l) + 1
	}
	buf := make([]byte, 0, n)
	for _, l := range lines {
		buf = append(buf, l...)
		buf = append(buf, '\n')
	}
	return string(buf)
}

// levelRoot returns the built level under the board, or nil.
func levelRoot(board *scenes.Entity) *scenes.Entity {
	for _, c := range board.Children() {
		if c.Alive() && scenes.Has[LevelInfo](c) {
			return c
		}
	}
	return nil
}

// moves is StepPuzzleMoves.
func (s *system) moves(g *runtime.Game) {
	if s.link.client() {
		s.sendLocal(g) // the host plays; its state comes back in snapshots
		return
	}
	e, b := s.board()
	s.trying = nil
	if b == nil {
		return
	}
	s.was.keep(b)
	s.play(g, e, b)
	s.was.mark(e, b)
}

// play is StepPuzzleMoves on the host, for the board b of e.
func (s *system) play(g *runtime.Game, e *scenes.Entity, b *Board) {
	levels := s.read(e, b, false)
	if !b.Checked {
		b.Checked = true
		s.loadMarks(b)
	}
	menuOpen := s.menu(e, b, levels)
	if len(levels) == 0 {
		return
	}
	if len(s.link.queue) > 0 {
		s.pickLevels(b, levels)
		menuOpen = s.menuShown()
	}
	if b.Built != b.Level+1 {
		if levels = s.read(e, b, true); len(levels) == 0 { // a level is built next: its file is read again
			return
		}
	}
	if b.Level < 0 || b.Level >= len(levels) {
		b.Level, b.Built = 0, 0
	}
	if b.Built != b.Level+1 {
		s.build(e, b, levels)
		return
	}
	root := levelRoot(e)
	if root == nil {
		return
	}
	if b.Start == nil {
		b.Start = capture(nil, root)
	}
	s.status(e, b, levels)
	if b.Won {
		s.link.queue = s.link.queue[:0] // moves sent for a level already solved
		b.Queued = nil
		s.afterWin(e, b, levels)
		return
	}
	if menuOpen {
		b.Queued = nil
		return
	}
	if s.playQueued(b, root) {
		return
	}
	in := g.Input()
	switch {
	case in.Pressed(0, ActionUndo):
		s.undo(b, root)
	case in.Pressed(0, ActionRestart):
		s.restart(b, root)
	default:
		s.move(b, root)
	}
}

// build asks for the board's level to be built (spawned at the end of the
// step) in place of the one shown, and starts its history afresh.
func (s *system) build(e *scenes.Entity, b *Board, levels []Level) {
	for _, c := range e.Children() {
		if scenes.Has[LevelInfo](c) {
			s.game.Destroy(c)
		}
	}
	lv := &levels[b.Level]
	b.Built = b.Level + 1
	b.Moves, b.Undos, b.History, b.Pending, b.Start, b.Queued = 0, 0, nil, nil, nil, nil
	b.Won, b.WonFor = false, 0
	cs := b.cellSize()
	at := [2]float64{-float64(lv.Width) * cs / 2, -float64(lv.Height) * cs / 2}
	s.game.Spawn(buildLevel(lv, b.Level, b), e, at, nil)
	if slices.Contains(b.Solved, true) {
		s.saveMarks(b)
	}
}

// loadMarks loads the board's save slot if the game has a saves store and
// the slot holds a save (see the package documentation).
func (s *system) loadMarks(b *Board) {
	sv, ok := saves.Of(s.game)
	if !ok {
		return
	}
	if yes, err := sv.Exists(orDefault(b.Slot, DefaultSlot)); err == nil && yes {
		_ = sv.Load(orDefault(b.Slot, DefaultSlot)) // a bad slot name is in the problem log
	}
}

// saveMarks saves the game in the board's slot if it has a saves store.
func (s *system) saveMarks(b *Board) {
	if sv, ok := saves.Of(s.game); ok {
		if err := sv.Save(orDefault(b.Slot, DefaultSlot)); err != nil {
			s.game.Problems().Warn(nil, "Puzzle.Board", "%v", err)
		}
	}
}

// afterWin counts the time since the level was solved and, after NextDelay,
// builds the next unsolved level, or opens the level select once all are.
func (s *system) afterWin(e *scenes.Entity, b *Board, levels []Level) {
	if b.WonFor >= b.nextDelay() {
		return
	}
	b.WonFor += s.game.Clock().Delta()
	if b.WonFor < b.nextDelay() {
		return
	}
	for i := 1; i <= len(levels); i++ {
		n := (b.Level + i) % len(levels)
		if n >= len(b.Solved) || !b.Solved[n] {
			b.Level = n
			s.build(e, b, levels)
			return
		}
	}
	s.openMenu(b)
}

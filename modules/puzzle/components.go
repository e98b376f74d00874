package puzzle

import (
	"time"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
)

// Defaults of Board's settings.
const (
	// DefaultCellSize is a cell's side when Board.CellSize is 0: 24 world
	// units.
	DefaultCellSize = 24
	// DefaultStepTime is how long a move slides when Board.StepTime is 0:
	// 120 ms of game time, about PuzzleScript's default (0.1 s) with a
	// slide drawn.
	DefaultStepTime = 120 * time.Millisecond
	// DefaultNextDelay is how long a solved level stays before the next one
	// when Board.NextDelay is 0: 0.75 s of game time.
	DefaultNextDelay = 750 * time.Millisecond
	// DefaultTileSize is a tile's side in pixels when Board.TileSize is 0:
	// 24, the template's sheet.
	DefaultTileSize = 24
	// DefaultMenu is the name of the level-select panel when Board.Menu is "".
	DefaultMenu = "Levels"
	// DefaultSlot is the save slot of the solved marks when Board.Slot is "".
	DefaultSlot = "puzzle"
	// DefaultSource is the name level errors give the text when
	// Board.Source is "".
	DefaultSource = "levels"
)

// Board plays a set of grid puzzle levels: it reads Files and Levels
// (ReadLevels), builds the level being played as its child entity, takes
// the player's moves, keeps their history for undo and restart, checks the
// goal and keeps which levels are solved. Saved as "Puzzle.Board". The
// fields before Level are settings; Level and after are state.
type Board struct {
	// Files names the level files (ReadLevels has the format; a file may
	// hold several levels), each a slash path in the game folder or a
	// pattern of path.Match ("levels/*.xsb", a pattern's files in path
	// order), read through the game folder (the service fs.FS). Their levels
	// follow those of Levels, numbered in that order. A file is read when the
	// board first plays and again whenever a level is built (the next level,
	// a choice in the level select), so a level edited in a text editor is
	// played from the level select. A missing, unreadable or larger than
	// MaxLevelFileSize file, or a pattern matching nothing, warns and the
	// other files play. The default (none) reads no file.
	Files []string `json:"files,omitempty"`
	// Levels is level text in the scene file, one line per element
	// (ReadLevels has the format), for a game made in code or a level or two
	// kept with the scene; the default (none) has none.
	Levels []string `json:"levels,omitempty"`
	// Source names the text of Levels in level errors ("levels:3:5: ...");
	// the default ("") is DefaultSource.
	Source string `json:"source,omitempty"`
	// CellSize is a cell's side in world units; the default (0) is
	// DefaultCellSize.
	CellSize float64 `json:"cellSize,omitempty"`
	// StepTime is the game time a move slides over; the default (0) is
	// DefaultStepTime.
	StepTime time.Duration `json:"stepTime,omitempty"`
	// NextDelay is the game time a solved level stays before the next one is
	// built; the default (0) is DefaultNextDelay.
	NextDelay time.Duration `json:"nextDelay,omitempty"`
	// GoalEntity and GoalOutput add a goal to every level: the named output
	// GoalOutput ("COMPONENT.NAME", as hud.Source reads) of the entity named
	// GoalEntity (found from the board) must be non-zero. Both "" (the
	// default) add nothing.
	GoalEntity string `json:"goalEntity,omitempty"`
	GoalOutput string `json:"goalOutput,omitempty"`
	// Menu is the name of the level-select panel (a ui.Panel whose widgets
	// have the actions "level:N", N from 0); the default ("") is DefaultMenu.
	Menu string `json:"menu,omitempty"`
	// Tiles is the image of a tile sheet (a game folder path, such as
	// "assets/puzzle.png"): TileSize-pixel squares in a row, in the order of
	// the Tile constants, drawn scaled to CellSize. The default ("") draws
	// the level with shapes.
	Tiles string `json:"tiles,omitempty"`
	// TileSize is the side of a tile of Tiles in pixels; the default (0) is
	// DefaultTileSize.
	TileSize int `json:"tileSize,omitempty"`
	// Turns makes each move a turn of runtime/turns: a level gets a
	// Griff.TurnOrder on its root and the player a Griff.TurnActor whose turn
	// ends with each move, so turn-based pieces (a countdown, an enemy actor
	// a game adds) play between moves, and undo puts their counters back.
	// The default (false) adds neither.
	Turns bool `json:"turns,omitempty"`
	// Status names an entity whose Griff.Text shows the level's number and
	// title and "solved"; "" shows nothing.
	Status string `json:"status,omitempty"`
	// Slot is the save slot the solved marks are kept in; the default ("")
	// is DefaultSlot.
	Slot string `json:"slot,omitempty"`

	// Level is the index of the level played (among those ReadLevels
	// returned): state.
	Level int `json:"level,omitempty"`
	// Built is Level+1 once that level's entities are built, 0 before:
	// state.
	Built int `json:"built,omitempty"`
	// Moves is the number of moves made in this level that undo has not
	// taken back (a restart is a move): state. Its named output is
	// "Puzzle.Board.moves".
	Moves int `json:"moves,omitempty"`
	// Undos counts the undos done in this level: state.
	Undos int `json:"undos,omitempty"`
	// History holds, per move but the last, what the move changed: state.
	History []Entry `json:"history,omitempty"`
	// Pending is the whole state of the level's components when the last
	// move began, what undo puts back first: state.
	Pending []Change `json:"pending,omitempty"`
	// Start is the whole state of the level's components when it was built,
	// what restart puts back: state.
	Start []Change `json:"start,omitempty"`
	// Solved marks the solved levels, by index: state.
	Solved []bool `json:"solved,omitempty"`
	// Won is true once the level is solved, and WonFor the game time since:
	// state.
	Won    bool          `json:"won,omitempty"`
	WonFor time.Duration `json:"wonFor,omitempty"`
	// Checked is true once the board looked for saved solved marks: state.
	Checked bool `json:"checked,omitempty"`
	// Queued holds the moves pressed while something slid, oldest first, at
	// most MaxQueuedMoves: each is played, in order, as soon as everything
	// rests (a key buffer, so a quick typist loses no move); undo, restart,
	// a solved level, a new level and the level select drop them: state.
	Queued []grid.Dir `json:"queued,omitempty"`
}

// MaxQueuedMoves is how many moves pressed while something slides
// Board.Queued keeps; presses beyond it are dropped. Eight is the network's
// queue of a player's commands too (a slide takes 8 steps at the default
// StepTime, so a player would have to press a key every step to fill it).
const MaxQueuedMoves = 8

// Entry is one move of the history: the state, before the move, of each
// component the move changed.
type Entry struct {
	Changes []Change `json:"changes"`
}

// Change is the saved state of one component of one entity: the JSON its
// component model encodes (scenes.ComponentType.Encode).
type Change struct {
	Entity    scenes.EntityID `json:"entity"`
	Component string          `json:"component"`
	State     string          `json:"state"`
}

// LevelInfo marks the root entity of a built level. Saved as "Puzzle.Level".
type LevelInfo struct {
	// Index is the level's index; Title its title.
	Index int    `json:"index"`
	Title string `json:"title,omitempty"`
}

// Player is the brain of the player's grid.Mover: it steps where the board
// tells it. Saved as "Puzzle.Player".
type Player struct {
	// Want is the step the board asked for this game step: state (cleared
	// when taken).
	Want grid.Dir `json:"want,omitempty"`
}

// MarksItsWrites says Player is a grid.MarkingBrain: NextStep marks its
// entity when it clears Want.
func (*Player) MarksItsWrites() {}

// NextStep returns Want and clears it (grid.Brain).
func (p *Player) NextStep(c *grid.Context) grid.Dir {
	d := p.Want
	if d != grid.DirNone {
		c.Entity.MarkChanged()
		p.Want = grid.DirNone
	}
	return d
}

// Target is a cell a crate must be on. Saved as "Puzzle.Target".
type Target struct {
	// Cell is the target's cell, [column, row] of the level's grid.
	Cell grid.Cell `json:"cell"`
	// Covered is true while a crate stands on it: state.
	Covered bool `json:"covered,omitempty"`
}

// Exit is a cell the player must reach. Saved as "Puzzle.Exit".
type Exit struct {
	// Cell is the exit's cell, [column, row] of the level's grid.
	Cell grid.Cell `json:"cell"`
}

// Scenery marks a subtree of a level that no move changes (the floor and
// walls a level is built with): the history leaves it out, so a move costs
// only what can change. Saved as "Puzzle.Scenery".
type Scenery struct{}

func init() {
	scenes.Register[Scenery]("Puzzle.Scenery")
	scenes.Register[Board]("Puzzle.Board")
	scenes.Register[LevelInfo]("Puzzle.Level")
	scenes.Register[Player]("Puzzle.Player")
	scenes.Register[Target]("Puzzle.Target")
	scenes.Register[Exit]("Puzzle.Exit")
}

func (b *Board) cellSize() float64 {
	if b.CellSize > 0 {
		return b.CellSize
	}
	return DefaultCellSize
}

func (b *Board) tileSize() int {
	if b.TileSize > 0 {
		return b.TileSize
	}
	return DefaultTileSize
}

func (b *Board) stepTime() time.Duration {
	if b.StepTime > 0 {
		return b.StepTime
	}
	return DefaultStepTime
}

func (b *Board) nextDelay() time.Duration {
	if b.NextDelay > 0 {
		return b.NextDelay
	}
	return DefaultNextDelay
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

package match3

import (
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Kind is what a gem is beyond its colour. The zero value, KindNone, is an
// empty cell (a gem cleared and not yet replaced).
type Kind uint8

// The kinds of gem.
const (
	// KindNone is no gem: an empty cell between a clear and the refill.
	KindNone Kind = iota
	// KindNormal is a plain gem of its colour.
	KindNormal
	// KindStripedH is a line clearer that clears its whole row when cleared
	// (made by a match of 4 from a sideways swap).
	KindStripedH
	// KindStripedV is a line clearer that clears its whole column when cleared
	// (made by a match of 4 from an up or down swap).
	KindStripedV
	// KindBomb clears the 3×3 cells around it when cleared (made by an L or
	// T match).
	KindBomb
	// KindColourBomb has no colour: swapped with a gem it clears every gem of
	// that gem's colour (made by a match of 5 in a line).
	KindColourBomb
)

var kindNames = griff.NewEnum[Kind]("gem kind", "none", "normal", "stripedH", "stripedV", "bomb", "colourBomb")

// String returns the kind's name as files write it ("normal", "stripedH", ...).
func (k Kind) String() string { return kindNames.Name(k) }

// MarshalText writes the kind by name; it returns an error for a value with no name.
func (k Kind) MarshalText() ([]byte, error) { return kindNames.Marshal(k) }

// UnmarshalText reads a kind's name; it returns an error listing the names for
// anything else.
func (k *Kind) UnmarshalText(b []byte) error { return kindNames.Unmarshal(k, b) }

// Gem is what one cell of a board holds. The zero value is an empty cell.
type Gem struct {
	// Color is the gem's colour index in [0, Board.Colours); a colour bomb's
	// and an empty cell's is 0 and means nothing.
	Color int8 `json:"c"`
	// Kind is what the gem is.
	Kind Kind `json:"k"`
}

// Phase is what a board is doing: waiting for a swap or playing one of the
// animations a swap sets off, each Board.Progress going from 0 to 1.
type Phase uint8

// The phases of a board, in the order a swap goes through them.
const (
	// PhaseIdle waits for a swap.
	PhaseIdle Phase = iota
	// PhaseSwap slides the two gems of a swap past each other.
	PhaseSwap
	// PhaseSwapBack slides them back: the swap made no match.
	PhaseSwapBack
	// PhaseClear shrinks the gems being cleared.
	PhaseClear
	// PhaseFall drops gems into the cells cleared and new gems in from above.
	PhaseFall
	// PhaseOver is the end: the goal was reached (Board.Won) or the moves ran
	// out. The board takes no more swaps.
	PhaseOver
)

var phaseNames = griff.NewEnum[Phase]("board phase", "idle", "swap", "swapBack", "clear", "fall", "over")

// String returns the phase's name ("idle", "swap", ...).
func (p Phase) String() string { return phaseNames.Name(p) }

// MarshalText writes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return phaseNames.Marshal(p) }

// UnmarshalText reads a phase's name.
func (p *Phase) UnmarshalText(b []byte) error { return phaseNames.Unmarshal(p, b) }

// Cell is a cell of a board: column X from the left, row Y from the top.
type Cell struct {
	X int `json:"x"`
	Y int `json:"y"`
}

// Board is a match-3 board: its settings (usually from a level file, see
// ReadLevel), everything that happens on it (state) and how it is drawn. It
// draws itself (visual.Drawable): cell (0, 0)'s top-left corner is at the
// entity's origin, each cell CellSize world units wide (screen pixels with
// HUD). Saved as "Match3.Board".
type Board struct {
	// Width and Height are the board's size in cells, each in [3, MaxSize];
	// 0 means 8.
	Width  int `json:"width"`
	Height int `json:"height"`
	// Colours is how many gem colours the board deals, in [3, MaxColours];
	// 0 means 6.
	Colours int `json:"colours"`
	// Moves is how many swaps the level allows; 0 means no limit.
	Moves int `json:"moves"`
	// Goal is what ends the level won.
	Goal Goal `json:"goal"`
	// Layout, when not empty, holds Height rows of Width characters: '#' a
	// hole (no cell), '.' a cell dealt at random, '1'..'9' a cell that starts
	// with that colour (1 the first). Empty means every cell is dealt.
	Layout []string `json:"layout,omitempty"`
	// Seed seeds the board's own random stream; 0 takes a seed from the
	// game's random stream when the board starts.
	Seed uint64 `json:"seed,omitempty"`
	// CellSize is a cell's width and height; the unit is world units (screen
	// pixels with HUD). 0 means 32.
	CellSize float64 `json:"cellSize,omitempty"`
	// Image is the path of the gem sheet in the game folder: a grid of
	// Tile×Tile pictures, one column per colour and a row per kind (normal,
	// stripedH, stripedV, bomb); a fifth row holds the colour bomb (column
	// 0), a cell's backdrop (1), the cursor (2) and the picked gem's frame
	// (3). "" draws plain coloured squares.
	Image string `json:"image,omitempty"`
	// Tile is the size of one picture of Image in texels; 0 means 32.
	Tile int `json:"tile,omitempty"`
	// SwapTime, ClearTime and FallTime are how long a swap slides, a clear
	// shrinks and a fall of one row takes, in game time; 0 means 0.15 s,
	// 0.2 s and 0.06 s.
	SwapTime  time.Duration `json:"swapTime,omitempty"`
	ClearTime time.Duration `json:"clearTime,omitempty"`
	FallTime  time.Duration `json:"fallTime,omitempty"`
	// Input is the local player whose actions work the board, in [0, 8).
	Input int `json:"input,omitempty"`
	// HintAfter is how long the board waits idle before it shows a swap
	// that works (the first FirstMove finds), in game time; 0 means 5 s, a
	// negative value never.
	HintAfter time.Duration `json:"hintAfter,omitempty"`
	// WonPanel and LostPanel name the UI panels (runtime/ui) the system opens
	// when the level is won or the moves ran out; "" means "Won" and "Lost".
	// A game with no panel of that name opens nothing.
	WonPanel  string `json:"wonPanel,omitempty"`
	LostPanel string `json:"lostPanel,omitempty"`
	visual.DrawOrder

	// Cells holds the gems row by row (Width×Height, row 0 at the top): state.
	Cells []Gem `json:"cells,omitempty"`
	// Rand is the board's own random stream, which deals and refills: state.
	Rand griff.Rand `json:"rand"`
	// Started is true once the board is dealt: state.
	Started bool `json:"started"`
	// Phase is what the board is doing and Progress how far along (0..1),
	// drawn between its values at the start and end of each step: state.
	Phase    Phase                    `json:"phase"`
	Progress visual.Smoothed[float64] `json:"progress"`
	// Span is how long the current phase lasts: state.
	Span time.Duration `json:"span"`
	// From and To are the cells of the last swap: state.
	From Cell `json:"from"`
	To   Cell `json:"to"`
	// Clearing marks the cells whose gems shrink in PhaseClear; Drop is, per
	// cell, how many rows its gem falls in PhaseFall: state.
	Clearing []bool `json:"clearing,omitempty"`
	Drop     []int8 `json:"drop,omitempty"`
	// Made are the special gems the clear in progress makes, placed when it
	// ends: state.
	Made []Made `json:"made,omitempty"`
	// Score is the points scored; Cascade is the wave of clears of the
	// current swap (1 for the swap's own matches, 2 for the first cascade
	// ...), which multiplies their points; BestCascade is the most reached: state.
	Score       int `json:"score"`
	Cascade     int `json:"cascade"`
	BestCascade int `json:"bestCascade"`
	// MovesMade counts the swaps that matched; MovesLeft is Moves -
	// MovesMade (0 without a limit): state.
	MovesMade int `json:"movesMade"`
	MovesLeft int `json:"movesLeft"`
	// Cleared counts the gems cleared of each colour (colour bombs not
	// counted); ClearedAll of every colour: state.
	Cleared    []int `json:"cleared,omitempty"`
	ClearedAll int   `json:"clearedAll"`
	// GoalLeft is how many the goal still wants (points or gems); Won is true
	// once it was reached: state.
	GoalLeft int  `json:"goalLeft"`
	Won      bool `json:"won"`
	// Shuffles counts the reshuffles of boards with no move left: state.
	Shuffles int `json:"shuffles"`
	// Idle is the game time the board has been idle: state.
	Idle time.Duration `json:"idle"`
	// Told is true once the end's panel was opened: state.
	Told bool `json:"told"`
	// Cursor is the cell the keyboard cursor is on; Picked is true while the
	// gem at Pick is chosen for a swap; Grab is true while the pointer holds
	// the gem at Pick, pressed at GrabFrom (the board's own units: cell
	// (0, 0)'s top-left corner at the origin, a cell CellSize wide): state. A
	// network host does not send them (net:"-"): each machine keeps its own
	// player's cursor and pick, and a player's swap reaches the host as a
	// command.
	Cursor   Cell      `json:"cursor" net:"-"`
	Pick     Cell      `json:"pick" net:"-"`
	Picked   bool      `json:"picked" net:"-"`
	Grab     bool      `json:"grab" net:"-"`
	GrabFrom griff.Vec `json:"grabFrom" net:"-"`
}

// Made is a special gem a clear makes where it ends.
type Made struct {
	At  Cell `json:"at"`
	Gem Gem  `json:"gem"`
}

// GoalKind is what a level asks for.
type GoalKind uint8

// The goals. The zero value, GoalScore, asks for points.
const (
	// GoalScore is reached with Goal.Count points.
	GoalScore GoalKind = iota
	// GoalClear is reached by clearing Goal.Count gems of Goal.Color.
	GoalClear
)

var goalNames = griff.NewEnum[GoalKind]("goal", "score", "clear")

// String returns "score" or "clear".
func (k GoalKind) String() string { return goalNames.Name(k) }

// MarshalText writes the goal by name.
func (k GoalKind) MarshalText() ([]byte, error) { return goalNames.Marshal(k) }

// UnmarshalText reads a goal's name.
func (k *GoalKind) UnmarshalText(b []byte) error { return goalNames.Unmarshal(k, b) }

// Goal is what wins a level, within Board.Moves swaps.
type Goal struct {
	// Kind is what is counted.
	Kind GoalKind `json:"kind"`
	// Count is the points (GoalScore) or gems (GoalClear) needed; 0 means
	// the level cannot be won, only played until the moves run out.
	Count int `json:"count"`
	// Color is the colour index whose gems GoalClear counts.
	Color int `json:"color,omitempty"`
}

// The limits of a board.
const (
	// MaxSize is the most cells a board has in a row or a column.
	MaxSize = 16
	// MaxColours is the most colours a board deals.
	MaxColours = 9
)

func init() {
	scenes.Register[Board]("Match3.Board")
}

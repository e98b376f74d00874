package tactics

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
)

// Defaults of Battle's settings.
const (
	// DefaultCellSize is a cell's side when Battle.CellSize is 0: 32 pixels.
	DefaultCellSize = 32
	// DefaultStepTime is how long a unit takes to walk one cell: 90 ms of
	// game time, about Fire Emblem's walk on its default speed.
	DefaultStepTime = 90 * time.Millisecond
	// BannerTime is how long a phase's banner ("Enemy Phase") holds play:
	// 0.8 s of game time.
	BannerTime = 800 * time.Millisecond
	// AIPause is the game time the enemy waits before each unit's move, so
	// a player can follow it: 0.25 s.
	AIPause = 250 * time.Millisecond
	// DefaultWonPanel and DefaultLostPanel name the panels opened when the
	// battle is won or lost when Battle.WonPanel or LostPanel is "".
	DefaultWonPanel  = "Won"
	DefaultLostPanel = "Lost"
)

// The sides. A unit's Side and an Army's are one of these.
const (
	SidePlayer = "player"
	SideEnemy  = "enemy"
)

// The phases' names, on the status line and the banner.
const (
	PlayerPhase = "Player Phase"
	EnemyPhase  = "Enemy Phase"
)

// The battle's results (Battle.Result).
const (
	ResultWon  = "won"
	ResultLost = "lost"
)

// The win conditions (Battle.Win).
const (
	WinRout  = "rout"  // every enemy unit falls
	WinSeize = "seize" // a player's leader (any unit if none) waits on Battle.Seize
)

// Mode is what the player's input does next.
type Mode uint8

// The modes: nothing selected; a unit selected, its ranges shown; the unit
// walking; the unit moved, choosing a target or waiting.
const (
	ModeIdle Mode = iota
	ModeSelected
	ModeMoving
	ModeActing
)

var modeNames = [...]string{"idle", "selected", "moving", "acting"}

// String returns the mode's saved name.
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return "unknown"
}

// MarshalText writes the mode by name.
func (m Mode) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a mode's name.
func (m *Mode) UnmarshalText(b []byte) error {
	for i, n := range modeNames {
		if n == string(b) {
			*m = Mode(i)
			return nil
		}
	}
	return fmt.Errorf("tactics: unknown mode %q (want idle, selected, moving or acting)", b)
}

// MarshalText writes the movement type by name.
func (m Movement) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a movement type's name.
func (m *Movement) UnmarshalText(b []byte) error {
	for i, n := range movementNames {
		if n == string(b) {
			*m = Movement(i)
			return nil
		}
	}
	return fmt.Errorf("tactics: unknown movement %q (want foot, armor, mounted or flying)", b)
}

// Battle is one map of a tactics game: its terrain and rules, and the
// state of play. Its units are its children with a Unit; its armies (the
// two sides' turn actors) children with an Army. A map file (ReadMap) makes
// one. The fields before Mode are settings; Mode and after are state.
// Saved as "Tactics.Battle".
type Battle struct {
	// Title is the map's name, shown in Status.
	Title string `json:"title,omitempty"`
	// Width and Height are the map's size in cells.
	Width  int `json:"width"`
	Height int `json:"height"`
	// Terrain is the map, Height rows of Width characters (".FM~#H": plains,
	// forest, mountain, water, wall, fort).
	Terrain []string `json:"terrain"`
	// CellSize is a cell's side in pixels (the battle is drawn on the HUD);
	// the default (0) is DefaultCellSize.
	CellSize float64 `json:"cellSize,omitempty"`
	// Fog turns fog of war on: the player sees only what its units see
	// (each unit's Vision, runtime/grid/sight); enemies elsewhere are hidden.
	Fog bool `json:"fog,omitempty"`
	// Win is the win condition, WinRout (the default, "") or WinSeize.
	Win string `json:"win,omitempty"`
	// Seize is the cell to seize when Win is WinSeize.
	Seize grid.Cell `json:"seize,omitzero"`
	// WonPanel and LostPanel name the ui panels opened at the end; the
	// defaults ("") are DefaultWonPanel and DefaultLostPanel.
	WonPanel  string `json:"wonPanel,omitempty"`
	LostPanel string `json:"lostPanel,omitempty"`

	// Mode is what the player's input does next: state.
	Mode Mode `json:"mode,omitempty"`
	// Phase is the side whose phase it is ("" before the first): state.
	Phase string `json:"phase,omitempty"`
	// Cursor is the cell the cursor is on: state.
	Cursor grid.Cell `json:"cursor"`
	// Selected is the Number of the unit selected (or moving, for the enemy),
	// 0 for none: state.
	Selected int `json:"selected,omitempty"`
	// From is the cell the selected unit stood on before it moved (cancel
	// puts it back): state.
	From grid.Cell `json:"from"`
	// Target is the Number of the unit the enemy's moving unit will attack
	// when it arrives, 0 for none: state.
	Target int `json:"target,omitempty"`
	// Wait is the game time play holds (a phase banner, the enemy's pause
	// between units): state.
	Wait time.Duration `json:"wait,omitempty"`
	// Banner is the phase's banner ("Enemy Phase"), shown over the map while
	// it holds play at the phase's start, "" otherwise (the output
	// "Tactics.Battle.banner"): state.
	Banner string `json:"banner,omitempty"`
	// Result is "" while the battle goes on, then ResultWon or ResultLost:
	// state.
	Result string `json:"result,omitempty"`
	// Status, Info, Preview and Log are the texts the HUD shows (as the
	// outputs "Tactics.Battle.status" and so on): the map, day and phase;
	// the unit under the cursor; the attack forecast; the last blow struck.
	// State.
	Status  string `json:"status,omitempty"`
	Info    string `json:"info,omitempty"`
	Preview string `json:"preview,omitempty"`
	Log     string `json:"log,omitempty"`
}

// Unit is a unit on a battle's map. Its entity, a child of the Battle, has
// a grid.Mover (the unit is its brain: it walks Path). Saved as
// "Tactics.Unit".
type Unit struct {
	// Number identifies the unit in its battle, from 1.
	Number int `json:"number"`
	// Name is shown in texts; Class is the class it was made of.
	Name  string `json:"name"`
	Class string `json:"class"`
	// Side is SidePlayer or SideEnemy.
	Side string `json:"side"`
	// Leader marks a side's leader: the player loses when theirs falls, and
	// seizes with it.
	Leader bool `json:"leader,omitempty"`
	// Hold keeps an enemy in place until a player's unit comes into its
	// reach (a boss on a throne).
	Hold bool `json:"hold,omitempty"`
	// MaxHP, Attack, Defence, Move, MinRange, MaxRange and Vision are its
	// stats (see Class); Movement how it moves.
	MaxHP    int      `json:"maxHp"`
	Attack   int      `json:"attack"`
	Defence  int      `json:"defence"`
	Move     int      `json:"move"`
	Movement Movement `json:"movement"`
	MinRange int      `json:"minRange"`
	MaxRange int      `json:"maxRange"`
	Vision   int      `json:"vision"`

	// HP is its hit points; at 0 it falls: state.
	HP int `json:"hp"`
	// Done is true once it has acted this phase: state.
	Done bool `json:"done,omitempty"`
	// Path is the cells still to walk: state.
	Path []grid.Cell `json:"path,omitempty"`
}

// MarksItsWrites says Unit is a grid.MarkingBrain: NextStep marks its entity
// when it takes a cell of Path.
func (*Unit) MarksItsWrites() {}

// NextStep takes the next cell of Path (grid.Brain). A cell another mover
// holds (an ally passed through) is left to the tactics system, which makes
// that step itself.
func (u *Unit) NextStep(c *grid.Context) grid.Dir {
	if len(u.Path) == 0 || !c.Free(u.Path[0]) {
		return grid.DirNone
	}
	c.Entity.MarkChanged()
	d := grid.DirTo(c.Mover.Cell, u.Path[0])
	u.Path = u.Path[1:]
	if len(u.Path) == 0 {
		u.Path = nil
	}
	return d
}

// Army is one side's turn actor (its entity has a Griff.TurnActor of the
// same side): the side's phase is that actor's turn. Saved as
// "Tactics.Army".
type Army struct {
	// Side is SidePlayer or SideEnemy.
	Side string `json:"side"`
	// Began is set when the side's turn begins, until the battle starts its
	// phase: state.
	Began bool `json:"began,omitempty"`
}

// TurnBegan marks the side's phase begun (turns.TurnBeginner).
func (a *Army) TurnBegan(*turns.Turn) { a.Began = true }

// Mark is an overlay cell of a battle: the system shows it in a colour for
// a range, an attack or fog. Saved as "Tactics.Mark".
type Mark struct {
	// Cell is the mark's cell.
	Cell grid.Cell `json:"cell"`
}

func init() {
	scenes.Register[Battle]("Tactics.Battle")
	scenes.Register[Unit]("Tactics.Unit")
	scenes.Register[Army]("Tactics.Army")
	scenes.Register[Mark]("Tactics.Mark")
}

func (b *Battle) cellSize() float64 {
	if b.CellSize > 0 {
		return b.CellSize
	}
	return DefaultCellSize
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

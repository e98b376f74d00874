package blocks

import (
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"
)

// Mode is a game mode: what ends the game.
type Mode uint8

// The game modes. In files they are written "marathon" and "sprint".
const (
	// ModeMarathon plays until Goal lines are cleared (150 by default: the end
	// of level 15) or the stack tops out; the level rises every 10 lines.
	ModeMarathon Mode = iota
	// ModeSprint clears Goal lines (40 by default) as fast as possible, timed
	// in steps; the level stays at the start level.
	ModeSprint
)

var modeNames = [...]string{"marathon", "sprint"}

// A name read that is not a mode becomes a Mode value from firstUnknownMode
// up, an index into unknownModes, so the system's check can quote the name it
// got; when the table is full (more than 127 different unknown names in one
// process) it becomes modeUnknown, which the check reports without the name.
// The check replaces such a value on the scene's first step, before any play,
// so a value that depends on the order names were read never reaches a
// snapshot of a game in play.
const (
	firstUnknownMode Mode = 128
	modeUnknown      Mode = 255
	// maxModeNameQuoted is how many bytes of an unknown name are kept.
	maxModeNameQuoted = 40
)

// unknownModes holds the names read that are not modes, each once.
var unknownModes struct {
	sync.Mutex
	names []string
}

// unknownMode returns the Mode value that stands for the name text, which is
// not a mode.
func unknownMode(text string) Mode {
	if len(text) > maxModeNameQuoted {
		text = text[:maxModeNameQuoted] + "..."
	}
	unknownModes.Lock()
	defer unknownModes.Unlock()
	i := slices.Index(unknownModes.names, text)
	if i < 0 {
		if len(unknownModes.names) >= int(modeUnknown-firstUnknownMode) {
			return modeUnknown
		}
		i = len(unknownModes.names)
		unknownModes.names = append(unknownModes.names, text)
	}
	return firstUnknownMode + Mode(i)
}

// unknownName returns the name m was read from, quoted, or false if m is not
// a value UnmarshalText made of an unknown name.
func (m Mode) unknownName() (string, bool) {
	if m < firstUnknownMode || m == modeUnknown {
		return "", false
	}
	unknownModes.Lock()
	defer unknownModes.Unlock()
	if i := int(m - firstUnknownMode); i < len(unknownModes.names) {
		return strconv.Quote(unknownModes.names[i]), true
	}
	return "", false
}

// String returns the mode's name; for a name read that is not a mode, that
// name quoted ("\"marathn\"").
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	if name, ok := m.unknownName(); ok {
		return name
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// MarshalText writes the mode's name; it returns an error for a value that
// is not a mode (an unknown name read and not yet checked).
func (m Mode) MarshalText() ([]byte, error) {
	if int(m) >= len(modeNames) {
		return nil, fmt.Errorf("blocks: %v is not a mode", m)
	}
	return []byte(modeNames[m]), nil
}

// UnmarshalText reads a mode's name. Any other text is no error: it reads as
// a value that is not a mode but keeps the text (at most 40 bytes of it),
// which the system's check (on the scene's first step) quotes in a warning
// naming the known modes, then plays ModeMarathon, so a misspelt mode does
// not stop the scene from loading.
func (m *Mode) UnmarshalText(b []byte) error {
	for i, n := range modeNames {
		if n == string(b) {
			*m = Mode(i)
			return nil
		}
	}
	*m = unknownMode(string(b))
	return nil
}

// Defaults of zero-valued Well settings.
const (
	// DefaultDAS is the delayed auto shift: how many steps a held left or
	// right waits before the piece starts to repeat its move (10 steps, 167 ms
	// at 60 steps a second, the usual default of modern guideline games).
	DefaultDAS = 10
	// DefaultARR is the auto repeat rate: steps between repeated moves once
	// DAS has passed (2).
	DefaultARR = 2
	// DefaultLockDelay is how long a landed piece waits before it locks: 0.5 s,
	// the guideline's.
	DefaultLockDelay = 500 * time.Millisecond
	// DefaultLockResets is how many moves or turns may restart the lock delay
	// of one piece ("move reset", the guideline's limit of 15).
	DefaultLockResets = 15
	// DefaultClearDelay is how long full rows take to shrink away before the
	// rows above fall: 0.25 s.
	DefaultClearDelay = 250 * time.Millisecond
	// DefaultSoftDrop is how many times faster than gravity soft drop falls:
	// 20, the guideline's.
	DefaultSoftDrop = 20
	// DefaultEntryDelay is the entry delay ("ARE"): how long the next piece
	// waits to enter after a lock, or after cleared rows are gone: 0.1 s (6
	// steps at 60 a second). The guideline names no entry delay; this is a
	// choice, about what recent console guideline games wait (fan games such
	// as Jstris and TETR.IO wait none by default: a negative EntryDelay).
	DefaultEntryDelay = 100 * time.Millisecond
	// DefaultMarathonGoal and DefaultSprintGoal are the lines that end each
	// mode: the end of level 15, and the 40-line sprint.
	DefaultMarathonGoal = 150
	DefaultSprintGoal   = 40
	// DefaultCellSize is a cell's side in world units.
	DefaultCellSize = 12
	// MaxDAS and MaxARR are the largest DAS and ARR taken, in steps (1 s at
	// 60 steps a second); a larger value warns and is clamped to them.
	MaxDAS = 60
	MaxARR = 60
	// MaxSoftDrop is the largest soft drop speed taken, a multiple of
	// gravity: 1000, fast enough to reach the floor in one step at every
	// level (what players call an "instant" soft drop).
	MaxSoftDrop = 1000
	// MaxLockDelay is the longest lock delay taken: 10 s.
	MaxLockDelay = 10 * time.Second
	// MaxLockResets is the most lock resets per piece taken: 100.
	MaxLockResets = 100
	// MaxClearDelay and MaxEntryDelay are the longest clear and entry
	// delays taken: 2 s and 1 s.
	MaxClearDelay = 2 * time.Second
	MaxEntryDelay = time.Second
	// LinesPerLevel is how many lines raise the level by one (the guideline's
	// fixed goal).
	LinesPerLevel = 10
	// PreviewLength is how many next pieces the queue shows (5).
	PreviewLength = 5
)

// Well is one falling-blocks game: the field, the falling piece, the next
// queue, the held piece, the score and the settings. Its entity is where the
// field's top-left corner is drawn; the module draws the field, the piece,
// the ghost, the hold, the queue and the counters under a child entity it
// makes ("View"). Saved as "Blocks.Well". Every field is saved: settings and
// state alike are in the scene, so a replay or a snapshot has them.
//
// Times (LockDelay, ClearDelay, EntryDelay and the clocks under them) are
// game time; DAS and ARR are counted in steps, as players set them
// ("frames"). A zero setting means its default. The settings' ranges:
//
//	das, arr       -1 (none), 0 (default), 1 to MaxDAS / MaxARR steps
//	lockResets     -1 (none), 0 (default), 1 to MaxLockResets
//	softDrop       0 (default), 1 to MaxSoftDrop times gravity
//	lockDelay      0 (default), above 0 to MaxLockDelay
//	clearDelay     below 0 (none), 0 (default), above 0 to MaxClearDelay
//	entryDelay     below 0 (none), 0 (default), above 0 to MaxEntryDelay
//
// ARR none moves a piece to the wall at once once DAS has passed; DAS none
// starts repeating in the step after the press. A value out of its range
// (from the scene file, a save, or the Handling widgets) warns once in the
// problem log naming the field, and is clamped to the range: below it to
// none (-1) for DAS, ARR and LockResets, to the default for LockDelay, to 1
// for SoftDrop; above it to the maximum.
type Well struct {
	// Mode says what ends the game; the default is ModeMarathon. A name that
	// is not a mode loads, then warns naming the modes and plays marathon.
	Mode Mode `json:"mode"`
	// Goal is how many lines end the game; 0 means the mode's default.
	Goal int `json:"goal,omitempty"`
	// StartLevel is the level the game starts at, 1 to 20; 0 means 1.
	StartLevel int `json:"startLevel,omitempty"`
	// DAS is the delayed auto shift in steps; 0 means DefaultDAS.
	DAS int `json:"das,omitempty"`
	// ARR is the auto repeat rate in steps; 0 means DefaultARR.
	ARR int `json:"arr,omitempty"`
	// LockDelay is the lock delay; 0 means DefaultLockDelay.
	LockDelay time.Duration `json:"lockDelay,omitempty"`
	// LockResets is the most lock-delay restarts per piece; 0 means
	// DefaultLockResets.
	LockResets int `json:"lockResets,omitempty"`
	// ClearDelay is how long cleared rows shrink; 0 means DefaultClearDelay.
	ClearDelay time.Duration `json:"clearDelay,omitempty"`
	// EntryDelay is how long the next piece waits to enter after a lock (after
	// the clear delay when rows were cleared); 0 means DefaultEntryDelay.
	EntryDelay time.Duration `json:"entryDelay,omitempty"`
	// SoftDrop is the soft drop's speed as a multiple of gravity; 0 means
	// DefaultSoftDrop.
	SoftDrop int `json:"softDrop,omitempty"`
	// CellSize is a cell's side in world units; 0 means DefaultCellSize.
	CellSize float64 `json:"cellSize,omitempty"`
	// Image is the picture of one block (drawn tinted by each piece's
	// colour), a path in the game folder; "" draws plain squares.
	Image string `json:"image,omitempty"`
	// Input is the local player who plays, in [0, 8).
	Input int `json:"input,omitempty"`
	// Handling, when not "", names an entity (found as scenes.Entity.FindFor
	// finds names) whose child widgets "DAS" and "ARR" (runtime/ui choice
	// lists or sliders, usually in the pause menu) set DAS and ARR each step:
	// the widget's value in steps, 0 meaning none. The widgets are scene
	// state moved by input, so a replay repeats the player's changes.
	Handling string `json:"handling,omitempty"`
	// Exit is the scene a press of "hardDrop" goes to once the game has been
	// over for ExitWait (the template's title menu); "" stays.
	Exit string `json:"exit,omitempty"`

	// Cells is the field: Width × Height kinds, row by row from the bottom
	// (see Kind), saved as base64: state.
	Cells []byte `json:"cells,omitempty"`
	// Piece is the falling piece (Kind none when there is none: before the
	// first, while rows clear, during the entry delay, after the end): state.
	Piece Piece `json:"piece"`
	// Queue is the coming pieces, the next first; at least PreviewLength+1
	// once play has started, refilled a bag at a time: state.
	Queue []Kind `json:"queue,omitempty"`
	// Hold is the held piece (none at first); HoldUsed is true once the
	// falling piece has been held or swapped in: state.
	Hold     Kind `json:"hold,omitempty"`
	HoldUsed bool `json:"holdUsed,omitempty"`
	// Fall is the game time towards the piece's next row down: state.
	Fall time.Duration `json:"fall,omitempty"`
	// Lock is how long the piece has lain on the ground; Resets how many
	// moves have restarted it; Lowest the lowest row its box has reached
	// (a new lowest row gives the resets back): state.
	Lock   time.Duration `json:"lock,omitempty"`
	Resets int           `json:"resets,omitempty"`
	Lowest int           `json:"lowest,omitempty"`
	// Rotated is true when the piece's last successful move was a turn, and
	// Kick the SRS test that turn took: state (for T-spins).
	Rotated bool `json:"rotated,omitempty"`
	Kick    int  `json:"kick,omitempty"`
	// Shift is the direction held (-1 left, 1 right, 0 none), Charge the steps
	// it has been held and Repeat the steps until the next repeated move:
	// state (DAS and ARR). The charge goes on through the clear and entry
	// delays, so a piece entering with DAS charged moves at once.
	Shift  int `json:"shift,omitempty"`
	Charge int `json:"charge,omitempty"`
	Repeat int `json:"repeat,omitempty"`
	// Entry is the entry delay left before the next piece enters (counted
	// down while there is no falling piece): state.
	Entry time.Duration `json:"entry,omitempty"`
	// Clearing is the full rows shrinking away, bottom first, and Cleared how
	// long they have shrunk: state.
	Clearing []int         `json:"clearing,omitempty"`
	Cleared  time.Duration `json:"cleared,omitempty"`
	// Score, Lines and Level count the game; Combo is the combo count (-1:
	// none) and BackToBack whether the last clear was a difficult one: state.
	Score      int  `json:"score"`
	Lines      int  `json:"lines"`
	Level      int  `json:"level"`
	Combo      int  `json:"combo"`
	BackToBack bool `json:"backToBack,omitempty"`
	// Last is the last lock that cleared lines or spun (shown by the view):
	// state.
	Last Clear `json:"last"`
	// Pieces counts the pieces locked; Steps the steps played (the sprint's
	// timer, counted from the first piece until the end): state.
	Pieces int `json:"pieces"`
	Steps  int `json:"steps"`
	// Started is true once the first piece came; Over once the game ended,
	// Won when it ended by reaching Goal (not by topping out): state.
	Started bool `json:"started,omitempty"`
	Over    bool `json:"over,omitempty"`
	Won     bool `json:"won,omitempty"`
	// Entered counts the pieces that have entered the field (the view
	// places a new one at once instead of sliding it); Ended is the game time
	// since the game ended: state.
	Entered int           `json:"entered,omitempty"`
	Ended   time.Duration `json:"ended,omitempty"`
}

// ExitWait is how long an ended game shows its result before a press of
// "hardDrop" leaves for Well.Exit: 1 s, so a drop pressed as the stack tops
// out does not skip it.
const ExitWait = time.Second

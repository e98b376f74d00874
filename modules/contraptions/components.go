package contraptions

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Mode is what a board is doing.
type Mode uint8

// The modes.
const (
	// ModeBuild: the player places, moves, turns and removes parts; nothing
	// moves.
	ModeBuild Mode = iota
	// ModeRun: the machine runs; stopping it puts the board back exactly as
	// it was built.
	ModeRun
	// ModeSolved: the goals held; the machine stands still and the solved
	// screen shows until the player asks for the next puzzle.
	ModeSolved
	// ModeDone: every puzzle is solved.
	ModeDone
)

var modeNames = griff.NewEnum[Mode]("board mode", "build", "run", "solved", "done")

// String returns "build", "run", "solved" or "done".
func (m Mode) String() string { return modeNames.Name(m) }

// MarshalText writes the mode by name.
func (m Mode) MarshalText() ([]byte, error) { return modeNames.Marshal(m) }

// UnmarshalText reads a mode's name.
func (m *Mode) UnmarshalText(b []byte) error { return modeNames.Unmarshal(m, b) }

// Board plays a list of contraption puzzles: it reads the puzzle being
// played from its file (ReadPuzzle), builds its parts as children of the
// board's entity, takes the player's edits in build mode, runs the machine
// and checks the goals. Saved as "Contraptions.Board". The fields before
// Puzzle are settings; Puzzle and after are state. Keep the board's entity
// at the origin, unturned: its parts' bodies are simulated in world space.
type Board struct {
	// Puzzles are the puzzle files' slash paths in the game folder, played
	// in this order. A file that cannot be read warns and is skipped.
	Puzzles []string `json:"puzzles"`
	// Origin is where the board's top-left corner is, in world units; the
	// default (0, 0) is DefaultOrigin.
	Origin griff.Vec `json:"origin,omitzero"`
	// Status, Palette and Banner name the entities whose Griff.Text shows
	// the title and goal, the parts to place, and the solved screen; "" or
	// a name that finds nothing shows nothing.
	Status  string `json:"status,omitempty"`
	Palette string `json:"palette,omitempty"`
	Banner  string `json:"banner,omitempty"`

	// Puzzle is the index in Puzzles of the puzzle being played.
	Puzzle int `json:"puzzle,omitempty"`
	// Built is the file of the puzzle whose parts are built ("": none yet).
	Built string `json:"built,omitempty"`
	// Mode is the board's mode.
	Mode Mode `json:"mode,omitempty"`
	// Col and Row are the build cursor's cell.
	Col int `json:"col,omitempty"`
	Row int `json:"row,omitempty"`
	// Pick is the palette entry the cursor places.
	Pick int `json:"pick,omitempty"`
	// Rot is the rotation the next placed part gets.
	Rot int `json:"rot,omitempty"`
	// Steps counts the steps of the current run.
	Steps int `json:"steps,omitempty"`
	// Solved counts the puzzles solved.
	Solved int `json:"solved,omitempty"`
	// Runs counts the runs started on this puzzle.
	Runs int `json:"runs,omitempty"`
}

// DefaultOrigin is a board's top-left corner when Board.Origin is zero.
var DefaultOrigin = griff.V(64, 72)

// Part is one part of a board, on a child entity of the board's. Its cell
// and rotation are the build state: stopping a run puts the part's entity
// back where they say. Saved as "Contraptions.Part".
type Part struct {
	// Kind is what the part is.
	Kind Kind `json:"kind"`
	// Col and Row are its cell (see Kind for which).
	Col int `json:"col"`
	Row int `json:"row"`
	// Rot is its rotation, 0 .. Kind.Rotations()-1 (see dirs).
	Rot int `json:"rot,omitempty"`
	// Fixed parts come with the puzzle; the player cannot move them.
	Fixed bool `json:"fixed,omitempty"`

	// On is the part's signal in a run: a switch pressed, a gate's output,
	// a wire's net, a lamp lit, a door open, a motor or fan powered.
	On bool `json:"on,omitempty"`
	// Next is a gate's output from the inputs of this step, shown from the
	// next step on (every gate delays by one step).
	Next bool `json:"next,omitempty"`
	// Angle is how far a gear has turned in this run, in radians (positive
	// clockwise on screen, y down).
	Angle float64 `json:"angle,omitempty"`
	// Speed is a gear's angular speed in radians per second.
	Speed float64 `json:"speed,omitempty"`
	// Pressed says a switch has been pressed in this run.
	Pressed bool `json:"pressed,omitempty"`
}

// place returns the part's placement.
func (p *Part) place() Place { return Place{p.Kind, p.Col, p.Row, p.Rot} }

func init() {
	scenes.Register[Board]("Contraptions.Board")
	scenes.Register[Part]("Contraptions.Part")
}

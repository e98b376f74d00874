package saves

import (
	"errors"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
)

// ErrNoSave is wrapped by the error of a Load of a slot that holds no save.
var ErrNoSave = errors.New("no save")

// Op is what a Result reports on.
type Op uint8

// The operations of the saves service.
const (
	OpSave Op = iota
	OpLoad
	OpDelete
)

var opNames = griff.NewEnum[Op]("saves op", "save", "load", "delete")

// String returns "save", "load" or "delete".
func (o Op) String() string { return opNames.Name(o) }

// past returns "saved", "loaded" or "deleted".
func (o Op) past() string {
	if o == OpLoad {
		return "loaded"
	}
	return o.String() + "d"
}

// Result is what became of one save, load or delete.
type Result struct {
	// Op is what was done; Slot the slot it was done to.
	Op   Op
	Slot string
	// Bytes is the size of the save file written or read, in bytes; 0 for a
	// delete or a save whose snapshot failed.
	Bytes int
	// Err is nil if it worked; otherwise it says why not (the same words as in
	// the problem log).
	Err error
}

// Saves is the saves service: save games in named slots (see CheckSlot for
// the names), written through the Store the host gave. A game without a store
// has no saves service: find it with runtime.LookupService[Saves] (or Of) and
// play on without saving when there is none.
//
// Saves and loads happen at a step boundary: right after the step they were
// asked in, or, when asked outside a step (a pause menu while the clock is
// paused), after the host's frame (System.Between), so the game is never
// saved or loaded half-stepped. Its methods must be called from the game's
// goroutine.
type Saves interface {
	// Save asks for a save of the whole game in slot at the next step
	// boundary. The snapshot is taken there; the file is written afterwards
	// by a goroutine of its own, so the game never waits for the disk, and
	// Load, List and Exists see the save at once. It returns an error
	// wrapping ErrBadSlot for a bad slot name (and asks for nothing).
	Save(slot string) error
	// Load asks for the save in slot to be loaded at the next step boundary:
	// read, checked and restored, or refused with the game unchanged (a slot
	// with no save, a file of another game, a damaged or foreign file; see
	// Decode). A save of other content (the game's files changed since) loads
	// what still fits and warns once in the problem log. The input state is
	// not the saved one: the actions held just before the load stay held and
	// no others (unless the input source seeks; see the package doc). It
	// returns an error wrapping ErrBadSlot for a bad slot name.
	Load(slot string) error
	// Delete asks for the save in slot to be deleted at the next step
	// boundary, after the writes asked for before it. It returns an error
	// wrapping ErrBadSlot for a bad slot name.
	Delete(slot string) error
	// Exists reports whether slot holds a save (written or being written). It
	// returns an error wrapping ErrBadSlot for a bad slot name, or one
	// wrapping the store's error, which is in the problem log too.
	Exists(slot string) (bool, error)
	// List returns the slots that hold saves (written or being written),
	// sorted, or an error wrapping the store's, which is in the problem log
	// too.
	List() ([]string, error)
	// Results returns what became of the saves, loads and deletes that
	// finished at the boundary after the last step (and after the frames
	// since, while the game is paused), in the order they finished; a failure
	// is in the problem log too. A load finishes at the boundary after the
	// step it was asked in; a write finishes when the disk is done, a step or
	// more later, so a game may show "saved" from it but must not make
	// gameplay decisions on when it comes. The slice is the system's own and
	// is replaced after the next step.
	Results() []Result
}

// Of returns the game's saves service and true, or nil and false if the game
// has none (its host gave no store).
func Of(g *runtime.Game) (Saves, bool) { return runtime.LookupService[Saves](g) }

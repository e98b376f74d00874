package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
)

// Records is the saves system's second service: small named records a game
// keeps in the store beside its save slots and outside every save, so they
// outlive a new game and a load (Ren'Py's persistent data: the lines a
// player has read, the slots' pictures and captions). The game finds it with
// runtime.LookupService[Records]; a game whose host gave no store has none.
//
// A record's name is a slot name (CheckSlot) and shares the store with the
// slots: List lists it, and Load of it is refused as not a save (ErrNotSave),
// so name records so that no save uses the name ("novel-read"). Its methods
// must be called from the game's goroutine.
//
// A record is not game state: it is read when a game asks and may differ
// from one player to the next, so a system that decides gameplay on one (skip
// only read lines) is as deterministic as the records it was given.
type Records interface {
	// WriteRecord asks for data to be stored under name, replacing what was
	// there. It is written off the game's goroutine, in order with the saves
	// (a failure is in the problem log and in Results, reported as a save of
	// name); ReadRecord sees it at once. WriteRecord copies data. It returns
	// an error wrapping ErrBadSlot for a bad name.
	WriteRecord(name string, data []byte) error
	// ReadRecord returns the newest data stored under name (written or being
	// written), or an error wrapping fs.ErrNotExist if there is none, or
	// ErrBadSlot for a bad name, or the store's (which is in the problem log
	// too).
	ReadRecord(name string) ([]byte, error)
}

// WriteRecord asks for data to be stored under name (see Records).
func (s *System) WriteRecord(name string, data []byte) error {
	if err := CheckSlot(name); err != nil {
		return err
	}
	s.w.put(&job{op: OpSave, slot: name, data: slices.Clone(data)})
	return nil
}

// ReadRecord returns the data stored under name (see Records).
func (s *System) ReadRecord(name string) ([]byte, error) {
	if err := CheckSlot(name); err != nil {
		return nil, err
	}
	data, err := s.w.read(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("saves: record %q: %w", name, fs.ErrNotExist)
	case err != nil:
		return nil, s.storeFailed(fmt.Sprintf("could not read record %q", name), err)
	}
	return slices.Clone(data), nil
}

package saves_test

import (
	"errors"
	"io/fs"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// TestRecordsOutliveTheGame checks the Records service: a record written is
// read back at once (pending) and after the write, by a new game over the same
// store; a missing record wraps fs.ErrNotExist; a bad name is refused; Load of
// a record is refused and leaves the game as it was.
func TestRecordsOutliveTheGame(t *testing.T) {
	store := &saves.MemoryStore{}
	g, s := newGame(t, store)
	rec, ok := runtime.LookupService[saves.Records](g)
	if !ok {
		t.Fatal("no Records service")
	}
	data := []byte("line-1\nline-2")
	must(t, rec.WriteRecord("novel-read", data))
	data[0] = 'X' // WriteRecord copied it
	if got, err := rec.ReadRecord("novel-read"); err != nil || string(got) != "line-1\nline-2" {
		t.Errorf("ReadRecord right after the write = %q, %v", got, err)
	}
	must(t, s.Flush(g))
	_, s2 := newGame(t, store)
	if got, err := s2.ReadRecord("novel-read"); err != nil || string(got) != "line-1\nline-2" {
		t.Errorf("ReadRecord in a new game = %q, %v", got, err)
	}
	if _, err := s2.ReadRecord("none"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadRecord(none) = %v, want fs.ErrNotExist", err)
	}
	if err := s2.WriteRecord("Bad Name", nil); !errors.Is(err, saves.ErrBadSlot) {
		t.Errorf("WriteRecord(Bad Name) = %v, want ErrBadSlot", err)
	}
	must(t, s.Load("novel-read"))
	step(g, s)
	if r := s.Results(); len(r) != 1 || !errors.Is(r[0].Err, saves.ErrNotSave) {
		t.Errorf("Load of a record: %v, want ErrNotSave", r)
	}
	if g.Clock().Tick() != 1 {
		t.Errorf("after the refused load the game is at tick %d, want 1", g.Clock().Tick())
	}
}

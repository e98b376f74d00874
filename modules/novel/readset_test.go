package novel_test

import (
	"fmt"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/modules/novel"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/ui"
	"github.com/griffengine/griff/scenes"
)

// savedGame is a game of story with the saves system over store, past the
// title, on its first line; its steps run the saves' boundary as a host's.
type savedGame struct {
	g  *runtime.Game
	sv *saves.System
	l  *runtimetest.Taps
}

func newSavedGame(t *testing.T, story string, store saves.Store) *savedGame {
	t.Helper()
	return newSavedGameSink(t, story, store, func(p scenes.Problem) { t.Errorf("problem: %v", p) })
}

// newSavedGameSink is newSavedGame with the problems going to sink.
func newSavedGameSink(t *testing.T, story string, store saves.Store, sink func(scenes.Problem)) *savedGame {
	t.Helper()
	fsys := templateWith(t, story)
	sg := &savedGame{l: &runtimetest.Taps{}}
	sg.sv = saves.NewSystem(saves.Options{Store: store, Game: "t",
		Snapshot: func(g *runtime.Game, buf []byte) ([]byte, error) { return g.Snapshot(buf) },
		Restore:  func(g *runtime.Game, data []byte) error { return g.Restore(data) }})
	var err error
	sg.g, err = builtins.NewGame(runtime.Options{Seed: 1, Input: sg.l, Problems: scenes.NewProblems(sink)},
		builtins.Options{Scenes: runtimetest.Loader{FS: fsys}, StartScene: "main", UI: ui.Options{Screen: griff.V(480, 270)}},
		append(novel.Systems(), runtimetest.Folder(fsys), sg.sv)...)
	if err != nil {
		t.Fatal(err)
	}
	sg.steps(1)
	sg.hit("UIAccept")
	sg.steps(1)
	return sg
}

func (sg *savedGame) steps(n int) {
	for range n {
		sg.g.Step()
		sg.sv.Between(sg.g)
	}
}

func (sg *savedGame) hit(action string) { sg.l.Next = append(sg.l.Next, action); sg.steps(2) }

// next advances until the line changes.
func (sg *savedGame) next(t *testing.T) {
	t.Helper()
	said := reader(t, sg.g).Now.Said
	for range 60 {
		sg.hit(novel.ActionAdvance)
		if reader(t, sg.g).Now.Said != said {
			return
		}
	}
	t.Fatalf("advance did not move on from line %d", said)
}

// TestReadLinesOutliveTheGame reads two lines in one game; a new game on
// the same saves store skips them (they are the player's, in the store's
// read record) and stops at the first line it never read, while a new game
// on another store skips nothing.
func TestReadLinesOutliveTheGame(t *testing.T) {
	store := &saves.MemoryStore{}
	first := newSavedGame(t, linesStory, store)
	first.next(t)
	first.next(t) // l1 and l2 read, l3 showing
	if err := first.sv.Flush(first.g); err != nil {
		t.Fatal(err)
	}
	data, err := store.Read(novel.ReadRecord)
	if err != nil || string(data) != "story/main.story start/0\nstory/main.story start/1\n" {
		t.Fatalf("the read record is %q, %v", data, err)
	}
	for _, tc := range []struct {
		store *saves.MemoryStore
		want  string
	}{{store, "l3"}, {&saves.MemoryStore{}, "l1"}} {
		sg := newSavedGame(t, linesStory, tc.store)
		sg.hit(novel.ActionSkip)
		sg.steps(30)
		if r := reader(t, sg.g); r.Now.Text != tc.want || r.Skip {
			t.Errorf("a new game skipped to %q (skip on: %v), want %q with skip off", r.Now.Text, r.Skip, tc.want)
		}
	}
}

// TestRollbackRingMemory reads the template's lines up to its choice and
// reports what the rollback ring keeps for each: a snapshot of the whole
// game that shares the records of entities that did not change.
func TestRollbackRingMemory(t *testing.T) {
	sg := newSavedGame(t, "", &saves.MemoryStore{})
	total := 0
	for i := range 3 {
		sg.steps(40)
		sg.next(t)
		held, st := novel.RingStats(sg.g)
		if held != i+2 || st.Records == 0 || st.Bytes <= 0 || st.Shared == 0 {
			t.Fatalf("after line %d the ring holds %d snapshots, the last %+v; want %d, sharing records", i+2, held, st, i+2)
		}
		total += st.Bytes
	}
	avg := total / 3
	if held, _ := novel.RingStats(sg.g); held > novel.MaxRollback {
		t.Errorf("the ring holds %d, more than MaxRollback", held)
	}
	t.Logf("a line's snapshot: %d bytes on average (%d entities); a full ring of %d lines: about %d KB", avg, sgRecords(sg), novel.MaxRollback, avg*novel.MaxRollback/1024)
	if avg > 16<<10 {
		t.Errorf("a line's snapshot takes %d bytes, want at most 16 KiB (records shared)", avg)
	}
}

func sgRecords(sg *savedGame) int { _, st := novel.RingStats(sg.g); return st.Records }

// TestRollbackRingBound reads more lines than MaxRollback: the ring holds
// exactly MaxRollback snapshots, the oldest dropped.
func TestRollbackRingBound(t *testing.T) {
	sg := newSavedGame(t, "label start:\n    \"line\"\n    jump start\n", &saves.MemoryStore{})
	for range novel.MaxRollback + 5 {
		sg.next(t)
	}
	if held, _ := novel.RingStats(sg.g); held != novel.MaxRollback {
		t.Errorf("the ring holds %d snapshots after %d lines, want MaxRollback (%d)", held, novel.MaxRollback+6, novel.MaxRollback)
	}
}

// TestSlotScreenWithoutAHost saves from the slot screen of a game made in
// code (no picture service): the slot's record has the line and the play
// time and no picture; Escape closes the screen with nothing saved; the load
// screen labels the slot and loads it back to the fingerprint of the save:
// the load keeps the live input state, not the saved one (package saves),
// and both hold just UIAccept, the press that chose the slot each time.
func TestSlotScreenWithoutAHost(t *testing.T) {
	store := &saves.MemoryStore{}
	sg := newSavedGame(t, linesStory, store)
	sg.next(t)
	sg.hit(novel.ActionSaveMenu)
	if r := reader(t, sg.g); r.Slots != novel.SlotsSave || runtime.Service[ui.IPanels](sg.g).Top() != "Slots" {
		t.Fatalf("the save screen did not open: mode %d, top panel %q", r.Slots, runtime.Service[ui.IPanels](sg.g).Top())
	}
	sg.hit(novel.ActionBack)
	if list, _ := sg.sv.List(); len(list) != 1 { // the read record only
		t.Errorf("closing the screen saved something: %v", list)
	}
	sg.hit(novel.ActionSaveMenu)
	sg.l.Next = append(sg.l.Next, "UIAccept") // slot 1, focused first
	sg.steps(1)                               // saved at the end of this step
	want, tick := sg.g.Fingerprint(), sg.g.Clock().Tick()
	sg.steps(1)
	info, err := novel.ReadSlotInfo(sg.g, novel.SlotName(1))
	if err != nil || info.Text != "l2" || info.Steps != tick || len(info.Thumbnail) != 0 {
		t.Errorf("slot 1's record: %+v, %v; want l2 at step %d, no picture", info, err, tick)
	}
	sg.next(t)
	sg.hit(novel.ActionLoadMenu)
	wantLabel := fmt.Sprintf("1  %d:%02d  l2", tick/60/60, tick/60%60)
	if label := scenes.Get[ui.Widget](sg.g.Scene().Find("Slot1")).Label; label != wantLabel {
		t.Errorf("slot 1 reads %q on the load screen, want %q", label, wantLabel)
	}
	sg.l.Next = append(sg.l.Next, "UIAccept")
	sg.steps(1)
	if got := sg.g.Fingerprint(); got != want || reader(t, sg.g).Now.Text != "l2" {
		t.Errorf("loading slot 1 gave line %q, fingerprint %s; want l2, %s (as saved)", reader(t, sg.g).Now.Text, got, want)
	}
}

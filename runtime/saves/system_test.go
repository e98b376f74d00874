package saves_test

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/runtime/saves/savestest"
	"github.com/griffengine/griff/scenes"
)

// newGame returns a game with the saves system over store, as game "Test"
// with content "c1", and the service.
func newGame(t *testing.T, store saves.Store) (*runtime.Game, *saves.System) {
	t.Helper()
	return newGameOf(t, savestest.Options(store, "Test", "c1"))
}

func newGameOf(t *testing.T, opts saves.Options) (*runtime.Game, *saves.System) {
	t.Helper()
	sys := saves.NewSystem(opts)
	g, err := runtime.NewGame(runtime.Options{Seed: 7}, sys)
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := saves.Of(g); !ok || s != saves.Saves(sys) {
		t.Fatalf("saves.Of = %v, %v; want the system", s, ok)
	}
	return g, sys
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func results(s saves.Saves) string {
	var b strings.Builder
	for _, r := range s.Results() {
		fmt.Fprintf(&b, "%v %s %v;", r.Op, r.Slot, r.Err)
	}
	return b.String()
}

func TestSaveListLoadDelete(t *testing.T) {
	store := &saves.MemoryStore{}
	g, s := newGame(t, store)
	step(g, s)
	must(t, s.Save("slot-1"))
	saved := g.Rand().State()
	step(g, s) // the save is taken at the end of this step
	if ok, err := s.Exists("slot-1"); !ok || err != nil {
		t.Errorf("Exists(slot-1) right after the save = %v, %v; want true (pending writes count)", ok, err)
	}
	must(t, s.Flush(g))
	if got := results(s); got != "save slot-1 <nil>;" {
		t.Errorf("Results after Flush = %q", got)
	}
	if r := s.Results()[0]; r.Bytes < 88 {
		t.Errorf("the save is %d bytes, want the header and the 88-byte stand-in", r.Bytes)
	}
	data, err := store.Read("slot-1")
	must(t, err)
	h, snap, err := saves.Decode(data)
	must(t, err)
	if h.Game != "Test" || h.Content != "c1" || h.Step != 2 || savestest.StandInTick(snap) != 2 {
		t.Errorf("saved header %+v, snapshot tick %d; want game Test, content c1, step 2", h, savestest.StandInTick(snap))
	}

	g.Rand().Uint64() // the game moves on
	must(t, s.Save("b"))
	step(g, s)
	if list, err := s.List(); err != nil || strings.Join(list, ",") != "b,slot-1" {
		t.Errorf("List = %v, %v; want b,slot-1", list, err)
	}
	must(t, s.Load("slot-1"))
	step(g, s)
	if !bytes.Equal(g.Rand().State(), saved) {
		t.Errorf("after loading slot-1 the Rand is at %x, want %x", g.Rand().State(), saved)
	}
	if got := results(s); !strings.Contains(got, "load slot-1 <nil>;") {
		t.Errorf("Results after the load = %q, want the load", got)
	}
	must(t, s.Delete("slot-1"))
	step(g, s)
	if ok, _ := s.Exists("slot-1"); ok {
		t.Errorf("Exists(slot-1) after the delete = true")
	}
	must(t, s.Flush(g))
	if list, _ := store.List(); strings.Join(list, ",") != "b" {
		t.Errorf("the store holds %v after the delete, want [b]", list)
	}
	if n := g.Problems().Len(); n != 0 {
		t.Errorf("problems: %v", g.Problems().List())
	}
}

func TestBadSlotRefused(t *testing.T) {
	_, s := newGame(t, &saves.MemoryStore{})
	for _, f := range []func(string) error{s.Save, s.Load, s.Delete} {
		if err := f("../x"); !errors.Is(err, saves.ErrBadSlot) {
			t.Errorf("bad slot: %v, want ErrBadSlot", err)
		}
	}
	if _, err := s.Exists("A"); !errors.Is(err, saves.ErrBadSlot) {
		t.Errorf("Exists(A): %v, want ErrBadSlot", err)
	}
}

// A failed write is in the problem log, naming the slot and the error, and
// the save that was there stays whole.
func TestFailedWriteReported(t *testing.T) {
	store := &savestest.FailingStore{}
	g, s := newGame(t, store)
	must(t, s.Save("a"))
	step(g, s)
	must(t, s.Flush(g))
	old, _ := store.Read("a")
	store.Fail = true
	g.Rand().Uint64()
	must(t, s.Save("a"))
	step(g, s)
	err := s.Flush(g)
	if !errors.Is(err, savestest.ErrFailing) {
		t.Errorf("Flush = %v, want the store's error", err)
	}
	probs := g.Problems().List()
	if len(probs) != 1 || probs[0].Severity != scenes.SeverityError ||
		!strings.Contains(probs[0].Message, `slot "a"`) || !strings.Contains(probs[0].Message, "disk is full") {
		t.Errorf("problems %v, want one error naming slot a and the disk", probs)
	}
	if now, _ := store.Read("a"); !bytes.Equal(now, old) {
		t.Errorf("the failed write changed the old save")
	}
}

// Flush (what the loop's Close calls) waits for the last write of a slow store.
func TestFlushWaitsForSlowStore(t *testing.T) {
	store := savestest.NewGatedStore()
	g, s := newGame(t, store)
	must(t, s.Save("a"))
	must(t, s.Save("b"))
	step(g, s)
	if <-store.Started != "a" {
		t.Fatal("the first write is not slot a")
	}
	if s.Writing() != 2 {
		t.Errorf("Writing = %d while the store holds the first write, want 2", s.Writing())
	}
	go store.Open() // the disk finishes while Flush waits
	must(t, s.Flush(g))
	if got := strings.Join(store.Written(), ","); got != "a,b" {
		t.Errorf("after Flush the store wrote %q, want a,b", got)
	}
	if s.Writing() != 0 {
		t.Errorf("Writing = %d after Flush", s.Writing())
	}
}

// A damaged, foreign or other game's file is refused, naming the slot and
// what is wrong, and the game is unchanged.
func TestLoadRefused(t *testing.T) {
	store := &saves.MemoryStore{}
	g, s := newGame(t, store)
	must(t, s.Save("good"))
	step(g, s)
	must(t, s.Flush(g))
	good, _ := store.Read("good")
	other, _, _ := saves.Decode(good)
	other.Game = "Another Game"
	_, snap, _ := saves.Decode(good)
	cases := map[string]struct {
		data []byte
		want string
	}{
		"truncated": {good[:len(good)-3], "truncated"},
		"edited":    {flip(good, len(good)-10), "checksum"},
		"foreign":   {[]byte("PNG\x89 not a save at all"), "not a Griff save"},
		"other":     {saves.Encode(nil, other, snap), `made by game "Another Game", not "Test"`},
		"snapshot":  {saves.Encode(nil, saves.Header{Game: "Test", Content: "c1"}, []byte("short")), "stand-in snapshot is 88 bytes"},
	}
	step(g, s) // a new list of results
	for slot, c := range cases {
		must(t, store.Write(slot, c.data))
		g.Rand().Uint64()
		before := g.Fingerprint()
		must(t, s.Load(slot))
		s.Between(g)
		if after := g.Fingerprint(); after != before {
			t.Errorf("%s: refused load changed the game", slot)
		}
		res := s.Results()
		if len(res) != 1 || res[0].Err == nil || !strings.Contains(res[0].Err.Error(), c.want) ||
			!strings.Contains(res[0].Err.Error(), `slot "`+slot+`"`) {
			t.Errorf("%s: results %v, want an error naming the slot and %q", slot, res, c.want)
		}
		s.Between(g) // new results only at the next step; Between adds
		step(g, s)
	}
	if n := g.Problems().Len(); n != len(cases) {
		t.Errorf("%d problems, want %d: %v", n, len(cases), g.Problems().List())
	}
}

func TestLoadMissingSlot(t *testing.T) {
	g, s := newGame(t, &saves.MemoryStore{})
	must(t, s.Load("none"))
	step(g, s)
	if r := s.Results(); len(r) != 1 || !errors.Is(r[0].Err, saves.ErrNoSave) {
		t.Errorf("results %v, want ErrNoSave", r)
	}
}

// A save made from other content loads, with one warning per slot.
func TestOtherContentWarnsOnce(t *testing.T) {
	store := &saves.MemoryStore{}
	g, s := newGame(t, store)
	must(t, s.Save("a"))
	step(g, s)
	must(t, s.Flush(g))
	g2, s2 := newGameOf(t, savestest.Options(store, "Test", "c2"))
	for range 2 {
		must(t, s2.Load("a"))
		step(g2, s2)
		if r := s2.Results(); len(r) != 1 || r[0].Err != nil {
			t.Errorf("load of other content: %v, want it loaded", r)
		}
	}
	probs := g2.Problems().List()
	if len(probs) != 1 || probs[0].Severity != scenes.SeverityWarning || !strings.Contains(probs[0].Message, "other content") {
		t.Errorf("problems %v, want one warning about other content", probs)
	}
}

// A restore that fails halfway puts the game back as it was.
func TestFailedRestorePutsBack(t *testing.T) {
	store := &saves.MemoryStore{}
	opts := savestest.Options(store, "Test", "c1")
	calls := 0
	opts.Restore = func(g *runtime.Game, data []byte) error {
		calls++
		if calls == 1 {
			g.Rand().Uint64() // half done
			return errors.New("the scene does not fit")
		}
		return savestest.StandInRestore(g, data)
	}
	g, s := newGameOf(t, opts)
	must(t, s.Save("a"))
	step(g, s)
	must(t, s.Flush(g))
	step(g, s) // a new list of results
	g.Rand().Uint64()
	before := g.Rand().State()
	must(t, s.Load("a"))
	s.Between(g)
	if !bytes.Equal(g.Rand().State(), before) {
		t.Errorf("a failed restore left the game changed")
	}
	if r := s.Results(); len(r) != 1 || r[0].Err == nil || !strings.Contains(r[0].Err.Error(), "does not fit") {
		t.Errorf("results %v, want the restore's error", r)
	}
}

// flip returns a copy of b with byte i changed.
func flip(b []byte, i int) []byte {
	b = bytes.Clone(b)
	b[i] ^= 1
	return b
}

// FuzzLoad loads any bytes as a save: a refused file leaves the game as it
// was, and nothing panics.
func FuzzLoad(f *testing.F) {
	f.Add(saves.Encode(nil, saves.Header{Game: "Test", Content: "c1"}, make([]byte, 88)))
	f.Add(saves.Encode(nil, saves.Header{Game: "Test"}, []byte("short")))
	f.Add([]byte("GRIFFSAV\x01\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		store := &saves.MemoryStore{}
		g, s := newGame(t, store)
		step(g, s)
		must(t, store.Write("x", data))
		before := g.Fingerprint()
		must(t, s.Load("x"))
		s.Between(g)
		r := s.Results()
		if len(r) != 1 {
			t.Fatalf("results %v, want the load", r)
		}
		if r[0].Err != nil && g.Fingerprint() != before {
			t.Errorf("a refused load (%v) changed the game", r[0].Err)
		}
	})
}

// brokenStore fails to read and list.
type brokenStore struct{ saves.MemoryStore }

func (*brokenStore) Read(string) ([]byte, error) { return nil, errors.New("the device is gone") }
func (*brokenStore) List() ([]string, error)     { return nil, errors.New("the device is gone") }

// A store that fails to list or read is in the problem log.
func TestListAndExistsFailuresReported(t *testing.T) {
	g, s := newGame(t, &brokenStore{})
	if _, err := s.List(); err == nil {
		t.Error("List of a broken store: no error")
	}
	if _, err := s.Exists("a"); err == nil {
		t.Error("Exists on a broken store: no error")
	}
	probs := g.Problems().List()
	if len(probs) != 2 || !strings.Contains(probs[0].Message, "could not list the saves: the device is gone") ||
		!strings.Contains(probs[1].Message, `slot "a"`) {
		t.Errorf("problems %v, want the list and the exists failures", probs)
	}
}

// step runs one step of g and the saves' step boundary after it, as the
// host's loop does.
func step(g *runtime.Game, s *saves.System) {
	g.Step()
	s.Between(g)
}

// A load moves the clock (to the step saved); its result stays for the game
// to read in the next step, through the boundary after a frame with no step.
func TestLoadResultOutlivesClockMove(t *testing.T) {
	opts := savestest.Options(&saves.MemoryStore{}, "Test", "c1")
	opts.Restore = func(g *runtime.Game, data []byte) error {
		g.Step() // a stand-in for a restore that moves the clock
		return savestest.StandInRestore(g, data)
	}
	g, s := newGameOf(t, opts)
	must(t, s.Save("a"))
	step(g, s)
	must(t, s.Load("a"))
	step(g, s)
	s.Between(g) // the end of a frame: no step since the load
	// The save's own result comes when its write ends, before or after the
	// load's: look for the load among them.
	r := s.Results()
	if !slices.ContainsFunc(r, func(x saves.Result) bool { return x.Op == saves.OpLoad && x.Slot == "a" && x.Err == nil }) {
		t.Errorf("results %v after the boundary that followed the load, want the load", r)
	}
}

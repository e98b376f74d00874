package saves

import (
	"errors"
	"fmt"
	"io/fs"
	goruntime "runtime"
	"runtime/debug"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Options configures the saves system. Store, Snapshot and Restore are
// required (NewSystem panics without them).
type Options struct {
	// Store keeps the save files.
	Store Store
	// Game is the project's name, written in every save and checked on load.
	Game string
	// Content is the hash of the game's files (hosting.LoadedGame.ContentHash),
	// written in every save; a save of other content still loads, with a
	// warning. "" writes none and warns about none.
	Content string
	// Snapshot appends the game's whole state to buf and returns the extended
	// slice (runtime.Game.Snapshot). It is called from the game's goroutine,
	// between steps (from Between).
	Snapshot func(g *runtime.Game, buf []byte) ([]byte, error)
	// Restore puts the game back to a state Snapshot took
	// (runtime.Game.Restore), deciding what of an older game's state still
	// fits. It is called from the game's goroutine, between steps (from
	// Between). It must not change data, which the writer goroutine may be
	// writing.
	Restore func(g *runtime.Game, data []byte) error
	// Migrate puts the game back to a state an older build of the game may
	// have taken, given that build's schema of component types
	// (runtime.Game.RestoreMigrated): it loads what still fits and warns for
	// the rest. It is called, instead of Restore, for a save that carries a
	// schema (format 2 on). nil means Restore: a save whose component types
	// changed is then refused.
	Migrate func(g *runtime.Game, data, schema []byte) error
	// Engine names the versions that write the saves, for messages; ""
	// means the Go version and the Griff module's version (EngineVersion).
	Engine string
}

// EngineVersion returns the Go version the program was built with and the
// Griff module's version as the build recorded it ("go1.25.1 griff v0.4.0";
// "(devel)" in a build of Griff's own repository).
func EngineVersion() string {
	v := "unknown"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Path == "github.com/griffengine/griff" {
			v = bi.Main.Version
		}
		for _, d := range bi.Deps {
			if d.Path == "github.com/griffengine/griff" {
				v = d.Version
			}
		}
	}
	return goruntime.Version() + " griff " + v
}

// System is the saves system: it provides the Saves service, takes saves and
// loads at step boundaries (when the host calls Between) and writes through
// the Store off the game's goroutine. It adds no step: the snapshot core takes
// and restores a game only between steps, never inside one.
type System struct {
	g       *runtime.Game   `griff:"-"` // the game it was set up in
	opts    Options         `griff:"-"`
	w       *writer         `griff:"-"`
	asked   []request       `griff:"-"` // saves, loads and deletes asked for, in order
	results []Result        `griff:"-"` // published since the game's tick became tick
	tick    griff.Tick      `griff:"-"`
	scratch []byte          `griff:"-"` // the snapshot's buffer, reused (Encode copies it)
	warned  map[string]bool `griff:"-"` // slots warned about other content
	schema  []byte          `griff:"-"` // the component types' schema, worked out at the first save
	failed  error           `griff:"-"` // the first write or delete that failed since the last Flush
	live    []byte          `griff:"-"` // the input state before a load (input.State.AppendBinary), reused
}

type request struct {
	op   Op
	slot string
}

// NewSystem returns the saves system with opts. The host calls its Between
// after each step (hosting.Loop does). NewSystem panics if
// opts.Store, opts.Snapshot or opts.Restore is nil.
func NewSystem(opts Options) *System {
	if opts.Store == nil || opts.Snapshot == nil || opts.Restore == nil {
		panic("saves: NewSystem needs a Store, a Snapshot and a Restore")
	}
	if opts.Engine == "" {
		opts.Engine = EngineVersion()
	}
	return &System{opts: opts, w: newWriter(opts.Store), warned: map[string]bool{}}
}

// Name returns "Saves".
func (*System) Name() string { return "Saves" }

// Setup provides the Saves and Records services.
func (s *System) Setup(g *runtime.Game) error {
	s.g = g
	runtime.Provide[Saves](g, s)
	runtime.Provide[Records](g, s)
	return nil
}

func (s *System) ask(op Op, slot string) error {
	if err := CheckSlot(slot); err != nil {
		return err
	}
	s.asked = append(s.asked, request{op, slot})
	return nil
}

// Save asks for a save in slot at the next step boundary (see Saves.Save).
func (s *System) Save(slot string) error { return s.ask(OpSave, slot) }

// Load asks for the save in slot to be loaded at the next step boundary.
func (s *System) Load(slot string) error { return s.ask(OpLoad, slot) }

// Delete asks for slot to be deleted at the next step boundary.
func (s *System) Delete(slot string) error { return s.ask(OpDelete, slot) }

// Exists reports whether slot holds a save (see Saves.Exists).
func (s *System) Exists(slot string) (bool, error) {
	if err := CheckSlot(slot); err != nil {
		return false, err
	}
	ok, err := s.w.exists(slot)
	if err != nil {
		err = s.storeFailed(fmt.Sprintf("could not tell whether slot %q holds a save", slot), err)
	}
	return ok, err
}

// List returns the slots that hold saves, sorted (see Saves.List).
func (s *System) List() ([]string, error) {
	list, err := s.w.list()
	if err != nil {
		err = s.storeFailed("could not list the saves", err)
	}
	return list, err
}

// storeFailed reports the store's err in the problem log, saying what could
// not be done, and returns it wrapped the same way.
func (s *System) storeFailed(what string, err error) error {
	err = fmt.Errorf("saves: %s: %w", what, err)
	if s.g != nil {
		s.g.Problems().Report(scenes.Problem{Severity: scenes.SeverityError, Message: err.Error()})
	}
	return err
}

// Results returns what was done since the last step (see Saves.Results).
func (s *System) Results() []Result { return s.results }

// Writing returns the number of writes and deletes not yet finished.
func (s *System) Writing() int { return s.w.busy() }

// Between is the step boundary of the saves system: it takes the saves,
// loads and deletes asked for since it last ran, in the order asked, and
// reports the writes that finished. The host's loop calls it after each step
// and after each frame (so that saves asked for while the game is paused, from
// a pause menu, happen too); hosting.Loop does. Results published at the same
// tick add up; the first Between at a new tick starts a new list. Between
// must be called from the game's goroutine, between steps, never from inside
// one (the snapshot core refuses to take a snapshot there).
func (s *System) Between(g *runtime.Game) {
	if t := g.Clock().Tick(); t != s.tick {
		s.results, s.tick = s.results[:0], t
	}
	asked := s.asked
	s.asked = nil
	for _, r := range asked {
		switch r.op {
		case OpSave:
			s.save(g, r.slot)
		case OpLoad:
			s.publish(g, s.load(g, r.slot))
		case OpDelete:
			s.w.put(&job{op: OpDelete, slot: r.slot})
		}
	}
	for _, r := range s.w.take() {
		s.publish(g, r)
	}
	s.tick = g.Clock().Tick() // a load moved the clock: its result stays for the next step
}

// Flush waits for every write and delete asked for so far to finish and
// reports their results (to the problem log for failures, and in Results), as
// Between does. It returns the first write or delete that failed since the
// last Flush (reported then or earlier), or nil. The host's loop calls it when
// it stops (hosting.Loop.Close). Flush must be called from the game's
// goroutine, never from inside a step.
func (s *System) Flush(g *runtime.Game) error {
	s.Between(g)
	s.w.wait()
	for _, r := range s.w.take() {
		s.publish(g, r)
	}
	err := s.failed
	s.failed = nil
	return err
}

// save takes the snapshot now and hands the file to the writer.
func (s *System) save(g *runtime.Game, slot string) {
	snap, err := s.opts.Snapshot(g, s.scratch[:0])
	if err != nil {
		s.publish(g, Result{Op: OpSave, Slot: slot, Err: fmt.Errorf("saves: taking the snapshot for slot %q: %w", slot, err)})
		return
	}
	s.scratch = snap
	if s.schema == nil {
		s.schema = scenes.AppendTypesSchema(nil)
	}
	h := Header{Game: s.opts.Game, Content: s.opts.Content, Step: g.Clock().Tick(), Engine: s.opts.Engine, Schema: s.schema}
	s.w.put(&job{op: OpSave, slot: slot, data: Encode(nil, h, snap)})
}

// publish adds r to the results and a failure to the problem log.
func (s *System) publish(g *runtime.Game, r Result) {
	s.results = append(s.results, r)
	if r.Err == nil {
		return
	}
	if r.Op != OpLoad && s.failed == nil {
		s.failed = r.Err
	}
	g.Problems().Report(scenes.Problem{Severity: scenes.SeverityError,
		Message: fmt.Sprintf("save slot %q was not %s: %v", r.Slot, r.Op.past(), r.Err)})
}

// where names slot's file for errors: its path if the store has files.
func (s *System) where(slot string) string {
	if l, ok := s.opts.Store.(Locator); ok {
		return l.Locate(slot)
	}
	return fmt.Sprintf("slot %q", slot)
}

// load reads, checks and restores the save of slot. The game is unchanged
// unless the result has no error.
func (s *System) load(g *runtime.Game, slot string) Result {
	r := Result{Op: OpLoad, Slot: slot}
	data, err := s.w.read(slot)
	if errors.Is(err, fs.ErrNotExist) {
		r.Err = fmt.Errorf("saves: %w: slot %q holds no save", ErrNoSave, slot)
		return r
	}
	if err != nil {
		r.Err = fmt.Errorf("saves: reading %s: %w", s.where(slot), err)
		return r
	}
	r.Bytes = len(data)
	h, snap, err := decode(data)
	if err != nil {
		r.Err = fmt.Errorf("saves: %s: %w", s.where(slot), err)
		return r
	}
	if h.Game != s.opts.Game {
		r.Err = fmt.Errorf("saves: %s: %w: save %q was made by game %q, not %q", s.where(slot), ErrOtherGame, slot, h.Game, s.opts.Game)
		return r
	}
	r.Err = s.restore(g, slot, snap, h.Schema)
	if r.Err == nil && h.Content != s.opts.Content && s.opts.Content != "" {
		s.warnContent(g, slot, h)
	}
	return r
}

// restore puts snap in the game; if that fails, it puts back the state the
// game had, taken just before.
func (s *System) restore(g *runtime.Game, slot string, snap, schema []byte) error {
	before, err := s.opts.Snapshot(g, s.scratch[:0])
	if err != nil {
		return fmt.Errorf("saves: taking the snapshot to go back to before loading %s: %w", s.where(slot), err)
	}
	s.scratch = before
	s.live = g.Input().AppendBinary(s.live[:0])
	var rerr error
	if s.opts.Migrate != nil && len(schema) > 0 {
		rerr = s.opts.Migrate(g, snap, schema)
	} else {
		rerr = s.opts.Restore(g, snap)
	}
	if rerr == nil {
		s.keepLiveInput(g)
		return nil
	}
	if err := s.opts.Restore(g, before); err != nil {
		return fmt.Errorf("saves: loading %s: %w; putting the game back failed too: %v", s.where(slot), rerr, err)
	}
	return fmt.Errorf("saves: loading %s: %w", s.where(slot), rerr)
}

// keepLiveInput puts back the input state the game had just before a load,
// unless the input source seeks (runtime.Game.InputSeeks): the actions the
// player's devices hold now, not those held when the save was made (see the
// package doc).
func (s *System) keepLiveInput(g *runtime.Game) {
	if g.InputSeeks() {
		return
	}
	if _, err := g.Input().ReadBinary(s.live); err != nil { // written by AppendBinary just before: not expected
		g.Problems().Warn(nil, "", "saves: the input state before the load could not be put back; the saved one stays: %v", err)
	}
}

// warnContent warns, once per slot, that the save was made from other files.
func (s *System) warnContent(g *runtime.Game, slot string, h Header) {
	if s.warned[slot] {
		return
	}
	s.warned[slot] = true
	g.Problems().Report(scenes.Problem{Severity: scenes.SeverityWarning,
		Message: fmt.Sprintf("save slot %q was made at step %d from other content of %q (its project, scenes, prefabs or tables changed since): loaded what still fits",
			slot, h.Step, h.Game)})
}

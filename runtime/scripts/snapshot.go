package scripts

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/arc"
	"github.com/griffengine/griff/scenes"
)

// The snapshot form of the script system (AppendSnapshot, RestoreSnapshot), for
// whole-game snapshots, rewind and save games. It holds what Save holds, in
// binary, plus the script faults not yet published:
//
//	"GSCR" 1 (version)
//	strings  triggers made by name, in order
//	strings  latches made by name, in order
//	uvarint n, n × (uvarint id, string type)   Start hooks called, by id then type
//	uvarint n, n × uvarint id                  held entities, by id
//	faults   recorded this step, then those of the previous step (Scripts.Faults)
//	the rest: the scheduler's snapshot (arc.Scheduler.AppendSnapshot)
//
// A string is a uvarint length and its bytes; strings are a uvarint count and
// the strings. A fault is uvarint tick, uvarint entity id (0 for none), strings
// owner, script, file, message, varint line, strings notes; its Value is
// restored as its Message.

const snapMagic = "GSCR\x01"

// errBadSnapshot is wrapped by RestoreSnapshot's errors about its data.
var errBadSnapshot = errors.New("scripts: not a snapshot of the script system")

// AppendSnapshot appends the system's state to buf and returns the extended
// buffer: every arc of every entity and of the world (position, locals, fields,
// waits, random streams, quarantine), the latches, the Start hooks called, the held
// entities and the faults not yet seen by the game. RestoreSnapshot puts it back.
// It returns an error, and buf unchanged, during the scripts tick.
func (s *system) AppendSnapshot(buf []byte) ([]byte, error) {
	if s.inTick {
		return buf, errInTick
	}
	out := append(buf, snapMagic...)
	out = appendStrings(out, s.trigs)
	out = appendStrings(out, s.latches)
	s.snapStarted = s.snapStarted[:0]
	for k := range s.started {
		if s.g.Scene().Entity(k.id) != nil {
			s.snapStarted = append(s.snapStarted, savedStart{uint64(k.id), k.ct.Name()})
		}
	}
	slices.SortFunc(s.snapStarted, func(a, b savedStart) int {
		if a.ID != b.ID {
			return cmpU64(a.ID, b.ID)
		}
		return strings.Compare(a.Type, b.Type)
	})
	out = binary.AppendUvarint(out, uint64(len(s.snapStarted)))
	for _, st := range s.snapStarted {
		out = appendString(binary.AppendUvarint(out, st.ID), st.Type)
	}
	s.snapHeld = s.snapHeld[:0]
	for e := range s.held {
		if e.Alive() && e.Scene() == s.g.Scene() {
			s.snapHeld = append(s.snapHeld, uint64(e.ID()))
		}
	}
	slices.Sort(s.snapHeld)
	out = binary.AppendUvarint(out, uint64(len(s.snapHeld)))
	for _, id := range s.snapHeld {
		out = binary.AppendUvarint(out, id)
	}
	out = appendFaults(appendFaults(out, s.pending), s.faults)
	out, err := s.sched.AppendSnapshot(out)
	if err != nil {
		return buf, err
	}
	return out, nil
}

// RestoreSnapshot puts back the state AppendSnapshot wrote. The game's clock, Rand
// and scene must be back first (Game.Restore does that): arcs and held entities are
// linked to their entities by id. It checks the whole of data first: for data that
// is truncated, edited or not such a snapshot it returns an error saying what is
// wrong and changes nothing. What an edited script cannot restore as saved falls
// back through the load ladder (package arc's sequence of fallbacks when a saved
// pause point, local or passage no longer exists: restart the passage, re-run the
// call, restart the arc) and is reported as a warning in the game's problem log,
// as Load does.
func (s *system) RestoreSnapshot(data []byte) error {
	if s.inTick {
		return errors.New("scripts: RestoreSnapshot during the scripts tick")
	}
	sn, err := readSnapshot(data)
	if err != nil {
		return err
	}
	if err := arc.CheckSnapshot(sn.arcs); err != nil {
		return fmt.Errorf("scripts: restoring the script system: %w", err)
	}
	for _, n := range sn.trigs {
		s.Trigger(n)
	}
	for _, n := range sn.latches {
		if n != "" && n[0] != '!' {
			s.Latch(n)
		}
	}
	prev := s.sched.Arcs()
	problems, err := s.sched.LoadSnapshot(sn.arcs, newArc)
	if err != nil { // checked above: cannot happen
		return fmt.Errorf("scripts: restoring the script system: %w", err)
	}
	for _, a := range prev {
		s.sched.Remove(a)
	}
	s.forgetLater(sn)
	clear(s.owners)
	clear(s.owned)
	s.owned = s.owned[:0]
	problems = s.relink(problems)
	s.restoreHooks(scriptSave{Started: sn.started, Held: sn.held})
	s.pending = s.relinkFaults(s.pending[:0], sn.pending)
	s.faults = s.relinkFaults(s.faults[:0], sn.faults)
	for _, p := range problems {
		s.g.Problems().Report(scenes.Problem{Severity: scenes.SeverityWarning, Entity: p.Owner, Component: p.Arc,
			Message: "restoring scripts: " + p.Message})
	}
	return nil
}

// forgetLater puts the triggers and latches made after the snapshot back as if
// not made yet: they leave the lists saves write (Trigger and Latch put them back
// when the game asks for them again) and the latches are clear, as a latch is
// when made. The scheduler keeps them, since code may hold them.
func (s *system) forgetLater(sn *scriptSnapshot) {
	for _, n := range s.latches {
		if !slices.Contains(sn.latches, n) {
			s.sched.ForgetLatch(n)
		}
	}
	s.trigs = append(s.trigs[:0], sn.trigs...)
	s.latches = append(s.latches[:0], sn.latches...)
}

// relinkFaults appends the saved faults to dst with their entities found by id.
func (s *system) relinkFaults(dst []ScriptFault, saved []savedFault) []ScriptFault {
	for _, f := range saved {
		if f.entity != 0 {
			f.f.Entity = s.g.Scene().Entity(scenes.EntityID(f.entity))
		}
		dst = append(dst, f.f)
	}
	return dst
}

type scriptSnapshot struct {
	trigs, latches []string
	started        []savedStart
	held           []uint64
	pending        []savedFault
	faults         []savedFault
	arcs           []byte
}

type savedFault struct {
	f      ScriptFault
	entity uint64
}

func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

func appendStrings(b []byte, ss []string) []byte {
	b = binary.AppendUvarint(b, uint64(len(ss)))
	for _, s := range ss {
		b = appendString(b, s)
	}
	return b
}

func appendFaults(b []byte, fs []ScriptFault) []byte {
	b = binary.AppendUvarint(b, uint64(len(fs)))
	for _, f := range fs {
		var id uint64
		if f.Entity != nil {
			id = uint64(f.Entity.ID())
		}
		b = binary.AppendUvarint(binary.AppendUvarint(b, uint64(f.Tick)), id)
		b = appendString(appendString(appendString(appendString(b, f.Owner), f.Script), f.File), f.Message)
		b = binary.AppendVarint(b, int64(f.Line))
		b = appendStrings(b, f.Notes)
	}
	return b
}

// snapReader reads the parts of a snapshot, remembering the first error.
type snapReader struct {
	data []byte
	at   int
	err  error
}

func (r *snapReader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("%w: %s at byte %d of %d", errBadSnapshot, what, r.at, len(r.data))
	}
}

func (r *snapReader) uvarint(what string) uint64 {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.data[r.at:])
	if n <= 0 {
		r.fail(what + ": truncated or bad number")
		return 0
	}
	r.at += n
	return v
}

// count reads a count of things each at least min bytes long.
func (r *snapReader) count(what string, min int) int {
	n := r.uvarint(what)
	if n > uint64((len(r.data)-r.at)/min) {
		r.fail(fmt.Sprintf("%s: %d of them cannot fit", what, n))
		return 0
	}
	return int(n)
}

func (r *snapReader) string(what string) string {
	n := r.uvarint(what)
	if r.err != nil {
		return ""
	}
	if n > uint64(len(r.data)-r.at) {
		r.fail(what + ": runs past the end")
		return ""
	}
	s := string(r.data[r.at : r.at+int(n)])
	r.at += int(n)
	return s
}

func (r *snapReader) strings(what string) []string {
	out := make([]string, r.count(what, 1))
	for i := range out {
		out[i] = r.string(what)
	}
	return out
}

func (r *snapReader) faults(what string) []savedFault {
	out := make([]savedFault, r.count(what, 7))
	for i := range out {
		f := &out[i]
		f.f.Tick = griff.Tick(r.uvarint(what))
		f.entity = r.uvarint(what)
		f.f.Owner, f.f.Script, f.f.File, f.f.Message = r.string(what), r.string(what), r.string(what), r.string(what)
		f.f.Value = f.f.Message
		if r.err == nil {
			line, n := binary.Varint(r.data[r.at:])
			if n <= 0 || line != int64(int(line)) {
				r.fail(what + ": bad line")
			}
			r.at += max(n, 0)
			f.f.Line = int(line)
		}
		f.f.Notes = r.strings(what)
	}
	return out
}

// readSnapshot reads the system's part of a snapshot; the scheduler's part is left
// for arc.CheckSnapshot.
func readSnapshot(data []byte) (*scriptSnapshot, error) {
	if len(data) < len(snapMagic) || string(data[:4]) != snapMagic[:4] {
		return nil, fmt.Errorf("%w: it does not start with %q", errBadSnapshot, snapMagic[:4])
	}
	if data[4] != snapMagic[4] {
		return nil, fmt.Errorf("%w: version %d, want %d", errBadSnapshot, data[4], snapMagic[4])
	}
	r := &snapReader{data: data, at: len(snapMagic)}
	sn := &scriptSnapshot{}
	sn.trigs = r.strings("triggers")
	sn.latches = r.strings("latches")
	sn.started = make([]savedStart, r.count("Start hooks called", 2))
	for i := range sn.started {
		sn.started[i] = savedStart{r.uvarint("Start hooks called"), r.string("Start hooks called")}
	}
	sn.held = make([]uint64, r.count("held entities", 1))
	for i := range sn.held {
		sn.held[i] = r.uvarint("held entities")
	}
	sn.pending = r.faults("faults of this step")
	sn.faults = r.faults("faults of the previous step")
	if r.err != nil {
		return nil, r.err
	}
	sn.arcs = data[r.at:]
	return sn, nil
}

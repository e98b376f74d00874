package runtime

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"
	"unsafe"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// A sparse Timeline (issue 12's rewind at a tenth of a step): a whole
// snapshot every few steps and, for the steps between, the input each read;
// a rewind to a step between restores the whole snapshot before it and
// re-simulates the steps after it with their recorded input. It is the
// "sparse saving" of rollback libraries (GGRS), used here for a player's
// rewind over seconds, where a dense snapshot of every step costs more
// than the step.

// DefaultTimelineEvery is the distance in steps between whole snapshots of a
// sparse timeline given 0 or less: 32, the fewest that keeps recording
// within the tenth of a step. A whole snapshot taken after k steps
// costs more than one taken after one step (more records, chunks and physics
// objects changed since the snapshot before): measured with cachegrind
// (GOGC=off, warm 10 s ring), step and record cost 1.144 steps on average
// at 16 and 1.095 at 32 in the built-in game, and 1.137 and 1.091 in the
// 10,000-entity scene (BenchmarkBuiltinSparseTimeline against
// BenchmarkBuiltinSparseTimelineSteps, BenchmarkSparseTimelineRecord10k
// against BenchmarkSparseTimelineSteps10k). A rewind then re-simulates at
// most 31 steps, 15.5 on average (BenchmarkBuiltinSparseRewind).
const DefaultTimelineEvery = 32

// eventBytes is the memory one recorded input event takes in a moment.
const eventBytes = int(unsafe.Sizeof(input.Event{}))

// stepMark is what a game's counters said when a moment was recorded: the
// steps begun and ended (where.steps), the restores and the changes made
// between steps, the time scale, and the clock's part no step moves (the
// real time owed, the host's pause).
type stepMark struct {
	steps, restores, outside uint64
	scale                    uint64 // float bits
	owed                     time.Duration
	paused                   bool
}

// ErrResimulationDiffers is what a checked sparse timeline's Rewind returns
// (wrapped) when a re-simulated step does not come out as it was recorded.
var ErrResimulationDiffers = errors.New("a re-simulated step is not the state recorded")

// NewTimelineEvery returns an empty sparse timeline of g keeping the last
// seconds of game steps (as NewTimeline) with a whole snapshot every
// every steps (0 or less means DefaultTimelineEvery; 1 is NewTimeline's
// dense timeline; more than the ring holds means the ring's length). For
// the steps between, Record keeps only the input events the step read
// (a few bytes, and no snapshot), and Rewind to such a step restores the
// newest whole snapshot at or before it and re-simulates the steps after it
// with the input they read then, with Game.SetResimulating on (sounds and
// effects are not played twice), so the game ends exactly where it was after
// that step: the same Fingerprint, the same Snapshot bytes. A rewind to a
// step with a whole snapshot is a restore, as in a dense timeline. When the
// ring is full, dropping its oldest whole snapshot drops the steps of input
// after it too (nothing is left to replay them from), so a full ring holds
// from Cap()-every+1 to Cap() steps.
//
// Contract: a step is replayed from its input alone, so everything else
// that changes the game between steps must be seen, and Record then takes a
// whole snapshot. Record takes one when the step is not the one after the
// newest moment (steps taken without a Record between, or none), the game
// was restored since (Game.Restores: a Rewind, a save loaded, a rollback),
// a change was made between steps (Game.OutsideChanges: a scene set with
// SetScene, a spawn or destroy asked for, arcs loaded through scripts' Load,
// and whatever code calls Game.NoteOutsideChange), the time scale changed,
// or every steps passed since the last. What the game reads that is not its
// state and not its input (a setting a system reads from the host each step)
// must not change during the steps a rewind re-simulates. The clock's real
// time owed and pause, which no step moves, are kept with each step.
//
// Failures leave the game whole: a re-simulated step that panics, or one
// that a checked timeline finds differing, makes Rewind put the game back to
// where it was before the Rewind (a snapshot taken as it began) and return
// an error naming the step; the timeline is unchanged. If that snapshot
// could not be taken (a game left half-moved by a step that panicked, with
// spawns pending), the game is left at the whole snapshot the re-simulation
// started from, and the error says so.
//
// Checked (SetChecked), Record also keeps the state digest of every step of
// input and takes a snapshot of it (for tests: both cost more than a step;
// the re-simulation takes one too, so a snapshot's physics numbering is
// the same after a rewind as the first time), and Rewind compares
// each re-simulated step's state with it and fails with an error wrapping
// ErrResimulationDiffers, naming the step and the parts that differ: a
// change made between steps that the timeline was not told of. It compares
// state (StateDigest, what fingerprints count), not snapshot bytes, which
// may hold caches that differ by history alone.
//
// Bytes returns false for a step of input (see Whole).
func NewTimelineEvery(g *Game, seconds float64, every int) *Timeline {
	t := NewTimeline(g, seconds)
	if every <= 0 {
		every = DefaultTimelineEvery
	}
	t.every = min(every, len(t.ring))
	return t
}

// Every returns the distance in steps between whole snapshots: 1 for a
// dense timeline (NewTimeline), more for a sparse one (NewTimelineEvery).
func (t *Timeline) Every() int { return t.every }

// Whole reports whether the timeline holds a whole snapshot of step tick (in
// a dense timeline, every step it holds; in a sparse one, some).
func (t *Timeline) Whole(tick griff.Tick) bool {
	m := t.find(tick)
	return m != nil && !m.sparse
}

// markNow returns the game's counters now.
func (t *Timeline) markNow() stepMark {
	g := t.g
	return stepMark{g.where.steps.Load(), g.restores, g.outside, math.Float64bits(g.clock.scale), g.clock.owed, g.clock.paused}
}

// newestWhole returns the newest moment with a whole snapshot, or nil.
func (t *Timeline) newestWhole() *moment {
	for i := t.n - 1; i >= 0; i-- {
		if m := &t.ring[(t.first+i)%len(t.ring)]; !m.sparse {
			return m
		}
	}
	return nil
}

// replayable reports whether step tick, just taken, can be kept as its input
// alone (see NewTimelineEvery's contract).
func (t *Timeline) replayable(tick griff.Tick) bool {
	g := t.g
	if t.n == 0 || g.running || len(g.commits.spawns)+len(g.commits.destroys) > 0 {
		return false
	}
	w := t.newestWhole()
	prev := &t.ring[(t.first+t.n-1)%len(t.ring)]
	now, was := t.markNow(), prev.mark
	if w == nil || tick-w.tick >= griff.Tick(t.every) || prev.tick != tick-1 || now.steps != was.steps+2 ||
		now.restores != was.restores || now.outside != was.outside || now.scale != was.scale {
		return false
	}
	for _, e := range g.input.events {
		if e.Tick != tick {
			return false // not the events of this step (cannot happen: a source stamps them)
		}
	}
	return true
}

// recordInput records m as step tick's input alone.
func (t *Timeline) recordInput(m *moment, tick griff.Tick) error {
	g := t.g
	if t.checked {
		if err := t.snapshotForHistory(); err != nil {
			return err
		}
		m.digest = g.StateDigest()
	} else {
		m.digest = nil
	}
	m.sparse, m.tick, m.mark = true, tick, t.markNow()
	m.events = append(m.events[:0], g.input.events...)
	t.n++
	t.last = TimelineStats{Sparse: true, Bytes: eventBytes * len(m.events)}
	return nil
}

// rewindSparse is Rewind to step tick, held as its input alone.
func (t *Timeline) rewindSparse(tick griff.Tick) error {
	g := t.g
	if g.running {
		return errors.New("runtime: Rewind called inside a step; call it between steps")
	}
	ti := 0
	for t.ring[(t.first+ti)%len(t.ring)].tick != tick {
		ti++
	}
	wi := ti
	for t.ring[(t.first+wi)%len(t.ring)].sparse {
		wi-- // the oldest moment is whole (dropOldest)
	}
	var berr error
	t.before, berr = g.Snapshot(t.before[:0])
	w := &t.ring[(t.first+wi)%len(t.ring)]
	t.whole, _ = t.assemble(t.whole[:0], w.tick, true)
	if err := g.Restore(t.whole); err != nil {
		return err
	}
	if err := t.resimulate(wi, ti); err != nil {
		err = fmt.Errorf("runtime: rewind to step %d: %w", tick, err)
		if berr == nil {
			if berr = g.Restore(t.before); berr == nil {
				return err
			}
		}
		if rerr := g.Restore(t.whole); rerr != nil {
			return fmt.Errorf("%w; the game could not be put back as it was (%v) nor to step %d (%v)", err, berr, w.tick, rerr)
		}
		return fmt.Errorf("%w; the game could not be put back as it was (%v) and is at step %d, the whole snapshot the re-simulation started from", err, berr, w.tick)
	}
	for t.n > 0 && t.Newest() > tick {
		t.dropNewest()
	}
	if sk, ok := g.input.source.(input.Seeker); ok {
		sk.Seek(tick)
	}
	return nil
}

// resimulate takes again the steps of the moments after place wi up to place
// ti, each with the input it read, with the game's Resimulating on.
func (t *Timeline) resimulate(wi, ti int) error {
	g := t.g
	was := g.resim
	g.SetResimulating(true)
	defer func() {
		g.SetResimulating(was)
		g.input.replay, g.input.replaying = nil, false
	}()
	for i := wi + 1; i <= ti; i++ {
		m := &t.ring[(t.first+i)%len(t.ring)]
		g.input.replay, g.input.replaying = m.events, true
		if err := t.stepAgain(m.tick); err != nil {
			return err
		}
		if g.clock.tick != m.tick {
			return fmt.Errorf("re-simulated step %d ended at step %d", m.tick, g.clock.tick)
		}
		g.clock.owed, g.clock.paused = m.mark.owed, m.mark.paused
		if t.checked && m.digest != nil {
			if err := t.verify(m); err != nil {
				return err
			}
		}
	}
	return nil
}

// stepAgain takes one step, returning a panic in it as an error.
func (t *Timeline) stepAgain(tick griff.Tick) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("re-simulated step %d panicked: %v", tick, v)
		}
	}()
	t.g.Step()
	return nil
}

// snapshotForHistory takes a snapshot and drops it, in checked mode, at each
// step of input recorded and each step re-simulated, so the two passes take
// the same snapshots: the physics world numbers its objects by the snapshots
// it took (physics' snapnum.go), so a caller that snapshots every step (as
// the template tests do) finds the bytes after a rewind the ones it took the
// first time only if the re-simulation took them too.
func (t *Timeline) snapshotForHistory() error {
	var err error
	t.rec, err = t.g.Snapshot(t.rec[:0])
	return err
}

// verify compares the game, just re-simulated to m's step, with the state
// digest recorded then (checked mode). It compares state, what fingerprints
// count, not snapshot bytes: a snapshot also holds what is not state and may
// come out otherwise by its history alone (the physics world's snapshot of
// the steps after a game's first, which depends on the snapshots taken
// before it), and the game plays on the same.
func (t *Timeline) verify(m *moment) error {
	if err := t.snapshotForHistory(); err != nil {
		return fmt.Errorf("re-simulated step %d: %w", m.tick, err)
	}
	what := DiffState(m.digest, t.g.StateDigest(), 4)
	if len(what) == 0 {
		return nil
	}
	return fmt.Errorf("step %d: %w (%s): the game was changed between steps other than by its input "+
		"without Game.NoteOutsideChange (see NewTimelineEvery)", m.tick, ErrResimulationDiffers, strings.Join(what, "; "))
}

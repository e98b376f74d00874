package arc

import (
	"time"

	"github.com/griffengine/griff/griff"
)

// Arc is what a Scheduler ticks: a script type that embeds Base and whose
// generated code (from arcgen) is present. C is the ambient type: the type of the
// script's Run parameter, handed in again on every tick and never saved.
//
// A script type without its generated file lacks ArcStep, ArcSave and ArcLoad and so
// does not satisfy Arc: forgetting to run go generate fails to compile.
type Arc[C any] interface {
	base() *Base
	// ArcName returns the saved name of the script type (its Go type name).
	ArcName() string
	// ArcStep runs the script from where it paused until it pauses again or ends;
	// it returns true when Run has returned. Generated.
	ArcStep(c *Cursor, ctx C) (done bool)
	// ArcSave writes the arc's fields and frames. Generated.
	ArcSave(w *Writer)
	// ArcLoad reads what ArcSave wrote, following the load ladder. Generated.
	ArcLoad(r *Reader)
}

// TickSelfer is an optional interface of arcs that hold other arcs. When an arc
// implements it the scheduler calls TickSelf instead of ArcStep, inside the arc's own
// fault boundary; TickSelf ticks the children with TickChild (each child its own fault
// boundary) and runs its own script with ArcStep when it wants to. It returns true
// when the arc is done. An arc that implements TickSelf never sleeps: it is ticked on
// every step.
type TickSelfer[C any] interface {
	TickSelf(c *Cursor, ctx C) (done bool)
}

// FaultNoter is an optional interface an arc implements to add notes about what it
// was doing (the area, the character it was talking to) to the record of a fault.
type FaultNoter interface {
	FaultNotes() []string
}

// Forever is the span that never ends: Wait(key, Forever) parks an arc for good
// (until Wake, Restart or Remove). It is griff.Forever, so
// Wait(key, r.NextEvent(Forever)) parks too.
const Forever = griff.Forever

// Base is what the scheduler needs inside every arc; script types embed it. Its zero
// value is an arc that has not been added to a scheduler. Base must not be copied
// once the arc is added.
type Base struct {
	core     *core
	seq      uint64 // order added, from 1
	slot     int    // index in the scheduler's slot table
	state    arcState
	qi       int // index in the deadline queue, -1 when not queued
	deadline griff.Time
	ticking  bool
	early    bool // Wake asked the current wait to end
	selfTick bool
	owner    string
	root     any      // the root frame, made by generated code
	subs     waitList // the waits on signals it is in
	fault    *Fault
}

type arcState uint8

const (
	stateIdle      arcState = iota // not in a scheduler
	stateAdded                     // added during a tick, runs from the next
	stateAwake                     // in the run list
	stateQueued                    // asleep until a deadline
	stateSuspended                 // asleep until a raise, a latch change or a deadline
	statePending                   // woken, runs on the next tick
	stateQuarantined
)

func (b *Base) base() *Base { return b }

// Owner returns the id or name of the entity that owns the arc, as SetOwner set it
// ("" for the world). Faults and load problems name it.
func (b *Base) Owner() string { return b.owner }

// SetOwner records the id or name of the entity that owns the arc. It is saved.
func (b *Base) SetOwner(owner string) { b.owner = owner }

// Root returns the arc's root frame, or nil before the first tick. For generated code.
func (b *Base) Root() any { return b.root }

// SetRoot stores the arc's root frame. For generated code.
func (b *Base) SetRoot(f any) { b.root = f }

// Fault returns the fault that quarantined the arc, or nil if it is not quarantined.
func (b *Base) Fault() *Fault { return b.fault }

// IsQuarantined reports whether a panic in the arc stopped it until the host
// releases it (Scheduler.Release).
func (b *Base) IsQuarantined() bool { return b.fault != nil }

// Signal is the constraint of the signals a script waits for: triggers or latches.
// A list holds one kind only.
type Signal interface{ *Trigger | *Latch }

// Waitable is the constraint of Wait's second argument: a span of game time or a
// latch (or a latch's inverse, Latch.Not).
type Waitable interface{ time.Duration | *Latch }

func outside(name string) {
	panic("arc: " + name + " called outside generated code; run go generate (arcgen) for this package")
}

// Yield pauses the script until the next tick. key is a string literal unique
// within the method; it names the position in saves. Yield panics if called
// outside generated code (run go generate).
func Yield(key string) { outside("Yield") }

// Wait pauses the script for a span of game time (time.Duration: a paused game does
// not count down; zero or less does not pause; Forever parks; a span too long to add
// saturates at the end of time) or until a latch holds (*Latch, or its inverse from
// Not: a latch already in that state does not pause). A span is evaluated once, when
// the wait begins, and saved as an absolute deadline, so Wait(key, r.NextEvent(mean))
// draws once. Wait panics if called outside generated code.
func Wait[W Waitable](key string, w W) { outside("Wait") }

// WaitFor pauses until the signal s holds: a trigger is raised after the wait began,
// or a latch is in the state waited for. It returns s. WaitFor panics if called
// outside generated code.
func WaitFor[S Signal](key string, s S) S { outside("WaitFor"); return nil }

// WaitAny pauses until one of the signals holds and returns the one that ended the
// wait: for triggers the first raised, for latches the first listed that holds (a
// latch list that already holds does not pause). WaitAny panics if called outside
// generated code, and (inside it) if ss has more than 64 signals.
func WaitAny[S Signal](key string, ss ...S) S { outside("WaitAny"); return nil }

// WaitAll pauses until every signal has held: each trigger raised at least once since
// the wait began, or every latch in its state at once. It returns the last trigger
// raised, or the last latch listed. A WaitAll of a latch and its inverse could never
// end and panics. WaitAll panics if called outside generated code.
func WaitAll[S Signal](key string, ss ...S) S { outside("WaitAll"); return nil }

// WaitForWithin is WaitFor with a timeout: it returns nil when timeout runs out
// first. A raise on the tick the deadline falls on wins. A timeout of zero or less
// does not pause (it returns s if s already holds, nil otherwise); Forever waits on
// the signal alone.
func WaitForWithin[S Signal](key string, timeout time.Duration, s S) S {
	outside("WaitForWithin")
	return nil
}

// WaitAnyWithin is WaitAny with a timeout; see WaitForWithin.
func WaitAnyWithin[S Signal](key string, timeout time.Duration, ss ...S) S {
	outside("WaitAnyWithin")
	return nil
}

// WaitAllWithin is WaitAll with a timeout; see WaitForWithin.
func WaitAllWithin[S Signal](key string, timeout time.Duration, ss ...S) S {
	outside("WaitAllWithin")
	return nil
}

package arc

import (
	"fmt"

	"github.com/griffengine/griff/griff"
)

// Scheduler ticks a set of arcs in the order they were added and spends nothing on
// the ones that are waiting: an arc waiting for a deadline sits in a priority queue
// (a step costs one look at its head, plus the arcs that run), and an arc waiting for
// triggers or latches costs nothing until a raise or a change wakes it. It is only a
// faster way to tick every arc every step in that order, so scripts cannot tell the
// difference. C is the ambient type handed to every arc on every tick (the type of
// the scripts' Run parameter, such as *runtime.Game).
//
// One scheduler belongs to one game (or world); it owns that game's triggers and
// latches. It has no clock: the caller hands in the game time on every Tick. A
// Scheduler must be used from one goroutine. Make one with NewScheduler.
type Scheduler[C any] struct {
	core
	slots []Arc[C]
	free  []int
	run   []ref
	cur   Cursor
	count int
	snap  *Writer  // not state: AppendSnapshot's buffers, kept to reuse
	order []Arc[C] // not state: AppendSnapshot's list of arcs, kept to reuse
	// loadedBuf is not state: LoadSnapshot's list of the arcs it loaded, added
	// once all loaded, kept to reuse.
	loadedBuf []Arc[C]
	// topBuf is not state: LoadSnapshot's list of the arcs it made, which
	// references to arcs of the scheduler name, kept to reuse.
	topBuf []Saveable
}

// NewScheduler returns an empty scheduler with the options o (zero means defaults).
func NewScheduler[C any](o Options) *Scheduler[C] {
	s := &Scheduler[C]{}
	s.core.init(o)
	s.cur.core = &s.core
	return s
}

// Len returns the number of arcs in the scheduler (finished arcs leave it).
func (s *Scheduler[C]) Len() int { return s.count }

// Contains reports whether a is in s.
func (s *Scheduler[C]) Contains(a Arc[C]) bool { return a.base().core == &s.core }

// Add adds a to the scheduler, after every arc already there. An arc added during a
// tick first runs on the next one. Add panics if a is already in a scheduler.
func (s *Scheduler[C]) Add(a Arc[C]) {
	b := a.base()
	if b.core != nil {
		panic("arc: Add of an arc that is already in a scheduler")
	}
	s.seq++
	b.core, b.seq, b.qi = &s.core, s.seq, -1
	_, b.selfTick = a.(TickSelfer[C])
	if n := len(s.free); n > 0 {
		b.slot = s.free[n-1]
		s.free = s.free[:n-1]
		s.slots[b.slot] = a
	} else {
		b.slot = len(s.slots)
		s.slots = append(s.slots, a)
	}
	s.count++
	if b.fault != nil {
		b.state = stateQuarantined
		return
	}
	b.state = stateAdded
	s.added = append(s.added, ref{b, b.seq})
}

// Remove takes a out of the scheduler and ends its waits; it keeps its position and
// fields. Removing an arc that is not in s does nothing.
func (s *Scheduler[C]) Remove(a Arc[C]) {
	b := a.base()
	if b.core != &s.core {
		return
	}
	s.slots[b.slot] = nil
	s.free = append(s.free, b.slot)
	s.count--
	s.detach(b)
}

// Wake ends a's current wait early (a trigger or latch wait returns nil, as on a
// timeout) and runs it on the next tick. It does nothing to a quarantined arc but
// remember the request.
func (s *Scheduler[C]) Wake(a Arc[C]) {
	b := a.base()
	if b.core != &s.core {
		return
	}
	b.early = true
	s.wake(b)
}

// Restart makes a start its script again from the top of Run on the next tick,
// ending any wait it was in (so its triggers and latches no longer wake it). Fields
// keep their values. A quarantined arc stays quarantined until Release. Restart
// panics if a is being ticked.
func (s *Scheduler[C]) Restart(a Arc[C]) {
	b := a.base()
	if b.ticking {
		panic("arc: Restart of an arc while it is being ticked")
	}
	for b.subs.len() > 0 {
		subs := b.subs.items()
		subs[len(subs)-1].end(-1)
	}
	b.root, b.early = nil, false
	if b.core == &s.core && b.state != stateQuarantined {
		s.wake(b)
	}
}

// Release lets a quarantined arc run again from where it paused, on the next tick.
// Releasing an arc that is not quarantined does nothing.
func (s *Scheduler[C]) Release(a Arc[C]) {
	b := a.base()
	if b.fault == nil {
		return
	}
	b.fault = nil
	if b.core == &s.core && b.state == stateQuarantined {
		b.state = statePending
		s.pending = append(s.pending, ref{b, b.seq})
	}
}

// Quarantine stops a as if it had faulted with f: it is not ticked again until
// Release, keeps its position and its waits (a trigger raised meanwhile still
// counts when it resumes), and saves with f's text. A host uses it to stop every
// script of an entity when one of them faults. Quarantining an arc that is not in
// s, is quarantined already or is being ticked does nothing.
func (s *Scheduler[C]) Quarantine(a Arc[C], f Fault) {
	b := a.base()
	if b.core != &s.core || b.fault != nil || b.ticking {
		return
	}
	s.queue.remove(b)
	b.fault = &f
	b.state = stateQuarantined
}

// Tick runs one step: it wakes the arcs whose deadline is at or before now, then
// ticks every awake arc in the order added, handing each ctx. now is the game time of
// the step (it must not go backwards). A panic in an arc is recovered, recorded
// (TakeFaults, Options.OnFault) and quarantines the arc; the tick goes on. Tick
// panics if called during a tick.
func (s *Scheduler[C]) Tick(now griff.Time, ctx C) {
	if s.inTick {
		panic("arc: Tick called during a tick")
	}
	s.inTick = true
	defer func() { s.inTick = false }()
	s.tick++
	s.now = now
	for s.queue.len() > 0 && s.queue.head().deadline <= now {
		b := s.queue.pop()
		b.state = statePending
		s.pending = append(s.pending, ref{b, b.seq})
	}
	s.run = s.mergePending(s.run)
	keep := s.run[:0]
	for _, r := range s.run {
		if !r.live(stateAwake) {
			continue
		}
		if s.tickOne(r.b, ctx) && r.live(stateAwake) {
			keep = append(keep, r)
		}
	}
	clear(s.run[len(keep):])
	s.run = keep
}

// tickOne ticks one awake arc and reports whether it stays in the run list.
func (s *Scheduler[C]) tickOne(b *Base, ctx C) bool {
	a := s.slots[b.slot]
	c := &s.cur
	c.now, c.tick, c.cur, c.req = s.now, s.tick, b, reqAwake
	done, f := s.guard(a, b, c, ctx)
	if f != nil {
		b.fault = f
		b.state = stateQuarantined
		s.record(*f)
		return false
	}
	if done {
		s.Remove(a)
		return false
	}
	if b.state != stateAwake { // removed, restarted or woken early while it ran
		return false
	}
	return s.settle(b, c)
}

func (s *Scheduler[C]) guard(a Arc[C], b *Base, c *Cursor, ctx C) (done bool, f *Fault) {
	if b.ticking {
		panic("arc: tick of an arc that is already being ticked")
	}
	b.ticking = true
	c.depth = 0 // a fault may have left it raised
	defer func() {
		b.ticking = false
		b.early = false
		if r := recover(); r != nil {
			f = newFault(a.ArcName(), b.owner, r, a)
		}
	}()
	if b.selfTick {
		return a.(TickSelfer[C]).TickSelf(c, ctx), nil
	}
	return a.ArcStep(c, ctx), nil
}

func (c *core) record(f Fault) {
	c.faults = append(c.faults, f)
	if c.opts.OnFault != nil {
		c.opts.OnFault(f)
	}
}

// TickChild ticks child, an arc held by the arc being ticked (the one whose TickSelf
// is running), inside the child's own fault boundary: a panic quarantines the child
// alone, is recorded with the scheduler's faults, and TickChild returns false. A
// quarantined child is not ticked. It returns true when the child's script is done.
// TickChild panics if the child is already being ticked (an arc ticking itself) or
// is in a scheduler (added with Add or loaded: it would run twice a step).
func TickChild[C any](c *Cursor, child Arc[C], ctx C) (done bool) {
	b := child.base()
	if b.fault != nil {
		return false
	}
	if b.ticking {
		panic("arc: tick of an arc that is already being ticked")
	}
	if b.core != nil {
		panic("arc: TickChild of an arc that is in a scheduler (it would run twice a step); a child must be held by its parent only, never added")
	}
	saved, savedReq, savedUntil, savedDepth := c.cur, c.req, c.until, c.depth
	c.cur = b
	defer func() { c.cur, c.req, c.until, c.depth = saved, savedReq, savedUntil, savedDepth }()
	b.ticking = true
	defer func() {
		b.ticking = false
		if r := recover(); r != nil {
			f := newFault(child.ArcName(), b.owner, r, child)
			b.fault = f
			if c.core != nil {
				c.core.record(*f)
			}
			done = false
		}
	}()
	if ts, ok := child.(TickSelfer[C]); ok {
		return ts.TickSelf(c, ctx)
	}
	return child.ArcStep(c, ctx)
}

// String describes the scheduler's counts, for debugging.
func (s *Scheduler[C]) String() string {
	return fmt.Sprintf("arc.Scheduler{arcs: %d, awake: %d, queued: %d}", s.count, len(s.run), s.queue.len())
}

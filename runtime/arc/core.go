package arc

import (
	"fmt"
	"slices"
	"time"

	"github.com/griffengine/griff/griff"
)

// Options configure a Scheduler. The zero value means the defaults.
type Options struct {
	// MinimumSleepFrames is the shortest wait, in steps, for which an arc leaves the
	// run list for the deadline queue; shorter waits stay awake, since a trip through
	// the queue costs more than the ticks it skips. The default (0) is 8, the number
	// Ariadne uses.
	MinimumSleepFrames int
	// StepDuration is the game time of one step, used only to turn
	// MinimumSleepFrames into a span. The default (0) is 1/60 s.
	StepDuration time.Duration
	// OnFault, if set, is called for each fault when it happens (inside Tick, after
	// the arc has been quarantined). Faults are also kept for TakeFaults.
	OnFault func(Fault)
	// SaveName, if set, gives the type name Save writes for each arc (the name
	// Load then hands to newArc); the default (nil) is the arc's ArcName, its Go
	// type name. A game whose arc types come from several packages uses it to
	// qualify the names. Arcs held by other arcs (WriteChild) keep their ArcName.
	SaveName func(a Saveable) string
}

// ref names an arc in a list; it is stale when the arc was removed (and perhaps
// added again) after the ref was made.
type ref struct {
	b   *Base
	seq uint64
}

func (r ref) live(s arcState) bool { return r.b.seq == r.seq && r.b.state == s }

// core is the part of a scheduler that does not depend on the ambient type.
type core struct {
	opts     Options
	minSleep time.Duration
	tick     uint64
	now      griff.Time
	inTick   bool
	seq      uint64
	queue    deadlineQueue
	pending  []ref // woken, to merge into the run list on the next tick
	added    []ref
	spare    []ref
	triggers []*Trigger
	latches  []*Latch
	faults   []Fault
}

func (c *core) init(o Options) {
	c.opts = o
	if o.MinimumSleepFrames <= 0 {
		o.MinimumSleepFrames = 8
	}
	if o.StepDuration <= 0 {
		o.StepDuration = time.Second / 60
	}
	c.minSleep = time.Duration(o.MinimumSleepFrames) * o.StepDuration
}

// wake moves a sleeping arc to the pending list; it runs on the next tick.
func (c *core) wake(b *Base) {
	if b == nil || b.core != c {
		return
	}
	switch b.state {
	case stateQueued, stateSuspended:
		c.queue.remove(b)
		b.state = statePending
		c.pending = append(c.pending, ref{b, b.seq})
	}
}

// NewTrigger makes a trigger named name. It panics if the scheduler already has a
// trigger of that name.
func (c *core) NewTrigger(name string) *Trigger {
	if c.Trigger(name) != nil {
		panic(fmt.Sprintf("arc: trigger %q made twice", name))
	}
	t := &Trigger{core: c, name: name}
	c.triggers = append(c.triggers, t)
	return t
}

// Trigger returns the trigger named name, or nil if there is none.
func (c *core) Trigger(name string) *Trigger {
	for _, t := range c.triggers {
		if t.name == name {
			return t
		}
	}
	return nil
}

// NewLatch makes a clear latch named name. It panics if the scheduler already has a
// latch of that name or name starts with "!".
func (c *core) NewLatch(name string) *Latch {
	if c.Latch(name) != nil || (len(name) > 0 && name[0] == '!') {
		panic(fmt.Sprintf("arc: latch %q made twice or named with a leading !", name))
	}
	l := newLatch(c, name)
	c.latches = append(c.latches, l)
	return l
}

// Latch returns the latch named name ("!name" for its inverse), or nil if there is
// none. A latch ForgetLatch forgot is found, and saved again from then on.
func (c *core) Latch(name string) *Latch {
	neg := len(name) > 0 && name[0] == '!'
	if neg {
		name = name[1:]
	}
	for _, l := range c.latches {
		if l.l.name == name {
			l.l.forgotten = false
			if neg {
				return l.inv
			}
			return l
		}
	}
	return nil
}

// ForgetLatch puts the latch named name back as it was before it was made, for a
// host restoring a snapshot taken before then: it is cleared (waking no one, so
// only once its waiters are gone) and left out of saves until Latch finds it again
// (the latch object stays, since code may hold it). It does nothing if there is no
// such latch.
func (c *core) ForgetLatch(name string) {
	for _, l := range c.latches {
		if l.l.name == name {
			l.l.set = false
			l.l.forgotten = true
		}
	}
}

// TakeFaults returns the faults recorded since the last call, oldest first, and
// forgets them. A game reads them on its next step.
func (c *core) TakeFaults() []Fault {
	f := c.faults
	c.faults = nil
	return f
}

// Time returns the game time of the last tick.
func (c *core) Time() griff.Time { return c.now }

// mergePending sorts the woken and added arcs by the order they were added and merges
// them into run (sorted the same way), dropping stale refs.
func (c *core) mergePending(run []ref) []ref {
	if len(c.pending) == 0 && len(c.added) == 0 {
		return run
	}
	in := c.pending[:0]
	for _, r := range c.pending {
		if r.live(statePending) {
			r.b.state = stateAwake
			in = append(in, r)
		}
	}
	for _, r := range c.added {
		if r.live(stateAdded) {
			r.b.state = stateAwake
			in = append(in, r)
		}
	}
	c.added = c.added[:0]
	if len(in) == 0 {
		c.pending = in
		return run
	}
	slices.SortFunc(in, func(a, b ref) int { return cmpSeq(a.seq, b.seq) })
	out := c.spare[:0] // the run list of two merges ago: no garbage in steady steps
	clear(c.spare[:cap(c.spare)])
	i, j := 0, 0
	for i < len(run) || j < len(in) {
		if j == len(in) || (i < len(run) && run[i].seq < in[j].seq) {
			out = append(out, run[i])
			i++
		} else {
			out = append(out, in[j])
			j++
		}
	}
	c.pending = in[:0]
	c.spare = run
	return out
}

func cmpSeq(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// settle puts an arc that paused where its request says: awake, queued or suspended.
func (c *core) settle(b *Base, cur *Cursor) bool {
	if b.selfTick {
		return true
	}
	switch cur.req {
	case reqSleep:
		if cur.until.Sub(c.now) < c.minSleep {
			return true
		}
		b.deadline = cur.until
		b.state = stateQueued
		c.queue.push(b)
		return false
	case reqSuspend:
		if cur.until != griff.MaxTime && cur.until.Sub(c.now) < c.minSleep {
			return true
		}
		b.deadline = cur.until
		b.state = stateSuspended
		if cur.until != griff.MaxTime {
			c.queue.push(b)
		}
		return false
	}
	return true
}

// detach takes an arc out of every list, wait and queue.
func (c *core) detach(b *Base) {
	c.queue.remove(b)
	for b.subs.len() > 0 {
		subs := b.subs.items()
		subs[len(subs)-1].end(-1)
	}
	b.state = stateIdle
	b.seq = 0
	b.core = nil
}

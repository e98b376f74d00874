package arc

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/griff"
)

type pauseKind uint8

const (
	pauseNone pauseKind = iota
	pauseYield
	pauseSpan
	pauseTriggers
	pauseLatches
)

var pauseKindNames = [...]string{"none", "yield", "span", "triggers", "latches"}

func (k pauseKind) String() string {
	if int(k) < len(pauseKindNames) {
		return pauseKindNames[k]
	}
	return fmt.Sprintf("pauseKind(%d)", uint8(k))
}

// Pause is the state of one pause of a passage: what it waits for, its deadline and
// which triggers have been raised. Generated frames hold one; scripts never touch it.
// The zero value is "not waiting".
type Pause struct {
	kind     pauseKind
	all      bool
	deadline griff.Time // MaxTime when there is none
	trig     []*Trigger
	latch    []*Latch
	raised   uint64 // triggers whose raise counts (raised before this tick)
	fresh    uint64 // triggers raised during tick freshAt
	freshAt  uint64
	first    int8 // index of the first trigger raised, -1 none
	last     int8 // index of the last trigger raised, -1 none
	result   int8 // index of the signal that ended the wait, -1 for none (timeout)
	owner    *Base
}

// Trigger returns the trigger that ended the last trigger wait, or nil if it timed
// out (or was ended by Wake).
func (p *Pause) Trigger() *Trigger {
	if p.result < 0 || int(p.result) >= len(p.trig) {
		return nil
	}
	return p.trig[p.result]
}

// Latch returns the latch that ended the last latch wait, or nil if it timed out.
func (p *Pause) Latch() *Latch {
	if p.result < 0 || int(p.result) >= len(p.latch) {
		return nil
	}
	return p.latch[p.result]
}

func (p *Pause) mark(t *Trigger, tick uint64) {
	for i, q := range p.trig {
		if q != t {
			continue
		}
		bit := uint64(1) << uint(i)
		if (p.raised|p.fresh)&bit != 0 {
			return
		}
		if p.freshAt != tick {
			p.raised |= p.fresh
			p.fresh = 0
			p.freshAt = tick
		}
		p.fresh |= bit
		if p.first < 0 {
			p.first = int8(i)
		}
		p.last = int8(i)
		return
	}
}

// counted folds the raises made before tick into raised and returns it.
func (p *Pause) counted(tick uint64) uint64 {
	if p.freshAt < tick {
		p.raised |= p.fresh
		p.fresh = 0
	}
	return p.raised
}

func (p *Pause) subscribe(b *Base) {
	p.owner = b
	for _, t := range p.trig {
		t.waiters.add(p)
	}
	for _, l := range p.latch {
		l.l.waiters.add(p)
	}
	if len(p.trig)+len(p.latch) > 0 {
		b.subs.add(p)
	}
}

func (p *Pause) unsubscribe() {
	for _, t := range p.trig {
		t.unsubscribe(p)
	}
	for _, l := range p.latch {
		l.l.unsubscribe(p)
	}
	if b := p.owner; b != nil {
		b.subs.drop(p)
	}
}

func (p *Pause) end(result int8) {
	p.unsubscribe()
	p.kind = pauseNone
	p.result = result
}

// Cursor is what generated code talks to while an arc is ticked: the game time, and
// the slot where a pause tells the scheduler how long the arc may sleep. Scripts never
// use it directly; hosts of arcs that hold other arcs pass it to TickChild.
type Cursor struct {
	core  *core
	now   griff.Time
	tick  uint64
	cur   *Base
	req   wakeReq
	until griff.Time
	depth int // passages nested in the current tick (Enter, Leave)
}

// MaxPassageDepth is how deep passages may nest in one tick (a passage calling
// another counts one level; on resume the whole chain is entered again). Deeper
// nesting panics, faulting the arc, instead of overflowing the goroutine's stack:
// it is almost always a passage calling itself without end and without pausing.
// 10,000 levels are about a thousand times deeper than any script needs.
const MaxPassageDepth = 10000

// Enter is called by generated code before it calls a passage; Leave after the
// passage returns. Enter panics when passages are nested more than
// MaxPassageDepth deep. For generated code.
func (c *Cursor) Enter() {
	c.depth++
	if c.depth > MaxPassageDepth {
		panic(fmt.Sprintf("arc: passages nested more than %d deep (a passage calling itself without end?)", MaxPassageDepth))
	}
}

// Leave undoes Enter. For generated code.
func (c *Cursor) Leave() { c.depth-- }

type wakeReq uint8

const (
	reqAwake   wakeReq = iota // run again next tick
	reqSleep                  // sleep until the deadline
	reqSuspend                // sleep until a signal or the deadline (MaxTime: none)
)

// Now returns the game time of the tick.
func (c *Cursor) Now() griff.Time { return c.now }

func (c *Cursor) sleep(r wakeReq, until griff.Time) { c.req, c.until = r, until }

func (c *Cursor) deadline(d time.Duration) griff.Time {
	if d == Forever {
		return griff.MaxTime
	}
	return c.now.Add(d)
}

// Yield starts a Yield pause; it always pauses. For generated code.
func (c *Cursor) Yield(p *Pause) bool {
	p.kind, p.owner = pauseYield, c.cur
	c.sleep(reqAwake, 0)
	return true
}

// Wait starts a pause of d game time and reports whether it pauses (d > 0). For
// generated code.
func (c *Cursor) Wait(p *Pause, d time.Duration) bool {
	if d <= 0 {
		p.kind = pauseNone
		return false
	}
	p.kind, p.owner, p.deadline = pauseSpan, c.cur, c.deadline(d)
	c.sleep(reqSleep, p.deadline)
	return true
}

// Triggers starts a wait for triggers (all: every one, else any one) with a timeout
// (Forever for none) and reports whether it pauses. It panics if ts has more than 64
// triggers. For generated code.
func (c *Cursor) Triggers(p *Pause, all bool, timeout time.Duration, ts ...*Trigger) bool {
	if len(ts) > 64 {
		panic(fmt.Sprintf("arc: a wait lists %d triggers; at most 64", len(ts)))
	}
	// The list is copied into the pause's own, reused from its last wait:
	// ts does not escape, so the call's variadic slice stays on the stack.
	*p = Pause{kind: pauseTriggers, all: all, trig: append(p.trig[:0], ts...), latch: p.latch[:0], first: -1, last: -1, result: -1}
	if timeout <= 0 {
		p.kind = pauseNone
		return false
	}
	p.deadline = c.deadline(timeout)
	p.subscribe(c.cur)
	c.sleep(reqSuspend, p.deadline)
	return true
}

// Latches starts a wait for latches (all: every one at once, else any one) with a
// timeout (Forever for none) and reports whether it pauses: a condition that holds
// already does not. It panics if ls has more than 64 latches or if all is set and ls
// holds a latch and its inverse. For generated code.
func (c *Cursor) Latches(p *Pause, all bool, timeout time.Duration, ls ...*Latch) bool {
	if len(ls) > 64 {
		panic(fmt.Sprintf("arc: a wait lists %d latches; at most 64", len(ls)))
	}
	if all {
		for i, a := range ls {
			for _, b := range ls[:i] {
				if a.l == b.l && a.neg != b.neg {
					panic("arc: WaitAll of latch " + a.l.name + " and its inverse can never end")
				}
			}
		}
	}
	*p = Pause{kind: pauseLatches, all: all, trig: p.trig[:0], latch: append(p.latch[:0], ls...), first: -1, last: -1, result: -1}
	if r := p.latchResult(); r >= 0 || timeout <= 0 {
		p.kind, p.result = pauseNone, r
		return false
	}
	p.deadline = c.deadline(timeout)
	p.subscribe(c.cur)
	c.sleep(reqSuspend, p.deadline)
	return true
}

// WaitLatch starts a wait for one latch, without timeout. For generated code.
func (c *Cursor) WaitLatch(p *Pause, l *Latch) bool {
	return c.Latches(p, false, Forever, l)
}

func (p *Pause) latchResult() int8 {
	if p.all {
		for _, l := range p.latch {
			if !l.Holds() {
				return -1
			}
		}
		return int8(len(p.latch) - 1)
	}
	for i, l := range p.latch {
		if l.Holds() {
			return int8(i)
		}
	}
	return -1
}

func (p *Pause) triggerResult(tick uint64) int8 {
	got := p.counted(tick)
	if p.all {
		n := len(p.trig)
		if n > 0 && got == (uint64(1)<<uint(n))-1 {
			return p.last
		}
		return -1
	}
	if got != 0 {
		return p.first
	}
	return -1
}

// Waiting is called when a paused passage resumes: it reports whether the pause
// still holds, and if so asks the scheduler to put the arc back to sleep. A wait that
// ends leaves its result in p. For generated code.
func (c *Cursor) Waiting(p *Pause) bool {
	if c.cur != nil && c.cur.early {
		c.cur.early = false
		if p.kind != pauseNone {
			p.end(-1)
		}
		return false
	}
	switch p.kind {
	case pauseSpan:
		if c.now >= p.deadline {
			p.kind = pauseNone
			return false
		}
		c.sleep(reqSleep, p.deadline)
		return true
	case pauseTriggers:
		r := p.triggerResult(c.tick)
		if r < 0 && c.now >= p.deadline {
			// A raise on the deadline's tick wins, even one made during this tick
			// by an arc ticked before this one.
			r = p.triggerResult(c.tick + 1)
		}
		if r >= 0 {
			p.end(r)
			return false
		}
	case pauseLatches:
		if r := p.latchResult(); r >= 0 {
			p.end(r)
			return false
		}
	default:
		p.kind = pauseNone
		return false
	}
	if c.now >= p.deadline {
		p.end(-1)
		return false
	}
	c.sleep(reqSuspend, p.deadline)
	return true
}

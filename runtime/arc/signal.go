package arc

import "fmt"

// Trigger is an event arcs wait for (WaitFor, WaitAny, WaitAll). A raise is an
// event, not a state: a wait always pauses, even if the trigger was raised a moment
// before. Triggers are made by a Scheduler (NewTrigger), have a name unique within
// it, and are saved by name.
type Trigger struct {
	core    *core
	name    string
	waiters waitList
}

// Name returns the trigger's name.
func (t *Trigger) Name() string { return t.name }

// String returns "trigger NAME".
func (t *Trigger) String() string { return "trigger " + t.name }

// Raise marks every arc waiting for t at this moment (in the order the arcs were
// added) to run on its next tick; it hands work along no faster than a step at a
// time. Raise needs no tick: it may be called from anywhere on the game's goroutine.
func (t *Trigger) Raise() {
	c := t.core
	for _, p := range t.waiters.items() {
		p.mark(t, c.tick)
		c.wake(p.owner)
	}
}

func (t *Trigger) unsubscribe(p *Pause) { t.waiters.drop(p) }

// waitList is the pauses waiting on a trigger, a latch or an arc's own list
// of its waits, in the order they began. Dropping the first moves the list's
// start instead of copying the rest: arcs are often removed in the order they
// began to wait (a restore removes every arc, a raise wakes them in order),
// and copying made that quadratic (a third of a 1,000-arc restore). The
// buffer is compacted or grown only when it is full, so a list whose waiters
// come and go in steady steps allocates nothing.
type waitList struct {
	buf  []*Pause // buf[head:] are the waiters
	head int
}

// items returns the waiters in order; the slice is the list's own.
func (w *waitList) items() []*Pause { return w.buf[w.head:] }

// len returns the number of waiters.
func (w *waitList) len() int { return len(w.buf) - w.head }

// add appends p.
func (w *waitList) add(p *Pause) {
	if len(w.buf) == cap(w.buf) && w.head > 0 {
		n := len(w.buf) - w.head
		if w.head >= n { // half or more is dead: compact in place
			copy(w.buf, w.buf[w.head:])
			clear(w.buf[n:])
			w.buf, w.head = w.buf[:n], 0
		} else { // grow, leaving the dead start behind
			grown := make([]*Pause, n, 2*cap(w.buf))
			copy(grown, w.buf[w.head:])
			w.buf, w.head = grown, 0
		}
	}
	w.buf = append(w.buf, p)
}

// drop removes p, keeping the others in order.
func (w *waitList) drop(p *Pause) {
	for i, q := range w.buf[w.head:] {
		if q != p {
			continue
		}
		k := w.head + i
		if i == 0 {
			w.buf[k] = nil
			w.head++
		} else {
			copy(w.buf[k:], w.buf[k+1:])
			w.buf[len(w.buf)-1] = nil
			w.buf = w.buf[:len(w.buf)-1]
		}
		if w.head == len(w.buf) {
			w.buf, w.head = w.buf[:0], 0
		}
		return
	}
}

// Latch is a condition that stays set until it is cleared, for a fact that lasts (a
// door being open). Wait(key, l) pauses until it is set and Wait(key, l.Not()) until
// it is clear; a condition that already holds does not pause. A latch is part of the
// world: its state is saved with the scheduler, by name. The zero value is not
// usable; latches are made by Scheduler.NewLatch.
type Latch struct {
	l   *latchState
	neg bool
	inv *Latch
}

type latchState struct {
	core      *core
	name      string
	set       bool
	forgotten bool // ForgetLatch: left out of saves until asked for again
	pos       *Latch
	waiters   waitList
}

// Name returns the latch's name; an inverse has the name with a leading "!".
func (l *Latch) Name() string {
	if l.neg {
		return "!" + l.l.name
	}
	return l.l.name
}

// String returns "latch NAME".
func (l *Latch) String() string { return "latch " + l.Name() }

// Not returns the read-only inverse of l, made once with the latch (so waiting on it
// allocates nothing). l.Not().Not() is l.
func (l *Latch) Not() *Latch { return l.inv }

// Holds reports whether the condition holds: the latch is set (or, for an inverse,
// clear).
func (l *Latch) Holds() bool { return l.l.set != l.neg }

// IsSet reports whether the underlying latch is set.
func (l *Latch) IsSet() bool { return l.l.set }

// Set sets the latch and wakes the arcs waiting on it; setting a set latch does
// nothing. Set panics on an inverse (it is read-only).
func (l *Latch) Set() { l.change(true) }

// Clear clears the latch and wakes the arcs waiting on its inverse; clearing a clear
// latch does nothing. Clear panics on an inverse.
func (l *Latch) Clear() { l.change(false) }

func (l *Latch) change(v bool) {
	if l.neg {
		panic(fmt.Sprintf("arc: Set or Clear on the inverse of latch %s (it is read-only)", l.l.name))
	}
	s := l.l
	if s.set == v {
		return
	}
	s.set = v
	for _, p := range s.waiters.items() {
		s.core.wake(p.owner)
	}
}

func (s *latchState) unsubscribe(p *Pause) { s.waiters.drop(p) }

func newLatch(c *core, name string) *Latch {
	s := &latchState{core: c, name: name}
	pos := &Latch{l: s}
	neg := &Latch{l: s, neg: true, inv: pos}
	pos.inv = neg
	s.pos = pos
	return pos
}

package runtimetest

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// Taps is an input source (input.Source) whose presses a test queues, for
// the genre modules' test rigs. In the next step it sends, in this order:
// each action of Within pressed and released within the step; the
// releases of what Next held in the step before; each action of Next
// pressed (value 1), to be released in the step after; then each event of
// Send as it is, its Tick set to the step's. The queues are emptied as
// they are sent. The zero Taps sends nothing.
type Taps struct {
	// Next are actions pressed in the next step and released in the one
	// after.
	Next []string
	// Within are actions pressed and released within the next step.
	Within []string
	// Send are events sent in the next step as they are (pointer moves,
	// wheel turns, a player's hold).
	Send []input.Event

	release []string
}

// Events appends the step's events to dst (input.Source).
func (s *Taps) Events(tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range s.Within {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1}, input.Event{Tick: tick, Action: a})
	}
	s.Within = s.Within[:0]
	for _, a := range s.release {
		dst = append(dst, input.Event{Tick: tick, Action: a})
	}
	s.release = s.release[:0]
	for _, a := range s.Next {
		dst = append(dst, input.Event{Tick: tick, Action: a, Down: true, Value: 1})
		s.release = append(s.release, a)
	}
	s.Next = s.Next[:0]
	for _, e := range s.Send {
		e.Tick = tick
		dst = append(dst, e)
	}
	s.Send = s.Send[:0]
	return dst
}

// Pending reports whether the next step would send anything: something
// queued, or a press of the last step still to be released.
func (s *Taps) Pending() bool {
	return len(s.Within)+len(s.release)+len(s.Next)+len(s.Send) > 0
}

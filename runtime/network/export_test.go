package network

import (
	"reflect"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// Checks returns how many times a player's prediction was compared with the
// host's state.
func (s *System) Checks() int { return s.m.checks }

// Agrees reports whether a player's prediction check takes host's record of
// a predicted entity as agreeing with mine (agree.go).
func Agrees(mine, host []byte) bool {
	m := newMirror()
	return m.agrees(mine, host)
}

// SameValue reports whether a prediction check takes two values of one type
// as the same (agree.go).
func SameValue(a, b any) bool { return sameValue(reflect.ValueOf(a), reflect.ValueOf(b)) }

// HandOver returns the events that move the actions held (names and values)
// from player index from to to at tick (input.go).
func HandOver(actions []string, values []float64, from, to int, tick griff.Tick) []input.Event {
	h := held{actions: actions, values: values}
	return h.handOver(from, to, tick, nil)
}

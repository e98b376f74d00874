package visual

import (
	"encoding/json"

	"github.com/griffengine/griff/griff"
)

// Smoothed is a drawn value that changes in fixed steps and is drawn between them:
// it keeps the value it had when the current step began and the value it has now,
// and At mixes them by the frame's blend. It is meant for component state that is
// drawn, such as a tint, a flash amount, a camera's zoom or its shake offset.
//
// Change it with Set from inside a step, passing the step's tick
// (Game.Clock().Tick()); the first Set of a step takes the value as it was as the
// "previous" value. Snap sets it without a transition. A value not set during the
// last step taken is drawn as it is.
//
// In scene files and the game's fingerprint a Smoothed is its current value alone
// (as T is written in JSON); reading one snaps it. The zero value holds T's zero
// value. Smoothed must be used from the game's goroutine.
type Smoothed[T any] struct {
	prev, cur T
	tick      griff.Tick // the step during which cur was last set; 0: never
}

// NewSmoothed returns a Smoothed holding v, with no transition.
func NewSmoothed[T any](v T) Smoothed[T] { return Smoothed[T]{prev: v, cur: v} }

// Value returns the current value: the one the last Set or Snap gave.
func (s *Smoothed[T]) Value() T { return s.cur }

// Previous returns the value the transition drawn during the last step starts at:
// the value when the step in which Set was last called began.
func (s *Smoothed[T]) Previous() T { return s.prev }

// Set makes v the current value during step tick. The first Set of a step keeps
// the value it replaces as the start of the transition drawn until the next step.
func (s *Smoothed[T]) Set(tick griff.Tick, v T) {
	if tick != s.tick {
		s.prev = s.cur
		s.tick = tick
	}
	s.cur = v
}

// Snap makes v the current value with no transition: it is drawn as it is at once.
func (s *Smoothed[T]) Snap(v T) {
	s.prev, s.cur = v, v
}

// At returns the value to draw at a frame blend of the way (0..1, see
// runtime.Clock.Blend) from the step before tick to step tick, where tick is the
// last step taken: lerp(Previous, Value, blend) if the value was set during step
// tick, else Value. lerp must return a for t = 0 and b for t = 1; LerpFloat,
// LerpColor and LerpVec are such functions.
func (s *Smoothed[T]) At(tick griff.Tick, blend float64, lerp func(a, b T, t float64) T) T {
	if s.tick != tick || blend >= 1 {
		return s.cur
	}
	return lerp(s.prev, s.cur, blend)
}

// MarshalJSON writes the current value as T is written.
func (s Smoothed[T]) MarshalJSON() ([]byte, error) { return json.Marshal(s.cur) }

// UnmarshalJSON reads a value as T is read and snaps to it.
func (s *Smoothed[T]) UnmarshalJSON(b []byte) error {
	var v T
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	s.Snap(v)
	return nil
}

// LerpFloat returns a + (b-a)·t.
func LerpFloat(a, b, t float64) float64 { return a + float64((b-a)*t) }

// LerpColor mixes two straight colours channel by channel: a at t = 0, b at t = 1.
func LerpColor(a, b griff.Color, t float64) griff.Color { return a.Lerp(b, float32(t)) }

// LerpVec returns the point t of the way from a to b (griff.Lerp).
func LerpVec(a, b griff.Vec, t float64) griff.Vec { return griff.Lerp(a, b, t) }

package input

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/griffengine/griff/griff"
)

// State is the input of one step for every local player: which actions are held,
// which went down or up in this step, and their values. The runtime calls Apply
// (or Update) once at the start of each step; the game then asks Held, Pressed,
// Released and Axis. An action no event has named is up, with value 0.
//
// Action names are interned to small numbers the first time they are seen, so
// once every action has been seen a step makes no garbage.
//
// The zero value is ready to use. State is not safe for concurrent use. In JSON
// a State is the list of actions held (what a snapshot needs: the edges are
// cleared by the next step anyway), in a stable order; the pointer and touches
// are not in it (the binary form, AppendBinary, holds them).
type State struct {
	ids   map[string]int // action name -> index into names
	names []string
	slots []slot // [action*MaxPlayers + player]
	buf   []Event

	pointers [MaxPlayers]Pointer
	touches  []touchRec // live touches in the order they began
}

type slot struct {
	held, pressed, released bool
	value                   float64
	pressedAt, releasedAt   float64 // Event.At of the step's first press and last release
}

// Update asks src for the events of step tick and applies them.
func (s *State) Update(src Source, tick griff.Tick) {
	s.buf = src.Events(tick, s.buf[:0])
	s.Apply(s.buf)
}

// Apply starts a new step: it clears what went down or up in the previous step
// and applies events in order. An action that goes down and up within one step
// is Pressed and Released in it (and not Held after it); one that goes up and
// down again is Released, Pressed and Held. Pointer events (Kind other than
// KindAction) move the player's Pointer and Touches: the movement and wheel of
// a step are the sums of its events, a touch that ended in the previous step is
// gone. An event's Tick is not looked at.
// Apply panics if an event's Player is not in [0, MaxPlayers).
func (s *State) Apply(events []Event) {
	for i := range s.slots {
		s.slots[i].pressed, s.slots[i].released = false, false
	}
	s.startPointers()
	for _, e := range events {
		checkPlayer(e.Player)
		if e.Kind != KindAction {
			s.applyPointer(e)
			continue
		}
		sl := &s.slots[s.intern(e.Action)*MaxPlayers+e.Player]
		switch {
		case e.Down && !sl.held:
			if !sl.pressed {
				sl.pressedAt = e.At
			}
			sl.pressed = true
		case !e.Down && sl.held:
			sl.released, sl.releasedAt = true, e.At
		}
		sl.held = e.Down
		sl.value = e.Value
		if !e.Down {
			sl.value = 0
		}
	}
}

// intern returns the index of action, adding it the first time.
func (s *State) intern(action string) int {
	if id, ok := s.ids[action]; ok {
		return id
	}
	if s.ids == nil {
		s.ids = make(map[string]int)
	}
	id := len(s.names)
	s.ids[action] = id
	s.names = append(s.names, action)
	s.slots = append(s.slots, make([]slot, MaxPlayers)...)
	return id
}

func checkPlayer(player int) {
	if player < 0 || player >= MaxPlayers {
		panic(fmt.Sprintf("input: player %d is not in [0, %d)", player, MaxPlayers))
	}
}

// lookup returns the slot of player's action, or nil if no event named it.
func (s *State) lookup(player int, action string) *slot {
	checkPlayer(player)
	id, ok := s.ids[action]
	if !ok {
		return nil
	}
	return &s.slots[id*MaxPlayers+player]
}

// Held reports whether player's action is down after this step's events.
// Held panics if player is not in [0, MaxPlayers), as do Pressed, Released
// and Axis.
func (s *State) Held(player int, action string) bool {
	sl := s.lookup(player, action)
	return sl != nil && sl.held
}

// Pressed reports whether player's action went down in this step (even if it
// also went up again in it).
func (s *State) Pressed(player int, action string) bool {
	sl := s.lookup(player, action)
	return sl != nil && sl.pressed
}

// Released reports whether player's action went up in this step.
func (s *State) Released(player int, action string) bool {
	sl := s.lookup(player, action)
	return sl != nil && sl.released
}

// PressedAt reports when in this step player's action went down: the Event.At
// of its first press in the step, in steps after the step's start (in
// [0, MaxAt], a whole number of 1/AtResolution steps), and whether it went
// down at all (Pressed). A rhythm game judges a hit by the moment it
// happened, not by the step it counts in. Input whose source sets no time
// (a script written by hand, an old recording) has 0, the step's start.
func (s *State) PressedAt(player int, action string) (at float64, ok bool) {
	sl := s.lookup(player, action)
	if sl == nil || !sl.pressed {
		return 0, false
	}
	return sl.pressedAt, true
}

// ReleasedAt reports when in this step player's action went up: the Event.At
// of its last release in the step (see PressedAt), and whether it went up at
// all (Released): the end of a rhythm game's hold note.
func (s *State) ReleasedAt(player int, action string) (at float64, ok bool) {
	sl := s.lookup(player, action)
	if sl == nil || !sl.released {
		return 0, false
	}
	return sl.releasedAt, true
}

// Axis returns the value of player's action, in [-1, 1]: 0 while it is up, 1 (or
// -1) for a held key, the axis position for an axis (see Binding).
func (s *State) Axis(player int, action string) float64 {
	if sl := s.lookup(player, action); sl != nil {
		return sl.value
	}
	return 0
}

// Reset lets go of everything: all actions up, no edges, no touches, the
// pointer not known.
func (s *State) Reset() {
	clear(s.slots)
	s.pointers = [MaxPlayers]Pointer{}
	s.touches = s.touches[:0]
}

// ReleaseHeld lets go of every action held, without counting a release
// (Released stays false) and keeping the pointer and touches: for a system
// that put back an earlier state (a visual novel's rollback) whose held
// actions the player's devices no longer hold, so the next press of one is a
// press again.
func (s *State) ReleaseHeld() {
	for i := range s.slots {
		s.slots[i].held, s.slots[i].value = false, 0
	}
}

// heldJSON is one held action in State's JSON form.
type heldJSON struct {
	Player int
	Action string
	Value  float64
}

// MarshalJSON writes the actions held, sorted by action name then player, as
// [{"Player":0,"Action":"Jump","Value":1}, ...].
func (s State) MarshalJSON() ([]byte, error) {
	held := []heldJSON{}
	for id, name := range s.names {
		for p := range MaxPlayers {
			if sl := s.slots[id*MaxPlayers+p]; sl.held {
				held = append(held, heldJSON{p, name, sl.value})
			}
		}
	}
	slices.SortStableFunc(held, func(a, b heldJSON) int { return strings.Compare(a.Action, b.Action) })
	return json.Marshal(held)
}

// UnmarshalJSON restores the actions held from what MarshalJSON wrote; nothing is
// Pressed or Released. It returns an error naming the entry for an invalid one,
// leaving s unchanged.
func (s *State) UnmarshalJSON(data []byte) error {
	var held []heldJSON
	if err := json.Unmarshal(data, &held); err != nil {
		return fmt.Errorf("input: state: %w", err)
	}
	events := make([]Event, len(held))
	for i, h := range held {
		events[i] = Event{Player: h.Player, Action: h.Action, Down: true, Value: h.Value}
		if err := events[i].check(); err != nil {
			return fmt.Errorf("input: state entry %d: %w", i, err)
		}
	}
	s.Reset()
	s.Apply(events)
	s.Apply(nil) // clear the edges the restore made
	return nil
}

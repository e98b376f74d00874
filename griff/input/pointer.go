package input

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"

	"github.com/griffengine/griff/griff"
)

// EventKind says what an Event is about: an action (the zero value), or the
// pointer (the mouse cursor, its wheel, a touch).
type EventKind uint8

// The event kinds. Pointer events carry screen coordinates in X and Y: logical
// pixels of the project's resolution (its window width and height), origin at
// the top left, y down, never the window's real size, so the same recording
// hits the same buttons on every machine.
const (
	// KindAction is an action going down, up or changing value (Action, Down,
	// Value).
	KindAction EventKind = iota
	// KindPointer is the mouse cursor moving to (X, Y).
	KindPointer
	// KindWheel is the mouse wheel turning by X (right is positive) and Y
	// (down, towards the user, is positive) notches.
	KindWheel
	// KindTouchBegan is finger Touch touching the screen at (X, Y).
	KindTouchBegan
	// KindTouchMoved is finger Touch moving to (X, Y).
	KindTouchMoved
	// KindTouchEnded is finger Touch leaving the screen at (X, Y).
	KindTouchEnded
	numKinds
)

var kindNames = [numKinds]string{"action", "pointer", "wheel", "began", "moved", "ended"}

// String returns "action", "pointer", "wheel", "began", "moved" or "ended"
// (the last three as written in recordings after "@touch <id>"), or
// "EventKind(n)".
func (k EventKind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return fmt.Sprintf("EventKind(%d)", uint8(k))
}

// IsTouch reports whether k is KindTouchBegan, KindTouchMoved or KindTouchEnded.
func (k EventKind) IsTouch() bool { return k >= KindTouchBegan && k <= KindTouchEnded }

// MaxCoord is the largest magnitude of a pointer event's X or Y: 1e6 logical
// pixels (or wheel notches). Larger values, infinities and NaN make the event
// invalid.
const MaxCoord = 1e6

// MaxTouchID is the largest touch id an event may carry; ids are in
// [0, MaxTouchID].
const MaxTouchID = math.MaxInt32

// checkPointer returns what is wrong with a pointer event e, or nil.
func (e Event) checkPointer() error {
	switch {
	case e.Kind >= numKinds:
		return fmt.Errorf("event kind %d is not known", e.Kind)
	case e.Action != "" || e.Down || e.Value != 0:
		return fmt.Errorf("a %s event has an action, down or value", e.Kind)
	case !(math.Abs(e.X) <= MaxCoord && math.Abs(e.Y) <= MaxCoord):
		return fmt.Errorf("position (%v, %v) is not within ±%g", e.X, e.Y, float64(MaxCoord))
	case e.Kind.IsTouch() && (e.Touch < 0 || e.Touch > MaxTouchID):
		return fmt.Errorf("touch id %d is not in [0, %d]", e.Touch, MaxTouchID)
	case !e.Kind.IsTouch() && e.Touch != 0:
		return fmt.Errorf("a %s event has touch id %d", e.Kind, e.Touch)
	}
	return nil
}

// Pointer is one local player's mouse cursor in a step. The unit is logical
// pixels of the project's resolution (origin top left, y down), the screen
// coordinates of Event.
type Pointer struct {
	// X and Y are where the cursor is after this step's events.
	X, Y float64
	// DX and DY are how far it moved in this step.
	DX, DY float64
	// WheelX and WheelY are how far the wheel turned in this step, in notches
	// (see KindWheel).
	WheelX, WheelY float64
	// Known is true once a pointer event has placed the cursor: before that,
	// X and Y mean nothing (a touch screen, a gamepad-only player).
	Known bool
	// Moved is true if the cursor moved in this step.
	Moved bool
}

// Touch is one finger on the screen in a step.
type Touch struct {
	// ID tells fingers apart while they touch; the host picks it.
	ID int
	// X and Y are where the finger is; the unit is logical pixels.
	X, Y float64
	// Began is true in the step the finger came down; Ended in the step it
	// left (the touch is then gone in the next step). A tap shorter than a
	// step is both.
	Began, Ended bool
	// BeganAt is when in this step the finger came down, while Began: the
	// Event.At of the event that began it, in steps after the step's start
	// (in [0, MaxAt], a whole number of 1/AtResolution steps), so a rhythm
	// game judges a tap as State.PressedAt judges a key. EndedAt is when it
	// left, while Ended. Both are 0 otherwise, and for input whose source
	// sets no time. They are not in the state's binary form (see
	// State.AppendBinary): no step reads them before the next one clears
	// them.
	BeganAt, EndedAt float64
}

// touchRec is a Touch and its player.
type touchRec struct {
	player int
	Touch
}

// Pointer returns player's cursor in this step. Pointer panics if player is not
// in [0, MaxPlayers).
func (s *State) Pointer(player int) Pointer {
	checkPlayer(player)
	return s.pointers[player]
}

// Touches appends to dst player's fingers in this step, in the order they came
// down (those that ended in this step included), and returns the extended
// slice. Touches panics if player is not in [0, MaxPlayers).
func (s *State) Touches(player int, dst []Touch) []Touch {
	checkPlayer(player)
	for _, t := range s.touches {
		if t.player == player {
			dst = append(dst, t.Touch)
		}
	}
	return dst
}

// startPointers clears the pointer's edges at the start of a step and drops
// the touches that ended in the previous one.
func (s *State) startPointers() {
	for i := range s.pointers {
		p := &s.pointers[i]
		p.DX, p.DY, p.WheelX, p.WheelY, p.Moved = 0, 0, 0, 0, false
	}
	kept := s.touches[:0]
	for _, t := range s.touches {
		if !t.Ended {
			t.Began, t.BeganAt = false, 0
			kept = append(kept, t)
		}
	}
	s.touches = kept
}

// applyPointer applies one pointer event (e.Kind is not KindAction).
func (s *State) applyPointer(e Event) {
	p := &s.pointers[e.Player]
	switch e.Kind {
	case KindPointer:
		if p.Known {
			p.DX += e.X - p.X
			p.DY += e.Y - p.Y
		}
		p.Moved = p.Moved || !p.Known || e.X != p.X || e.Y != p.Y
		p.X, p.Y, p.Known = e.X, e.Y, true
	case KindWheel:
		p.WheelX += e.X
		p.WheelY += e.Y
	default:
		s.applyTouch(e)
	}
}

// applyTouch applies a touch event. A finger that is already down and begins
// again moves; one that is not down and moves or ends begins first, so the
// touches are always a consistent set.
func (s *State) applyTouch(e Event) {
	i := s.findTouch(e.Player, e.Touch)
	if i < 0 {
		s.touches = append(s.touches, touchRec{e.Player, Touch{ID: e.Touch, Began: true, BeganAt: e.At}})
		i = len(s.touches) - 1
	}
	t := &s.touches[i]
	t.X, t.Y = e.X, e.Y
	if e.Kind == KindTouchEnded {
		t.Ended, t.EndedAt = true, e.At
	}
}

// findTouch returns the index of player's live touch id, or -1.
func (s *State) findTouch(player, id int) int {
	for i, t := range s.touches {
		if t.player == player && t.ID == id && !t.Ended {
			return i
		}
	}
	return -1
}

// pointerUsed reports whether any pointer event has been applied (so the
// binary form must hold the pointer part).
func (s *State) pointerUsed() bool {
	if len(s.touches) > 0 {
		return true
	}
	for _, p := range s.pointers {
		if p != (Pointer{}) {
			return true
		}
	}
	return false
}

// parsePointerEvent reads the fields of a pointer event line: f[2] starts with
// "@" (see WriteEvents).
func parsePointerEvent(f []string) (Event, error) {
	var e Event
	want := 5
	switch f[2] {
	case "@pointer":
		e.Kind = KindPointer
	case "@wheel":
		e.Kind = KindWheel
	case "@touch":
		want = 7
	default:
		return Event{}, fmt.Errorf("%q is not @pointer, @wheel or @touch", f[2])
	}
	if len(f) != want {
		return Event{}, fmt.Errorf("%d fields in a %s line, want %d", len(f), f[2], want)
	}
	tick, err1 := strconv.ParseInt(f[0], 10, 64)
	player, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil {
		return Event{}, fmt.Errorf("tick %q or player %q is not a whole number", f[0], f[1])
	}
	e.Tick, e.Player = griff.Tick(tick), player
	xy := f[3:]
	if want == 7 {
		if e.Touch, err1 = strconv.Atoi(f[3]); err1 != nil {
			return Event{}, fmt.Errorf("touch id %q is not a whole number", f[3])
		}
		switch f[4] {
		case "began":
			e.Kind = KindTouchBegan
		case "moved":
			e.Kind = KindTouchMoved
		case "ended":
			e.Kind = KindTouchEnded
		default:
			return Event{}, fmt.Errorf("%q is not began, moved or ended", f[4])
		}
		xy = f[5:]
	}
	if e.X, err1 = strconv.ParseFloat(xy[0], 64); err1 != nil {
		return Event{}, fmt.Errorf("x %q is not a number", xy[0])
	}
	if e.Y, err1 = strconv.ParseFloat(xy[1], 64); err1 != nil {
		return Event{}, fmt.Errorf("y %q is not a number", xy[1])
	}
	return e, e.check()
}

// pointerFlag is the top bit of the action count in the binary form: the
// pointer part follows the actions.
const pointerFlag = 1 << 31

// appendPointers appends the pointer part of the binary form: for each player
// a flags byte (Known, Moved) and X, Y, DX, DY, WheelX, WheelY as float64
// bits; then the number of touches and, for each, its player (1 byte), id (4),
// X, Y (8 each) and a flags byte (Began, Ended).
func (s *State) appendPointers(buf []byte) []byte {
	le := binary.LittleEndian
	for _, p := range s.pointers {
		buf = append(buf, b2u(p.Known)|b2u(p.Moved)<<1)
		for _, v := range [...]float64{p.X, p.Y, p.DX, p.DY, p.WheelX, p.WheelY} {
			buf = le.AppendUint64(buf, math.Float64bits(v))
		}
	}
	buf = le.AppendUint32(buf, uint32(len(s.touches)))
	for _, t := range s.touches {
		buf = append(buf, byte(t.player))
		buf = le.AppendUint32(buf, uint32(t.ID))
		buf = le.AppendUint64(buf, math.Float64bits(t.X))
		buf = le.AppendUint64(buf, math.Float64bits(t.Y))
		buf = append(buf, b2u(t.Began)|b2u(t.Ended)<<1)
	}
	return buf
}

// readPointers reads what appendPointers wrote into s and returns the rest.
func (s *State) readPointers(data []byte) ([]byte, error) {
	le := binary.LittleEndian
	const perPlayer, perTouch = 1 + 6*8, 1 + 4 + 8 + 8 + 1
	if len(data) < MaxPlayers*perPlayer+4 {
		return nil, errShortState
	}
	for i := range s.pointers {
		f := data[0]
		if f > 3 {
			return nil, fmt.Errorf("input: state: pointer flags %#x are not known", f)
		}
		var v [6]float64
		for j := range v {
			v[j] = math.Float64frombits(le.Uint64(data[1+8*j:]))
		}
		s.pointers[i] = Pointer{v[0], v[1], v[2], v[3], v[4], v[5], f&1 != 0, f&2 != 0}
		data = data[perPlayer:]
	}
	n := int(le.Uint32(data))
	data = data[4:]
	if n > len(data)/perTouch {
		return nil, errShortState
	}
	for range n {
		t := touchRec{player: int(data[0])}
		t.ID = int(le.Uint32(data[1:]))
		t.X = math.Float64frombits(le.Uint64(data[5:]))
		t.Y = math.Float64frombits(le.Uint64(data[13:]))
		f := data[21]
		t.Began, t.Ended = f&1 != 0, f&2 != 0
		if t.player >= MaxPlayers || t.ID > MaxTouchID || f > 3 {
			return nil, fmt.Errorf("input: state: touch %d of player %d is not valid", t.ID, t.player)
		}
		s.touches = append(s.touches, t)
		data = data[perTouch:]
	}
	return data, nil
}

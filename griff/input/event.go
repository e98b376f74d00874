package input

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
)

// MaxPlayers is the number of local players an input State keeps: Event.Player
// is in [0, MaxPlayers).
const MaxPlayers = 8

// Event is one change of an action for a local player: it went down, went up,
// or, while down, its value changed; or (Kind other than KindAction) one
// change of the player's pointer: the cursor moved, the wheel turned, a finger
// touched, moved or left. The game sees input only as events; a recording of a
// playthrough is the list of its events.
type Event struct {
	// Kind says what the event is about; the zero value is KindAction.
	Kind EventKind
	// Tick is the step the event counts in.
	Tick griff.Tick
	// Player is the local player, in [0, MaxPlayers).
	Player int
	// Action is the action's name (see ValidAction).
	Action string
	// Down is true while the action is held.
	Down bool
	// Value is the action's value in [-1, 1] (see Binding): 1 for a held key,
	// the axis position for an axis, 0 when up.
	Value float64
	// X and Y are a pointer event's screen position in logical pixels (or
	// the wheel's turn in notches), within ±MaxCoord; 0 for an action.
	X, Y float64
	// Touch is a touch event's finger id, in [0, MaxTouchID]; 0 otherwise.
	Touch int
	// At is when the event happened, in steps after the start of the step it
	// counts in (Tick): its game time is that step's start plus At step
	// durations. It is in [0, MaxAt] and a whole number of 1/AtResolution
	// steps; 0 (the default) is the step's start. A host sets it from the
	// moment it read the device (Live.FrameAt), so judging a press (a rhythm
	// game's note) is finer than a step; it is recorded with the event, so a
	// replay judges the same at any frame rate. It can exceed 1 when one
	// frame takes several steps: the event counts in the first of them.
	At float64
}

// MaxAt is the largest Event.At: 8 steps (a frame of a game that fell
// behind takes at most runtime.MaxOwed, 0.1 s, or 6 steps at 60 steps a
// second).
const MaxAt = 8

// AtResolution is how finely Event.At is kept: At is a whole number of
// 1/AtResolution steps (1/1024 of a step is 16 µs at 60 steps a second,
// finer than any display's frame and any judgement window), so every
// machine and every recording holds exactly the same value, and the network
// sends it in two bytes.
const AtResolution = 1024

// RoundAt returns at rounded to the nearest whole 1/AtResolution of a step
// and clamped to [0, MaxAt]; NaN gives 0.
func RoundAt(at float64) float64 {
	if !(at > 0) {
		return 0
	}
	if at >= MaxAt {
		return MaxAt
	}
	return math.Round(at*AtResolution) / AtResolution
}

// validAt reports whether at is a valid Event.At.
func validAt(at float64) bool {
	return at >= 0 && at <= MaxAt && at == RoundAt(at)
}

// check returns what is wrong with e, or nil.
func (e Event) check() error {
	switch {
	case e.Tick < 0:
		return fmt.Errorf("tick %d is negative", e.Tick)
	case e.Player < 0 || e.Player >= MaxPlayers:
		return fmt.Errorf("player %d is not in [0, %d)", e.Player, MaxPlayers)
	case !validAt(e.At):
		return fmt.Errorf("at %v is not a whole number of 1/%d steps in [0, %d]", e.At, AtResolution, MaxAt)
	case e.Kind != KindAction:
		return e.checkPointer()
	case e.X != 0 || e.Y != 0 || e.Touch != 0:
		return fmt.Errorf("an action event has a position or touch id")
	case !ValidAction(e.Action):
		return fmt.Errorf("action %q: %w", e.Action, ErrBadAction)
	case !(e.Value >= -1 && e.Value <= 1):
		return fmt.Errorf("value %v is not in [-1, 1]", e.Value)
	case !e.Down && e.Value != 0:
		return fmt.Errorf("an up event has value %v, want 0", e.Value)
	}
	return nil
}

// ErrBadEvents is wrapped by the errors ReadEvents returns for text that is not
// an event list.
var ErrBadEvents = errors.New("bad input events")

// The header lines of event lists; the number is the version. Version 2 added
// pointer events, version 3 the time within the step ("at=").
const (
	eventsHeader  = "griff-input 1"
	eventsHeader2 = "griff-input 2"
	eventsHeader3 = "griff-input 3"
)

// WriteEvents writes events as text, one line per event after a header line:
//
//	<tick> <player> <action> down|up [value]
//	<tick> <player> @pointer <x> <y>
//	<tick> <player> @wheel <x> <y>
//	<tick> <player> @touch <id> began|moved|ended <x> <y>
//
// such as "120 0 Jump down", "121 1 MoveX down -0.75", "122 0 @pointer 160 90.5"
// or "123 0 @touch 2 began 10 20". An action's value is written only when it
// is not the usual one (1 for down, 0 for up); every number is Go's shortest
// decimal that reads back to the same bits. An event whose At is not 0 ends
// with " at=<At>" ("124 0 Hit down at=0.375"). The header is the lowest
// version that holds every event, so older readers still read what they
// can: "griff-input 3" if an event has an At, else "griff-input 2" if there
// is a pointer event, else "griff-input 1". WriteEvents returns
// an error, naming the event's index, if an event is invalid (see Event) or the
// ticks go down, or the error of w.
func WriteEvents(w io.Writer, events []Event) error {
	bw := bufio.NewWriter(w)
	header := eventsHeader
	for _, e := range events {
		if e.At != 0 {
			header = eventsHeader3
			break
		}
		if e.Kind != KindAction {
			header = eventsHeader2
		}
	}
	bw.WriteString(header + "\n")
	var prev griff.Tick
	for i, e := range events {
		if err := e.check(); err != nil {
			return fmt.Errorf("input: event %d: %w", i, err)
		}
		if e.Tick < prev {
			return fmt.Errorf("input: event %d: tick %d is before tick %d", i, e.Tick, prev)
		}
		prev = e.Tick
		bw.WriteString(formatEvent(e))
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

func formatEvent(e Event) string {
	if e.At != 0 {
		return formatEventAt(e) + " at=" + strconv.FormatFloat(e.At, 'g', -1, 64)
	}
	return formatEventAt(e)
}

// formatEventAt writes e without its At.
func formatEventAt(e Event) string {
	s := strconv.FormatInt(int64(e.Tick), 10) + " " + strconv.Itoa(e.Player) + " "
	num := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	switch {
	case e.Kind == KindPointer:
		return s + "@pointer " + num(e.X) + " " + num(e.Y)
	case e.Kind == KindWheel:
		return s + "@wheel " + num(e.X) + " " + num(e.Y)
	case e.Kind.IsTouch():
		return s + "@touch " + strconv.Itoa(e.Touch) + " " + e.Kind.String() + " " + num(e.X) + " " + num(e.Y)
	}
	s += e.Action
	if !e.Down {
		return s + " up"
	}
	s += " down"
	if e.Value != 1 {
		s += " " + strconv.FormatFloat(e.Value, 'g', -1, 64)
	}
	return s
}

// ReadEvents reads an event list WriteEvents wrote, of version 1, 2 or 3
// (pointer lines are an error in version 1, "at=" before version 3). Blank lines and lines starting with "#" are
// skipped. It returns an error wrapping ErrBadEvents that
// names the line (1-based) and what is wrong: a missing header, a bad field, an
// invalid event (see Event), ticks that go down.
func ReadEvents(r io.Reader) ([]Event, error) {
	sc := bufio.NewScanner(r)
	var events []Event
	line, header, version := 0, false, 1
	var prev griff.Tick
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		if !header {
			switch text {
			case eventsHeader:
			case eventsHeader2:
				version = 2
			case eventsHeader3:
				version = 3
			default:
				return nil, fmt.Errorf("input: line %d: %w: want the header %q, %q or %q", line, ErrBadEvents, eventsHeader, eventsHeader2, eventsHeader3)
			}
			header = true
			continue
		}
		e, err := parseEvent(text)
		if err == nil && e.Kind != KindAction && version < 2 {
			err = fmt.Errorf("a pointer event in a version 1 list")
		}
		if err == nil && e.At != 0 && version < 3 {
			err = fmt.Errorf("at= in a version %d list", version)
		}
		if err == nil && e.Tick < prev {
			err = fmt.Errorf("tick %d is before tick %d", e.Tick, prev)
		}
		if err != nil {
			return nil, fmt.Errorf("input: line %d: %w: %w", line, ErrBadEvents, err)
		}
		prev = e.Tick
		events = append(events, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("input: line %d: %w: %w", line+1, ErrBadEvents, err)
	}
	if !header {
		return nil, fmt.Errorf("input: line %d: %w: want the header %q", line+1, ErrBadEvents, eventsHeader)
	}
	return events, nil
}

// parseEvent reads one event line, with its optional " at=<At>" at the end.
func parseEvent(text string) (Event, error) {
	f := strings.Fields(text)
	at := 0.0
	if n := len(f); n > 0 && strings.HasPrefix(f[n-1], "at=") {
		v, err := strconv.ParseFloat(f[n-1][3:], 64)
		if err != nil || !validAt(v) {
			return Event{}, fmt.Errorf("%q is not at=<a whole number of 1/%d steps in [0, %d]>", f[n-1], AtResolution, MaxAt)
		}
		at, f = v, f[:n-1]
	}
	e, err := parseEventFields(f)
	e.At = at
	return e, err
}

// parseEventFields reads the fields of one event line without its at=.
func parseEventFields(f []string) (Event, error) {
	if len(f) >= 3 && strings.HasPrefix(f[2], "@") {
		return parsePointerEvent(f)
	}
	if len(f) < 4 || len(f) > 5 {
		return Event{}, fmt.Errorf("%d fields, want <tick> <player> <action> down|up [value]", len(f))
	}
	tick, err := strconv.ParseInt(f[0], 10, 64)
	if err != nil {
		return Event{}, fmt.Errorf("tick %q is not a whole number", f[0])
	}
	player, err := strconv.Atoi(f[1])
	if err != nil {
		return Event{}, fmt.Errorf("player %q is not a whole number", f[1])
	}
	e := Event{Tick: griff.Tick(tick), Player: player, Action: f[2]}
	switch f[3] {
	case "down":
		e.Down, e.Value = true, 1
	case "up":
	default:
		return Event{}, fmt.Errorf("%q is not down or up", f[3])
	}
	if len(f) == 5 {
		if e.Value, err = strconv.ParseFloat(f[4], 64); err != nil {
			return Event{}, fmt.Errorf("value %q is not a number", f[4])
		}
	}
	err = e.check()
	if !e.Down {
		e.Value = 0 // "up -0" reads as 0, which is what WriteEvents writes
	}
	return e, err
}

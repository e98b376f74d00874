package input

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/griffengine/griff/griff"
)

// MaxPlayers is the number of local players an input State keeps: Event.Player
// is in [0, MaxPlayers).
const MaxPlayers = 8

// Event is one change of an action for a local player: it went down, went up,
// or, while down, its value changed. The game sees input only as events; a
// recording of a playthrough is the list of its events.
type Event struct {
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
}

// check returns what is wrong with e, or nil.
func (e Event) check() error {
	switch {
	case e.Tick < 0:
		return fmt.Errorf("tick %d is negative", e.Tick)
	case e.Player < 0 || e.Player >= MaxPlayers:
		return fmt.Errorf("player %d is not in [0, %d)", e.Player, MaxPlayers)
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

// eventsHeader is the first line of an event list; the number is the version.
const eventsHeader = "griff-input 1"

// WriteEvents writes events as text, one line per event after the header line
// "griff-input 1":
//
//	<tick> <player> <action> down|up [value]
//
// such as "120 0 Jump down" or "121 1 MoveX down -0.75". The value is written
// only when it is not the usual one (1 for down, 0 for up), as Go's shortest
// decimal that reads back to the same bits. WriteEvents returns an error, naming
// the event's index, if an event is invalid (see Event) or the ticks go down, or
// the error of w.
func WriteEvents(w io.Writer, events []Event) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(eventsHeader + "\n")
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
	s := strconv.FormatInt(int64(e.Tick), 10) + " " + strconv.Itoa(e.Player) + " " + e.Action
	if !e.Down {
		return s + " up"
	}
	s += " down"
	if e.Value != 1 {
		s += " " + strconv.FormatFloat(e.Value, 'g', -1, 64)
	}
	return s
}

// ReadEvents reads an event list WriteEvents wrote. Blank lines and lines
// starting with "#" are skipped. It returns an error wrapping ErrBadEvents that
// names the line (1-based) and what is wrong: a missing header, a bad field, an
// invalid event (see Event), ticks that go down.
func ReadEvents(r io.Reader) ([]Event, error) {
	sc := bufio.NewScanner(r)
	var events []Event
	line, header := 0, false
	var prev griff.Tick
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		if !header {
			if text != eventsHeader {
				return nil, fmt.Errorf("input: line %d: %w: want the header %q", line, ErrBadEvents, eventsHeader)
			}
			header = true
			continue
		}
		e, err := parseEvent(text)
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

// parseEvent reads one event line.
func parseEvent(text string) (Event, error) {
	f := strings.Fields(text)
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

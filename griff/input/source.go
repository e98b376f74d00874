package input

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/griffengine/griff/griff"
)

// Source is where a game's input comes from. The runtime asks it once per fixed
// step for the events that count in that step.
type Source interface {
	// Events appends to dst the events that count in step tick, in order, each
	// with Tick set to tick, and returns the extended slice. The runtime calls
	// it once per step with increasing ticks.
	Events(tick griff.Tick, dst []Event) []Event
}

// Live is the Source of a game played by people: the host hands it the device
// state every frame (Frame), a Mapper turns that into action events, and the
// events wait until the next step. Everything that happened since the previous
// step counts in the next one, once: a key pressed and released during frames
// that took no step still gives one press and one release.
//
// Live is not safe for concurrent use: the host's frame and the game's steps must
// run on one goroutine (as the game loop does).
type Live struct {
	// Controls are the game's controls; rebinding them takes effect on the next
	// Frame.
	Controls *Controls
	// Players says which devices each local player uses (see PlayerDevices).
	Players []PlayerDevices
	// Capture, while true, makes each key that goes down also queue a press
	// of its capture action (see CaptureAction), after the frame's other
	// events, for player 0. The host turns it on while the game waits for a
	// key (runtime/ui's rebinding); the default (false) queues none.
	Capture bool

	mapper  Mapper
	pending []Event
	keys    [NumKeys]bool // the keys down in the previous Frame
}

// NewLive returns a live source reading controls for the given players.
func NewLive(controls *Controls, players ...PlayerDevices) *Live {
	return &Live{Controls: controls, Players: players}
}

// Frame reads the device state of one frame and queues the events for what
// changed since the previous frame, with At 0. Frame panics if l has more
// than MaxPlayers players. Once the game has settled, Frame makes no garbage.
func (l *Live) Frame(d *DeviceState) { l.FrameAt(d, 0) }

// FrameAt is Frame for a host that knows when, on the game's clock, it read
// the devices: at is that moment in steps after the start of the next step
// the game takes (the clock's Blend before the frame plus the frame's time
// in steps, as the clock counts it), and becomes the Event.At of every event the frame queues,
// rounded with RoundAt (so a NaN or negative at is 0 and one past MaxAt is
// MaxAt).
func (l *Live) FrameAt(d *DeviceState, at float64) {
	from := len(l.pending)
	l.pending = l.mapper.Update(d, l.Controls, l.Players, l.pending)
	l.capture(d)
	if at = RoundAt(at); at != 0 {
		for i := from; i < len(l.pending); i++ {
			l.pending[i].At = at
		}
	}
}

// Push queues events that did not come from devices (an on-screen button, a
// debug console); they count in the next step like the rest. Push panics if an
// event is invalid (see Event; Tick is ignored).
func (l *Live) Push(events ...Event) {
	for _, e := range events {
		e.Tick = 0
		if err := e.check(); err != nil {
			panic("input: Live.Push: " + err.Error())
		}
		l.pending = append(l.pending, e)
	}
}

// Events hands out everything queued since the previous step, stamped with tick.
func (l *Live) Events(tick griff.Tick, dst []Event) []Event {
	for _, e := range l.pending {
		e.Tick = tick
		dst = append(dst, e)
	}
	l.pending = l.pending[:0]
	return dst
}

// Script is a Source that plays a list of events at their ticks: a test's input,
// a demo, or a recorded playthrough read back with ReadEvents. An event counts in
// the first step whose tick is at or after its own (so events before the step a
// script starts in all count in that step).
//
// Script is not safe for concurrent use.
type Script struct {
	events []Event // sorted by tick, stable
	next   int
}

// NewScript returns a script that plays events (copied and sorted by tick,
// keeping the order of events with the same tick). NewScript panics if an event
// is invalid (see Event); events from ReadEvents are valid.
func NewScript(events []Event) *Script {
	for i, e := range events {
		if err := e.check(); err != nil {
			panic(fmt.Sprintf("input: NewScript: event %d: %v", i, err))
		}
	}
	s := &Script{events: slices.Clone(events)}
	slices.SortStableFunc(s.events, func(a, b Event) int { return cmp.Compare(a.Tick, b.Tick) })
	return s
}

// Events hands out the script's events due at tick, stamped with tick.
func (s *Script) Events(tick griff.Tick, dst []Event) []Event {
	for s.next < len(s.events) && s.events[s.next].Tick <= tick {
		e := s.events[s.next]
		e.Tick = tick
		dst = append(dst, e)
		s.next++
	}
	return dst
}

// Done reports whether every event has been handed out.
func (s *Script) Done() bool { return s.next == len(s.events) }

// Rewind makes the script play again from its first event.
func (s *Script) Rewind() { s.next = 0 }

// Seeker is an optional interface of a Source that can go back or forward to a
// step: a game restored from a snapshot taken after step tick seeks its
// source there, so it plays the same input again.
type Seeker interface {
	// Seek makes the source hand out next what it would hand out after step
	// tick had been taken.
	Seek(tick griff.Tick)
}

// Seek makes the script hand out next the events after tick: those due at
// tick or before count as handed out. It implements Seeker.
func (s *Script) Seek(tick griff.Tick) {
	s.next, _ = slices.BinarySearchFunc(s.events, tick+1, func(e Event, t griff.Tick) int { return cmp.Compare(e.Tick, t) })
}

// Recorder is a Source that passes on what another source returns and keeps a
// copy: the recording of a playthrough, which a Script plays back to the same
// game. Write it with WriteEvents(w, r.Recording()).
//
// Recorder is not safe for concurrent use.
type Recorder struct {
	src Source
	log []Event
}

// NewRecorder returns a recorder of src.
func NewRecorder(src Source) *Recorder { return &Recorder{src: src} }

// Events returns what the recorded source returns for tick and records it.
func (r *Recorder) Events(tick griff.Tick, dst []Event) []Event {
	n := len(dst)
	dst = r.src.Events(tick, dst)
	for _, e := range dst[n:] {
		e.Tick = tick
		r.log = append(r.log, e)
	}
	return dst
}

// Recording returns the events recorded so far, in order (a new slice).
func (r *Recorder) Recording() []Event { return slices.Clone(r.log) }

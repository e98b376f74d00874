package network

import (
	"encoding/binary"
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/session"
)

// held is the actions one player holds at a step, sorted by name, and their
// pointer (see ptrState): what a player sends every step (a state, not the
// events, so a late or lost step costs nothing once a later one arrives),
// with when in the step the actions that went down or up did (times.go).
type held struct {
	actions []string
	values  []float64
	times   []heldTime // the step's presses and releases with an At, in payload order
	ptr     ptrState
	edges   []heldEdge // the sender's: what each action did in the step
}

// apply updates h with a step's events of player 0 (the local player). It
// is called once a step.
func (h *held) apply(events []input.Event) {
	h.ptr.begin()
	h.edges = h.edges[:0]
	for _, e := range events {
		if e.Player != 0 {
			continue
		}
		if e.Kind != input.KindAction {
			h.ptr.apply(e)
			continue
		}
		i, found := slices.BinarySearch(h.actions, e.Action)
		if e.Down != found {
			h.edge(e, found)
		}
		switch {
		case e.Down && found:
			h.values[i] = e.Value
		case e.Down:
			h.actions = slices.Insert(h.actions, i, e.Action)
			h.values = slices.Insert(h.values, i, e.Value)
		case found:
			h.actions = slices.Delete(h.actions, i, i+1)
			h.values = slices.Delete(h.values, i, i+1)
		}
	}
	h.setTimes()
}

// appendTo writes h as a step's input payload: count, then each action's
// name (length, bytes) and value (float64 bits), then, if the count has
// timesFlag set, the times part (appendTimes: only in a step where an action
// or a finger with an input.Event.At other than 0 went down or up), then the
// pointer part (ptrState.appendTo: nothing while the pointer was never
// used). A game whose input has no times sends what it sent before times
// were sent.
func (h *held) appendTo(b []byte) []byte {
	timed := h.timed()
	count := byte(len(h.actions))
	if timed {
		count |= timesFlag
	}
	b = append(b, count)
	for i, a := range h.actions {
		b = append(b, byte(len(a)))
		b = append(b, a...)
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(h.values[i]))
	}
	if timed {
		b = h.appendTimes(b)
	}
	return h.ptr.appendTo(b)
}

// read sets h from a payload; it reports false (and leaves h as it was) for
// one that does not read, or is over MaxInput when written.
func (h *held) read(p []byte) bool {
	var next held
	if !next.parse(p) {
		return false
	}
	*h = next
	return true
}

// parse sets h from a payload, reusing h's slices (a scratch held that a
// host reads every player's input into each step allocates nothing once
// settled); it reports false, leaving h half set, for a payload that does
// not read.
func (h *held) parse(p []byte) bool {
	if len(p) == 0 {
		return false
	}
	n, timed, p := int(p[0]&^timesFlag), p[0]&timesFlag != 0, p[1:]
	h.actions, h.values, h.times = h.actions[:0], h.values[:0], h.times[:0]
	for range n {
		if len(p) < 1 || len(p) < 1+int(p[0])+8 {
			return false
		}
		end := 1 + int(p[0])
		a := p[1:end]
		v := math.Float64frombits(binary.LittleEndian.Uint64(p[end:]))
		p = p[end+8:]
		if !input.ValidAction(string(a)) || math.IsNaN(v) || v < -1 || v > 1 ||
			len(h.actions) > 0 && string(a) <= h.actions[len(h.actions)-1] {
			return false
		}
		if i := len(h.actions); i < cap(h.actions) && h.actions[:i+1][i] == string(a) {
			h.actions = h.actions[:i+1] // the same name as last time: no new string
		} else {
			h.actions = append(h.actions, string(a))
		}
		h.values = append(h.values, v)
	}
	if !timed {
		return h.ptr.read(p)
	}
	p, part, ok := h.parseTimes(p)
	return ok && h.ptr.read(p) && h.setTouchTimes(part)
}

// diff appends the events that take player from h to next at tick: the
// actions', then the pointer's, each press and release with the At next
// sent for it (0 if none: a step lost on the way, or input without times).
func (h *held) diff(next *held, player int, tick griff.Tick, dst []input.Event) []input.Event {
	dst = h.ptr.diff(&next.ptr, player, tick, dst)
	for _, a := range h.actions {
		if _, found := slices.BinarySearch(next.actions, a); !found {
			dst = append(dst, input.Event{Tick: tick, Player: player, Action: a, At: next.releaseAt(a)})
		}
	}
	for i, a := range next.actions {
		j, found := slices.BinarySearch(h.actions, a)
		if !found {
			dst = append(dst, input.Event{Tick: tick, Player: player, Action: a, Down: true, Value: next.values[i], At: next.pressAt(a)})
		} else if h.values[j] != next.values[i] {
			dst = append(dst, input.Event{Tick: tick, Player: player, Action: a, Down: true, Value: next.values[i]})
		}
	}
	return dst
}

// handOver appends the events that move the actions h holds from player
// index from to player index to at tick: each released for from, then
// pressed for to, with its value (At 0: they were pressed before). A player's
// machine tags its local input with its player index, which is 0 until the
// host's welcome: a key held while joining went down for player 0, and
// player 1's own prediction never saw it (the multiplayer template's chick
// stood still on its player's screen for 40 of 82 steps while the host ran
// it, as the host gets the whole held state with the first input). The
// pointer is not handed over: it is the new player's at its next move.
func (h *held) handOver(from, to int, tick griff.Tick, dst []input.Event) []input.Event {
	for _, a := range h.actions {
		dst = append(dst, input.Event{Tick: tick, Player: from, Action: a})
	}
	for i, a := range h.actions {
		dst = append(dst, input.Event{Tick: tick, Player: to, Action: a, Down: true, Value: h.values[i]})
	}
	return dst
}

// source is the game's input source when it is online: the local device's
// events, plus, on the host, each remote player's as events of their player
// index; on a player's machine it sends the local held actions to the host.
type source struct {
	local  input.Source
	s      *System
	mine   held
	remote [session.MaxPlayers]held
	next   held // scratch: a remote player's input being read
	tagged int  // on a player's machine, the player index the local input was last given (see handOver)
	buf    []byte
}

// Events implements [input.Source].
func (src *source) Events(tick griff.Tick, dst []input.Event) []input.Event {
	if s := src.s; s.client != nil {
		if id := int(s.client.ID()); id != src.tagged {
			dst = src.mine.handOver(src.tagged, id, tick, dst)
			src.tagged = id
		}
	}
	start := len(dst)
	if src.local != nil {
		dst = src.local.Events(tick, dst)
	}
	src.mine.apply(dst[start:])
	src.buf = src.mine.appendTo(src.buf[:0])
	s := src.s
	switch {
	case s.host != nil:
		s.host.SetInput(tick+session.InputDelay, src.buf)
		for p := 1; p < session.MaxPlayers; p++ {
			if data, ok := s.host.Input(session.PlayerID(p), tick); ok && src.next.parse(data) {
				dst = src.remote[p].diff(&src.next, p, tick, dst)
				src.remote[p], src.next = src.next, src.remote[p]
			} else if !ok && s.dropped&(1<<p) != 0 {
				dst = src.remote[p].release(p, tick, dst)
			}
		}
	case s.client != nil:
		s.m.stamp = -1
		if step := s.client.InputStep(); step >= 0 && len(src.buf) <= session.MaxInput {
			s.client.SendInput(step, src.buf)
			s.m.stamp = step
		}
		// Prediction: the local player's input moves their own player here,
		// the pointer rounded as the host gets it.
		for i := start; i < len(dst); i++ {
			if e := &dst[i]; e.Player == 0 {
				e.Player = int(s.client.ID())
				if e.Kind == input.KindPointer || e.Kind.IsTouch() {
					e.X, e.Y = float64(pixel(e.X)), float64(pixel(e.Y))
				}
			}
		}
	}
	return dst
}

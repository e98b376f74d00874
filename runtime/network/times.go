package network

import (
	"encoding/binary"
	"slices"
	"strings"

	"github.com/griffengine/griff/griff/input"
)

// A payload's times part (see held.appendTo): when in its step each change
// the payload makes happened (input.Event.At), for the changes whose At is
// not 0. It follows the actions when the count byte has timesFlag set, as
// [n][n × entry], each entry a tag byte, for a release the action's name
// (length, bytes), and the At in whole 1/input.AtResolution steps (uint16,
// 1 to MaxAt×AtResolution). The tags, in the order entries come:
const (
	timePress   = 0x00 // | the action's index in the payload (0 to 63): it went down
	timeRelease = 0x40 // then the action's name: it went up
	timeBegan   = 0x80 // | the finger's index in the pointer part (0 to 63): it came down
	timeEnded   = 0xC0 // | the finger's index: it left
	timeIndex   = 0x3F // the index bits of a press's or a finger's tag
	timesFlag   = 0x80 // in the count byte: a times part follows the actions
	maxAtUnits  = input.MaxAt * input.AtResolution
)

// heldTime is when in its step one action of a held payload went down (its
// index in held.actions) or up (its name).
type heldTime struct {
	release bool
	index   int
	name    string
	at      uint16 // input.Event.At in 1/input.AtResolution steps, 1 to maxAtUnits
}

// heldEdge is what a sender saw of one action in a step: whether it was held
// at the step's start, and the At of its first press and last release.
type heldEdge struct {
	action             string
	wasHeld, pressed   bool
	pressAt, releaseAt uint16
}

// atUnits is e.At in whole 1/input.AtResolution steps (0 for an At that is
// not valid).
func atUnits(at float64) uint16 { return uint16(input.RoundAt(at) * input.AtResolution) }

// atOf is the input.Event.At of u units.
func atOf(u uint16) float64 { return float64(u) / input.AtResolution }

// edge notes the press (e.Down) or release of e.Action, found telling
// whether it was held before e.
func (h *held) edge(e input.Event, found bool) {
	i := slices.IndexFunc(h.edges, func(ed heldEdge) bool { return ed.action == e.Action })
	if i < 0 {
		h.edges = append(h.edges, heldEdge{action: e.Action, wasHeld: found})
		i = len(h.edges) - 1
	}
	ed := &h.edges[i]
	switch {
	case e.Down && !ed.pressed:
		ed.pressed, ed.pressAt = true, atUnits(e.At)
	case !e.Down:
		ed.releaseAt = atUnits(e.At)
	}
}

// setTimes sets h.times from the step's edges: the first press of an action
// that went down, the last release of one that went up, when their At is
// not 0. An action pressed and released within the step is not sent at all
// (see the package documentation), nor one released and pressed again.
func (h *held) setTimes() {
	h.times = h.times[:0]
	for i, a := range h.actions {
		if j := slices.IndexFunc(h.edges, func(ed heldEdge) bool { return ed.action == a }); i <= timeIndex && j >= 0 {
			if ed := h.edges[j]; !ed.wasHeld && ed.pressAt != 0 {
				h.times = append(h.times, heldTime{index: i, at: ed.pressAt})
			}
		}
	}
	presses := len(h.times)
	for _, ed := range h.edges {
		if _, held := slices.BinarySearch(h.actions, ed.action); ed.wasHeld && !held && ed.releaseAt != 0 {
			h.times = append(h.times, heldTime{release: true, name: ed.action, at: ed.releaseAt})
		}
	}
	slices.SortFunc(h.times[presses:], func(a, b heldTime) int { return strings.Compare(a.name, b.name) })
}

// timed reports whether h has a times part to send.
func (h *held) timed() bool {
	if len(h.times) > 0 {
		return true
	}
	for i, t := range h.ptr.touches {
		if i <= timeIndex && (t.beganAt != 0 || t.endedAt != 0) {
			return true
		}
	}
	return false
}

// appendTimes writes h's times part (h.timed is true).
func (h *held) appendTimes(b []byte) []byte {
	n := len(b)
	b = append(b, 0)
	count := 0
	entry := func(tag byte, name string, at uint16) {
		b = append(b, tag)
		if tag == timeRelease {
			b = append(append(b, byte(len(name))), name...)
		}
		b = binary.LittleEndian.AppendUint16(b, at)
		count++
	}
	for _, t := range h.times {
		if t.release {
			entry(timeRelease, t.name, t.at)
		} else {
			entry(timePress|byte(t.index), "", t.at)
		}
	}
	for i, t := range h.ptr.touches {
		if i <= timeIndex && t.beganAt != 0 {
			entry(timeBegan|byte(i), "", t.beganAt)
		}
	}
	for i, t := range h.ptr.touches {
		if i <= timeIndex && t.endedAt != 0 {
			entry(timeEnded|byte(i), "", t.endedAt)
		}
	}
	b[n] = byte(count)
	return b
}

// timesReader reads a times part's entries.
type timesReader struct {
	b    []byte
	left int // entries not yet read
	bad  bool
}

// next reads one entry; ok is false at the end or at the first that does not
// read.
func (r *timesReader) next() (tag byte, name string, at uint16, ok bool) {
	if r.left == 0 || r.bad || len(r.b) < 3 {
		r.bad = r.bad || r.left != 0
		return 0, "", 0, false
	}
	tag, r.b = r.b[0], r.b[1:]
	if tag == timeRelease {
		l := int(r.b[0])
		if len(r.b) < 1+l+2 {
			r.bad = true
			return 0, "", 0, false
		}
		name, r.b = string(r.b[1:1+l]), r.b[1+l:]
	} else if tag > timeRelease && tag < timeBegan {
		r.bad = true
		return 0, "", 0, false
	}
	at, r.b = binary.LittleEndian.Uint16(r.b), r.b[2:]
	if at == 0 || at > maxAtUnits {
		r.bad = true
		return 0, "", 0, false
	}
	r.left--
	return tag, name, at, true
}

// parseTimes reads a times part's action entries into h.times (h.actions
// read) and returns the bytes after the part and the part itself (its
// fingers' entries are read by setTouchTimes once the pointer part is).
// It reports false for a part that does not read or is not written the way
// appendTimes writes it (entries out of order, a press of no action, a
// release of an action held).
func (h *held) parseTimes(p []byte) (rest, part []byte, ok bool) {
	if len(p) == 0 || p[0] == 0 {
		return nil, nil, false
	}
	r := timesReader{b: p[1:], left: int(p[0])}
	prev, prevName := -1, ""
	for {
		tag, name, at, ok := r.next()
		if !ok {
			break
		}
		switch {
		case int(tag) < prev || int(tag) == prev && (tag != timeRelease || name <= prevName):
			return nil, nil, false
		case tag < timeRelease && int(tag) >= len(h.actions):
			return nil, nil, false
		case tag == timeRelease:
			if _, held := slices.BinarySearch(h.actions, name); held || !input.ValidAction(name) {
				return nil, nil, false
			}
			h.times = append(h.times, heldTime{release: true, name: name, at: at})
		case tag < timeRelease:
			h.times = append(h.times, heldTime{index: int(tag), at: at})
		}
		prev, prevName = int(tag), name
	}
	if r.bad {
		return nil, nil, false
	}
	return r.b, p[:len(p)-len(r.b)], true
}

// setTouchTimes puts a times part's fingers' entries into h.ptr.touches (the
// pointer part read); it reports false for a finger that is not there, or
// an ended one that did not end.
func (h *held) setTouchTimes(part []byte) bool {
	r := timesReader{b: part[1:], left: int(part[0])}
	for {
		tag, _, at, ok := r.next()
		if !ok {
			return !r.bad
		}
		i := int(tag & timeIndex)
		switch {
		case tag < timeBegan:
		case i >= len(h.ptr.touches):
			return false
		case tag&^timeIndex == timeBegan:
			h.ptr.touches[i].beganAt = at
		case !h.ptr.touches[i].ended:
			return false
		default:
			h.ptr.touches[i].endedAt = at
		}
	}
}

// pressAt returns the At of action a's press in h (0: none sent).
func (h *held) pressAt(a string) float64 {
	for _, t := range h.times {
		if !t.release && h.actions[t.index] == a {
			return atOf(t.at)
		}
	}
	return 0
}

// releaseAt returns the At of action a's release in h (0: none sent).
func (h *held) releaseAt(a string) float64 {
	for _, t := range h.times {
		if t.release && t.name == a {
			return atOf(t.at)
		}
	}
	return 0
}

// untimed returns payload p without its times part: a step's held actions
// and pointer as a prediction repeats them, with no press or release in it.
// dst is reused for the result when there is a part to drop.
func untimed(p, dst []byte, scratch *held) []byte {
	if len(p) == 0 || p[0]&timesFlag == 0 || !scratch.parse(p) {
		return p
	}
	scratch.times = scratch.times[:0]
	for i := range scratch.ptr.touches {
		scratch.ptr.touches[i].beganAt, scratch.ptr.touches[i].endedAt = 0, 0
	}
	return scratch.appendTo(dst[:0])
}

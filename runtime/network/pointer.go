package network

import (
	"encoding/binary"
	"math"
	"slices"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// WheelUnits is how finely the wheel is sent: 120 units a notch, Windows'
// WHEEL_DELTA (also what browsers' and SDL's high-resolution wheels count
// in), so a trackpad's fractions of a notch cross the network too.
const WheelUnits = 120

// Pointer flags: which parts follow in a payload's pointer part.
const (
	ptrKnown   = 1 << iota // the cursor's position
	ptrWheel               // the wheel's totals
	ptrTouches             // the fingers down
)

// ptrState is one player's pointer as sent every step with the held
// actions: the cursor's position rounded to whole logical pixels, the
// wheel's running totals (in 1/WheelUnits of a notch since the start, so a
// lost step loses no turn: the next total carries it) and the fingers down,
// in the order they came down. A finger that came down and left within one
// step is sent once, ended, so a short tap crosses too.
type ptrState struct {
	known     bool
	x, y      int64
	wheel     [2]int64
	wheelRest [2]float64 `griff:"-"` // the sender's fraction of a unit not yet sent
	touches   []ptrTouch
}

// ptrTouch is one finger in a ptrState.
type ptrTouch struct {
	id    int64
	x, y  int64
	ended bool
	// beganAt and endedAt are the input.Event.At of the finger coming down
	// and leaving in this step, in 1/input.AtResolution steps (0: not in
	// this step, or at its start); they cross in the payload's times part.
	beganAt, endedAt uint16
}

// pixel rounds a screen coordinate to a whole logical pixel within ±MaxCoord.
func pixel(v float64) int64 {
	if math.IsNaN(v) {
		return 0
	}
	return int64(math.Round(max(-input.MaxCoord, min(input.MaxCoord, v))))
}

// begin drops the fingers that left in the previous step: called once a step
// before the step's events.
func (p *ptrState) begin() {
	p.touches = slices.DeleteFunc(p.touches, func(t ptrTouch) bool { return t.ended })
	for i := range p.touches {
		p.touches[i].beganAt = 0
	}
}

// apply applies one pointer event (e.Kind is not KindAction), as
// input.State does.
func (p *ptrState) apply(e input.Event) {
	switch e.Kind {
	case input.KindPointer:
		p.known, p.x, p.y = true, pixel(e.X), pixel(e.Y)
	case input.KindWheel:
		for i, v := range [2]float64{e.X, e.Y} {
			if math.IsNaN(v) {
				continue
			}
			p.wheelRest[i] += float64(v * WheelUnits)
			q := math.Round(p.wheelRest[i])
			p.wheel[i] += int64(q)
			p.wheelRest[i] -= q
		}
	default:
		i := p.find(int64(e.Touch))
		if i < 0 {
			p.touches = append(p.touches, ptrTouch{id: int64(e.Touch), beganAt: atUnits(e.At)})
			i = len(p.touches) - 1
		}
		t := &p.touches[i]
		t.x, t.y = pixel(e.X), pixel(e.Y)
		t.ended = e.Kind == input.KindTouchEnded
		if t.ended {
			t.endedAt = atUnits(e.At)
		}
	}
}

// find returns the index of live finger id, or -1.
func (p *ptrState) find(id int64) int {
	for i, t := range p.touches {
		if t.id == id && !t.ended {
			return i
		}
	}
	return -1
}

// empty reports whether p is the zero state (then nothing is sent for it).
func (p *ptrState) empty() bool {
	return !p.known && p.wheel == [2]int64{} && len(p.touches) == 0
}

// appendTo writes p after a payload's actions: nothing for the zero state,
// else a flags byte and the parts it names as varints (zig-zag), a finger
// as its id times 2 plus 1 if it ended, x and y.
func (p *ptrState) appendTo(b []byte) []byte {
	if p.empty() {
		return b
	}
	var flags byte
	if p.known {
		flags |= ptrKnown
	}
	if p.wheel != [2]int64{} {
		flags |= ptrWheel
	}
	if len(p.touches) > 0 {
		flags |= ptrTouches
	}
	b = append(b, flags)
	if p.known {
		b = binary.AppendVarint(binary.AppendVarint(b, p.x), p.y)
	}
	if flags&ptrWheel != 0 {
		b = binary.AppendVarint(binary.AppendVarint(b, p.wheel[0]), p.wheel[1])
	}
	if flags&ptrTouches != 0 {
		b = binary.AppendUvarint(b, uint64(len(p.touches)))
		for _, t := range p.touches {
			id := uint64(t.id) << 1
			if t.ended {
				id |= 1
			}
			b = binary.AppendVarint(binary.AppendVarint(binary.AppendUvarint(b, id), t.x), t.y)
		}
	}
	return b
}

// maxWheel bounds a wheel total read from a payload, so a difference of two
// never overflows.
const maxWheel = 1 << 53

// read sets p from the pointer part of a payload (what appendTo wrote); it
// reports false for one that does not read or is not written the way
// appendTo writes it.
func (p *ptrState) read(b []byte) bool {
	var next ptrState
	if len(b) == 0 {
		*p = next
		return true
	}
	flags, r := b[0], varReader{b: b[1:]}
	if flags == 0 || flags > ptrKnown|ptrWheel|ptrTouches {
		return false
	}
	if flags&ptrKnown != 0 {
		next.known, next.x, next.y = true, r.coord(), r.coord()
	}
	if flags&ptrWheel != 0 {
		next.wheel = [2]int64{r.varint(maxWheel), r.varint(maxWheel)}
	}
	if flags&ptrTouches != 0 {
		n := r.uvarint(uint64(len(b)))
		for range n {
			id := r.uvarint(input.MaxTouchID<<1 | 1)
			t := ptrTouch{id: int64(id >> 1), ended: id&1 != 0, x: r.coord(), y: r.coord()}
			if r.bad || slices.ContainsFunc(next.touches, func(u ptrTouch) bool { return u.id == t.id }) {
				return false
			}
			next.touches = append(next.touches, t)
		}
	}
	if r.bad || len(r.b) != 0 || string(next.appendTo(nil)) != string(b) {
		return false // also refuses a part written otherwise (a long varint)
	}
	*p = next
	return true
}

// varReader reads varints from b, setting bad at the first that does not
// read or is out of its bound.
type varReader struct {
	b   []byte
	bad bool
}

func (r *varReader) varint(bound int64) int64 {
	v, n := binary.Varint(r.b)
	if n <= 0 || v > bound || v < -bound {
		r.bad = true
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *varReader) uvarint(bound uint64) uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 || v > bound {
		r.bad = true
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *varReader) coord() int64 { return r.varint(input.MaxCoord) }

// diff appends the pointer events that take player from p to next at tick:
// the cursor moving, the wheel turning by the totals' difference, fingers
// leaving, then fingers coming down or moving in next's order. A finger
// ended in both p and next is the same tap sent twice (a repeated or
// predicted step): nothing; hosts give every new touch a new id.
func (p *ptrState) diff(next *ptrState, player int, tick griff.Tick, dst []input.Event) []input.Event {
	ev := func(k input.EventKind, x, y float64, id int64) input.Event {
		return input.Event{Tick: tick, Player: player, Kind: k, X: x, Y: y, Touch: int(id)}
	}
	timed := func(e input.Event, at uint16) input.Event {
		e.At = atOf(at)
		return e
	}
	if next.known && (!p.known || p.x != next.x || p.y != next.y) {
		dst = append(dst, ev(input.KindPointer, float64(next.x), float64(next.y), 0))
	}
	if d := [2]int64{next.wheel[0] - p.wheel[0], next.wheel[1] - p.wheel[1]}; d != [2]int64{} {
		turn := func(v int64) float64 {
			return max(-input.MaxCoord, min(input.MaxCoord, float64(v)/WheelUnits))
		}
		dst = append(dst, ev(input.KindWheel, turn(d[0]), turn(d[1]), 0))
	}
	for _, t := range p.touches {
		if !t.ended && next.find(t.id) < 0 && !next.endedNow(t.id) {
			dst = append(dst, ev(input.KindTouchEnded, float64(t.x), float64(t.y), t.id))
		}
	}
	for _, t := range next.touches {
		i := p.find(t.id)
		if i < 0 && t.ended && p.endedNow(t.id) {
			continue // the same short tap again (a repeated or predicted step)
		}
		if i < 0 {
			dst = append(dst, timed(ev(input.KindTouchBegan, float64(t.x), float64(t.y), t.id), t.beganAt))
		} else if p.touches[i].x != t.x || p.touches[i].y != t.y {
			dst = append(dst, ev(input.KindTouchMoved, float64(t.x), float64(t.y), t.id))
		}
		if t.ended {
			dst = append(dst, timed(ev(input.KindTouchEnded, float64(t.x), float64(t.y), t.id), t.endedAt))
		}
	}
	return dst
}

// endedNow reports whether finger id is in p as one that ended.
func (p *ptrState) endedNow(id int64) bool {
	return slices.ContainsFunc(p.touches, func(t ptrTouch) bool { return t.id == id && t.ended })
}

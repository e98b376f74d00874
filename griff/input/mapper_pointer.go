package input

import "math"

// pointer appends player p's pointer events for what changed in d: the cursor,
// the wheel and the touches (see Mapper). Positions are clamped to ±MaxCoord;
// a NaN position, and a touch id out of [0, MaxTouchID], are ignored.
func (m *Mapper) pointer(d *DeviceState, p int, dst []Event) []Event {
	c := &m.cursor[p]
	if d.HasCursor && !isNaN2(d.Cursor) {
		xy := [2]float64{clampCoord(d.Cursor[0]), clampCoord(d.Cursor[1])}
		if !c.known || xy != c.xy {
			c.xy, c.known = xy, true
			dst = append(dst, Event{Player: p, Kind: KindPointer, X: xy[0], Y: xy[1]})
		}
	}
	if w := d.Wheel; !isNaN2(w) && w != [2]float64{} {
		dst = append(dst, Event{Player: p, Kind: KindWheel, X: clampCoord(w[0]), Y: clampCoord(w[1])})
	}
	return m.touchEvents(d.Touches, p, dst)
}

// touchEvents appends the touch events from the touches m last saw for player
// p to now, and remembers now.
func (m *Mapper) touchEvents(now []TouchPoint, p int, dst []Event) []Event {
	last := m.touches[p]
	for _, t := range last {
		if indexTouch(now, t.ID) < 0 {
			dst = append(dst, Event{Player: p, Kind: KindTouchEnded, Touch: t.ID, X: t.X, Y: t.Y})
		}
	}
	next := m.touches[p][len(last):]
	for _, t := range now {
		if t.ID < 0 || t.ID > MaxTouchID || math.IsNaN(t.X) || math.IsNaN(t.Y) || indexTouch(next, t.ID) >= 0 {
			continue
		}
		t.X, t.Y = clampCoord(t.X), clampCoord(t.Y)
		switch i := indexTouch(last, t.ID); {
		case i < 0:
			dst = append(dst, Event{Player: p, Kind: KindTouchBegan, Touch: t.ID, X: t.X, Y: t.Y})
		case last[i] != t:
			dst = append(dst, Event{Player: p, Kind: KindTouchMoved, Touch: t.ID, X: t.X, Y: t.Y})
		}
		next = append(next, t)
	}
	m.touches[p] = append(m.touches[p][:0], next...)
	return dst
}

func indexTouch(ts []TouchPoint, id int) int {
	for i, t := range ts {
		if t.ID == id {
			return i
		}
	}
	return -1
}

func clampCoord(v float64) float64 { return max(-MaxCoord, min(MaxCoord, v)) }

func isNaN2(v [2]float64) bool { return math.IsNaN(v[0]) || math.IsNaN(v[1]) }

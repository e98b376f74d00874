package network

import (
	"bytes"
	"math"
	"reflect"
	"time"

	"github.com/griffengine/griff/scenes"
)

// The tolerances of a prediction check (see the package documentation,
// "A player's scene"): what counts as the same state on two machines.
const (
	// PositionTolerance is how far (world units, on each axis) a predicted
	// entity's position may be from the host's and still agree: 1/16, four of
	// a network record's 1/64-unit steps (scenes.PositionUnits), a sixteenth
	// of a pixel at zoom 1. Records round positions to 1/64, so two positions
	// a float's noise apart can round a whole step apart; a 1/16-unit error
	// cannot be seen, and one that grows is corrected when it passes this.
	// The multiplayer template on a perfect network: 74 corrections a player
	// in 900 steps compared byte for byte, 3 with positions within 1/16
	// (tester 4's measurement).
	PositionTolerance = 1.0 / 16
	// FloatTolerance is how far apart two float fields of a predicted
	// entity's components (and its rotation and scale) may be and agree:
	// |a-b| <= FloatTolerance × max(1, |a|, |b|), a millionth, relative above
	// 1 and absolute below it. Floats the host and the player work out alike
	// differ by rounding noise (the template chick's resting velocity y:
	// 2.25e-23 on the host, -7.9e-23 on the player), far under a millionth;
	// a velocity a millionth of a unit a second off moves an entity 0.0036
	// units an hour. A millionth is float32's precision (2^-23 is 1.2e-7)
	// with a few steps of rounding to spare: rotations and scales cross as
	// float32.
	FloatTolerance = 1e-6
	// DurationTolerance is how far apart two time.Duration fields (a
	// platformer's time since it left the ground) may be and agree: a
	// millisecond, a sixteenth of a 60 Hz step. Machines add up step
	// durations that round to whole nanoseconds along different paths (the
	// template chick's SinceGrounded: 33.333333 ms on the player, 33.333334
	// on the host), so durations differ by nanoseconds; timers that differ by
	// a step differ by 16.7 ms.
	DurationTolerance = time.Millisecond
)

// nearFloat reports whether two float fields agree (FloatTolerance): the one
// place a float's noise is decided, for every float of a prediction check.
// NaN agrees only with NaN, an infinity only with the same infinity.
func nearFloat(a, b float64) bool {
	if a == b || a != a && b != b {
		return true
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return false // an infinity agrees only with itself (a == b above)
	}
	return math.Abs(a-b) <= FloatTolerance*max(1, math.Abs(a), math.Abs(b))
}

// nearPosition reports whether two positions' coordinates agree
// (PositionTolerance).
func nearPosition(a, b float64) bool { return math.Abs(a-b) <= PositionTolerance }

// agrees reports whether the host's record of a predicted entity has what
// this machine predicted (mine: its record of the gameplay components),
// within the tolerances above. Equal bytes agree at once (the flags aside:
// they are the scratch entity's, not the host's); otherwise both records are
// read into scratch entities and compared by field kind: the heads
// (sameHead), the entity's name, then the gameplay components (sameComponents);
// a component's kept fields and unregistered components, which only a scene
// file gives, are compared only in the bytes. A
// record of an entity that is not a root, or that does not apply, agrees: it
// cannot be compared.
func (m *mirror) agrees(mine, host []byte) bool {
	h, err := scenes.ReadNetRecordHead(host)
	if err != nil || h.Parent != 0 {
		return true
	}
	if m.scratch == nil {
		m.scratch = scenes.NewScene("prediction", nil)
		m.scratchMine = scenes.NewScene("prediction", nil)
	}
	e, err := m.scratch.ApplyNetRecord(host)
	if err != nil {
		return true
	}
	defer m.scratch.Destroy(e)
	m.buf, _ = e.AppendNetRecordOf(m.buf[:0], gameplay)
	at := flagsAt(mine)
	if len(m.buf) == len(mine) && at < len(mine) && flagsAt(m.buf) == at &&
		bytes.Equal(m.buf[:at], mine[:at]) && bytes.Equal(m.buf[at+1:], mine[at+1:]) {
		return true
	}
	mh, err := scenes.ReadNetRecordHead(mine)
	if err != nil {
		return false
	}
	my, err := m.scratchMine.ApplyNetRecord(mine)
	if err != nil {
		return false
	}
	defer m.scratchMine.Destroy(my)
	return sameHead(mh, h) && e.Name() == my.Name() && m.sameComponents(my, e)
}

// sameHead compares two records' heads: the active flag exactly, the position
// within PositionTolerance, rotation and scale within FloatTolerance.
func sameHead(a, b scenes.NetRecordHead) bool {
	return a.Active == b.Active && a.Parent == b.Parent &&
		nearPosition(a.Position.X(), b.Position.X()) && nearPosition(a.Position.Y(), b.Position.Y()) &&
		nearFloat(a.Rotation, b.Rotation) && nearFloat(a.Scale.X(), b.Scale.X()) && nearFloat(a.Scale.Y(), b.Scale.Y())
}

// sameComponents compares the gameplay components of scratch entities mine
// and host: the same types in the same order, each field agreeing (sameValue).
func (m *mirror) sameComponents(mine, host *scenes.Entity) bool {
	m.comps = m.comps[:0]
	for c, v := range host.ReadComponents() {
		if gameplay(c) {
			m.comps = append(m.comps, typed{c, v})
		}
	}
	i := 0
	for c, v := range mine.ReadComponents() {
		if !gameplay(c) {
			continue
		}
		if i >= len(m.comps) || m.comps[i].t != c ||
			!sameValue(reflect.ValueOf(v).Elem(), reflect.ValueOf(m.comps[i].v).Elem()) {
			return false
		}
		i++
	}
	return i == len(m.comps)
}

// durationType is time.Duration's type, compared within DurationTolerance.
var durationType = reflect.TypeFor[time.Duration]()

// typed is a component with its type.
type typed struct {
	t *scenes.ComponentType
	v any
}

// sameValue compares two values of one type by kind: floats (and complex
// numbers' parts) within FloatTolerance, structs, arrays and slices element
// by element, time.Duration within DurationTolerance,
// everything else (integers, booleans, strings) exactly;
// maps, pointers and interfaces, which records rarely hold, with
// reflect.DeepEqual. Both values come from records read into fresh scratch
// entities, so fields a record leaves out (net:"-") are zero on both.
func sameValue(a, b reflect.Value) bool {
	if a.Type() == durationType {
		x, y := a.Int(), b.Int()
		if x < y {
			x, y = y, x
		}
		return uint64(x)-uint64(y) <= uint64(DurationTolerance) // no wrap: x >= y
	}
	switch a.Kind() {
	case reflect.Float32, reflect.Float64:
		return nearFloat(a.Float(), b.Float())
	case reflect.Complex64, reflect.Complex128:
		x, y := a.Complex(), b.Complex()
		return nearFloat(real(x), real(y)) && nearFloat(imag(x), imag(y))
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.String:
		return a.String() == b.String()
	case reflect.Struct:
		for i := range a.NumField() {
			if !sameValue(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Array, reflect.Slice:
		if a.Len() != b.Len() {
			return false
		}
		for i := range a.Len() {
			if !sameValue(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	}
	if !a.CanInterface() || !b.CanInterface() {
		return false // an unexported map or pointer: cannot be compared, so a correction takes the host's
	}
	return reflect.DeepEqual(a.Interface(), b.Interface())
}

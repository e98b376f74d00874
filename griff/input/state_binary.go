package input

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// AppendBinary appends the whole state to buf as bytes ReadBinary takes back:
// the action names in the order first seen and, for each action and player,
// whether it is held, pressed and released this step and its value. A game's
// snapshot holds it; unlike the JSON form it keeps this step's edges, so a
// state read back is the same to the last bit. Once a pointer event has been
// applied, the top bit of the name count is set and the pointers and touches
// follow the actions (see appendPointers); a state that never saw one is
// written as before pointer input existed. It makes no allocation once buf is
// large enough.
func (s *State) AppendBinary(buf []byte) []byte {
	count := uint32(len(s.names))
	if s.pointerUsed() {
		count |= pointerFlag
	}
	buf = binary.LittleEndian.AppendUint32(buf, count)
	for _, n := range s.names {
		buf = binary.LittleEndian.AppendUint32(buf, uint32(len(n)))
		buf = append(buf, n...)
	}
	for _, sl := range s.slots {
		buf = append(buf, b2u(sl.held)|b2u(sl.pressed)<<1|b2u(sl.released)<<2)
		buf = binary.LittleEndian.AppendUint64(buf, math.Float64bits(sl.value))
	}
	if count&pointerFlag != 0 {
		buf = s.appendPointers(buf)
	}
	return buf
}

func b2u(b bool) byte {
	if b {
		return 1
	}
	return 0
}

var errShortState = errors.New("input: state: the data ends too early")

// ReadBinary reads a state AppendBinary wrote from the start of data into s
// and returns the bytes after it. It returns an error for data cut short, a
// name given twice or unknown flags, leaving s unchanged.
func (s *State) ReadBinary(data []byte) ([]byte, error) {
	u32 := func() (int, bool) {
		if len(data) < 4 {
			return 0, false
		}
		n := binary.LittleEndian.Uint32(data) &^ pointerFlag // names are far shorter
		data = data[4:]
		return int(n), true
	}
	withPointers := len(data) >= 4 && binary.LittleEndian.Uint32(data)&pointerFlag != 0
	n, ok := u32()
	if !ok || n > len(data)/4 {
		return nil, errShortState
	}
	var t State
	for range n {
		l, ok := u32()
		if !ok || l > len(data) {
			return nil, errShortState
		}
		name := string(data[:l])
		data = data[l:]
		if _, dup := t.ids[name]; dup {
			return nil, fmt.Errorf("input: state: action %q is there twice", name)
		}
		t.intern(name)
	}
	if len(data) < len(t.slots)*9 {
		return nil, errShortState
	}
	for i := range t.slots {
		f := data[0]
		if f > 7 {
			return nil, fmt.Errorf("input: state: flags %#x are not known", f)
		}
		t.slots[i] = slot{held: f&1 != 0, pressed: f&2 != 0, released: f&4 != 0, value: math.Float64frombits(binary.LittleEndian.Uint64(data[1:]))} // the edges' At is not kept: no step reads it before the next Apply clears it
		data = data[9:]
	}
	if withPointers {
		var err error
		if data, err = t.readPointers(data); err != nil {
			return nil, err
		}
	}
	t.buf = s.buf
	*s = t
	return data, nil
}

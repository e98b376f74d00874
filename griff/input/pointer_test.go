package input_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// pointerEvents is a short pointer session: the cursor moves twice in step
// 1, the wheel turns, a finger taps within step 2 and another comes down.
var pointerEvents = []input.Event{
	{Tick: 1, Kind: input.KindPointer, X: 10, Y: 20},
	{Tick: 1, Kind: input.KindPointer, X: 15, Y: 18.5},
	{Tick: 1, Action: "Click", Down: true, Value: 1},
	{Tick: 2, Kind: input.KindWheel, Y: -1},
	{Tick: 2, Kind: input.KindWheel, Y: -2},
	{Tick: 2, Kind: input.KindTouchBegan, Touch: 3, X: 100, Y: 50},
	{Tick: 2, Kind: input.KindTouchEnded, Touch: 3, X: 101, Y: 51},
	{Tick: 2, Player: 1, Kind: input.KindTouchBegan, Touch: 7, X: 1, Y: 2},
	{Tick: 3, Player: 1, Kind: input.KindTouchMoved, Touch: 7, X: 4, Y: 6},
}

func TestPointerEventsRoundTrip(t *testing.T) {
	var b bytes.Buffer
	if err := input.WriteEvents(&b, pointerEvents); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{"griff-input 2\n", "1 0 @pointer 15 18.5\n", "2 0 @wheel 0 -2\n", "2 0 @touch 3 ended 101 51\n", "3 1 @touch 7 moved 4 6\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("WriteEvents wrote\n%s\nwant a line %q", text, want)
		}
	}
	got, err := input.ReadEvents(strings.NewReader(text))
	if err != nil || !slices.Equal(got, pointerEvents) {
		t.Errorf("ReadEvents = %v, %v\nwant %v", got, err, pointerEvents)
	}
	b.Reset()
	input.WriteEvents(&b, pointerEvents[2:3])
	if !strings.HasPrefix(b.String(), "griff-input 1\n") {
		t.Errorf("a list with no pointer event starts %q, want version 1", b.String())
	}
}

func TestStatePointer(t *testing.T) {
	var s input.State
	s.Apply(pointerEvents[:3])
	want := input.Pointer{X: 15, Y: 18.5, DX: 5, DY: -1.5, Known: true, Moved: true}
	if got := s.Pointer(0); got != want {
		t.Errorf("step 1: Pointer(0) = %+v, want %+v", got, want)
	}
	s.Apply(pointerEvents[3:8])
	want = input.Pointer{X: 15, Y: 18.5, WheelY: -3, Known: true}
	if got := s.Pointer(0); got != want {
		t.Errorf("step 2: Pointer(0) = %+v, want %+v", got, want)
	}
	tap := []input.Touch{{ID: 3, X: 101, Y: 51, Began: true, Ended: true}}
	if got := s.Touches(0, nil); !slices.Equal(got, tap) {
		t.Errorf("step 2: Touches(0) = %v, want %v", got, tap)
	}
	s.Apply(pointerEvents[8:])
	if got := s.Touches(0, nil); len(got) != 0 {
		t.Errorf("step 3: Touches(0) = %v, want the tap gone", got)
	}
	held := []input.Touch{{ID: 7, X: 4, Y: 6}}
	if got := s.Touches(1, nil); !slices.Equal(got, held) {
		t.Errorf("step 3: Touches(1) = %v, want %v", got, held)
	}
	if got := s.Pointer(0); got.WheelY != 0 || got.Moved {
		t.Errorf("step 3: Pointer(0) = %+v, want the wheel and movement cleared", got)
	}
}

func TestStateBinaryPointer(t *testing.T) {
	var s input.State
	s.Apply(pointerEvents[:3])
	s.Apply(pointerEvents[3:8])
	data := s.AppendBinary(nil)
	var r input.State
	rest, err := r.ReadBinary(append(data, 9))
	if err != nil || !bytes.Equal(rest, []byte{9}) {
		t.Fatalf("ReadBinary = %v, %v, want the trailing byte", rest, err)
	}
	if again := r.AppendBinary(nil); !bytes.Equal(again, data) {
		t.Errorf("the state read back writes\n%x\nwant\n%x", again, data)
	}
	if r.Pointer(0) != s.Pointer(0) || !slices.Equal(r.Touches(1, nil), s.Touches(1, nil)) {
		t.Errorf("read back Pointer %+v, touches %v; want %+v, %v", r.Pointer(0), r.Touches(1, nil), s.Pointer(0), s.Touches(1, nil))
	}
	for n := range data {
		if _, err := r.ReadBinary(data[:n]); err == nil {
			t.Fatalf("ReadBinary of the first %d of %d bytes succeeded", n, len(data))
		}
	}
	var plain input.State
	plain.Apply(pointerEvents[2:3])
	if b := plain.AppendBinary(nil); b[3]&0x80 != 0 {
		t.Errorf("a state with no pointer event sets the pointer flag: %x", b)
	}
}

func TestMapperPointer(t *testing.T) {
	var m input.Mapper
	players := []input.PlayerDevices{{NoGamepad: true}, {Keyboard: true}}
	d := &input.DeviceState{HasCursor: true, Cursor: [2]float64{5, 6}, Wheel: [2]float64{0, 1},
		Touches: []input.TouchPoint{{ID: 1, X: 1, Y: 1}, {ID: 2, X: 2, Y: 2}}}
	frames := []func(){
		func() {},
		func() { d.Wheel = [2]float64{}; d.Touches = d.Touches[1:]; d.Touches[0].X = 3 },
		func() { d.Cursor[0] = 3e6; d.Touches = []input.TouchPoint{{ID: 1, X: 9, Y: 9}} },
	}
	want := [][]input.Event{
		{{Player: 1, Kind: input.KindPointer, X: 5, Y: 6}, {Player: 1, Kind: input.KindWheel, Y: 1},
			{Player: 1, Kind: input.KindTouchBegan, Touch: 1, X: 1, Y: 1}, {Player: 1, Kind: input.KindTouchBegan, Touch: 2, X: 2, Y: 2}},
		{{Player: 1, Kind: input.KindTouchEnded, Touch: 1, X: 1, Y: 1}, {Player: 1, Kind: input.KindTouchMoved, Touch: 2, X: 3, Y: 2}},
		{{Player: 1, Kind: input.KindPointer, X: input.MaxCoord, Y: 6}, {Player: 1, Kind: input.KindTouchEnded, Touch: 2, X: 3, Y: 2},
			{Player: 1, Kind: input.KindTouchBegan, Touch: 1, X: 9, Y: 9}},
	}
	for i, change := range frames {
		change()
		if got := m.Update(d, nil, players, nil); !slices.Equal(got, want[i]) {
			t.Errorf("frame %d: Update = %v\nwant %v", i, got, want[i])
		}
	}
}

// FuzzStateBinary reads any bytes as a state's binary form: nothing panics,
// and a state that reads writes bytes that read back to a state writing the
// same bytes again (the pointer part included).
func FuzzStateBinary(f *testing.F) {
	var s input.State
	s.Apply(pointerEvents[:3])
	s.Apply(pointerEvents[3:8])
	f.Add(s.AppendBinary(nil))
	var plain input.State
	plain.Apply(pointerEvents[2:3])
	f.Add(plain.AppendBinary(nil))
	f.Fuzz(func(t *testing.T, data []byte) {
		var r input.State
		if _, err := r.ReadBinary(data); err != nil {
			return
		}
		once := r.AppendBinary(nil)
		var r2 input.State
		rest, err := r2.ReadBinary(once)
		if err != nil || len(rest) != 0 {
			t.Fatalf("what a read state wrote, %x, does not read back: %v (%d bytes left)", once, err, len(rest))
		}
		if twice := r2.AppendBinary(nil); !bytes.Equal(twice, once) {
			t.Fatalf("wrote %x, then %x", once, twice)
		}
	})
}

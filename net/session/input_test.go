package session

import (
	"bytes"
	"encoding/binary"
	"testing"

	"github.com/griffengine/griff/griff"
)

// inputPacket writes an input packet as Client.sendInputs does: newest step
// first, each input whole or as a repeat of the one before.
func inputPacket(newest griff.Tick, inputs ...[]byte) []byte {
	b := []byte{byte(kindInput)}
	b = binary.AppendUvarint(b, 0)
	b = binary.AppendUvarint(b, uint64(newest))
	b = append(b, byte(len(inputs)))
	for i, d := range inputs {
		var newer []byte
		if i > 0 {
			newer = inputs[i-1]
		}
		b = appendInput(b, d, newer, i > 0)
	}
	return b
}

// A held key sends the same input every step: the repeats cost a byte each,
// and the host reads every step's input back, an empty one included.
func TestInputRepeatsCostAByte(t *testing.T) {
	right := []byte("held: right, 1.0")
	inputs := [][]byte{right, right, right, {}, {}, []byte("up"), right, right, right}
	msg := inputPacket(20, inputs...)
	if want := 4 + (1 + len(right)) + 1 + 1 + 1 + 1 + 3 + (1 + len(right)) + 1 + 1; len(msg) != want {
		t.Errorf("the packet is %d bytes, want %d", len(msg), want)
	}
	h := NewHost(nil, HostConfig{})
	h.players[1] = &hostPlayer{Player: Player{ID: 1, Connected: true}, acked: -1}
	if err := h.message(1, msg); err != nil {
		t.Fatal(err)
	}
	for i, want := range inputs {
		got, ok := h.Input(1, griff.Tick(20-i))
		if !ok || !bytes.Equal(got, want) {
			t.Errorf("step %d: the host read %q (%v), want %q", 20-i, got, ok, want)
		}
	}
}

// A repeat with nothing before it, or a length past the end, is malformed.
func TestInputRepeatFirstIsMalformed(t *testing.T) {
	for _, msg := range [][]byte{
		{byte(kindInput), 0, 5, 1, 0},
		{byte(kindInput), 0, 5, 2, 2, 'a', 3, 'b'},
		{byte(kindInput), 0, 5, 1, 0xff, 0x7f},
	} {
		h := NewHost(nil, HostConfig{})
		h.players[1] = &hostPlayer{Player: Player{ID: 1, Connected: true}, acked: -1}
		if err := h.message(1, msg); err != ErrMalformed {
			t.Errorf("%v read with error %v, want ErrMalformed", msg, err)
		}
	}
}

package session

import (
	"bytes"
	"testing"
)

// Packing and unpacking gives the message back, at every size.
func TestPackRoundTrip(t *testing.T) {
	var p packer
	var u unpacker
	for _, n := range []int{0, 47, 48, 100, 1000, 40000, 200000} {
		msg := []byte{byte(kindSnapshot)}
		for i := range n {
			msg = append(msg, byte(i%7), 0, 0, byte(i/91))
		}
		z := p.pack(msg)
		if kind(z[0]) != kindSnapshotZ {
			if n >= 100 {
				t.Errorf("a message of %d bytes was not packed", len(msg))
			}
			continue
		}
		got, err := u.unpack(append([]byte(nil), z[1:]...))
		if err != nil || !bytes.Equal(got, msg) {
			t.Errorf("a message of %d bytes packed to %d unpacks to %d bytes (%v)", len(msg), len(z), len(got), err)
		}
	}
}

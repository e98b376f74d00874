package network

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// FuzzHeld reads any bytes as a player's input payload: it never panics,
// and what reads writes back the same.
func FuzzHeld(f *testing.F) {
	var h held
	h.apply([]input.Event{{Action: "jump", Down: true, Value: 1}, {Action: "left", Down: true, Value: -0.5}})
	f.Add(h.appendTo(nil))
	h.apply([]input.Event{{Kind: input.KindPointer, X: 1279, Y: -3}, {Kind: input.KindWheel, Y: -0.25},
		{Kind: input.KindTouchBegan, Touch: 4, X: 1, Y: 2}, {Kind: input.KindTouchEnded, Touch: 9}})
	f.Add(h.appendTo(nil))
	f.Add([]byte{0})
	f.Add([]byte{0, ptrKnown, 0x80, 0x00, 0})
	f.Fuzz(func(t *testing.T, p []byte) {
		var h held
		if h.read(p) && string(h.appendTo(nil)) != string(p) {
			t.Fatalf("payload %x reads and writes back as %x", p, h.appendTo(nil))
		}
	})
}

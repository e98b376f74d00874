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
	f.Add([]byte{0})
	f.Fuzz(func(t *testing.T, p []byte) {
		var h held
		if h.read(p) && string(h.appendTo(nil)) != string(p) {
			t.Fatalf("payload %x reads and writes back as %x", p, h.appendTo(nil))
		}
	})
}

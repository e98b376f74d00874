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
	h.apply([]input.Event{{Action: "jump", At: 0.5}, {Action: "hit", Down: true, Value: 1, At: 0.2998046875},
		{Kind: input.KindTouchBegan, Touch: 5, At: 1.25}, {Kind: input.KindTouchEnded, Touch: 4, At: 8}})
	f.Add(h.appendTo(nil)) // with times: a press, a release, a finger down and one up
	f.Add([]byte{0})
	f.Add([]byte{0, ptrKnown, 0x80, 0x00, 0})
	f.Add([]byte{timesFlag, 1, timeRelease, 1, 'a', 0, 0x20})
	seed := h.appendTo(nil)
	f.Fuzz(func(t *testing.T, p []byte) {
		var h held
		if h.read(p) && string(h.appendTo(nil)) != string(p) {
			t.Fatalf("payload %x reads and writes back as %x", p, h.appendTo(nil))
		}
		// parse into a held that holds another input reads the same
		var s held
		s.parse(seed)
		if ok := s.parse(p); ok != h.read(p) || ok && string(s.appendTo(nil)) != string(p) {
			t.Fatalf("payload %x parses (%v) as %x into a used held", p, ok, s.appendTo(nil))
		}
	})
}

// A host reads every player's input each step into a scratch held: once
// settled that allocates nothing.
func TestParseHeldAllocatesNothing(t *testing.T) {
	var h held
	h.apply([]input.Event{{Action: "jump", Down: true, Value: 1}, {Action: "left", Down: true, Value: -0.5}})
	p := h.appendTo(nil)
	var a, b held
	a.parse(p)
	b.parse(p)
	if n := testing.AllocsPerRun(100, func() {
		if !a.parse(p) {
			t.Fatal("the payload does not parse")
		}
		a, b = b, a
	}); n != 0 {
		t.Errorf("parsing a steady input allocates %v times, want 0", n)
	}
	if got := a.appendTo(nil); string(got) != string(p) {
		t.Errorf("parsed %x, want %x", got, p)
	}
}

package network

import (
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// The pointer part of a payload is small: the cursor anywhere on a
// 1280×720 screen costs 5 bytes, and a player who never used the pointer
// sends the payload of before.
func TestPointerPayloadSize(t *testing.T) {
	var h held
	h.apply([]input.Event{{Action: "click", Down: true, Value: 1}})
	base := len(h.appendTo(nil))
	h.apply([]input.Event{{Kind: input.KindPointer, X: 1279.4, Y: 719.6}})
	b := h.appendTo(nil)
	if got := len(b) - base; got != 5 {
		t.Errorf("the cursor at (1279, 720) costs %d bytes, want 5", got)
	}
	var back held
	if !back.read(b) || back.ptr.x != 1279 || back.ptr.y != 720 || !back.ptr.known {
		t.Errorf("payload %x reads back as %+v, want the cursor at (1279, 720)", b, back.ptr)
	}
	h.apply([]input.Event{{Kind: input.KindWheel, X: 0.001, Y: 2}})
	if got := len(h.appendTo(nil)) - base; got != 8 {
		t.Errorf("the cursor and a wheel of 2 notches cost %d bytes, want 8", got)
	}
}

// A short tap sent again (a repeated or predicted step) is not a second tap.
func TestRepeatedTapIsOneTap(t *testing.T) {
	var h held
	h.apply([]input.Event{{Kind: input.KindTouchBegan, Touch: 3, X: 1, Y: 1}, {Kind: input.KindTouchEnded, Touch: 3, X: 1, Y: 1}})
	var none, once, twice held
	once.read(h.appendTo(nil))
	twice.read(h.appendTo(nil))
	if got := none.diff(&once, 1, 5, nil); len(got) != 2 || got[0].Kind != input.KindTouchBegan || got[1].Kind != input.KindTouchEnded {
		t.Errorf("a tap gives %v, want began and ended", got)
	}
	if got := once.diff(&twice, 1, 6, nil); len(got) != 0 {
		t.Errorf("the same tap again gives %v, want nothing", got)
	}
	h.apply(nil) // the next step: the tap is gone
	var after held
	after.read(h.appendTo(nil))
	if got := once.diff(&after, 1, 6, nil); len(got) != 0 {
		t.Errorf("the step after a tap gives %v, want nothing", got)
	}
}

package network

import (
	"bytes"
	"slices"
	"testing"

	"github.com/griffengine/griff/griff/input"
)

// Input without times sends the payload it sent before times were sent; a
// press with an At costs 4 bytes in its step only (a count, a tag and the
// At), and the host's events carry it exactly.
func TestTimesPayload(t *testing.T) {
	var plain, timed held
	press := []input.Event{{Action: "hit", Down: true, Value: 1}, {Action: "left", Down: true, Value: -1}}
	plain.apply(press)
	want := []byte{2, 3, 'h', 'i', 't', 0, 0, 0, 0, 0, 0, 0xf0, 0x3f, 4, 'l', 'e', 'f', 't', 0, 0, 0, 0, 0, 0, 0xf0, 0xbf}
	if got := plain.appendTo(nil); !bytes.Equal(got, want) {
		t.Fatalf("a press without a time: payload %x, want %x", got, want)
	}
	at := input.RoundAt(0.3)
	press[0].At = at
	timed.apply(press)
	b := timed.appendTo(nil)
	if len(b) != len(want)+4 || b[0] != 2|timesFlag {
		t.Fatalf("a press at %v: payload %x (%d bytes), want %d with the times flag", at, b, len(b), len(want)+4)
	}
	var none, back held
	if !back.read(b) {
		t.Fatalf("payload %x does not read", b)
	}
	got := none.diff(&back, 1, 9, nil)
	if len(got) != 2 || got[0].Action != "hit" || got[0].At != at || got[1].At != 0 {
		t.Errorf("the host's events %+v, want hit at %v and left at 0", got, at)
	}
	// The next step holds the same: no times, the payload of before.
	timed.apply(nil)
	if got := timed.appendTo(nil); !bytes.Equal(got, want) {
		t.Errorf("the step after the press: payload %x, want %x", got, want)
	}
	// A release at 7.5 steps (a frame that took several).
	timed.apply([]input.Event{{Action: "hit", At: 7.5}})
	back.read(timed.appendTo(nil))
	var before held
	before.read(want)
	if got := before.diff(&back, 1, 10, nil); len(got) != 1 || got[0].Down || got[0].At != 7.5 {
		t.Errorf("a release at 7.5: events %+v", got)
	}
}

// The times a sender keeps are a step's first press and last release of an
// action that went down or up in it; a tap within one step, or a release and
// press again, sends none (the host sees no change).
func TestTimesEdges(t *testing.T) {
	var h held
	h.apply([]input.Event{{Action: "a", Down: true, Value: 1, At: 0.25}, {Action: "a", At: 0.5}, {Action: "a", Down: true, Value: 1, At: 0.75},
		{Action: "b", Down: true, Value: 1, At: 0.5}, {Action: "b", At: 0.625}})
	if len(h.times) != 1 || h.times[0] != (heldTime{index: 0, at: 256}) {
		t.Errorf("times %+v, want a's first press at 256/1024", h.times)
	}
	h.apply([]input.Event{{Action: "a", At: 0.125}, {Action: "a", Down: true, Value: 1, At: 0.25}, {Action: "c", Down: true, Value: 1},
		{Action: "z", Down: true, Value: 1, At: 1}})
	if len(h.times) != 1 || h.times[0] != (heldTime{index: 2, at: 1024}) {
		t.Errorf("times %+v, want only z's press (index 2) at 1024/1024", h.times)
	}
	h.apply([]input.Event{{Action: "z", At: 0.5}, {Action: "c", At: 0.25}, {Action: "a", At: 0}})
	want := []heldTime{{release: true, name: "c", at: 256}, {release: true, name: "z", at: 512}}
	if !slices.Equal(h.times, want) {
		t.Errorf("times %+v, want the releases of c and z by name", h.times)
	}
}

// A finger's coming down and leaving cross with their times, also a tap
// within one step; a predicted step (untimed) repeats the fingers without
// them.
func TestTouchTimesCross(t *testing.T) {
	var h held
	h.apply([]input.Event{{Kind: input.KindTouchBegan, Touch: 4, X: 10, Y: 20, At: 0.5},
		{Kind: input.KindTouchBegan, Touch: 6, X: 1, Y: 2, At: 0.25}, {Kind: input.KindTouchEnded, Touch: 6, X: 1, Y: 2, At: 0.75}})
	b := h.appendTo(nil)
	var none, back held
	if !back.read(b) {
		t.Fatalf("payload %x does not read", b)
	}
	got := none.diff(&back, 2, 3, nil)
	ats := []float64{}
	for _, e := range got {
		ats = append(ats, e.At)
	}
	if !slices.Equal(ats, []float64{0.5, 0.25, 0.75}) || got[2].Kind != input.KindTouchEnded {
		t.Errorf("events %+v, want finger 4 began at 0.5, finger 6 began at 0.25 and ended at 0.75", got)
	}
	var scratch held
	u := untimed(b, nil, &scratch)
	if u[0]&timesFlag != 0 || len(u) != len(b)-1-3*3 {
		t.Errorf("untimed(%x) = %x, want the payload without its 10-byte times part", b, u)
	}
	h.apply([]input.Event{{Kind: input.KindTouchEnded, Touch: 4, X: 10, Y: 20, At: 2}})
	var after held
	if !after.read(h.appendTo(nil)) {
		t.Fatal("the next step does not read")
	}
	if got := back.diff(&after, 2, 4, nil); len(got) != 1 || got[0].Kind != input.KindTouchEnded || got[0].At != 2 {
		t.Errorf("the next step's events %+v, want finger 4 ended at 2", got)
	}
}

// Payloads whose times part is not as appendTimes writes it are refused.
func TestBadTimes(t *testing.T) {
	var h held
	h.apply([]input.Event{{Action: "a", Down: true, Value: 1}, {Kind: input.KindTouchBegan, Touch: 1}})
	base := h.appendTo(nil)            // [1][1 'a' f64][ptr: flags, n, id, x, y]
	acts, ptr := base[1:11], base[11:] // the action and the pointer part
	payload := func(times ...byte) []byte {
		return slices.Concat([]byte{1 | timesFlag}, acts, times, ptr)
	}
	var good held
	if !good.read(payload(1, timePress, 1, 0)) || !good.read(payload(2, timeRelease, 1, 'b', 1, 0, timeBegan, 0, 4)) {
		t.Fatal("well-formed times are refused")
	}
	for name, p := range map[string][]byte{
		"no entries":                    payload(0),
		"an At of 0":                    payload(1, timePress, 0, 0),
		"an At past MaxAt":              payload(1, timePress, 1, 0x20),
		"a press of no action":          payload(1, timePress|1, 1, 0),
		"a release of one held":         payload(1, timeRelease, 1, 'a', 1, 0),
		"a release of a bad name":       payload(1, timeRelease, 1, ' ', 1, 0),
		"releases out of order":         payload(2, timeRelease, 1, 'c', 1, 0, timeRelease, 1, 'b', 1, 0),
		"an entry twice":                payload(2, timePress, 1, 0, timePress, 2, 0),
		"an unknown tag":                payload(1, 0x41, 1, 0),
		"a finger not there":            payload(1, timeBegan|1, 1, 0),
		"an end of a finger still down": payload(1, timeEnded, 1, 0),
		"a cut entry":                   payload(1, timePress, 1),
		"fewer entries than counted":    payload(2, timePress, 1, 0),
		"the flag without a part":       slices.Concat([]byte{1 | timesFlag}, acts),
	} {
		var r held
		if r.read(p) {
			t.Errorf("%s: payload %x reads", name, p)
		}
	}
}

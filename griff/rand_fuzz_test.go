package griff_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/griffengine/griff/griff"
)

// FuzzRandJSON reads any bytes as a Rand's JSON form and as its State: nothing
// panics, a failed read leaves the stream where it was, and what reads writes
// back to the same position, which draws the same numbers.
func FuzzRandJSON(f *testing.F) {
	r := griff.NewRand(17)
	b, _ := json.Marshal(r)
	f.Add(b)
	f.Add(r.State())
	for _, s := range []string{`"00ff"`, `"zz"`, `12`, `null`, `"` + "00112233445566778899aabbccddeeff" + `"`, `""`, `"\u0030"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRandJSON(t, data)
		checkRandRestore(t, data)
	})
}

// checkRandJSON reads data as a Rand's JSON and checks the round trip.
func checkRandJSON(t *testing.T, data []byte) {
	q := griff.NewRand(5)
	before := q.State()
	if err := q.UnmarshalJSON(data); err != nil {
		if !bytes.Equal(q.State(), before) {
			t.Fatalf("a failed UnmarshalJSON(%q) moved the stream", data)
		}
		return
	}
	out, err := json.Marshal(q)
	if err != nil {
		t.Fatalf("Marshal after UnmarshalJSON(%q): %v", data, err)
	}
	var back griff.Rand
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatalf("Unmarshal(%s), written from %q: %v", out, data, err)
	}
	sameStream(t, q, &back)
}

// checkRandRestore reads data as a Rand's State and checks the round trip.
func checkRandRestore(t *testing.T, data []byte) {
	q := griff.NewRand(9)
	before := q.State()
	if err := q.Restore(data); err != nil {
		if len(data) == 16 {
			t.Fatalf("Restore of 16 bytes %x: %v", data, err)
		}
		if !bytes.Equal(q.State(), before) {
			t.Fatalf("a failed Restore(%x) moved the stream", data)
		}
		return
	}
	if got := q.State(); !bytes.Equal(got, data) {
		t.Fatalf("State after Restore(%x) = %x", data, got)
	}
	var back griff.Rand
	if err := back.Restore(q.State()); err != nil {
		t.Fatal(err)
	}
	sameStream(t, q, &back)
}

// sameStream fails unless a and b are at the same position and draw the same
// numbers.
func sameStream(t *testing.T, a, b *griff.Rand) {
	t.Helper()
	if !bytes.Equal(a.State(), b.State()) {
		t.Fatalf("state %x read back as %x", a.State(), b.State())
	}
	for i := range 3 {
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("draw %d: %#x, read back %#x", i, x, y)
		}
	}
}

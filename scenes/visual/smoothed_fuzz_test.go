package visual_test

import (
	"encoding/json"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/visual"
)

// FuzzSmoothedJSON reads any bytes as the JSON of a Smoothed float, colour and
// vector (the kinds the drawing components keep): nothing panics, a value read
// is snapped (drawn as it is at any blend), and it writes a form that reads
// back to the same value.
func FuzzSmoothedJSON(f *testing.F) {
	for _, s := range []string{`0.5`, `-0`, `1e308`, `"#ff800080"`, `"#gg"`, `[1,2]`, `[1e400,0]`, `null`, `true`, `{"x":1}`, `"x"`, `[1,2,3]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		smoothedRoundTrip(t, data, visual.LerpFloat)
		smoothedRoundTrip(t, data, visual.LerpColor)
		smoothedRoundTrip(t, data, visual.LerpVec)
	})
}

// smoothedRoundTrip reads data as a Smoothed[T] and checks the round trip.
func smoothedRoundTrip[T any](t *testing.T, data []byte, lerp func(a, b T, t float64) T) {
	t.Helper()
	var s visual.Smoothed[T]
	if err := json.Unmarshal(data, &s); err != nil {
		return
	}
	first, err := json.Marshal(s)
	if err != nil {
		// A value JSON reads that it cannot write would lose a saved game.
		t.Fatalf("Smoothed[%T] read from %q does not write: %v", s.Value(), data, err)
	}
	at, _ := json.Marshal(s.At(griff.Tick(1), 0.5, lerp))
	prev, _ := json.Marshal(s.Previous())
	if string(at) != string(first) || string(prev) != string(first) {
		t.Fatalf("Smoothed[%T] read from %q is not snapped: value %s, previous %s, drawn %s", s.Value(), data, first, prev, at)
	}
	var back visual.Smoothed[T]
	if err := json.Unmarshal(first, &back); err != nil {
		t.Fatalf("Smoothed[%T]: %s, written from %q, does not read: %v", s.Value(), first, data, err)
	}
	if second, err := json.Marshal(back); err != nil || string(second) != string(first) {
		t.Fatalf("Smoothed[%T]: %s read back and written as %s, %v", s.Value(), first, second, err)
	}
}

package rhythm

import (
	"errors"
	"testing"
)

// TestDecodeHit: a hit reads back as written; every malformed payload is
// refused with errPayload.
func TestDecodeHit(t *testing.T) {
	h, err := decodeHit(encodeHit(3, true, 1234, 0.5, -40))
	if err != nil || h.lane != 3 || !h.release || h.tick != 1234 || h.at != 512 || h.latency != -40 {
		t.Fatalf("decoded %+v, %v", h, err)
	}
	for _, bad := range [][]byte{
		nil,
		make([]byte, 9),
		{10, 0, 0, 0, 0, 1, 0, 0, 0, 0},         // lane 11
		{0, 2, 0, 0, 0, 1, 0, 0, 0, 0},          // kind 2
		{0, 0, 0, 0, 0, 1, 0x20, 0x01, 0, 0},    // At 8193/1024 steps
		{0, 0, 0, 0, 0, 1, 0, 0, 0x03, 0xe9},    // calibration 1001 ms
		{0, 0, 0, 0, 0, 1, 0, 0, 0xfc, 0x17, 0}, // 11 bytes
	} {
		if _, err := decodeHit(bad); !errors.Is(err, errPayload) {
			t.Errorf("decodeHit(%v): %v, want errPayload", bad, err)
		}
	}
}

// TestMomentOf: step 62 at 60 steps a second starts at 61/60 s, to the
// nanosecond below (1,016,666,666 ns) and lasts 16,666,667 ns.
func TestMomentOf(t *testing.T) {
	if got := momentOf(62, 0, 60); got != 1_016_666_666 {
		t.Errorf("step 62 starts at %d ns", got)
	}
	if got := momentOf(62, 512, 60); got != 1_016_666_666+8_333_333 {
		t.Errorf("half into step 62 at %d ns", got)
	}
}

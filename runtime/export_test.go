package runtime

import (
	"encoding/binary"
	"hash/crc32"
	"time"

	"github.com/griffengine/griff/griff"
)

// ClockSteps exposes Clock.steps to tests.
func ClockSteps(c *Clock, d time.Duration) int { return c.steps(d) }

// NewTestClock returns a fresh clock at rate steps per second.
func NewTestClock(rate int) *Clock {
	c := newClock(rate)
	return &c
}

// ClockAdvance exposes Clock.advance to tests.
func ClockAdvance(c *Clock) { c.advance(false) }

// Reseal puts a right check sum at the end of data (a snapshot with bytes
// changed), so a fuzz target reaches past the check sum into the reader.
func Reseal(data []byte) []byte {
	if len(data) < 4 {
		return data
	}
	out := append([]byte(nil), data...)
	n := len(out) - 4
	binary.LittleEndian.PutUint32(out[n:], crc32.Checksum(out[:n], crcTable))
	return out
}

// SetClockTime puts the clock's game time in 1/rate ns (acc) and in ns (now)
// where a test needs them, e.g. near overflow.
func SetClockTime(c *Clock, acc int64, now int64) { c.acc, c.now = acc, griff.Time(now) }

package hosting_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
)

// A server's status line (Serve, ServeMatches) comes once a second of wall
// time, whatever happens: after the process was paused for 16 s, the next
// quarter second of frames gives one line, not the 16 it missed.
func TestStatusLineOnceASecondAfterAPause(t *testing.T) {
	var r hosting.StatusEvery
	step := time.Second / 60
	count := func(from, to time.Duration) (n int) {
		for now := from; now < to; now += step {
			if r.Due(now) {
				n++
			}
		}
		return n
	}
	if n := count(step, 3*time.Second+step); n != 3 {
		t.Errorf("%d lines in the first 3 s, want 3", n)
	}
	from := 3*time.Second + 16*time.Second // paused for 16 s
	if n := count(from, from+time.Second/4); n != 1 {
		t.Errorf("%d lines in the quarter second after a 16 s pause, want 1", n)
	}
	if n := count(from+time.Second/4, from+10*time.Second+step); n != 10 {
		t.Errorf("%d lines in the 9.75 s after that, want 10 (one a second, on whole seconds)", n)
	}
}

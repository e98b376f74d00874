package mixer_test

import (
	"io"
	"math"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
)

// dc returns a mono sound of frames frames, all v.
func dc(v float32, frames, rate int) *audio.Sound {
	s := &audio.Sound{Rate: rate, Channels: 1, Samples: make([]float32, frames)}
	for i := range s.Samples {
		s.Samples[i] = v
	}
	return s
}

// constStream is a stereo stream of frames frames of (l, r).
type constStream struct {
	l, r   float32
	frames int
	pos    int
}

func (c *constStream) SampleRate() int { return 48000 }
func (c *constStream) Channels() int   { return 2 }
func (c *constStream) Rewind() error   { c.pos = 0; return nil }
func (c *constStream) Read(dst []float32) (int, error) {
	n := min(len(dst)/2, c.frames-c.pos)
	if n == 0 {
		return 0, io.EOF
	}
	for i := 0; i < n; i++ {
		dst[2*i], dst[2*i+1] = c.l, c.r
	}
	c.pos += n
	return 2 * n, nil
}

// rig is a mixer at 48 kHz with a capture output started on it.
func rig(t testing.TB, opts mixer.Options) (*mixer.Mixer, *audio.Capture) {
	opts.Rate = 48000
	m := mixer.New(opts)
	c := audio.NewCapture(48000)
	if err := c.Start(m); err != nil {
		t.Fatal(err)
	}
	return m, c
}

func pull(t testing.TB, c *audio.Capture, frames int) []float32 {
	t.Helper()
	s, err := c.Pull(frames)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

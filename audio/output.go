package audio

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
)

// BytesPerFrame is the size of one frame of the mixed signal as an Output reads it:
// two little-endian float32 values (left, right).
const BytesPerFrame = 8

// Output plays the mixed signal on a device. The host opens it (choosing the sample
// rate) and hands it to the game; the game calls Start once with the mixer's reader.
//
// The signal read from src is interleaved stereo float32, little-endian
// (BytesPerFrame bytes a frame), at SampleRate(). An Output pulls from src on its
// own schedule (oto v3 does so from its own goroutine): src must be safe for that,
// as the mixer's Read is.
type Output interface {
	// SampleRate returns the device rate. The unit is frames per second.
	SampleRate() int
	// Start begins pulling from src. Start returns an error if the device fails.
	// Calling Start twice is a programming error unless the implementation says
	// otherwise (hosting/ebitenhost's SoundOutput replaces the source); others may
	// panic.
	Start(src io.Reader) error
	// Close stops pulling and releases the device as far as the platform allows
	// (oto cannot close its context, so SoundOutput only suspends the device).
	// Close after Close does nothing.
	Close() error
}

// None is the Output of a host without sound (a dedicated server, a headless test):
// it reports a rate and never pulls, so the mixer never advances.
// The zero value reports 48000 frames per second.
type None struct {
	// Rate is the reported sample rate in frames per second; 0 means 48000.
	Rate int
}

// SampleRate returns n.Rate, or 48000 if it is 0.
func (n None) SampleRate() int {
	if n.Rate <= 0 {
		return 48000
	}
	return n.Rate
}

// Start does nothing and returns nil.
func (None) Start(io.Reader) error { return nil }

// Close does nothing and returns nil.
func (None) Close() error { return nil }

// Capture is an Output for tests: it pulls only when asked (Pull) and records every
// frame it pulled. It is not safe for concurrent use.
type Capture struct {
	rate    int
	src     io.Reader
	buf     []byte
	samples []float32
}

// NewCapture returns a Capture that reports rate frames per second.
// NewCapture panics if rate <= 0.
func NewCapture(rate int) *Capture {
	if rate <= 0 {
		panic(fmt.Sprintf("audio: NewCapture: rate %d <= 0", rate))
	}
	return &Capture{rate: rate}
}

// SampleRate returns the rate given to NewCapture.
func (c *Capture) SampleRate() int { return c.rate }

// Start remembers src. Start panics if called twice.
func (c *Capture) Start(src io.Reader) error {
	if c.src != nil {
		panic("audio: Capture.Start called twice")
	}
	c.src = src
	return nil
}

// Close does nothing and returns nil.
func (c *Capture) Close() error { return nil }

// Pull reads frames frames from the source as an output device would, records them
// and returns them (interleaved stereo, 2*frames values; the slice is the Capture's
// own and valid until the next Pull). Pull panics if Start was not called; it returns
// the source's error if the source fails.
func (c *Capture) Pull(frames int) ([]float32, error) {
	if c.src == nil {
		panic("audio: Capture.Pull before Start")
	}
	n := frames * BytesPerFrame
	if cap(c.buf) < n {
		c.buf = make([]byte, n)
	}
	b := c.buf[:n]
	if _, err := io.ReadFull(c.src, b); err != nil {
		return nil, fmt.Errorf("audio: capture: %w", err)
	}
	start := len(c.samples)
	for i := 0; i < 2*frames; i++ {
		c.samples = append(c.samples, math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])))
	}
	return c.samples[start:], nil
}

// Samples returns every value pulled so far, interleaved stereo.
func (c *Capture) Samples() []float32 { return c.samples }

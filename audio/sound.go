package audio

import (
	"errors"
	"fmt"
	"time"
)

// ErrUnsupportedFormat is wrapped by the errors a decoder returns for a file it
// understands but cannot play (a WAV codec other than PCM or IEEE float, a sample
// width it does not read, more channels than it can mix down). The message names
// what was found.
var ErrUnsupportedFormat = errors.New("unsupported audio format")

// ErrMalformed is wrapped by the errors a decoder returns for a file that is not
// what it claims to be: a bad magic number, a chunk or page that contradicts itself,
// a size field larger than the file.
var ErrMalformed = errors.New("malformed audio file")

// ErrTruncated is wrapped by the errors a decoder returns when the file ends before
// the audio it announces. Decoders return the samples that did decode together with
// this error, so a caller may play them and warn (errors.Is(err, ErrTruncated)).
var ErrTruncated = errors.New("audio file truncated")

// ErrTooLong is wrapped by the errors a decoder returns for audio longer than a
// decoded Sound may be (a limit set by the decoder, which names it): such audio is
// meant to be streamed, as music is.
var ErrTooLong = errors.New("audio too long to decode into memory")

// Sound is audio decoded into memory once and shared, read-only, by every voice that
// plays it (a sound effect). Samples are interleaved frames: Samples[f*Channels+c] is
// channel c of frame f, in [-1, 1]. Channels is 1 (mono) or 2 (left, right).
// A Sound must not be changed after it is handed to a mixer.
type Sound struct {
	// Rate is the sample rate. The unit is frames per second.
	Rate int
	// Channels is 1 or 2.
	Channels int
	// Samples holds Frames()*Channels values.
	Samples []float32
}

// Frames returns the number of frames (samples per channel) of s.
func (s *Sound) Frames() int {
	if s.Channels <= 0 {
		return 0
	}
	return len(s.Samples) / s.Channels
}

// Duration returns how long s plays at its own rate, rounded down to a nanosecond.
func (s *Sound) Duration() time.Duration {
	if s.Rate <= 0 {
		return 0
	}
	return time.Duration(int64(s.Frames()) * int64(time.Second) / int64(s.Rate))
}

// Check reports whether s is playable: a positive rate, 1 or 2 channels and whole
// frames. It returns an error wrapping ErrMalformed naming the broken field.
func (s *Sound) Check() error {
	switch {
	case s == nil:
		return fmt.Errorf("audio: nil sound: %w", ErrMalformed)
	case s.Rate <= 0:
		return fmt.Errorf("audio: sound rate %d: %w", s.Rate, ErrMalformed)
	case s.Channels != 1 && s.Channels != 2:
		return fmt.Errorf("audio: sound has %d channels, want 1 or 2: %w", s.Channels, ErrMalformed)
	case len(s.Samples)%s.Channels != 0:
		return fmt.Errorf("audio: sound has %d samples, not whole frames of %d channels: %w",
			len(s.Samples), s.Channels, ErrMalformed)
	}
	return nil
}

// Stream is audio decoded while it plays (music). The mixer reads it from the audio
// goroutine, a buffer at a time.
type Stream interface {
	// SampleRate returns the rate. The unit is frames per second. It does not change.
	SampleRate() int
	// Channels returns 1 or 2. It does not change.
	Channels() int
	// Read decodes up to len(dst)/Channels() frames into dst, interleaved, and
	// returns the number of values written (a multiple of Channels()). It returns
	// io.EOF at the end of the audio; a Read that returns 0 values and a nil error
	// is not the end (call again). Other errors (ErrTruncated, ErrMalformed) end
	// the stream after the values returned with them.
	Read(dst []float32) (int, error)
	// Rewind goes back to the first frame, for looping music. It returns an error
	// if the stream cannot seek.
	Rewind() error
}

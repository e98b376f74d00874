package sound

import (
	"io"

	"github.com/griffengine/griff/audio"
)

// ReadAllLimit is ReadAll with a limit of limit frames instead of MaxFrames, so
// tests and fuzz targets can check the cap without decoding millions of frames.
func ReadAllLimit(s audio.Stream, limit int) (*audio.Sound, error) {
	return readAll(s, 0, limit, s.SampleRate())
}

// DecodeLimit is Decode making at most limit frames at rate instead of MaxFrames.
func DecodeLimit(r io.Reader, rate, limit int) (*audio.Sound, error) {
	return decode(r, rate, limit)
}

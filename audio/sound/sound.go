package sound

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/resample"
)

// maxZeroReads is how many reads in a row may return nothing before a decoder is
// declared stuck (each such read consumes input, so this only guards a broken
// Stream).
const maxZeroReads = 1 << 16

// ReadWAV decodes a whole WAV file into a Sound at the file's rate. See OpenWAV for
// the errors; on audio.ErrTruncated it also returns the frames that were there.
func ReadWAV(r io.Reader) (*audio.Sound, error) {
	s, err := OpenWAV(r)
	if err != nil {
		return nil, err
	}
	return ReadAll(s, int(max(0, min(s.Frames(), 1<<16))))
}

// ReadOGG decodes a whole Ogg Vorbis file (every chained link) into a Sound. See
// OpenOGG and OGGStream.Read for the errors; on audio.ErrTruncated it also returns
// the frames that decoded.
func ReadOGG(r io.Reader) (*audio.Sound, error) {
	s, err := OpenOGG(r)
	if err != nil {
		return nil, err
	}
	return ReadAll(s, 0)
}

// Read decodes a whole WAV or Ogg Vorbis file, told apart by its first four bytes
// ("RIFF", "RF64" or "OggS"). It returns an error wrapping
// audio.ErrUnsupportedFormat for anything else.
func Read(r io.Reader) (*audio.Sound, error) {
	br := bufio.NewReader(r)
	kind, err := sniff(br)
	if err != nil {
		return nil, err
	}
	if kind == "ogg" {
		return ReadOGG(br)
	}
	return ReadWAV(br)
}

// Open returns a Stream over a WAV or Ogg Vorbis file, told apart by its first four
// bytes. Rewind works (for looping music) because r can seek.
func Open(r io.ReadSeeker) (audio.Stream, error) {
	var magic [4]byte
	n, _ := io.ReadFull(r, magic[:])
	if _, err := r.Seek(0, io.SeekStart); err != nil {
		return nil, fmt.Errorf("sound: open: %w", err)
	}
	kind, err := sniff(bufio.NewReader(bytes.NewReader(magic[:n])))
	if err != nil {
		return nil, err
	}
	if kind == "ogg" {
		return OpenOGG(r)
	}
	return OpenWAV(r)
}

func sniff(br *bufio.Reader) (string, error) {
	magic, err := br.Peek(4)
	if err != nil {
		return "", fmt.Errorf("sound: file of %d bytes is too short to be audio: %w", len(magic), audio.ErrUnsupportedFormat)
	}
	switch string(magic) {
	case "OggS":
		return "ogg", nil
	case "RIFF", "RF64", "BW64", "RIFX":
		return "wav", nil
	}
	return "", fmt.Errorf("sound: file starts %q, not WAV (RIFF) or Ogg (OggS): %w", magic, audio.ErrUnsupportedFormat)
}

// ReadAll reads s to its end into a Sound. sizeHint is the expected number of frames
// (0 if unknown); it only presizes the buffer. On an error other than io.EOF it
// returns the frames read so far with the error.
func ReadAll(s audio.Stream, sizeHint int) (*audio.Sound, error) {
	ch := s.Channels()
	out := &audio.Sound{Rate: s.SampleRate(), Channels: ch, Samples: make([]float32, 0, max(sizeHint, 0)*ch)}
	buf := make([]float32, 4096*ch)
	zeros := 0
	for {
		n, err := s.Read(buf)
		out.Samples = append(out.Samples, buf[:n]...)
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		if n > 0 {
			zeros = 0
		} else if zeros++; zeros > maxZeroReads {
			return out, fmt.Errorf("sound: decoder returned nothing %d times in a row: %w", zeros, audio.ErrMalformed)
		}
	}
}

// Decode reads a whole WAV or Ogg Vorbis file (see Read) and converts it to rate
// frames per second (see ToRate): a sound effect ready to be shared by voices that
// play it with a plain copy. On audio.ErrTruncated it returns the converted frames
// that were there with the error. Decode panics if rate <= 0.
func Decode(r io.Reader, rate int) (*audio.Sound, error) {
	if rate <= 0 {
		panic(fmt.Sprintf("sound: Decode: rate %d <= 0", rate))
	}
	s, err := Read(r)
	if s == nil || s.Check() != nil {
		return nil, err
	}
	return ToRate(s, rate), err
}

// ToRate returns s converted to rate frames per second with the High kernel of
// audio/resample, or s itself if it already has that rate. ToRate panics if
// rate <= 0 or s is not playable (see audio.Sound.Check).
func ToRate(s *audio.Sound, rate int) *audio.Sound {
	if rate <= 0 {
		panic(fmt.Sprintf("sound: ToRate: rate %d <= 0", rate))
	}
	if err := s.Check(); err != nil {
		panic("sound: ToRate: " + err.Error())
	}
	if s.Rate == rate {
		return s
	}
	return &audio.Sound{Rate: rate, Channels: s.Channels,
		Samples: resample.Buffer(s.Samples, s.Channels, s.Rate, rate, nil)}
}

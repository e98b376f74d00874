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
// the errors; on audio.ErrTruncated it also returns the frames that were there. It
// returns nil and an error wrapping audio.ErrTooLong for more than MaxFrames frames.
func ReadWAV(r io.Reader) (*audio.Sound, error) {
	s, err := OpenWAV(r)
	if err != nil {
		return nil, err
	}
	return ReadAll(s, wavHint(s))
}

// wavHint is the frames a WAV stream's header announces, as a size hint.
func wavHint(s *WAVStream) int { return int(max(0, min(s.Frames(), MaxFrames))) }

// ReadOGG decodes a whole Ogg Vorbis file (every chained link) into a Sound. See
// OpenOGG and OGGStream.Read for the errors; on audio.ErrTruncated it also returns
// the frames that decoded. It returns nil and an error wrapping audio.ErrTooLong
// for more than MaxFrames frames.
func ReadOGG(r io.Reader) (*audio.Sound, error) {
	s, err := OpenOGG(r)
	if err != nil {
		return nil, err
	}
	return ReadAll(s, 0)
}

// Read decodes a whole WAV or Ogg Vorbis file, told apart by its first four bytes
// ("RIFF", "RF64" or "OggS"). It returns an error wrapping
// audio.ErrUnsupportedFormat for anything else; see ReadWAV and ReadOGG for the
// rest.
func Read(r io.Reader) (*audio.Sound, error) {
	s, hint, err := openOnce(r)
	if err != nil {
		return nil, err
	}
	return ReadAll(s, hint)
}

// openOnce opens a stream over a WAV or Ogg Vorbis file read once, from start to
// end, and returns it with a size hint for ReadAll.
func openOnce(r io.Reader) (audio.Stream, int, error) {
	br := bufio.NewReader(r)
	kind, err := sniff(br)
	if err != nil {
		return nil, 0, err
	}
	if kind == "ogg" {
		s, err := OpenOGG(br)
		if err != nil {
			return nil, 0, err
		}
		return s, 0, nil
	}
	s, err := OpenWAV(br)
	if err != nil {
		return nil, 0, err
	}
	return s, wavHint(s), nil
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
// returns the frames read so far with the error, except for audio longer than
// MaxFrames frames: then it stops reading after MaxFrames + 1 frames and returns
// nil and an error wrapping audio.ErrTooLong.
func ReadAll(s audio.Stream, sizeHint int) (*audio.Sound, error) {
	return readAll(s, sizeHint, MaxFrames, s.SampleRate())
}

// readAll is ReadAll with a limit of limit frames, the rate named by its error.
func readAll(s audio.Stream, sizeHint, limit, target int) (*audio.Sound, error) {
	ch := s.Channels()
	out := &audio.Sound{Rate: s.SampleRate(), Channels: ch,
		Samples: make([]float32, 0, min(max(sizeHint, 0), limit+1)*ch)}
	buf := make([]float32, 4096*ch)
	zeros := 0
	for {
		n, err := s.Read(buf[:min(len(buf), (limit+1)*ch-len(out.Samples))])
		out.Samples = append(out.Samples, buf[:n]...)
		if len(out.Samples) > limit*ch {
			return nil, tooLong(fmt.Sprintf("more than %d frames at %d Hz", limit, out.Rate), target)
		}
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
// that were there with the error. Audio that would make more than MaxFrames frames
// at rate is refused with an error wrapping audio.ErrTooLong once that many have
// been read (at the file's rate), so what a file claims costs at most that much.
// Decode panics if rate is outside [MinRate, MaxRate].
func Decode(r io.Reader, rate int) (*audio.Sound, error) {
	if checkRate(rate) != nil {
		panic(fmt.Sprintf("sound: Decode: rate %d Hz outside %d..%d", rate, MinRate, MaxRate))
	}
	return decode(r, rate, MaxFrames)
}

// decode is Decode making at most limit frames at rate.
func decode(r io.Reader, rate, limit int) (*audio.Sound, error) {
	st, hint, err := openOnce(r)
	if err != nil {
		return nil, err
	}
	// The most frames at the file's rate that make at most limit at rate.
	in := int(min(int64(limit)*int64(st.SampleRate())/int64(rate), int64(limit)))
	s, err := readAll(st, hint, in, rate)
	if s == nil || s.Check() != nil {
		return nil, err
	}
	c, cerr := ToRate(s, rate)
	if cerr != nil {
		return nil, cerr
	}
	return c, err
}

// ToRate returns s converted to rate frames per second with the High kernel of
// audio/resample, or s itself if it already has that rate. It returns nil and an
// error wrapping audio.ErrTooLong if the result would have more than MaxFrames
// frames. ToRate panics if rate <= 0 or s is not playable (see audio.Sound.Check).
func ToRate(s *audio.Sound, rate int) (*audio.Sound, error) {
	if rate <= 0 {
		panic(fmt.Sprintf("sound: ToRate: rate %d <= 0", rate))
	}
	if err := s.Check(); err != nil {
		panic("sound: ToRate: " + err.Error())
	}
	if s.Rate == rate {
		return s, nil
	}
	if n := resample.OutFrames(s.Frames(), s.Rate, rate); n > MaxFrames {
		return nil, tooLong(fmt.Sprintf("%d frames at %d Hz make %d at %d Hz", s.Frames(), s.Rate, n, rate), rate)
	}
	return &audio.Sound{Rate: rate, Channels: s.Channels,
		Samples: resample.Buffer(s.Samples, s.Channels, s.Rate, rate, nil)}, nil
}

package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/griffengine/griff/audio"
)

// wavChunkFrames is how many frames a WAVStream reads from its source at once.
const wavChunkFrames = 1024

// WAVStream decodes a WAV file's data chunk while it plays. It implements
// audio.Stream. It is not safe for concurrent use.
type WAVStream struct {
	h     wavHeader
	seek  io.Seeker // nil if the source cannot seek
	left  int64     // bytes of the data chunk not yet read
	outCh int
	mix   *downmix  // nil for 1 or 2 channels
	raw   []byte    // wavChunkFrames frames of the file's format
	wide  []float32 // wavChunkFrames frames of the file's channels, for mix
	err   error     // sticky end
}

// OpenWAV reads the header of the WAV file in r (up to the start of its samples) and
// returns a stream over its samples. If r is an io.Seeker, Rewind works and skipped
// chunks are seeked over. Files with more than 2 channels are mixed down to stereo
// (see the package documentation).
//
// OpenWAV returns an error wrapping audio.ErrUnsupportedFormat for a codec or sample
// width it does not read, audio.ErrMalformed for a file that is not a WAV file or
// contradicts itself, and audio.ErrTruncated if the file ends before its data chunk.
// Errors name the byte offset.
//
// A data chunk whose size field is 0 or 0xFFFFFFFF (what tools that stream a WAV
// file to a pipe write, often with a RIFF size to match, which is never checked) is
// read to the end of the file, as ffmpeg, sox and libsndfile do: such a file must
// end with its data chunk, since a chunk after it would be read as samples. Its
// stream's Frames is -1, it ends with io.EOF where the file ends, and a last frame
// the file cuts short is dropped.
func OpenWAV(r io.Reader) (*WAVStream, error) {
	s := &WAVStream{h: wavHeader{r: r}}
	s.seek, _ = r.(io.Seeker)
	if err := s.h.parse(); err != nil {
		return nil, err
	}
	f := s.h.fmt
	s.left = s.h.dataSize
	s.outCh = min(f.channels, 2)
	if f.channels > 2 {
		s.mix = newDownmix(maskSpeakers(f.channels, f.mask))
		s.wide = make([]float32, wavChunkFrames*f.channels)
	}
	s.raw = make([]byte, wavChunkFrames*f.align)
	return s, nil
}

// SampleRate returns the file's rate in frames per second.
func (s *WAVStream) SampleRate() int { return s.h.fmt.rate }

// Channels returns 1 or 2 (files with more channels are mixed down to 2).
func (s *WAVStream) Channels() int { return s.outCh }

// Frames returns the number of frames the data chunk announces, or -1 if its size
// field is 0 or 0xFFFFFFFF (the samples run to the end of the file, see OpenWAV). A
// truncated file has fewer.
func (s *WAVStream) Frames() int64 {
	if s.h.dataSize == toEnd {
		return -1
	}
	return s.h.dataSize / int64(s.h.fmt.align)
}

// Rewind goes back to the first frame. It returns an error if the source is not an
// io.Seeker or the seek fails.
func (s *WAVStream) Rewind() error {
	if s.seek == nil {
		return errors.New("sound: wav: rewind: source cannot seek")
	}
	if _, err := s.seek.Seek(s.h.dataOff, io.SeekStart); err != nil {
		return fmt.Errorf("sound: wav: rewind: %w", err)
	}
	s.h.off = s.h.dataOff
	s.left = s.h.dataSize
	s.err = nil
	return nil
}

// Read decodes up to len(dst)/Channels() frames into dst and returns the number of
// values written. It returns io.EOF after the last frame, and an error wrapping
// audio.ErrTruncated (after the whole frames that were there) if the file ends
// before the data chunk does. Read does not allocate.
func (s *WAVStream) Read(dst []float32) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	f := s.h.fmt
	frames := min(len(dst)/s.outCh, wavChunkFrames, int(min(s.left/int64(f.align), math.MaxInt32)))
	if frames == 0 {
		if len(dst) < s.outCh {
			return 0, nil
		}
		s.err = io.EOF
		return 0, s.err
	}
	want := frames * f.align
	got, rerr := io.ReadFull(s.h.r, s.raw[:want])
	s.h.off += int64(got)
	s.left -= int64(got)
	frames = got / f.align
	if rerr != nil && s.h.dataSize == toEnd && (rerr == io.EOF || rerr == io.ErrUnexpectedEOF) {
		s.err = io.EOF // the end of a data chunk that runs to the end of the file
	} else if rerr != nil {
		s.err = s.h.fail(audio.ErrTruncated, "file ends %d bytes into a data chunk of %d",
			s.h.dataSize-s.left, s.h.dataSize)
		if !errors.Is(rerr, io.ErrUnexpectedEOF) && !errors.Is(rerr, io.EOF) {
			s.err = s.h.fail(audio.ErrMalformed, "reading samples: %v", rerr)
		}
	}
	if s.mix == nil {
		convert(dst, s.raw[:frames*f.align], f)
	} else {
		convert(s.wide, s.raw[:frames*f.align], f)
		s.mix.apply(dst, s.wide, frames)
	}
	return frames * s.outCh, s.err
}

// convert turns raw little-endian samples of format f into floats in dst.
// Integer PCM maps full scale to [-1, 1) (8-bit is unsigned, offset 128); float
// samples are kept, except NaN and infinities, which become 0.
func convert(dst []float32, raw []byte, f wavFormat) {
	switch {
	case f.tag == tagPCM && f.bits == 8:
		for i, b := range raw {
			dst[i] = float32(int(b)-128) / 128
		}
	case f.tag == tagPCM && f.bits == 16:
		for i := range len(raw) / 2 {
			dst[i] = float32(int16(binary.LittleEndian.Uint16(raw[2*i:]))) / (1 << 15)
		}
	case f.tag == tagPCM && f.bits == 24:
		for i := range len(raw) / 3 {
			v := int32(raw[3*i]) | int32(raw[3*i+1])<<8 | int32(int8(raw[3*i+2]))<<16
			dst[i] = float32(v) / (1 << 23)
		}
	case f.tag == tagPCM && f.bits == 32:
		for i := range len(raw) / 4 {
			dst[i] = float32(float64(int32(binary.LittleEndian.Uint32(raw[4*i:]))) / (1 << 31))
		}
	case f.bits == 32:
		for i := range len(raw) / 4 {
			dst[i] = finite(math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:])))
		}
	default: // float 64
		for i := range len(raw) / 8 {
			dst[i] = finite(float32(math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))))
		}
	}
}

func finite(v float32) float32 {
	if v != v || v > math.MaxFloat32 || v < -math.MaxFloat32 {
		return 0
	}
	return v
}

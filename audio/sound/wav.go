package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"

	"github.com/griffengine/griff/audio"
)

// WAV format tags (mmreg.h).
const (
	tagPCM        = 0x0001
	tagFloat      = 0x0003
	tagExtensible = 0xFFFE
)

// maxFmtSize is the most of a fmt chunk that is read; the rest is skipped.
const maxFmtSize = 64

// extensibleTail is bytes 2..15 of the KSDATAFORMAT_SUBTYPE GUIDs for PCM and IEEE
// float; the first two bytes are the format tag.
var extensibleTail = [14]byte{0, 0, 0, 0, 0x10, 0, 0x80, 0, 0, 0xAA, 0, 0x38, 0x9B, 0x71}

// wavFormat is what a fmt chunk says.
type wavFormat struct {
	tag      uint16 // tagPCM or tagFloat, after resolving extensible
	channels int
	rate     int
	align    int // bytes per frame
	bits     int // container bits per sample
	mask     uint32
}

// wavHeader walks the RIFF chunks of a WAV file up to its data chunk.
type wavHeader struct {
	r   io.Reader
	off int64 // bytes read so far
	fmt wavFormat
	// dataOff and dataSize locate the data chunk's content; dataSize is toEnd
	// if the samples run to the end of the file.
	dataOff, dataSize int64
}

func tagName(tag uint16) string {
	switch tag {
	case 0x0002:
		return "Microsoft ADPCM"
	case 0x0006:
		return "A-law"
	case 0x0007:
		return "mu-law"
	case 0x0011:
		return "IMA ADPCM"
	case 0x0050:
		return "MPEG"
	case 0x0055:
		return "MPEG Layer 3"
	}
	return "unknown"
}

func (h *wavHeader) fail(kind error, format string, args ...any) error {
	return fmt.Errorf("sound: wav: at byte %d: %s: %w", h.off, fmt.Sprintf(format, args...), kind)
}

// read fills b, counting bytes; a short read is ErrTruncated.
func (h *wavHeader) read(b []byte, what string) error {
	n, err := io.ReadFull(h.r, b)
	h.off += int64(n)
	if err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return h.fail(audio.ErrTruncated, "file ends inside %s", what)
		}
		return h.fail(audio.ErrMalformed, "reading %s: %v", what, err)
	}
	return nil
}

// skip discards n bytes.
func (h *wavHeader) skip(n int64, what string) error {
	if s, ok := h.r.(io.Seeker); ok {
		if _, err := s.Seek(n, io.SeekCurrent); err == nil {
			h.off += n
			return nil
		}
	}
	got, err := io.CopyN(io.Discard, h.r, n)
	h.off += got
	if got < n {
		if err == nil || errors.Is(err, io.EOF) {
			return h.fail(audio.ErrTruncated, "file ends inside %s", what)
		}
		return h.fail(audio.ErrMalformed, "skipping %s: %v", what, err)
	}
	return nil
}

// parse reads the RIFF header and the chunks up to the start of the data chunk's
// content. Chunks before data other than fmt (LIST, JUNK, fact, cue, unknown) are
// skipped, with the pad byte after an odd-sized chunk.
func (h *wavHeader) parse() error {
	var riff [12]byte
	if err := h.read(riff[:], "the RIFF header"); err != nil {
		return err
	}
	switch string(riff[:4]) {
	case "RIFF":
	case "RF64", "BW64", "RIFX":
		return h.fail(audio.ErrUnsupportedFormat, "%q container", riff[:4])
	default:
		return h.fail(audio.ErrMalformed, "not a RIFF file (starts %q)", riff[:4])
	}
	if string(riff[8:12]) != "WAVE" {
		return h.fail(audio.ErrUnsupportedFormat, "RIFF form %q, want WAVE", riff[8:12])
	}
	haveFmt := false
	for {
		var ch [8]byte
		if err := h.read(ch[:], "a chunk header (no data chunk found)"); err != nil {
			return err
		}
		id := string(ch[:4])
		size := int64(binary.LittleEndian.Uint32(ch[4:]))
		switch id {
		case "fmt ":
			if err := h.parseFmt(size); err != nil {
				return err
			}
			haveFmt = true
		case "data":
			if !haveFmt {
				return h.fail(audio.ErrMalformed, "data chunk before fmt chunk")
			}
			h.dataOff, h.dataSize = h.off, size
			if size == 0 || size == 0xFFFFFFFF {
				h.dataSize = toEnd
			}
			return nil
		default:
			if err := h.skip(size+size&1, fmt.Sprintf("chunk %q", ch[:4])); err != nil {
				return err
			}
		}
	}
}

// parseFmt reads a fmt chunk of size bytes (and its pad byte).
func (h *wavHeader) parseFmt(size int64) error {
	if size < 16 {
		return h.fail(audio.ErrMalformed, "fmt chunk of %d bytes, want at least 16", size)
	}
	n := min(size, maxFmtSize)
	var b [maxFmtSize]byte
	if err := h.read(b[:n], "the fmt chunk"); err != nil {
		return err
	}
	if err := h.skip(size-n+size&1, "the fmt chunk"); err != nil {
		return err
	}
	f := wavFormat{
		tag:      binary.LittleEndian.Uint16(b[0:]),
		channels: int(binary.LittleEndian.Uint16(b[2:])),
		rate:     int(binary.LittleEndian.Uint32(b[4:])),
		align:    int(binary.LittleEndian.Uint16(b[12:])),
		bits:     int(binary.LittleEndian.Uint16(b[14:])),
	}
	if f.tag == tagExtensible {
		if n < 40 {
			return h.fail(audio.ErrMalformed, "extensible fmt chunk of %d bytes, want 40", size)
		}
		f.mask = binary.LittleEndian.Uint32(b[20:])
		if [14]byte(b[26:40]) != extensibleTail {
			return h.fail(audio.ErrUnsupportedFormat, "extensible subformat GUID % x", b[24:40])
		}
		f.tag = binary.LittleEndian.Uint16(b[24:])
		if f.tag != tagPCM && f.tag != tagFloat {
			return h.fail(audio.ErrUnsupportedFormat, "extensible subformat 0x%04x (%s)", f.tag, tagName(f.tag))
		}
	}
	if err := h.checkFmt(f); err != nil {
		return err
	}
	h.fmt = f
	return nil
}

func (h *wavHeader) checkFmt(f wavFormat) error {
	switch {
	case f.tag != tagPCM && f.tag != tagFloat:
		return h.fail(audio.ErrUnsupportedFormat, "format tag 0x%04x (%s)", f.tag, tagName(f.tag))
	case f.tag == tagPCM && f.bits != 8 && f.bits != 16 && f.bits != 24 && f.bits != 32:
		return h.fail(audio.ErrUnsupportedFormat, "PCM with %d bits per sample", f.bits)
	case f.tag == tagFloat && f.bits != 32 && f.bits != 64:
		return h.fail(audio.ErrUnsupportedFormat, "IEEE float with %d bits per sample", f.bits)
	case f.channels == 0:
		return h.fail(audio.ErrMalformed, "0 channels")
	case f.channels > maxChannels:
		return h.fail(audio.ErrUnsupportedFormat, "%d channels (at most %d)", f.channels, maxChannels)
	case f.rate < MinRate || f.rate > MaxRate:
		return h.fail(audio.ErrUnsupportedFormat, "sample rate %d Hz is outside %d..%d Hz",
			f.rate, MinRate, MaxRate)
	case f.align != f.channels*f.bits/8:
		return h.fail(audio.ErrMalformed, "block align %d, want %d channels * %d bits / 8",
			f.align, f.channels, f.bits)
	}
	return nil
}

// toEnd is wavHeader.dataSize for a data chunk whose size field is 0 or
// 0xFFFFFFFF, which streaming writers (ffmpeg or sox writing to a pipe, recorders
// that were stopped before they could seek back) leave there: the samples run to the
// end of the file, as ffmpeg, sox and libsndfile read it.
const toEnd = math.MaxInt64

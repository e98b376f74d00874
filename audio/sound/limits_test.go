package sound_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/sound"
)

// wav1Hz returns an 8-bit mono PCM WAV file whose header says rate, with frames
// frames of a ramp: shared/cases/wav-1hz's s.wav is wav1Hz(1, 1000).
func wav1Hz(rate, frames int) []byte {
	data := make([]byte, frames)
	for i := range data {
		data[i] = byte(128 + i)
	}
	return buildWAV(fmtChunk(1, 1, rate, 8), chunk{"data", data})
}

// allocated returns the bytes f allocates on the heap.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// readPaths are the ways a file is read: whole (ReadWAV, Read, Decode) and as a
// stream (Open, OpenWAV), each returning an error only.
var readPaths = []struct {
	name string
	read func(data []byte) error
}{
	{"ReadWAV", func(d []byte) error { _, err := sound.ReadWAV(bytes.NewReader(d)); return err }},
	{"Read", func(d []byte) error { _, err := sound.Read(bytes.NewReader(d)); return err }},
	{"Decode", func(d []byte) error { _, err := sound.Decode(bytes.NewReader(d), 48000); return err }},
	{"Open", func(d []byte) error { _, err := sound.Open(bytes.NewReader(d)); return err }},
	{"OpenWAV", func(d []byte) error { _, err := sound.OpenWAV(bytes.NewReader(d)); return err }},
}

// TestWAVRateOutOfRange reads shared/cases/wav-1hz's 1 KB file and 10 KB and
// 100 KB ones like it (1 Hz: 31 s and 195 MB, minutes, then 19 GB asked at once),
// and files at rates just outside MinRate..MaxRate: every path refuses them with
// an error wrapping audio.ErrUnsupportedFormat that names the rate and the range,
// having allocated little more than the file (no sample is converted).
func TestWAVRateOutOfRange(t *testing.T) {
	tests := []struct{ rate, frames int }{
		{1, 1000}, {1, 10_000}, {1, 100_000},
		{sound.MinRate - 1, 100_000}, {sound.MaxRate + 1, 100_000}, {0, 1000},
	}
	for _, tc := range tests {
		file := wav1Hz(tc.rate, tc.frames)
		for _, p := range readPaths {
			var err error
			n := allocated(func() { err = p.read(file) })
			if !errors.Is(err, audio.ErrUnsupportedFormat) || !strings.Contains(err.Error(), "4000..384000 Hz") {
				t.Errorf("%d Hz, %d frames: %s: got %v, want ErrUnsupportedFormat naming 4000..384000 Hz",
					tc.rate, tc.frames, p.name, err)
			}
			if n > 64<<10 {
				t.Errorf("%d Hz, %d frames: %s allocated %d bytes to refuse it, want at most 64 KiB",
					tc.rate, tc.frames, p.name, n)
			}
		}
	}
	for _, rate := range []int{sound.MinRate, 8000, 44100, 192000, sound.MaxRate} {
		if s, err := sound.ReadWAV(bytes.NewReader(wav1Hz(rate, 100))); err != nil || s.Rate != rate || s.Frames() != 100 {
			t.Errorf("%d Hz: got %v, want 100 frames at %d Hz", rate, err, rate)
		}
	}
}

// TestDecodeCapsConvertedFrames decodes a WAV file at MinRate that converts to
// more than MaxFrames frames at 48 kHz: Decode refuses it with audio.ErrTooLong
// after reading at most MaxFrames*MinRate/48000 + 1 frames, and allocates what
// that many frames take, never the converted size. (Converting one frame fewer,
// to MaxFrames frames, is not tried: the High kernel takes seconds for it.)
func TestDecodeCapsConvertedFrames(t *testing.T) {
	limit := sound.MaxFrames * sound.MinRate / 48000 // frames at MinRate that fit
	file := wav1Hz(sound.MinRate, limit+1)
	var err error
	n := allocated(func() { _, err = sound.Decode(bytes.NewReader(file), 48000) })
	if !errors.Is(err, audio.ErrTooLong) {
		t.Errorf("Decode of %d frames at %d Hz: got %v, want ErrTooLong", limit+1, sound.MinRate, err)
	}
	// Its samples as float32 (4 bytes each, presized from the header) and small
	// buffers; converting would take 16 MiB more.
	if max := uint64(limit+1)*4 + 256<<10; n > max {
		t.Errorf("refused Decode allocated %d bytes, want at most %d", n, max)
	}
	if s, err := sound.Decode(bytes.NewReader(wav1Hz(44100, 1000)), 48000); err != nil || s.Frames() != 1089 {
		t.Errorf("Decode of 1000 frames at 44100 Hz: got %v, want 1089 frames at 48000 Hz", err)
	}
}

// TestReadAllCapsFrames reads streams longer than the cap: ReadAll stops after
// limit + 1 frames with audio.ErrTooLong and returns no sound, for WAV (whose
// header would have said so) and Ogg Vorbis (whose length is known only by
// decoding it) alike.
func TestReadAllCapsFrames(t *testing.T) {
	jump := moduleFile(t, ebiten, ebitenDir+"jump.ogg")
	open := map[string]func() (audio.Stream, error){
		"ogg": func() (audio.Stream, error) { return sound.OpenOGG(bytes.NewReader(jump)) },
		"wav": func() (audio.Stream, error) { return sound.OpenWAV(bytes.NewReader(wav1Hz(8000, 30000))) },
	}
	for name, f := range open {
		st, err := f()
		if err != nil {
			t.Fatal(err)
		}
		c := &countingStream{Stream: st}
		s, err := sound.ReadAllLimit(c, 10000)
		if s != nil || !errors.Is(err, audio.ErrTooLong) {
			t.Errorf("%s: got %v, %v, want nil and ErrTooLong", name, s, err)
		}
		if c.frames != 10001 {
			t.Errorf("%s: read %d frames, want 10001", name, c.frames)
		}
		if err := st.Rewind(); err != nil {
			t.Fatal(err)
		}
		if s, err := sound.ReadAllLimit(st, 30000); err != nil || s.Frames() > 30000 {
			t.Errorf("%s under the limit: got %v", name, err)
		}
	}
}

// countingStream counts the frames read from a stream.
type countingStream struct {
	audio.Stream
	frames int
}

func (c *countingStream) Read(dst []float32) (int, error) {
	n, err := c.Stream.Read(dst)
	c.frames += n / c.Channels()
	if err != nil && err != io.EOF {
		return n, err
	}
	return n, err
}

// TestOGGRateOutOfRange gives jump.ogg identification headers saying 1 Hz and
// MaxRate + 1: every path refuses it with audio.ErrUnsupportedFormat.
func TestOGGRateOutOfRange(t *testing.T) {
	jump := moduleFile(t, ebiten, ebitenDir+"jump.ogg")
	for _, rate := range []uint32{1, sound.MinRate - 1, sound.MaxRate + 1} {
		file := append([]byte{}, jump...)
		binary.LittleEndian.PutUint32(file[28+12:], rate) // page header 27 + 1 lacing value
		for path, err := range readEveryWay(fixOggCRC(file)) {
			if !errors.Is(err, audio.ErrUnsupportedFormat) || !strings.Contains(err.Error(), "4000..384000 Hz") {
				t.Errorf("%d Hz: %s: got %v, want ErrUnsupportedFormat naming 4000..384000 Hz", rate, path, err)
			}
		}
	}
}

// TestOGGBlockSizesOutsideTheSpec gives jump.ogg identification headers whose
// block sizes the Vorbis I specification calls undecodable (above 2^13, below
// 2^6, or the short larger than the long): every path refuses it as malformed
// instead of decoding noise.
func TestOGGBlockSizesOutsideTheSpec(t *testing.T) {
	jump := moduleFile(t, ebiten, ebitenDir+"jump.ogg")
	const at = 28 + 28 // page header 27 + 1 lacing value, then byte 28 of the packet
	for _, b := range []byte{0xff, 0xf8, 0x55, 0x5b, 0x8b} {
		file := append([]byte{}, jump...)
		file[at] = b
		for path, err := range readEveryWay(fixOggCRC(file)) {
			if !errors.Is(err, audio.ErrMalformed) || !strings.Contains(err.Error(), "block sizes") {
				t.Errorf("block sizes byte %#x: %s: got %v, want ErrMalformed naming the block sizes", b, path, err)
			}
		}
	}
	if jump[at] != 0xb8 {
		t.Fatalf("jump.ogg's block sizes byte is %#x, want 0xb8 (2^8 and 2^11)", jump[at])
	}
}

// readEveryWay reads an Ogg file through every path that reads one (ReadOGG,
// Read, Decode to 48 kHz, Open) and returns each path's error by its name.
func readEveryWay(file []byte) map[string]error {
	errs := map[string]error{}
	_, errs["ReadOGG"] = sound.ReadOGG(bytes.NewReader(file))
	_, errs["Read"] = sound.Read(bytes.NewReader(file))
	_, errs["Decode"] = sound.Decode(bytes.NewReader(file), 48000)
	_, errs["Open"] = sound.Open(bytes.NewReader(file))
	return errs
}

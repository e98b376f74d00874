package sound_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"io"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/sound"
)

var update = flag.Bool("update", false, "rewrite the hand-built files in testdata")

// testdataWAVs are the hand-built files in testdata, each named after what it
// tests, with the samples they must decode to.
var testdataWAVs = []struct {
	name     string
	file     []byte
	rate, ch int
	want     []float32
}{
	{
		"wav_24bit_extensible.wav",
		buildWAV(extensibleChunk(1, 2, 44100, 24, 3),
			chunk{"data", le(3, 0, 0x400000, -0x800000, 0x7FFFFF, 1, -1)}),
		44100, 2,
		[]float32{0, 0.5, -1, float32(0x7FFFFF) / (1 << 23), 1.0 / (1 << 23), -1.0 / (1 << 23)},
	},
	{
		"wav_float_extensible.wav",
		buildWAV(extensibleChunk(3, 1, 48000, 32, 4),
			chunk{"data", le(0, float32(0.25), float32(-0.75), float32(1.5), float32(math.NaN()))}),
		48000, 1,
		[]float32{0.25, -0.75, 1.5, 0},
	},
	{
		"wav_odd_chunk_padding.wav",
		buildWAV(fmtChunk(1, 1, 22050, 16), chunk{"xtra", []byte{1, 2, 3}},
			chunk{"data", le(2, 100, -200, 32767, -32768)}),
		22050, 1,
		[]float32{100.0 / 32768, -200.0 / 32768, 32767.0 / 32768, -1},
	},
	{
		"wav_list_after_data.wav",
		buildWAV(fmtChunk(1, 1, 8000, 8), chunk{"data", []byte{128, 192, 0, 255, 64}},
			chunk{"LIST", []byte("INFOISFT\x05\x00\x00\x00griff\x00")}),
		8000, 1,
		[]float32{0, 0.5, -1, 127.0 / 128, -0.5},
	},
}

func TestWAVTestdata(t *testing.T) {
	for _, tc := range testdataWAVs {
		path := filepath.Join("testdata", tc.name)
		if *update {
			if err := os.WriteFile(path, tc.file, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%s: %v (run with -update to write it)", tc.name, err)
		}
		if !bytes.Equal(data, tc.file) {
			t.Errorf("%s differs from what the test builds (run with -update)", tc.name)
		}
		s, err := sound.ReadWAV(bytes.NewReader(data))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if s.Rate != tc.rate || s.Channels != tc.ch || len(s.Samples) != len(tc.want) {
			t.Errorf("%s: got %d Hz, %d channels, %d values, want %d, %d, %d",
				tc.name, s.Rate, s.Channels, len(s.Samples), tc.rate, tc.ch, len(tc.want))
			continue
		}
		for i, w := range tc.want {
			if s.Samples[i] != w {
				t.Errorf("%s: value %d: got %v, want %v", tc.name, i, s.Samples[i], w)
			}
		}
	}
}

func TestWAVFormats(t *testing.T) {
	tests := []struct {
		name string
		file []byte
		want []float32
	}{
		{"pcm32", buildWAV(fmtChunk(1, 1, 8000, 32), chunk{"data", le(4, 1<<30, -1<<31)}), []float32{0.5, -1}},
		{"float64", buildWAV(fmtChunk(3, 1, 8000, 64), chunk{"data", le(0, 0.125, -2.0)}), []float32{0.125, -2}},
		{"pcm16 stereo", buildWAV(fmtChunk(1, 2, 8000, 16), chunk{"data", le(2, 16384, -16384)}), []float32{0.5, -0.5}},
		{"JUNK before fmt", buildWAV(chunk{"JUNK", make([]byte, 28)}, fmtChunk(1, 1, 8000, 16), chunk{"data", le(2, 8192)}), []float32{0.25}},
		// 5.1 (FL FR FC LFE BL BR): left = (FL + .7071 FC + .7071 BL) / 2.4142,
		// right = (FR + .7071 FC + .7071 BR) / 2.4142; LFE dropped.
		{"5.1 downmix", buildWAV(fmtChunk(3, 6, 8000, 32), chunk{"data", le(0, float32(1), float32(0), float32(1), float32(1), float32(1), float32(0))}),
			[]float32{1, float32(0.70710677) / float32(1+2*0.70710677)}},
	}
	for _, tc := range tests {
		s, err := sound.ReadWAV(bytes.NewReader(tc.file))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if len(s.Samples) != len(tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, s.Samples, tc.want)
			continue
		}
		for i, w := range tc.want {
			if math.Abs(float64(s.Samples[i]-w)) > 1e-6 {
				t.Errorf("%s: value %d: got %v, want %v", tc.name, i, s.Samples[i], w)
			}
		}
	}
}

func TestWAVErrors(t *testing.T) {
	data := chunk{"data", le(2, 1, 2, 3, 4)}
	pcm := fmtChunk(1, 1, 8000, 16)
	huge := buildWAV(pcm, data)
	huge[40], huge[41], huge[42], huge[43] = 0xFF, 0xFF, 0xFF, 0x7F // data size 2 GiB
	tests := []struct {
		name   string
		file   []byte
		want   error
		frames int // frames returned with a truncation error
	}{
		{"ADPCM", buildWAV(fmtChunk(2, 1, 8000, 4), data), audio.ErrUnsupportedFormat, 0},
		{"mu-law", buildWAV(fmtChunk(7, 1, 8000, 8), data), audio.ErrUnsupportedFormat, 0},
		{"12-bit PCM", buildWAV(fmtChunk(1, 1, 8000, 12), data), audio.ErrUnsupportedFormat, 0},
		{"16-bit float", buildWAV(fmtChunk(3, 1, 8000, 16), data), audio.ErrUnsupportedFormat, 0},
		{"extensible ADPCM", buildWAV(extensibleChunk(2, 1, 8000, 16, 0), data), audio.ErrUnsupportedFormat, 0},
		{"RF64", append([]byte("RF64"), huge[4:]...), audio.ErrUnsupportedFormat, 0},
		{"AVI form", append(append([]byte{}, huge[:8]...), append([]byte("AVI "), huge[12:]...)...), audio.ErrUnsupportedFormat, 0},
		{"not RIFF", []byte("ID3\x03 some mp3 data"), audio.ErrMalformed, 0},
		{"data before fmt", buildWAV(data, pcm), audio.ErrMalformed, 0},
		{"short fmt", buildWAV(chunk{"fmt ", make([]byte, 8)}, data), audio.ErrMalformed, 0},
		{"zero channels", buildWAV(fmtChunk(1, 0, 8000, 16), data), audio.ErrMalformed, 0},
		{"bad block align", buildWAV(chunk{"fmt ", le(2, 1, 2, 8000, 0, 32000, 0, 3, 16)}, data), audio.ErrMalformed, 0},
		{"no data chunk", buildWAV(pcm), audio.ErrTruncated, 0},
		{"empty", nil, audio.ErrTruncated, 0},
		{"header cut", huge[:30], audio.ErrTruncated, 0},
		{"lying data size", huge, audio.ErrTruncated, 4},
		{"data cut mid-frame", buildWAV(pcm, data)[:51], audio.ErrTruncated, 3},
		{"skipped chunk cut", buildWAV(pcm, chunk{"LIST", make([]byte, 100)})[:60], audio.ErrTruncated, 0},
	}
	for _, tc := range tests {
		s, err := sound.ReadWAV(bytes.NewReader(tc.file))
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: got error %v, want %v", tc.name, err, tc.want)
			continue
		}
		if frames := 0; s != nil {
			frames = s.Frames()
			if frames != tc.frames {
				t.Errorf("%s: got %d frames with the error, want %d", tc.name, frames, tc.frames)
			}
		} else if tc.frames != 0 {
			t.Errorf("%s: got no sound with the error, want %d frames", tc.name, tc.frames)
		}
	}
}

func TestWAVStreamRewind(t *testing.T) {
	file := buildWAV(fmtChunk(1, 1, 8000, 16), chunk{"data", le(2, 1000, 2000, 3000)},
		chunk{"LIST", make([]byte, 10)})
	st, err := sound.OpenWAV(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	a, err := sound.ReadAll(st, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Rewind(); err != nil {
		t.Fatal(err)
	}
	b, err := sound.ReadAll(st, 0)
	if err != nil || len(b.Samples) != 3 || b.Samples[2] != a.Samples[2] {
		t.Errorf("after Rewind: got %v, %v, want %v", b.Samples, err, a.Samples)
	}
	if _, err := st.Read(make([]float32, 4)); err != io.EOF {
		t.Errorf("Read at the end: got %v, want io.EOF", err)
	}
}

// TestJabWAV reads Ebitengine's jab.wav (16-bit stereo, 48 kHz) and jab8.wav (the
// same sound in 8 bits): same length, samples within 8-bit quantisation (the 8-bit
// file was made with dither or rounding of its own: the largest difference seen is
// 0.0115, about 1.5 steps of 1/128, and the rms difference 0.0039).
func TestJabWAV(t *testing.T) {
	a, err := sound.ReadWAV(bytes.NewReader(moduleFile(t, ebiten, ebitenDir+"jab.wav")))
	if err != nil {
		t.Fatal(err)
	}
	b, err := sound.ReadWAV(bytes.NewReader(moduleFile(t, ebiten, ebitenDir+"jab8.wav")))
	if err != nil {
		t.Fatal(err)
	}
	if a.Rate != 48000 || a.Channels != 2 || b.Rate != 48000 || b.Channels != 2 {
		t.Errorf("formats: got %d Hz %d ch and %d Hz %d ch, want 48000 Hz stereo", a.Rate, a.Channels, b.Rate, b.Channels)
	}
	if a.Frames() != b.Frames() || a.Frames() != 12819 {
		t.Fatalf("frames: jab.wav %d, jab8.wav %d, want 12819 both", a.Frames(), b.Frames())
	}
	var worst, sum float64
	for i := range a.Samples {
		d := math.Abs(float64(a.Samples[i] - b.Samples[i]))
		worst = max(worst, d)
		sum += d * d
	}
	rms := math.Sqrt(sum / float64(len(a.Samples)))
	if worst > 2.0/128 || rms > 1.0/128 {
		t.Errorf("jab.wav vs jab8.wav: largest difference %v, rms %v, want at most 2/128 and 1/128", worst, rms)
	}
}

// emptyReads is a stream that returns nothing, without an error, every other Read.
type emptyReads struct {
	left, calls int
}

func (e *emptyReads) SampleRate() int { return 8000 }
func (e *emptyReads) Channels() int   { return 1 }
func (e *emptyReads) Rewind() error   { return nil }
func (e *emptyReads) Read(dst []float32) (int, error) {
	e.calls++
	if e.calls%2 == 1 {
		return 0, nil
	}
	if e.left == 0 {
		return 0, io.EOF
	}
	n := min(e.left, 3, len(dst))
	for i := range n {
		dst[i] = 0.5
	}
	e.left -= n
	return n, nil
}

func TestReadAllEmptyReadIsNotTheEnd(t *testing.T) {
	s, err := sound.ReadAll(&emptyReads{left: 100}, 0)
	if err != nil || s.Frames() != 100 {
		t.Errorf("ReadAll of a stream with empty reads: got %d frames, %v, want 100, nil", s.Frames(), err)
	}
}

// withDataSize returns file (a hand-built WAV file whose last chunk is data) with
// the data chunk's size field, and the RIFF size, set to size, as a tool streaming
// to a pipe writes them.
func withDataSize(file []byte, size uint32) []byte {
	out := append([]byte{}, file...)
	i := bytes.LastIndex(out, []byte("data"))
	binary.LittleEndian.PutUint32(out[i+4:], size)
	binary.LittleEndian.PutUint32(out[4:], size)
	return out
}

// TestWAVStreamingDataSize reads files whose data size is 0 or 0xFFFFFFFF (and
// RIFF size to match): the samples run to the end of the file.
func TestWAVStreamingDataSize(t *testing.T) {
	samples := le(2, 0x4000, -0x4000, 0x2000, -0x2000, 0x1000, -0x1000) // 3 stereo frames
	plain := buildWAV(fmtChunk(1, 2, 44100, 16), chunk{"LIST", []byte("INFOabcd")}, chunk{"data", samples})
	want := []float32{0.5, -0.5, 0.25, -0.25, 0.125, -0.125}
	for _, size := range []uint32{0, 0xFFFFFFFF} {
		for _, cut := range []int{0, 1} { // 1: the file ends inside its last frame
			file := withDataSize(plain, size)
			file = file[:len(file)-cut]
			for _, r := range []io.Reader{bytes.NewReader(file), onlyReader{bytes.NewReader(file)}} {
				st, err := sound.OpenWAV(r)
				if err != nil {
					t.Fatalf("size %#x: %v", size, err)
				}
				if st.Frames() != -1 {
					t.Errorf("size %#x: Frames got %d, want -1", size, st.Frames())
				}
				s, err := sound.ReadAll(st, 0)
				n := len(want) - 2*cut
				if err != nil || len(s.Samples) != n {
					t.Errorf("size %#x cut %d: got %v, %v, want %v", size, cut, s.Samples, err, want[:n])
					continue
				}
				for i, v := range s.Samples {
					if v != want[i] {
						t.Errorf("size %#x cut %d: value %d got %v, want %v", size, cut, i, v, want[i])
					}
				}
			}
		}
		s, err := sound.ReadWAV(bytes.NewReader(withDataSize(plain, size)))
		if err != nil || s.Frames() != 3 {
			t.Errorf("ReadWAV, size %#x: got %v, %v, want 3 frames", size, s, err)
		}
	}
	// Rewind goes back to the first frame of a to-the-end chunk.
	st, err := sound.OpenWAV(bytes.NewReader(withDataSize(plain, 0)))
	if err != nil {
		t.Fatal(err)
	}
	sound.ReadAll(st, 0)
	if err := st.Rewind(); err != nil {
		t.Fatal(err)
	}
	if s, err := sound.ReadAll(st, 0); err != nil || s.Frames() != 3 || s.Samples[0] != 0.5 {
		t.Errorf("after Rewind: got %v, %v, want 3 frames starting 0.5", s, err)
	}
}

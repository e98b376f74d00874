package sound_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/sound"
)

// onlyReader hides every method but Read.
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func TestOGGFiles(t *testing.T) {
	tests := []struct {
		mod, path string
		rate, ch  int
		frames    int
	}{
		{ebiten, ebitenDir + "jump.ogg", 48000, 1, 21612},
		{oggMod, "testdata/test.ogg", 44100, 1, 44100},
		{oggMod, "testdata/long.ogg", 44100, 1, 882000},
		// eof_issue.ogg's last page lacks the end-of-stream flag.
		{oggMod, "testdata/eof_issue.ogg", 44100, 2, 72384},
	}
	for _, tc := range tests {
		data := moduleFile(t, tc.mod, tc.path)
		for _, r := range []io.Reader{bytes.NewReader(data), onlyReader{bytes.NewReader(data)}} {
			s, err := sound.ReadOGG(r)
			if err != nil {
				t.Errorf("%s: %v", tc.path, err)
				continue
			}
			if s.Rate != tc.rate || s.Channels != tc.ch || s.Frames() != tc.frames {
				t.Errorf("%s: got %d Hz, %d channels, %d frames, want %d, %d, %d",
					tc.path, s.Rate, s.Channels, s.Frames(), tc.rate, tc.ch, tc.frames)
			}
		}
	}
}

func TestOGGMatchesRaw(t *testing.T) {
	s, err := sound.ReadOGG(bytes.NewReader(moduleFile(t, oggMod, "testdata/test.ogg")))
	if err != nil {
		t.Fatal(err)
	}
	raw := moduleFile(t, oggMod, "testdata/test.raw")
	if len(raw)/4 != len(s.Samples) {
		t.Fatalf("test.ogg: got %d values, test.raw has %d", len(s.Samples), len(raw)/4)
	}
	for i := range s.Samples {
		want := math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:]))
		if d := math.Abs(float64(s.Samples[i] - want)); d > 2e-5 {
			t.Fatalf("test.ogg value %d: got %v, test.raw %v (difference %v > 2e-5)", i, s.Samples[i], want, d)
		}
	}
}

func TestRagtimeIsStereo(t *testing.T) {
	st, err := sound.OpenOGG(bytes.NewReader(moduleFile(t, ebiten, ebitenDir+"ragtime.ogg")))
	if err != nil {
		t.Fatal(err)
	}
	if st.Channels() != 2 || st.SampleRate() != 48000 {
		t.Errorf("ragtime.ogg: got %d channels at %d Hz, want 2 at 48000", st.Channels(), st.SampleRate())
	}
	buf := make([]float32, 2*48000)
	got := 0
	for got < len(buf) {
		n, err := st.Read(buf[got:])
		got += n
		if err != nil {
			t.Fatalf("ragtime.ogg after %d values: %v", got, err)
		}
	}
	var diff float64 // a real stereo file: the channels differ
	for i := 0; i < len(buf); i += 2 {
		diff += math.Abs(float64(buf[i] - buf[i+1]))
	}
	if diff == 0 {
		t.Errorf("ragtime.ogg: left and right identical over its first second, want stereo")
	}
}

// TestChainedOGG plays two files concatenated (as `cat a.ogg b.ogg` makes): both
// links play, so the frames add up.
func TestChainedOGG(t *testing.T) {
	a := moduleFile(t, oggMod, "testdata/test.ogg")
	b := moduleFile(t, oggMod, "testdata/long.ogg")
	for _, r := range []io.Reader{bytes.NewReader(append(append([]byte{}, a...), b...)),
		onlyReader{bytes.NewReader(append(append([]byte{}, a...), b...))}} {
		s, err := sound.ReadOGG(r)
		if err != nil {
			t.Fatal(err)
		}
		if want := 44100 + 882000; s.Frames() != want {
			t.Errorf("test.ogg + long.ogg: got %d frames, want %d", s.Frames(), want)
		}
	}
	st, err := sound.OpenOGG(bytes.NewReader(append(append(append([]byte{}, a...), a...), a...)))
	if err != nil {
		t.Fatal(err)
	}
	s, err := sound.ReadAll(st, 0)
	if err != nil || s.Frames() != 3*44100 || st.Links() != 3 {
		t.Errorf("test.ogg three times: got %d frames in %d links, %v, want %d in 3", s.Frames(), st.Links(), err, 3*44100)
	}
	// The second link starts over: its first value is the file's first value.
	if s.Samples[44100] != s.Samples[0] {
		t.Errorf("link 2 starts with %v, want %v (link 1's first)", s.Samples[44100], s.Samples[0])
	}
}

// TestChainedOGGDifferentFormat refuses a second link at another rate, after
// giving the first link whole.
func TestChainedOGGDifferentFormat(t *testing.T) {
	a := moduleFile(t, ebiten, ebitenDir+"jump.ogg") // 48 kHz
	b := moduleFile(t, oggMod, "testdata/test.ogg")  // 44.1 kHz
	s, err := sound.ReadOGG(bytes.NewReader(append(append([]byte{}, a...), b...)))
	if !errors.Is(err, audio.ErrUnsupportedFormat) {
		t.Fatalf("jump.ogg + test.ogg: got error %v, want ErrUnsupportedFormat", err)
	}
	if s == nil || s.Frames() != 21612 {
		t.Errorf("jump.ogg + test.ogg: got %v frames before the refusal, want 21612", s.Frames())
	}
}

// TestTruncatedOGG cuts a file inside a page: the frames that decoded come back
// with ErrTruncated, and they are the file's first frames.
func TestTruncatedOGG(t *testing.T) {
	data := moduleFile(t, oggMod, "testdata/long.ogg")
	full, err := sound.ReadOGG(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	for _, cut := range []int{len(data) / 3, len(data) * 2 / 3, len(data) - 10} {
		s, err := sound.ReadOGG(bytes.NewReader(data[:cut]))
		if !errors.Is(err, audio.ErrTruncated) {
			t.Errorf("cut at %d: got error %v, want ErrTruncated", cut, err)
			continue
		}
		if s == nil || s.Frames() == 0 || s.Frames() >= full.Frames() {
			t.Errorf("cut at %d: got %v frames, want some but fewer than %d", cut, s.Frames(), full.Frames())
			continue
		}
		for i, v := range s.Samples {
			if v != full.Samples[i] {
				t.Errorf("cut at %d: value %d is %v, full file %v", cut, i, v, full.Samples[i])
				break
			}
		}
	}
	if _, err := sound.ReadOGG(bytes.NewReader(data[:100])); !errors.Is(err, audio.ErrTruncated) {
		t.Errorf("cut inside the headers: got %v, want ErrTruncated", err)
	}
}

func TestOGGErrors(t *testing.T) {
	data := moduleFile(t, oggMod, "testdata/test.ogg")
	bad := append([]byte{}, data...)
	bad[len(bad)/2] ^= 0xFF // breaks a page checksum
	tests := []struct {
		name string
		file []byte
		want error
	}{
		{"not ogg", []byte("RIFF....WAVEfmt "), audio.ErrMalformed},
		{"magic only", []byte("Og"), audio.ErrTruncated},
		{"page header cut", data[:20], audio.ErrTruncated},
		{"empty", nil, audio.ErrTruncated},
		{"checksum", bad, audio.ErrMalformed},
	}
	for _, tc := range tests {
		if _, err := sound.ReadOGG(bytes.NewReader(tc.file)); !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
}

func TestOpenAndRewind(t *testing.T) {
	data := moduleFile(t, ebiten, ebitenDir+"jump.ogg")
	st, err := sound.Open(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := sound.ReadAll(st, 0)
	if err := st.Rewind(); err != nil {
		t.Fatal(err)
	}
	b, err := sound.ReadAll(st, 0)
	if err != nil || b.Frames() != a.Frames() || b.Samples[1000] != a.Samples[1000] {
		t.Errorf("after Rewind: got %d frames, %v, want %d", b.Frames(), err, a.Frames())
	}
	if _, err := sound.Read(bytes.NewReader([]byte("fLaC\x00\x00"))); !errors.Is(err, audio.ErrUnsupportedFormat) {
		t.Errorf("Read of FLAC: got %v, want ErrUnsupportedFormat", err)
	}
	w, err := sound.Read(bytes.NewReader(testdataWAVs[0].file))
	if err != nil || w.Frames() != 3 {
		t.Errorf("Read of a WAV: got %v, %v, want 3 frames", w, err)
	}
}

func TestToRate(t *testing.T) {
	s := &audio.Sound{Rate: 24000, Channels: 2, Samples: make([]float32, 2*2400)}
	for i := range s.Samples {
		s.Samples[i] = 0.25
	}
	got, err := sound.ToRate(s, 48000)
	if err != nil {
		t.Fatal(err)
	}
	if got.Rate != 48000 || got.Frames() != 4800 || got.Channels != 2 {
		t.Fatalf("ToRate: got %d Hz, %d frames, %d ch, want 48000, 4800, 2", got.Rate, got.Frames(), got.Channels)
	}
	if v := got.Samples[2*2400]; math.Abs(float64(v)-0.25) > 1e-5 {
		t.Errorf("ToRate of DC 0.25: middle value %v", v)
	}
	jump, err := sound.Decode(bytes.NewReader(moduleFile(t, ebiten, ebitenDir+"jump.ogg")), 44100)
	if err != nil || jump.Rate != 44100 || jump.Frames() != (21612*44100+47999)/48000 {
		t.Errorf("Decode(jump.ogg, 44100): got %v, want %d frames at 44100", err, (21612*44100+47999)/48000)
	}
	if same, _ := sound.ToRate(got, 48000); same != got {
		t.Errorf("ToRate at the same rate: want the same sound back")
	}
}

// BenchmarkDecodeRagtime decodes ragtime.ogg (173 s of 48 kHz stereo, longer than
// a decoded Sound may be: it is music) as a stream and reports how many times
// faster than real time that is.
func BenchmarkDecodeRagtime(b *testing.B) {
	data := moduleFile(b, ebiten, ebitenDir+"ragtime.ogg")
	buf := make([]float32, 2*4096)
	var frames int
	b.ReportAllocs()
	for b.Loop() {
		st, err := sound.OpenOGG(bytes.NewReader(data))
		if err != nil {
			b.Fatal(err)
		}
		frames = 0
		for {
			n, err := st.Read(buf)
			frames += n / 2
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	seconds := float64(frames) / 48000
	b.ReportMetric(seconds/(b.Elapsed().Seconds()/float64(b.N)), "x_realtime")
}

func TestOGGHostileCodebook(t *testing.T) {
	data := append([]byte{}, moduleFile(t, oggMod, "testdata/test.ogg")...)
	i := bytes.Index(data, []byte("\x05vorbis"))
	if i < 0 || string(data[i+8:i+11]) != "BCV" {
		t.Fatalf("test.ogg: setup header not found where expected")
	}
	copy(data[i+13:], []byte{0xFF, 0xFF, 0xFF}) // entries
	_, err := sound.ReadOGG(bytes.NewReader(data))
	if !errors.Is(err, audio.ErrMalformed) || !strings.Contains(err.Error(), "codebook 0") {
		t.Errorf("16M-entry codebook: got %v, want ErrMalformed naming codebook 0", err)
	}
}

// TestFixOggCRC checks the fuzz helper: recomputing the checksums of an intact file
// changes nothing.
func TestFixOggCRC(t *testing.T) {
	data := moduleFile(t, oggMod, "testdata/test.ogg")
	if !bytes.Equal(fixOggCRC(data), data) {
		t.Errorf("fixOggCRC changed an intact file")
	}
}

// TestChainedOGGWithoutEndOfStream chains a file whose last page lacks the
// end-of-stream flag (eof_issue.ogg) to itself and to test.ogg: the next link's
// beginning-of-stream page ends the first link, so every link plays whole.
func TestChainedOGGWithoutEndOfStream(t *testing.T) {
	eof := moduleFile(t, oggMod, "testdata/eof_issue.ogg")
	test := moduleFile(t, oggMod, "testdata/test.ogg")
	tests := []struct {
		name   string
		parts  [][]byte
		ch     int
		frames int
		links  int
	}{
		{"eof_issue + eof_issue", [][]byte{eof, eof}, 2, 2 * 72384, 2},
		{"eof_issue x3", [][]byte{eof, eof, eof}, 2, 3 * 72384, 3},
	}
	for _, tc := range tests {
		file := bytes.Join(tc.parts, nil)
		for _, r := range []io.Reader{bytes.NewReader(file), onlyReader{bytes.NewReader(file)}} {
			st, err := sound.OpenOGG(r)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			s, err := sound.ReadAll(st, 0)
			if err != nil || s.Frames() != tc.frames || st.Links() != tc.links || s.Channels != tc.ch {
				t.Errorf("%s: got %d frames in %d links, %d channels, %v, want %d in %d, %d channels, nil",
					tc.name, s.Frames(), st.Links(), s.Channels, err, tc.frames, tc.links, tc.ch)
				continue
			}
			if s.Samples[2*72384+1] != s.Samples[1] {
				t.Errorf("%s: link 2 starts with %v, want %v (link 1's first)", tc.name, s.Samples[2*72384+1], s.Samples[1])
			}
		}
	}
	// A mono link after eof_issue's stereo one is refused with a clear error after
	// the first link, not decoded as garbage.
	s, err := sound.ReadOGG(bytes.NewReader(bytes.Join([][]byte{eof, test}, nil)))
	if !errors.Is(err, audio.ErrUnsupportedFormat) || s == nil || s.Frames() != 72384 {
		t.Errorf("eof_issue + test.ogg: got %v frames, %v, want 72384 and ErrUnsupportedFormat", s.Frames(), err)
	}
	// Rewind starts again from link 1.
	st, err := sound.OpenOGG(bytes.NewReader(bytes.Join([][]byte{eof, eof}, nil)))
	if err != nil {
		t.Fatal(err)
	}
	sound.ReadAll(st, 0)
	if err := st.Rewind(); err != nil {
		t.Fatal(err)
	}
	if s, err := sound.ReadAll(st, 0); err != nil || s.Frames() != 2*72384 {
		t.Errorf("after Rewind: got %d frames, %v, want %d", s.Frames(), err, 2*72384)
	}
}

// TestOGGHostileCommentCount gives the decoder a comment header claiming 2^31
// comments (found by FuzzReadOGG: the decoder allocated 32 GB for them and the
// process ran out of memory): refused before the decoder sees it.
func TestOGGHostileCommentCount(t *testing.T) {
	data := append([]byte{}, moduleFile(t, oggMod, "testdata/test.ogg")...)
	i := bytes.Index(data, []byte("\x03vorbis"))
	if i < 0 {
		t.Fatalf("test.ogg: comment header not found")
	}
	vendor := int(binary.LittleEndian.Uint32(data[i+7:]))
	binary.LittleEndian.PutUint32(data[i+11+vendor:], 1<<31)
	_, err := sound.ReadOGG(bytes.NewReader(fixOggCRC(data)))
	if !errors.Is(err, audio.ErrMalformed) || !strings.Contains(err.Error(), "2147483648 comments") {
		t.Errorf("2^31 comments: got %v, want ErrMalformed naming the count", err)
	}
}

// TestOGGHostileCodebookDimensions gives test.ogg's first codebook 300 dimensions
// (within the entries x dimensions limit): refused, since the residue decoder
// allocates per packet in proportion to a classbook's dimensions (FuzzReadOGG
// found a file costing a gigabyte a packet that way).
func TestOGGHostileCodebookDimensions(t *testing.T) {
	data := append([]byte{}, moduleFile(t, oggMod, "testdata/test.ogg")...)
	i := bytes.Index(data, []byte("\x05vorbis"))
	if i < 0 || string(data[i+8:i+11]) != "BCV" {
		t.Fatalf("test.ogg: setup header not found where expected")
	}
	entries := int(data[i+13]) | int(data[i+14])<<8 | int(data[i+15])<<16
	if entries*300 > 1<<20 {
		t.Fatalf("test.ogg: codebook 0 has %d entries, too many for this test", entries)
	}
	data[i+11], data[i+12] = 300&0xFF, 300>>8 // dimensions
	_, err := sound.ReadOGG(bytes.NewReader(fixOggCRC(data)))
	if !errors.Is(err, audio.ErrMalformed) || !strings.Contains(err.Error(), "codebook 0: 300 dimensions") {
		t.Errorf("300-dimension codebook: got %v, want ErrMalformed naming codebook 0's dimensions", err)
	}
}

package sound_test

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/resample"
	"github.com/griffengine/griff/audio/sound"
)

// decodeFrames is the most frames FuzzDecode converts to 48 kHz per input (2^11:
// the High kernel weighs 72 input frames for each, about 150,000 weights, under a
// millisecond). A file at 8 kHz converts when it has at most 341 frames and is
// refused with audio.ErrTooLong above, so both ways are explored.
const decodeFrames = 1 << 11

// FuzzDecode reads a WAV or Ogg Vorbis file three ways under a work budget: whole
// (at most fuzzFrames frames at its rate), streamed in reads of varying size after
// a Rewind, and decoded and converted to 48 kHz (at most decodeFrames frames). It
// checks that nothing panics, that every error wraps an audio sentinel, that the
// stream gives the same frames and the same kind of end as the whole read, and that
// the converted sound has the frames audio/resample says and no more than the cap.
func FuzzDecode(f *testing.F) {
	addOGGSeeds(f)
	for _, tc := range testdataWAVs {
		f.Add(tc.file)
	}
	f.Add(wav1Hz(1, 100))
	f.Add(wav1Hz(8000, 3000))
	f.Add(wav1Hz(sound.MaxRate, 3000))
	f.Add(buildWAV(fmtChunk(3, 6, 8000, 32), chunk{"data", make([]byte, 480)}))
	f.Fuzz(func(t *testing.T, data []byte) {
		if bytes.HasPrefix(data, []byte("OggS")) {
			data = fixOggCRC(data)
		}
		st, err := sound.Open(bytes.NewReader(data))
		if err != nil {
			checkResult(t, nil, err, false)
			if s, derr := sound.DecodeLimit(bytes.NewReader(data), 48000, decodeFrames); s != nil || derr == nil {
				t.Fatalf("Open failed (%v) but Decode did not (%v)", err, derr)
			}
			return
		}
		whole, werr := sound.ReadAllLimit(st, fuzzFrames)
		checkResult(t, whole, werr, whole != nil)
		if err := st.Rewind(); err != nil {
			t.Fatalf("Rewind of a stream that opened: %v", err)
		}
		frames, serr := streamFrames(st, len(data), fuzzFrames+1)
		if whole == nil {
			if frames <= fuzzFrames {
				t.Fatalf("whole read too long (%v) but the stream ended after %d frames (%v)", werr, frames, serr)
			}
			return
		}
		if frames != whole.Frames() || kind(serr) != kind(werr) {
			t.Fatalf("stream gave %d frames and %v, whole read %d and %v", frames, serr, whole.Frames(), werr)
		}
		checkDecode(t, data, whole, werr)
	})
}

// streamFrames reads st to its end (or past limit frames) with reads of sizes
// picked from seed and returns the frames read and the error that ended it (nil
// for io.EOF).
func streamFrames(st audio.Stream, seed, limit int) (int, error) {
	sizes := []int{1, 7, 333, 4096, 2}
	ch := st.Channels()
	buf := make([]float32, 4096*ch)
	frames, zeros := 0, 0
	for i := seed; frames <= limit; i++ {
		n, err := st.Read(buf[:sizes[i%len(sizes)]*ch])
		if n%ch != 0 {
			return frames, errors.New("a read returned part of a frame")
		}
		frames += n / ch
		if err == io.EOF {
			return frames, nil
		}
		if err != nil {
			return frames, err
		}
		if n > 0 {
			zeros = 0
		} else if zeros++; zeros > 1<<16 {
			return frames, errors.New("65,536 empty reads in a row")
		}
	}
	return frames, nil
}

// checkDecode decodes data to 48 kHz and checks it against whole and werr, the
// same file read at its own rate.
func checkDecode(t *testing.T, data []byte, whole *audio.Sound, werr error) {
	dec, err := sound.DecodeLimit(bytes.NewReader(data), 48000, decodeFrames)
	in := min(decodeFrames*whole.Rate/48000, decodeFrames) // frames Decode reads at most
	if whole.Frames() > in {
		if !errors.Is(err, audio.ErrTooLong) || dec != nil {
			t.Fatalf("Decode of %d frames at %d Hz (over %d): got %v, want ErrTooLong", whole.Frames(), whole.Rate, in, err)
		}
		return
	}
	want := resample.OutFrames(whole.Frames(), whole.Rate, 48000)
	if dec == nil || int64(dec.Frames()) != want || dec.Frames() > decodeFrames || kind(err) != kind(werr) {
		t.Fatalf("Decode of %d frames at %d Hz: got %v, %v, want %d frames", whole.Frames(), whole.Rate, dec, err, want)
	}
	if cerr := dec.Check(); cerr != nil || dec.Rate != 48000 {
		t.Fatalf("Decode gave an unplayable sound: %v, %d Hz", cerr, dec.Rate)
	}
}

// kind returns the audio sentinel err wraps, or err itself.
func kind(err error) error {
	for _, k := range []error{audio.ErrTruncated, audio.ErrMalformed, audio.ErrUnsupportedFormat, audio.ErrTooLong} {
		if errors.Is(err, k) {
			return k
		}
	}
	return err
}

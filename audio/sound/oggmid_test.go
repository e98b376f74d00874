package sound_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/sound"
)

// ragtimePrefix is how many pages of Ebitengine's ragtime.ogg (333 pages, 173 s:
// longer than MaxFrames) TestOGGEmptyPagesMidStream keeps: the two header pages
// and eleven audio pages.
const ragtimePrefix = 13

// ragtimeTrim is how many frames before the last kept page's granule position the
// built end-of-stream page ends the stream (less than one page of audio).
const ragtimeTrim = 1000

// firstFrames streams the Ogg Vorbis file data and returns its first frames
// frames, read in blocks of 4,096.
func firstFrames(t *testing.T, data []byte, frames int) *audio.Sound {
	t.Helper()
	st, err := sound.OpenOGG(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out := &audio.Sound{Rate: st.SampleRate(), Channels: st.Channels()}
	buf := make([]float32, 4096*st.Channels())
	for out.Frames() < frames {
		n, err := st.Read(buf)
		out.Samples = append(out.Samples, buf[:n]...)
		if err != nil {
			t.Fatalf("after %d frames: %v", out.Frames(), err)
		}
	}
	out.Samples = out.Samples[:frames*out.Channels]
	return out
}

// TestOGGEmptyPagesMidStream builds a second input from a real file: the first
// pages of Ebitengine's ragtime.ogg (examples/resources/audio), with pages that
// carry no audio inserted in the middle (no segments, one zero-length packet, and
// one repeating the previous page's granule position, as some muxers write), a
// zero-length packet in every audio page, and the end-of-stream flag on an extra
// empty page whose granule position is ragtimeTrim frames before the last audio
// page's. Every read path gives exactly that many frames, the same samples as
// streaming the whole original file, and a clean io.EOF (also after Rewind).
func TestOGGEmptyPagesMidStream(t *testing.T) {
	full := moduleFile(t, ebiten, ebitenDir+"ragtime.ogg")
	pages := splitPages(t, full)[:ragtimePrefix]
	last := ragtimePrefix - 1
	if pages[last].hdr[5] != 0 {
		t.Fatalf("ragtime.ogg page %d has flags %d, want a plain audio page", last, pages[last].hdr[5])
	}
	prev := int64(binary.LittleEndian.Uint64(pages[6].hdr[6:]))
	end := int64(binary.LittleEndian.Uint64(pages[last].hdr[6:])) - ragtimeTrim
	for i := 2; i <= last; i++ {
		pages[i] = withZeroPacket(pages[i])
	}
	built := append([]oggPageT{}, pages[:7]...)
	built = append(built,
		emptyPage(pages[6], 0, -1),
		emptyPage(pages[6], 0, -1, 0),
		emptyPage(pages[6], 0, prev, 0, 0))
	built = append(built, pages[7:]...)
	built = append(built, emptyPage(pages[last], 4, end, 0))
	data := joinPages(built)

	want := firstFrames(t, full, int(end))
	got := readEveryPath(t, data, want.Rate)
	if len(got) == 0 {
		t.Fatal("no read path succeeded")
	}
	checkSame(t, "ragtime.ogg with empty pages", got, want)
}

// TestOGGEmptyEndOfStreamPageRewindMidway rewinds the case's file (see
// TestOGGEmptyEndOfStreamPage) halfway through and in the held-back last page,
// then reads to the end: exactly 21,612 frames and io.EOF each time; Decode to
// 44.1 kHz gives what ToRate makes of the 21,612 frames.
func TestOGGEmptyEndOfStreamPageRewindMidway(t *testing.T) {
	data, err := os.ReadFile("testdata/ogg_empty_eos_page.ogg")
	if err != nil {
		t.Fatal(err)
	}
	st, err := sound.Open(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]float32, 1)
	for _, stop := range []int{10000, jumpFrames - 1, jumpFrames} {
		for read, tries := 0, 0; read < stop; tries++ {
			n, err := st.Read(buf)
			if read += n; err != nil && (err != io.EOF || read != jumpFrames) || tries > 1<<20 {
				t.Fatalf("frame %d of %d: %v", read, stop, err)
			}
		}
		if err := st.Rewind(); err != nil {
			t.Fatalf("Rewind after %d frames: %v", stop, err)
		}
		s, err := streamAll(st, 500)
		if err != nil || s.Frames() != jumpFrames {
			t.Errorf("after a Rewind at frame %d: %d frames, %v; want %d and io.EOF", stop, s.Frames(), err, jumpFrames)
		}
		if err := st.Rewind(); err != nil {
			t.Fatal(err)
		}
	}

	whole, err := sound.ReadOGG(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	want, err := sound.ToRate(whole, 44100)
	if err != nil {
		t.Fatal(err)
	}
	got, err := sound.Decode(bytes.NewReader(data), 44100)
	if err != nil {
		t.Fatal(err)
	}
	if got.Rate != 44100 || !equalSamples(got.Samples, want.Samples) {
		t.Errorf("Decode to 44.1 kHz: %d frames at %d Hz, want ToRate's %d", got.Frames(), got.Rate, want.Frames())
	}
}

// TestOGGEmptyPagesBetweenLinks chains the case's file (see
// TestOGGEmptyEndOfStreamPage) twice with pages without packets after each link's
// end-of-stream page: both links play, 2 x 21,612 frames, by every read path. A
// file of nothing but such pages is refused with audio.ErrTruncated.
func TestOGGEmptyPagesBetweenLinks(t *testing.T) {
	data, err := os.ReadFile("testdata/ogg_empty_eos_page.ogg")
	if err != nil {
		t.Fatal(err)
	}
	pages := splitPages(t, data)
	end := pages[len(pages)-1]
	link := joinPages(append(pages, emptyPage(end, 0, -1, 0), emptyPage(end, 0, -1)))
	one, err := sound.ReadOGG(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	want := &audio.Sound{Rate: one.Rate, Channels: one.Channels,
		Samples: append(append([]float32{}, one.Samples...), one.Samples...)}
	chained := append(append([]byte{}, link...), link...)
	checkSame(t, "two links with empty pages between", readEveryPath(t, chained, want.Rate), want)

	empty := joinPages([]oggPageT{emptyPage(end, 2, -1, 0), emptyPage(end, 4, -1)})
	if s, err := sound.ReadOGG(bytes.NewReader(empty)); s != nil || !errors.Is(err, audio.ErrTruncated) {
		t.Errorf("a file of empty pages: %v, %v; want nil and audio.ErrTruncated", s, err)
	}
}

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
	"github.com/jfreymuth/oggvorbis"
)

// jumpFrames is the final granule position of Ebitengine's jump.ogg.
const jumpFrames = 21612

// oggPageT is one Ogg page of a test file, taken apart so that it can be changed.
type oggPageT struct {
	hdr    [27]byte
	lacing []byte
	body   []byte
}

// splitPages takes a whole Ogg file apart into its pages.
func splitPages(t testing.TB, data []byte) []oggPageT {
	t.Helper()
	var pages []oggPageT
	for len(data) > 0 {
		if len(data) < 27 || string(data[:4]) != "OggS" {
			t.Fatalf("not a whole Ogg page at %d bytes from the end", len(data))
		}
		var p oggPageT
		copy(p.hdr[:], data)
		n := int(p.hdr[26])
		p.lacing = append([]byte{}, data[27:27+n]...)
		size := 0
		for _, s := range p.lacing {
			size += int(s)
		}
		p.body = append([]byte{}, data[27+n:27+n+size]...)
		pages = append(pages, p)
		data = data[27+n+size:]
	}
	return pages
}

// joinPages writes pages back with their sequence numbers counted again and their
// checksums recomputed.
func joinPages(pages []oggPageT) []byte {
	var b bytes.Buffer
	for i, p := range pages {
		p.hdr[26] = byte(len(p.lacing))
		binary.LittleEndian.PutUint32(p.hdr[18:], uint32(i))
		b.Write(p.hdr[:])
		b.Write(p.lacing)
		b.Write(p.body)
	}
	return fixOggCRC(b.Bytes())
}

// emptyPage returns a page of pages[from]'s stream with the given flags, granule
// position and lacing values (whose packets are all empty).
func emptyPage(from oggPageT, flags byte, granule int64, lacing ...byte) oggPageT {
	p := oggPageT{hdr: from.hdr, lacing: lacing}
	p.hdr[5] = flags
	binary.LittleEndian.PutUint64(p.hdr[6:], uint64(granule))
	return p
}

// withZeroPacket returns p with a zero-length packet inserted after its first
// whole packet (a 0 lacing value after the first value below 255).
func withZeroPacket(p oggPageT) oggPageT {
	for i, s := range p.lacing {
		if s < 255 {
			p.lacing = append(p.lacing[:i+1:i+1], append([]byte{0}, p.lacing[i+1:]...)...)
			return p
		}
	}
	return p
}

// splitPacket spreads the first packet of header page p that is 255 bytes or
// longer over two pages: head ends with its first 255 bytes, tail holds the rest of
// p with the continued flag. Both keep p's granule position (0 on header pages).
// ok is false if p has no such packet.
func splitPacket(p oggPageT) (head, tail oggPageT, ok bool) {
	size := 0
	for k, s := range p.lacing {
		start := k == 0 && p.hdr[5]&1 == 0 || k > 0 && p.lacing[k-1] < 255
		if start && s == 255 && k+1 < len(p.lacing) {
			head = oggPageT{hdr: p.hdr, lacing: p.lacing[:k+1], body: p.body[:size+255]}
			head.hdr[5] &^= 4
			tail = oggPageT{hdr: p.hdr, lacing: p.lacing[k+1:], body: p.body[size+255:]}
			tail.hdr[5] = tail.hdr[5]&^2 | 1
			return head, tail, true
		}
		size += int(s)
	}
	return p, p, false
}

// readEveryPath decodes data by every read path of the package (Decode converting
// to rate) and returns what each gave.
func readEveryPath(t *testing.T, data []byte, rate int) map[string]*audio.Sound {
	t.Helper()
	got := map[string]*audio.Sound{}
	check := func(path string, s *audio.Sound, err error) {
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return
		}
		got[path] = s
	}
	s, err := sound.ReadOGG(bytes.NewReader(data))
	check("ReadOGG", s, err)
	s, err = sound.ReadOGG(onlyReader{bytes.NewReader(data)})
	check("ReadOGG (no Seek)", s, err)
	s, err = sound.Read(bytes.NewReader(data))
	check("Read", s, err)
	s, err = sound.Decode(bytes.NewReader(data), rate)
	check("Decode", s, err)
	st, err := sound.Open(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	s, err = sound.ReadAll(st, 0)
	check("Open+ReadAll", s, err)
	if err := st.Rewind(); err != nil {
		t.Fatalf("Rewind: %v", err)
	}
	s, err = streamAll(st, 333)
	check("streaming Read after Rewind", s, err)
	if err := st.Rewind(); err != nil {
		t.Fatalf("Rewind: %v", err)
	}
	s, err = streamAll(st, 1)
	check("streaming Read of one frame at a time", s, err)
	return got
}

// streamAll reads st to its end with reads of frames frames, checking that the end
// is a clean io.EOF that stays.
func streamAll(st audio.Stream, frames int) (*audio.Sound, error) {
	out := &audio.Sound{Rate: st.SampleRate(), Channels: st.Channels()}
	buf := make([]float32, frames*st.Channels())
	for range 1 << 20 {
		n, err := st.Read(buf)
		out.Samples = append(out.Samples, buf[:n]...)
		if err == io.EOF {
			if n, err := st.Read(buf); n != 0 || err != io.EOF {
				return out, errors.New("a Read after io.EOF did not return io.EOF again")
			}
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
	return out, errors.New("no end after a million reads")
}

// checkSame fails unless every path of got holds want's frames exactly (only their
// count, rate and channels if want has no samples).
func checkSame(t *testing.T, name string, got map[string]*audio.Sound, want *audio.Sound) {
	t.Helper()
	for path, s := range got {
		if s.Frames() != want.Frames() || s.Rate != want.Rate || s.Channels != want.Channels {
			t.Errorf("%s: %s: got %d frames at %d Hz, %d channels, want %d at %d, %d",
				name, path, s.Frames(), s.Rate, s.Channels, want.Frames(), want.Rate, want.Channels)
			continue
		}
		if len(want.Samples) > 0 && !equalSamples(s.Samples, want.Samples) {
			t.Errorf("%s: %s: samples differ from the original file's", name, path)
		}
	}
}

func equalSamples(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestOGGEmptyEndOfStreamPage reads testdata/ogg_empty_eos_page.ogg, a copy of
// shared/cases/ogg-empty-eos-page/jump_empty_eos.ogg: Ebitengine's
// examples/resources/audio/jump.ogg with its end-of-stream flag moved onto one
// extra page (same serial, next sequence number, granule position 21,612) holding
// only a zero-length packet. Every read path gives exactly the 21,612 frames of the
// final granule position and a clean end (it gave 22,080 frames and then a decoder
// error). jump.ogg has a single audio page, so its trim also follows from that
// page's own granule position; TestOGGEmptyPagesMidStream is the test where only
// the empty end-of-stream page's granule position can trim.
func TestOGGEmptyEndOfStreamPage(t *testing.T) {
	data, err := os.ReadFile("testdata/ogg_empty_eos_page.ogg")
	if err != nil {
		t.Fatal(err)
	}
	want := &audio.Sound{Rate: 48000, Channels: 1, Samples: make([]float32, jumpFrames)}
	got := readEveryPath(t, data, 48000)
	for path, s := range got {
		if s.Frames() != jumpFrames {
			t.Errorf("%s: got %d frames, want %d", path, s.Frames(), jumpFrames)
		}
	}
	// The samples are jump.ogg's.
	want, err = sound.ReadOGG(bytes.NewReader(moduleFile(t, ebiten, ebitenDir+"jump.ogg")))
	if err != nil {
		t.Fatal(err)
	}
	checkSame(t, "ogg_empty_eos_page.ogg", got, want)
}

// variants returns copies of the Ogg Vorbis file orig with zero-length packets and
// pages that carry no audio added: at the end (the end-of-stream flag moved onto
// an empty page, as in shared/cases/ogg-empty-eos-page), after the end-of-stream
// page, among the header pages (also inside the setup header, spread over two
// pages for the purpose), and, if orig has more than one audio page, in the middle and before the first
// audio page.
func variants(t testing.TB, orig []byte) map[string][]byte {
	pages := splitPages(t, orig)
	last := len(pages) - 1
	first := 2 // Vorbis headers take two pages in files from libvorbis
	mid := (first + last + 1) / 2
	g := int64(binary.LittleEndian.Uint64(pages[last].hdr[6:]))
	variant := func(edit func(p []oggPageT) []oggPageT) []byte {
		return joinPages(edit(append([]oggPageT{}, pages...)))
	}
	insert := func(p []oggPageT, at int, add ...oggPageT) []oggPageT {
		return append(p[:at:at], append(add, p[at:]...)...)
	}
	v := map[string][]byte{
		"empty end-of-stream page": variant(func(p []oggPageT) []oggPageT {
			p[last].hdr[5] &^= 4
			return append(p, emptyPage(p[last], 4, g, 0))
		}),
		"end-of-stream page with no segments": variant(func(p []oggPageT) []oggPageT {
			p[last].hdr[5] &^= 4
			return append(p, emptyPage(p[last], 4, g))
		}),
		"two empty pages at the end": variant(func(p []oggPageT) []oggPageT {
			p[last].hdr[5] &^= 4
			return append(p, emptyPage(p[last], 0, -1, 0, 0), emptyPage(p[last], 4, g, 0))
		}),
		"zero-length packets in the last page": variant(func(p []oggPageT) []oggPageT {
			p[last] = withZeroPacket(p[last])
			return p
		}),
		"empty pages after the end-of-stream page": variant(func(p []oggPageT) []oggPageT {
			return append(p, emptyPage(p[last], 0, -1, 0), emptyPage(p[last], 4, g), emptyPage(p[last], 0, -1))
		}),
		"zero-length packets in the header pages": variant(func(p []oggPageT) []oggPageT {
			p[0], p[1] = withZeroPacket(p[0]), withZeroPacket(p[1])
			return p
		}),
		"empty pages between the header pages": variant(func(p []oggPageT) []oggPageT {
			return insert(p, 1, emptyPage(p[1], 0, 0, 0), emptyPage(p[1], 0, -1))
		}),
	}
	if head, tail, ok := splitPacket(pages[1]); ok { // the setup header
		v["a header packet spread over two pages"] = variant(func(p []oggPageT) []oggPageT {
			return append(p[:1:1], append([]oggPageT{head, tail}, p[2:]...)...)
		})
		v["page with no segments inside a header packet spread over two pages"] = variant(func(p []oggPageT) []oggPageT {
			return append(p[:1:1], append([]oggPageT{head, emptyPage(head, 0, 0), tail}, p[2:]...)...)
		})
	}
	if mid == last {
		return v
	}
	v["empty pages in the middle"] = variant(func(p []oggPageT) []oggPageT {
		return insert(p, mid, emptyPage(p[mid], 0, -1, 0), emptyPage(p[mid], 0, -1))
	})
	v["empty page before the first audio page"] = variant(func(p []oggPageT) []oggPageT {
		return insert(p, first, emptyPage(p[first], 0, 0, 0, 0, 0))
	})
	v["zero-length packets in every page"] = variant(func(p []oggPageT) []oggPageT {
		for i := first; i <= last; i++ {
			p[i] = withZeroPacket(p[i])
		}
		return p
	})
	return v
}

// TestOGGPagesWithoutAudio builds variants of jump.ogg and oggvorbis's long.ogg
// with zero-length packets and pages that carry no audio at their start, middle
// and end: each plays the original's samples exactly, by every read path.
func TestOGGPagesWithoutAudio(t *testing.T) {
	for _, f := range []struct{ mod, path string }{
		{ebiten, ebitenDir + "jump.ogg"},
		{oggMod, "testdata/long.ogg"},
	} {
		orig := moduleFile(t, f.mod, f.path)
		want, err := sound.ReadOGG(bytes.NewReader(orig))
		if err != nil {
			t.Fatalf("%s: %v", f.path, err)
		}
		for name, file := range variants(t, orig) {
			checkSame(t, f.path+": "+name, readEveryPath(t, file, want.Rate), want)
		}
	}
}

// TestOGGMatchesOggvorbis decodes files that have no empty pages or packets with
// this package and with github.com/jfreymuth/oggvorbis (which decoded them before
// it was replaced): the samples are the same.
func TestOGGMatchesOggvorbis(t *testing.T) {
	for _, f := range []struct{ mod, path string }{
		{ebiten, ebitenDir + "jump.ogg"},
		{oggMod, "testdata/long.ogg"},
		{oggMod, "testdata/eof_issue.ogg"},
	} {
		data := moduleFile(t, f.mod, f.path)
		got, err := sound.ReadOGG(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", f.path, err)
		}
		want, _, err := oggvorbis.ReadAll(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: oggvorbis: %v", f.path, err)
		}
		if !equalSamples(got.Samples, want) {
			t.Errorf("%s: %d values differ from oggvorbis's %d", f.path, len(got.Samples), len(want))
		}
	}
}

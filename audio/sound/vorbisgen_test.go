package sound_test

import (
	"bytes"
	"encoding/binary"
	"testing"

	"github.com/griffengine/griff/audio/sound"
)

// bitWriter writes a Vorbis bit stream, least significant bit first (Vorbis I
// specification, section 2.1.4).
type bitWriter struct {
	b []byte
	n int // bits written
}

func (w *bitWriter) put(v uint32, bits int) {
	for i := range bits {
		if w.n%8 == 0 {
			w.b = append(w.b, 0)
		}
		if v>>i&1 != 0 {
			w.b[len(w.b)-1] |= 1 << (w.n % 8)
		}
		w.n++
	}
}

// tinySetup returns the smallest useful Vorbis setup header (section 4.2.4): one
// codebook of two 1-bit entries, one floor 1 with one partition, one residue 0
// of 8-value partitions, one mapping, one short-block mode.
func tinySetup() []byte {
	w := &bitWriter{b: []byte("\x05vorbis")}
	w.n = 8 * len(w.b)
	w.put(0, 8)         // 1 codebook
	w.put(0x564342, 24) // codebook sync
	w.put(1, 16)        // dimensions
	w.put(2, 24)        // entries
	w.put(0, 1)         // not ordered
	w.put(0, 1)         // not sparse
	w.put(0, 5)         // entry 0: length 1
	w.put(0, 5)         // entry 1: length 1
	w.put(0, 4)         // no lookup
	w.put(0, 6)         // 1 time value
	w.put(0, 16)        // time value 0
	w.put(0, 6)         // 1 floor
	w.put(1, 16)        // floor type 1
	w.put(1, 5)         // 1 partition
	w.put(0, 4)         // of class 0
	w.put(0, 3)         // class 0: dimension 1
	w.put(0, 2)         // no subclasses
	w.put(0, 8)         // no book
	w.put(0, 2)         // multiplier 1
	w.put(4, 4)         // range bits
	w.put(8, 4)         // x value 8
	w.put(0, 6)         // 1 residue
	w.put(0, 16)        // residue type 0
	w.put(0, 24)        // begin
	w.put(32, 24)       // end
	w.put(7, 24)        // partition size 8
	w.put(0, 6)         // 1 classification
	w.put(0, 8)         // classbook 0
	w.put(0, 3)         // cascade low bits
	w.put(0, 1)         // no high bits
	w.put(0, 6)         // 1 mapping
	w.put(0, 16)        // mapping type 0
	w.put(0, 1)         // 1 submap
	w.put(0, 1)         // no coupling
	w.put(0, 2)         // reserved
	w.put(0, 8)         // submap 0: time
	w.put(0, 8)         // floor 0
	w.put(0, 8)         // residue 0
	w.put(0, 6)         // 1 mode
	w.put(0, 1)         // short block
	w.put(0, 16)        // window type
	w.put(0, 16)        // transform type
	w.put(0, 8)         // mapping 0
	w.put(1, 1)         // framing
	return w.b
}

// tinyOGG returns a whole Ogg Vorbis file of about 150 bytes: mono at 8 kHz,
// blocks of 64 and 256 frames, and audio packets that decode to a few hundred
// frames; its last granule position cuts the last 10. With emptyEOS the
// end-of-stream flag sits on an extra empty page. Seeds this small keep a fuzz
// target at thousands of executions a second (a real file's setup header alone
// is 3 KB of codebooks to build for every execution).
func tinyOGG(t testing.TB, packets int, emptyEOS bool) []byte {
	ident := []byte("\x01vorbis")
	ident = binary.LittleEndian.AppendUint32(ident, 0) // version
	ident = append(ident, 1)                           // channels
	ident = binary.LittleEndian.AppendUint32(ident, 8000)
	ident = append(ident, make([]byte, 12)...) // bitrates
	ident = append(ident, 6|8<<4, 1)           // blocksizes 64 and 256, framing
	comment := []byte("\x03vorbis\x00\x00\x00\x00\x00\x00\x00\x00\x01")
	var audio [][]byte
	for i := range packets {
		// Audio bit 0, floor used (bit 1), two floor values and some residue.
		audio = append(audio, []byte{0x02, byte(i * 37), byte(i * 91), 0x55, byte(i)})
	}
	build := func(granule int64) []byte {
		first := page(2, 0, ident)
		setup := page(0, 0, comment, tinySetup())
		last := page(4, granule, audio...)
		pages := []oggPageT{first, setup, last}
		if emptyEOS {
			pages[2].hdr[5] = 0
			pages = append(pages, emptyPage(last, 4, granule, 0))
		}
		return joinPages(pages)
	}
	s, err := sound.ReadOGG(bytes.NewReader(build(1 << 40)))
	if err != nil {
		t.Fatalf("tiny Ogg Vorbis file: %v", err)
	}
	if s.Frames() < 20 {
		t.Fatalf("tiny Ogg Vorbis file: %d frames, want at least 20", s.Frames())
	}
	return build(int64(s.Frames() - 10))
}

// page returns an Ogg page of serial number 1 holding packets (each under 255
// bytes).
func page(flags byte, granule int64, packets ...[]byte) oggPageT {
	var p oggPageT
	copy(p.hdr[:], "OggS")
	p.hdr[5] = flags
	binary.LittleEndian.PutUint64(p.hdr[6:], uint64(granule))
	binary.LittleEndian.PutUint32(p.hdr[14:], 1)
	for _, pk := range packets {
		p.lacing = append(p.lacing, byte(len(pk)))
		p.body = append(p.body, pk...)
	}
	return p
}

// TestTinyOGG checks the generated file plays its granule position's frames, with
// and without an empty end-of-stream page.
func TestTinyOGG(t *testing.T) {
	for _, empty := range []bool{false, true} {
		file := tinyOGG(t, 20, empty)
		s, err := sound.ReadOGG(bytes.NewReader(file))
		if err != nil {
			t.Fatal(err)
		}
		pages := splitPages(t, file)
		g := int64(binary.LittleEndian.Uint64(pages[len(pages)-1].hdr[6:]))
		if int64(s.Frames()) != g || s.Rate != 8000 || len(file) > 400 {
			t.Errorf("empty end page %v: %d frames at %d Hz from %d bytes, want %d at 8000 from under 400",
				empty, s.Frames(), s.Rate, len(file), g)
		}
	}
}

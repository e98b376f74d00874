package sound_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio/sound"
)

// moduleBytes returns file rel of module mod, or nil if the module cannot be found
// (fuzz targets then run without that seed).
func moduleBytes(mod, rel string) []byte {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", mod).Output()
	if err != nil {
		return nil
	}
	data, _ := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), rel))
	return data
}

// checkResult fails if a reader returned an error that wraps no audio sentinel, or
// a sound that is not playable.
func checkResult(t *testing.T, s interface{ Check() error }, err error, hasSound bool) {
	if err != nil && !isKnown(err) {
		t.Fatalf("error wraps no audio sentinel: %v", err)
	}
	if err == nil && !hasSound {
		t.Fatalf("no error and no sound")
	}
	if hasSound {
		if cerr := s.Check(); cerr != nil {
			t.Fatalf("returned sound is not playable: %v", cerr)
		}
	}
}

// fuzzFrames is the most frames a fuzz target decodes from one input (2^12): the
// work budget that keeps executions at thousands a second. Without it a few
// hundred bytes of one-byte packets decode to MaxFrames frames (seconds each).
const fuzzFrames = 1 << 12

func FuzzReadWAV(f *testing.F) {
	for _, tc := range testdataWAVs {
		f.Add(tc.file)
	}
	f.Add(buildWAV(fmtChunk(3, 6, 8000, 32), chunk{"data", make([]byte, 48)}))
	f.Add(buildWAV(fmtChunk(1, 2, 8000, 8), chunk{"JUNK", []byte{1}}, chunk{"data", []byte{1, 2, 3}}))
	f.Add(wav1Hz(1, 100))
	if jab := moduleBytes(ebiten, ebitenDir+"jab8.wav"); jab != nil {
		f.Add(jab[:min(len(jab), 4096)])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := sound.ReadWAV(bytes.NewReader(data))
		checkResult(t, s, err, s != nil)
	})
}

// FuzzReadOGG reads Ogg Vorbis files whole (at most fuzzFrames frames), with
// their page checksums as they are and fixed, then streams and rewinds them.
func FuzzReadOGG(f *testing.F) {
	addOGGSeeds(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		// Most mutations break a page checksum; with the checksums fixed they
		// reach the Vorbis decoder.
		for _, d := range [][]byte{data, fixOggCRC(data)} {
			st, err := sound.OpenOGG(bytes.NewReader(d))
			if err != nil {
				checkResult(t, nil, err, false)
				continue
			}
			s, err := sound.ReadAllLimit(st, fuzzFrames)
			checkResult(t, s, err, s != nil)
			if err := st.Rewind(); err != nil {
				t.Fatalf("Rewind of a stream that opened: %v", err)
			}
			buf := make([]float32, 1000)
			for range 16 {
				if _, err := st.Read(buf); err != nil {
					break
				}
			}
		}
	})
}

// fixOggCRC returns a copy of data with the checksum of every whole Ogg page
// recomputed (CRC-32, polynomial 0x04c11db7, not reflected, over the page with its
// checksum field zeroed).
func fixOggCRC(data []byte) []byte {
	out := append([]byte{}, data...)
	for p := 0; p+27 <= len(out); {
		if string(out[p:p+4]) != "OggS" {
			break
		}
		segs := int(out[p+26])
		if p+27+segs > len(out) {
			break
		}
		size := 27 + segs
		for _, s := range out[p+27 : p+27+segs] {
			size += int(s)
		}
		if p+size > len(out) {
			break
		}
		page := out[p : p+size]
		copy(page[22:26], []byte{0, 0, 0, 0})
		var crc uint32
		for _, b := range page {
			crc ^= uint32(b) << 24
			for range 8 {
				if crc&0x80000000 != 0 {
					crc = crc<<1 ^ 0x04c11db7
				} else {
					crc <<= 1
				}
			}
		}
		page[22], page[23], page[24], page[25] = byte(crc), byte(crc>>8), byte(crc>>16), byte(crc>>24)
		p += size
	}
	return out
}

// addOGGSeeds adds small Ogg Vorbis files to f's corpus: generated ones (see
// tinyOGG) with and without an empty end-of-stream page, one with pages and
// packets that carry no audio among its headers and after its end, and a bare
// capture pattern. Real files are left out: their 3 KB setup headers make every
// execution build dozens of codebooks.
func addOGGSeeds(f *testing.F) {
	f.Add(tinyOGG(f, 12, false))
	f.Add(tinyOGG(f, 24, true))
	p := splitPages(f, tinyOGG(f, 8, true))
	end := p[len(p)-1]
	f.Add(joinPages([]oggPageT{p[0], emptyPage(p[1], 0, -1, 0), withZeroPacket(p[1]),
		p[2], emptyPage(end, 0, -1), end, emptyPage(end, 0, -1, 0)}))
	f.Add([]byte("OggS"))
}

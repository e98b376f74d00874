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

// seedFile adds a module's file to f's corpus if the module can be found.
func seedFile(f *testing.F, mod, rel string, limit int) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", mod).Output()
	if err != nil {
		return
	}
	data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), rel))
	if err == nil {
		f.Add(data[:min(len(data), limit)])
	}
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

func FuzzReadWAV(f *testing.F) {
	for _, tc := range testdataWAVs {
		f.Add(tc.file)
	}
	f.Add(buildWAV(fmtChunk(3, 6, 8000, 32), chunk{"data", make([]byte, 48)}))
	f.Add(buildWAV(fmtChunk(1, 2, 8000, 8), chunk{"JUNK", []byte{1}}, chunk{"data", []byte{1, 2, 3}}))
	seedFile(f, ebiten, ebitenDir+"jab8.wav", 4096)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := sound.ReadWAV(bytes.NewReader(data))
		checkResult(t, s, err, s != nil)
	})
}

func FuzzReadOGG(f *testing.F) {
	seedFile(f, ebiten, ebitenDir+"jump.ogg", 1<<20)
	seedFile(f, oggMod, "testdata/test.ogg", 1<<20)
	f.Add([]byte("OggS"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := sound.ReadOGG(bytes.NewReader(data))
		checkResult(t, s, err, s != nil)
		// Most mutations break a page checksum; with the checksums fixed they
		// reach the Vorbis decoder.
		data = fixOggCRC(data)
		s, err = sound.ReadOGG(bytes.NewReader(data))
		checkResult(t, s, err, s != nil)
		st, err := sound.OpenOGG(bytes.NewReader(data))
		if err == nil {
			buf := make([]float32, 1000)
			for range 64 {
				if _, err := st.Read(buf); err != nil {
					break
				}
			}
			st.Rewind()
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

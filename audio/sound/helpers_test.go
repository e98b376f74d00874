package sound_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio"
)

// moduleFile returns the bytes of file rel inside module mod's directory, found
// with `go list -m`. Every module it is asked for is in go.mod, so a module that
// cannot be found fails the test (run `go mod download`); with -short the test is
// skipped instead.
func moduleFile(t testing.TB, mod, rel string) []byte {
	t.Helper()
	if testing.Short() {
		t.Skipf("-short: not reading %s from module %s", rel, mod)
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", mod).Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("module %s is in go.mod but `go list -m -f {{.Dir}} %s` did not find its directory"+
			" (run `go mod download`): %v %s", mod, mod, err, strings.TrimSpace(string(stderr)))
	}
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatalf("reading %s from %s: %v", rel, mod, err)
	}
	return data
}

const (
	ebiten    = "github.com/hajimehoshi/ebiten/v2"
	ebitenDir = "examples/resources/audio/"
	oggMod    = "github.com/jfreymuth/oggvorbis"
)

// chunk is one RIFF chunk of a hand-built WAV file.
type chunk struct {
	id   string
	data []byte
}

// buildWAV returns a RIFF WAVE file of chunks, each followed by its pad byte if
// its size is odd, with a correct RIFF size.
func buildWAV(chunks ...chunk) []byte {
	var body bytes.Buffer
	body.WriteString("WAVE")
	for _, c := range chunks {
		body.WriteString(c.id)
		binary.Write(&body, binary.LittleEndian, uint32(len(c.data)))
		body.Write(c.data)
		if len(c.data)%2 == 1 {
			body.WriteByte(0)
		}
	}
	var out bytes.Buffer
	out.WriteString("RIFF")
	binary.Write(&out, binary.LittleEndian, uint32(body.Len()))
	out.Write(body.Bytes())
	return out.Bytes()
}

// fmtChunk returns a plain fmt chunk.
func fmtChunk(tag uint16, channels, rate, bits int) chunk {
	var b bytes.Buffer
	align := channels * bits / 8
	for _, v := range []any{tag, uint16(channels), uint32(rate), uint32(rate * align), uint16(align), uint16(bits)} {
		binary.Write(&b, binary.LittleEndian, v)
	}
	return chunk{"fmt ", b.Bytes()}
}

// extensibleChunk returns a WAVE_FORMAT_EXTENSIBLE fmt chunk with subformat sub.
func extensibleChunk(sub uint16, channels, rate, bits int, mask uint32) chunk {
	c := fmtChunk(0xFFFE, channels, rate, bits)
	var b bytes.Buffer
	b.Write(c.data)
	for _, v := range []any{uint16(22), uint16(bits), mask, uint32(sub)} {
		binary.Write(&b, binary.LittleEndian, v)
	}
	b.Write([]byte{0, 0, 0x10, 0, 0x80, 0, 0, 0xAA, 0, 0x38, 0x9B, 0x71})
	return chunk{"fmt ", b.Bytes()}
}

// le returns the little-endian bytes of vs (each an int of width bytes, or a
// float32/float64).
func le(width int, vs ...any) []byte {
	var b bytes.Buffer
	for _, v := range vs {
		switch x := v.(type) {
		case float32, float64:
			binary.Write(&b, binary.LittleEndian, x)
		case int:
			u := uint64(x)
			for i := 0; i < width; i++ {
				b.WriteByte(byte(u >> (8 * i)))
			}
		}
	}
	return b.Bytes()
}

// isKnown reports whether err wraps one of the audio package's sentinels.
func isKnown(err error) bool {
	return errors.Is(err, audio.ErrUnsupportedFormat) || errors.Is(err, audio.ErrMalformed) ||
		errors.Is(err, audio.ErrTruncated) || errors.Is(err, audio.ErrTooLong)
}

// recordTB is a testing.TB that records Fatalf and Skipf instead of ending the
// test (it panics with itself to stop the caller, as the real ones stop the
// goroutine).
type recordTB struct {
	testing.TB
	fatal, skip string
}

func (r *recordTB) Helper() {}
func (r *recordTB) Fatalf(format string, args ...any) {
	r.fatal = fmt.Sprintf(format, args...)
	panic(r)
}
func (r *recordTB) Skipf(format string, args ...any) {
	r.skip = fmt.Sprintf(format, args...)
	panic(r)
}

// TestMissingModuleFails asks moduleFile for a module that is not in go.mod: the
// test must fail with a message naming the module, not skip.
func TestMissingModuleFails(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: moduleFile skips by design")
	}
	r := &recordTB{TB: t}
	func() {
		defer func() {
			if p := recover(); p != nil && p != any(r) {
				panic(p)
			}
		}()
		moduleFile(r, "example.com/griff/no-such-module", "x.ogg")
	}()
	if r.skip != "" || !strings.Contains(r.fatal, "example.com/griff/no-such-module") {
		t.Errorf("missing module: got fatal %q, skip %q, want a fatal naming the module", r.fatal, r.skip)
	}
}

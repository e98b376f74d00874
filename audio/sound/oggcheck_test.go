package sound

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio"
)

// setupOf returns the setup header packet of oggvorbis's test.ogg (it ends inside
// the third page's body; the codebook walk never reads past its end).
func setupOf(t *testing.T) []byte {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/jfreymuth/oggvorbis").Output()
	if err != nil {
		t.Fatalf("module github.com/jfreymuth/oggvorbis (in go.mod) not found: %v", err)
	}
	data, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "testdata", "test.ogg"))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := prefetchHeaders(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(raw, []byte("\x05vorbis"))
	if i < 0 {
		t.Fatal("test.ogg: no setup header")
	}
	return append([]byte{}, raw[i:]...)
}

// putBits writes v (n bits, least significant first) at bit pos of p.
func putBits(p []byte, pos, n int, v uint32) {
	for i := 0; i < n; i++ {
		bit := pos + i
		if v&(1<<i) != 0 {
			p[bit>>3] |= 1 << (bit & 7)
		} else {
			p[bit>>3] &^= 1 << (bit & 7)
		}
	}
}

// TestOGGResidueEndBeforeBegin makes test.ogg's first residue end (100) before it
// begins (200), which FuzzReadOGG found makes the decoder allocate gigabytes for
// every packet: checkSetup refuses it. The residue is found by walking the real
// header, checked by reading the values there first (begin 0, end 128).
func TestOGGResidueEndBeforeBegin(t *testing.T) {
	p := setupOf(t)
	b := &bits{data: p[7:]}
	count, _ := b.read(8)
	for range count + 1 {
		if _, err := checkBook(b); err != nil {
			t.Fatal(err)
		}
	}
	if !skipTransformsAndFloors(b) {
		t.Fatal("test.ogg: setup header ends inside its floors")
	}
	at := b.pos + 6 + 16 // past the residue count and the first residue's type
	begin, _ := (&bits{data: p[7:], pos: at}).read(24)
	end, _ := (&bits{data: p[7:], pos: at + 24}).read(24)
	if begin != 0 || end != 128 {
		t.Fatalf("test.ogg residue 0: got begin %d, end %d, want 0 and 128 (the walk is off)", begin, end)
	}
	if err := checkSetup(p); err != nil {
		t.Fatalf("intact header: %v", err)
	}
	putBits(p[7:], at, 24, 200)
	putBits(p[7:], at+24, 24, 100)
	err := checkSetup(p)
	if !errors.Is(err, audio.ErrMalformed) || !strings.Contains(err.Error(), "residue 0 ends (100) before it begins (200)") {
		t.Errorf("residue 0 from 200 to 100: got %v, want ErrMalformed naming it", err)
	}
}

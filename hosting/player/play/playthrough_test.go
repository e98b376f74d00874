package play

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/hosting"
)

// A recording is written atomically: a temporary file a killed run left is
// removed, and a failure names the recording, never the temporary file.
func TestWritePlaythroughIsAtomic(t *testing.T) {
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	p, err := hosting.Record(lg, hosting.Options{}, nil, 3)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "run.playthrough")
	left := filepath.Join(dir, ".run.playthrough.griff-tmp-77")
	if err := os.WriteFile(left, []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * atomicfile.LeftoverAge) // left by a run killed a while ago
	if err := os.Chtimes(left, old, old); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := writePlaythrough(p, file, &out); err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := p.Write(&want); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(file); !bytes.Equal(got, want.Bytes()) {
		t.Errorf("the recording holds %d bytes, want %d", len(got), want.Len())
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files, want only the recording", len(entries))
	}
	inTheWay := filepath.Join(dir, "taken.playthrough")
	if err := os.MkdirAll(filepath.Join(inTheWay, "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	err = writePlaythrough(p, inTheWay, &out)
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != inTheWay || strings.Contains(err.Error(), "griff-tmp") {
		t.Errorf("writing over a folder: %v, want an error naming %s only", err, inTheWay)
	}
}

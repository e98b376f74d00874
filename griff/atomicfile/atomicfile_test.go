package atomicfile_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/griffengine/griff/griff/atomicfile"
)

// names returns the names of the files in dir, sorted.
func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func read(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestWriteFileWritesAndLeavesNothingBehind(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	for _, content := range []string{"first\n", "second, longer\n", ""} {
		if err := atomicfile.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := read(t, path); string(got) != content {
			t.Errorf("the file holds %q, want %q", got, content)
		}
		if got := names(t, dir); !slices.Equal(got, []string{"settings.json"}) {
			t.Errorf("the folder holds %q, want only settings.json", got)
		}
	}
}

// A file that is replaced keeps its permission bits; a new one gets perm.
func TestWriteFileKeepsPermissions(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a")
	if err := atomicfile.WriteFile(path, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("new file mode %v, want 0600", fi.Mode().Perm())
	}
	if err := os.Chmod(path, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.WriteFile(path, []byte("y"), 0o600); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o640 {
		t.Errorf("replaced file mode %v, want 0640 as it was", fi.Mode().Perm())
	}
}

// A streamed file is not in place, and the old one is untouched, until Close.
func TestCreateCommitsOnClose(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "run.playthrough")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	for i := range 1000 {
		line := []byte(strings.Repeat("step ", i%7) + "\n")
		want.Write(line)
		if _, err := f.Write(line); err != nil {
			t.Fatal(err)
		}
	}
	if got := read(t, path); string(got) != "old" {
		t.Errorf("before Close the file holds %d bytes, want the old 3", len(got))
	}
	if len(names(t, dir)) != 2 {
		t.Errorf("while writing the folder holds %q, want the file and one temporary file", names(t, dir))
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); !bytes.Equal(got, want.Bytes()) {
		t.Errorf("after Close the file holds %d bytes, want %d", len(got), want.Len())
	}
	if got := names(t, dir); !slices.Equal(got, []string{"run.playthrough"}) {
		t.Errorf("the folder holds %q, want only the file", got)
	}
	if _, err := f.Write([]byte("late")); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("Write after Close: %v, want fs.ErrClosed", err)
	}
	if err := f.Close(); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("Close twice: %v, want fs.ErrClosed", err)
	}
	f.Discard() // after Close: nothing
	if got := read(t, path); !bytes.Equal(got, want.Bytes()) {
		t.Error("Discard after Close changed the file")
	}
}

func TestDiscardLeavesTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "shot.png")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	f.Write([]byte("half a picture"))
	f.Discard()
	if got := read(t, path); string(got) != "old" {
		t.Errorf("after Discard the file holds %q, want %q", got, "old")
	}
	if got := names(t, dir); !slices.Equal(got, []string{"shot.png"}) {
		t.Errorf("the folder holds %q, want only the file", got)
	}
}

// Temporary files a killed writer left behind are removed on the next write
// of that file, and only those: a young one (another writer's, in progress)
// is kept.
func TestLeftoversAreRemovedOnTheNextWrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	others := []string{
		".settings.json.griff-tmp-",         // no digits: not one of ours
		".settings.json.griff-tmp-12x",      // not digits
		".other.json.griff-tmp-1",           // another file's
		"settings.json.griff-tmp-1",         // no leading dot
		".settings.json.griff-tmp-9.backup", // a user's file
	}
	others = append(others, ".settings.json.griff-tmp-77") // another writer's, just written
	leftovers := []string{".settings.json.griff-tmp-1", ".settings.json.griff-tmp-8843201977"}
	old := time.Now().Add(-2 * atomicfile.LeftoverAge)
	for _, n := range append(slices.Clone(others), leftovers...) {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("partial"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(dir, n), old, old); err != nil {
			t.Fatal(err)
		}
	}
	now := time.Now()
	if err := os.Chtimes(filepath.Join(dir, ".settings.json.griff-tmp-77"), now, now); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.WriteFile(path, []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := append(slices.Clone(others), "settings.json")
	slices.Sort(want)
	if got := names(t, dir); !slices.Equal(got, want) {
		t.Errorf("after the write the folder holds\n%q\nwant\n%q", got, want)
	}
}

// A write that fails names the real file, never the temporary one, keeps the
// system's error reachable, and leaves no temporary file.
func TestFailuresNameTheRealFile(t *testing.T) {
	dir := t.TempDir()
	inTheWay := filepath.Join(dir, "taken")
	if err := os.Mkdir(inTheWay, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(inTheWay, "x"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path, op string
		is             error
	}{
		{"a folder in the way", inTheWay, "rename", nil},
		{"no folder", filepath.Join(dir, "missing", "f.json"), "create", fs.ErrNotExist},
		{"a file for a folder", filepath.Join(inTheWay, "x", "f.json"), "create", nil},
		{"no name", dir + string(filepath.Separator), "create", fs.ErrInvalid},
	}
	for _, tt := range tests {
		err := atomicfile.WriteFile(tt.path, []byte("data"), 0o644)
		var pe *fs.PathError
		if !errors.As(err, &pe) || pe.Path != tt.path || pe.Op != tt.op {
			t.Errorf("%s: error %v, want a *fs.PathError %s of %s", tt.name, err, tt.op, tt.path)
			continue
		}
		if strings.Contains(err.Error(), "griff-tmp") {
			t.Errorf("%s: error %q names the temporary file", tt.name, err)
		}
		if tt.is != nil && !errors.Is(err, tt.is) {
			t.Errorf("%s: error %v does not wrap %v", tt.name, err, tt.is)
		}
	}
	if got := names(t, dir); !slices.Equal(got, []string{"taken"}) {
		t.Errorf("after the failures the folder holds %q, want only taken", got)
	}
	if got := names(t, inTheWay); !slices.Equal(got, []string{"x"}) {
		t.Errorf("the folder in the way holds %q, want only x", got)
	}
}

// In a folder that cannot be written (for a user other than root) the
// failure names the real file and wraps fs.ErrPermission.
func TestReadOnlyFolder(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes into read-only folders")
	}
	dir := t.TempDir()
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755) })
	path := filepath.Join(dir, "settings.json")
	err := atomicfile.WriteFile(path, []byte("{}"), 0o644)
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path != path || !errors.Is(err, fs.ErrPermission) {
		t.Errorf("error %v, want a *fs.PathError of %s wrapping fs.ErrPermission", err, path)
	}
}

func TestIsTemp(t *testing.T) {
	for _, tt := range []struct {
		name, base string
		want       bool
	}{
		{".a.json.griff-tmp-0", "a.json", true},
		{".a.json.griff-tmp-123456789012", "a.json", true},
		{".a.json.griff-tmp-", "a.json", false},
		{".a.json.griff-tmp-1a", "a.json", false},
		{"a.json.griff-tmp-1", "a.json", false},
		{".b.json.griff-tmp-1", "a.json", false},
		{".a.json", "a.json", false},
	} {
		if got := atomicfile.IsTemp(tt.name, tt.base); got != tt.want {
			t.Errorf("IsTemp(%q, %q) = %v, want %v", tt.name, tt.base, got, tt.want)
		}
	}
}

// Writers of one file at once (goroutines here, programs alike) all succeed:
// none removes another's temporary file while it is being written, and the
// file ends whole, as one of them wrote it.
func TestConcurrentWritersAllSucceed(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arcs.key")
	const writers, writes = 8, 40
	errs := make(chan error, writers*writes)
	var wg sync.WaitGroup
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			data := bytes.Repeat([]byte{byte('a' + w)}, 4096)
			for range writes {
				errs <- atomicfile.WriteFile(path, data, 0o644)
			}
		}()
	}
	wg.Wait()
	close(errs)
	failed := 0
	for err := range errs {
		if err != nil {
			failed++
			if failed == 1 {
				t.Errorf("a write failed: %v", err)
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d writes failed", failed, writers*writes)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 4096 || !bytes.Equal(got, bytes.Repeat(got[:1], 4096)) {
		t.Errorf("the file holds %d bytes, not one writer's 4096", len(got))
	}
}

package export

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Writing a file removes its compressed copies from an earlier export, so
// an export stopped before it compresses leaves no old copy beside the new
// file; a copy written is kept, and other files are left alone.
func TestWriteRemovesStaleCopies(t *testing.T) {
	out := t.TempDir()
	for _, name := range []string{"game.wasm.gz", "game.wasm.br", "index.html.br", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(out, name), []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var log bytes.Buffer
	w := &writer{out: out, quality: 1, log: &log}
	w.write("game.wasm", []byte("new"))
	if w.err != nil {
		t.Fatal(w.err)
	}
	for _, name := range []string{"game.wasm.gz", "game.wasm.br"} {
		if _, err := os.Stat(filepath.Join(out, name)); !os.IsNotExist(err) {
			t.Errorf("%s is still there after game.wasm was written (%v)", name, err)
		}
	}
	for _, name := range []string{"index.html.br", "notes.txt", "game.wasm"} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	w.compressed("game.wasm")
	for _, name := range []string{"game.wasm.gz", "game.wasm.br"} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil || w.err != nil {
			t.Errorf("%s after compressing: %v (%v)", name, err, w.err)
		}
	}
}

// Compressing prints each copy's progress: the file and its size before,
// the copy's size after.
func TestCompressedPrintsProgress(t *testing.T) {
	out := t.TempDir()
	var log bytes.Buffer
	w := &writer{out: out, log: &log}
	w.write("game.wasm", bytes.Repeat([]byte("griff "), 4<<10)) // 24 KiB
	w.compressed("game.wasm")
	if w.err != nil {
		t.Fatal(w.err)
	}
	gz, br := w.files[1].Size, w.files[2].Size
	want := "export: compressing game.wasm (24.0 KiB) with gzip... " + mib(gz) + "\n" +
		"export: compressing game.wasm (24.0 KiB) with brotli at quality 11... " + mib(br) + "\n"
	if log.String() != want {
		t.Errorf("the log is\n%s\nwant\n%s", log.String(), want)
	}
}

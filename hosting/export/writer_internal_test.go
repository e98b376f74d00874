package export

import (
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
	w := &writer{out: out, quality: 1}
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
